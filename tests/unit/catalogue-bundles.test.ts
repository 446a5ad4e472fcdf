import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBundles, readCatalogue } from '../../scripts/locales-plugin.mjs';
import { importGraph } from '../support/import-graph';
import { DESCRIPTORS } from '../../elements/descriptors';

/**
 * Each element downloads only the namespaces of its catalogue bundle, so an element whose code uses
 * `ns:key` from a namespace missing in its bundle would show raw keys. This walks each element's
 * import graph (static and dynamic imports) and checks every namespace it uses is in its bundle.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const namespaces = readdirSync(join(ROOT, 'locales', 'en')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
// A key as far as it is written out: `ns:a.b.c`, or the static start of a built one (`ns:a.${x}` → a).
const nsPattern = new RegExp(`['"\`](${namespaces.join('|')}):([A-Za-z][\\w-]*(?:\\.[A-Za-z][\\w-]*)*)`, 'g');

/** The `ns.top` keys an element's code uses, and the catalogue bundles its code loads (its own and lazy parts'). */
function usedNamespaces(entry: string): { used: Set<string>; bundles: Set<string> } {
  const used = new Set<string>();
  const bundles = new Set<string>();
  for (const file of importGraph(entry)) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(nsPattern)) used.add(`${m[1]}.${m[2]}`);
    for (const m of code.matchAll(/'gp-locale-loaders:([a-z-]+)'/g)) bundles.add(m[1]!);
  }
  return { used, bundles };
}

describe('catalogue bundles', () => {
  const bundles = readBundles();
  // The elements are the descriptors' tags (elements/ also holds the loader, the JSX and tag-map types).
  const tags = DESCRIPTORS.map((d) => d.tag as string);
  const loadedBy = Object.fromEntries(tags.map((tag) => [tag, usedNamespaces(join(ROOT, 'elements', `${tag}.ts`))]));
  it('lists a bundle for every element, and no bundle no element loads', () => {
    const loaded = new Set(tags.flatMap((tag) => [tag, ...loadedBy[tag]!.bundles]));
    expect(Object.keys(bundles).sort()).toEqual([...loaded].sort());
    for (const tag of tags) expect(loadedBy[tag]!.bundles).toContain(tag);
  });
  for (const tag of tags) {
    it(`<${tag}> has every namespace its code uses in its catalogue bundle or in the bundle of the lazy part using it`, () => {
      const { used, bundles: loaded } = loadedBy[tag]!;
      const listed = [...loaded].flatMap((b) => bundles[b]!);
      if (bundles[tag] === '*') return;
      // A used key `ns:a.b` is covered by the whole namespace `ns` or by a listed subtree on its path
      // (`ns.a`, `ns.a.b`); a subtree listed deeper than the key as written does not cover it.
      const missing = [...used].filter((k) => !listed.some((entry) => k === entry || k.startsWith(`${entry}.`)));
      expect(missing).toEqual([]);
    });
  }
  it('keeps the texts of the sign-in screens out of the first catalogue of the elements with an inline sign-in', () => {
    for (const tag of ['guest-trips', 'guest-precheckin', 'guest-checkout']) {
      expect(bundles[tag]).not.toContain('auth.login');
      expect(loadedBy[tag]!.bundles).toContain('sign-in');
    }
    expect(bundles['sign-in']).toEqual(expect.arrayContaining(['auth.login', 'auth.signup', 'auth.forgot']));
  });

  it("keeps the ID scan dialog's texts out of every first catalogue, <guest-portal>'s every-namespace one too", () => {
    expect(readCatalogue('en', '*')).not.toHaveProperty('idscan');
    expect(readCatalogue('he', bundles['id-scan'])).toHaveProperty('idscan.title', 'סריקת התעודה שלך');
    for (const tag of tags) expect(loadedBy[tag]!.bundles.has('id-scan') || !['guest-precheckin', 'guest-portal'].includes(tag)).toBe(true);
  });
});
