import { describe, expect, it } from 'vitest';
import en from '../../locales/en/validation.json';
import { validateForgotPassword, validateLogin, validateSignUp } from './validation/account';
import { firstOf, isEmpty, isValid, validateForm } from './validation/form';
import { PASSWORD_RULES, passwordIssues, validateDateRange, validateEmail, validateFirstName, validateLastName, validateMax, validateMaxLength, validateMin, validateName, validatePassword, validatePasswordConfirmation, validatePhone, validateRequired, validateYearNotPast, validateZip } from './validation/general';
import { areIdDocsDenied, CAMERA_ACCESS_DENIED_MESSAGE, selfieCaptureModes } from './validation/identity';
import { LOOKUP_MISMATCH_MESSAGE, lookupFailure, validateLookup } from './validation/lookup';
import { BOOKING_RELAY_DOMAINS, isBookingRelayEmail, missingAdditionalDocuments, prefillEmail, validateBirthDate, validatePersonalInfo, type PersonalInfoContext } from './validation/personal-info';
import { REGISTRATION_INCOMPLETE_MESSAGE, validateExternalRegistration } from './validation/registration';
import { parkingDetailsRequired, validateParkingDetails, validateSpecialRequests } from './validation/special-requests';
import { validateCheckInTime, validateCheckOutTime } from './validation/stay-times';
import { areOptionsComplete, isDateWithinStay, validateStoreOrder } from './validation/store-item';
import { DOCUMENT_ACCEPT, isAcceptedDocumentFile, isAcceptedSelfieFile, validateDocumentFile, validateSelfieFile } from './validation/uploads';
import type { Message, PreCheckIn } from './types';

/** Renders a message with the English catalogue (i18next-style {{param}} interpolation). */
function render(m: Message | null | undefined): string | null {
  if (!m) return null;
  const [ns, key] = m.key.split(':');
  expect(ns).toBe('validation');
  const text = (en as Record<string, string>)[key!];
  expect(text, `missing key ${m.key}`).toBeTypeOf('string');
  return text!.replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(m.params?.[p] ?? `{{${p}}}`));
}

