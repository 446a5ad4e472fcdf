// What the loader preloads, recorded at build time (scripts/rollup-plugins.mjs, chunkGraph).
declare module 'gp-chunk-graph' {
  /** React and react-dom (part of the shared runtime), relative to the loader: evaluated first. */
  export const reactFile: string;
  /** The shared runtime chunk, relative to the loader. */
  export const runtimeFile: string;
  /** The hydration of a server render (src/element/hydration/hydrate.ts), relative to the loader: loaded on demand. */
  export const hydrateFile: string;
  /** Catalogue files are `locales/<lng>_<tag><catalogueSuffix>`. */
  export const catalogueSuffix: string;
  /** The locales every element has a catalogue for. */
  export const catalogueLocales: string[];
  /** Per element tag: its entry's static import closure, runtime excepted: chunk names (`chunks/<name><catalogueSuffix>`) joined by spaces. */
  export const elementChunks: Record<string, string>;
}
