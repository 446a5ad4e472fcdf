import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInElement } from '../../../../tests/unit/render';
import { NOW } from '../../../../tests/fixtures/trips-fixtures';
import { PCI_URL, RES_ID, fakeRegistry, pciRecord, pciRoutes } from '../../../../tests/fixtures/precheckin-shell-fixtures';
import { PrecheckinFeature } from '../precheckin-feature';
import type { WidgetApi, WidgetOptions } from '../../../page-state/registration-widget-script';

const widget = vi.hoisted(() => ({ load: vi.fn<(url: string) => Promise<WidgetApi>>() }));
vi.mock('../../../page-state/registration-widget-script', async (original) => ({ ...(await original<typeof import('../../../page-state/registration-widget-script')>()), loadWidget: widget.load }));

// Only the clock is fake (the waiver and deposit rules read "now"); promises and timers run for real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  widget.load.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

const WIDGET_URL = 'https://registration.test/widget.js';

function fakeWidget() {
  const inits: WidgetOptions[] = [];
  const destroy = vi.fn();
  const api: WidgetApi = {
    init: (o) => {
      inits.push(o);
      return { destroy };
    },
  };
  return { api, inits, destroy };
}

const render = (status = 'COMPLETE', record?: Record<string, unknown>) =>
  renderInElement(<PrecheckinFeature registry={fakeRegistry()} />, {
    url: PCI_URL,
    attrs: { registrationWidgetUrl: WIDGET_URL },
    routes: pciRoutes({
      config: { guest_registration_api_key: 'reg-key-1' },
      ...(record ? { record: pciRecord(record) } : {}),
      extra: { 'GET /api/reservations/verification_details': { data: { verification_details: { guests_registration_status: status } } } },
    }),
  });
const saves = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST' && c.path.endsWith(`/api/check-in/${RES_ID}`)).map((c) => c.body as Record<string, unknown>);

describe('external guest registration', () => {
  it('initialises the widget above the guests step with api key, reservation id and language; destroys it on unmount', async () => {
    const w = fakeWidget();
    widget.load.mockResolvedValue(w.api);
    const { unmount } = await render();
    expect(await screen.findByRole('region', { name: 'Guest registration' })).toBeTruthy();
    await waitFor(() => expect(w.inits).toHaveLength(1));
    expect(widget.load).toHaveBeenCalledWith(WIDGET_URL);
    expect(w.inits[0]).toMatchObject({ apiKey: 'reg-key-1', reservationId: String(RES_ID), language: 'en-US' });
    expect(w.inits[0]!.container).toBeInstanceOf(HTMLElement);
    unmount();
    expect(w.destroy).toHaveBeenCalled();
  });

  it('a script that fails to load shows a message with Retry and leaves the wizard usable', async () => {
    const w = fakeWidget();
    widget.load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(w.api);
    await render();
    expect(await screen.findByText('The registration form could not be loaded.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(w.inits).toHaveLength(1));
    expect(screen.queryByText('The registration form could not be loaded.')).toBeNull();
  });

  it('an init that throws is a failure too', async () => {
    widget.load.mockResolvedValue({
      init: () => {
        throw new Error('bad key');
      },
    });
    await render();
    expect(await screen.findByText('The registration form could not be loaded.')).toBeTruthy();
  });

  it('maps each registered guest into guests_details (and the counts by age) and saves them once COMPLETE', async () => {
    const w = fakeWidget();
    widget.load.mockResolvedValue(w.api);
    const { calls, history } = await render('COMPLETE');
    await waitFor(() => expect(w.inits).toHaveLength(1));
    act(() => w.inits[0]!.onGuestRegistered({ first_name: 'Bob', last_name: 'Guest', document_type: 'Passport', document_number: 'P-778', email: 'bob@example.com' }));
    act(() => w.inits[0]!.onGuestRegistered({ full_name: 'Cleo Guest', age: 7 }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(history.current().url).toBe(`${PCI_URL}/2`));
    const [body] = saves(calls);
    expect(body!.guests_details).toEqual([
      expect.objectContaining({ full_name: 'Bob Guest', passport: 'P-778', email: 'bob@example.com' }),
      expect.objectContaining({ full_name: 'Cleo Guest', age: 7 }),
    ]);
    expect(body!.guest_count_info).toMatchObject({ adults: 1, kids: 1, babies: 0 });
  });

  it('blocks going forward until the registration status is COMPLETE', async () => {
    widget.load.mockResolvedValue(fakeWidget().api);
    const { calls, history } = await render('IN_PROGRESS');
    await screen.findByLabelText('guests-info field');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please complete the check-in process');
    expect(calls.some((c) => c.path.endsWith('/api/reservations/verification_details') && c.url.includes(`reservation_id=${RES_ID}`))).toBe(true);
    expect(saves(calls)).toHaveLength(0);
    expect(history.current().url).toBe(PCI_URL);
  });

  it('a reservation that opts out (guest_registration_required: false) gets manual entry: no widget, no status check', async () => {
    const { calls, history } = await render('IN_PROGRESS', { guest_registration_required: false });
    await screen.findByLabelText('guests-info field');
    expect(screen.queryByRole('region', { name: 'Guest registration' })).toBeNull();
    expect(widget.load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(history.current().url).toBe(`${PCI_URL}/2`));
    expect(calls.some((c) => c.path.endsWith('/verification_details'))).toBe(false);
  });
});
