import { startTransition } from 'react';
import { unstable_forceFrameRate } from 'scheduler';

/**
 * How long the SDK's React renders before it gives the host page a turn, in a render it may slice.
 * React's 5 ms suits an app that owns its page; an element's first render in 5 ms slices painted
 * 100–200 ms later at 4× CPU than in one task (`npm run bench`: every turn lets the page's frames and
 * other work in), while 40 ms slices paint as early as one task and stay under the 50 ms that makes a
 * task long. The scheduler is the SDK's own copy, bundled with its React: the host's is not touched.
 */
export const RENDER_SLICE_MS = 40;

let sliced = false;

/**
 * Runs a root's render (a first mount or a hydration) as a transition, so React renders it in slices
 * instead of one task that blocks the host page: an element's first render is 85–260 ms at 4× CPU.
 */
export function renderInSlices(render: () => void): void {
  if (!sliced) {
    sliced = true;
    unstable_forceFrameRate(1000 / RENDER_SLICE_MS);
  }
  startTransition(render);
}
