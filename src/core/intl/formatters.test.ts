import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../dates/format';
import { dateTimeFormat, intlText, intlTextKey, numberFormat, seedIntlTexts, setIntlTextBook } from './formatters';
import { formatMoney } from '../money';
import { zonedParts } from '../dates/instants';

describe('Intl formatters kept per locale and options', () => {
  it('gives the same formatter for the same locale and options, another for other ones', () => {
    const a = dateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'Europe/Paris' });
    expect(dateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'Europe/Paris' })).toBe(a);
    expect(dateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'Europe/Lisbon' })).not.toBe(a);
    expect(dateTimeFormat('de', { dateStyle: 'medium', timeZone: 'Europe/Paris' })).not.toBe(a);
    expect(a.resolvedOptions()).toMatchObject({ locale: 'fr', timeZone: 'Europe/Paris' });
    expect(numberFormat('en', { style: 'currency', currency: 'EUR' })).toBe(numberFormat('en', { style: 'currency', currency: 'EUR' }));
    expect(numberFormat('en', { style: 'currency', currency: 'EUR' }).format(1.5)).toBe('€1.50');
  });

  it('throws for an unknown zone or currency every time, keeping nothing', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'EU' })).toThrow(RangeError);
  });

  it('starts over past its bound instead of growing without end', () => {
    const first = numberFormat('en', { minimumIntegerDigits: 1 });
    // 500 more well-formed currency codes ('AAA', 'AAB', …): Intl takes any three letters.
    for (let i = 0; i < 500; i++) numberFormat('en', { style: 'currency', currency: [676, 26, 1].map((d) => String.fromCharCode(65 + (Math.floor(i / d) % 26))).join('') });
    expect(numberFormat('en', { minimumIntegerDigits: 1 })).not.toBe(first);
  });
});

describe('texts a server render formatted', () => {
  const start = new Date(Date.UTC(2026, 11, 22, 15));
  const end = new Date(Date.UTC(2026, 11, 25, 11));

  it("go into the render's book while one is set, and nowhere outside it", () => {
    const book = new Map<string, string>();
    setIntlTextBook(() => book);
    try {
      expect(formatDateRange(start, end, { locale: 'en-US', timeZone: 'UTC' })).toBe('Dec 22 – 25, 2026');
      expect(formatMoney(12345, 'EUR', 'fr')).toBe(formatMoney(12345, 'EUR', 'fr'));
    } finally {
      setIntlTextBook(() => undefined);
    }
    expect([...book.values()]).toEqual(['Dec 22 – 25, 2026', formatMoney(12345, 'EUR', 'fr')]);
    formatDateRange(start, end, { locale: 'de', timeZone: 'UTC' });
    expect(book.size).toBe(2);
  });

  it('are shown for the same key without formatting; another key formats anew', () => {
    const key = intlTextKey('range', 'it', { dateStyle: 'medium', timeZone: 'Europe/Rome' }, start.getTime(), end.getTime());
    seedIntlTexts({ [key]: '22–25 dic 2026 (server)' });
    expect(formatDateRange(start, end, { locale: 'it', timeZone: 'Europe/Rome' })).toBe('22–25 dic 2026 (server)');
    expect(intlText(key, () => { throw new Error('must not format'); })).toBe('22–25 dic 2026 (server)');
    expect(formatDateRange(start, end, { locale: 'it', timeZone: 'UTC' })).not.toContain('(server)');
  });
});

describe("a zone's wall clock", () => {
  it('goes through the texts too: a seeded reading is taken, a malformed one read afresh', () => {
    const at = new Date(Date.UTC(2026, 6, 1, 12));
    const key = intlTextKey('parts', 'en-US', { timeZone: 'Asia/Tokyo' }, at.getTime());
    expect(zonedParts(at, 'Asia/Tokyo')).toEqual({ year: 2026, month: 7, day: 1, hour: 21, minute: 0, second: 0 });
    seedIntlTexts({ [key]: '2026 7 1 22 30 0' });
    expect(zonedParts(at, 'Asia/Tokyo')).toMatchObject({ hour: 22, minute: 30 });
    const later = new Date(at.getTime() + 3_600_000);
    seedIntlTexts({ [intlTextKey('parts', 'en-US', { timeZone: 'Asia/Tokyo' }, later.getTime())]: 'not a clock' });
    expect(zonedParts(later, 'Asia/Tokyo')).toMatchObject({ hour: 22, minute: 0 });
  });
});
