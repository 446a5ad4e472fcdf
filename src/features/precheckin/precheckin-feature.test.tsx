import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInElement } from '../../../tests/unit/render';
import { json } from '../../../tests/unit/mock-fetch';
import { NOW } from '../../../tests/fixtures/trips-fixtures';
import { PCI_CODE, PCI_URL, RES_ID, echoSave, fakeRegistry, fakeStep, pciRecord, pciReservation, pciRoutes, pciTripInfo, type PciRoutes } from '../../../tests/fixtures/precheckin-shell-fixtures';
import { PrecheckinFeature } from './precheckin-feature';
import { storeStep } from './steps/store-step';
import { damageWaiverStep } from './steps/damage-waiver-step';
import type { StepModule, StepRegistry } from './step-contract';

// Only the clock is fake (the waiver and deposit rules read "now"); promises and timers run for real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const SAVE = `/api/check-in/${RES_ID}`;
const render = (routes: PciRoutes = {}, o: { url?: string; registry?: StepRegistry; attrs?: Record<string, string>; state?: unknown } = {}) =>
  renderInElement(<PrecheckinFeature registry={o.registry ?? fakeRegistry()} />, { url: o.url ?? PCI_URL, routes: pciRoutes(routes), ...(o.attrs ? { attrs: o.attrs } : {}) });
const current = () => document.querySelector('[aria-current="step"]')?.textContent ?? null;
const saves = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST' && c.path.endsWith(SAVE)).map((c) => c.body as Record<string, unknown>);
const field = (name: string) => screen.findByLabelText(`${name} field`);
const next = (name = 'Next') => fireEvent.click(screen.getByRole('button', { name }));

