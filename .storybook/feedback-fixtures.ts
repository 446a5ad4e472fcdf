// Survey and ticket tracker answers for the stories (dates relative to today, like the other fixtures).
import { http, HttpResponse, delay } from 'msw';

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

const listing = { title: 'Palm Cottage', city_name: 'Miami', picture: null, public_logo: null, timezone: 'America/New_York' };

/** Basic info of a reservation for the survey; `stay` picks the dates. */
export function basicInfo(stay: 'past' | 'current', over: Record<string, unknown> = {}) {
  const [ci, co] = stay === 'past' ? [-30, -25] : [-1, 3];
  return {
    id: 3,
    confirmation_code: 'DEMO-SURVEY',
    check_in: iso(ci),
    check_out: iso(co),
    nights: co - ci,
    tenant_id: 1,
    source: 'Airbnb',
    is_mid_stay: stay === 'current',
    listing,
    logo_url: null,
    basic_company_info: { company_name: 'Seaside Stays', links: { google: 'http://g.page/r/seaside/review', facebook: '//www.facebook.com/seaside/reviews' } },
    reviews: [],
    ...over,
  };
}

/** The survey's calls: basic info as given; sending answers `answer` (or never, to show the processing step). */
export function surveyHandlers(basic: Record<string, unknown>, answer: { avg: number; link: string | null } | 'never' = { avg: 9.3, link: null }) {
  return [
    http.get('*/api/reservations/:code/basic', () => HttpResponse.json(basic)),
    http.post('*/api/reservations/:code/survey', async () => {
      if (answer === 'never') await delay('infinite');
      return HttpResponse.json(answer, { status: 201 });
    }),
  ];
}

const photo = (label: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="${colour}"/><text x="20" y="110" font-size="28">${label}</text></svg>`)}`;

/** A ticket in a given status (assigned from In Progress on; scheduled and done times as the status has them). */
export function ticket(status: string) {
  const later = status !== 'New';
  return {
    id: 1042,
    public_id: 'lt-story',
    status,
    title: 'Low review: Palm Cottage',
    created_at: iso(-24),
    scheduled_at: later ? iso(-23) : null,
    moved_to_done_at: status === 'Done' || status === 'Closed' ? iso(-22) : null,
    assigned_contractor_id: later ? 9 : null,
    assigned_contractor: later ? { first_name: 'Pat', last_name: 'Fixit', email: 'pat@fixit.test' } : null,
    // Media are served by the tenant's host over https in production; the stories show inline pictures.
    desc_images: [],
    review: {
      ai_bullets: ['Cleaning rated 2/5', 'The shower drain was slow'],
      reservation: { check_in: iso(-30), check_out: iso(-25), listing: { ...listing, picture: photo('Palm Cottage', '#9fd8cb') } },
    },
    listing: { public_logo: null },
  };
}

export function ticketHandlers(status: string) {
  return [
    http.get('*/api/tracked-lt/:id', () => HttpResponse.json({ data: ticket(status) })),
    http.post('*/api/media/upload', async () => {
      await delay(1500);
      return HttpResponse.json({ secure_url: 'https://media.example/uploaded.jpg' });
    }),
    http.post('*/api/listing-tasks/:id/ticket-photos', () => HttpResponse.json({ data: { ...ticket(status), desc_images: ['https://media.example/uploaded.jpg'] } })),
  ];
}
