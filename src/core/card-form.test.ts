import { describe, expect, it } from 'vitest';
import en from '../../locales/en/validation.json';
import {
  buttonColorCss,
  canSubmitCardForm,
  isValidHexColor,
  providerCShowsState,
  validateCardForm,
  validateExpiryMonth,
  validateExpiryYear,
  validateProviderCForm,
  type ProviderCValues,
} from './card-form';
import type { Message } from './types';

const text = (m: Message | null | undefined) =>
  m ? (en as Record<string, string>)[m.key.split(':')[1]!]!.replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(m.params?.[p])) : null;
const now = new Date('2025-05-20T10:00:00Z');

describe('expiry', () => {
  it('month: required, max length 2, 1..12', () => {
    expect(text(validateExpiryMonth(''))).toBe('Month is required');
    expect(text(validateExpiryMonth(null))).toBe('Month is required');
    expect(text(validateExpiryMonth('123'))).toBe('At most 2 characters');
    expect(text(validateExpiryMonth('13'))).toBe('Maximun is 12');
    expect(text(validateExpiryMonth('00'))).toBe('Minimun is 1');
    expect(text(validateExpiryMonth('1a'))).toBe('Invalid date');
    expect(validateExpiryMonth('01')).toBeNull();
    expect(validateExpiryMonth(12)).toBeNull();
  });
  it('year: required, max length 4, not below the current year', () => {
    expect(text(validateExpiryYear('', now))).toBe('Required field');
    expect(text(validateExpiryYear('20255', now))).toBe('At most 4 characters');
    expect(text(validateExpiryYear('2024', now))).toBe('Invalid year');
    expect(text(validateExpiryYear('24', now))).toBe('Invalid year');
    expect(validateExpiryYear('2025', now)).toBeNull();
    expect(validateExpiryYear(2031, now)).toBeNull();
    expect(validateExpiryYear('26', now)).toBeNull();
  });
});

describe('general card form', () => {
  it('validates only the fields present', () => {
    expect(validateCardForm({ firstName: '', lastName: 'Lee' }, { now })).toEqual({ firstName: { key: 'validation:firstNameRequired' } });
  });
  it('every message', () => {
    const e = validateCardForm({}, { now, fields: ['name', 'firstName', 'lastName', 'email', 'phone', 'zip', 'month', 'year'] });
    expect(Object.fromEntries(Object.entries(e).map(([k, m]) => [k, text(m)]))).toEqual({
      name: 'Name is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'E-mail is required',
      phone: 'Phone is required',
      zip: 'Zip code is required',
      month: 'Month is required',
      year: 'Required field',
    });
    const bad = validateCardForm({ name: 'x'.repeat(31), email: 'nope', phone: 'abc', zip: '1 2', month: '13', year: '2020' }, { now });
    expect(Object.fromEntries(Object.entries(bad).map(([k, m]) => [k, text(m)]))).toEqual({
      name: 'Name must be less than 30 characters',
      email: 'E-mail must be valid',
      phone: 'Phone number must be valid',
      zip: 'Zip code be valid',
      month: 'Maximun is 12',
      year: 'Invalid year',
    });
    expect(validateCardForm({ name: 'Ann Lee', email: 'a@b.c', phone: '+1 555', zip: '10001', month: '12', year: '2026' }, { now })).toEqual({});
  });
  it('submit enabled only when valid, card fields ready and terms accepted', () => {
    expect(canSubmitCardForm({}, true)).toBe(true);
    expect(canSubmitCardForm({}, false)).toBe(false);
    expect(canSubmitCardForm({ a: { key: 'k' } }, true)).toBe(false);
    expect(canSubmitCardForm({ a: undefined }, true)).toBe(true);
    expect(canSubmitCardForm({}, true, false)).toBe(false);
  });
});