describe('general rules', () => {
  it('name: required, max 30', () => {
    expect(render(validateName(''))).toBe('Name is required');
    expect(render(validateName('   '))).toBe('Name is required');
    expect(render(validateName(null))).toBe('Name is required');
    expect(validateName('a'.repeat(30))).toBeNull();
    expect(render(validateName('a'.repeat(31)))).toBe('Name must be less than 30 characters');
  });
  it('first and last name', () => {
    expect(render(validateFirstName(''))).toBe('First name is required');
    expect(render(validateLastName(undefined))).toBe('Last name is required');
    expect(validateFirstName('Ann')).toBeNull();
    expect(validateLastName('Lee')).toBeNull();
    expect(render(validateFirstName('x'.repeat(31)))).toBe('Name must be less than 30 characters');
    expect(render(validateLastName('x'.repeat(31)))).toBe('Name must be less than 30 characters');
  });
  it('e-mail: required, must contain @', () => {
    expect(render(validateEmail(''))).toBe('E-mail is required');
    expect(render(validateEmail('ann.example.com'))).toBe('E-mail must be valid');
    expect(render(validateEmail('ann@'))).toBe('E-mail must be valid');
    expect(render(validateEmail('a b@x.com'))).toBe('E-mail must be valid');
    expect(validateEmail('ann@example.com')).toBeNull();
    expect(validateEmail(' ann@localhost ')).toBeNull();
  });
  it('phone: required, digits, plus, spaces, hyphens, parentheses', () => {
    expect(render(validatePhone(''))).toBe('Phone is required');
    expect(validatePhone('+1 (555) 123-4567')).toBeNull();
    expect(validatePhone('0555123456')).toBeNull();
    expect(render(validatePhone('555-CALL-NOW'))).toBe('Phone number must be valid');
    expect(render(validatePhone('+1.555.123'))).toBe('Phone number must be valid');
    expect(render(validatePhone('+()-'))).toBe('Phone number must be valid');
  });
  it('zip: required, letters, digits, hyphens', () => {
    expect(render(validateZip(''))).toBe('Zip code is required');
    expect(validateZip('12345-6789')).toBeNull();
    expect(validateZip('K1A0B1')).toBeNull();
    expect(render(validateZip('12 345'))).toBe('Zip code be valid');
    expect(render(validateZip('123#'))).toBe('Zip code be valid');
  });
  it('required, min, max, max length, year, date range', () => {
    expect(render(validateRequired(''))).toBe('Required field');
    expect(render(validateRequired([]))).toBe('Required field');
    expect(render(validateRequired(null))).toBe('Required field');
    expect(validateRequired(0)).toBeNull();
    expect(validateRequired(false)).toBeNull();
    expect(render(validateMin(0, 1))).toBe('Minimun is 1');
    expect(validateMin(1, 1)).toBeNull();
    expect(validateMin(null, 1)).toBeNull();
    expect(render(validateMax(6, 5))).toBe('Maximun is 5');
    expect(validateMax(5, 5)).toBeNull();
    expect(render(validateMaxLength('123', 2))).toBe('At most 2 characters');
    expect(validateMaxLength('12', 2)).toBeNull();
    expect(validateMaxLength(null, 2)).toBeNull();
    const now = new Date('2025-03-01T00:00:00Z');
    expect(render(validateYearNotPast('2024', now))).toBe('Invalid year');
    expect(render(validateYearNotPast('24', now))).toBe('Invalid year');
    expect(render(validateYearNotPast('20x5', now))).toBe('Invalid year');
    expect(validateYearNotPast('2025', now)).toBeNull();
    expect(validateYearNotPast(2030, now)).toBeNull();
    expect(validateYearNotPast('27', now)).toBeNull();
    expect(render(validateYearNotPast('', now))).toBe('Required field');
    expect(render(validateDateRange('2025-01-01', null))).toBe('Choose start and end dates');
    expect(render(validateDateRange(undefined, '2025-01-01'))).toBe('Choose start and end dates');
    expect(validateDateRange('2025-01-01', '2025-01-02')).toBeNull();
  });
  it('isEmpty', () => {
    expect(isEmpty(' ')).toBe(true);
    expect(isEmpty(undefined)).toBe(true);
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty({})).toBe(false);
  });
});

describe('password messages, one by one', () => {
  it('required', () => {
    expect(passwordIssues('').map(render)).toEqual(['Password is required']);
    expect(render(validatePassword(undefined))).toBe('Password is required');
  });
  it('min 8', () => {
    expect(passwordIssues('Abcde1!').map(render)).toEqual(['Password must be at least 8 characters']);
    expect(passwordIssues('Abcdef1!')).toEqual([]);
  });
  it('lowercase', () => {
    expect(passwordIssues('ABCDEFG1!').map(render)).toEqual(['Password must contain at least one lowercase letter']);
  });
  it('uppercase', () => {
    expect(passwordIssues('abcdefg1!').map(render)).toEqual(['Password must contain at least one uppercase letter']);
  });
  it('digit', () => {
    expect(passwordIssues('Abcdefgh!').map(render)).toEqual(['Password must contain at least one digit']);
  });
  it('special (one of !@#$%^&*)', () => {
    expect(passwordIssues('Abcdefg1').map(render)).toEqual(['Password must contain at least one of !@#$%^&*']);
    for (const c of '!@#$%^&*') expect(passwordIssues(`Abcdefg1${c}`)).toEqual([]);
    expect(passwordIssues('Abcdefg1?').map((m) => m.key)).toEqual(['validation:passwordSpecial']);
  });
  it('all issues at once, in rule order; validatePassword returns the first', () => {
    expect(passwordIssues('a').map((m) => m.key)).toEqual([
      'validation:passwordMinLength',
      'validation:passwordUppercase',
      'validation:passwordDigit',
      'validation:passwordSpecial',
    ]);
    expect(validatePassword('a')?.key).toBe('validation:passwordMinLength');
    expect(validatePassword('Str0ng!pass')).toBeNull();
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual(['minLength', 'lowercase', 'uppercase', 'digit', 'special']);
    expect(PASSWORD_RULES[0]?.message.params).toEqual({ min: 8 });
  });
  it('confirmation must match', () => {
    expect(render(validatePasswordConfirmation('Abcdefg1!', 'Abcdefg1?'))).toBe('Passwords are not matched');
    expect(render(validatePasswordConfirmation('Abcdefg1!', ''))).toBe('Required field');
    expect(validatePasswordConfirmation('Abcdefg1!', 'Abcdefg1!')).toBeNull();
  });
});

