import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatTime } from './format';

// A server render (Node's ICU) and the browser's hydration (the browser's ICU) must write the same text.
describe('date formats write plain spaces whatever the ICU version', () => {
  const start = new Date('2026-12-22T15:00:00Z');
  const end = new Date('2026-12-25T10:00:00Z');

  it('around a range dash, before AM/PM, in a date with a time', () => {
    const range = formatDateRange(start, end, { locale: 'en-US', timeZone: 'UTC' });
    expect(range).toBe('Dec 22 – 25, 2026');
    expect(formatTime(start, { locale: 'en-US', timeZone: 'UTC' })).toBe('3:00 PM');
    expect(formatDate(start, { locale: 'en-US', timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' })).toBe('Dec 22, 2026, 3:00 PM');
    for (const text of [range, formatTime(end, { locale: 'fr', timeZone: 'Europe/Paris' })]) expect(text).not.toMatch(/[\u2009\u202f]/);
  });
});
