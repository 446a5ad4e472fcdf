import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries';
import { AU_STATES, CA_PROVINCES, countryHasStates, isStateOf, STATE_COUNTRIES, statesOf, US_STATES } from './states';

describe('countries', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes, unique and sorted', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    for (const c of COUNTRY_CODES) expect(c).toMatch(/^[A-Z]{2}$/);
  });
  it('every code has an Intl.DisplayNames label', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const c of COUNTRY_CODES) expect(names.of(c), c).toBeTruthy();
    expect(new Intl.DisplayNames(['de'], { type: 'region' }).of('US')).toBe('Vereinigte Staaten');
  });
  it('recognises codes case-insensitively', () => {
    expect(isCountryCode('us')).toBe(true);
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('')).toBe(false);
    expect(isCountryCode(null)).toBe(false);
  });
});

describe('states', () => {
  it('US: 50 states + DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.find((s) => s.code === 'DC')?.label).toBe('District of Columbia');
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
  });
  it('Canada: 10 provinces + 3 territories; Australia: 6 states + 2 territories', () => {
    expect(CA_PROVINCES).toHaveLength(13);
    expect(CA_PROVINCES.find((s) => s.code === 'QC')?.label).toBe('Quebec');
    expect(AU_STATES).toHaveLength(8);
    expect(AU_STATES.map((s) => s.code)).toContain('NSW');
  });
  it('only US, CA, AU have states', () => {
    expect(STATE_COUNTRIES).toEqual(['US', 'CA', 'AU']);
    expect(statesOf('us')).toBe(US_STATES);
    expect(statesOf('CA')).toBe(CA_PROVINCES);
    expect(statesOf('AU')).toBe(AU_STATES);
    expect(statesOf('FR')).toEqual([]);
    expect(statesOf(null)).toEqual([]);
    expect(countryHasStates('AU')).toBe(true);
    expect(countryHasStates('GB')).toBe(false);
  });
  it('state belongs to country', () => {
    expect(isStateOf('US', 'ny')).toBe(true);
    expect(isStateOf('CA', 'NY')).toBe(false);
    expect(isStateOf('AU', 'WA')).toBe(true);
    expect(isStateOf('US', '')).toBe(false);
  });
});
