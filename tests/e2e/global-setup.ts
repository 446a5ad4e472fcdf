import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, DIST, ROOT } from './harness';

/** The browser suite runs against the built SDK; build it once if `npm test` did not already. */
export default function setup(): void {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (see .ci/run)`);
  if (!existsSync(`${DIST}/guest-portal.js`)) execFileSync('node', ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
}
