// `node --import ./demo/server/register.mjs scripts/bench-repeat-visit.mjs`: LCP of the hosted portal's
// trips list on a first visit and on a repeat visit (the service worker's cache warm), online and offline,
// under Lighthouse's mobile conditions (150 ms round trips, 1.6 Mbit/s down, 4× CPU slowdown, applied
// through the DevTools protocol). GP_BENCH_DIST serves another build (e.g. one without dist/portal-sw.js:
// the same page without a service worker, whose repeat visit has only the HTTP cache). Prints a table and
// writes .tmp/bench-repeat-visit.json. Five runs each, medians.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const GUEST = { email: 'guest@demo.test', password: 'Guest#2026' };
const RUNS = Number(process.env.GP_BENCH_RUNS ?? 5);
const PATH = '/tourist/trips';

const { buildServer } = await import('../demo/server/app.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'gp-bench-repeat-'));
const distDir = process.env.GP_BENCH_DIST;
const app = await buildServer({ dataDir, port: 0, logger: false, passwordHashing: 'fast', allowedOrigins: [], devRoutes: false, ...(distDir ? { distDir } : {}) });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${app.server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });

/** The page's largest contentful paint (ms from navigation start), once the trips list has rendered. */
async function lcp(page) {
  await page.waitForFunction(() => document.querySelector('guest-portal')?.shadowRoot?.querySelector('li.gp-trip, [part="offline-trips"]'), undefined, { timeout: 60_000 });
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(Math.round(entries[entries.length - 1].startTime));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

async function oneRun() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const login = await context.request.post(`${origin}/api/login-portal`, { data: GUEST });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  const page = await context.newPage();
  await throttle(page);
  await page.goto(`${origin}${PATH}`);
  const first = await lcp(page);
  // The worker (if any) installs after load; give it time to precache before the repeat visit.
  const worker = await page.evaluate(() => Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]));
  if (worker) await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
  await page.waitForTimeout(worker ? 3000 : 0);
  await page.reload();
  const repeat = await lcp(page);
  let offline = null;
  if (worker) {
    await context.setOffline(true);
    await page.reload();
    offline = await lcp(page);
  }
  await context.close();
  return { first, repeat, offline, worker };
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

try {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun());
  const result = { dist: distDir ?? 'dist', runs, median: { first: median(runs.map((r) => r.first)), repeat: median(runs.map((r) => r.repeat)), offline: median(runs.map((r) => r.offline)) } };
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(join('.tmp', 'bench-repeat-visit.json'), JSON.stringify(result, null, 2) + '\n');
  console.log(`| build | worker | first visit LCP | repeat visit LCP | repeat visit offline LCP |`);
  console.log(`|---|---|---|---|---|`);
  const ms = (x) => (x === null ? '—' : `${(x / 1000).toFixed(2)} s`);
  console.log(`| ${result.dist} | ${runs[0].worker ? 'yes' : 'no'} | ${ms(result.median.first)} | ${ms(result.median.repeat)} | ${ms(result.median.offline)} |`);
  console.log(`runs: ${runs.map((r) => `${r.first}/${r.repeat}/${r.offline ?? '-'}`).join(', ')} ms`);
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