describe('forms', () => {
  it('validateForm runs validators in order, first message wins', () => {
    const errors = validateForm<{ a: string; b: number; c: string }>(
      {
        a: [(v) => validateRequired(v), (v) => validateMaxLength(v, 2)],
        b: (v) => validateMax(v, 3),
        c: [],
      },
      { a: 'abc', b: 5, c: '' },
    );
    expect(errors).toEqual({ a: { key: 'validation:maxLength', params: { max: 2 } }, b: { key: 'validation:max', params: { max: 3 } } });
    expect(isValid(errors)).toBe(false);
    expect(isValid({})).toBe(true);
    expect(isValid({ a: undefined })).toBe(true);
  });
  it('firstOf composes', () => {
    const f = firstOf<string>((v) => validateRequired(v), (v) => validateMaxLength(v, 1));
    expect(f('')?.key).toBe('validation:requiredField');
    expect(f('ab')?.key).toBe('validation:maxLength');
    expect(f('a')).toBeNull();
  });
  it('sign-up', () => {
    const ok = { firstName: 'Ann', lastName: 'Lee', email: 'ann@x.com', password: 'Abcdefg1!', confirmation: 'Abcdefg1!' };
    expect(validateSignUp(ok)).toEqual({});
    const bad = validateSignUp({ firstName: '', lastName: '', email: 'x', password: 'abc', confirmation: 'abd' });
    expect(Object.fromEntries(Object.entries(bad).map(([k, m]) => [k, render(m)]))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'E-mail must be valid',
      password: 'Password must be at least 8 characters',
      confirmation: 'Passwords are not matched',
    });
  });
  it('login and forgot password', () => {
    expect(validateLogin({ email: 'a@b', password: 'x' })).toEqual({});
    expect(Object.values(validateLogin({ email: '', password: '' })).map(render)).toEqual(['E-mail is required', 'Password is required']);
    expect(render(validateForgotPassword({ email: 'nope' }).email)).toBe('E-mail must be valid');
    expect(validateForgotPassword({ email: 'a@b.c' })).toEqual({});
  });
});

describe('times', () => {
  it('check-in at least min_check_in_time', () => {
    expect(validateCheckInTime('16:00', '16:00')).toBeNull();
    expect(render(validateCheckInTime('15:30', '16:00'))).toBe('Check-in time must be 16:00 or later');
    expect(render(validateCheckInTime('', '16:00'))).toBe('Required field');
    expect(render(validateCheckInTime('4pm', '16:00'))).toBe('Invalid time');
    expect(validateCheckInTime('03:00', null)).toBeNull();
  });
  it('30-minute steps: a time off the grid is invalid', () => {
    expect(validateCheckInTime('16:30', '16:00')).toBeNull();
    expect(render(validateCheckInTime('16:15', '16:00'))).toBe('Invalid time');
    expect(render(validateCheckOutTime('10:45', '11:00'))).toBe('Invalid time');
    expect(validateCheckOutTime('10:30', '11:00')).toBeNull();
  });
  it('check-out at most max_check_out_time', () => {
    expect(validateCheckOutTime('11:00', '11:00')).toBeNull();
    expect(render(validateCheckOutTime('11:30', '11:00'))).toBe('Check-out time must be 11:00 or earlier');
    expect(render(validateCheckOutTime(null, '11:00'))).toBe('Required field');
    expect(render(validateCheckOutTime('99:00', '11:00'))).toBe('Invalid time');
  });
});

