// Small build plugins shared by rollup (and vite where useful).

/**
 * react-i18next imports `use-sync-external-store/shim`, a polyfill for React < 18. React 19 has the
 * hook built in, so the shim is replaced by a re-export (saves ~1 KiB gzip in the shared runtime).
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
 * Collapses white space inside css`…` templates at build time; the CSS is shipped as JS strings, so
 * terser cannot shorten it. Only runs of spaces/newlines and spaces around punctuation are touched.
 */
export function minifyCssTemplates() {
  return {
    name: 'gp-minify-css-templates',
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || !code.includes('css`')) return null;
      const out = code.replace(/css`([^`]*)`/g, (_m, body) => {
        const min = body
          .replace(/\/\*[^*]*\*+([^/*][^*]*\*+)*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,>])\s*/g, '$1')
          .replace(/:\s+/g, ':')
          .replace(/;}/g, '}')
          .trim();
        return 'css`' + min + '`';
      });
      return out === code ? null : { code: out, map: null };
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
          // Names joined by spaces: gzip shares the names elements have in common.
          elementChunks[m[1]] = [...seen]
            .sort()
            .map((f) => {
              if (!f.startsWith('chunks/') || !f.endsWith(catalogueSuffix)) this.error(`gp-chunk-graph: unexpected chunk name ${f}`);
              return f.slice('chunks/'.length, -catalogueSuffix.length);
            })
            .join(' ');
        }
        recorded = { reactFile: react.fileName, runtimeFile: runtime.fileName, catalogueSuffix, catalogueLocales: [...locales], elementChunks };
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
