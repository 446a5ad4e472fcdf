import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ServerNowContext } from '../../element/screen-now';
import { keys } from '../../state/keys';
import { renderInElement } from '../../../tests/unit/render';
import { json } from '../../../tests/unit/mock-fetch';
import { TripsPage } from './trips-page';
import { TripsFeature } from './trips-feature';
import { NOW, apiRoutes, trip } from '../../../tests/fixtures/trips-fixtures';
import arTrips from '../../../locales/ar/trips.json';

const LIST = 'GET /api/tourist/reservations/';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function cardTitles(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
}

describe('TripsPage', () => {
  it('lists trips sorted by check-in descending with a status badge per class', async () => {
    await renderInElement(<TripsPage />, {
      url: '/tourist/trips',
      routes: apiRoutes({
        [LIST]: [
          trip({ code: 'PAST1', checkIn: -30, checkOut: -25, title: 'Past place' }),
          trip({ code: 'NEXT1', checkIn: 40, checkOut: 45, title: 'Far place' }),
          trip({ code: 'NOW01', checkIn: -1, checkOut: 3, title: 'Current place' }),
          trip({ code: 'NEXT2', checkIn: 5, checkOut: 8, title: 'Soon place' }),
        ],
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Far place' });
    expect(cardTitles()).toEqual(['Far place', 'Soon place', 'Current place', 'Past place']);
    const badge = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!.querySelector('.gp-trip__badge')!.textContent;
    expect(badge('Far place')).toBe('Upcoming');
    expect(badge('Current place')).toBe('Current');
    expect(badge('Past place')).toBe('Past');
  });

  it('filters by tab and disables Upcoming or Past when empty', async () => {
    await renderInElement(<TripsPage />, {
      routes: apiRoutes({ [LIST]: [trip({ code: 'A', checkIn: 3, checkOut: 6, title: 'Upcoming one' }), trip({ code: 'B', checkIn: -1, checkOut: 2, title: 'Current one' })] }),
    });
    await screen.findByRole('heading', { name: 'Upcoming one' });
    const past = screen.getByRole('tab', { name: 'Past' });
    expect(past.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(past);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(cardTitles()).toHaveLength(2);
  });

  it('shows only past trips in the Past tab and disables an empty Upcoming tab', async () => {
    await renderInElement(<TripsPage />, {
      routes: apiRoutes({ [LIST]: [trip({ code: 'P1', checkIn: -20, checkOut: -15, title: 'Old one' }), trip({ code: 'P2', checkIn: -10, checkOut: -8, title: 'Older one' })] }),
    });
    await screen.findByRole('heading', { name: 'Old one' });
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(screen.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
    expect(cardTitles()).toEqual(['Older one', 'Old one']);
  });

  it('titles a card with the listing title or the hotel name per use_listing_title', async () => {
    await renderInElement(<TripsPage />, {
      routes: apiRoutes({
        [LIST]: [
          trip({ code: 'L1', checkIn: 10, checkOut: 12, title: 'Listing title', hotel: 'Grand Hotel', useListingTitle: true }),
          trip({ code: 'H1', checkIn: 5, checkOut: 7, title: 'Unit 12B', hotel: 'Seaside Hotel', useListingTitle: false }),
        ],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Listing title' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Seaside Hotel' })).toBeTruthy();
    expect(screen.queryByText('Unit 12B')).toBeNull();
  });

  it('shows the dates in the listing time zone and the active locale', async () => {
    await renderInElement(<TripsPage />, {
      routes: apiRoutes({ [LIST]: [trip({ code: 'TZ', checkIn: 10, checkOut: 14, title: 'Zoned', extra: { check_in: '2026-06-25T23:30:00.000Z', check_out: '2026-06-29T10:00:00.000Z' } })] }),
    });
    const card = (await screen.findByRole('heading', { name: 'Zoned' })).closest('li')!;
    // 23:30 UTC on 25 June is already 26 June in Lisbon (UTC+1 in summer).
    expect(card.textContent).toMatch(/Jun 26\s*–\s*29, 2026/);
  });

  it('in Arabic the listing title and city take their own direction and the balance is a left-to-right isolate', async () => {
    await renderInElement(<TripsPage />, {
      locale: 'ar',
      routes: apiRoutes({ [LIST]: [trip({ code: 'OWE', checkIn: 9, checkOut: 12, title: 'Ocean View Villa', unpaid: 45000 })] }),
    });
    const link = await screen.findByRole('link', { name: 'Ocean View Villa' });
    expect(link.getAttribute('dir')).toBe('auto');
    const card = link.closest('li')!;
    const amount = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(450);
    expect(card.querySelector('.gp-trip__balance')?.textContent).toBe(arTrips.card.balanceDue.replace('{{amount}}', `\u2066${amount}\u2069`));
    // The city line keeps the page's alignment (issue 25: it was left-aligned) and isolates the city.
    const city = screen.getByText('Lisbon');
    expect(city.tagName).toBe('BDI');
    expect(city.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  describe('card click rule', () => {
    async function clickCard(t: ReturnType<typeof trip>) {
      const r = await renderInElement(<TripsPage />, { routes: apiRoutes({ [LIST]: [t] }) });
      fireEvent.click(await screen.findByRole('link', { name: String((t.listing as { title: string }).title) }));
      return r.history.current().url;
    }
    it('past trip → reservation info, even when unpaid', async () => {
      expect(await clickCard(trip({ code: 'P', checkIn: -9, checkOut: -2, title: 'T', unpaid: 5000 }))).toBe('/tourist/trips/P/info');
    });
    it('accommodation unpaid → checkout with the accommodation intent', async () => {
      expect(await clickCard(trip({ code: 'U', checkIn: 9, checkOut: 12, title: 'T', unpaid: 5000, status: 'Done' }))).toBe('/tourist/trips/U/checkout/pi_acc_U');
    });
    it('pre-check-in Done → reservation info', async () => {
      expect(await clickCard(trip({ code: 'D', checkIn: 9, checkOut: 12, title: 'T', status: 'Done' }))).toBe('/tourist/trips/D/info');
    });
    it('otherwise → pre-check-in (current trip not done too)', async () => {
      expect(await clickCard(trip({ code: 'N', checkIn: 9, checkOut: 12, title: 'T', status: 'In Progress' }))).toBe('/tourist/trips/N');
      expect(await clickCard(trip({ code: 'C', checkIn: -1, checkOut: 2, title: 'T2', status: 'New' }))).toBe('/tourist/trips/C');
    });
  });

  it('offers Pay Balance only when the balance is payable and goes to checkout with the accommodation intent', async () => {
    const { history } = await renderInElement(<TripsPage />, {
      routes: apiRoutes({
        [LIST]: [
          trip({ code: 'OWE', checkIn: 9, checkOut: 12, title: 'Owing', unpaid: 12345 }),
          trip({ code: 'PAID', checkIn: 20, checkOut: 22, title: 'Paid', status: 'Done' }),
        ],
      }),
    });
    const owing = within((await screen.findByRole('heading', { name: 'Owing' })).closest('li')!);
    expect(owing.getByText('Balance due: $123.45')).toBeTruthy();
    expect(within(screen.getByRole('heading', { name: 'Paid' }).closest('li')!).queryByRole('button', { name: 'Pay Balance' })).toBeNull();
    fireEvent.click(owing.getByRole('button', { name: 'Pay Balance' }));
    expect(history.current().url).toBe('/tourist/trips/OWE/checkout/pi_acc_OWE');
  });

  it('offers Pay Balance far from check-in with a threshold of 0 (the deadline reading), not for a VCC booking', async () => {
    await renderInElement(<TripsPage />, {
      routes: apiRoutes({
        [LIST]: [
          trip({ code: 'FAR', checkIn: 20, checkOut: 27, title: 'Far owing', unpaid: 90000, extra: { checkin_info: { use_listing_title: true, partial_reservation_days_threshold: 0 } } }),
          trip({ code: 'VCC', checkIn: 14, checkOut: 18, title: 'Channel pays', unpaid: 120000, extra: { use_vcc: true } }),
        ],
      }),
    });
    const far = within((await screen.findByRole('heading', { name: 'Far owing' })).closest('li')!);
    expect(far.getByText('Balance due: $900.00')).toBeTruthy();
    expect(far.getByRole('button', { name: 'Pay Balance' })).toBeTruthy();
    const vcc = within(screen.getByRole('heading', { name: 'Channel pays' }).closest('li')!);
    expect(vcc.queryByRole('button', { name: 'Pay Balance' })).toBeNull();
    expect(vcc.queryByText(/Balance due/)).toBeNull();
  });

  it('links every card to its trip info', async () => {
    const { history } = await renderInElement(<TripsPage />, { routes: apiRoutes({ [LIST]: [trip({ code: 'X1', checkIn: 9, checkOut: 12, title: 'Info me' })] }) });
    fireEvent.click(await screen.findByRole('link', { name: 'Show Trip Info' }));
    expect(history.current().url).toBe('/tourist/trips/X1/info');
  });

  it('after login opens the pre-check-in of the first upcoming trip not Done, replacing the history entry', async () => {
    const { history } = await renderInElement(<TripsPage />, {
      url: '/tourist/trips?afterLogin=1',
      routes: apiRoutes({
        [LIST]: [
          trip({ code: 'LATER', checkIn: 30, checkOut: 33, status: 'New' }),
          trip({ code: 'DONE1', checkIn: 4, checkOut: 6, status: 'Done' }),
          trip({ code: 'SOON', checkIn: 8, checkOut: 10, status: 'In Progress' }),
          trip({ code: 'CURR', checkIn: -1, checkOut: 2, status: 'New' }),
        ],
      }),
    });
    await waitFor(() => expect(history.current().url).toBe('/tourist/trips/SOON'));
    history.back();
    expect(history.current().url).toBe('/tourist/trips/SOON');
  });

  it('after a staff sign-in stays on the list: the landing is for guests (issue 25)', async () => {
    const { history } = await renderInElement(<TripsPage />, {
      url: '/tourist/trips?afterLogin=1',
      seed: (rt) => rt.resources.set(keys.user, { id: 9, email: 'staff@demo.test', role: 'staff', abilities: ['create-store-purchase'] }),
      routes: apiRoutes({ [LIST]: [trip({ code: 'SOON', checkIn: 8, checkOut: 10, status: 'In Progress', title: 'Soon' })] }),
    });
    await screen.findByRole('heading', { name: 'Soon' });
    await waitFor(() => expect(history.current().url).toBe('/tourist/trips'));
  });

  it('after login stays on the list when every upcoming trip is Done', async () => {
    const { history } = await renderInElement(<TripsPage />, {
      url: '/tourist/trips?afterLogin=1',
      routes: apiRoutes({ [LIST]: [trip({ code: 'OK1', checkIn: 4, checkOut: 6, status: 'Done', title: 'All set' })] }),
    });
    await screen.findByRole('heading', { name: 'All set' });
    expect(history.current().url).toBe('/tourist/trips');
  });

  it('a standalone <guest-trips> lists the trips after an inline sign-in instead of landing on a pre-check-in it cannot show', async () => {
    const { history } = await renderInElement(<TripsFeature />, {
      url: '/tourist/trips?afterLogin=1',
      routes: apiRoutes({ [LIST]: [trip({ code: 'SOON', checkIn: 8, checkOut: 10, status: 'In Progress', title: 'Soon' })] }),
    });
    await screen.findByRole('heading', { name: 'Soon' });
    expect(history.current().url).toBe('/tourist/trips?afterLogin=1');
  });

  it('hides a trip picture that fails to load, so the listing placeholder under it shows instead of a broken image', async () => {
    const { container } = await renderInElement(<TripsPage />, { routes: apiRoutes({ [LIST]: [trip({ code: 'R1', checkIn: 3, checkOut: 5, title: 'Gone picture' })] }) });
    await screen.findByText('Gone picture');
    const img = container.querySelector<HTMLImageElement>('li.gp-trip img.gp-trip__img')!;
    expect(img.getAttribute('src')).toBe('https://img.test/R1.jpg');
    expect(img.hidden).toBe(false);
    fireEvent.error(img);
    expect(img.hidden).toBe(true);
  });

  it("fetches the first card's picture at once (the screen's largest) and the others as they scroll in", async () => {
    const { container } = await renderInElement(<TripsPage />, {
      routes: apiRoutes({ [LIST]: [trip({ code: 'R1', checkIn: 3, checkOut: 5, title: 'First' }), trip({ code: 'R2', checkIn: 9, checkOut: 12, title: 'Second' })] }),
    });
    await screen.findByText('Second');
    const pictures = [...container.querySelectorAll<HTMLImageElement>('li.gp-trip img.gp-trip__img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(pictures).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });

  it('hydrating a list rendered on the server, hides a picture that failed before the SDK was listening', async () => {
    // happy-dom never loads a picture: each is "complete" with no pixels, as a failed one is in a browser.
    const { container } = await renderInElement(
      <ServerNowContext.Provider value={NOW.getTime()}>
        <TripsPage />
      </ServerNowContext.Provider>,
      { routes: apiRoutes({ [LIST]: [trip({ code: 'R1', checkIn: 3, checkOut: 5, title: 'Gone picture' })] }) },
    );
    await screen.findByText('Gone picture');
    const img = container.querySelector<HTMLImageElement>('li.gp-trip img.gp-trip__img')!;
    expect(img.complete && img.naturalWidth === 0).toBe(true);
    expect(img.hidden).toBe(true);
  });

  it('keeps the tabs for an account without trips: All selected, Upcoming and Past disabled, then the empty state', async () => {
    await renderInElement(<TripsPage />, { routes: apiRoutes({ [LIST]: [] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'No trips yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Trips' })).toBeTruthy();
    expect(screen.getByText(/your reservation will appear here/)).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.getAttribute('aria-disabled') ?? String((tab as HTMLButtonElement).disabled)])).toEqual([
      ['All', 'true', expect.stringMatching(/false|null/)],
      ['Upcoming', 'false', 'true'],
      ['Past', 'false', 'true'],
    ]);
  });

  it('sends a 401 to the login route with status not_authorized inside the portal', async () => {
    const { history } = await renderInElement(<TripsPage />, { routes: apiRoutes({ [LIST]: () => json({ error: 'no', code: 'unauthorized' }, 401) }) });
    await waitFor(() => expect(history.current().url).toBe('/tourist/login?status=not_authorized'));
  });

  it('shows a sign-in prompt and emits gp-error on 401 in a standalone <guest-trips>', async () => {
    const { events, history } = await renderInElement(<TripsFeature />, { routes: apiRoutes({ [LIST]: () => json({ error: 'no', code: 'unauthorized' }, 401) }) });
    expect(await screen.findByText('Please sign in to see your trips.')).toBeTruthy();
    const err = events.find((e) => e.type === 'gp-error');
    expect(err?.detail).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(history.current().url).toBe('/tourist');
  });

  it('shows a translated error with a retry that reloads', async () => {
    let fail = true;
    await renderInElement(<TripsPage />, {
      routes: apiRoutes({ [LIST]: () => (fail ? json({ error: 'boom', code: 'internal' }, 500) : [trip({ code: 'R1', checkIn: 3, checkOut: 5, title: 'Back again' })]) }),
    });
    expect(await screen.findByText('The server had a problem. Please try again in a moment.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeTruthy();
  });
});