describe('personal info', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it('relay e-mail domains (four, documented) are cleared from the prefill', () => {
    expect(BOOKING_RELAY_DOMAINS).toHaveLength(4);
    for (const d of BOOKING_RELAY_DOMAINS) {
      expect(isBookingRelayEmail(`abc@${d}`)).toBe(true);
      expect(prefillEmail(`abc@${d.toUpperCase()}`)).toBe('');
    }
    expect(isBookingRelayEmail('x@eu.guest.booking.com')).toBe(true);
    expect(isBookingRelayEmail('x@notguest.airbnb.com.evil')).toBe(false);
    expect(prefillEmail(' ann@example.com ')).toBe('ann@example.com');
    expect(prefillEmail(null)).toBe('');
    expect(isBookingRelayEmail('no-at-sign')).toBe(false);
  });
  it('birth date: required, 1940-01-01 .. today − 18 years', () => {
    expect(render(validateBirthDate('', now))).toBe('Required field');
    expect(render(validateBirthDate('2001-02-30', now))).toBe('Invalid date');
    expect(validateBirthDate('1940-01-01', now)).toBeNull();
    expect(render(validateBirthDate('1939-12-31', now))).toBe('Date of birth cannot be before 1940-01-01');
    expect(validateBirthDate('2007-06-15', now)).toBeNull();
    expect(render(validateBirthDate('2007-06-16', now))).toBe('You must be at least 18 years old');
    expect(validateBirthDate('1990-05-05T00:00:00Z', now)).toBeNull();
  });

  const complete: PreCheckIn = {
    client_info: { email: 'ann@x.com', birthday: '1990-01-01', phone_number: '+1 555 1234' },
    id_pic: 'https://cdn/id.jpg',
    selfie_pic: 'https://cdn/selfie.jpg',
    additional_docs: [{ id: 1, type: 'Passport' }],
    additional_documents: [{ id: 1, type: 'Passport', url: 'https://cdn/p.pdf' }],
    terms_signature_image: null,
  };
  const ctx: PersonalInfoContext = { now, termsAccepted: true, hasNewSignature: false, settings: {} };
  const rendered = (e: Record<string, Message | undefined>) => Object.fromEntries(Object.entries(e).map(([k, m]) => [k, render(m)]));

  it('valid when complete', () => {
    expect(validatePersonalInfo(complete, ctx)).toEqual({});
  });
  it('contact fields', () => {
    const e = validatePersonalInfo({ ...complete, client_info: {} }, ctx);
    expect(rendered(e)).toEqual({ email: 'E-mail is required', birthday: 'Required field', phone_number: 'Phone is required' });
    expect(validatePersonalInfo({ ...complete, client_info: { ...complete.client_info, phone_number: '' } }, { ...ctx, requirePhone: false })).toEqual({});
  });
  it("ID document: 'You must upload ID document'", () => {
    expect(rendered(validatePersonalInfo({ ...complete, id_pic: null }, ctx))).toEqual({ id_pic: 'You must upload ID document' });
  });
  it('ID not required when require_selfie_with_id is false (without identity verification)', () => {
    expect(validatePersonalInfo({ ...complete, id_pic: null }, { ...ctx, settings: { require_selfie_with_id: false } })).toEqual({});
  });
  it("with identity verification: 'You must upload ID document and Selfie'", () => {
    const iv = { ...ctx, identityVerification: true };
    expect(validatePersonalInfo(complete, iv)).toEqual({});
    expect(rendered(validatePersonalInfo({ ...complete, selfie_pic: null }, iv))).toEqual({ id_pic: 'You must upload ID document and Selfie' });
    expect(rendered(validatePersonalInfo({ ...complete, id_pic: '' }, iv))).toEqual({ id_pic: 'You must upload ID document and Selfie' });
  });
  it('no ID rules when the channel is in guest_id_docs_deny_channels', () => {
    const denied = { ...ctx, identityVerification: true, channel: 'Airbnb', settings: { guest_id_docs_deny_channels: ['airbnb'] } };
    expect(validatePersonalInfo({ ...complete, id_pic: null, selfie_pic: null }, denied)).toEqual({});
    expect(areIdDocsDenied({ guest_id_docs_deny_channels: ['airbnb'] }, 'direct')).toBe(false);
    expect(areIdDocsDenied(null, 'airbnb')).toBe(false);
  });
  it("additional documents: 'You must upload all required documents'", () => {
    const missing = { ...complete, additional_documents: [] };
    expect(rendered(validatePersonalInfo(missing, ctx))).toEqual({ additional_documents: 'You must upload all required documents' });
    expect(missingAdditionalDocuments({ additional_docs: [{ type: 'Visa' }], additional_documents: [{ type: 'Visa', url: 'u' }] })).toEqual([]);
    expect(missingAdditionalDocuments({ additional_docs: [{ type: 'Visa' }], additional_documents: [{ type: 'Visa', url: '' }] })).toHaveLength(1);
    expect(missingAdditionalDocuments({ additional_docs: [{ id: 2, type: 'A' }], additional_documents: [{ id: '2', type: 'B', url: 'u' }] })).toEqual([]);
    expect(missingAdditionalDocuments({})).toEqual([]);
  });
  it("terms: 'Please read and acknowledge the terms'", () => {
    expect(rendered(validatePersonalInfo(complete, { ...ctx, termsAccepted: false }))).toEqual({ terms: 'Please read and acknowledge the terms' });
  });
  it("signature: 'Please review and sign the terms and conditions' unless new or existing", () => {
    const sig = { ...ctx, settings: { require_signature: true } };
    expect(rendered(validatePersonalInfo(complete, sig))).toEqual({ signature: 'Please review and sign the terms and conditions' });
    expect(validatePersonalInfo(complete, { ...sig, hasNewSignature: true })).toEqual({});
    expect(validatePersonalInfo({ ...complete, terms_signature_image: 'https://cdn/sig.png' }, sig)).toEqual({});
  });
  it("external service: 'Please complete the check-in process'", () => {
    expect(rendered(validatePersonalInfo(complete, { ...ctx, externalRegistrationStatus: 'PENDING' }))).toEqual({ registration: 'Please complete the check-in process' });
    expect(rendered(validatePersonalInfo(complete, { ...ctx, externalRegistrationStatus: null }))).toEqual({ registration: 'Please complete the check-in process' });
    expect(validatePersonalInfo(complete, { ...ctx, externalRegistrationStatus: 'COMPLETE' })).toEqual({});
    expect(validateExternalRegistration('complete')).toBeNull();
    expect(render(REGISTRATION_INCOMPLETE_MESSAGE)).toBe('Please complete the registration process');
  });
});

