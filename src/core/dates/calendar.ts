// Calendar dates (`YYYY-MM-DD`) of instants and server values.
import { pad2, parseInstant, zonedParts } from './instants';

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