describe('<guest-precheckin> shell', () => {
  describe('entry', () => {
    it('opens step 1 for a saved step of 0 (the entry URL stays as it is)', async () => {
      const { history } = await render();
      await field('guests-info');
      expect(current()).toBe('1Guests info');
      expect(history.current().url).toBe(PCI_URL);
      const stepper = screen.getByRole('navigation', { name: 'Pre-check-in steps' });
      expect(within(stepper).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Guests info', '2Special requests', '3Personal info']);
    });

    it('sends a done record (saved step 3 in reading A) to reservation info', async () => {
      const errors = vi.spyOn(console, 'error');
      const { history } = await render({ record: pciRecord({ step: 3, status: 'Done' }) });
      await waitFor(() => expect(history.current().url).toBe(`/tourist/trips/${PCI_CODE}/info`));
      // The opening step's module read through use() on every render until it is in (step-host.tsx).
      expect(errors.mock.calls.flat().join(' ')).not.toMatch(/called use\(\)/);
    });

    it('resumes at the saved step', async () => {
      await render({ record: pciRecord({ step: 2 }) });
      await field('special-requests');
      expect(current()).toBe('2Special requests');
    });

    it('starts over at 1 when the saved step is beyond the number of steps', async () => {
      await render({ record: pciRecord({ step: 7 }) });
      await field('guests-info');
      expect(current()).toBe('1Guests info');
    });

    it('corrects a route step that is skipped to the step that opens', async () => {
      const { history } = await render({ record: pciRecord({ special_requests_settings: [] }) }, { url: `${PCI_URL}/2` });
      await field('personal-info');
      expect(history.current().url).toBe(`${PCI_URL}/3`);
    });

    it('opens the step named in the route', async () => {
      await render({}, { url: `${PCI_URL}/3` });
      await field('personal-info');
      expect(current()).toBe('3Personal info');
    });

    it('starts the draft from what the step it opens on fills in by itself: in its first render, with nothing written after', async () => {
      const drafts: unknown[] = [];
      const guests = fakeStep('guests-info');
      const prepared: StepModule = {
        ...guests,
        prepare: (d) => ({ ...d, times_info: { ...d.times_info, requested_check_in_time: '18:00' } }),
        Component: (props) => {
          drafts.push(props.draft.times_info?.requested_check_in_time);
          return <guests.Component {...props} />;
        },
      };
      const { calls } = await render({}, { registry: fakeRegistry({ 'guests-info': () => Promise.resolve(prepared) }) });
      expect(((await field('guests-info')) as HTMLInputElement).value).toBe('18:00');
      expect(new Set(drafts)).toEqual(new Set(['18:00']));
      next();
      await field('special-requests');
      expect(saves(calls)[0]?.times_info).toMatchObject({ requested_check_in_time: '18:00' });
    });

    it('fills in nothing at the start for a step it does not open on', async () => {
      const guests = fakeStep('guests-info');
      const prepare = vi.fn<NonNullable<StepModule['prepare']>>((d) => d);
      await render({}, { url: `${PCI_URL}/3`, registry: fakeRegistry({ 'guests-info': () => Promise.resolve({ ...guests, prepare }) }) });
      await field('personal-info');
      expect(prepare).not.toHaveBeenCalled();
    });

    it('shows the message a redirect carried, politely, above the wizard', async () => {
      await render({}, { url: PCI_URL });
      await field('guests-info');
      expect(screen.queryByText('Please complete the pre-check-in process to access your reservation details.')).toBeNull();
      const { history } = await render();
      await act(async () => history.replace(`${PCI_URL}/1`, { message: 'Please complete the pre-check-in process to access your reservation details.' }));
      const status = screen.getAllByRole('status').find((s) => s.textContent?.includes('Please complete the pre-check-in process'));
      expect(status).toBeTruthy();
    });
  });

  describe('Back and Next', () => {
    it('saves each step with its number and the base it started from, and keeps values across Back', async () => {
      const { calls, history } = await render();
      fireEvent.change(await field('guests-info'), { target: { value: '17:30' } });
      next();
      await field('special-requests');
      expect(history.current().url).toBe(`${PCI_URL}/2`);
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Special requests' }));
      expect(saves(calls)[0]).toMatchObject({ step: 1, times_info: { requested_check_in_time: '17:30' } });
      fireEvent.change(await field('special-requests'), { target: { value: 'Blue Fiat' } });
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect((await field('guests-info')).getAttribute('value') ?? (screen.getByLabelText('guests-info field') as HTMLInputElement).value).toBe('17:30');
      next();
      expect(((await field('special-requests')) as HTMLInputElement).value).toBe('Blue Fiat');
      expect(saves(calls)).toHaveLength(2);
    });

    it('skips special requests in both directions when there are none', async () => {
      const { history } = await render({ record: pciRecord({ special_requests_settings: [] }) });
      await field('guests-info');
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Guests info', '2Personal info']);
      next();
      await field('personal-info');
      expect(history.current().url).toBe(`${PCI_URL}/3`);
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await field('guests-info');
      expect(history.current().url).toBe(`${PCI_URL}/1`);
    });

    it('counts parking as a special request in reading A (parking-only listing)', async () => {
      await render({ record: pciRecord({ special_requests_settings: [] }), reservation: pciReservation({ checkin_info: { offer_parking: true } }) });
      await field('guests-info');
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Guests info', '2Special requests', '3Personal info']);
    });

    it('keeps the guest on a step with errors: summary announced, focus on the first invalid field, no save', async () => {
      const { calls } = await render({}, { url: `${PCI_URL}/3` });
      await field('personal-info');
      next('Complete pre-check-in');
      const summary = await screen.findByRole('alert');
      expect(summary.textContent).toContain('Please check the following before going on:');
      expect(summary.textContent).toContain('E-mail is required');
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('personal-info field')));
      expect(saves(calls)).toHaveLength(0);
      fireEvent.change(screen.getByLabelText('personal-info field'), { target: { value: 'ada@example.com' } });
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    });

    it('holds Next with a visible reason while a step uploads', async () => {
      await render();
      await field('guests-info');
      fireEvent.click(screen.getByRole('button', { name: 'guests-info start upload' }));
      const nextButton = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
      expect(nextButton.disabled).toBe(true);
      expect(screen.getByText('Please wait until your files finish uploading.').id).toBe(nextButton.getAttribute('aria-describedby'));
      fireEvent.click(screen.getByRole('button', { name: 'guests-info end upload' }));
      expect(nextButton.disabled).toBe(false);
    });
  });

  describe('saving never loses the guest’s work', () => {
    it('a failed save (500) keeps every value and shows an inline alert; Retry saves the same values', async () => {
      let n = 0;
      const { calls, history } = await render({ save: (req: { body: unknown }) => (++n === 1 ? json({ error: 'boom' }, 500) : echoSave()(req)) });
      fireEvent.change(await field('guests-info'), { target: { value: '18:00' } });
      next();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Your details could not be saved. Everything you entered is still here.');
      expect((screen.getByLabelText('guests-info field') as HTMLInputElement).value).toBe('18:00');
      expect(history.current().url).toBe(PCI_URL);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await field('special-requests');
      const [first, second] = saves(calls);
      expect(second).toEqual(first);
      expect(second).toMatchObject({ step: 1, times_info: { requested_check_in_time: '18:00' } });
    });

    it('a save refused as stale warns and overwrites on request (resent without the base)', async () => {
      let n = 0;
      const { calls } = await render({
        save: (req: { body: unknown }) => (++n === 1 ? json({ error: 'stale_record', code: 'stale_record', message: 'changed', updated_at: '2026-06-15T11:30:00.000Z' }, 409) : echoSave()(req)),
      });
      fireEvent.change(await field('guests-info'), { target: { value: '19:00' } });
      next();
      expect((await screen.findByText('This pre-check-in was changed in another window. Keep your changes, or load the newer version?')).closest('[role="alert"]')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Keep my changes' }));
      await field('special-requests');
      const bodies = saves(calls);
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toMatchObject({ step: 1, times_info: { requested_check_in_time: '19:00' } });
      expect(bodies[1]!.base_updated_at).toBeUndefined();
    });

    it('a stale save can load the newer version instead', async () => {
      let loads = 0;
      await render({
        record: () => json(pciRecord(++loads > 1 ? { times_info: { requested_check_in_time: '20:30', requested_check_out_time: null }, updated_at: '2026-06-15T11:30:00.000Z' } : {})),
        save: json({ error: 'stale_record', code: 'stale_record', updated_at: '2026-06-15T11:30:00.000Z' }, 409),
      });
      fireEvent.change(await field('guests-info'), { target: { value: '19:00' } });
      next();
      fireEvent.click(await screen.findByRole('button', { name: 'Load the newer version' }));
      await waitFor(() => expect((screen.getByLabelText('guests-info field') as HTMLInputElement).value).toBe('20:30'));
      expect(screen.queryByRole('button', { name: 'Keep my changes' })).toBeNull();
    });
  });

  describe('completion', () => {
    const lastStep = async (routes: PciRoutes) => {
      const r = await render(routes, { url: `${PCI_URL}/3` });
      fireEvent.change(await field('personal-info'), { target: { value: 'ada@example.com' } });
      return r;
    };

    it('reading A: the last step saves and goes to the store when enabled and no deposit is due', async () => {
      const { history, calls } = await lastStep({ config: { store_support: true } });
      next('Complete pre-check-in');
      await waitFor(() => expect(history.current().url).toBe(`/tourist/store/reservation/${PCI_CODE}`));
      expect(saves(calls)[0]).toMatchObject({ step: 3, client_info: { email: 'ada@example.com' } });
    });

    it('reading A: a deposit still due (deposit_not_paid) goes to reservation info', async () => {
      const { history } = await lastStep({ config: { store_support: true }, trip: () => json({ error: 'Payment required', code: 'deposit_not_paid' }, 402) });
      next('Complete pre-check-in');
      await waitFor(() => expect(history.current().url).toBe(`/tourist/trips/${PCI_CODE}/info`));
    });

    it('reading B: Submit saves, opens the completion dialog with focus on OK, and OK goes on', async () => {
      const { history, calls } = await render({}, { url: `${PCI_URL}/3`, attrs: { variant: 'B' } });
      fireEvent.change(await field('contact-info'), { target: { value: 'ada@example.com' } });
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Basic info', '2Special Requests', '3Contact Info']);
      next('Submit');
      const dialog = await screen.findByRole('dialog', { name: 'Digital registration completed!' });
      expect(saves(calls)[0]).toMatchObject({ step: 3 });
      const ok = within(dialog).getByRole('button', { name: 'OK' });
      expect(document.activeElement).toBe(ok);
      expect(history.current().url).toBe(`${PCI_URL}/3`);
      fireEvent.click(ok);
      await waitFor(() => expect(history.current().url).toBe(`/tourist/trips/${PCI_CODE}/info`));
    });

    it('skipped registration with nothing to pay saves the done step and completes at once', async () => {
      const { history, calls } = await render({ record: pciRecord({ skip_guest_registration: true }) });
      await waitFor(() => expect(history.current().url).toBe(`/tourist/trips/${PCI_CODE}/info`));
      expect(saves(calls).map((b) => b.step)).toEqual([3]);
    });

    it('skipped registration with a balance shows the payment overlay', async () => {
      const { history, calls } = await render({ record: pciRecord({ skip_guest_registration: true }), reservation: pciReservation({}, { unpaid: 20000 }) });
      const overlay = await screen.findByRole('region', { name: 'Complete your booking payment' });
      fireEvent.click(within(overlay).getByRole('button', { name: 'Proceed to Checkout' }));
      expect(history.current().url).toBe(`/tourist/trips/${PCI_CODE}/checkout/pi_acc_${PCI_CODE}`);
      expect(saves(calls)).toHaveLength(0);
    });
  });

  describe('before the wizard', () => {
    it('shows the payment overlay on 402 not_paid with Proceed to Checkout', async () => {
      const { history } = await render({ record: () => json({ error: 'Payment required', code: 'not_paid', payment_intent_id: 'pi_bal' }, 402) });
      const overlay = await screen.findByRole('region', { name: 'Complete your booking payment' });
      expect(overlay.textContent).toContain('Please complete the booking payment to continue with your pre-check-in.');
      fireEvent.click(within(overlay).getByRole('button', { name: 'Proceed to Checkout' }));
      expect(history.current().url).toBe(`/tourist/trips/${PCI_CODE}/checkout/pi_bal`);
    });

    it('shows the not-found screen on 404', async () => {
      await render({ record: () => json({ error: 'Not found', code: 'not_found' }, 404) });
      expect(await screen.findByText('Empty Place')).toBeTruthy();
    });

    it('a load failure shows a translated message with Retry, which loads the wizard', async () => {
      let down = true;
      const { events } = await render({ record: () => (down ? json({ error: 'down' }, 503) : json(pciRecord())) });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The pre-check-in could not be loaded.');
      expect(events.some((e) => e.type === 'gp-error')).toBe(true);
      down = false;
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await field('guests-info');
    });

    it('renders right-to-left in Arabic with the trip title isolated', async () => {
      await renderInElement(<PrecheckinFeature registry={fakeRegistry()} />, { url: PCI_URL, routes: pciRoutes(), locale: 'ar' });
      const stepper = await screen.findByRole('navigation', { name: 'خطوات تسجيل الوصول المسبق' });
      expect(stepper.closest('[dir]')!.getAttribute('dir')).toBe('rtl');
      expect(screen.getByText('Harbour House').getAttribute('dir')).toBe('auto');
      expect(screen.getByText('الخطوة 1 من 3')).toBeTruthy();
    });

    it('the variant attribute wins over the tenant setting', async () => {
      await render({ config: { precheckin_variant: 'B' } });
      await field('basic-info');
      await render({ config: { precheckin_variant: 'B' } }, { attrs: { variant: 'A' } });
      expect(await screen.findAllByLabelText('guests-info field')).toHaveLength(1);
    });
  });

  describe('damage waiver step', () => {
    const payable = (extra: Record<string, unknown> = {}) =>
      pciReservation({
        checkin_info: { accept_deposit_payments: true, deposit_deny_channels: [], accept_damage_waiver: true },
        payment_intents: [{ payment_intent_id: 'pi_dep', status: 'requires_payment_method', amount: 50000, capture_method: 'manual', metadata: { type: 'deposit' } }],
        ...extra,
      });
    const waiverItems = [{ item: { id: 9, name: 'Damage Waiver' }, status: null }];

    it('is shown when every condition holds, explains the waiver and pays through the store checkout', async () => {
      const { history, calls } = await render(
        {
          reservation: payable(),
          trip: pciTripInfo({ has_damage_waiver_to_pay: true }),
          storeItems: waiverItems,
          extra: { [`POST /api/tourist/reservations/${RES_ID}/store-items/add`]: json({ payment_intent: { payment_intent_id: 'pi_waiver' } }, 201) },
        },
        { url: `${PCI_URL}/4`, registry: fakeRegistry({ 'damage-waiver': () => Promise.resolve(damageWaiverStep) }) },
      );
      expect(await screen.findByText(/a smaller, non-refundable fee/)).toBeTruthy();
      expect(screen.getByText('The waiver is optional. If you continue without it, the security deposit will still be required before check-in.')).toBeTruthy();
      expect(current()).toBe('4Damage waiver');
      fireEvent.click(screen.getByRole('button', { name: 'Pay Waiver' }));
      await waitFor(() => expect(history.current().url).toBe('/tourist/store/checkout/pi_waiver?isDamageProtection=true'));
      expect(calls.find((c) => c.path.endsWith('/store-items/add'))?.body).toMatchObject({ item_id: 9, count: 1 });
    });

    it('is hidden when one condition fails (deposit payments not accepted)', async () => {
      await render({
        reservation: payable({ checkin_info: { accept_deposit_payments: false, accept_damage_waiver: true } }),
        trip: pciTripInfo({ has_damage_waiver_to_pay: true }),
        storeItems: waiverItems,
      });
      await field('guests-info');
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Guests info', '2Special requests', '3Personal info']);
    });

    it('going on without the waiver completes the wizard (the deposit remains due → reservation info)', async () => {
      const { history, calls } = await render(
        { reservation: payable(), trip: pciTripInfo({ has_damage_waiver_to_pay: true }), storeItems: waiverItems, config: { store_support: true } },
        { url: `${PCI_URL}/4`, registry: fakeRegistry({ 'damage-waiver': () => Promise.resolve(damageWaiverStep) }) },
      );
      await screen.findByRole('button', { name: 'Pay Waiver' });
      next('Complete pre-check-in');
      await waitFor(() => expect(history.current().url).toBe(`/tourist/trips/${PCI_CODE}/info`));
      expect(saves(calls)[0]).toMatchObject({ step: 4 });
    });
  });

  describe('store step (reading B)', () => {
    it('teases the add-ons; Not Now goes on and the store button opens the reservation store', async () => {
      const items = [
        { item: { id: 1, name: 'Late checkout' }, status: null },
        { item: { id: 9, name: 'Damage Waiver' }, status: null },
      ];
      const routes = { config: { store_support: true, precheckin_variant: 'B' }, storeItems: items, trip: pciTripInfo({ has_store_items: true }) };
      const registry = fakeRegistry({ store: () => Promise.resolve(storeStep) });
      const { history } = await render(routes, { url: `${PCI_URL}/2`, registry });
      expect(await screen.findByText('Late checkout')).toBeTruthy();
      expect(screen.queryByText('Damage Waiver')).toBeNull();
      expect(current()).toBe('2Store');
      next('Not Now');
      await field('special-requests');
      expect(history.current().url).toBe(`${PCI_URL}/3`);
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Browse add-ons' }));
      expect(history.current().url).toBe(`/tourist/store/reservation/${PCI_CODE}`);
    });
  });
});

