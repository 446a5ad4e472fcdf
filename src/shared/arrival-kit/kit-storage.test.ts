import { afterEach, describe, expect, it } from 'vitest';
import type { ArrivalKit } from '../../core/arrival-kit';
import { arrivalKitOf } from '../../core/arrival-kit-source';
import { kitSource } from '../../../tests/unit/arrival-kit-fixtures';
import { forgetAllArrivalKits } from './forget-all';
import { forgetArrivalKitsOf, keepArrivalKitsOf, readArrivalKits, removeArrivalKit, saveArrivalKit } from './kit-storage';

const now = new Date('2026-07-01T12:00:00Z');
const kit = (code: string, checkIn = '2026-07-02T20:00:00Z', checkOut = '2026-07-05T15:00:00Z'): ArrivalKit =>
  arrivalKitOf(kitSource({ code, title: `Home ${code}`, checkIn: new Date(checkIn), checkOut: new Date(checkOut) }, now), now)!;

afterEach(() => localStorage.clear());

describe('arrival kit storage', () => {
  it('keeps kits per guest and tenant address, soonest check-in first', () => {
    saveArrivalKit('tenant-1', '7', kit('LATER', '2026-08-01T00:00:00Z', '2026-08-03T00:00:00Z'));
    saveArrivalKit('tenant-1', '7', kit('SOON'));
    expect(readArrivalKits('tenant-1', now).map((k) => k.code)).toEqual(['SOON', 'LATER']);
    expect(readArrivalKits('tenant-2', now)).toEqual([]);
  });

  it('another guest on the same phone replaces the slot: nothing of the first guest remains', () => {
    saveArrivalKit('tenant-1', '7', kit('A'));
    saveArrivalKit('tenant-1', '8', kit('B'));
    expect(readArrivalKits('tenant-1', now).map((k) => k.code)).toEqual(['B']);
    keepArrivalKitsOf('tenant-1', '9');
    expect(readArrivalKits('tenant-1', now)).toEqual([]);
    expect(localStorage.getItem('gp-arrival-kit:tenant-1')).toBeNull();
  });

  it('drops the kits of reservations the server no longer lists, and a removed reservation’s kit', () => {
    saveArrivalKit('tenant-1', '7', kit('A'));
    saveArrivalKit('tenant-1', '7', kit('B'));
    saveArrivalKit('tenant-1', '7', kit('C'));
    keepArrivalKitsOf('tenant-1', '7', ['A', 'B']);
    removeArrivalKit('tenant-1', 'B');
    expect(readArrivalKits('tenant-1', now).map((k) => k.code)).toEqual(['A']);
  });

  it('a refused session forgets the tenant address; sign-out forgets every address', () => {
    saveArrivalKit('tenant-1', '7', kit('A'));
    saveArrivalKit('tenant-2', '7', kit('B'));
    forgetArrivalKitsOf('tenant-1');
    expect(readArrivalKits('tenant-1', now)).toEqual([]);
    expect(readArrivalKits('tenant-2', now)).toHaveLength(1);
    localStorage.setItem('other-app', 'kept');
    forgetAllArrivalKits();
    expect(readArrivalKits('tenant-2', now)).toEqual([]);
    expect(localStorage.getItem('other-app')).toBe('kept');
  });

  it('removes a kit one day after check-out when it is read', () => {
    saveArrivalKit('tenant-1', '7', kit('A'));
    expect(readArrivalKits('tenant-1', new Date('2026-07-06T14:00:00Z'))).toHaveLength(1);
    expect(readArrivalKits('tenant-1', new Date('2026-07-06T15:00:00Z'))).toEqual([]);
    expect(localStorage.getItem('gp-arrival-kit:tenant-1')).toBeNull();
  });

  it('ignores stored values of another shape', () => {
    localStorage.setItem('gp-arrival-kit:tenant-1', JSON.stringify({ userId: '7', kits: { A: { code: 'A' }, B: kit('C') } }));
    expect(readArrivalKits('tenant-1', now)).toEqual([]);
    localStorage.setItem('gp-arrival-kit:tenant-1', '{not json');
    expect(readArrivalKits('tenant-1', now)).toEqual([]);
  });
});
