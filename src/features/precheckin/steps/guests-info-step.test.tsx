import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_DETAILS_SETTINGS, guestsCtx, guestsRecord } from '../../../../tests/fixtures/precheckin-guests';
import { renderStep } from '../../../../tests/fixtures/precheckin-guests-harness';
import { controlledUpload, files, type Upload } from '../../../../tests/fixtures/precheckin-contact-uploads';
import type { PreCheckIn } from '../../../api/schemas/precheckin';
import type { StepContext } from '../step-contract';
import { guestsInfoStep } from './guests-info-step';

vi.mock('browser-image-compression', () => ({ default: async (file: File) => new File(['small'], file.name, { type: file.type }) }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function open(record: Partial<PreCheckIn> = {}, ctx: Partial<StepContext> = {}, opts: Parameters<typeof renderStep>[2] = {}) {
  const r = guestsRecord(record);
  return renderStep(guestsInfoStep, guestsCtx(r, ctx), opts);
}

const guestBlock = (n: number) => screen.getByRole('group', { name: new RegExp(`^Guest ${n} \\(`) });
const fieldNames = (block: HTMLElement) =>
  [...block.querySelectorAll<HTMLElement>('input:not([type="file"]), select')].map((el) => (el.getAttribute('name') ?? '').split('.').pop());
const errorOf = (el: HTMLElement) => {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '').join(' ').trim();
};

describe('Guests info / Basic info: title and times', () => {
  it('adds no title of its own in either reading (the wizard titles the step, once)', async () => {
    const a = await open();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    a.unmount();
    await open({}, { variant: 'B' });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('offers check-in from min_check_in_time and check-out up to max_check_out_time in 30-minute steps, shown in the locale format, stored HH:mm', async () => {
    const { user, probe } = await open();
    const checkIn = screen.getByRole('combobox', { name: 'Requested check-in time' }) as HTMLSelectElement;
    const checkOut = screen.getByRole('combobox', { name: 'Requested check-out time' }) as HTMLSelectElement;
    const values = (s: HTMLSelectElement) => [...s.options].map((o) => o.value).filter(Boolean);
    expect(values(checkIn)).toEqual(['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30']);
    expect(values(checkOut)[0]).toBe('00:00');
    expect(values(checkOut).at(-1)).toBe('11:00');
    expect(values(checkOut)).toHaveLength(23);
    expect(checkIn.options[1]?.textContent).toMatch(/^4:00\sPM$/);
    expect(screen.getByText('Local time at the property (America/New_York)')).toBeTruthy();
    await user.selectOptions(checkIn, '17:30');
    await user.selectOptions(checkOut, '10:00');
    expect(probe.draft.times_info).toEqual({ requested_check_in_time: '17:30', requested_check_out_time: '10:00' });
  });

  it('keeps a saved time outside the offered slots selectable (nothing changes silently) and validation judges it', async () => {
    const { next } = await open({ times_info: { requested_check_in_time: '15:30:00', requested_check_out_time: '11:30' } });
    const checkIn = screen.getByRole('combobox', { name: 'Requested check-in time' }) as HTMLSelectElement;
    const checkOut = screen.getByRole('combobox', { name: 'Requested check-out time' }) as HTMLSelectElement;
    expect(checkIn.value).toBe('15:30');
    expect(checkIn.options[1]?.value).toBe('15:30');
    expect(checkOut.value).toBe('11:30');
    await next();
    expect(await screen.findByText('Check-in time must be 16:00 or later')).toBeTruthy();
    expect(screen.getByText('Check-out time must be 11:00 or earlier')).toBeTruthy();
  });

  it("asks for both times: 'Required field'", async () => {
    const { next, probe } = await open();
    await next();
    await waitFor(() => expect(probe.errors['times_info.requested_check_in_time']).toEqual({ key: 'validation:requiredField' }));
    expect(probe.errors['times_info.requested_check_out_time']).toEqual({ key: 'validation:requiredField' });
    expect(errorOf(screen.getByRole('combobox', { name: 'Requested check-in time' }))).toBe('Required field');
  });

  it('shows times in a 24-hour locale with its own format', async () => {
    await open({}, {}, { locale: 'ge' });
    const checkIn = screen.getByRole('combobox', { name: 'Gewünschte Check-in-Zeit' }) as HTMLSelectElement;
    expect(checkIn.options[1]?.textContent).toBe('16:00');
  });
});

describe('Guests info: counters', () => {
  it('adults default to 1 and never go below 1; kids and babies from 0; the value is announced', async () => {
    const { user, probe } = await open({ guest_count_info: null, guests_details: [] });
    const adults = screen.getByRole('group', { name: 'Adults' });
    expect(within(adults).getByRole('status').textContent).toBe('1');
    const remove = within(adults).getByRole('button', { name: 'Remove an adult' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await user.click(remove);
    expect(within(adults).getByRole('status').textContent).toBe('1');
    await user.click(within(adults).getByRole('button', { name: 'Add an adult' }));
    expect(within(adults).getByRole('status').textContent).toBe('2');
    const kids = screen.getByRole('group', { name: 'Kids' });
    expect(within(kids).getByRole('button', { name: 'Remove a kid' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(kids).getByRole('button', { name: 'Add a kid' }));
    await user.click(within(screen.getByRole('group', { name: 'Babies' })).getByRole('button', { name: 'Add a baby' }));
    expect(probe.draft.guest_count_info).toMatchObject({ adults: 2, kids: 1, babies: 1 });
    expect(probe.draft.guests_details).toHaveLength(4);
    expect(screen.getAllByRole('group', { name: /^Guest \d \(/ }).map((g) => g.getAttribute('aria-label') ?? within(g).getByText(/^Guest/).textContent)).toEqual([
      'Guest 1 (adult)',
      'Guest 2 (adult)',
      'Guest 3 (kid)',
      'Guest 4 (baby)',
    ]);
  });

  it('a record without counts: the 1 adult shown is written into the draft, so the save says so', async () => {
    const { probe } = await open({ guest_count_info: null, guests_details: [{ full_name: 'Alex Morgan' }] });
    await waitFor(() => expect(probe.draft.guest_count_info).toEqual({ adults: 1, kids: 0, babies: 0, guests: ['Alex Morgan'] }));
    expect(probe.draft.guests_details).toEqual([{ full_name: 'Alex Morgan' }]);
  });

  it('age bands of reading A: kids 2 to 12, babies under 2; adults 13 and older', async () => {
    await open();
    expect(within(screen.getByRole('group', { name: 'Adults' })).getByText('13 years and older')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Kids' })).getByText('2 to 12 years')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Babies' })).getByText('Under 2 years')).toBeTruthy();
  });

  it('age bands of reading B: kids 3 to 12, babies under 3', async () => {
    await open({}, { ageBands: 'B' });
    expect(within(screen.getByRole('group', { name: 'Kids' })).getByText('3 to 12 years')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Babies' })).getByText('Under 3 years')).toBeTruthy();
  });

  it('disable_guest_count_changes: every counter button is disabled and the guest is told why', async () => {
    await open({}, { settings: { disable_guest_count_changes: true } });
    for (const name of ['Add an adult', 'Remove an adult', 'Add a kid', 'Remove a kid', 'Add a baby', 'Remove a baby']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getByText('The number of guests cannot be changed online.')).toBeTruthy();
  });

  it('removing an adult keeps the kid’s name with the kid', async () => {
    const { user, probe } = await open({
      guest_count_info: { adults: 2, kids: 1, babies: 0 },
      guests_details: [{ full_name: 'Alex' }, { full_name: 'Robin' }, { full_name: 'Sam' }],
    });
    await user.click(screen.getByRole('button', { name: 'Remove an adult' }));
    expect(probe.draft.guests_details?.map((g) => g.full_name)).toEqual(['Alex', 'Sam']);
    expect(probe.draft.guest_count_info?.guests).toEqual(['Alex', 'Sam']);
    expect(guestBlock(2).textContent).toContain('Guest 2 (kid)');
  });

  it('operates with the keyboard: Tab reaches the buttons, Enter and Space press them', async () => {
    const { user, probe } = await open({ guest_count_info: { adults: 1, kids: 0, babies: 0 }, guests_details: [{}] });
    const add = screen.getByRole('button', { name: 'Add a kid' });
    add.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(probe.draft.guest_count_info).toMatchObject({ kids: 2 });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove a baby' }));
  });
});

describe('Guests info: guest detail blocks', () => {
  const settings = ALL_DETAILS_SETTINGS;

  it('adults are the first N: they get document, phone, e-mail, address and photo ID; the kid a name only', async () => {
    await open({}, { settings });
    expect(fieldNames(guestBlock(1))).toEqual(['full_name', 'document_type', 'document_number', 'phone_number', 'email', 'address']);
    expect(fieldNames(guestBlock(2))).toEqual(['full_name', 'document_type', 'document_number', 'phone_number', 'email', 'address']);
    expect(within(guestBlock(1)).getByRole('group', { name: 'Photo ID' })).toBeTruthy();
    expect(fieldNames(guestBlock(3))).toEqual(['full_name']);
    expect(within(guestBlock(3)).queryByRole('group', { name: 'Photo ID' })).toBeNull();
  });

  it('each field only with its flag', async () => {
    await open({}, { settings: { require_guest_phone: true } });
    expect(fieldNames(guestBlock(1))).toEqual(['full_name', 'phone_number']);
  });

  it('document types Identity Card, Passport, Driving Licence; the number is stored under the chosen type', async () => {
    const { user, probe } = await open({}, { settings });
    const block = guestBlock(1);
    const type = within(block).getByRole('combobox', { name: 'Document type' }) as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toEqual(['Identity Card', 'Passport', 'Driving Licence']);
    await user.selectOptions(type, 'passport');
    await user.type(within(block).getByRole('textbox', { name: 'Document number' }), 'P123');
    expect(probe.draft.guests_details?.[0]).toMatchObject({ passport: 'P123', id: null, driving_licence: null });
    await user.selectOptions(type, 'driving_licence');
    expect(probe.draft.guests_details?.[0]).toMatchObject({ passport: null, id: null, driving_licence: 'P123' });
  });

  it('require_guest_passport alone: the only document type is Passport', async () => {
    await open({}, { settings: { require_guest_passport: true } });
    const type = within(guestBlock(1)).getByRole('combobox', { name: 'Document type' }) as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toEqual(['Passport']);
    expect(type.disabled).toBe(true);
  });

  it('guest_id_docs_deny_channels: no document and no photo ID for that channel', async () => {
    await open({}, { settings: { ...settings, guest_id_docs_deny_channels: ['airbnb'] }, channel: 'Airbnb' });
    expect(fieldNames(guestBlock(1))).toEqual(['full_name', 'phone_number', 'email', 'address']);
    expect(within(guestBlock(1)).queryByRole('group', { name: 'Photo ID' })).toBeNull();
  });

  it('primary_guest_info_only: the extra fields belong to the first guest only', async () => {
    await open({}, { settings: { ...settings, primary_guest_info_only: true } });
    expect(fieldNames(guestBlock(1))).toHaveLength(6);
    expect(fieldNames(guestBlock(2))).toEqual(['full_name']);
  });

  it("validation: every adult's fields with require_all_guest_details, 'Photo ID is required', the kid's name", async () => {
    const { next, probe } = await open({ guests_details: [] }, { settings });
    await next();
    await waitFor(() => expect(Object.keys(probe.errors).length).toBeGreaterThan(0));
    for (const i of [0, 1]) {
      for (const f of ['full_name', 'document', 'phone_number', 'email', 'address']) expect(probe.errors[`guests_details.${i}.${f}`]).toEqual({ key: 'validation:requiredField' });
      expect(probe.errors[`guests_details.${i}.photo_id`]).toEqual({ key: 'validation:photoIdRequired' });
    }
    expect(probe.errors['guests_details.2.full_name']).toEqual({ key: 'validation:requiredField' });
    expect(Object.keys(probe.errors).filter((k) => k.startsWith('guests_details.2.'))).toEqual(['guests_details.2.full_name']);
    expect(within(guestBlock(1)).getByText('Photo ID is required')).toBeTruthy();
    expect(errorOf(within(guestBlock(2)).getByRole('textbox', { name: 'Document number' }))).toBe('Required field');
  });

  it('without require_all_guest_details the second adult may leave the details empty but still needs a photo ID', async () => {
    const { next, probe } = await open({ guests_details: [] }, { settings: { ...settings, require_all_guest_details: false } });
    await next();
    await waitFor(() => expect(probe.errors['guests_details.1.photo_id']).toEqual({ key: 'validation:photoIdRequired' }));
    expect(probe.errors['guests_details.0.email']).toEqual({ key: 'validation:requiredField' });
    expect(probe.errors['guests_details.1.email']).toBeUndefined();
    expect(within(guestBlock(2)).getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
  });

  it('optional_guest_names: an empty name passes', async () => {
    const { next, probe, user } = await open({ guests_details: [], times_info: { requested_check_in_time: '16:00', requested_check_out_time: '11:00' } }, { settings: { optional_guest_names: true } });
    await user.click(screen.getByRole('radio', { name: 'Leisure' }));
    await next();
    await waitFor(() => expect(probe.errors).toEqual({}));
  });

  it('a filled e-mail must be valid', async () => {
    const { next, probe, user } = await open({}, { settings });
    await user.type(within(guestBlock(2)).getByRole('textbox', { name: 'E-mail' }), 'robin');
    await next();
    await waitFor(() => expect(probe.errors['guests_details.1.email']).toEqual({ key: 'validation:emailInvalid' }));
    expect(within(guestBlock(2)).getByText('E-mail must be valid')).toBeTruthy();
  });

  it('typing keeps every other guest and field; names stay in guest_count_info.guests', async () => {
    const { user, probe } = await open({}, { settings });
    await user.type(within(guestBlock(2)).getByRole('textbox', { name: 'Full name' }), 'Robin Morgan');
    await user.type(within(guestBlock(3)).getByRole('textbox', { name: 'Full name' }), 'Sam');
    expect(probe.draft.guests_details?.map((g) => g.full_name)).toEqual(['Alex Morgan', 'Robin Morgan', 'Sam']);
    expect(probe.draft.guests_details?.[0]?.email).toBe('guest@demo.test');
    expect(probe.draft.guest_count_info?.guests).toEqual(['Alex Morgan', 'Robin Morgan', 'Sam']);
  });

  it('photo ID per adult through the shared upload: the URL lands on that guest, Next is held while it uploads', async () => {
    const { upload, calls } = controlledUpload();
    const { probe } = await open({}, { settings }, { seed: (runtime) => void ((runtime.api as { upload: Upload }).upload = upload) });
    const input = guestBlock(2).querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.getAttribute('name')).toBe('guests_details.1.photo_id');
    fireEvent.change(input, { target: { files: [files.jpeg()] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(probe.busy).toEqual([true]);
    calls[0]!.resolve('https://media.example.com/robin-id.jpg');
    await waitFor(() => expect(probe.draft.guests_details?.[1]?.photo_id).toBe('https://media.example.com/robin-id.jpg'));
    expect(probe.busy.at(-1)).toBe(false);
    expect(probe.draft.guests_details?.[0]?.photo_id ?? null).toBeNull();
  });

  it('a failed photo ID upload keeps the value empty (validation asks again) and everything typed', async () => {
    const { upload, calls } = controlledUpload();
    const { probe, user, next } = await open({}, { settings }, { seed: (runtime) => void ((runtime.api as { upload: Upload }).upload = upload) });
    await user.type(within(guestBlock(1)).getByRole('textbox', { name: 'Address' }), '1 Main St');
    fireEvent.change(guestBlock(1).querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [files.pdf()] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.reject(new Error('offline'));
    await waitFor(() => expect(probe.busy.at(-1)).toBe(false));
    expect(probe.draft.guests_details?.[0]).toMatchObject({ address: '1 Main St' });
    expect(probe.draft.guests_details?.[0]?.photo_id ?? null).toBeNull();
    await next();
    await waitFor(() => expect(probe.errors['guests_details.0.photo_id']).toEqual({ key: 'validation:photoIdRequired' }));
  });
});

describe('Guests info: locked, registered and returning guests', () => {
  it('locked_guest_details: every guest field read-only, counts fixed, no photo upload, guests not validated', async () => {
    const { next, probe } = await open(
      { locked_guest_details: true, guests_details: [{ full_name: 'Alex Morgan', id: 'X1' }, {}, {}] },
      { settings: ALL_DETAILS_SETTINGS },
    );
    expect(screen.getByText('These guest details are locked and cannot be changed.')).toBeTruthy();
    const inputs = [...document.querySelectorAll<HTMLInputElement>('fieldset input')];
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.every((i) => i.readOnly)).toBe(true);
    expect((within(guestBlock(1)).getByRole('combobox', { name: 'Document type' }) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add an adult' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    await next();
    await waitFor(() => expect(probe.errors['client_info.trip_purpose']).toBeTruthy());
    expect(Object.keys(probe.errors).some((k) => k.startsWith('guests_details'))).toBe(false);
  });

  it('external registration: the registered guests read-only, no add or remove of details, no per-guest validation', async () => {
    const registered = [{ full_name: 'Ann Lee', passport: 'P123' }, { full_name: 'Bo Chen', id: 'ID9' }, { full_name: 'Cy' }, { full_name: 'Di' }];
    const { next, probe, user } = await open({ guests_details: registered }, { externalRegistration: true, settings: ALL_DETAILS_SETTINGS });
    expect(screen.getByText('These guests were registered through the guest registration service and cannot be changed here.')).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /^Guest \d \(/ })).toHaveLength(4);
    expect(within(guestBlock(1)).getByRole('textbox', { name: 'Document number' })).toHaveProperty('value', 'P123');
    expect([...document.querySelectorAll<HTMLInputElement>('fieldset input')].every((i) => i.readOnly)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove an adult' }));
    expect(probe.draft.guests_details).toEqual(registered);
    await next();
    await waitFor(() => expect(probe.errors['client_info.trip_purpose']).toBeTruthy());
    expect(Object.keys(probe.errors).some((k) => k.startsWith('guests_details'))).toBe(false);
  });

  it('a returning guest starts from the previous stay’s guests, with a note', async () => {
    const previous = [{ full_name: 'Alex Morgan', id: 'X1234567', email: 'guest@demo.test' }, { full_name: 'Robin Morgan', id: 'X7654321' }];
    const { probe } = await open({ previous_check_in_info: { guests_details: previous } }, { settings: ALL_DETAILS_SETTINGS });
    expect(await screen.findByText('We filled in the guest details from your last stay. Please check that they are still correct.')).toBeTruthy();
    await waitFor(() => expect(probe.draft.guests_details?.map((g) => g.full_name)).toEqual(['Alex Morgan', 'Robin Morgan', undefined]));
    expect(within(guestBlock(2)).getByRole('textbox', { name: 'Document number' })).toHaveProperty('value', 'X7654321');
    expect(probe.draft.guest_count_info?.guests).toEqual(['Alex Morgan', 'Robin Morgan']);
  });

  it('prepares the draft the wizard opens on it with: the previous stay, else the counts shown; nothing for guests shown read-only; twice is once', () => {
    const prepare = guestsInfoStep.prepare!;
    const bare = guestsRecord({ guest_count_info: null, guests_details: [{ full_name: 'Alex Morgan' }] });
    const counted = prepare(bare, guestsCtx(bare));
    expect(counted).toMatchObject({ guest_count_info: { adults: 1, kids: 0, babies: 0, guests: ['Alex Morgan'] }, guests_details: [{ full_name: 'Alex Morgan' }] });
    expect(prepare(counted, guestsCtx(bare))).toBe(counted);
    const saved = guestsRecord();
    expect(prepare(saved, guestsCtx(saved))).toBe(saved);
    const returning = guestsRecord({ guests_details: [], previous_check_in_info: { guests_details: [{ full_name: 'Old Name' }] } });
    const filled = prepare(returning, guestsCtx(returning));
    expect(filled.guests_details?.map((g) => g.full_name)).toEqual(['Old Name', undefined, undefined]);
    expect(prepare(filled, guestsCtx(returning))).toBe(filled);
    const locked = guestsRecord({ guest_count_info: null, locked_guest_details: true });
    expect(prepare(locked, guestsCtx(locked))).toBe(locked);
    expect(prepare(bare, guestsCtx(bare, { externalRegistration: true }))).toBe(bare);
  });

  it('says the guests come from the last stay when the wizard filled them in as it opened on the step', async () => {
    const previous = [{ full_name: 'Alex Morgan', id: 'X1234567' }, { full_name: 'Robin Morgan', id: 'X7654321' }];
    const record = guestsRecord({ previous_check_in_info: { guests_details: previous } });
    const ctx = guestsCtx(record, { settings: ALL_DETAILS_SETTINGS });
    renderStep(guestsInfoStep, { ...ctx, record: { ...record } }, { draft: guestsInfoStep.prepare!(record, ctx) });
    expect(await screen.findByText('We filled in the guest details from your last stay. Please check that they are still correct.')).toBeTruthy();
    expect(within(guestBlock(2)).getByRole('textbox', { name: 'Document number' })).toHaveProperty('value', 'X7654321');
  });

  it('a record already saved is never overwritten by the previous stay', async () => {
    const { probe } = await open({ step: 1, guests_details: [{ full_name: 'Alex M.' }], previous_check_in_info: { guests_details: [{ full_name: 'Old Name' }] } });
    expect(screen.queryByText(/from your last stay/)).toBeNull();
    expect(probe.draft.guests_details).toEqual([{ full_name: 'Alex M.' }]);
    expect(within(guestBlock(1)).getByRole('textbox', { name: 'Full name' })).toHaveProperty('value', 'Alex M.');
  });
});

describe('Guests info: trip purpose', () => {
  it("is mandatory ('Required field'), chosen with the keyboard, stored lower-case", async () => {
    const { next, probe, user } = await open();
    const group = screen.getByRole('radiogroup', { name: 'Purpose of the trip' });
    expect(group.getAttribute('aria-required')).toBe('true');
    await next();
    await waitFor(() => expect(probe.errors['client_info.trip_purpose']).toEqual({ key: 'validation:tripPurposeRequired' }));
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(errorOf(group)).toBe('Required field');
    within(group).getByRole('radio', { name: 'Leisure' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(probe.draft.client_info?.trip_purpose).toBe('business');
    expect(within(group).getByRole('radio', { name: 'Business' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('Guests info: keyboard', () => {
  it('Tab reaches every control in reading order and each is operable from the keyboard', async () => {
    const { user, probe } = await open({ guest_count_info: { adults: 1, kids: 1, babies: 0 }, guests_details: [] });
    const order = [
      screen.getByRole('combobox', { name: 'Requested check-in time' }),
      screen.getByRole('combobox', { name: 'Requested check-out time' }),
      screen.getByRole('button', { name: 'Remove an adult' }),
      screen.getByRole('button', { name: 'Add an adult' }),
      screen.getByRole('button', { name: 'Remove a kid' }),
      screen.getByRole('button', { name: 'Add a kid' }),
      screen.getByRole('button', { name: 'Remove a baby' }),
      screen.getByRole('button', { name: 'Add a baby' }),
      // An adult's block starts with Scan ID (a kid's has none).
      within(guestBlock(1)).getByRole('button', { name: 'Scan ID' }),
      within(guestBlock(1)).getByRole('textbox', { name: 'Full name' }),
      within(guestBlock(2)).getByRole('textbox', { name: 'Full name' }),
      screen.getByRole('radio', { name: 'Leisure' }),
    ];
    for (const el of order) {
      await user.tab();
      expect(document.activeElement).toBe(el);
    }
    await user.keyboard(' ');
    expect(probe.draft.client_info?.trip_purpose).toBe('leisure');
    order[9]!.focus();
    await user.keyboard('Alex');
    expect(probe.draft.guests_details?.[0]?.full_name).toBe('Alex');
  });
});

describe('Guests info: right-to-left', () => {
  it('in Arabic names take their own direction, numbers and e-mails stay left-to-right', async () => {
    await open({}, { settings: ALL_DETAILS_SETTINGS }, { locale: 'ar' });
    const block = screen.getByRole('group', { name: /الضيف 1/ });
    expect(within(block).getByRole('textbox', { name: 'الاسم الكامل' }).getAttribute('dir')).toBe('auto');
    expect(within(block).getByRole('textbox', { name: 'رقم المستند' }).getAttribute('dir')).toBe('ltr');
    expect(within(block).getByRole('textbox', { name: 'البريد الإلكتروني' }).getAttribute('dir')).toBe('ltr');
    expect(within(block).getByRole('textbox', { name: 'العنوان' }).getAttribute('dir')).toBe('auto');
    expect(block.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });
});
