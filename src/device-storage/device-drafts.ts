// A pre-check-in draft the guest has not saved yet, kept on the device (localStorage of the page's
// origin) so a reload or leaving by URL before Next loses nothing. One entry per guest and reservation;
// it holds what the draft holds (typed values and the URLs of documents already uploaded; the files
// themselves live on the media host), never the session or its token. Completion and sign-out clear it.

import { DRAFT_STORAGE_PREFIX as PREFIX } from '../state/keys';

export interface DeviceDraftSlot {
  userId: string | number;
  code: string;
}

export interface DeviceDraft<D> {
  draft: D;
  /** `updated_at` of the record the draft started from: a save from it still meets the stale-record check. */
  base: string | null;
}

const keyOf = (slot: DeviceDraftSlot) => `${PREFIX}${slot.userId}:${slot.code}`;

export function readDeviceDraft<D extends object>(slot: DeviceDraftSlot): DeviceDraft<D> | null {
  try {
    const raw = localStorage.getItem(keyOf(slot));
    if (!raw) return null;
    const value = JSON.parse(raw) as { draft?: unknown; base?: unknown };
    if (!value || typeof value.draft !== 'object' || value.draft === null || Array.isArray(value.draft)) return null;
    return { draft: value.draft as D, base: typeof value.base === 'string' ? value.base : null };
  } catch {
    return null;
  }
}

export function writeDeviceDraft<D extends object>(slot: DeviceDraftSlot, value: DeviceDraft<D>): void {
  try {
    localStorage.setItem(keyOf(slot), JSON.stringify(value));
  } catch {
    // Storage refused or full: the draft still lives in memory for this page.
  }
}

export function forgetDeviceDraft(slot: DeviceDraftSlot): void {
  try {
    localStorage.removeItem(keyOf(slot));
  } catch {
    // Nothing stored, nothing to forget.
  }
}
