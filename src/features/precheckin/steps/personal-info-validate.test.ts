import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_NOW, completeContactDraft, contactCtx, contactRecord } from '../../../../tests/fixtures/precheckin-contact';
import { validatePersonalInfoStep } from './personal-info-validate';

const keys = async (...args: Parameters<typeof validatePersonalInfoStep>) =>
  Object.fromEntries(Object.entries(await validatePersonalInfoStep(...args)).map(([path, m]) => [path, m.key]));

beforeEach(() => {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'UTC' } as Intl.ResolvedDateTimeFormatOptions);
});

describe('Personal info validation', () => {
  it('a complete draft passes', async () => {
    expect(await keys(completeContactDraft(), contactCtx(), CONTACT_NOW)).toEqual({});
  });

  it('e-mail, birthday and phone are required', async () => {
    expect(await keys(completeContactDraft({ client_info: {} }), contactCtx(), CONTACT_NOW)).toEqual({
      'client_info.email': 'validation:emailRequired',
      'client_info.birthday': 'validation:requiredField',
      'client_info.phone_number': 'validation:phoneRequired',
    });
  });

  it.each([
    ['1940-01-01', null],
    ['1939-12-31', 'validation:birthDateTooEarly'],
    ['2008-06-15', null],
    ['2008-06-16', 'validation:birthDateTooYoung'],
  ])('birthday %s → %s', async (birthday, key) => {
    const draft = completeContactDraft({ client_info: { ...completeContactDraft().client_info, birthday } });
    expect((await keys(draft, contactCtx(), CONTACT_NOW))['client_info.birthday'] ?? null).toBe(key);
  });

  it.each([
    ['+34 612 34 56 78', null],
    ['+1 415 555 2671', null],
    ['612 34 56 78', 'validation:phoneInvalid'],
    ['+34 12', 'validation:phoneInvalid'],
    ['+1 555 000', 'validation:phoneInvalid'],
  ])('phone %s → %s (libphonenumber-js on the stored value)', async (phone_number, key) => {
    const draft = completeContactDraft({ client_info: { ...completeContactDraft().client_info, phone_number } });
    expect((await keys(draft, contactCtx(), CONTACT_NOW))['client_info.phone_number'] ?? null).toBe(key);
  });

  it('the zip rule applies only when a zip is given', async () => {
    const base = completeContactDraft().client_info;
    const at = async (zip_code: string) =>
      (await keys(completeContactDraft({ client_info: { ...base, address: { address_line1: '1 Main St', zip_code } } }), contactCtx(), CONTACT_NOW))['client_info.address.zip_code'] ?? null;
    expect(await at('')).toBeNull();
    expect(await at('94107')).toBeNull();
    expect(await at('SW1A-1AA')).toBeNull();
    expect(await at('941 07!')).toBe('validation:zipInvalid');
  });

  it("ID document: 'You must upload ID document' unless the channel is denied", async () => {
    expect(await keys(completeContactDraft({ id_pic: null }), contactCtx(), CONTACT_NOW)).toEqual({ id_pic: 'validation:idDocumentRequired' });
    const denied = contactCtx({ settings: { guest_id_docs_deny_channels: ['airbnb'] }, channel: 'Airbnb' });
    expect(await keys(completeContactDraft({ id_pic: null }), denied, CONTACT_NOW)).toEqual({});
  });

  it("identity verification: 'You must upload ID document and Selfie' until both are there", async () => {
    const iv = contactCtx({ identityVerification: true });
    expect(await keys(completeContactDraft(), iv, CONTACT_NOW)).toEqual({ id_pic: 'validation:idAndSelfieRequired' });
    expect(await keys(completeContactDraft({ id_pic: null, selfie_pic: 'https://m/s.jpg' }), iv, CONTACT_NOW)).toEqual({ id_pic: 'validation:idAndSelfieRequired' });
    expect(await keys(completeContactDraft({ selfie_pic: 'https://m/s.jpg' }), iv, CONTACT_NOW)).toEqual({});
  });

  it('a shown selfie is required by default and optional when require_selfie_with_id is false', async () => {
    expect(await keys(completeContactDraft(), contactCtx({ settings: { show_selfie_with_id: true } }), CONTACT_NOW)).toEqual({ selfie_pic: 'contact:validation.selfieRequired' });
    expect(await keys(completeContactDraft(), contactCtx({ settings: { show_selfie_with_id: true, require_selfie_with_id: false } }), CONTACT_NOW)).toEqual({});
    expect(await keys(completeContactDraft(), contactCtx({ settings: { show_selfie_with_id: false } }), CONTACT_NOW)).toEqual({});
  });

  it("every requested additional document: 'You must upload all required documents'", async () => {
    const record = contactRecord({ additional_docs: [{ id: 1, type: 'Visa' }, { id: 2, type: 'Proof of address' }] });
    const ctx = contactCtx({ record });
    const one = completeContactDraft({ additional_docs: record.additional_docs, additional_documents: [{ id: 1, type: 'Visa', url: 'https://m/visa.pdf' }] });
    expect(await keys(one, ctx, CONTACT_NOW)).toEqual({ additional_documents: 'validation:additionalDocumentsRequired' });
    const both = completeContactDraft({ additional_docs: record.additional_docs, additional_documents: [...one.additional_documents!, { id: 2, type: 'Proof of address', url: 'https://m/bill.jpg' }] });
    expect(await keys(both, ctx, CONTACT_NOW)).toEqual({});
  });

  it("terms: 'Please read and acknowledge the terms'", async () => {
    expect(await keys(completeContactDraft({ terms_accepted: false }), contactCtx(), CONTACT_NOW)).toEqual({ terms_accepted: 'validation:termsRequired' });
  });

  it("signature required: 'Please review and sign the terms and conditions' unless one exists", async () => {
    const ctx = contactCtx({ settings: { require_signature: true } });
    expect(await keys(completeContactDraft(), ctx, CONTACT_NOW)).toEqual({ terms_signature_image: 'validation:signatureRequired' });
    expect(await keys(completeContactDraft({ terms_signature_image: 'data:image/png;base64,AAAA' }), ctx, CONTACT_NOW)).toEqual({});
    expect(await keys(completeContactDraft({ terms_signature_image: 'https://m/sign.png' }), ctx, CONTACT_NOW)).toEqual({});
    const generated = contactCtx({ settings: { require_signature: true }, record: contactRecord({ generated_sign_doc: 'https://m/signed.pdf' }) });
    expect(await keys(completeContactDraft(), generated, CONTACT_NOW)).toEqual({});
    expect(await keys(completeContactDraft(), contactCtx(), CONTACT_NOW)).toEqual({});
  });
});
