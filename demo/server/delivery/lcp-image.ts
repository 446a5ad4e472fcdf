// The picture the hosted portal's first screen shows largest (its LCP element), known to the server before
// the SDK runs: the tenant's logo on the sign-in screens, the listing photo on the trips list, a trip's
// information and the store, the first item's picture in a reservation's store. The page preloads it
// (portal-head.ts), so the browser fetches it with the HTML instead of after the SDK has rendered. It uses
// the same rules as the screens (src/core), the SDK's own route resolver (src/core) and the API's answers
// the page was rendered with, else the same queries as the API (reservations/, store/), so it never names
// a picture the guest could not see.
import type { FastifyRequest } from 'fastify';
import { paidReservations } from '../../../src/core/intents';
import { cardPicture, carouselPictures } from '../../../src/core/listing';
import { isTripTab, shownTab, sortByCheckInDesc, tripsForTab, tripTabs } from '../../../src/core/trips';
import type { RouteMatch } from '../../../src/core/route-match';
import { httpUrl } from '../../../src/core/url-safety';
import type { Session } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { originOf } from '../origin.js';
import { findVisibleReservation, visibleReservations } from '../reservations/access.js';
import { absUrl, getTenant } from '../reservations/rows.js';
import { RESERVATIONS_PATH } from '../reservations/routes.js';
import { serializeReservation } from '../reservations/serialize.js';
import { storeEntries } from '../store/catalogue.js';
import { storeItemsPathOf } from '../store/routes.js';

type Query = Record<string, unknown>;

interface Screen {
  screen: 'sign-in' | 'trips' | 'trip-info' | 'store' | 'reservation-store';
  code?: string;
}

/** The screens with a picture, by the route's name. */
function screenOf(route: RouteMatch | null): Screen | null {
  switch (route?.name) {
    case 'login':
    case 'signup':
    case 'reset-password':
      return { screen: 'sign-in' };
    case 'tourist-portal':
    case 'tourist-trips':
      return { screen: 'trips' };
    case 'store-main':
      return { screen: 'store' };
    case 'reservation-info':
      return { screen: 'trip-info', code: route.params.id };
    case 'tourist-store':
      return { screen: 'reservation-store', code: route.params.id };
    default:
      return null;
  }
}

const text = (query: Query, name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);

/**
 * The tenant's logo as the sign-in card shows it (src/features/auth/auth-layout.tsx): an http(s) URL only.
 * From the configuration the page was rendered with when there is one (the tenant is read once per page).
 */
function tenantLogo(ctx: AppContext, tenantId: number, origin: string, query: Query, config: { logo_url?: unknown } | undefined): string | null {
  // The sign-up screen may be handed another logo (`?logo=`), which it shows instead.
  const handed = httpUrl(text(query, 'logo'));
  if (handed) return handed;
  if (config) return typeof config.logo_url === 'string' ? httpUrl(config.logo_url) : null;
  const tenant = getTenant(ctx.db, tenantId);
  return tenant ? httpUrl(absUrl(tenant.logo_url, origin)) : null;
}

type Listed = ReturnType<typeof serializeReservation>;

/** The guest's reservations as the page's render had them from the API, else as the API answers them. */
function guestTrips(ctx: AppContext, session: Session, origin: string, now: number, answers: Readonly<Record<string, unknown>>): Listed[] {
  const rendered = answers[RESERVATIONS_PATH];
  if (Array.isArray(rendered)) return rendered as Listed[];
  return visibleReservations(ctx.db, session).map((r) => serializeReservation(ctx.db, r, origin, now));
}

/**
 * The picture of a reservation store's first item card (the grid opens unfiltered, in the API's order), as
 * the page's render had the items, else as the API answers them; null when the reservation is not the guest's.
 */
function firstItemPicture(ctx: AppContext, session: Session, code: string, origin: string, answers: Readonly<Record<string, unknown>>): string | null {
  let entries = answers[storeItemsPathOf(code)];
  if (!Array.isArray(entries)) {
    try {
      const row = findVisibleReservation(ctx.db, session, code);
      entries = storeEntries(ctx.db, row.tenant_id, row, origin);
    } catch {
      return null;
    }
  }
  const first = (entries as unknown[])[0] as { item?: { image?: unknown } } | undefined;
  return typeof first?.item?.image === 'string' ? httpUrl(first.item.image) : null;
}

/** The listing photo the signed-in screen shows first, or null (no trip, not the guest's, a landing to come). */
function listingPhoto(ctx: AppContext, session: Session, found: Screen, origin: string, query: Query, answers: Readonly<Record<string, unknown>>): string | null {
  const now = Date.now();
  if (found.screen === 'reservation-store') return firstItemPicture(ctx, session, found.code ?? '', origin, answers);
  if (found.screen === 'trip-info') {
    const listed = guestTrips(ctx, session, origin, now, answers).find((r) => r.confirmation_code === found.code);
    if (listed) return httpUrl(carouselPictures(listed.listing)[0]);
    try {
      const row = findVisibleReservation(ctx.db, session, found.code ?? '');
      return httpUrl(carouselPictures(serializeReservation(ctx.db, row, origin, now).listing)[0]);
    } catch {
      return null;
    }
  }
  const trips = guestTrips(ctx, session, origin, now, answers);
  if (found.screen === 'store') return httpUrl(cardPicture(sortByCheckInDesc(paidReservations(trips))[0]?.listing));
  // After a sign-in the list may hand over to a pre-check-in at once: nothing to promise then.
  if (text(query, 'afterLogin') !== undefined) return null;
  const wanted = text(query, 'tab');
  const tab = shownTab(tripTabs(trips, new Date(now)), isTripTab(wanted) ? wanted : 'all');
  return httpUrl(cardPicture(tripsForTab(trips, tab, new Date(now))[0]?.listing));
}

/**
 * The LCP picture of the portal page on `route`, for the tenant the page serves (its own address, else
 * tenant 1) or the signed-in guest's. `answers`: the API's answers the page was rendered with, by path.
 */
export function lcpImage(ctx: AppContext, request: FastifyRequest, route: RouteMatch | null, pageTenant: number, answers: Readonly<Record<string, unknown>>): string | null {
  const found = screenOf(route);
  if (!found) return null;
  const origin = originOf(request);
  const query = (request.query ?? {}) as Query;
  const session = request.session;
  // The element asks for the session's tenant's configuration when there is one (tenantIdOf).
  const config = answers['/api/config'] as { logo_url?: unknown } | undefined;
  if (found.screen === 'sign-in') return tenantLogo(ctx, session?.tenantId ?? pageTenant, origin, query, config);
  if (!session) return null;
  return listingPhoto(ctx, session, found, origin, query, answers);
}