describe('special requests and parking', () => {
  it("required toggle needs a selection: 'Please select an option for {{name}}'", () => {
    const settings = [
      { name: 'Pack n play', type: 'toggle', required: true },
      { name: 'High Chair', type: 'toggle', required: false },
      { name: 'Pool fence', required: true },
    ];
    const e = validateSpecialRequests(settings, { 'Pool fence': false });
    expect(Object.keys(e)).toEqual(['Pack n play']);
    expect(render(e['Pack n play'])).toBe('Please select an option for Pack n play');
    expect(validateSpecialRequests(settings, { 'Pack n play': true, 'Pool fence': false })).toEqual({});
    expect(Object.keys(validateSpecialRequests(settings, null))).toEqual(['Pack n play', 'Pool fence']);
  });
  it('counters stay within 0..max', () => {
    const settings = [{ name: 'Extra towels', type: 'counter', max: 3 }];
    expect(render(validateSpecialRequests(settings, { 'Extra towels': 4 })['Extra towels'])).toBe('Maximun is 3');
    expect(render(validateSpecialRequests(settings, { 'Extra towels': -1 })['Extra towels'])).toBe('Minimun is 0');
    expect(validateSpecialRequests(settings, { 'Extra towels': 3 })).toEqual({});
    expect(validateSpecialRequests(settings, {})).toEqual({});
    expect(validateSpecialRequests(undefined, {})).toEqual({});
  });
  it('parking details only when parking is needed and assigned parking or a pass exists', () => {
    expect(parkingDetailsRequired(true, { has_assigned_parking: true })).toBe(true);
    expect(parkingDetailsRequired(true, { has_parking_pass: true })).toBe(true);
    expect(parkingDetailsRequired(true, {})).toBe(false);
    expect(parkingDetailsRequired(false, { has_parking_pass: true })).toBe(false);
    expect(validateParkingDetails({ need_parking: false }, { has_parking_pass: true }, 3)).toEqual({});
    const e = validateParkingDetails({ need_parking: true }, { has_assigned_parking: true }, 3);
    expect(Object.values(e).map(render)).toEqual(['Required field', 'Required field', 'Required field']);
    expect(render(validateParkingDetails({ need_parking: true, car_model: 'Golf', licence_plate: 'AB-1', car_amount: 4 }, { has_parking_pass: true }, 3).car_amount)).toBe('Maximun is 3');
    expect(render(validateParkingDetails({ need_parking: true, car_model: 'Golf', licence_plate: 'AB-1', car_amount: 0 }, { has_parking_pass: true }, 3).car_amount)).toBe('Minimun is 1');
    expect(validateParkingDetails({ need_parking: true, car_model: 'Golf', licence_plate: 'AB-1', car_amount: 2 }, { has_parking_pass: true }, 3)).toEqual({});
  });
});

