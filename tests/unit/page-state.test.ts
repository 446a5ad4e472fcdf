// Each element is bundled with its own copy of the SDK's modules, except those shared by the whole page
// (scripts/chunking.mjs). A module that keeps state at its top level is only right as a copy when that
// state is a cache or per-element: everything else must be listed as shared, or two elements on one page
// would each see their own (a draft edited twice, a landing taken twice).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedByPage } from '../../scripts/chunking.mjs';

// Copies are right here, and why.
const COPY_SAFE: Record<string, string> = {
  'src/ui/country-names.ts': 'a cache of Intl.DisplayNames per locale',
  'src/ui/sanitize.ts': 'a bounded cache of sanitised HTML by input (the output is the same in every copy)',
  'src/features/precheckin/wizard/step-host.tsx': "a cache of the wizard's loaded step modules",
  'src/features/precheckin/phone/load-phone-rules.ts': 'a cache of a dynamic import (the module itself is shared)',
  'src/payments/shared/card-inputs.ts': 'a counter for ids inside one shadow root',
  'src/payments/adyen/index.ts': 'a cache of Adyen checkouts per SDK instance, which each element creates',
  'src/core/id-scan/country-alpha3.ts': 'a constant lookup table (alpha-3 to alpha-2), never written',
  'src/features/precheckin/id-scan/scan-session.ts': "the OCR worker of the element that scans (a guest scans in one element at a time; a second element's worker loads the same cached files)",
};

// Top-level mutable state: a `let`/`var`, a new Map/WeakMap/WeakSet or an empty Set, a store.
const STATE = /^(?:export )?(?:(?:let|var) |const \w+(?:: [^=]+)? = (?:new (?:Map|WeakMap|WeakSet)\b|new Set(?:<[^>]*>)?\(\)|create(?:Store)?\b))/m;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('module state and per-element copies', () => {
  const root = join(import.meta.dirname, '..', '..');
  const stateful = sources(join(root, 'src'))
    .filter((file) => STATE.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file).replace(/\\/g, '/'));

  it('finds the modules that keep state (the scan works)', () => {
    expect(stateful).toContain('src/state/runtime.ts');
    expect(stateful).toContain('src/page-state/precheckin-draft.ts');
  });

  it('shares every module with top-level state across the page, or says why a copy per element is right', () => {
    const unexplained = stateful.filter((file) => !sharedByPage(join(root, file)) && !(file in COPY_SAFE));
    expect(unexplained).toEqual([]);
  });

  it('lists no module as copy-safe that no longer keeps state or is shared anyway', () => {
    const stale = Object.keys(COPY_SAFE).filter((file) => !stateful.includes(file) || sharedByPage(join(root, file)));
    expect(stale).toEqual([]);
  });
});
