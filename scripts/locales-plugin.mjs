// Catalogues live as one file per namespace (locales/<lng>/<ns>.json) so each feature owns its own
// texts, but a guest's browser should fetch one catalogue per locale. This plugin (rollup and vite)
// serves `gp-locale:<lng>` as a module that merges every namespace of that locale.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const PREFIX = 'gp-locale:';

export function readCatalogue(lng) {
  const dir = join(root, lng);
  const out = {};
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    out[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  }
  return out;
}

export function localesPlugin() {
  return {
    name: 'gp-locales',
    resolveId(id) {
      return id.startsWith(PREFIX) ? '\0' + id : null;
    },
    load(id) {
      if (!id.startsWith('\0' + PREFIX)) return null;
      const lng = id.slice(PREFIX.length + 1);
      const dir = join(root, lng);
      if (existsSync(dir)) {
        for (const f of readdirSync(dir)) this.addWatchFile?.(join(dir, f));
      }
      return `export default ${JSON.stringify(readCatalogue(lng))};`;
    },
  };
}