describe('store order', () => {
  const stay = { checkIn: '2025-07-10', checkOut: '2025-07-15' };
  it('option fields required; total only after options chosen', () => {
    const fields = [{ key: 'size' }, { key: 'color' }, { key: 'note', required: false }];
    expect(areOptionsComplete({ fields, options: { size: 'L' } })).toBe(false);
    expect(areOptionsComplete({ fields, options: { size: 'L', color: 'red' } })).toBe(true);
    expect(areOptionsComplete({})).toBe(true);
    const e = validateStoreOrder({ fields, options: { size: 'L' } });
    expect(Object.keys(e)).toEqual(['option.color']);
    expect(render(e['option.color'])).toBe('Required field');
  });
  it('quantity 1..max_quantity (default 1)', () => {
    expect(render(validateStoreOrder({ quantity: 0, maxQuantity: 3 }).quantity)).toBe('Minimun is 1');
    expect(render(validateStoreOrder({ quantity: 4, maxQuantity: 3 }).quantity)).toBe('Maximun is 3');
    expect(render(validateStoreOrder({ quantity: 2 }).quantity)).toBe('Maximun is 1');
    expect(validateStoreOrder({ quantity: 3, maxQuantity: 3 })).toEqual({});
    expect(validateStoreOrder({})).toEqual({});
  });
  it('disclaimer must be accepted when enforced', () => {
    expect(render(validateStoreOrder({ enforceDisclaimer: true }).disclaimer)).toBe('Please accept the disclaimer');
    expect(validateStoreOrder({ enforceDisclaimer: true, disclaimerAccepted: true })).toEqual({});
    expect(validateStoreOrder({ enforceDisclaimer: false })).toEqual({});
  });
  it('date range and date between check-in and check-out', () => {
    expect(render(validateStoreOrder({ dateRange: { start: '2025-07-10' }, stay }).dateRange)).toBe('Choose start and end dates');
    expect(render(validateStoreOrder({ dateRange: null, stay }).dateRange)).toBe('Choose start and end dates');
    expect(validateStoreOrder({ dateRange: { start: '2025-07-10', end: '2025-07-15' }, stay })).toEqual({});
    expect(render(validateStoreOrder({ dateRange: { start: '2025-07-09', end: '2025-07-12' }, stay }).dateRange)).toBe('Please choose dates between check-in and check-out');
    expect(render(validateStoreOrder({ dateRange: { start: '2025-07-12', end: '2025-07-16' }, stay }).dateRange)).toBe('Please choose dates between check-in and check-out');
    expect(render(validateStoreOrder({ dateRange: { start: '2025-07-13', end: '2025-07-12' }, stay }).dateRange)).toBe('Please choose dates between check-in and check-out');
    expect(render(validateStoreOrder({ date: '', stay }).date)).toBe('Required field');
    expect(render(validateStoreOrder({ date: '2025-07-16', stay }).date)).toBe('Please choose dates between check-in and check-out');
    expect(validateStoreOrder({ date: '2025-07-15', stay })).toEqual({});
    expect(isDateWithinStay('2025-07-10T09:00', { checkIn: '2025-07-10T16:00:00', checkOut: '2025-07-12T10:00:00' })).toBe(true);
    expect(isDateWithinStay('2030-01-01', undefined)).toBe(true);
  });
});

