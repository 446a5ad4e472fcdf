import { startTransition } from 'react';
import { unstable_forceFrameRate } from 'scheduler';

/**
 * How long the SDK's React renders before it gives the host page a turn, in a render it may slice.
 * React's 5 ms suits an app that owns its page; in 5 ms slices an element's first render painted
 * later than in one task (every turn lets the page's frames and other work in; docs/benchmarks.md),
 * while 40 ms slices paint as early as one task and stay under the 50 ms that makes a task long. The scheduler is the SDK's own copy, bundled with its React: the host's is not touched.
 */
export const RENDER_SLICE_MS = 40;

let sliced = false;

/**
 * Runs a root's render (a first mount or a hydration) as a transition, so React renders it in slices
 * instead of one task that blocks the host page for the whole render.
 */
export function renderInSlices(render: () => void): void {
  if (!sliced) {
    sliced = true;
    unstable_forceFrameRate(1000 / RENDER_SLICE_MS);
  }
  startTransition(render);
}
