import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a component renders on the server or hydrates the server's markup, true after (and at once
 * in a browser-only render). What differs between the two sides — the device's draft, a carried message,
 * a step that reads the browser (phone country, country names, the screen's width) — waits for true, so
 * the browser's first render equals the server's and React adopts it without a mismatch.
 *
 * `needed: false` where this render does not read the answer: true on both sides then, so the hydration
 * is not followed by a re-render of the whole component (React re-renders it synchronously, in one task,
 * whenever the two answers differ).
 */
export function useHydrated(needed = true): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => !needed,
  );
}
