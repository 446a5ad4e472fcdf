// Where a module of the SDK ships is decided by the folder it lives in (rollup.config.mjs):
//
// - the shared runtime (one file, downloaded once per page; it holds the state every element of a page
//   shares: the runtimes with their API client and stores, i18n, the landing after sign-in): every
//   module under RUNTIME_FOLDERS, what those modules import (the runtime cannot load a per-element
//   copy), and the runtime's packages;
// - on demand (a chunk of its own, which the runtime imports with import() when a page needs it: the
//   hydration of a server render): ON_DEMAND_FOLDERS, inside runtime folders but not part of the runtime;
// - page state (one module for the page, loaded by the elements that use it): src/page-state/;
// - everything else: copied into each element that imports it (perElementCopies), so an element is
//   one file next to the runtime.
//
// A new file in a runtime folder ships in the runtime; anywhere else it ships with the elements that
// use it. tests/unit/page-state.test.ts fails when a module outside the runtime and src/page-state
// keeps top-level state without saying why a copy per element is right.
import { buildSync } from 'esbuild';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const SHIPPING = JSON.parse(readFileSync(join(ROOT, 'scripts', 'shipping.json'), 'utf8'));
export const RUNTIME_FOLDERS = SHIPPING.runtimeFolders;
export const ON_DEMAND_FOLDERS = SHIPPING.onDemandFolders;
export const PAGE_STATE_FOLDER = SHIPPING.pageStateFolder;
// React and react-dom in a chunk of their own, part of the shared runtime: the loader evaluates it first
// and gives the browser a turn before the rest, so evaluating the SDK is two tasks of about the floor's
// size instead of one long task that blocks the host page (elements/loader.ts).
export const REACT_PACKAGES = SHIPPING.reactPackages;
export const RUNTIME_PACKAGES = SHIPPING.runtimePackages;

const posix = (id) => id.replace(/\\/g, '/');
const packageOf = (id) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(posix(id))?.[1] ?? null;
const inFolder = (file, folder) => file.startsWith(`${folder}/`);
const onDemand = (file) => ON_DEMAND_FOLDERS.some((f) => file === f || inFolder(file, f));
const sources = (dir) =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (onDemand(path)) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(name) ? [path] : [];
  });

/** The runtime folders' modules and every SDK module they import statically, as paths from the repository root. */
function runtimeClosure() {
  const { metafile } = buildSync({
    absWorkingDir: ROOT,
    entryPoints: RUNTIME_FOLDERS.flatMap(sources),
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    format: 'esm',
    packages: 'external',
    // Virtual modules of the build (catalogues, the loader's chunk graph).
    external: ['gp-*'],
    logLevel: 'silent',
  });
  // Only static imports: a module the runtime imports on demand (`import()`) is a chunk of its own,
  // loaded when first used, not part of every page's download.
  const seen = new Set();
  const stack = RUNTIME_FOLDERS.flatMap(sources);
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const i of metafile.inputs[file]?.imports ?? []) if (!i.external && i.kind !== 'dynamic-import') stack.push(posix(i.path));
  }
  return seen;
}

let closure = null;
/** The repository-relative path of a module id; null for a package or a virtual module. */
function sourcePath(id) {
  const p = posix(id).split('?')[0];
  if (p.startsWith('\0') || p.includes('/node_modules/')) return null;
  const rel = posix(relative(ROOT, p));
  return rel.startsWith('..') ? null : rel;
}

/** Whether a module ships in the shared runtime (see above). */
export function inRuntime(id) {
  const pkg = packageOf(id);
  if (pkg) return RUNTIME_PACKAGES.includes(pkg);
  const file = sourcePath(id);
  if (!file || onDemand(file)) return false;
  closure ??= runtimeClosure();
  return RUNTIME_FOLDERS.some((f) => inFolder(file, f)) || closure.has(file);
}

/** Whether a module is one instance for the whole page (the runtime or page state), not copied per element. */
export function sharedByPage(id) {
  const file = sourcePath(id);
  return inRuntime(id) || (!!file && inFolder(file, PAGE_STATE_FOLDER));
}

/** The chunk a module is placed in (undefined: rollup decides by who imports it). */
export function manualChunk(id) {
  if (posix(id).includes('gp-locale:')) return undefined;
  if (REACT_PACKAGES.includes(packageOf(id) ?? '')) return 'react';
  if (inRuntime(id)) return 'runtime';
  return undefined;
}
