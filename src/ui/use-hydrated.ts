import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a component renders on the server or hydrates the server's markup, true after (and at once
 * in a browser-only render). What differs between the two sides — the device's draft, a carried message,
 * a step that reads the browser (phone country, country names, the screen's width) — waits for true, so
 * the browser's first render equals the server's and React adopts it without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
