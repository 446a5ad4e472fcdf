// Small build plugins shared by rollup (and vite where useful).
import MagicString from 'magic-string';

/**
 * react-i18next imports `use-sync-external-store/shim`, a polyfill for React < 18. React 19 has the
 * hook built in, so the shim is replaced by a re-export (the polyfill would ship in the shared runtime).
 */
export function reactShimAlias() {
  const ID = '\0gp-use-sync-external-store-shim';
  return {
    name: 'gp-react-shim-alias',
    resolveId(id) {
      return id === 'use-sync-external-store/shim' || id === 'use-sync-external-store/shim/index.js' ? ID : null;
    },
    load(id) {
      return id === ID ? "export { useSyncExternalStore } from 'react';" : null;
    },
  };
}

/**
 * Chunk names without a hash: two chunks named alike (two modules called `format.ts`) become `format`
 * and `format-2`, in rollup's chunk order (deterministic for the same sources). The table starts over
 * with every output.
 */
export function uniqueChunkNames() {
  const used = new Map();
  return {
    unique(name) {
      const n = (used.get(name) ?? 0) + 1;
      used.set(name, n);
      return n === 1 ? name : `${name}-${n}`;
    },
    plugin: { name: 'gp-unique-chunk-names', renderStart: () => used.clear() },
  };
}

/**
 * What the loader preloads, known only once the elements are bundled: the shared runtime's two chunks
 * (React's, evaluated first, and the rest), each element's static import closure and the locales each
 * element has a catalogue for (`locales/<lng>_<tag>-<version>.js`, see rollup.config.mjs). `collect` records them while
 * the elements build writes its files; `provide` serves them to the loader's build, which runs after it in
 * the same rollup process, as the virtual module `gp-chunk-graph`. Only names the loader cannot derive
 * travel: each element's entry is `elements/<tag>.js`; its chunks are listed per element as names (file
 * names without folder and version suffix) joined by spaces.
 */
export function chunkGraph(catalogueSuffix) {
  const ID = '\0gp-chunk-graph';
  let recorded = null;
  return {
    collect: {
      name: 'gp-chunk-graph-collect',
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const runtime = chunks.find((c) => c.name === 'runtime');
        if (!runtime) this.error('gp-chunk-graph: no runtime chunk');
        const react = chunks.find((c) => c.name === 'react');
        if (!react) this.error('gp-chunk-graph: no react chunk');
        const locales = new Set();
        for (const c of chunks) {
          const m = /^locales\/(.+?)_[a-z-]+(-[^/]+\.js)$/.exec(c.fileName);
          if (!m) continue;
          if (m[2] !== catalogueSuffix) this.error(`gp-chunk-graph: catalogue ${c.fileName} does not end in ${catalogueSuffix}`);
          locales.add(m[1]);
        }
        // Each element's static import closure (without the runtime, preloaded anyway): the browser
        // would otherwise find these only after parsing the entry, which waits behind the runtime's
        // compilation on a slow phone.
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const elementChunks = {};
        for (const c of chunks) {
          const m = /^elements\/([a-z-]+)\.js$/.exec(c.fileName);
          if (!m || m[1] === 'index') continue;
          const seen = new Set();
          const stack = [...c.imports];
          while (stack.length) {
            const f = stack.pop();
            if (seen.has(f) || f === runtime.fileName || f === react.fileName) continue;
            seen.add(f);
            stack.push(...(byFile.get(f)?.imports ?? []));
          }
          // Names joined by spaces: gzip shares the names elements have in common. An element that is
          // one file (perElementCopies) has no entry.
          if (!seen.size) continue;
          elementChunks[m[1]] = [...seen]
            .sort()
            .map((f) => {
              if (!f.startsWith('chunks/') || !f.endsWith(catalogueSuffix)) this.error(`gp-chunk-graph: unexpected chunk name ${f}`);
              return f.slice('chunks/'.length, -catalogueSuffix.length);
            })
            .join(' ');
        }
        // The on-demand hydration of a server render: preloaded only for an element that has server markup.
        const hydrate = chunks.find((c) => /[\\/]src[\\/]element[\\/]hydration[\\/]hydrate\.ts$/.test(c.facadeModuleId ?? ''));
        if (!hydrate) this.error('gp-chunk-graph: no chunk for src/element/hydration/hydrate.ts');
        recorded = { reactFile: react.fileName, runtimeFile: runtime.fileName, hydrateFile: hydrate.fileName, catalogueSuffix, catalogueLocales: [...locales], elementChunks };
      },
    },
    provide: {
      name: 'gp-chunk-graph-provide',
      resolveId: (id) => (id === 'gp-chunk-graph' ? ID : null),
      load(id) {
        if (id !== ID) return null;
        if (!recorded) this.error('gp-chunk-graph: build the elements before the loader (rollup.config.mjs order)');
        return Object.entries(recorded)
          .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
          .join('\n');
      },
    },
  };
}

