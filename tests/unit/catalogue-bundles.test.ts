import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBundles } from '../../scripts/locales-plugin.mjs';

/**
 * Each element downloads only the namespaces of its catalogue bundle, so an element whose code uses
 * `ns:key` from a namespace missing in its bundle would show raw keys. This walks each element's
 * import graph (static and dynamic imports) and checks every namespace it uses is in its bundle.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const namespaces = readdirSync(join(ROOT, 'locales', 'en')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
const nsPattern = new RegExp(`['"\`](${namespaces.join('|')}):([A-Za-z]+)`, 'g');

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base.replace(/\.js$/, '.ts')]) {
    if (existsSync(c) && !c.endsWith('/') && /\.(ts|tsx)$/.test(c)) return c;
  }
  return null;
}

function usedNamespaces(entry: string): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || /\.test\.tsx?$/.test(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(nsPattern)) used.add(`${m[1]}.${m[2]}`);
    for (const m of code.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const next = resolveImport(file, m[1]!);
      if (next) stack.push(next);
    }
  }
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
