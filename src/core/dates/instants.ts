// Instants and calendar dates of server values. Server dates come as `YYYY-MM-DD`, as local date-times
// without an offset (`YYYY-MM-DDTHH:mm[:ss]`, read as wall-clock time in the listing's time zone) or as ISO
// instants with an offset/`Z`. `now` is always passed in; nothing here reads the clock.
import { dateTimeFormat, intlText, intlTextKey } from '../intl/formatters';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

export interface ZonedParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

function formattedParts(instant: Date, timeZone: string): ZonedParts {
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

const PARTS_TEXT = /^(-?\d+) (\d+) (\d+) (\d+) (\d+) (\d+)$/;

/**
 * Wall-clock parts of an instant in a time zone. They go through the server render's texts like a
 * formatted date (src/core/intl/formatters.ts): a screen that reads a zone's clock hydrates without
 * building a formatter.
 */
export function zonedParts(instant: Date, timeZone = 'UTC'): ZonedParts {
  const key = intlTextKey('parts', 'en-US', { timeZone }, instant.getTime());
  const text = intlText(key, () => {
    const p = formattedParts(instant, timeZone);
    return `${p.year} ${p.month} ${p.day} ${p.hour} ${p.minute} ${p.second}`;
  });
  const m = PARTS_TEXT.exec(text);
  if (!m) return formattedParts(instant, timeZone);
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
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

/** Two digits, zero-padded. */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