/**
 * One copy of the SDK's own modules per element: each element's code becomes one file (plus the chunks
 * its lazy screens need) instead of a dozen small chunks shared with other elements. Every module an
 * element imports (outside `isShared`) is resolved as `<file>?gp-el=<tag>`, so rollup sees each element's
 * copy as a module of its own and bundles it with that element. What `isShared` accepts stays one module
 * for the page: the shared runtime (stores, the API client, i18n: state every element on a page shares),
 * node_modules and virtual modules. A module that holds page-wide state must be shared; the build fails
 * if a module ends up both shared and copied (a second instance of its state).
 *
 * Why: every script costs the host page's main thread time to receive, and small files compress worse
 * (figures in docs/benchmarks.md). The price is bytes on the server, not on the page: two elements on
 * one page download a module they both use twice only when it is element code (no state).
 * The folder rule that decides what `isShared` accepts is in scripts/chunking.mjs.
 */
export function perElementCopies(isShared) {
  const TAG = '?gp-el=';
  const ENTRY = /\/elements\/([a-z-]+)\.ts$/;
  const real = (id) => id.split(TAG)[0];
  const contextOf = (id) => {
    const at = id.indexOf(TAG);
    if (at >= 0) return id.slice(at + TAG.length);
    const m = ENTRY.exec(id);
    return m && m[1] !== 'index' ? m[1] : null;
  };
  const sharedModule = (id) => id.startsWith('\0') || id.includes('/node_modules/') || ENTRY.test(id) || isShared(id);
  return {
    name: 'gp-per-element-copies',
    async resolveId(source, importer, options) {
      if (!importer || options.isEntry) return null;
      const context = contextOf(importer);
      if (!context) return null;
      const resolved = await this.resolve(source, real(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external || sharedModule(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${TAG}${context}` };
    },
    async load(id) {
      if (!id.includes(TAG)) return null;
      // The shared module's transformed code (TypeScript already compiled): the copy's id keeps the
      // query, so no transform runs on it twice.
      const info = await this.load({ id: real(id) });
      if (info.code == null) this.error(`gp-per-element-copies: no code for ${real(id)}`);
      return { code: info.code, map: null };
    },
    generateBundle(_options, bundle) {
      const included = new Set();
      for (const c of Object.values(bundle)) if (c.type === 'chunk') for (const id of Object.keys(c.modules)) included.add(id);
      const twice = [...included].filter((id) => id.includes(TAG) && included.has(real(id)));
      const names = [...new Set(twice.map(real))].map((id) => id.replace(/^.*?\/(src|elements)\//, '$1/'));
      if (names.length) this.error(`gp-per-element-copies: shared and copied per element (make them shared): ${names.join(', ')}`);
    },
  };
}

/** V8's explicit compile hint: every function of the file compiled while it streams in (Chrome 136+). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the files an element's first render runs through (the entries: the loader and each element's;
 * React's chunk and the shared runtime) for eager compilation. Without it V8 compiles each function on the main thread the
 * first time it is called, which in these files means during the first render; with it, on a
 * background thread while the file downloads. Lazy screens and catalogues stay lazy: most of their
 * code may never run. Added after minification (the comment must open the file; terser drops
 * comments). Engines without the feature read a comment.
 */
export function compileHints(isFirstRender = (chunk) => chunk.isEntry || chunk.name === 'react' || chunk.name === 'runtime') {
  return {
    name: 'gp-compile-hints',
    renderChunk(code, chunk) {
      if (!isFirstRender(chunk) || code.startsWith(COMPILE_HINT)) return null;
      const out = new MagicString(code).prepend(COMPILE_HINT);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
