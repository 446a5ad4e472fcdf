import { describe, expect, it } from 'vitest';
import { checkInInstant, checkOutInstant, isChannelIn, isPreCheckInDone, listingTimeZone, normalizeChannel } from './reservation';

describe('reservation readers', () => {
  it('uses the listing time zone, then the fallback, then UTC', () => {
    expect(listingTimeZone({ listing: { timezone: 'Europe/Rome' } }, 'UTC')).toBe('Europe/Rome');
    expect(listingTimeZone({ listing: {} }, 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(listingTimeZone({})).toBe('UTC');
  });
  it('reads check-in and check-out in the listing zone', () => {
    const r = { check_in: '2025-07-01T16:00', check_out: '2025-07-05', listing: { timezone: 'America/New_York' } };
    expect(checkInInstant(r)?.toISOString()).toBe('2025-07-01T20:00:00.000Z');
    expect(checkOutInstant(r)?.toISOString()).toBe('2025-07-05T04:00:00.000Z');
    expect(checkInInstant({})).toBeNull();
    expect(checkOutInstant({ check_out: 'garbage' })).toBeNull();
  });
  it('detects Done case-insensitively', () => {
    expect(isPreCheckInDone('Done')).toBe(true);
    expect(isPreCheckInDone('done ')).toBe(true);
    expect(isPreCheckInDone('Pending')).toBe(false);
    expect(isPreCheckInDone(null)).toBe(false);
  });
  it('matches channels case-insensitively', () => {
    expect(normalizeChannel(' Airbnb ')).toBe('airbnb');
    expect(isChannelIn('Booking.com', ['booking.com'])).toBe(true);
    expect(isChannelIn('direct', ['booking.com'])).toBe(false);
    expect(isChannelIn('', [''])).toBe(false);
    expect(isChannelIn(null, ['airbnb'])).toBe(false);
    expect(isChannelIn('airbnb', null)).toBe(false);
  });
});
