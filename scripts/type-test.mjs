// The type test of a React host (tests/types/react-host.tsx) and of a company's server code using the
// server entry (tests/types/server-host.ts) against the package as a host installs
// it: `guest-portal-elements` in its node_modules (package.json + the built dist/), `tsc --strict`
// without skipLibCheck, once per supported moduleResolution (bundler and node10, the latter through
// package.json typesVersions). Needs the build (dist/types).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
if (!existsSync(join(ROOT, 'dist/types/elements/jsx.d.ts'))) {
  console.error('type test: dist/types is missing, run node scripts/build.mjs first');
  process.exit(1);
}
const dir = join(ROOT, '.tmp', `type-test-${process.pid}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(join(dir, 'node_modules'), { recursive: true });
// The package itself: its package.json (exports, typesVersions) and dist, as npm would lay it out.
mkdirSync(join(dir, 'node_modules', 'guest-portal-elements'));
copyFileSync(join(ROOT, 'package.json'), join(dir, 'node_modules', 'guest-portal-elements', 'package.json'));
symlinkSync(join(ROOT, 'dist'), join(dir, 'node_modules', 'guest-portal-elements', 'dist'), 'dir');
for (const dep of ['react', '@types']) symlinkSync(join(ROOT, 'node_modules', dep), join(dir, 'node_modules', dep), 'dir');
const HOSTS = ['react-host.tsx', 'server-host.ts'];
for (const host of HOSTS) copyFileSync(join(ROOT, 'tests/types', host), join(dir, host));

const RESOLUTIONS = { bundler: { module: 'esnext', moduleResolution: 'bundler' }, node10: { module: 'commonjs', moduleResolution: 'node10' } };
let failed = 0;
for (const [name, options] of Object.entries(RESOLUTIONS)) {
  const config = join(dir, `tsconfig.${name}.json`);
  const compilerOptions = { ...options, target: 'es2022', lib: ['es2022', 'dom'], jsx: 'react-jsx', strict: true, noEmit: true, skipLibCheck: false, types: [] };
  writeFileSync(config, JSON.stringify({ compilerOptions, files: HOSTS }));
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', config], { stdio: 'inherit' });
  console.log(`type test (moduleResolution ${name}): ${r.status === 0 ? 'ok' : 'FAILED'}`);
  if (r.status !== 0) failed++;
}
rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
