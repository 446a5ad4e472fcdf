// Reviews and the tickets they opened, in each ticket status.
import { run, toJson } from '../db.js';
import type { SeedContext } from './context.js';
import type { SeedListings } from './listings.js';
import type { SeedStays } from './reservations.js';

interface TicketExtra {
  title?: string;
  bullets?: string[];
  images?: string[];
  contractor?: { id: number; first_name: string; last_name: string; email: string };
  created?: string;
  scheduled?: string;
  done?: string;
}

export function seedFeedback({ db, at, insert }: SeedContext, t1: number, t2: number, { ocean, loft, chalet }: SeedListings, { past, reviewed, alpPast }: SeedStays): void {
  const ticket = (publicId: string, reservationId: number, listingId: number, tenantId: number, status: string, extra: TicketExtra) =>
    insert(
      `INSERT INTO listing_tasks (public_id, tenant_id, listing_id, reservation_id, status, title, ai_bullets, desc_images,
         assigned_contractor, created_at, scheduled_at, moved_to_done_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      publicId,
      tenantId,
      listingId,
      reservationId,
      status,
      extra.title ?? 'Guest feedback follow-up',
      toJson(extra.bullets ?? []),
      toJson(extra.images ?? []),
      extra.contractor ? toJson(extra.contractor) : null,
      extra.created ?? at(-35 * 24),
      extra.scheduled ?? null,
      extra.done ?? null,
    );
  const newTicket = ticket('lt-demo-new', reviewed, loft, t1, 'New', {
    title: 'Low review: Downtown Loft',
    bullets: ['Cleaning rated 2/5', 'Shower drain is slow', 'Check-in instructions were unclear'],
    images: ['/assets/house-loft.webp'],
  });
  run(db, `INSERT INTO reviews (reservation_id, source, avg_rate, ratings, feedback, listing_task_id, created_at) VALUES (?, 'survey', 5, ?, ?, ?, ?)`,
    reviewed, toJson({ cleaning: 2, communication: 3, location: 4, accuracy: 2, check_in: 2, value: 2 }), 'The shower drain was slow and the place was not clean.', newTicket, at(-35 * 24));
  const contractor = { id: 501, first_name: 'Pat', last_name: 'Fixit', email: 'pat.fixit@demo.test' };
  const progressTicket = ticket('lt-demo-progress', reviewed, loft, t1, 'In Progress', {
    title: 'Mid-stay issue: air conditioning',
    bullets: ['Air conditioning is noisy'],
    images: ['/assets/house-loft.webp'],
    contractor,
    scheduled: at(-37 * 24),
  });
  run(db, `INSERT INTO reviews (reservation_id, source, avg_rate, ratings, feedback, listing_task_id, created_at) VALUES (?, 'checkup', 4, ?, ?, ?, ?)`,
    reviewed, toJson({ rate: 2 }), 'The AC is very loud at night.', progressTicket, at(-38 * 24));
  ticket('lt-demo-done', past, ocean, t1, 'Done', {
    title: 'Pool light replaced',
    bullets: ['Pool light not working'],
    images: ['/assets/house-ocean-3.webp'],
    contractor,
    created: at(-18 * 24),
    scheduled: at(-17 * 24),
    done: at(-16 * 24),
  });
  ticket('lt-demo-rejected', alpPast, chalet, t2, 'Rejected', {
    title: 'Request: extra parking',
    bullets: ['Asked for a second parking space'],
    images: [],
    created: at(-55 * 24),
  });
}
