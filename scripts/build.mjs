// `npm run build`: bundles (rollup), declarations (tsc), the Custom Elements Manifest, and SRI hashes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
const bin = (name) => join('node_modules', '.bin', name);

rmSync('dist', { recursive: true, force: true });
run(bin('rollup'), ['-c', '--silent']);
run(bin('tsc'), ['-p', 'tsconfig.types.json']);
run(bin('custom-elements-manifest'), ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}
const integrity = {};
for (const f of files('dist')) {
  if (!f.endsWith('.js')) continue;
  integrity[relative('dist', f)] = 'sha384-' + createHash('sha384').update(readFileSync(f)).digest('base64');
}
writeFileSync('dist/integrity.json', JSON.stringify(integrity, null, 2) + '\n');
console.log(`built dist/ (${Object.keys(integrity).length} scripts)`);
