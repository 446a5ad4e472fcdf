// `npm run lighthouse`: Lighthouse (mobile) accessibility and best-practices scores of the hosted
// portal's pages, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). A script, not a test:
// it prints a table (and the failing audits of any page under 100) and writes .tmp/lighthouse.json.
// Needs the SDK built (npm run build). Starts the reference server on a free port with a fresh data
// directory; signed-in pages get the seeded guest's session cookie.
//   node --import ./demo/server/register.mjs scripts/lighthouse.mjs [path ...]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const GUEST = { email: 'guest@demo.test', password: 'Guest#2026' };
const PAGES = [
  { path: '/tourist/login', signedIn: false },
  { path: '/tourist/signup', signedIn: false },
  { path: '/tourist/trips', signedIn: true },
  { path: '/tourist/trips/DEMO-CURRENT/info', signedIn: true },
];
// The not-found page is not scored: Lighthouse refuses documents answered with an error status (404).
const chosen = process.argv.slice(2);
const pages = chosen.length ? PAGES.filter((p) => chosen.includes(p.path)) : PAGES;

const { buildServer } = await import('../demo/server/app.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'gp-lighthouse-'));
const app = await buildServer({ dataDir, port: 0, logger: false, bcryptCost: 4, allowedOrigins: [], devRoutes: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${app.server.address().port}`;

const login = await fetch(`${origin}/api/login-portal`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(GUEST) });
const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status}`);

// Lighthouse drives the browser over its DevTools port; playwright-core (already a dependency) starts it.
const debugPort = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${debugPort}`] });
const rows = [];
try {
  for (const page of pages) {
    const result = await lighthouse(`${origin}${page.path}`, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility', 'best-practices'],
      ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no result for ${page.path}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id);
    rows.push({ page: page.path, accessibility: score('accessibility'), bestPractices: score('best-practices'), failing });
  }
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`Lighthouse (mobile) — ${CHROME_PATH}`);
console.log('| page | accessibility | best practices |\n|---|---|---|');
for (const r of rows) console.log(`| \`${r.page}\` | ${r.accessibility} | ${r.bestPractices} |`);
for (const r of rows.filter((x) => x.failing.length)) console.log(`${r.page}: below 100 because of ${r.failing.join(', ')}`);
mkdirSync('.tmp', { recursive: true });
writeFileSync(join('.tmp', 'lighthouse.json'), JSON.stringify(rows, null, 2) + '\n');
process.exitCode = rows.every((r) => r.accessibility === 100 && r.bestPractices === 100) ? 0 : 1;
