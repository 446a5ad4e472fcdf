import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBundles } from '../../scripts/locales-plugin.mjs';
import { importGraph } from '../support/import-graph';

/**
 * Each element downloads only the namespaces of its catalogue bundle, so an element whose code uses
 * `ns:key` from a namespace missing in its bundle would show raw keys. This walks each element's
 * import graph (static and dynamic imports) and checks every namespace it uses is in its bundle.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const namespaces = readdirSync(join(ROOT, 'locales', 'en')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
const nsPattern = new RegExp(`['"\`](${namespaces.join('|')}):([A-Za-z]+)`, 'g');

function usedNamespaces(entry: string): Set<string> {
  const used = new Set<string>();
  for (const file of importGraph(entry)) for (const m of readFileSync(file, 'utf8').matchAll(nsPattern)) used.add(`${m[1]}.${m[2]}`);
  return used;
}

describe('catalogue bundles', () => {
  const bundles = readBundles();
  const tags = readdirSync(join(ROOT, 'elements')).filter((f) => /^[a-z-]+\.ts$/.test(f) && !['loader.ts', 'index.ts', 'jsx.ts'].includes(f)).map((f) => f.slice(0, -3));
  it('lists a bundle for every element', () => {
    expect(Object.keys(bundles).sort()).toEqual([...tags].sort());
  });
  for (const tag of tags) {
    it(`<${tag}> has every namespace its code uses in its catalogue bundle`, () => {
      const listed = bundles[tag];
      const code = readFileSync(join(ROOT, 'elements', `${tag}.ts`), 'utf8');
      expect(code).toContain(`gp-locale-loaders:${tag}'`);
      if (listed === '*') return;
      // A used key `ns:top.rest` is covered by the whole namespace `ns` or by its subtree `ns.top`.
      const missing = [...usedNamespaces(join(ROOT, 'elements', `${tag}.ts`))].filter((k) => !listed!.includes(k.split('.')[0]!) && !listed!.includes(k));
      expect(missing).toEqual([]);
    });
  }
});