describe('uploads', () => {
  it('documents: png, jpeg, jpg, webp, video, pdf', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/jpg', 'image/webp', 'video/mp4', 'video/quicktime', 'application/pdf']) {
      expect(isAcceptedDocumentFile({ type })).toBe(true);
    }
    for (const type of ['image/gif', 'text/plain', 'application/zip', 'image/svg+xml']) expect(isAcceptedDocumentFile({ type })).toBe(false);
    expect(isAcceptedDocumentFile({ name: 'scan.PDF' })).toBe(true);
    expect(isAcceptedDocumentFile({ name: 'clip.mov' })).toBe(true);
    expect(isAcceptedDocumentFile({ name: 'x.exe' })).toBe(false);
    expect(render(validateDocumentFile({ type: 'image/gif' }))).toBe('This file type is not supported');
    expect(validateDocumentFile({ type: 'application/pdf' })).toBeNull();
    expect(DOCUMENT_ACCEPT).toContain('video/*');
  });
  it('selfies: images only', () => {
    expect(isAcceptedSelfieFile({ type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedSelfieFile({ type: 'application/pdf' })).toBe(false);
    expect(isAcceptedSelfieFile({ name: 'me.webp' })).toBe(true);
    expect(validateSelfieFile({ type: 'video/mp4' })?.key).toBe('validation:fileTypeNotAccepted');
    expect(validateSelfieFile({ type: 'image/png' })).toBeNull();
  });
  it('selfie_upload_option (default both)', () => {
    expect(selfieCaptureModes(undefined)).toEqual({ upload: true, camera: true });
    expect(selfieCaptureModes('both')).toEqual({ upload: true, camera: true });
    expect(selfieCaptureModes('camera')).toEqual({ upload: false, camera: true });
    expect(selfieCaptureModes('upload')).toEqual({ upload: true, camera: false });
  });
  it('camera denied message', () => {
    expect(render(CAMERA_ACCESS_DENIED_MESSAGE)).toBe('Please allow camera access to use this feature');
  });
});

describe('lookup', () => {
  it('empty fields', () => {
    expect(Object.values(validateLookup({})).map(render)).toEqual([
      'Please enter a confirmation code',
      'Please enter your last name as it appears on your reservation',
    ]);
    expect(validateLookup({ confirmationCode: 'ABC', lastName: 'Lee' })).toEqual({});
    expect(Object.keys(validateLookup({ confirmationCode: ' ', lastName: 'Lee' }))).toEqual(['confirmationCode']);
  });
  it('mismatch text and server-supplied gate-code error', () => {
    expect(render(LOOKUP_MISMATCH_MESSAGE)).toBe('The confirmation code or last name does not match our records. Please verify your information and try again.');
    expect(lookupFailure('Gate closed for maintenance', true)).toEqual({ text: 'Gate closed for maintenance' });
    expect(lookupFailure('', true)).toBe(LOOKUP_MISMATCH_MESSAGE);
    expect(lookupFailure('whatever', false)).toBe(LOOKUP_MISMATCH_MESSAGE);
  });
});
