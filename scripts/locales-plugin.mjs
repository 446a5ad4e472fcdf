// Catalogues live as one file per namespace (locales/<lng>/<ns>.json) so each feature owns its own
// texts. A page should fetch one catalogue per locale per element, holding only what that element
// shows. This plugin (rollup and vite) serves:
//   gp-locale-loaders:<bundle>  → { [lng]: () => import('gp-locale:<lng>:<bundle>') } for every locale
//   gp-locale:<lng>:<bundle>    → the merged namespaces of src/i18n/bundles.json[bundle] for <lng>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', 'locales');
const bundlesFile = join(here, '..', 'src', 'i18n', 'bundles.json');
export const LOCALE_CODES = ['en', 'gb', 'es', 'fr', 'ge', 'it', 'pt', 'pl', 'sv', 'el', 'ru', 'he', 'ar', 'ar-SA', 'zh-Hans'];

export function readBundles() {
  const { $comment: _c, $lazyOnly: _l, ...bundles } = JSON.parse(readFileSync(bundlesFile, 'utf8'));
  return bundles;
}

/** Namespaces only a lazy part loads: '*' (everything) leaves them out as well. */
const lazyOnly = () => JSON.parse(readFileSync(bundlesFile, 'utf8')).$lazyOnly ?? [];

export function readCatalogue(lng, namespaces = '*') {
  const dir = join(root, lng);
  const out = {};
  if (!existsSync(dir)) return out;
  const skipped = namespaces === '*' ? lazyOnly() : [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    const ns = file.slice(0, -'.json'.length);
    if (skipped.includes(ns)) continue;
    const all = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (namespaces === '*' || namespaces.includes(ns)) {
      out[ns] = all;
      continue;
    }
    // "ns.key" takes one subtree (or one text) of a namespace, at any depth: "core.trips" for
    // <guest-trips>, "common.actions.retry" where an element shows only that action.
    for (const entry of namespaces) {
      const [entryNs, ...path] = entry.split('.');
      if (entryNs !== ns || !path.length) continue;
      let from = all;
      let into = (out[ns] ??= {});
      for (const [i, key] of path.entries()) {
        if (!from || typeof from !== 'object' || !(key in from)) break;
        if (i === path.length - 1) into[key] = from[key];
        else into = into[key] ??= {};
        from = from[key];
      }
    }
  }
  return out;
}

const LOADERS = 'gp-locale-loaders:';
const CATALOGUE = 'gp-locale:';

export function localesPlugin() {
  return {
    name: 'gp-locales',
    resolveId(id) {
      return id.startsWith(LOADERS) || id.startsWith(CATALOGUE) ? '\0' + id : null;
    },
    load(id) {
      if (id.startsWith('\0' + LOADERS)) {
        const bundle = id.slice(LOADERS.length + 1);
        if (!(bundle in readBundles())) this.error(`unknown catalogue bundle ${bundle}`);
        this.addWatchFile?.(bundlesFile);
        const entries = LOCALE_CODES.map((l) => `  ${JSON.stringify(l)}: () => import(${JSON.stringify(`${CATALOGUE}${l}:${bundle}`)}),`);
        return `export default {\n${entries.join('\n')}\n};`;
      }
      if (id.startsWith('\0' + CATALOGUE)) {
        const [lng, bundle] = id.slice(CATALOGUE.length + 1).split(':');
        const namespaces = readBundles()[bundle];
        const dir = join(root, lng);
        if (existsSync(dir)) for (const f of readdirSync(dir)) this.addWatchFile?.(join(dir, f));
        return `export default ${JSON.stringify(readCatalogue(lng, namespaces))};`;
      }
      return null;
    },
  };
}
