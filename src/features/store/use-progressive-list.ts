import { startTransition, useEffect, useState } from 'react';

/**
 * Cards mounted at first and per step: the first step shares its task with the page around the grid,
 * so it is smaller; each step stays well below a long task (200 ms) at 4× CPU throttling.
 */
export const GRID_STEPS = { first: 8, step: 16 };

/**
 * The first `first` entries of `items` at once, then `step` more per macrotask (as a transition, so
 * input is never blocked) until the whole list shows. A new list (a filter) starts over from the
 * first step. Cards already on screen keep their place: the grid only grows below them.
 */
export function useProgressiveList<T>(items: readonly T[], { first, step } = GRID_STEPS): readonly T[] {
  const [state, setState] = useState({ items, limit: first });
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