describe('an unsaved draft kept on the device (issue 25)', () => {
  const storedDrafts = () => Object.keys(localStorage).filter((k) => k.startsWith('gp-draft:'));

  it('what the guest typed before Next survives a reload, with a note; the stored draft holds no token', async () => {
    const first = await render();
    fireEvent.change(await field('guests-info'), { target: { value: '19:00' } });
    first.unmount();
    // A reload: a new runtime, nothing in memory.
    await render();
    expect(((await field('guests-info')) as HTMLInputElement).value).toBe('19:00');
    expect(screen.getByText('We brought back what you entered earlier on this device.')).toBeTruthy();
    expect(storedDrafts()).toEqual([`gp-draft:5:${PCI_CODE}`]);
    expect(localStorage.getItem(storedDrafts()[0]!)).not.toMatch(/token/i);
  });

  it('is per guest: another guest signed in on the same device starts from the server record', async () => {
    const first = await render();
    fireEvent.change(await field('guests-info'), { target: { value: '19:00' } });
    first.unmount();
    await render({ extra: { 'GET /api/tourist/user': { id: 6, email: 'bob@example.com', first_name: 'Bob' } } });
    expect(((await field('guests-info')) as HTMLInputElement).value).not.toBe('19:00');
    expect(screen.queryByText('We brought back what you entered earlier on this device.')).toBeNull();
  });

  it('is cleared once a Next saved it (the server has it now); edits after that are kept again', async () => {
    await render();
    fireEvent.change(await field('guests-info'), { target: { value: '19:00' } });
    expect(storedDrafts()).toHaveLength(1);
    next();
    await field('special-requests');
    expect(storedDrafts()).toEqual([]);
    fireEvent.change(await field('special-requests'), { target: { value: 'Blue van' } });
    expect(JSON.parse(localStorage.getItem(`gp-draft:5:${PCI_CODE}`)!).draft.client_info.car_model).toBe('Blue van');
  });

  it('is cleared once the pre-check-in is complete', async () => {
    const { history } = await render({}, { url: `${PCI_URL}/3` });
    fireEvent.change(await field('personal-info'), { target: { value: 'ada@example.com' } });
    expect(storedDrafts()).toHaveLength(1);
    next('Complete pre-check-in');
    await waitFor(() => expect(history.current().url).not.toContain(`${PCI_URL}/3`));
    expect(storedDrafts()).toEqual([]);
  });
});
