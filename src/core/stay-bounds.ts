// The first and last day of a stay, which store dates must lie within (the store page computes them
// before an item opens).
import { calendarDate } from './dates/calendar';

/** First and last day of the stay (YYYY-MM-DD, the listing's zone): store dates must lie within. */
export interface StayBounds {
  min: string | null;
  max: string | null;
}

export function stayBounds(reservation: { check_in?: string | null; check_out?: string | null } | null | undefined, timeZone = 'UTC'): StayBounds {
  return { min: calendarDate(reservation?.check_in, timeZone), max: calendarDate(reservation?.check_out, timeZone) };
}
