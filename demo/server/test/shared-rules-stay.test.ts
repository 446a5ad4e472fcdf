// The reference server and the SDK answer alike for every rule they share (src/core is the one home of
// each). Each case sets the clock and a reservation, asks the server over its HTTP API, and feeds the
// server's own answer (the reservation as the SDK receives it) to the src/core function the SDK uses.
// Expected values come from the spec (sections 4 and 9) and docs/decisions.md.
// This file: deposit, trip classification, mid-stay, details access, birth dates.
import { describe, expect, it } from 'vitest';
import { birthDateBounds, EARLIEST_TODAY_TIME_ZONE } from '../../../src/core/dates/birth-date';
import { addDaysIso } from '../../../src/core/dates/days';
import { DAY_MS, HOUR_MS } from '../../../src/core/dates/instants';
import { isDepositPayable, isDepositRequired } from '../../../src/core/deposit';
import { isMidStay } from '../../../src/core/survey';
import { classifyTrip } from '../../../src/core/trips';
import { validateBirthDate } from '../../../src/core/validation/personal-info';
import { lockOverlay } from '../../../src/core/waiver';
import { one, run } from '../db.js';
import { iso, NOW, sharedRulesServer, TOKYO } from './shared-rules-harness.js';

describe('shared rules: deposit, trips, stay dates and details', () => {
  const h = sharedRulesServer();
  const { at, api, addStay, reservation } = h;

  it('deposit payable only 0–48 hours before check-in (edges inclusive), not during the stay', async () => {
    const ci = NOW.getTime() + 3 * DAY_MS;
    const cases: [string, number, boolean][] = [
      ['48 h + 1 ms before', ci - 48 * HOUR_MS - 1, false],
      ['exactly 48 h before', ci - 48 * HOUR_MS, true],
      ['1 h before', ci - HOUR_MS, true],
      ['at check-in', ci, true],
      ['1 ms after check-in', ci + 1, false],
      ['a day into the stay', ci + DAY_MS, false],
    ];
    for (const [label, now, expected] of cases) {
      at(NOW);
      const code = addStay({ checkIn: iso(ci), checkOut: iso(ci + 3 * DAY_MS) });
      at(now);
      const r = await reservation(code);
      expect({ label, server: r.deposit.payable, sdk: isDepositPayable(r, new Date(now)) }).toEqual({ label, server: expected, sdk: expected });
    }
  });

  it('deposit-denied channels compare case-insensitively and trimmed; no deposit once the stay is over', async () => {
    at(NOW);
    const ci = NOW.getTime() + 5 * DAY_MS;
    const cases: [string, boolean][] = [
      ['AIRBNB', false],
      [' Booking.com ', false],
      ['vrbo', false],
      ['ExPeDiA', false],
      ['Airbnb Plus', true],
      ['Direct', true],
    ];
    for (const [source, expected] of cases) {
      const r = await reservation(addStay({ checkIn: iso(ci), checkOut: iso(ci + 2 * DAY_MS), source }));
      expect({ source, server: r.deposit.required, sdk: isDepositRequired(r, NOW) }).toEqual({ source, server: expected, sdk: expected });
    }
    for (const [label, checkOut, expected] of [
      ['check-out now', NOW.getTime(), true],
      ['check-out 1 ms ago', NOW.getTime() - 1, false],
    ] as const) {
      const r = await reservation(addStay({ checkIn: iso(NOW.getTime() - 2 * DAY_MS), checkOut: iso(checkOut) }));
      expect({ label, server: r.deposit.required, sdk: isDepositRequired(r, NOW) }).toEqual({ label, server: expected, sdk: expected });
    }
  });

  it('deposit-denied list from the tenant, written in another case than the channel', async () => {
    at(NOW);
    const tenant = one<{ checkin_settings: string }>(h.db, 'SELECT checkin_settings FROM tenants WHERE id = 1')!;
    run(h.db, 'UPDATE tenants SET checkin_settings = ? WHERE id = 1', JSON.stringify({ ...JSON.parse(tenant.checkin_settings), deposit_deny_channels: ['HomeAway'] }));
    try {
      const ci = NOW.getTime() + 5 * DAY_MS;
      const denied = await reservation(addStay({ checkIn: iso(ci), checkOut: iso(ci + DAY_MS), source: 'homeaway' }));
      const other = await reservation(addStay({ checkIn: iso(ci), checkOut: iso(ci + DAY_MS), source: 'Airbnb' }));
      expect([denied.deposit.required, isDepositRequired(denied, NOW)]).toEqual([false, false]);
      expect([other.deposit.required, isDepositRequired(other, NOW)]).toEqual([true, true]);
    } finally {
      run(h.db, 'UPDATE tenants SET checkin_settings = ? WHERE id = 1', tenant.checkin_settings);
    }
  });

  it('trip classification at its edges, and date-only values read in the listing zone', async () => {
    at(NOW);
    const t = NOW.getTime();
    const cases: [string, { checkIn: string; checkOut: string; timeZone?: string }, string][] = [
      ['check-in 1 ms ahead', { checkIn: iso(t + 1), checkOut: iso(t + DAY_MS) }, 'upcoming'],
      ['check-in now', { checkIn: iso(t), checkOut: iso(t + DAY_MS) }, 'current'],
      ['check-out now', { checkIn: iso(t - DAY_MS), checkOut: iso(t) }, 'current'],
      ['check-out 1 ms ago', { checkIn: iso(t - DAY_MS), checkOut: iso(t - 1) }, 'past'],
      ['date-only check-in today in Tokyo', { checkIn: '2026-07-15', checkOut: '2026-07-18', timeZone: TOKYO }, 'current'],
      ['date-only check-in tomorrow in Tokyo', { checkIn: '2026-07-16', checkOut: '2026-07-18', timeZone: TOKYO }, 'upcoming'],
      ['date-only check-out yesterday in Tokyo', { checkIn: '2026-07-10', checkOut: '2026-07-14', timeZone: TOKYO }, 'past'],
    ];
    for (const [label, stay, expected] of cases) {
      const r = await reservation(addStay(stay));
      expect({ label, server: r.classification, sdk: classifyTrip(r, NOW) }).toEqual({ label, server: expected, sdk: expected });
    }
  });

  it('mid-stay: calendar dates in the listing zone, at midnight in Tokyo', async () => {
    const cases: [string, Date, { checkIn: string; checkOut: string }, boolean][] = [
      ['arrives later today (Tokyo)', NOW, { checkIn: '2026-07-15T06:00:00Z', checkOut: '2026-07-18T01:00:00Z' }, true],
      ['one ms before that day starts', new Date(NOW.getTime() - 1), { checkIn: '2026-07-15T06:00:00Z', checkOut: '2026-07-18T01:00:00Z' }, false],
      ['leaves today at 01:00 (check-out date excluded)', NOW, { checkIn: '2026-07-10T06:00:00Z', checkOut: '2026-07-14T16:00:00Z' }, false],
      ['arrived yesterday 23:00', NOW, { checkIn: '2026-07-14T14:00:00Z', checkOut: '2026-07-17T01:00:00Z' }, true],
    ];
    for (const [label, now, stay, expected] of cases) {
      at(NOW);
      const code = addStay({ ...stay, timeZone: TOKYO });
      at(now);
      const r = await reservation(code);
      const basic = await api('GET', `/api/reservations/${code}/basic`);
      expect(basic.status).toBe(200);
      const sdk = isMidStay(r.check_in, r.check_out, now, r.listing?.timezone ?? undefined);
      expect({ label, server: basic.body.is_mid_stay, sdk }).toEqual({ label, server: expected, sdk: expected });
      if (expected) {
        // The mid-stay survey is open from the check-in date on, even before the check-in hour.
        const sent = await api('POST', `/api/reservations/${code}/survey`, { rate: 4 });
        expect({ label, status: sent.status, avg: sent.body.avg }).toEqual({ label, status: 201, avg: 8 });
      }
    }
  });

  it('reservation details open exactly 24 hours before check-in, and only with the deposit placed', async () => {
    at(NOW);
    const t = NOW.getTime();
    type Reason = 'none' | 'before-unlock-time' | 'deposit-required';
    const cases: { label: string; checkIn: number; source: string; unlocked?: boolean; status: number; reason: Reason }[] = [
      { label: '24 h + 1 ms before, no deposit channel', checkIn: t + 24 * HOUR_MS + 1, source: 'Airbnb', status: 200, reason: 'before-unlock-time' },
      { label: 'exactly 24 h before, no deposit channel', checkIn: t + 24 * HOUR_MS, source: 'Airbnb', status: 200, reason: 'none' },
      { label: '23 h before, deposit due', checkIn: t + 23 * HOUR_MS, source: 'Direct', status: 402, reason: 'deposit-required' },
      { label: '3 days before, deposit due, portal unlocked by staff', checkIn: t + 3 * DAY_MS, source: 'Direct', unlocked: true, status: 200, reason: 'none' },
    ];
    for (const { label, checkIn, source, unlocked, status, reason } of cases) {
      const code = addStay({ checkIn: iso(checkIn), checkOut: iso(checkIn + 3 * DAY_MS), source });
      if (unlocked) {
        run(
          h.db,
          "INSERT INTO pre_check_ins (reservation_id, step, status, unlock_portal_access, data) SELECT id, 0, 'New', 1, '{}' FROM reservations WHERE confirmation_code = ?",
          code,
        );
      }
      const r = await reservation(code);
      const info = await api('GET', `/api/tourist-data/${code}`);
      const server = info.status === 402 ? 'deposit-required' : info.body.error === 'details_not_available_yet' ? 'before-unlock-time' : 'none';
      expect({ label, status: info.status, server, sdk: lockOverlay({ reservation: r }, NOW).reason }).toEqual({ label, status, server: reason, sdk: reason });
      if (info.status === 402) expect(info.body.code).toBe('deposit_not_paid');
    }
  });

  it('birth-date bounds: 1940-01-01 to 18 years before the earliest "today" on earth', async () => {
    at(NOW);
    const code = addStay({ checkIn: iso(NOW.getTime() + 10 * DAY_MS), checkOut: iso(NOW.getTime() + 12 * DAY_MS) });
    const latest = birthDateBounds(NOW, EARLIEST_TODAY_TIME_ZONE).max;
    const utc = birthDateBounds(NOW, 'UTC').max;
    expect(latest > utc).toBe(true); // 15 July in Kiribati, 14 July in UTC: the bound the server cannot pick wrongly
    const cases: [string, boolean][] = [
      ['1940-01-01', true],
      ['1939-12-31', false],
      [utc, true],
      [latest, true],
      [addDaysIso(latest, 1), false],
      ['2000-02-30', false],
    ];
    for (const [birthday, expected] of cases) {
      const res = await api('POST', `/api/check-in/${code}`, { step: 1, client_info: { birthday } });
      const server = res.status === 200;
      if (!server) expect(res.body).toMatchObject({ code: 'validation', field: 'client_info.birthday' });
      const sdk = validateBirthDate(birthday, NOW, EARLIEST_TODAY_TIME_ZONE) === null;
      expect({ birthday, server, sdk }).toEqual({ birthday, server: expected, sdk: expected });
    }
  });

});
