import type { ElementDescriptor } from './descriptor';

/**
 * Starts the page's date formatting before an element's first render needs it. A page's first
 * `Intl.DateTimeFormat` loads the engine's calendar and pattern data, in one call that a render in
 * slices cannot split (measured: docs/benchmarks.md); later formatters, in any language or zone, are
 * cheap. The loader calls this while the element's code downloads,
 * when the main thread is otherwise waiting, for an element whose first screen formats dates whoever
 * opens it (`formatsDatesFirst`). An engine without `dateStyle` ignores the option: nothing throws.
 */
export function warmDateFormats(descriptor: ElementDescriptor): void {
  if (descriptor.formatsDatesFirst) new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
}
