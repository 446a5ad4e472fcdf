// Sign-out's part of the arrival kit, apart from kit-storage.ts: the sign-out is in every portal's first
// render, the kits' rules are not.

export const ARRIVAL_KIT_KEY_PREFIX = 'gp-arrival-kit:';

/** Sign-out: every kit kept on this phone goes, whatever the tenant address. */
export function forgetAllArrivalKits(): void {
  try {
    const found: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(ARRIVAL_KIT_KEY_PREFIX)) found.push(key);
    }
    for (const key of found) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}