describe('provider C form', () => {
  const ok: ProviderCValues = {
    fullName: 'Ann Lee',
    email: 'ann@example.com',
    phone: '+1 (555) 123-4567',
    address: '1 Main St',
    city: "Coeur d'Alene",
    zip: '83814',
    country: 'US',
    state: 'ID',
  };
  const msgs = (v: ProviderCValues, require = true) =>
    Object.fromEntries(Object.entries(validateProviderCForm(v, { requireAddressFields: require })).map(([k, m]) => [k, text(m)]));

  it('valid', () => {
    expect(validateProviderCForm(ok, { requireAddressFields: true })).toEqual({});
    expect(validateProviderCForm({ ...ok, city: 'São Paulo', country: 'BR', state: '' }, { requireAddressFields: true })).toEqual({});
  });
  it("'Please enter a Card Holder Name'", () => {
    expect(msgs({ ...ok, fullName: '  ' })).toEqual({ fullName: 'Please enter a Card Holder Name' });
  });
  it("'Please enter both first and last name' (at least two words)", () => {
    expect(msgs({ ...ok, fullName: 'Ann' })).toEqual({ fullName: 'Please enter both first and last name' });
    expect(msgs({ ...ok, fullName: 'Ann  Marie Lee' })).toEqual({});
  });
  it("'Please enter a valid email address'", () => {
    expect(msgs({ ...ok, email: 'ann@example' })).toEqual({ email: 'Please enter a valid email address' });
    expect(msgs({ ...ok, email: '' })).toEqual({ email: 'Please enter a valid email address' });
  });
  it("'Phone enter a valid phone number'", () => {
    expect(msgs({ ...ok, phone: '12345' })).toEqual({ phone: 'Phone enter a valid phone number' });
    expect(msgs({ ...ok, phone: 'call me' })).toEqual({ phone: 'Phone enter a valid phone number' });
    expect(msgs({ ...ok, phone: '+1234567890123456' })).toEqual({ phone: 'Phone enter a valid phone number' });
  });
  it("'Please enter a valid address'", () => {
    expect(msgs({ ...ok, address: '' })).toEqual({ address: 'Please enter a valid address' });
  });
  it("'Please enter a valid city'", () => {
    expect(msgs({ ...ok, city: '123' })).toEqual({ city: 'Please enter a valid city' });
    expect(msgs({ ...ok, city: '' })).toEqual({ city: 'Please enter a valid city' });
  });
  it("'Please enter a valid ZIP code'", () => {
    expect(msgs({ ...ok, zip: '#' })).toEqual({ zip: 'Please enter a valid ZIP code' });
    expect(msgs({ ...ok, zip: 'SW1A 1AA', country: 'GB' })).toEqual({});
  });
  it("'Please select a country'", () => {
    expect(msgs({ ...ok, country: '' })).toEqual({ country: 'Please select a country' });
    expect(msgs({ ...ok, country: 'XX' })).toEqual({ country: 'Please select a country' });
  });
  it("'Please select a state/province' only for US, CA, AU", () => {
    expect(msgs({ ...ok, state: '' })).toEqual({ state: 'Please select a state/province' });
    expect(msgs({ ...ok, country: 'CA', state: 'ID' })).toEqual({ state: 'Please select a state/province' });
    expect(msgs({ ...ok, country: 'AU', state: 'NSW' })).toEqual({});
    expect(msgs({ ...ok, country: 'FR', state: '' })).toEqual({});
    expect(providerCShowsState('CA', true)).toBe(true);
    expect(providerCShowsState('FR', true)).toBe(false);
    expect(providerCShowsState('US', false)).toBe(false);
  });
  it('address fields only when require_address_fields', () => {
    const noAddress = { fullName: 'Ann Lee', email: 'ann@example.com', phone: '5551234567' };
    expect(validateProviderCForm(noAddress)).toEqual({});
    expect(validateProviderCForm(noAddress, { requireAddressFields: false })).toEqual({});
    expect(Object.keys(validateProviderCForm(noAddress, { requireAddressFields: true }))).toEqual(['address', 'city', 'zip', 'country']);
  });
});

describe('buttonColor', () => {
  it('hex without #, 3 or 6 digits', () => {
    for (const v of ['fff', 'FFF', '0a0', '00ff00', 'ABCDEF']) expect(isValidHexColor(v)).toBe(true);
    for (const v of ['#fff', 'ffff', 'fffff', 'ggg', '', 'red', '1234567', null, undefined, 'fff;background:url(x)']) expect(isValidHexColor(v)).toBe(false);
    expect(buttonColorCss('00FF00')).toBe('#00ff00');
    expect(buttonColorCss('#00ff00')).toBeNull();
  });
});
