import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { guestsCtx, guestsRecord, SEEDED_REQUESTS } from '../../../../tests/fixtures/precheckin-guests';
import { renderStep } from '../../../../tests/fixtures/precheckin-guests-harness';
import type { PreCheckIn } from '../../../api/schemas/precheckin';
import type { StepContext } from '../step-contract';
import { specialRequestsStep } from './special-requests-step';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function open(record: Partial<PreCheckIn> = {}, ctx: Partial<StepContext> = {}, opts: Parameters<typeof renderStep>[2] = {}) {
  const r = guestsRecord({ special_requests_settings: SEEDED_REQUESTS, ...record });
  return renderStep(specialRequestsStep, guestsCtx(r, ctx), opts);
}

const PARKING = { offer_parking: true };
const question = (name: string | RegExp) => screen.getByRole('radiogroup', { name });

describe('Special requests: the tenant’s requests', () => {
  it('adds no title of its own in either reading (the wizard titles the step, once)', async () => {
    const a = await open();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('region', { name: 'Special requests' })).toBeTruthy();
    a.unmount();
    await open({}, { variant: 'B' });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('region', { name: 'Special Requests' })).toBeTruthy();
  });

  it('one control per setting: yes/no for toggles, a stepper for counters; server names take their own direction', async () => {
    await open();
    for (const name of ['Pack n play', 'High Chair', 'Pool fence']) expect(within(question(name)).getAllByRole('radio').map((r) => r.textContent)).toEqual(['Yes, please', 'No, thanks']);
    const arabic = question('سرير إضافي');
    const label = document.getElementById(arabic.getAttribute('aria-labelledby')!)!;
    expect(label.querySelector('bdi')?.getAttribute('dir')).toBe('auto');
    const towels = screen.getByRole('group', { name: 'Extra towels' });
    expect(within(towels).getByText('Up to 4')).toBeTruthy();
    expect(within(towels).getByRole('status').textContent).toBe('0');
    expect(screen.queryByRole('radiogroup', { name: 'Air mattress' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Parking' })).toBeNull();
  });

  it('Pack n play, High Chair and Pool fence are translated; the tenant’s own request stays as written', async () => {
    await open({}, {}, { locale: 'fr' });
    expect(question('Lit parapluie')).toBeTruthy();
    expect(question('Chaise haute')).toBeTruthy();
    expect(question('Barrière de piscine')).toBeTruthy();
    expect(question('سرير إضافي')).toBeTruthy();
  });

  it("a required toggle without a choice: 'Please select an option for {name}'; choosing clears it on the next try", async () => {
    const { next, probe, user } = await open();
    await next();
    await waitFor(() => expect(probe.errors['special_requests.Pool fence']).toEqual({ key: 'validation:specialRequestOptionRequired', params: { name: 'Pool fence' } }));
    expect(screen.getByText('Please select an option for Pool fence')).toBeTruthy();
    expect(screen.getByText('Please select an option for سرير إضافي')).toBeTruthy();
    expect(probe.errors['special_requests.Pack n play']).toBeUndefined();
    await user.click(within(question('Pool fence')).getByRole('radio', { name: 'No, thanks' }));
    await user.click(within(question('سرير إضافي')).getByRole('radio', { name: 'Yes, please' }));
    expect(probe.draft.special_requests).toEqual({ 'Pool fence': false, 'سرير إضافي': true });
    await next();
    await waitFor(() => expect(probe.errors).toEqual({}));
  });

  it('the required message names the option in the guest’s language', async () => {
    const { next } = await open({}, {}, { locale: 'fr' });
    await next();
    expect(await screen.findByText(/Barrière de piscine/, { selector: '.gp-field__error' })).toBeTruthy();
  });

  it('a counter goes from 0 to its max and no further; Maximun is N for a saved value above it', async () => {
    const { user, probe } = await open();
    const towels = screen.getByRole('group', { name: 'Extra towels' });
    const add = within(towels).getByRole('button', { name: 'Add one: Extra towels' });
    for (let i = 0; i < 5; i++) await user.click(add);
    expect(probe.draft.special_requests?.['Extra towels']).toBe(4);
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(within(towels).getByRole('status').textContent).toBe('4');
    await user.click(within(towels).getByRole('button', { name: 'Remove one: Extra towels' }));
    expect(probe.draft.special_requests?.['Extra towels']).toBe(3);
  });

  it('a saved counter above max is reported', async () => {
    const { next, probe } = await open({ special_requests: { 'Extra towels': 6, 'Pool fence': true, 'سرير إضافي': false } });
    await next();
    await waitFor(() => expect(probe.errors['special_requests.Extra towels']).toEqual({ key: 'validation:max', params: { max: 4 } }));
    expect(screen.getByText('Maximun is 4')).toBeTruthy();
  });

  it('the air mattress when allow_air_mattress', async () => {
    const { user, probe } = await open({ allow_air_mattress: true });
    await user.click(within(question('Air mattress')).getByRole('radio', { name: 'Yes, please' }));
    expect(probe.draft.special_requests).toEqual({ 'Air mattress': true });
  });

  it('nothing to choose: says so', async () => {
    await open({ special_requests_settings: [] });
    expect(screen.getByText('There are no special requests to choose for this stay.')).toBeTruthy();
  });

  it('keyboard: the toggles are radio groups operated with the arrow keys', async () => {
    const { user, probe } = await open();
    within(question('High Chair')).getByRole('radio', { name: 'Yes, please' }).focus();
    await user.keyboard(' ');
    expect(probe.draft.special_requests?.['High Chair']).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(probe.draft.special_requests?.['High Chair']).toBe(false);
  });
});

describe('Special requests: parking', () => {
  it('only when offer_parking; need parking → number of cars 1..3 by default, one car to start with', async () => {
    const { user, probe } = await open({ parking_spaces: null }, { settings: PARKING });
    expect(screen.getByRole('heading', { name: 'Parking' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Number of cars' })).toBeNull();
    await user.click(within(question('Do you need parking?')).getByRole('radio', { name: 'Yes, please' }));
    const cars = screen.getByRole('combobox', { name: 'Number of cars' }) as HTMLSelectElement;
    expect([...cars.options].map((o) => o.value)).toEqual(['1', '2', '3']);
    expect(cars.value).toBe('1');
    expect(probe.draft.client_info).toMatchObject({ need_parking: true, car_amount: 1 });
  });

  it('the listing’s parking spaces bound the car count', async () => {
    await open({ parking_spaces: 5, client_info: { need_parking: true, car_amount: 2 } }, { settings: PARKING });
    expect([...(screen.getByRole('combobox', { name: 'Number of cars' }) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('warns when the cars exceed the rooms minus 2', async () => {
    const { user } = await open({ listing_num_of_rooms: 4, client_info: { need_parking: true, car_amount: 2 } }, { settings: PARKING });
    const warning = /Parking at the property is limited/;
    expect(screen.queryByText(warning)).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of cars' }), '3');
    expect(screen.getByText(warning).closest('[role="status"]')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of cars' }), '2');
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('car model and licence plate go to client_info and car_info', async () => {
    const { user, probe } = await open({ client_info: { need_parking: true, car_amount: 1 } }, { settings: PARKING });
    await user.type(screen.getByRole('textbox', { name: 'Car model' }), 'Toyota Corolla');
    await user.type(screen.getByRole('textbox', { name: 'Licence plate' }), 'SUN 123');
    expect(probe.draft.client_info).toMatchObject({ need_parking: true, car_amount: 1, car_model: 'Toyota Corolla', licence_plate: 'SUN 123' });
    expect(probe.draft.car_info).toMatchObject({ has_info: true, model: 'Toyota Corolla', license_plate: 'SUN 123' });
  });

  it('details required only when parking is needed and an assigned parking or a pass exists', async () => {
    const assigned = { has_assigned_parking: true, car_info: { assigned_parking_desc: 'Space 3 in the building garage.', parking_pass_desc: null } };
    const answered = { special_requests: { 'Pool fence': true, 'سرير إضافي': true } };
    const one = await open({ ...assigned, ...answered, client_info: { need_parking: true, car_amount: 1 } }, { settings: PARKING });
    await one.next();
    await waitFor(() => expect(one.probe.errors).toEqual({ 'client_info.car_model': { key: 'validation:requiredField' }, 'client_info.licence_plate': { key: 'validation:requiredField' } }));
    expect(screen.getByRole('textbox', { name: 'Car model' }).hasAttribute('required')).toBe(true);
    one.unmount();

    const noAssigned = await open({ ...answered, client_info: { need_parking: true, car_amount: 1 } }, { settings: PARKING });
    await noAssigned.next();
    await waitFor(() => expect(noAssigned.probe.errors).toEqual({}));
    expect(screen.getByRole('textbox', { name: 'Car model' }).hasAttribute('required')).toBe(false);
    noAssigned.unmount();

    const notNeeded = await open({ ...assigned, ...answered, client_info: { need_parking: false } }, { settings: PARKING });
    await notNeeded.next();
    await waitFor(() => expect(notNeeded.probe.errors).toEqual({}));
  });

  it('assigned-parking and parking-pass descriptions are shown as the server wrote them, with their own direction', async () => {
    await open(
      { has_assigned_parking: true, has_parking_pass: true, car_info: { assigned_parking_desc: 'Space 3 in the building garage.', parking_pass_desc: 'بطاقة عند الاستقبال' } },
      { settings: PARKING },
      { locale: 'he' },
    );
    expect(screen.getByText('חניה מוקצית')).toBeTruthy();
    const desc = screen.getByText('Space 3 in the building garage.');
    expect(desc.tagName).toBe('BDI');
    expect(screen.getByText('תו חניה')).toBeTruthy();
    const pass = screen.getByText('بطاقة عند الاستقبال');
    expect(pass.tagName).toBe('BDI');
    expect(pass.hasAttribute('dir')).toBe(false);
  });
});
