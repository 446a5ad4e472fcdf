import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupContactTestClock, completeContactDraft, contactCtx, contactRecord, contactUser } from '../../../../tests/fixtures/precheckin-contact';
import { renderStep } from '../../../../tests/fixtures/precheckin-contact-harness';
import { personalInfoStep } from './personal-info-step';

vi.mock('signature_pad', async () => ({ default: (await import('../../../../tests/fixtures/precheckin-contact-signature')).FakeSignaturePad }));

setupContactTestClock();

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement & HTMLSelectElement;
const check = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
};

describe('Personal info step: contact fields', () => {
  it('adds no title of its own in either reading (the wizard titles the step, once)', async () => {
    const a = await renderStep(personalInfoStep, contactCtx(), {});
    expect(await screen.findByRole('group', { name: 'Your contact details' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    a.unmount();
    await renderStep(personalInfoStep, contactCtx({ variant: 'B' }), {});
    expect(await screen.findByRole('group', { name: 'Your contact details' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('takes e-mail and phone from the profile when the record has none', async () => {
    const { probe } = await renderStep(personalInfoStep, contactCtx(), contactRecord());
    await waitFor(() => expect(input('email').value).toBe('ana.garcia@example.com'));
    expect(probe.draft.client_info?.email).toBe('ana.garcia@example.com');
    expect(probe.draft.client_info?.phone_number).toBe('+34 612 34 56 78');
    // The phone shows its country and national digits once libphonenumber-js is here.
    await waitFor(() => expect(input('phone_country').value).toBe('ES'));
    expect(input('phone_number').value).toBe('612 34 56 78');
  });

  it('clears a prefilled booking-relay e-mail (profile or reservation) and keeps the record’s own', async () => {
    const relay = contactCtx({ user: contactUser({ email: 'x7f3@guest.airbnb.com' }) });
    const r = await renderStep(personalInfoStep, relay, contactRecord());
    await waitFor(() => expect(r.probe.draft.client_info?.phone_number).toBe('+34 612 34 56 78'));
    expect(input('email').value).toBe('');
    expect(r.probe.draft.client_info?.email).toBe('');
    r.unmount();
    // Without a profile the reservation's guest e-mail is a relay address too: cleared as well.
    const noUser = await renderStep(personalInfoStep, contactCtx({ user: null }), contactRecord());
    await waitFor(() => expect(noUser.probe.draft.client_info?.phone_number).toBe('+1 415 555 2671'));
    expect(input('email').value).toBe('');
    noUser.unmount();
    await renderStep(personalInfoStep, relay, contactRecord({ client_info: { email: 'me@home.example' } }));
    await waitFor(() => expect(input('email').value).toBe('me@home.example'));
  });

  it('bounds the date of birth: 1940-01-01 to today minus 18 years, with both edges checked', async () => {
    await renderStep(personalInfoStep, contactCtx(), completeContactDraft());
    const birthday = input('birthday');
    expect(birthday.type).toBe('date');
    expect(birthday.min).toBe('1940-01-01');
    expect(birthday.max).toBe('2008-06-15');
    for (const [value, message] of [
      ['1939-12-31', 'Date of birth cannot be before 1940-01-01'],
      ['2008-06-16', 'You must be at least 18 years old'],
    ] as const) {
      fireEvent.change(birthday, { target: { value } });
      await check();
      const error = () => (document.getElementById(`${birthday.id}-error`)?.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
      await waitFor(() => expect(error()).toBe(message));
    }
    fireEvent.change(birthday, { target: { value: '2008-06-15' } });
    await check();
    await waitFor(() => expect(document.getElementById(`${birthday.id}-error`)?.textContent).toBe(''));
  });

  it('stores a valid phone in international format and flags an invalid one', async () => {
    const { probe } = await renderStep(personalInfoStep, contactCtx({ user: null, reservation: null }), completeContactDraft({ client_info: { email: 'a@b.example', birthday: '1990-01-01' } }), { locale: 'es' });
    await waitFor(() => expect(input('phone_country').disabled).toBe(false));
    expect(input('phone_country').value).toBe('ES');
    fireEvent.change(input('phone_number'), { target: { value: '612345678' } });
    expect(probe.draft.client_info?.phone_number).toBe('+34 612 34 56 78');
    fireEvent.change(input('phone_number'), { target: { value: '6123' } });
    expect(probe.draft.client_info?.phone_number).toBe('6123');
    await check();
    expect(await screen.findByText('El número de teléfono debe ser válido')).toBeTruthy();
    // Typing a +code moves the picker to that country.
    fireEvent.change(input('phone_number'), { target: { value: '+44 20 7946 0958' } });
    expect(probe.draft.client_info?.phone_number).toBe('+44 20 7946 0958');
    expect(input('phone_country').value).toBe('GB');
    // Another country re-reads the same digits.
    fireEvent.change(input('phone_number'), { target: { value: '4155552671' } });
    fireEvent.change(input('phone_country'), { target: { value: 'US' } });
    expect(probe.draft.client_info?.phone_number).toBe('+1 415 555 2671');
  });

  it.each([
    ['he', 'IL'],
    ['ar-SA', 'SA'],
    ['ge', 'DE'],
    ['en', 'US'],
  ] as const)('the phone country defaults from the locale (%s → %s)', async (locale, country) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    await renderStep(personalInfoStep, contactCtx({ user: null, reservation: null }), {}, { locale });
    await waitFor(() => expect(input('phone_country').disabled).toBe(false));
    expect(input('phone_country').value).toBe(country);
    expect(input('country').value).toBe(country);
  });

  it('offers a state list only for the US, Canada and Australia', async () => {
    const { probe } = await renderStep(personalInfoStep, contactCtx(), completeContactDraft(), { locale: 'en' });
    const country = input('country');
    for (const [code, state] of [
      ['US', 'CA'],
      ['CA', 'QC'],
      ['AU', 'NSW'],
    ] as const) {
      fireEvent.change(country, { target: { value: code } });
      expect(input('county').tagName).toBe('SELECT');
      fireEvent.change(input('county'), { target: { value: state } });
      expect(probe.draft.client_info?.address?.county).toBe(state);
    }
    fireEvent.change(country, { target: { value: 'FR' } });
    expect(input('county').tagName).toBe('INPUT');
    expect(input('county').value).toBe('');
    expect(screen.getByLabelText('County')).toBe(input('county'));
    fireEvent.change(input('county'), { target: { value: 'Provence' } });
    fireEvent.change(input('zip_code'), { target: { value: '13 001' } });
    await check();
    expect(await screen.findByText('Zip code be valid')).toBeTruthy();
    fireEvent.change(input('zip_code'), { target: { value: '13001' } });
    await check();
    await waitFor(() => expect(screen.queryByText('Zip code be valid')).toBeNull());
    expect(probe.draft.client_info?.address).toMatchObject({ county: 'Provence', zip_code: '13001' });
  });
});

describe('Personal info step: opt-ins and terms', () => {
  it('shows membership (Vacation Club) and marketing opt-ins by default, unticked, with default texts', async () => {
    const { probe } = await renderStep(personalInfoStep, contactCtx(), completeContactDraft());
    const membership = screen.getByRole('region', { name: 'Vacation Club' });
    expect(membership.textContent).toContain('Join our Vacation Club');
    const join = within(membership).getByRole('checkbox', { name: 'Yes, I would like to become a member' }) as HTMLInputElement;
    expect(join.checked).toBe(false);
    const optIn = screen.getByRole('region', { name: 'Stay in touch' });
    const consent = within(optIn).getByRole('checkbox', { name: 'I would like to receive news and special offers by e-mail.' }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    fireEvent.click(join);
    fireEvent.click(consent);
    expect(probe.draft.request_to_memeber).toBe(true);
    expect(probe.draft.opt_in_consent).toBe(true);
  });

  it("uses the tenant's texts and hides what the tenant turned off", async () => {
    const record = contactRecord({ opt_in_info: { opt_in_title: 'Sunny news', opt_in_message: 'Send me the Sunny newsletter' } });
    const r = await renderStep(personalInfoStep, contactCtx({ record, settings: { membership_title: 'Sunny Club', membership_description: 'Members save 10%.' } }), completeContactDraft());
    expect(screen.getByRole('region', { name: 'Sunny Club' }).textContent).toContain('Members save 10%.');
    expect(screen.getByRole('checkbox', { name: 'Send me the Sunny newsletter' })).toBeTruthy();
    r.unmount();
    await renderStep(personalInfoStep, contactCtx({ settings: { show_membership: false, show_opt_in: false } }), completeContactDraft());
    expect(screen.queryByRole('region', { name: 'Vacation Club' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Stay in touch' })).toBeNull();
  });

  it("asks to acknowledge the terms: 'Please read and acknowledge the terms'", async () => {
    await renderStep(personalInfoStep, contactCtx(), completeContactDraft({ terms_accepted: false }));
    await check();
    expect(await screen.findByText('Please read and acknowledge the terms')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and acknowledge the terms' }));
    await check();
    await waitFor(() => expect(screen.queryByText('Please read and acknowledge the terms')).toBeNull());
  });

  it('shows the signature prompt and asks for a signature when required', async () => {
    await renderStep(personalInfoStep, contactCtx({ settings: { require_signature: true } }), completeContactDraft());
    expect(screen.getByText('Please Sign in the box below')).toBeTruthy();
    await check();
    expect(await screen.findByText('Please review and sign the terms and conditions')).toBeTruthy();
  });

  it('an existing signature image satisfies the rule and is shown', async () => {
    await renderStep(personalInfoStep, contactCtx({ settings: { require_signature: true } }), completeContactDraft({ terms_signature_image: 'https://media.example.com/sign.png' }));
    expect((await screen.findByRole('img', { name: 'Your signature on file' })).getAttribute('src')).toBe('https://media.example.com/sign.png');
    await check();
    await act(async () => undefined);
    expect(screen.queryByText('Please review and sign the terms and conditions')).toBeNull();
  });
});
