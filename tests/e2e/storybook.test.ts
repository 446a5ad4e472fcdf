import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, ROOT, freePort } from './harness';

// The static Storybook must show each element working against its Mock Service Worker handlers:
// no API server runs here, so a rendered trip list proves the mocks answered.
const STATIC = join(ROOT, 'storybook-static');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };
let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(STATIC, 'iframe.html'))) {
    execFileSync('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet', '--disable-telemetry'], { cwd: ROOT, stdio: 'inherit' });
  }
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', origin).pathname);
    const file = normalize(join(STATIC, path === '/' ? 'index.html' : path));
    if (!file.startsWith(STATIC) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => server?.close(() => r()));
});

describe('Storybook', () => {
  it.each([
    ['elements-guest-trips--english', 'en', 'ltr'],
    ['elements-guest-trips--hebrew', 'he', 'rtl'],
  ])('renders %s with mocked API responses', async (id, lang, dir) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story`);
    await page.waitForFunction(
      () => (document.querySelector('guest-trips')?.shadowRoot?.querySelectorAll('a, button').length ?? 0) > 3,
      null,
      { timeout: 20_000 },
    );
    const root = await page.evaluate(() => {
      const r = document.querySelector('guest-trips')!.shadowRoot!.querySelector('.gp-root')!;
      return { lang: r.getAttribute('lang'), dir: r.getAttribute('dir'), text: r.textContent ?? '' };
    });
    expect(root.lang).toBe(lang);
    expect(root.dir).toBe(dir);
    // The fixture's listing titles come only from the mocked reservations call.
    expect(root.text).toContain('Harbor House');
    await page.close();
  });

  // The lookup stories fill the form and submit in their play function; MSW gives each its answer.
  it.each([
    ['gate-code-shown', 'ltr', '4821#'],
    ['gate-code-shown-hebrew', 'rtl', '4821#'],
    ['gate-code-mismatch', 'ltr', 'does not match our records'],
    ['gate-code-mismatch-hebrew', 'rtl', 'אינם תואמים לרישומים שלנו'],
    ['gate-code-rate-limited', 'ltr', 'Too many attempts. Please try again in 9 minutes.'],
    ['gate-code-rate-limited-hebrew', 'rtl', 'יותר מדי ניסיונות'],
    ['reservation-opened', 'ltr', 'Your reservation opened in a new tab.'],
    ['reservation-opened-hebrew', 'rtl', 'ההזמנה נפתחה בכרטיסייה חדשה.'],
    ['reservation-mismatch', 'ltr', 'does not match our records'],
    ['reservation-mismatch-hebrew', 'rtl', 'אינם תואמים לרישומים שלנו'],
    ['reservation-rate-limited', 'ltr', 'Too many attempts. Please try again in 9 minutes.'],
    ['reservation-rate-limited-hebrew', 'rtl', 'יותר מדי ניסיונות'],
  ])('<gate-code-lookup> story %s shows its outcome', async (id, dir, text) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/iframe.html?id=elements-gate-code-lookup--${id}&viewMode=story`);
    await page.waitForFunction((t) => (document.querySelector('gate-code-lookup')?.shadowRoot?.querySelector('.gp-root')?.textContent ?? '').includes(t), text, { timeout: 20_000 });
    expect(await page.evaluate(() => document.querySelector('gate-code-lookup')!.shadowRoot!.querySelector('.gp-root')!.getAttribute('dir'))).toBe(dir);
    await page.close();
  });
});
