// React's scheduler ships no types of its own; the one call the SDK makes (src/element/render-slices.ts).
declare module 'scheduler' {
  /** Sets how long a sliced render runs before it yields: 1000 / fps ms (0 restores React's 5 ms). */
  export function unstable_forceFrameRate(fps: number): void;
}
