import { startTransition, useEffect, useState } from 'react';
import { useServerFirstScreen } from '../../shared/screen-now/use-screen-now';

/**
 * Cards mounted at first and per step. The first step shares its task with the page around the grid
 * (a store update renders synchronously), so it is small — still a full first screen on a phone and
 * two rows on a desktop. A step's render is time-sliced but its commit (DOM, sanitised descriptions)
 * is one task: 8 cards keep it well below a long task (200 ms) at 4× CPU throttling, where 16 did not.
 */
export const GRID_STEPS = { first: 6, step: 8 };

/**
 * The first `first` entries of `items` at once, then `step` more per macrotask (as a transition, so
 * input is never blocked) until the whole list shows. A new list (a filter) starts over from the
 * first step. Cards already on screen keep their place: the grid only grows below them. The server's
 * first screen holds the whole list (a page read without JavaScript is complete), and hydrating it
 * adopts every card at once.
 */
export function useProgressiveList<T>(items: readonly T[], { first, step } = GRID_STEPS): readonly T[] {
  const serverFirst = useServerFirstScreen();
  const [state, setState] = useState(() => ({ items, limit: serverFirst ? items.length : first }));
  let current = state;
  if (state.items !== items) {
    // A new list: adjust during render (React's pattern for state derived from props).
    current = { items, limit: first };
    setState(current);
  }
  const done = current.limit >= items.length;
  useEffect(() => {
    if (done) return;
    const id = setTimeout(() => startTransition(() => setState((s) => (s.items === items ? { items, limit: s.limit + step } : s))), 0);
    return () => clearTimeout(id);
  }, [done, current.limit, items, step]);
  return done ? items : items.slice(0, current.limit);
}

/**
 * False until a macrotask after `ready` first turned true, then true (set in a transition). A page
 * whose first screen is heavy paints its frame (headings, filters) in one task and mounts the list's
 * first step in the next, so neither is one long task; the list steps then follow as usual. True from
 * the start in the server's first screen: its markup holds the list, and hydrating adopts it.
 */
export function useNextTask(ready: boolean): boolean {
  const [later, setLater] = useState(useServerFirstScreen());
  useEffect(() => {
    if (!ready || later) return;
    const id = setTimeout(() => startTransition(() => setLater(true)), 0);
    return () => clearTimeout(id);
  }, [ready, later]);
  return later;
}
