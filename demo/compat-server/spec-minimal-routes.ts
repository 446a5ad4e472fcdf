/** The calls of spec section 7 the spec-minimal mode answers, with ./spec-minimal.ts's data. */
import type { Route } from './route';
import { GUEST } from './fixtures';
import { MIN, minimalBasicInfo, minimalCheckoutInfo, minimalConfiguration, minimalHistory, minimalPreCheckIn, minimalReservations, minimalStoreItems, minimalTicket, minimalTripInfo, minimalUser, type MinimalState } from './spec-minimal';

const query = (url: string | undefined) => new URL(url ?? '/', 'http://compat.invalid').searchParams;
const known = (code: string, s: MinimalState) => minimalReservations(s).some((r) => r.confirmation_code === code);
const codeMatches = (q: URLSearchParams, key: string) => q.get(key)?.trim().toUpperCase();
const lastNameMatches = (q: URLSearchParams) => q.get('last_name')?.trim().toLowerCase() === MIN.LAST_NAME.toLowerCase();

export function specMinimalRoutes(): Route[] {
  const s: MinimalState = { balancePaid: false, preCheckInStep: 0, preCheckInStatus: 'New', surveyAvg: null };
  return [
    [
      'POST',
      /^\/api\/login-portal$/,
      ({ body, session }) =>
        body.email === GUEST.email && body.password === GUEST.password
          ? { body: minimalUser, cookie: session(true) ?? undefined }
          : { status: 401, body: { data: { error: 'Those details do not match our records.' } } },
      true,
    ],
    ['POST', /^\/api\/logout$/, ({ session }) => ({ status: 204, cookie: session(false) ?? undefined }), true],
    ['GET', /^\/api\/config$/, () => ({ body: minimalConfiguration }), true],
    ['GET', /^\/api\/feature-flags$/, () => ({ body: {} }), true],
    ['GET', /^\/api\/tourist\/user$/, () => ({ body: minimalUser })],
    [
      'GET',
      /^\/api\/tourist\/user\/validate$/,
      ({ req }) => {
        const q = query(req.url);
        const code = codeMatches(q, 'res_id') ?? '';
        if (!known(code, s) || (q.has('last_name') && !lastNameMatches(q))) return { status: 404, body: { error: 'No such reservation.' } };
        return { body: { redirect_url: `/tourist/trips/${code}/info` } };
      },
      true,
    ],
    ['GET', /^\/api\/tourist\/reservations\/?$/, () => ({ body: minimalReservations(s) })],
    ['GET', /^\/api\/tourist-data\/[^/]+$/, ({ req }) => tripData(req.url, s)],
    ['GET', new RegExp(`^/api/tourist/reservations/${MIN.FRESH}/check-in$`), () => ({ body: minimalPreCheckIn(s) })],
    // The other trips' records are done (the info page's summary reads them).
    ['GET', /^\/api\/tourist\/reservations\/SPM-[A-Z]+\/check-in$/, () => ({ body: { ...minimalPreCheckIn(s), step: 3, status: 'Done' } })],
    [
      'POST',
      /^\/api\/check-in\/313$/,
      ({ body }) => {
        s.preCheckInStep = typeof body.step === 'number' ? body.step : s.preCheckInStep;
        if (s.preCheckInStep >= 3) s.preCheckInStatus = 'Done';
        return { body: { ...minimalPreCheckIn(s), ...pick(body, ['times_info', 'guest_count_info', 'guests_details', 'client_info']) } };
      },
    ],
    ['GET', /^\/api\/tourist\/reservations\/[^/]+\/store-items$/, () => ({ body: minimalStoreItems })],
    ['GET', /^\/api\/tourist\/reservations\/[^/]+\/store-items\/\d+\/options$/, () => ({ body: [] })],
    ['GET', /^\/api\/tourist\/store-items$/, () => ({ body: minimalStoreItems })],
    ['GET', /^\/api\/tourist\/store-items\/history$/, () => ({ body: minimalHistory })],
    // Event logging: the spec names no answer.
    ['POST', /^\/api\/tourist\/reservations\/[^/]+\/log$/, () => ({ status: 204 })],
    ['GET', new RegExp(`^/api/checkout-info/${MIN.INTENT}$`), () => ({ body: minimalCheckoutInfo(s) })],
    // Provider D's tokenising SDK, stood in by its HTTP call (the SDK is "called directly", spec §7).
    ['POST', /^\/api\/sandbox\/tokenize$/, () => ({ body: { token: 'tok_spm_1', card_bin: '424242', last4: '4242' } })],
    [
      'POST',
      /^\/api\/tokenizer\/capture$/,
      ({ body }) => {
        if (body.payment_intent_id !== MIN.INTENT || body.token !== 'tok_spm_1') return { status: 404, body: { error: 'Unknown payment.' } };
        s.balancePaid = true;
        return { status: 204 };
      },
    ],
    ['GET', new RegExp(`^/api/reservations/${MIN.PAST}/basic$`), () => ({ body: minimalBasicInfo(s) }), true],
    [
      'POST',
      new RegExp(`^/api/reservations/${MIN.PAST}/survey$`),
      ({ body }) => {
        const marks = ['cleaning', 'communication', 'location', 'accuracy', 'check_in', 'value'].map((k) => Number(body[k]));
        s.surveyAvg = Math.round((marks.reduce((a, b) => a + b, 0) / marks.length) * 2 * 100) / 100;
        return { body: { avg: s.surveyAvg, link: s.surveyAvg <= 7.5 ? `/tourist-lt/${MIN.TICKET}` : null } };
      },
      true,
    ],
    ['GET', new RegExp(`^/api/tracked-lt/${MIN.TICKET}$`), () => ({ body: minimalTicket }), true],
    [
      'GET',
      /^\/api\/tourist\/gate-code$/,
      ({ req }) => {
        const q = query(req.url);
        return codeMatches(q, 'confirmation_code') === MIN.READY && lastNameMatches(q) ? { body: { gate_code: MIN.GATE_CODE } } : { status: 404, body: { error: 'No such reservation.' } };
      },
      true,
    ],
  ];
}

function tripData(url: string | undefined, s: MinimalState) {
  const code = decodeURIComponent(new URL(url ?? '/', 'http://compat.invalid').pathname.split('/').pop() ?? '');
  return known(code, s) ? { body: minimalTripInfo(code, s) } : { status: 404, body: { error: 'No such reservation.' } };
}

const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
