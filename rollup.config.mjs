import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { localesPlugin } from './scripts/locales-plugin.mjs';
import { chunkGraph, compileHints, perElementCopies, reactShimAlias, uniqueChunkNames } from './scripts/rollup-plugins.mjs';
import { reservedBoxCssPlugin } from './scripts/reserved-box-css.mjs';
import { manualChunk, sharedByPage } from './scripts/chunking.mjs';
import { loadDescriptors } from './scripts/descriptors.mjs';
import { dropDescriptorKeys, minifyCssTemplates } from './scripts/source-transforms.mjs';

// scripts/build.mjs builds into a private folder and swaps it in, so parallel builds and running
// tests never see a half-written dist/.
const OUT = process.env.GP_DIST_DIR ?? 'dist';

// One entry per element descriptor: elements/<tag>.ts.
const { DESCRIPTORS } = await loadDescriptors();
const elementTags = DESCRIPTORS.map((d) => d.tag);

// Catalogue files and chunks are named by the SDK version instead of a content hash, so the loader can
// name the files an element needs without a table of hashes (hashes do not compress; the SDK is served
// under a versioned path, like the entries, so a release renames every file anyway).
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const CATALOGUE_SUFFIX = `-${version}.js`;
// The loader preloads what each element needs first, recorded while the elements are bundled (first config below).
const graph = chunkGraph(CATALOGUE_SUFFIX);
const chunkNames = uniqueChunkNames();

/** The plugins every bundle of the SDK is built with (also the benchmark's floor element, scripts/bench-floor.mjs). */
export const plugins = (tsconfig = 'tsconfig.build.json') => [
  localesPlugin(),
  reactShimAlias(),
  minifyCssTemplates(),
  dropDescriptorKeys(),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  typescript({ tsconfig, outDir: OUT, noEmitOnError: true }),
  terser({ ecma: 2020, module: true, toplevel: true, format: { comments: false }, compress: { passes: 3, pure_getters: true, unsafe_arrows: true } }),
  compileHints(),
];

export default [
  {
    input: Object.fromEntries(elementTags.map((t) => [`elements/${t}`, `elements/${t}.ts`])),
    output: {
      dir: OUT,
      format: 'es',
      generatedCode: 'es2015',
      entryFileNames: '[name].js',
      chunkFileNames: (chunk) => (chunk.name.includes('gp-locale_') ? `locales/${chunk.name.replace(/^.*gp-locale_/, '')}${CATALOGUE_SUFFIX}` : `chunks/${chunkNames.unique(chunk.name)}${CATALOGUE_SUFFIX}`),
      manualChunks: manualChunk,
    },
    // An element's lazy screens import what they share with its first render from the entry itself, so
    // the entry may export more than the element class (no stub entry file in front of a chunk).
    preserveEntrySignatures: 'allow-extension',
    plugins: [perElementCopies(sharedByPage), ...plugins(), chunkNames.plugin, graph.collect],
    // css`…` (and a primitive's primitiveCss`…`) builds a string and nothing else: unused stylesheets are dropped like unused code.
    treeshake: { manualPureFunctions: ['css', 'primitiveCss'] },
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
  },
  {
    input: 'elements/loader.ts',
    output: { file: `${OUT}/guest-portal.js`, format: 'es' },
    // The loader reads a descriptor's tag, session need, first calls and reserved height only.
    plugins: [graph.provide, ...plugins(), dropDescriptorKeys(['attributes', 'defaultRouting']), reservedBoxCssPlugin()],
  },
  {
    // `import 'guest-portal-elements'` (every element at once) re-exports the element entries. Built on its
    // own: an entry the elements share would make each element's code a chunk behind a stub entry file.
    input: 'elements/index.ts',
    output: { file: `${OUT}/elements/index.js`, format: 'es' },
    external: (id) => /^\.\/[a-z-]+$/.test(id),
    plugins: [{ name: 'gp-index-paths', renderChunk: (code) => code.replace(/from\s*(["'])\.\/([a-z-]+)\1/g, 'from$1./$2.js$1') }, ...plugins()],
  },
  {
    // `guest-portal-elements/server` (src/server/index.ts): Node only. React's server renderer is bundled
    // here and in no browser chunk; the elements in the page hydrate what it writes. The lazy screens stay
    // chunks loaded when rendered: some touch `window` when evaluated (the map), which a server has not.
    input: { index: 'src/server/index.ts' },
    output: { dir: OUT, format: 'es', entryFileNames: 'server/[name].js', chunkFileNames: `server/chunks/[name]${CATALOGUE_SUFFIX}` },
    // A compile hint is for a browser's first load; a server process compiles once and runs long.
    plugins: plugins().filter((p) => p.name !== 'gp-compile-hints'),
    // React's Node renderer needs Node's own modules, which a Node process has.
    external: (id) => builtinModules.includes(id.replace(/^node:/, '')),
    treeshake: { manualPureFunctions: ['css', 'primitiveCss'] },
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
  },
  {
    input: 'elements/classic.js',
    output: { file: `${OUT}/guest-portal.classic.js`, format: 'iife' },
    plugins: [terser()],
  },
];
