// Test fixtures of the survey and ticket tracker: answers shaped like the reference server's.
import type { ReservationBasic, Ticket } from '../../api/schemas/feedback';

/** 2025-07-12 10:00 in Athens. */
export const NOW = new Date('2025-07-12T07:00:00Z');

export function basicInfo(over: Partial<ReservationBasic> = {}): ReservationBasic {
  return {
    id: 42,
    confirmation_code: 'ABC123',
    check_in: '2025-07-01T13:00:00Z',
    check_out: '2025-07-05T08:00:00Z',
    nights: 4,
    tenant_id: 2,
    source: 'direct',
    is_mid_stay: false,
    listing: { title: 'Ocean View Villa', city_name: 'Miami Beach', picture: null, public_logo: null, timezone: 'Europe/Athens' },
    logo_url: 'https://cdn.test/logo.svg',
    basic_company_info: { company_name: 'Sunny Coast Rentals', links: { google: 'http://g.page/r/sunny/review', facebook: 'javascript:alert(1)' } },
    reviews: [],
    ...over,
  };
}

export function ticketFixture(over: Partial<Ticket> = {}): Ticket {
  return {
    id: 7,
    public_id: 'lt_7',
    status: 'New',
    title: 'Low review: Ocean View Villa',
    created_at: '2025-07-06T09:30:00Z',
    scheduled_at: '2025-07-07T12:00:00Z',
    moved_to_done_at: '2025-07-08T15:45:00Z',
    assigned_contractor_id: null,
    assigned_contractor: null,
    desc_images: ['https://media.test/drain.jpg'],
    review: {
      ai_bullets: ['Cleaning rated 2/5', 'The shower drain was slow'],
      reservation: {
        check_in: '2025-07-01T13:00:00Z',
        check_out: '2025-07-05T08:00:00Z',
        listing: { title: 'Ocean View Villa', city_name: 'Miami Beach', picture: 'https://media.test/villa.jpg', timezone: 'Europe/Athens' },
      },
    },
    listing: { public_logo: 'https://cdn.test/logo.svg' },
    ...over,
  };
}
