// What `npm install guest-portal-elements` gets: only dist/ (bundles, per-entry declarations, the
// manifest), and a manifest that documents every ::part() each element exposes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, partNames } from '../support/import-graph';
import { DIST, ROOT } from './harness';
import { DESCRIPTORS } from '../../elements/descriptors';

interface PackFile { path: string; size: number }

describe('the published package', () => {
  const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' })) as [{ files: PackFile[]; size: number; entryCount: number }];
  const paths = pack.files.map((f) => f.path);

  it('holds only dist/ plus the package files: no stories, fixtures, tests, sources or reference server', () => {
    expect(paths.filter((p) => !p.startsWith('dist/') && !['package.json', 'README.md'].includes(p))).toEqual([]);
    // dist/server/ is the published server entry (`guest-portal-elements/server`), not the reference server.
    expect(paths).toContain('dist/server/index.js');
    const notServerEntry = paths.filter((p) => !p.startsWith('dist/server/'));
    expect(notServerEntry.filter((p) => /\.stories\.|fixtures|\.test\.|\/tests?\/|demo|server|\.tsx?$/.test(p) && !p.endsWith('.d.ts'))).toEqual([]);
  });

  it('ships declarations only for the public entry points', () => {
    const declarations = paths.filter((p) => p.endsWith('.d.ts'));
    const exported = Object.values(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).exports as Record<string, string | { types?: string }>)
      .map((e) => (typeof e === 'object' ? e.types : undefined))
      .filter((t): t is string => !!t)
      .map((t) => t.replace(/^\.\//, ''));
    expect(declarations.sort()).toEqual(exported.sort());
  });

  it('has no runtime dependencies to install', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.dependencies ?? {}).toEqual({});
  });
});

describe('the Custom Elements Manifest documents every part', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, 'custom-elements.json'), 'utf8'));
  const documented = new Map<string, string[]>();
  for (const mod of manifest.modules) for (const d of mod.declarations ?? []) if (d.tagName) documented.set(d.tagName, (d.cssParts ?? []).map((p: { name: string }) => p.name));
  const tags = DESCRIPTORS.map((d) => d.tag);

  for (const tag of tags) {
    it(`<${tag}> lists each part= its code renders`, () => {
      const exposed = new Set(importGraph(join(ROOT, 'elements', `${tag}.ts`)).flatMap((f) => partNames(readFileSync(f, 'utf8'))));
      const listed = documented.get(tag) ?? [];
      // A trailing '-' is a prefix (`alert-${tone}`): some documented part must carry it.
      const missing = [...exposed].filter((p) => (p.endsWith('-') ? !listed.some((l) => l.startsWith(p)) : !listed.includes(p)));
      expect(exposed.size).toBeGreaterThan(0);
      expect(missing).toEqual([]);
    });
  }
});
