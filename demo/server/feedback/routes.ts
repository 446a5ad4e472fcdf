// Survey (basic info + answers), ticket tracker, ticket photos, gate-code lookup.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nightsCount } from '../../../src/core/dates/days';
import { isMidStay, scoreBand, SURVEY_QUESTIONS, surveyAverage, ticketLink } from '../../../src/core/survey';
import { forceHttps } from '../../../src/core/url-safety';
import type { AppContext } from '../context.js';
import { isStaff, tenantIdOf } from '../auth/sessions.js';
import { nowIso, one, parseJson, run, toJson, type DB } from '../db.js';
import { badRequest, HttpError, lookupMismatch, notFound } from '../errors.js';
import { codeGuard, codeOnlyGuard } from '../limits/guessing.js';
import { originOf, ownOrigins } from '../origin.js';
import { findByCodeAndLastName } from '../reservations/access.js';
import { absUrl, classify, getListing, getReservation, getTenant, reservationByCode, stayOf, type ReservationRow } from '../reservations/rows.js';
import { companyInfo, reviewsOf } from '../reservations/serialize.js';
import { detailsAccessOf } from '../reservations/trip-info.js';
import { op, sessionOf } from '../routes/op.js';
import { checkSurveySignature, signedSurveyUrl, surveySignature } from './survey-link.js';

const RATINGS = SURVEY_QUESTIONS.map((q) => q.id);
const LABELS: Record<string, string> = {
  cleaning: 'Cleaning',
  communication: 'Communication',
  location: 'Location',
  accuracy: 'Accuracy',
  check_in: 'Check-in',
  value: 'Value',
};
const MAX_TICKET_IMAGES = 100;

/**
 * Survey pages are opened from the e-mailed link: the code is the capability, within the tenant of the
 * request (a code of another tenant is not found), but a signed-in guest sees only their own. Unknown
 * codes count as failed lookups, so the codes cannot be enumerated.
 */
function surveyReservation(ctx: AppContext, request: FastifyRequest, code: string): ReservationRow {
  const { db } = ctx;
  const tenantId = tenantIdOf(request);
  const guard = codeOnlyGuard(ctx, request, tenantId, code);
  const r = reservationByCode(db, tenantId, code);
  if (!r) {
    guard.fail();
    throw notFound('Reservation not found');
  }
  const session = request.session;
  if (session && !isStaff(session) && (r.guest_id !== session.guestId || (session.reservationId !== null && session.reservationId !== r.id))) {
    throw notFound('Reservation not found');
  }
  return r;
}

export function serializeTicket(db: DB, publicId: string, origin: string) {
  const t = one<{
    id: number;
    public_id: string;
    listing_id: number;
    reservation_id: number | null;
    status: string;
    title: string;
    ai_bullets: string;
    desc_images: string;
    assigned_contractor: string | null;
    created_at: string;
    scheduled_at: string | null;
    moved_to_done_at: string | null;
  }>(db, 'SELECT * FROM listing_tasks WHERE public_id = ?', publicId);
  if (!t) throw notFound('Ticket not found');
  const listing = getListing(db, t.listing_id);
  const r = t.reservation_id ? one<ReservationRow>(db, 'SELECT * FROM reservations WHERE id = ?', t.reservation_id) : undefined;
  const contractor = t.assigned_contractor
    ? parseJson<{ id?: number; first_name?: string; last_name?: string; email?: string } | null>(t.assigned_contractor, null)
    : null;
  return {
    id: t.id,
    public_id: t.public_id,
    status: t.status,
    title: t.title,
    created_at: t.created_at,
    scheduled_at: t.scheduled_at,
    moved_to_done_at: t.moved_to_done_at,
    assigned_contractor_id: contractor?.id ?? null,
    assigned_contractor: contractor
      ? { first_name: contractor.first_name ?? null, last_name: contractor.last_name ?? null, email: contractor.email ?? null }
      : null,
    desc_images: parseJson<string[]>(t.desc_images, []).map((u) => absUrl(u, origin) ?? u),
    review: r
      ? {
          ai_bullets: parseJson<string[]>(t.ai_bullets, []),
          reservation: {
            check_in: r.check_in,
            check_out: r.check_out,
            listing: { title: listing.title, city_name: listing.city_name, picture: absUrl(listing.picture, origin), timezone: listing.timezone },
          },
        }
      : null,
    listing: { public_logo: absUrl(listing.public_logo, origin) },
  };
}

