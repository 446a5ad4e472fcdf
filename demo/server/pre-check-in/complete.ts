// The save that makes a pre-check-in Done must carry a record that passes every step's rules: the same
// src/core rules the wizard runs on Next, so a client that skips the screens cannot complete it empty.
import { EARLIEST_TODAY_TIME_ZONE } from '../../../src/core/dates/birth-date';
import { wizardSteps, type WizardContext } from '../../../src/core/precheckin-steps';
import type { CheckinInfoSettings, PreCheckIn } from '../../../src/core/types';
import { completedRecordErrors } from '../../../src/core/validation/precheckin-record';
import type { DB } from '../db.js';
import { HttpError } from '../errors.js';
import { getTenant, type ReservationRow } from '../reservations/rows.js';
import { preCheckInRecord } from './record.js';

/**
 * Throws 400 `precheckin_incomplete` with `fields` (path → translatable message, as the SDK's steps key
 * them) and `field` (the first) when the record to be stored misses anything a step requires.
 */
export function checkComplete(db: DB, r: ReservationRow, data: Record<string, unknown>, wizard: WizardContext, now = new Date()): void {
  const { _settings: settings, ...record } = preCheckInRecord(db, r, data);
  const tenant = getTenant(db, r.tenant_id)!;
  const fields = completedRecordErrors(
    record as PreCheckIn,
    {
      record: record as PreCheckIn,
      settings: settings as CheckinInfoSettings,
      channel: r.source,
      identityVerification: Boolean(tenant.identity_verification_support),
      externalRegistration: record.guest_registration_required,
    },
    {
      now,
      // The guest's zone is unknown here: "today" is read where it comes first (see docs/decisions.md).
      timeZone: EARLIEST_TODAY_TIME_ZONE,
      withSpecialRequests: wizardSteps(wizard).some((s) => s.id === 'special-requests' && s.reachable),
    },
  );
  const paths = Object.keys(fields);
  if (paths.length === 0) return;
  throw new HttpError(400, 'precheckin_incomplete', `The pre-check-in is incomplete: ${paths.join(', ')}`, paths[0], { fields });
}
