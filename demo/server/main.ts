// CLI: node --import ./demo/server/register.mjs demo/server/main.ts [--reset] [--port N] [--data-dir DIR] [--dev-routes]
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import { StartupError } from './startup/errors.js';
import { assertDevRoutesHost, listen } from './startup/listen.js';
import { SEED_LOGINS } from './seed.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const port = Number(arg('--port') ?? process.env.GP_PORT ?? 8787);
const host = arg('--host') ?? process.env.GP_HOST ?? '127.0.0.1';
const dataDir = arg('--data-dir') ?? process.env.GP_DATA_DIR ?? './data';
const devRoutes = process.argv.includes('--dev-routes') || process.env.GP_DEV_ROUTES === '1';
let app: FastifyInstance;
let address: string;
try {
  assertDevRoutesHost(devRoutes, host);
  app = await buildServer({ dataDir, port, devRoutes, reset: process.argv.includes('--reset'), logger: process.env.GP_LOG === '1' });
  address = await listen(app, { port, host });
} catch (error) {
  // A setting or environment to change: say which, without a stack trace.
  if (!(error instanceof StartupError)) throw error;
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}
console.log(`Guest portal API listening on ${address} (data: ${dataDir})`);
if (devRoutes) console.log('Dev routes ON (/api/dev/*, loopback clients only): never in production.');
for (const login of SEED_LOGINS) console.log(`  tenant ${login.tenant}: ${login.email} / ${login.password}  (${login.note})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