/** Mid-stay by the SDK's rule (src/core/survey): calendar dates in the listing's time zone. */
function midStayNow(db: DB, r: ReservationRow): boolean {
  return isMidStay(r.check_in, r.check_out, new Date(), stayOf(db, r).timeZone);
}

export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  op(app, 'GET', '/api/reservations/{code}/basic', {}, async (request) => {
    const { code } = request.params as { code: string };
    const r = surveyReservation(ctx, request, code);
    const listing = getListing(db, r.listing_id);
    const tenant = getTenant(db, r.tenant_id)!;
    const origin = originOf(request);
    return {
      id: r.id,
      confirmation_code: r.confirmation_code,
      check_in: r.check_in,
      check_out: r.check_out,
      nights: nightsCount(r.check_in, r.check_out, stayOf(db, r).timeZone),
      tenant_id: r.tenant_id,
      source: r.source,
      is_mid_stay: midStayNow(db, r),
      listing: {
        title: listing.title,
        city_name: listing.city_name,
        picture: absUrl(listing.picture, origin),
        public_logo: absUrl(listing.public_logo, origin),
        timezone: listing.timezone,
      },
      logo_url: absUrl(tenant.logo_url, origin) ?? tenant.logo_url,
      basic_company_info: companyInfo(tenant),
      reviews: reviewsOf(db, r.id),
    };
  });

  op(app, 'POST', '/api/reservations/{code}/survey', {}, async (request, reply) => {
    const { code } = request.params as { code: string };
    const r = surveyReservation(ctx, request, code);
    checkSurveySignature(db, request, getTenant(db, r.tenant_id)!, r);
    const body = request.body as Record<string, number | string | null | undefined>;
    // Mid-stay starts on the check-in date (in the listing's zone), which may be before the check-in hour.
    const midStay = midStayNow(db, r);
    if (!midStay && classify(db, r) === 'upcoming') throw new HttpError(409, 'survey_not_open', 'The survey opens at check-in');
    let avg: number | null;
    let ratings: Record<string, number>;
    const bullets: string[] = [];
    if (midStay) {
      if (typeof body.rate !== 'number') throw badRequest('rate is required during the stay', 'rate');
      avg = surveyAverage({ midStay: true, rate: body.rate });
      ratings = { rate: body.rate };
      bullets.push(`Mid-stay rating ${body.rate}/5`);
    } else {
      for (const key of RATINGS) if (typeof body[key] !== 'number') throw badRequest(`${key} is required`, key);
      ratings = Object.fromEntries(RATINGS.map((k) => [k, body[k] as number]));
      avg = surveyAverage({ midStay: false, ratings });
      for (const key of RATINGS) if (ratings[key]! <= 3) bullets.push(`${LABELS[key]} rated ${ratings[key]}/5`);
    }
    if (avg === null) throw badRequest('Ratings are whole numbers from 1 to 5', midStay ? 'rate' : 'cleaning');
    const band = scoreBand(avg);
    const source = midStay ? 'checkup' : 'survey';
    if (one(db, 'SELECT 1 FROM reviews WHERE reservation_id = ? AND source = ?', r.id, source)) {
      throw new HttpError(409, 'survey_already_submitted', 'Feedback for this reservation was already sent');
    }
    const feedback = typeof body.feedback === 'string' ? body.feedback.trim() : null;
    let link: string | null = null;
    db.transaction(() => {
      let taskId: number | null = null;
      if (band === 'bad') {
        const publicId = `lt_${randomBytes(10).toString('hex')}`;
        const listing = getListing(db, r.listing_id);
        taskId = Number(
          run(
            db,
            `INSERT INTO listing_tasks (public_id, tenant_id, listing_id, reservation_id, status, title, ai_bullets, desc_images, created_at)
             VALUES (?, ?, ?, ?, 'New', ?, ?, '[]', ?)`,
            publicId,
            r.tenant_id,
            r.listing_id,
            r.id,
            `${midStay ? 'Mid-stay feedback' : 'Low review'}: ${listing.title}`,
            toJson(feedback ? [...bullets, feedback.slice(0, 300)] : bullets),
            nowIso(),
          ).lastInsertRowid,
        );
        link = ticketLink(publicId);
      } else if (band === 'good' && !midStay) {
        const links = companyInfo(getTenant(db, r.tenant_id)!).links;
        link = forceHttps(links.google ?? links.facebook ?? null);
      }
      run(
        db,
        'INSERT INTO reviews (reservation_id, source, avg_rate, ratings, feedback, listing_task_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        r.id,
        source,
        avg,
        toJson(ratings),
        feedback,
        taskId,
        nowIso(),
      );
    })();
    return reply.code(201).send({ avg, link });
  });

  // The tenant's staff (or its mailer) gets the signed link to send to the guest.
  op(app, 'GET', '/api/reservations/{code}/survey-link', { auth: true }, async (request) => {
    const session = sessionOf(request);
    if (!isStaff(session)) throw new HttpError(403, 'forbidden', 'Only staff may issue survey links');
    const r = reservationByCode(db, session.tenantId, (request.params as { code: string }).code);
    if (!r) throw notFound('Reservation not found');
    return { url: signedSurveyUrl(db, app, r), signature: surveySignature(db, r), required: getTenant(db, r.tenant_id)!.survey_link_signed === 1 };
  });

  op(app, 'GET', '/api/tracked-lt/{id}', {}, async (request) => {
    const { id } = request.params as { id: string };
    return { data: serializeTicket(db, id, originOf(request)) };
  });

  op(app, 'POST', '/api/listing-tasks/{id}/ticket-photos', {}, async (request) => {
    const { id } = request.params as { id: string };
    const { images } = request.body as { images: string[] };
    const row = one<{ desc_images: string }>(db, 'SELECT desc_images FROM listing_tasks WHERE public_id = ?', id);
    if (!row) throw notFound('Ticket not found');
    const current = parseJson<string[]>(row.desc_images, []);
    if (current.length + images.length > MAX_TICKET_IMAGES) {
      throw new HttpError(409, 'conflict', `A ticket holds at most ${MAX_TICKET_IMAGES} media files`);
    }
    // Only files uploaded to this server: an external URL would make staff's browsers fetch from anywhere.
    const own = ownOrigins(request.server);
    for (const [i, url] of images.entries()) {
      let file: string | undefined;
      try {
        const parsed = new URL(url);
        if (own.includes(parsed.origin)) file = /^\/media\/([0-9a-f]{32}\.[a-z0-9]{2,5})$/.exec(parsed.pathname)?.[1];
      } catch {
        file = undefined;
      }
      if (!file || !one(db, 'SELECT 1 FROM media_files WHERE file_name = ?', file)) {
        throw badRequest('images must be files uploaded to this server (/media/...)', `images.${i}`);
      }
    }
    run(db, 'UPDATE listing_tasks SET desc_images = ? WHERE public_id = ?', toJson([...current, ...images]), id);
    return { data: serializeTicket(db, id, originOf(request)) };
  });

  op(app, 'GET', '/api/tourist/gate-code', {}, async (request) => {
    const { confirmation_code, last_name } = request.query as { confirmation_code: string; last_name: string };
    const tenantId = tenantIdOf(request);
    const guard = codeGuard(ctx, request, tenantId, confirmation_code);
    const match = findByCodeAndLastName(db, tenantId, confirmation_code, last_name);
    if (!match) {
      guard.fail();
      throw lookupMismatch();
    }
    guard.succeed();
    const listing = getListing(db, match.listing_id);
    // The gate code is one of the protected details: the same rule as trip info's door codes.
    const open = detailsAccessOf(db, getReservation(db, match.id)!).access === 'open';
    if (!listing.gate_code || Date.parse(match.check_out) < Date.now() || !open) {
      throw new HttpError(404, 'gate_code_unavailable', 'There is no gate code for this reservation right now');
    }
    return { gate_code: listing.gate_code };
  });
}
