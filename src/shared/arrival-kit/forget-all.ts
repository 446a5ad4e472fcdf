// Sign-out's part of the arrival kit, apart from kit-storage.ts: the sign-out is in every portal's first
// render, the kits' rules are not.
import { forgetStoredWithPrefix } from '../../device-storage/sweep';

export const ARRIVAL_KIT_KEY_PREFIX = 'gp-arrival-kit:';

/** Sign-out: every kit kept on this phone goes, whatever the tenant address. */
export function forgetAllArrivalKits(): void {
  forgetStoredWithPrefix(ARRIVAL_KIT_KEY_PREFIX);
}
