// Date and time rules. `now` is always passed in; nothing here reads the clock.
// Server dates come as `YYYY-MM-DD`, as local date-times without an offset (`YYYY-MM-DDTHH:mm[:ss]`,
// read as wall-clock time in the listing's time zone) or as ISO instants with an offset/`Z`.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Reservation details open this long before check-in. */
export const DETAILS_UNLOCK_HOURS = 24;
/** Departure instructions are shown only within this many days before check-out. */
export const DEPARTURE_INSTRUCTIONS_DAYS = 12;
/** Time pickers step. */
export const TIME_SLOT_MINUTES = 30;
export const BIRTH_DATE_MIN = '1940-01-01';
export const MIN_GUEST_AGE_YEARS = 18;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

export interface ZonedParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock parts of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone = 'UTC'): ZonedParts {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** Offset (ms) of a time zone at an instant: wall clock minus UTC. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` shows the given local date and time. */
export function wallTimeToInstant(
  parts: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number; ms?: number },
  timeZone = 'UTC',
): Date {
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, parts.ms ?? 0);
  // Two passes settle the offset, including around DST changes.
  let guess = asUtc - offsetAt(new Date(asUtc), timeZone);
  guess = asUtc - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/**
 * Parses a server date. Date-only and offset-less values are wall-clock time in `timeZone`
 * (default UTC); values with `Z` or an offset are absolute. Returns null when unparseable.
 */
export function parseInstant(value: string | number | Date | null | undefined, timeZone = 'UTC'): Date | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const s = value.trim();
  const d = DATE_ONLY.exec(s);
  if (d) return wallTimeToInstant({ year: +d[1]!, month: +d[2]!, day: +d[3]! }, timeZone);
  const dt = LOCAL_DATE_TIME.exec(s);
  if (dt) {
    return wallTimeToInstant(
      {
        year: +dt[1]!,
        month: +dt[2]!,
        day: +dt[3]!,
        hour: +dt[4]!,
        minute: +dt[5]!,
        second: dt[6] ? +dt[6] : 0,
        ms: dt[7] ? +dt[7].padEnd(3, '0') : 0,
      },
      timeZone,
    );
  }
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** `YYYY-MM-DD` of an instant as seen in `timeZone`. */
export function toIsoDate(instant: Date, timeZone = 'UTC'): string {
  const p = zonedParts(instant, timeZone);
  return `${String(p.year).padStart(4, '0')}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** The calendar date part (`YYYY-MM-DD`) of a server date string, read in `timeZone` when it is an instant. */
export function calendarDate(value: string | null | undefined, timeZone = 'UTC'): string | null {
  if (!value) return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:$|[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$)/.exec(value.trim());
  if (m) return m[1]!;
  const inst = parseInstant(value, timeZone);
  return inst ? toIsoDate(inst, timeZone) : null;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function isoDayNumber(iso: string): number | null {
  const m = DATE_ONLY.exec(iso);
  if (!m) return null;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!) / DAY_MS;
}

/** Nights between check-in and check-out calendar dates (never negative; 0 when unknown). */
export function nightsCount(checkIn: string | null | undefined, checkOut: string | null | undefined, timeZone = 'UTC'): number {
  const a = calendarDate(checkIn, timeZone);
  const b = calendarDate(checkOut, timeZone);
  if (!a || !b) return 0;
  const da = isoDayNumber(a);
  const db = isoDayNumber(b);
  if (da == null || db == null) return 0;
  return Math.max(0, Math.round(db - da));
}

export interface FormatOptions extends Intl.DateTimeFormatOptions {
  locale: string;
  timeZone: string;
}

/** Formats an instant in the listing's time zone (default `dateStyle: 'medium'`). */
export function formatDate(instant: Date, { locale, timeZone, ...options }: FormatOptions): string {
  const opts: Intl.DateTimeFormatOptions = Object.keys(options).length ? options : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(locale, { ...opts, timeZone }).format(instant);
}

/** Formats the time of day of an instant in the listing's time zone (default `timeStyle: 'short'`). */
export function formatTime(instant: Date, { locale, timeZone, ...options }: FormatOptions): string {
  const opts: Intl.DateTimeFormatOptions = Object.keys(options).length ? options : { timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale, { ...opts, timeZone }).format(instant);
}

/** Formats a date range (e.g. check-in – check-out) in the listing's time zone. */
export function formatDateRange(start: Date, end: Date, { locale, timeZone, ...options }: FormatOptions): string {
  const opts: Intl.DateTimeFormatOptions = Object.keys(options).length ? options : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(locale, { ...opts, timeZone }).formatRange(start, end);
}

/** Formats an `HH:mm` value for display in a locale (the time has no zone: it is wall-clock time). */
export function formatHHmm(value: string, locale: string): string | null {
  const minutes = parseHHmm(value);
  if (minutes == null) return null;
  const d = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(d);
}

/** Minutes since midnight of an `HH:mm` (or `H:mm`, `HH:mm:ss`) value; null when invalid. */
export function parseHHmm(value: string | null | undefined): number | null {
  if (value == null) return null;
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const h = +m[1]!;
  const min = +m[2]!;
  if (h > 23 || min > 59 || (m[3] != null && +m[3] > 59)) return null;
  return h * 60 + min;
}

/** A server time (`H:mm`, `HH:mm`, `HH:mm:ss`) as `HH:mm`; null when it is not a time of day. */
export function normalizeHHmm(value: string | null | undefined): string | null {
  const minutes = parseHHmm(value);
  return minutes == null ? null : minutesToHHmm(minutes);
}

/** `HH:mm` of minutes since midnight (0..1439). */
export function minutesToHHmm(minutes: number): string {
  const m = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

/**
 * `HH:mm` slots on the 30-minute grid between two bounds, both inclusive (a bound that is off the
 * grid is rounded inwards). Defaults: 00:00 to 23:30. Invalid bounds are ignored.
 */
export function timeSlots(from?: string | null, to?: string | null, stepMinutes = TIME_SLOT_MINUTES): string[] {
  const start = parseHHmm(from) ?? 0;
  const end = parseHHmm(to) ?? 1439;
  const out: string[] = [];
  for (let t = Math.ceil(start / stepMinutes) * stepMinutes; t <= end && t < 1440; t += stepMinutes) {
    out.push(minutesToHHmm(t));
  }
  return out;
}

/** Check-in choices: every slot at or after min_check_in_time. */
export function checkInTimeSlots(minCheckInTime?: string | null): string[] {
  return timeSlots(minCheckInTime, null);
}

/** Check-out choices: every slot at or before max_check_out_time. */
export function checkOutTimeSlots(maxCheckOutTime?: string | null): string[] {
  return timeSlots(null, maxCheckOutTime);
}

/** Check-in time rule: at least min_check_in_time (no bound → any valid time). */
export function isCheckInTimeAllowed(time: string, minCheckInTime?: string | null): boolean {
  const t = parseHHmm(time);
  if (t == null) return false;
  const min = parseHHmm(minCheckInTime);
  return min == null || t >= min;
}

/** Check-out time rule: at most max_check_out_time (no bound → any valid time). */
export function isCheckOutTimeAllowed(time: string, maxCheckOutTime?: string | null): boolean {
  const t = parseHHmm(time);
  if (t == null) return false;
  const max = parseHHmm(maxCheckOutTime);
  return max == null || t <= max;
}

/**
 * Departure instructions are shown only within 12 days before check-out:
 * check-out − 12 days <= now <= check-out (both edges inclusive; hidden after check-out).
 */
export function isDepartureInstructionsVisible(checkOut: Date, now: Date, days = DEPARTURE_INSTRUCTIONS_DAYS): boolean {
  const t = now.getTime();
  return t >= checkOut.getTime() - days * DAY_MS && t <= checkOut.getTime();
}

/** When the reservation details open: 24 hours before check-in. */
export function detailsUnlockAt(checkIn: Date): Date {
  return new Date(checkIn.getTime() - DETAILS_UNLOCK_HOURS * HOUR_MS);
}

/** Time part of the details rule: open from exactly 24 hours before check-in (inclusive). */
export function isDetailsTimeUnlocked(checkIn: Date, now: Date): boolean {
  return now.getTime() >= detailsUnlockAt(checkIn).getTime();
}

/** Damage waiver window: any time before arrival (now strictly before check-in). */
export function isBeforeArrival(checkIn: Date, now: Date): boolean {
  return now.getTime() < checkIn.getTime();
}

/** Hours from now until an instant (negative when it has passed). */
export function hoursUntil(target: Date, now: Date): number {
  return (target.getTime() - now.getTime()) / HOUR_MS;
}

/**
 * Birth-date picker bounds as `YYYY-MM-DD`: min 1940-01-01, max today minus 18 years (29 February
 * becomes 28 February). "Today" is the calendar date of `now` in `timeZone` (pass the guest's zone).
 */
export function birthDateBounds(now: Date, timeZone = 'UTC'): { min: string; max: string } {
  const p = zonedParts(now, timeZone);
  const year = p.year - MIN_GUEST_AGE_YEARS;
  const lastDay = new Date(Date.UTC(year, p.month, 0)).getUTCDate();
  const day = Math.min(p.day, lastDay);
  return { min: BIRTH_DATE_MIN, max: `${String(year).padStart(4, '0')}-${pad2(p.month)}-${pad2(day)}` };
}

/**
 * The zone whose calendar date changes first (UTC+14). A check that cannot know the guest's zone
 * reads "today" there, so it never refuses a birth date the guest's own "today" allowed.
 */
export const EARLIEST_TODAY_TIME_ZONE = 'Etc/GMT-14';

/** True when `YYYY-MM-DD` is a real calendar date. */
export function isValidIsoDate(value: string | null | undefined): boolean {
  if (!value) return false;
  const m = DATE_ONLY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

/** Adds calendar days to a `YYYY-MM-DD` date. */
export function addDaysIso(iso: string, days: number): string {
  const n = isoDayNumber(iso);
  if (n == null) return iso;
  return new Date((n + days) * DAY_MS).toISOString().slice(0, 10);
}
