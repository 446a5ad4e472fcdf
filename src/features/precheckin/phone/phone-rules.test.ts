import { describe, expect, it } from 'vitest';
import { defaultPhoneCountry } from './phone-country';
import { countryOfPhone, isValidStoredPhone, nationalPart, phoneCountries, storedPhone } from './phone-rules';

describe('phone rules (libphonenumber-js)', () => {
  it.each([
    ['612345678', 'ES', '+34 612 34 56 78'],
    ['(415) 555-2671', 'US', '+1 415 555 2671'],
    ['020 7946 0958', 'GB', '+44 20 7946 0958'],
    ['+972 50-123-4567', 'US', '+972 50 123 4567'],
    ['6123', 'ES', '6123'],
    ['  ', 'ES', ''],
  ])('%s in %s is stored as %s', (text, country, stored) => {
    expect(storedPhone(text, country)).toBe(stored);
  });

  it('a stored phone is valid only in international form', () => {
    expect(isValidStoredPhone('+34 612 34 56 78')).toBe(true);
    expect(isValidStoredPhone('612 34 56 78')).toBe(false);
    expect(isValidStoredPhone(null)).toBe(false);
  });

  it('reads the country and national digits back', () => {
    expect(countryOfPhone('+1 415 555 2671')).toBe('US');
    expect(nationalPart('+1 415 555 2671')).toBe('(415) 555-2671');
    expect(nationalPart('garbage')).toBe('garbage');
  });

  it('lists countries with calling codes', () => {
    expect(phoneCountries()).toContainEqual({ code: 'SA', callingCode: '966' });
  });
});

describe('defaultPhoneCountry', () => {
  it.each([
    ['es', ['es-MX', 'en-US'], 'MX'],
    ['es', ['en-US'], 'ES'],
    ['gb', ['en-IE'], 'IE'],
    ['ge', ['de-AT'], 'AT'],
    ['zh-Hans', ['zh-Hans-SG'], 'SG'],
    ['ar-SA', [], 'SA'],
    ['el', ['el'], 'GR'],
  ] as const)('%s with browser languages %j → %s', (locale, languages, country) => {
    expect(defaultPhoneCountry(locale, languages)).toBe(country);
  });
});
