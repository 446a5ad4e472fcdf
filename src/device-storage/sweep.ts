// Sign-out sweeps what the SDK kept on the device. Apart from the drafts themselves
// (device-drafts.ts, loaded with the pre-check-in's page state): every element that can sign out
// carries these few lines, none carries the draft code.
import { DRAFT_STORAGE_PREFIX } from '../state/keys';

/** Every localStorage entry whose key starts with `prefix` goes (sign-out: drafts, arrival kits). */
export function forgetStoredWithPrefix(prefix: string): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** Sign-out: every draft kept on this device goes (the next person at the device sees none). */
export function forgetDeviceDrafts(): void {
  forgetStoredWithPrefix(DRAFT_STORAGE_PREFIX);
}
