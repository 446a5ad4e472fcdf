// Issue 25, item 6: the README's order of the `locale` default must be the order `resolveLocale` applies
// (the browser's language before the tenant's default).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../../src/element/locale';

const README = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');

/** The steps of the `locale` row's default column, in the README's order. */
function readmeOrder(): string[] {
  const row = README.split('\n').find((line) => line.startsWith('| `locale` |'));
  if (!row) throw new Error('README has no `locale` attribute row');
  return row.split('|')[2]!.split('→').map((step) => step.trim());
}

describe("README's locale order", () => {
  it('is the order resolveLocale applies', () => {
    const steps = readmeOrder();
    const at = (word: RegExp) => steps.findIndex((s) => word.test(s));
    const order = [at(/choice/), at(/user/), at(/browser/), at(/tenant/), at(/`en`/)];
    expect(order.every((i) => i >= 0)).toBe(true);
    // choice → user → browser → tenant → en
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The code the README describes.
    const base = { choice: null, attribute: undefined, userLocale: null, device: null };
    expect(resolveLocale({ ...base, tenantDefault: 'es', browser: ['fr-FR'] })).toBe('fr');
    expect(resolveLocale({ ...base, tenantDefault: 'es', browser: ['xx'] })).toBe('es');
    expect(resolveLocale({ ...base, userLocale: 'it', tenantDefault: 'es', browser: ['fr'] })).toBe('it');
  });
});
