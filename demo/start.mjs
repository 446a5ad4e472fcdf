// `npm start`: the reference API server with the hosted portal page, and the example rental-company
// website on a second port (another origin). Installs nothing. Builds the SDK once if dist/ is missing
// (about a minute, with progress lines).
//   GP_PORT (8787)  GP_SITE_PORT (8788)  GP_DATA_DIR (./data)  GP_HOST (localhost)
//   GP_ALLOWED_ORIGINS (extra CORS origins, comma list)  GP_PUBLIC_URL  GP_TRUST_PROXY  --reset (re-create the seed data)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './site/server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
const DIST = path.join(ROOT, 'dist');

const port = Number(process.env.GP_PORT ?? 8787);
const sitePort = Number(process.env.GP_SITE_PORT ?? 8788);
const host = process.env.GP_HOST ?? 'localhost';
const dataDir = path.resolve(process.env.GP_DATA_DIR ?? './data');
const reset = process.argv.includes('--reset');

// 0. The demo turns the dev routes on (outbox, approvals, captures): refuse a non-loopback host before anything listens.
await import('./server/register.mjs');
const { assertDevRoutesHost, listen } = await import('./server/startup/listen.ts');
const { StartupError } = await import('./server/startup/errors.ts');
try {
  assertDevRoutesHost(true, host);
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}

// 1. The SDK build (someone else's code): build once when missing, but keep serving the API if it fails.
//    The first build takes about a minute (longer on a busy machine): say so, and show it is alive.
if (!existsSync(path.join(DIST, 'guest-portal.js'))) {
  if (process.env.GP_SKIP_BUILD === '1') {
    console.warn('dist/guest-portal.js is missing and GP_SKIP_BUILD=1: the pages will load without the SDK.');
  } else {
    console.log('First start: building the SDK into dist/ (npm run build). This takes about a minute, once; later starts skip it.');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const started = Date.now();
    const ticker = setInterval(() => console.log(`  … still building (${Math.round((Date.now() - started) / 1000)} s)`), 10_000);
    const status = await new Promise((resolve) => {
      const child = spawn(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
      child.on('error', () => resolve(1));
      child.on('exit', (code) => resolve(code ?? 1));
    });
    clearInterval(ticker);
    if (status === 0) console.log(`SDK built in ${Math.round((Date.now() - started) / 1000)} s.`);
    else console.warn('\n⚠ npm run build failed: the API keeps running, but the portal and site pages have no SDK until the build works.\n');
  }
}

// 2. The example site first, so that its (possibly random) port is known for CORS.
let apiOrigin = '';
const site = createSiteServer({ distDir: DIST, apiBase: () => apiOrigin, portalUrl: () => apiOrigin });
await new Promise((resolve, reject) => {
  site.once('error', reject);
  site.listen(sitePort, host === 'localhost' ? '127.0.0.1' : host, () => resolve(undefined));
});
const actualSitePort = /** @type {import('node:net').AddressInfo} */ (site.address()).port;
const siteOrigins = [`http://localhost:${actualSitePort}`, `http://127.0.0.1:${actualSitePort}`];

// 3. The API server (TypeScript run through the esbuild loader).
const { buildServer } = await import('./server/app.ts');
const { SEED_LOGINS } = await import('./server/seed.ts');
// Dev routes on: the server answers them only to loopback clients.
/** @type {import('fastify').FastifyInstance} */
let app;
try {
  app = await buildServer({
    dataDir,
    port,
    reset,
    siteOrigins,
    allowedOrigins: siteOrigins,
    devRoutes: true,
    logger: process.env.GP_LOG === '1',
  });
  await listen(app, { port, host });
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(`Cannot start: ${error.message}`);
  site.close();
  process.exit(1);
}
const actualPort = /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;
apiOrigin = `http://localhost:${actualPort}`;

console.log('');
console.log(`Guest portal (API + hosted portal): ${apiOrigin}/`);
console.log(`Example rental-company website:     http://localhost:${actualSitePort}/`);
console.log(`Data directory: ${dataDir}${reset ? ' (reset)' : ''}`);
console.log('Demo logins:');
for (const login of SEED_LOGINS) console.log(`  tenant ${login.tenant}: ${login.email} / ${login.password} — ${login.note}`);
console.log('Reservation codes: see demo/server/SEED.md (e.g. DEMO-UPCOMING, DEMO-CURRENT, DEMO-PAST, DEMO-DONE; last name Morgan)');
console.log(`Dev routes ON (demo only, loopback clients only): ${apiOrigin}/api/dev/outbox (sent e-mails), /api/dev/purchases/{id}/approve|reject, /api/dev/intents`);
console.log('Use http://localhost (not 127.0.0.1) in the browser so the session cookie is shared between the two ports.');

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  site.close();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
