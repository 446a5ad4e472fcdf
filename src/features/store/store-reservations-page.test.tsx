import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInElement } from '../../../tests/unit/render';
import { NOW, apiRoutes, trip } from '../../../tests/fixtures/trips-fixtures';
import { STORE_CONFIG } from '../../../tests/fixtures/store-fixtures';
import { StoreFeature } from './store-feature';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** A trip with balance due and an accommodation intent in requires_source. */
const due = (code: string, title: string, merchant: boolean, checkIn: number) =>
  trip({
    code,
    checkIn,
    checkOut: checkIn + 2,
    title,
    extra: { is_merchant: merchant, balance_due: 900, payment_intents: [{ payment_intent_id: `pi_${code}`, status: 'requires_source', amount: 900, currency: 'USD', capture_method: 'automatic', metadata: { type: 'accommodation' } }] },
  });
const merchantDue = due('MERCH', 'Merchant due', true, 20);
const directDue = due('DIRECT', 'Direct due', false, 8);
const paid = trip({ code: 'PAID', checkIn: 3, checkOut: 6, title: 'Paid villa' });

describe('Store tab', () => {
  it('lists the paid reservations (not merchant ones with balance due and a requires_source accommodation intent), newest check-in first', async () => {
    await renderInElement(<StoreFeature />, { url: '/tourist/store', routes: apiRoutes({ 'GET /api/tourist/reservations/': [paid, merchantDue, directDue], 'GET /api/config': STORE_CONFIG }) });
    await screen.findByRole('heading', { level: 2, name: 'Direct due' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Direct due', 'Paid villa']);
    expect(screen.queryByText('Merchant due')).toBeNull();
  });

  it("a click opens that reservation's store", async () => {
    const { history } = await renderInElement(<StoreFeature />, { url: '/tourist/store', routes: apiRoutes({ 'GET /api/tourist/reservations/': [paid], 'GET /api/config': STORE_CONFIG }) });
    fireEvent.click(await screen.findByRole('link', { name: 'Paid villa' }));
    expect(history.current().url).toBe('/tourist/store/reservation/PAID');
  });

  it('says so when the store is off for the tenant', async () => {
    await renderInElement(<StoreFeature />, { url: '/tourist/store', routes: apiRoutes({ 'GET /api/tourist/reservations/': [paid], 'GET /api/config': { ...STORE_CONFIG, store_support: false } }) });
    expect(await screen.findByRole('heading', { name: 'The store is not available' })).toBeTruthy();
    expect(screen.queryByText('Paid villa')).toBeNull();
  });

  it('shows an empty state without paid reservations', async () => {
    await renderInElement(<StoreFeature />, { url: '/tourist/store', routes: apiRoutes({ 'GET /api/tourist/reservations/': [merchantDue], 'GET /api/config': STORE_CONFIG }) });
    expect(await screen.findByRole('heading', { name: 'No reservations for the store yet' })).toBeTruthy();
  });
});
