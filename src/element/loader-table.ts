import type { ElementDescriptor } from './descriptor';

/** The loader's table: every element it knows, by tag (elements/loader.ts). */
export function loaderTable<D extends ElementDescriptor>(descriptors: readonly D[]): ReadonlyMap<string, D> {
  return new Map(descriptors.map((d) => [d.tag, d]));
}
