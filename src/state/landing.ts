// The afterLogin landing (spec: success goes to the trips list flagged afterLogin; on that landing the
// first upcoming reservation whose pre-check-in is not Done opens pre-check-in). It applies once per
// sign-in and yields to the guest: a navigation made before the landing resolves cancels it.
import type { Runtime } from './runtime';

/** Per runtime: true = a sign-in armed it, false = taken or cancelled, absent = no sign-in seen (a page opened on the flagged URL). */
const armed = new WeakMap<Runtime, boolean>();

/** The query flag of the landing URL (`afterLogin=1`, also `true`). */
export function isLandingFlagged(query: Readonly<Record<string, string>>): boolean {
  return query.afterLogin === '1' || query.afterLogin === 'true';
}

/** A sign-in just completed: the next flagged trips list may land once. */
export function armLanding(runtime: Runtime): void {
  armed.set(runtime, true);
}

/** The guest went elsewhere first (or the landing was used): a flagged URL met later only shows the list. */
export function cancelLanding(runtime: Runtime): void {
  armed.set(runtime, false);
}

/** Whether a flagged trips list still owes the landing. */
export function isLandingPending(runtime: Runtime, query: Readonly<Record<string, string>>): boolean {
  return isLandingFlagged(query) && armed.get(runtime) !== false;
}

/** Takes the landing (true once), for the list that is about to apply it. */
export function takeLanding(runtime: Runtime, query: Readonly<Record<string, string>>): boolean {
  if (!isLandingPending(runtime, query)) return false;
  armed.set(runtime, false);
  return true;
}
