// One save of the wizard: the draft with the step number, and the `updated_at` the draft started from
// so a second tab's newer save is never overwritten silently (the server answers 409 stale_record).
import type { ApiClient } from '../../../api/client';
import { savePreCheckIn, staleRecordOf, type PreCheckInDraft, type PreCheckInStep } from '../../../api/endpoints/precheckin';
import type { PreCheckIn } from '../../../api/schemas/precheckin';

export interface SaveOptions {
  /** `base_updated_at`; null sends none (a record that never had one, or the guest chose to overwrite). */
  baseUpdatedAt: string | null;
  signal?: AbortSignal;
}

export function saveStep(api: ApiClient, reservationId: string | number, draft: PreCheckInDraft, step: number, o: SaveOptions): Promise<PreCheckIn> {
  const opts: { signal?: AbortSignal; baseUpdatedAt?: string | null } = { baseUpdatedAt: o.baseUpdatedAt, ...(o.signal ? { signal: o.signal } : {}) };
  // Step numbers run to 4 in reading A (the waiver) and 5 in reading B.
  return savePreCheckIn(api, reservationId, { ...draft, step: step as PreCheckInStep }, opts);
}

/** The save was refused because the stored record changed since the draft started (409 stale_record). */
export function isStaleRecord(e: unknown): boolean {
  return staleRecordOf(e) !== null;
}
