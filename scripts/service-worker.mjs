// The hosted portal's service worker (src/service-worker/portal-sw.ts), built into dist/portal-sw.js with
// the list of SDK files it precaches and a version derived from their contents: any change to the SDK
// changes the worker's bytes, so browsers install the new worker, which replaces the old cache.
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { staticClosure } from './static-closure.mjs';

// `import("./x.js")`: a chunk the code loads when it asks for it.
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;
const PORTAL = 'elements/guest-portal.js';

/**
 * What the portal needs to start and show its screens without a network, read from the built files: the
 * loader and its stylesheet, the portal element, the chunks the element loads on demand itself (its route
 * screens, the offline screens, the arrival kit) and everything those import statically. What a screen
 * loads on demand in turn is left out: the ID scanner and its OCR, the payment providers, the map, the
 * image compression, the signature pad, the further pre-check-in steps — large, and never usable offline;
 * the worker caches them when a guest first uses them online. Locale catalogues are left out too and
 * cached when first used: a guest needs one of fifteen. Other elements' own chunks are never reached.
 */
export function precacheList(dist) {
  const portal = join(dist, PORTAL);
  const onDemand = Array.from(readFileSync(portal, 'utf8').matchAll(DYNAMIC_IMPORT), ([, spec]) => join(dirname(portal), spec));
  const files = [portal, ...onDemand].flatMap(staticClosure).map((file) => relative(dist, file).split(sep).join('/'));
  return ['guest-portal.js', 'guest-portal.css', ...new Set(files.filter((file) => !file.startsWith('locales/')))].sort();
}

const PORTAL_CATALOGUE = /^(.+)_guest-portal-[^/]*\.js$/;

/** The portal's catalogue file per locale (`{ en: 'locales/en_guest-portal-0.1.0.js' }`). */
export function portalCatalogues(dist) {
  const dir = join(dist, 'locales');
  if (!existsSync(dir)) return {};
  return Object.fromEntries(readdirSync(dir).flatMap((file) => {
    const match = PORTAL_CATALOGUE.exec(file);
    return match ? [[match[1], `locales/${file}`]] : [];
  }));
}

const SOURCE = join(import.meta.dirname, '..', 'src', 'service-worker', 'portal-sw.ts');

/** Writes `portal-sw.js` into `dist` and returns its version (of the cached files and of the worker itself). */
export function buildPortalServiceWorker(dist) {
  const list = precacheList(dist);
  const catalogues = portalCatalogues(dist);
  const hash = createHash('sha256').update(readFileSync(SOURCE)).update(JSON.stringify(catalogues));
  for (const file of list) hash.update(file).update('\0').update(readFileSync(join(dist, file)));
  const version = hash.digest('hex').slice(0, 16);
  const { outputFiles } = buildSync({
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: { __GP_PRECACHE__: JSON.stringify(list), __GP_VERSION__: JSON.stringify(version), __GP_PORTAL_CATALOGUES__: JSON.stringify(catalogues) },
    logLevel: 'silent',
  });
  writeFileSync(join(dist, 'portal-sw.js'), outputFiles[0].text);
  return { version, files: list.length, path: relative(process.cwd(), join(dist, 'portal-sw.js')) };
}
