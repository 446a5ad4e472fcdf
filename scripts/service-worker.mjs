// The hosted portal's service worker (src/service-worker/portal-sw.ts), built into dist/portal-sw.js with
// the list of SDK files it precaches and a version derived from their contents: any change to the SDK
// changes the worker's bytes, so browsers install the new worker, which replaces the old cache.
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * What the portal needs to start without a network: the loader and its stylesheet, the portal element and
 * every chunk it imports, statically or on demand (its lazy screens), read from the built files. Locale
 * catalogues are left out and cached when first used: a guest needs one of fifteen. Other elements' own
 * chunks are left out too: the hosted portal never loads them.
 */
export function precacheList(dist) {
  const seen = new Set();
  const stack = ['elements/guest-portal.js'];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || file.startsWith('locales/')) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(join(dist, file), 'utf8').matchAll(IMPORT)) stack.push(posix.normalize(posix.join(dirname(file), spec)));
  }
  return ['guest-portal.js', 'guest-portal.css', ...seen].sort();
}

const SOURCE = join(import.meta.dirname, '..', 'src', 'service-worker', 'portal-sw.ts');

/** Writes `portal-sw.js` into `dist` and returns its version (of the cached files and of the worker itself). */
export function buildPortalServiceWorker(dist) {
  const list = precacheList(dist);
  const hash = createHash('sha256').update(readFileSync(SOURCE));
  for (const file of list) hash.update(file).update('\0').update(readFileSync(join(dist, file)));
  const version = hash.digest('hex').slice(0, 16);
  const { outputFiles } = buildSync({
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: { __GP_PRECACHE__: JSON.stringify(list), __GP_VERSION__: JSON.stringify(version) },
    logLevel: 'silent',
  });
  writeFileSync(join(dist, 'portal-sw.js'), outputFiles[0].text);
  return { version, files: list.length, path: relative(process.cwd(), join(dist, 'portal-sw.js')) };
}
