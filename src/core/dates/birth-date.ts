// Date-of-birth bounds.
import { pad2, zonedParts } from './instants';

export const BIRTH_DATE_MIN = '1940-01-01';
export const MIN_GUEST_AGE_YEARS = 18;

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
