import { createContext, useContext, useState } from 'react';

/**
 * The instant (ms) a server-rendered first screen was rendered at: given on the server, and in the browser
 * from the page while it hydrates that screen, until the first navigation. Null otherwise.
 */
export const ServerNowContext = createContext<number | null>(null);

/** Elements hydrating a server render, with the instant it was rendered at (src/element/hydration/hydrate.ts). */
const hydrating = new WeakMap<Element, number>();

export function rememberServerNow(el: Element, now: number): void {
  hydrating.set(el, now);
}

/** The server's instant for an element that hydrates its render; null for one that renders anew. */
export function serverNowOf(el: Element): number | null {
  return hydrating.get(el) ?? null;
}

/** Whether this component mounts as part of the server's first screen (rendering it, or hydrating it). */
export function useServerFirstScreen(): boolean {
  return useContext(ServerNowContext) !== null;
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * "Now" for the rules a screen compares dates with (trip classes, tabs, unlock times), renewed whenever
 * `deps` (the data compared) change. A component mounted in the server's first screen starts from the
 * server's instant: the browser's hydration then computes exactly what the server rendered, even when a
 * boundary (a check-in hour) passed in between; the next data it gets is compared with a fresh "now".
 */
export function useScreenNow(deps: readonly unknown[]): Date {
  const server = useContext(ServerNowContext);
  const [seen, setSeen] = useState(() => ({ deps, now: server === null ? new Date() : new Date(server) }));
  if (sameValues(deps, seen.deps)) return seen.now;
  // New data: a fresh "now", kept until the data changes again (React's way to adjust state to new props).
  const next = { deps, now: new Date() };
  setSeen(next);
  return next.now;
}
