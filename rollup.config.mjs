import { readdirSync, readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { localesPlugin } from './scripts/locales-plugin.mjs';
import { chunkGraph, minifyCssTemplates, reactShimAlias, uniqueChunkNames } from './scripts/rollup-plugins.mjs';
import { reservedBoxCssPlugin } from './scripts/reserved-box-css.mjs';

// scripts/build.mjs builds into a private folder and swaps it in, so parallel builds and running
// tests never see a half-written dist/.
const OUT = process.env.GP_DIST_DIR ?? 'dist';

const elementTags = readdirSync('elements')
  .filter((f) => /^[a-z-]+\.ts$/.test(f) && !['loader.ts', 'index.ts', 'jsx.ts'].includes(f))
  .map((f) => f.replace(/\.ts$/, ''));

// React and react-dom in a chunk of their own, part of the shared runtime: the loader evaluates it first
// and gives the browser a turn before the rest, so evaluating the SDK is two tasks of about the floor's
// size instead of one long task that blocks the host page (elements/loader.ts).
const REACT = /node_modules\/(react|react-dom|scheduler)\//;

// Code every element needs lands in one shared chunk, downloaded once per page (the action log is
// used only by the store and the checkout, so it stays with them).
const RUNTIME = [
  /node_modules\/(react|react-dom|scheduler|@r2wc|zustand|use-sync-external-store|wretch|valibot|i18next|react-i18next|html-parse-stringify|void-elements)\//,
  /\/src\/(element|state|router|i18n|styles)\/(?!link|format|use-action-log|landing|bidi)/,
  /\/src\/core\/locales\.ts$/,
  // UI primitives nearly every element renders: four files fewer per element (each is a request, and
  // gzip overhead), and no element downloads more than before (measured with \`npm run size\`).
  /\/src\/ui\/(alert|button|focus|empty-state|spinner)(\.styles)?\.tsx?$/,
  /\/src\/api\/(client|errors|schemas\/common|endpoints\/config|schemas\/config)\.ts$/,
];

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
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  typescript({ tsconfig, outDir: OUT, noEmitOnError: true }),
  terser({ ecma: 2020, module: true, toplevel: true, format: { comments: false }, compress: { passes: 3, pure_getters: true, unsafe_arrows: true } }),
];

export default [
  {
    input: Object.fromEntries([
      ...elementTags.map((t) => [`elements/${t}`, `elements/${t}.ts`]),
      ['elements/index', 'elements/index.ts'],
    ]),
    output: {
      dir: OUT,
      format: 'es',
      generatedCode: 'es2015',
      entryFileNames: '[name].js',
      chunkFileNames: (chunk) => (chunk.name.includes('gp-locale_') ? `locales/${chunk.name.replace(/^.*gp-locale_/, '')}${CATALOGUE_SUFFIX}` : `chunks/${chunkNames.unique(chunk.name)}${CATALOGUE_SUFFIX}`),
      manualChunks(id) {
        const norm = id.replace(/\\/g, '/');
        if (norm.includes('gp-locale:')) return undefined;
        if (REACT.test(norm)) return 'react';
        if (RUNTIME.some((re) => re.test(norm))) return 'runtime';
        return undefined;
      },
    },
    plugins: [...plugins(), chunkNames.plugin, graph.collect],
    // css`…` builds a string and nothing else: unused stylesheets are dropped like unused code.
    treeshake: { manualPureFunctions: ['css'] },
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
  },
  {
    input: 'elements/loader.ts',
    output: { file: `${OUT}/guest-portal.js`, format: 'es' },
    plugins: [graph.provide, ...plugins(), reservedBoxCssPlugin()],
  },
  {
    input: 'elements/classic.js',
    output: { file: `${OUT}/guest-portal.classic.js`, format: 'iife' },
    plugins: [terser()],
  },
];
