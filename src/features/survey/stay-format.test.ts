import { describe, expect, it } from 'vitest';
import { usableTimeZone } from './stay-format';

describe('usableTimeZone', () => {
  it("takes the listing's zone when Intl knows it, else the tenant's, else UTC", () => {
    expect(usableTimeZone('America/New_York', 'Europe/Athens')).toBe('America/New_York');
    expect(usableTimeZone('Mars/Olympus', 'Europe/Athens')).toBe('Europe/Athens');
    expect(usableTimeZone(undefined, '', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(usableTimeZone('Mars/Olympus', null)).toBe('UTC');
    // Asked again (the answer is kept with the page's Intl texts): the same.
    expect(usableTimeZone('Mars/Olympus', 'Europe/Athens')).toBe('Europe/Athens');
  });
});
