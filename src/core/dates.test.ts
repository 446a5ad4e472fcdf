import { describe, expect, it } from 'vitest';
import { birthDateBounds, EARLIEST_TODAY_TIME_ZONE } from './dates/birth-date';
import { calendarDate, toIsoDate } from './dates/calendar';
import { addDaysIso, isValidIsoDate, nightsCount } from './dates/days';
import { formatDate, formatDateRange, formatTime } from './dates/format';
import { parseInstant, wallTimeToInstant, zonedParts, DAY_MS, HOUR_MS } from './dates/instants';
import { detailsUnlockAt, hoursUntil, isBeforeArrival, isDepartureInstructionsVisible, isDetailsTimeUnlocked } from './dates/stay-windows';
import { checkInTimeSlots, checkOutTimeSlots, formatHHmm, normalizeHHmm, isCheckInTimeAllowed, isCheckOutTimeAllowed, minutesToHHmm, parseHHmm, timeSlots } from './dates/time-of-day';

const at = (iso: string) => new Date(iso);

describe('parseInstant', () => {
  it('reads date-only values as midnight in the given zone', () => {
    expect(parseInstant('2025-07-01')?.toISOString()).toBe('2025-07-01T00:00:00.000Z');
    expect(parseInstant('2025-07-01', 'America/New_York')?.toISOString()).toBe('2025-07-01T04:00:00.000Z');
    expect(parseInstant('2025-01-15', 'Europe/Paris')?.toISOString()).toBe('2025-01-14T23:00:00.000Z');
  });
  it('reads offset-less date-times as wall-clock time in the zone', () => {
    expect(parseInstant('2025-07-01T15:00:00', 'Europe/Athens')?.toISOString()).toBe('2025-07-01T12:00:00.000Z');
    expect(parseInstant('2025-07-01 15:30', 'UTC')?.toISOString()).toBe('2025-07-01T15:30:00.000Z');
    expect(parseInstant('2025-07-01T15:30:00.25', 'UTC')?.toISOString()).toBe('2025-07-01T15:30:00.250Z');
  });
  it('keeps values with an offset absolute', () => {
    expect(parseInstant('2025-07-01T15:00:00Z', 'Asia/Tokyo')?.toISOString()).toBe('2025-07-01T15:00:00.000Z');
    expect(parseInstant('2025-07-01T15:00:00+02:00')?.toISOString()).toBe('2025-07-01T13:00:00.000Z');
  });
  it('accepts dates and numbers, rejects garbage', () => {
    const d = at('2025-01-01T00:00:00Z');
    const copy = parseInstant(d);
    expect(copy?.getTime()).toBe(d.getTime());
    expect(copy).not.toBe(d);
    expect(parseInstant(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(parseInstant('not a date')).toBeNull();
    expect(parseInstant('')).toBeNull();
    expect(parseInstant(null)).toBeNull();
    expect(parseInstant(undefined)).toBeNull();
    expect(parseInstant(Number.NaN)).toBeNull();
    expect(parseInstant(new Date(Number.NaN))).toBeNull();
  });
  it('handles DST gaps and overlaps deterministically', () => {
    // 2025-03-09 02:30 does not exist in New York; result lands within the hour after the gap.
    const gap = parseInstant('2025-03-09T02:30', 'America/New_York')!;
    expect(['2025-03-09T06:30:00.000Z', '2025-03-09T07:30:00.000Z']).toContain(gap.toISOString());
    expect(parseInstant('2025-03-09T12:00', 'America/New_York')?.toISOString()).toBe('2025-03-09T16:00:00.000Z');
  });
});

describe('zoned parts and ISO dates', () => {
  it('gives wall-clock parts in a zone', () => {
    expect(zonedParts(at('2025-12-31T23:30:00Z'), 'Asia/Tokyo')).toEqual({ year: 2026, month: 1, day: 1, hour: 8, minute: 30, second: 0 });
    expect(zonedParts(at('2025-06-01T00:00:00Z'))).toMatchObject({ hour: 0 });
  });
  it('round-trips wall time', () => {
    const i = wallTimeToInstant({ year: 2025, month: 10, day: 26, hour: 12 }, 'Europe/London');
    expect(i.toISOString()).toBe('2025-10-26T12:00:00.000Z');
  });
  it('toIsoDate uses the zone', () => {
    expect(toIsoDate(at('2025-01-01T02:00:00Z'), 'America/Los_Angeles')).toBe('2024-12-31');
    expect(toIsoDate(at('2025-01-01T02:00:00Z'))).toBe('2025-01-01');
  });
  it('calendarDate takes the date part of local values and converts instants', () => {
    expect(calendarDate('2025-05-03')).toBe('2025-05-03');
    expect(calendarDate('2025-05-03T23:00:00')).toBe('2025-05-03');
    expect(calendarDate('2025-05-03T23:00:00Z', 'Europe/Athens')).toBe('2025-05-04');
    expect(calendarDate('nope')).toBeNull();
    expect(calendarDate(null)).toBeNull();
  });
  it('validates and shifts ISO dates', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('2025-13-01')).toBe(false);
    expect(isValidIsoDate('01/02/2025')).toBe(false);
    expect(isValidIsoDate(undefined)).toBe(false);
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDaysIso('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDaysIso('bad', 1)).toBe('bad');
  });
});

describe('nightsCount', () => {
  it('counts calendar nights', () => {
    expect(nightsCount('2025-07-01', '2025-07-05')).toBe(4);
    expect(nightsCount('2025-07-01T16:00:00', '2025-07-02T10:00:00')).toBe(1);
    expect(nightsCount('2024-02-28', '2024-03-01')).toBe(2);
    expect(nightsCount('2025-03-08', '2025-03-10', 'America/New_York')).toBe(2);
  });
  it('is never negative and 0 when unknown', () => {
    expect(nightsCount('2025-07-05', '2025-07-01')).toBe(0);
    expect(nightsCount('2025-07-01', '2025-07-01')).toBe(0);
    expect(nightsCount(null, '2025-07-01')).toBe(0);
    expect(nightsCount('x', 'y')).toBe(0);
  });
});

describe('formatting with Intl', () => {
  const instant = at('2025-07-01T22:30:00Z');
  it('formats in the listing zone and locale', () => {
    expect(formatDate(instant, { locale: 'en-US', timeZone: 'UTC' })).toBe('Jul 1, 2025');
    expect(formatDate(instant, { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe('Jul 2, 2025');
    expect(formatDate(instant, { locale: 'de', timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' })).toBe('01.07.2025');
  });
  it('formats times and ranges', () => {
    expect(formatTime(instant, { locale: 'en-GB', timeZone: 'UTC' })).toBe('22:30');
    expect(formatTime(instant, { locale: 'en-GB', timeZone: 'Europe/Athens', hour: '2-digit', minute: '2-digit' })).toBe('01:30');
    const range = formatDateRange(at('2025-07-01T12:00:00Z'), at('2025-07-05T12:00:00Z'), { locale: 'en-US', timeZone: 'UTC' });
    expect(range).toContain('Jul 1');
    expect(range).toContain('5, 2025');
  });
  it("writes plain spaces where an engine's Intl may write thin or narrow ones: the server's and the browser's text agree", () => {
    const range = formatDateRange(at('2025-12-22T12:00:00Z'), at('2025-12-25T12:00:00Z'), { locale: 'en-US', timeZone: 'UTC' });
    expect(range).toBe('Dec 22 – 25, 2025');
    expect(formatTime(instant, { locale: 'en-US', timeZone: 'UTC' })).toBe('10:30 PM');
    expect(formatDate(instant, { locale: 'en-US', timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' })).toBe('Jul 1, 2025, 10:30 PM');
    expect(formatHHmm('15:00', 'en-US')).toBe('3:00\u00a0PM');
  });
  it('formats HH:mm wall times', () => {
    expect(formatHHmm('15:00', 'en-GB')).toBe('15:00');
    expect(formatHHmm('15:00', 'en-US')).toMatch(/^3:00\sPM$/);
    expect(formatHHmm('25:00', 'en-US')).toBeNull();
    // One unit on screen: 'من الساعة 4:00 م' never leaves 'م' alone on the next line (issue 25).
    expect(formatHHmm('16:00', 'ar')).toBe('4:00\u00a0م');
    expect(formatHHmm('16:00', 'ar')).not.toMatch(/[ \t]/);
  });
});

describe('HH:mm parsing and slots', () => {
  it('parses valid times', () => {
    expect(parseHHmm('00:00')).toBe(0);
    expect(parseHHmm('9:30')).toBe(570);
    expect(parseHHmm('23:59')).toBe(1439);
    expect(parseHHmm(' 15:00:00 ')).toBe(900);
  });
  it('rejects invalid times', () => {
    for (const v of ['24:00', '12:60', '12:5', 'noon', '', '12:00:61', '123:00']) expect(parseHHmm(v)).toBeNull();
    expect(parseHHmm(null)).toBeNull();
  });
  it('formats minutes', () => {
    expect(minutesToHHmm(0)).toBe('00:00');
    expect(minutesToHHmm(930)).toBe('15:30');
    expect(minutesToHHmm(1440)).toBe('00:00');
    expect(minutesToHHmm(-30)).toBe('23:30');
  });
  it('makes 30-minute slots with inclusive bounds', () => {
    expect(timeSlots('15:00', '17:00')).toEqual(['15:00', '15:30', '16:00', '16:30', '17:00']);
    expect(timeSlots('15:10', '16:45')).toEqual(['15:30', '16:00', '16:30']);
    expect(timeSlots()).toHaveLength(48);
    expect(timeSlots()[47]).toBe('23:30');
    expect(timeSlots('18:00', '17:00')).toEqual([]);
    expect(timeSlots('bad', '01:00')).toEqual(['00:00', '00:30', '01:00']);
  });
  it('check-in slots start at min_check_in_time, check-out slots end at max_check_out_time', () => {
    const ins = checkInTimeSlots('16:00');
    expect(ins[0]).toBe('16:00');
    expect(ins.at(-1)).toBe('23:30');
    expect(ins).toHaveLength(16);
    const outs = checkOutTimeSlots('11:00');
    expect(outs[0]).toBe('00:00');
    expect(outs.at(-1)).toBe('11:00');
    expect(outs).toHaveLength(23);
    expect(checkInTimeSlots(undefined)).toHaveLength(48);
  });
  it('server times normalise to HH:mm', () => {
    expect(normalizeHHmm('9:30')).toBe('09:30');
    expect(normalizeHHmm('16:00:00')).toBe('16:00');
    expect(normalizeHHmm('24:00')).toBeNull();
    expect(normalizeHHmm(null)).toBeNull();
  });
  it('time rules: check-in >= min, check-out <= max', () => {
    expect(isCheckInTimeAllowed('16:00', '16:00')).toBe(true);
    expect(isCheckInTimeAllowed('15:30', '16:00')).toBe(false);
    expect(isCheckInTimeAllowed('20:00', null)).toBe(true);
    expect(isCheckInTimeAllowed('bad', '16:00')).toBe(false);
    expect(isCheckOutTimeAllowed('11:00', '11:00')).toBe(true);
    expect(isCheckOutTimeAllowed('11:30', '11:00')).toBe(false);
    expect(isCheckOutTimeAllowed('23:00', undefined)).toBe(true);
    expect(isCheckOutTimeAllowed('x', '11:00')).toBe(false);
  });
});

describe('departure instructions window (12 days before check-out)', () => {
  const checkOut = at('2025-07-20T10:00:00Z');
  it('opens exactly 12 days before check-out', () => {
    expect(isDepartureInstructionsVisible(checkOut, new Date(checkOut.getTime() - 12 * DAY_MS))).toBe(true);
    expect(isDepartureInstructionsVisible(checkOut, new Date(checkOut.getTime() - 12 * DAY_MS - 1))).toBe(false);
  });
  it('stays open until check-out and closes after it', () => {
    expect(isDepartureInstructionsVisible(checkOut, new Date(checkOut.getTime() - 1))).toBe(true);
    expect(isDepartureInstructionsVisible(checkOut, checkOut)).toBe(true);
    expect(isDepartureInstructionsVisible(checkOut, new Date(checkOut.getTime() + 1))).toBe(false);
  });
});

describe('details unlock (24 hours before check-in)', () => {
  const checkIn = at('2025-07-10T15:00:00Z');
  it('unlocks exactly 24 hours before', () => {
    expect(detailsUnlockAt(checkIn).toISOString()).toBe('2025-07-09T15:00:00.000Z');
    expect(isDetailsTimeUnlocked(checkIn, at('2025-07-09T15:00:00Z'))).toBe(true);
    expect(isDetailsTimeUnlocked(checkIn, new Date(checkIn.getTime() - 24 * HOUR_MS - 1))).toBe(false);
    expect(isDetailsTimeUnlocked(checkIn, new Date(checkIn.getTime() + DAY_MS))).toBe(true);
  });
  it('hoursUntil is signed', () => {
    expect(hoursUntil(checkIn, at('2025-07-10T13:00:00Z'))).toBe(2);
    expect(hoursUntil(checkIn, at('2025-07-10T16:00:00Z'))).toBe(-1);
  });
});

describe('birthDateBounds', () => {
  it('min 1940-01-01, max today minus 18 years', () => {
    expect(birthDateBounds(at('2025-06-15T12:00:00Z'))).toEqual({ min: '1940-01-01', max: '2007-06-15' });
  });
  it('uses the calendar date in the zone', () => {
    expect(birthDateBounds(at('2025-06-15T02:00:00Z'), 'America/New_York').max).toBe('2007-06-14');
  });
  it('clamps 29 February', () => {
    expect(birthDateBounds(at('2024-02-29T12:00:00Z')).max).toBe('2006-02-28');
  });
});

describe('isBeforeArrival', () => {
  it('true strictly before check-in', () => {
    const ci = new Date('2025-07-10T15:00:00Z');
    expect(isBeforeArrival(ci, new Date(ci.getTime() - 1))).toBe(true);
    expect(isBeforeArrival(ci, ci)).toBe(false);
  });
});

describe('EARLIEST_TODAY_TIME_ZONE', () => {
  it('is where the calendar date changes first: its birth-date maximum is never earlier than any other zone', () => {
    const now = new Date('2025-06-15T11:30:00Z');
    expect(toIsoDate(now, EARLIEST_TODAY_TIME_ZONE)).toBe('2025-06-16');
    const latest = birthDateBounds(now, EARLIEST_TODAY_TIME_ZONE).max;
    for (const zone of ['UTC', 'Pacific/Honolulu', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/New_York']) {
      expect(birthDateBounds(now, zone).max <= latest).toBe(true);
    }
  });
});
