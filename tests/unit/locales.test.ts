import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/locales-plugin.mjs';
import { LOCALES } from '../../src/core/locales';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out[prefix + k] = v;
    else Object.assign(out, flatten(v, `${prefix}${k}.`));
  }
  return out;
}

/**
 * Texts that are legitimately the same as English in some languages (brand names, "OK", "Wi-Fi"):
 * `{ "namespace:key": ["fr", "es"] }` or `["*"]` for every locale.
 */
const identicalAllowed = JSON.parse(readFileSync('locales/identical-allowed.json', 'utf8')) as Record<string, string[]>;
const en = flatten(readCatalogue('en') as Tree);
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const hasWords = (s: string) => /\p{L}{2,}/u.test(s.replace(/\{\{[^}]*\}\}/g, ''));
const toKey = (flat: string) => flat.replace('.', ':');

describe('locale catalogues', () => {
  it('has an English catalogue', () => {
    expect(Object.keys(en).length).toBeGreaterThan(0);
  });

  for (const { code } of LOCALES.filter((l) => l.code !== 'en')) {
    it(`${code}: every English key is present, translated and keeps its placeholders`, () => {
      const other = flatten(readCatalogue(code) as Tree);
      const missing = Object.keys(en).filter((k) => typeof other[k] !== 'string' || !other[k]!.trim());
      expect(missing, `${code} lacks keys`).toEqual([]);
      const wrongPlaceholders = Object.keys(en).filter((k) => placeholders(en[k]!).join() !== placeholders(other[k]!).join());
      expect(wrongPlaceholders, `${code} changes placeholders`).toEqual([]);
      if (code === 'gb') return;
      const untranslated = Object.keys(en).filter((k) => {
        if (other[k] !== en[k] || !hasWords(en[k]!)) return false;
        const allowed = identicalAllowed[toKey(k)] ?? [];
        return !allowed.includes('*') && !allowed.includes(code);
      });
      expect(untranslated, `${code} leaves English text`).toEqual([]);
    });
  }
});
