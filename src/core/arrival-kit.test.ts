import { describe, expect, it } from 'vitest';
import { isArrivalKit, isArrivalKitExpired } from './arrival-kit';
import { arrivalKitOf, type ArrivalKitSource } from './arrival-kit-source';
import { kitSource } from '../../tests/unit/arrival-kit-fixtures';

const now = new Date('2026-07-01T12:00:00Z');
const source = (over: Partial<ArrivalKitSource> = {}) =>
  kitSource({ checkIn: new Date('2026-07-02T20:00:00Z'), checkOut: new Date('2026-07-05T15:00:00Z'), doorCodes: [{ name: 'Front door', code: '2580' }, { name: 'Empty', code: ' ' }], wifi: { name: 'OceanView-Guest', password: 'sunny' }, parking: ['Space 3', null, ''], phones: [{ label: 'Support', number: '+1 305 555 0199' }, { label: 'Nothing', number: 'call us' }], ...over }, now);

describe('arrivalKitOf', () => {
  it('keeps the arrival facts of an unlocked reservation, trimmed, without empty entries', () => {
    const kit = arrivalKitOf(source(), now)!;
    expect(kit).toMatchObject({
      code: 'ABC',
      address: '1200 Ocean Drive, Miami Beach',
      geoUri: 'geo:25.79,-80.13',
      mapsUrl: 'https://www.google.com/maps/dir/?api=1&destination=25.79,-80.13',
      checkIn: '2026-07-02T20:00:00.000Z',
      checkOut: '2026-07-05T15:00:00.000Z',
      checkInTime: '16:00',
      doorCodes: [{ label: 'Front door', code: '2580' }],
      gateCode: '4821#',
      wifi: { name: 'OceanView-Guest', password: 'sunny' },
      parking: ['Space 3'],
      phones: [{ label: 'Support', number: '+1 305 555 0199' }],
      savedAt: now.toISOString(),
    });
    expect(isArrivalKit(kit)).toBe(true);
  });

  it('keeps nothing for a locked reservation', () => {
    expect(arrivalKitOf(source({ unlocked: false }), now)).toBeNull();
  });

  it('falls back to an address query for the geo URI and to the listing’s own maps URL', () => {
    const kit = arrivalKitOf(source({ lat: null, lng: null, customAddressUrl: 'https://maps.example/x' }), now)!;
    expect(kit.geoUri).toBe('geo:0,0?q=1200%20Ocean%20Drive%2C%20Miami%20Beach');
    expect(kit.mapsUrl).toBe('https://maps.example/x');
    expect(arrivalKitOf(source({ lat: null, lng: null, address: '' }), now)!.geoUri).toBeNull();
  });
});

describe('isArrivalKitExpired', () => {
  const kit = { checkOut: '2026-07-05T15:00:00.000Z', savedAt: '2026-07-01T12:00:00.000Z' };
  it('keeps a kit until one day after check-out', () => {
    expect(isArrivalKitExpired(kit, new Date('2026-07-06T14:59:59Z'))).toBe(false);
    expect(isArrivalKitExpired(kit, new Date('2026-07-06T15:00:00Z'))).toBe(true);
  });
  it('without a readable check-out, counts one day from the save', () => {
    expect(isArrivalKitExpired({ checkOut: null, savedAt: kit.savedAt }, new Date('2026-07-02T11:59:00Z'))).toBe(false);
    expect(isArrivalKitExpired({ checkOut: 'soon', savedAt: kit.savedAt }, new Date('2026-07-02T12:00:00Z'))).toBe(true);
    expect(isArrivalKitExpired({ checkOut: null, savedAt: 'never' }, now)).toBe(true);
  });
});

describe('isArrivalKit', () => {
  it('refuses values of another shape', () => {
    expect(isArrivalKit(null)).toBe(false);
    expect(isArrivalKit({ code: 'A', title: 'T', savedAt: 'x', timeZone: 'UTC', doorCodes: 'no', phones: [], parking: [] })).toBe(false);
  });
});
