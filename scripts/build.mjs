// `npm run build`: bundles (rollup), declarations (tsc), the Custom Elements Manifest, and SRI hashes.
// Everything is written to a private folder first and swapped into dist/ at the end, so a build never
// leaves a half-written dist/ for a test or another build running at the same time.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildPortalServiceWorker } from './service-worker.mjs';

const bin = (name) => join('node_modules', '.bin', name);
const out = join('.tmp', `dist-${process.pid}`);
rmSync(out, { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, GP_DIST_DIR: out } });

// Progress on stdout: a first build takes about a minute and should not look stuck.
const started = Date.now();
const step = (what) => console.log(`build: ${what} (${Math.round((Date.now() - started) / 1000)} s)`);

try {
  step('bundling the elements and the loader (rollup)');
  run(bin('rollup'), ['-c', '--silent']);
  step('type declarations');
  const rawTypes = join('.tmp', `types-${process.pid}`);
  run(bin('tsc'), ['-p', 'tsconfig.types.json', '--declarationDir', rawTypes]);
  execFileSync(bin('rollup'), ['-c', 'rollup.types.config.mjs', '--silent'], { stdio: 'inherit', env: { ...process.env, GP_DIST_DIR: out, GP_RAW_TYPES: rawTypes } });
  rmSync(rawTypes, { recursive: true, force: true });
  step('custom elements manifest');
  run(bin('custom-elements-manifest'), ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet', '--outdir', out]);

  function* files(dir) {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) yield* files(p);
      else yield p;
    }
  }
  const integrity = {};
  for (const f of files(out)) {
    if (!f.endsWith('.js')) continue;
    integrity[relative(out, f)] = 'sha384-' + createHash('sha384').update(readFileSync(f)).digest('base64');
  }
  writeFileSync(join(out, 'integrity.json'), JSON.stringify(integrity, null, 2) + '\n');
  // After the hashes: the worker is not a script a page embeds, and its version covers the files it caches.
  step('portal service worker');
  buildPortalServiceWorker(out);
  const old = join('.tmp', `dist-old-${process.pid}`);
  try {
    renameSync('dist', old);
  } catch {
    // no previous build
  }
  renameSync(out, 'dist');
  rmSync(old, { recursive: true, force: true });
  console.log(`built dist/ (${Object.keys(integrity).length} scripts) in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (e) {
  rmSync(out, { recursive: true, force: true });
  throw e;
}
