import { useContext, useState } from 'react';
import { ServerNowContext } from '../../element/screen-now';

// Read by the screens that compare dates, not by the element plumbing: outside the shared runtime.

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
