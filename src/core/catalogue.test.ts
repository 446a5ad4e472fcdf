// Every message key src/core can return exists in the English catalogues, and src/core stays pure.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import core from '../../locales/en/core.json';
import validation from '../../locales/en/validation.json';
import { VALIDATION } from './messages';
import { itemStatusView, STORE_ITEM_STATUSES } from './store';
import { wizardSteps } from './precheckin-steps';

const dir = join(__dirname);
// src/core and its folders of rules split by concern (dates/, validation/).
const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => [f, readFileSync(join(dir, f), 'utf8')] as const);
/** A relative import that stays inside src/core. */
const staysInCore = (file: string, spec: string) => !relative(dir, join(dir, dirname(file), spec)).startsWith('..');

function lookup(key: string): unknown {
  const [ns, path] = key.split(':') as [string, string];
  const root: unknown = ns === 'core' ? core : ns === 'validation' ? validation : undefined;
  return path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), root);
}

describe('catalogue keys', () => {
  it('every VALIDATION key has an English text', () => {
    for (const key of Object.values(VALIDATION)) expect(lookup(key), key).toBeTypeOf('string');
  });
  it('every literal core: key in the sources has an English text', () => {
    const keys = new Set<string>();
    for (const [, src] of sources) for (const m of src.matchAll(/'(core:[\w.]+)'/g)) keys.add(m[1]!);
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) expect(lookup(key), key).toBeTypeOf('string');
  });
  it('computed keys (store statuses, wizard steps) exist', () => {
    for (const status of STORE_ITEM_STATUSES) {
      const v = itemStatusView({ status });
      for (const m of [v.text, v.note]) if (m) expect(lookup(m.key), m.key).toBeTypeOf('string');
    }
    const all = [
      ...wizardSteps({ variant: 'A', hasSpecialRequests: true, damageWaiverPayable: true }),
      ...wizardSteps({ variant: 'B', storeStepEnabled: true, damageWaiverPayable: true, hasSpecialRequests: true }),
    ];
    for (const s of all) expect(lookup(s.labelKey), s.labelKey).toBeTypeOf('string');
  });
});

describe('purity', () => {
  it('src/core imports no React, i18next, fetch clients or DOM code', () => {
    for (const [file, src] of sources) {
      expect(src, file).not.toMatch(/from ['"](react|react-dom|i18next|react-i18next|wretch|zustand)/);
      // Code only: a comment may speak of an identity "document (…)".
      const code = src.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code, file).not.toMatch(/\b(fetch|document|localStorage|sessionStorage|navigator)\s*[.(]/);
      expect(src, file).not.toMatch(/Date\.now\(|new Date\(\)/);
      for (const m of src.matchAll(/from '(\.{1,2}\/[^']+)'/g)) expect(staysInCore(file, m[1]!), `${file}: ${m[1]}`).toBe(true);
    }
  });
});
