import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInElement } from '../../../tests/unit/render';
import { json, type MockHandler } from '../../../tests/unit/mock-fetch';
import { apiRoutes } from '../../../tests/fixtures/trips-fixtures';
import { HISTORY } from '../../../tests/fixtures/store-fixtures';
import { StoreFeature } from './store-feature';

const PATH = 'GET /api/tourist/store-items/history';

describe('purchase history', () => {
  it('lists item, description, reservation, currency-formatted total and the status label per row', async () => {
    await renderInElement(<StoreFeature />, { url: '/tourist/store/history', routes: apiRoutes({ [PATH]: HISTORY }) });
    const table = await screen.findByRole('table', { name: 'Purchase history' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Item', 'Description', 'Reservation', 'Total amount', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (i: number) => within(rows[i]!).getAllByRole('cell').map((c) => c.textContent);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Private Chef Dinner');
    expect(cells(0)).toEqual(['Dinner', 'STORE-1', '$183.60', 'Pending Approval']);
    expect(cells(1)).toEqual(['Kit', 'STORE-1', '$27.00', 'Confirmed']);
    expect(cells(2)).toEqual(['', 'OLD-1', '€43.20', 'Refunded']);
    expect(cells(3)).toEqual(['', 'OLD-1', '$37.80', 'Cancelled']);
  });

  it('labels every known status and shows nothing for an unknown one', async () => {
    const row = (status: string, id: number) => ({ ...HISTORY[1], id, status });
    await renderInElement(<StoreFeature />, {
      url: '/tourist/store/history',
      routes: apiRoutes({ [PATH]: [row('cancelled', 1), row('requested', 2), row('mystery', 3)] }),
    });
    const table = await screen.findByRole('table');
    const status = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').at(-1)!.textContent);
    expect(status).toEqual(['Cancelled', 'Cancelled', '']);
  });

  it('an unfinished purchase waits for its payment or card authorisation, and Continue opens its checkout', async () => {
    const pending = { ...HISTORY[1], id: 9, payment_intent_id: 'pi_left', awaiting: 'payment' };
    const { history } = await renderInElement(<StoreFeature />, {
      url: '/tourist/store/history',
      routes: apiRoutes({ [PATH]: [{ ...pending, status: 'pending_payment' }, { ...pending, id: 10, status: 'pending_payment', awaiting: 'authorization', payment_intent_id: 'pi_hold' }] }),
    });
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('Waiting for payment')).toBeTruthy();
    expect(within(second!).getByText('Waiting for card authorization')).toBeTruthy();
    fireEvent.click(within(second!).getByRole('button', { name: 'Continue to card authorization' }));
    expect(history.current().url).toBe('/tourist/store/checkout/pi_hold');
  });

  it('Cancel in the history cancels the purchase and reads Cancelled, focus on its row', async () => {
    let status = 'pending_payment';
    const cancel = vi.fn<MockHandler>(() => {
      status = 'cancelled';
      return json({ id: 9, status: 'cancelled' });
    });
    await renderInElement(<StoreFeature />, {
      url: '/tourist/store/history',
      routes: apiRoutes({ [PATH]: () => json([{ ...HISTORY[1], id: 9, payment_intent_id: 'pi_left', awaiting: 'payment', status }]), 'POST /api/tourist/store-items/purchases/9/cancel': cancel }),
    });
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Cancel purchase' }));
    await waitFor(() => expect(within(table).getByText('Cancelled')).toBeTruthy());
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(within(table).queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Beach Kit'));
  });

  it('isolates amounts and codes in Arabic', async () => {
    const { container } = await renderInElement(<StoreFeature />, { url: '/tourist/store/history', routes: apiRoutes({ [PATH]: HISTORY }), locale: 'ar' });
    await screen.findByRole('table', { name: 'سجل المشتريات' });
    const amount = container.querySelector('td bdi')!;
    expect(amount.getAttribute('dir')).toBe('ltr');
    expect(container.querySelectorAll('bdi').length).toBeGreaterThanOrEqual(HISTORY.length * 2);
  });

  it('shows an empty state without purchases', async () => {
    await renderInElement(<StoreFeature />, { url: '/tourist/store/history', routes: apiRoutes({ [PATH]: [] }) });
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeTruthy();
  });

  it('a malformed answer shows a translated error and retries', async () => {
    let n = 0;
    await renderInElement(<StoreFeature />, {
      url: '/tourist/store/history',
      routes: apiRoutes({ [PATH]: () => (++n <= 1 ? new Response('<html>', { status: 200 }) : HISTORY) }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The server sent an answer we could not read. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('a 401 goes to the login route', async () => {
    const { history } = await renderInElement(<StoreFeature />, { url: '/tourist/store/history', routes: apiRoutes({ [PATH]: () => json({ error: 'no', code: 'unauthorized' }, 401) }) });
    await expect.poll(() => history.current().url).toBe('/tourist/login?status=not_authorized');
  });
});
