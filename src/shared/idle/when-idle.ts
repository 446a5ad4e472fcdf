/**
 * Settles when the browser next has an idle period (`requestIdleCallback`), after `timeoutMs` at the latest;
 * where there is no idle callback (Safari, tests), after a short timer. For work nobody waits on — requests
 * no screen reads, analytics — so that it does not compete with a first screen's hydration and lazy chunks.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const w = globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
    if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, Math.min(200, timeoutMs));
  });
}
