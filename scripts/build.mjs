// `npm run build`: bundles (rollup), declarations (tsc), the Custom Elements Manifest, and SRI hashes.
// Everything is written to a private folder first and swapped into dist/ at the end, so a build never
// leaves a half-written dist/ for a test or another build running at the same time.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { copyOcrAssets } from './ocr-assets.mjs';
import { writeDelivery } from './delivery.mjs';
import { buildPortalServiceWorker } from './service-worker.mjs';

const bin = (name) => join('node_modules', '.bin', name);
const out = join('.tmp', `dist-${process.pid}`);
rmSync(out, { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
/** A tool's run, writing into the private folder; rejects when it fails. */
const run = (cmd, args, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, GP_DIST_DIR: out, ...env } });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });

// Progress on stdout: a first build takes about a minute and should not look stuck.
const started = Date.now();
const step = (what) => console.log(`build: ${what} (${Math.round((Date.now() - started) / 1000)} s)`);

try {
  // Three independent chains, side by side (each uses about one core): the bundles, the declarations,
  // the manifest (read from the sources, not the bundles).
  const rawTypes = join('.tmp', `types-${process.pid}`);
  step('bundles, declarations and the manifest');
  const chains = await Promise.allSettled([
    run(bin('rollup'), ['-c', '--silent']).then(() => step('bundles (rollup) done')),
    run(bin('tsc'), ['-p', 'tsconfig.types.json', '--declarationDir', rawTypes])
      .then(() => run(bin('rollup'), ['-c', 'rollup.types.config.mjs', '--silent'], { GP_RAW_TYPES: rawTypes }))
      .then(() => step('type declarations done')),
    run(bin('custom-elements-manifest'), ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet', '--outdir', out]).then(() => step('custom elements manifest done')),
  ]);
  rmSync(rawTypes, { recursive: true, force: true });
  const failed = chains.find((c) => c.status === 'rejected');
  if (failed) throw failed.reason;
  step('ID scanner files (OCR worker, cores, MRZ model)');
  copyOcrAssets(out);

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
  // Last: the build's id covers every file, and every file gets its compressed copies.
  step('delivery (build id, module graph, brotli and gzip copies)');
  await writeDelivery(out);
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
