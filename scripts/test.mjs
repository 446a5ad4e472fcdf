// `npm test`: every check, in the order a failure is cheapest to find. Ends with one summary line
// ("N passed, N failed") counted from the vitest JSON reports.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const started = Date.now();
mkdirSync('.tmp', { recursive: true });
const reports = [];
let failedSteps = [];

function step(name, cmd, args, opts = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...opts.env } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    failedSteps.push(name);
    console.log(`=== ${name}: FAILED (${secs} s)`);
  } else {
    console.log(`=== ${name}: ok (${secs} s)`);
  }
  return r.status === 0;
}

/**
 * Steps that each use about one core, run side by side on CI's two; each one's output is printed in one
 * piece when it ends, so the log reads as if they had run one after another.
 */
async function together(steps) {
  const t0 = Date.now();
  const results = await Promise.all(
    steps.map(
      ([name, cmd, args, env = {}]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
          const out = [];
          child.stdout.on('data', (d) => out.push(d));
          child.stderr.on('data', (d) => out.push(d));
          child.on('close', (code) => resolve({ name, code, out: Buffer.concat(out).toString(), secs: ((Date.now() - t0) / 1000).toFixed(1) }));
        }),
    ),
  );
  for (const r of results) {
    console.log(`\n=== ${r.name}`);
    if (r.out) process.stdout.write(r.out);
    if (r.code !== 0) failedSteps.push(r.name);
    console.log(`=== ${r.name}: ${r.code === 0 ? 'ok' : 'FAILED'} (${r.secs} s)`);
  }
  return results.every((r) => r.code === 0);
}

const vitest = (name, projects) => {
  const out = `.tmp/vitest-${name}.json`;
  rmSync(out, { force: true });
  reports.push(out);
  return step(`vitest ${name}`, 'npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
};

// The types, and the architecture and habits as tools: lint rules (hooks, accessibility), the layers, unused code.
await together([
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['layers (dependency-cruiser)', 'npx', ['depcruise', 'src', 'elements', 'demo', 'tests', '.storybook', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']],
  ['unused code (knip)', 'npx', ['knip', '--no-progress']],
]);
vitest('unit+server', ['unit', 'server']);
// Storybook is built before the browser suite, which opens its stories (tests/e2e/storybook.test.ts).
await together([
  ['storybook build', 'npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet', '--disable-telemetry'], { STORYBOOK_DISABLE_TELEMETRY: '1' }],
  ['build', 'node', ['scripts/build.mjs']],
]);
if (!failedSteps.includes('build')) {
  step('size budget', 'node', ['scripts/size.mjs']);
  // A React host file using every documented attribute, property and event, against the built declarations.
  step('types of a React host (tsc --strict, bundler + node10)', 'node', ['scripts/type-test.mjs']);
  vitest('e2e', ['e2e']);
}

let passed = 0;
let failed = 0;
// CI keeps only the end of the log: name every failure there, with the first lines of its message.
const failures = [];
const firstLines = (message = '') => message.split('\n').slice(0, 4).map((l) => `      ${l}`).join('\n');
for (const file of reports) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0);
  for (const suite of r.testResults ?? []) {
    const name = relative(process.cwd(), suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedTests) failures.push(`  ${name} > ${a.fullName}\n${firstLines(a.failureMessages?.[0])}`);
    if (suite.status === 'failed' && !failedTests.length) failures.push(`  ${name} (the file)\n${firstLines(suite.message)}`);
  }
}
const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (failures.length) console.log(`\nfailed tests:\n${failures.join('\n')}`);
if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
console.log(`\n(${minutes} min)`);
console.log(`${passed} passed, ${failed + (failedSteps.length && !failed ? 1 : 0)} failed`);
process.exit(failedSteps.length ? 1 : 0);
