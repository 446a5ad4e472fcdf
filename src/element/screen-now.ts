import { createContext } from 'react';

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
