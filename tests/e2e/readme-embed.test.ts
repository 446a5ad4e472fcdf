// A rental company's first embed, done exactly as README.md's "Embedding an element" says: the loader
// tag, the start command with the page's origin allowed, and the one element are read from the README
// itself (so the README cannot drift from what works), put on a blank page served from a third origin
// (neither the hosted portal nor the example site), and the demo guest signs in and sees the trips with
// no console error. A page on an origin the API does not list gets the one clear console line instead.
// Only the ports differ from the README (the machine is shared: ephemeral ports).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, ROOT } from './harness';
import { inEl, waitForRoute, waitForText } from './helpers/portal';

interface ReadmeEmbed {
  /** Step 1: the loader tag, against the README's API origin. */
  loader: string;
  /** Step 2: `GP_ALLOWED_ORIGINS=<page origin> npm start`. */
  allowedOrigin: string;
  /** Step 3: the element. */
  element: string;
  /** How the README quotes the console line of a refused origin (… for the origins). */
  refusedLine: string;
  /** The API origin the README's snippets use. */
  api: string;
  login: { email: string; password: string };
}

/** The snippets of README.md's first-embed steps (the code spans between the section title and "For production"). */
function readmeEmbed(): ReadmeEmbed {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('## Embedding an element');
  const section = readme.slice(start, readme.indexOf('For production:', start));
  const spans = [...section.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  const loader = spans.find((s) => /^<script type="module" async src="[^"]+\/sdk\/guest-portal\.js"><\/script>$/.test(s));
  const command = spans.map((s) => /^GP_ALLOWED_ORIGINS=(\S+) npm start$/.exec(s)).find(Boolean);
  const element = spans.find((s) => /^<guest-[a-z-]+ api-base="[^"]+"><\/guest-[a-z-]+>$/.test(s));
  const credentials = /\(`([^`]+@[^`]+)` \/ `([^`]+)`\)/.exec(section);
  const refusedLine = spans.find((s) => s.startsWith('[guest-portal] '));
  if (!loader || !command || !element || !credentials || !refusedLine) throw new Error(`README.md's embedding section lost a step:\n${section}`);
  const api = new URL(/src="([^"]+)"/.exec(loader)![1]!).origin;
  return { loader, allowedOrigin: command[1]!, element, refusedLine, api, login: { email: credentials[1]!, password: credentials[2]! } };
}

/** A server of blank pages on its own origin (a port of its own on localhost, as the README's example). */
async function blankPageServer(html: () => string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html());
  });
  await new Promise<void>((r) => server.listen(0, 'localhost', r));
  const { port } = server.address() as { port: number };
  return { origin: `http://localhost:${port}`, server };
}

/** `npm start` (package.json's start script) with the README's environment; resolves with the API origin it prints. */
async function npmStart(env: Record<string, string>): Promise<{ api: string; child: ChildProcess }> {
  const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  expect(script).toBe('node demo/start.mjs');
  // Its own process group, so that stopping it stops nothing else.
  const child = spawn(process.execPath, ['demo/start.mjs'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const api = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no URL:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const printed = /Guest portal \(API \+ hosted portal\): (http:\/\/\S+?)\/?\s/.exec(output);
      if (printed && output.includes('Reservation codes')) {
        clearTimeout(timer);
        resolve(printed[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  return { api, child };
}

const readme = readmeEmbed();
let api = '';
let child: ChildProcess | undefined;
let browser: Browser;
let allowed: { origin: string; server: Server };
let refused: { origin: string; server: Server };
const dataDir = mkdtempSync(join(tmpdir(), 'gp-readme-embed-'));

/** The blank page: the README's loader and element, pointed at the running API instead of the README's port. */
const blankPage = () => {
  const atApi = (snippet: string) => snippet.replaceAll(readme.api, api);
  return `<!doctype html><html><head><meta charset="utf-8"><title>Blank</title></head><body>${atApi(readme.loader)}${atApi(readme.element)}</body></html>`;
};

beforeAll(async () => {
  expect(readme.allowedOrigin).toBe('http://localhost:3000');
  [allowed, refused] = [await blankPageServer(blankPage), await blankPageServer(blankPage)];
  ({ api, child } = await npmStart({
    // Step 2 of the README, with this run's page origin for the README's http://localhost:3000.
    GP_ALLOWED_ORIGINS: readme.allowedOrigin.replace('http://localhost:3000', allowed.origin),
    GP_PORT: '0',
    GP_SITE_PORT: '0',
    GP_DATA_DIR: dataDir,
    GP_SKIP_BUILD: '1',
    GP_PASSWORD_HASHING: 'fast',
  }));
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
});

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  for (const s of [allowed, refused]) if (s) await new Promise<void>((r) => s.server.close(() => r()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every console message and uncaught exception of the page, and every request that failed or answered ≥ 400. */
function recordConsole(page: Page): { lines: { type: string; text: string }[]; failed: string[] } {
  const lines: { type: string; text: string }[] = [];
  const failed: string[] = [];
  page.on('console', (m) => lines.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => lines.push({ type: 'error', text: String(e) }));
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
  return { lines, failed };
}

const TAG = () => /^<(guest-[a-z-]+)/.exec(readme.element)![1]!;

describe("README.md's first embed", () => {
  it('the snippets are the loader from the API, one element with the same API origin, and the page origin to allow', () => {
    expect(readme.loader).toBe(`<script type="module" async src="${readme.api}/sdk/guest-portal.js"></script>`);
    expect(readme.element).toBe(`<guest-trips api-base="${readme.api}"></guest-trips>`);
    expect(new URL(api).hostname).toBe(new URL(readme.api).hostname);
  });

  it('a blank page on an allowed third origin: sign in, the trips, and no console error', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const { lines, failed } = recordConsole(page);
    await page.goto(`${allowed.origin}/`);
    const tag = TAG();
    // Signed out, it shows the sign-in.
    await inEl(page, 'button', tag).filter({ hasText: 'Sign in' }).click();
    await waitForRoute(page, 'login', tag);
    await inEl(page, 'input[name="email"]', tag).fill(readme.login.email);
    await inEl(page, 'input[name="password"]', tag).fill(readme.login.password);
    await inEl(page, 'form button[type="submit"]', tag).click();
    // The demo guest then sees the trips, on the same page.
    await waitForRoute(page, 'tourist-trips', tag);
    await inEl(page, 'li.gp-trip[data-code="DEMO-DONE"]', tag).waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(`${allowed.origin}/`);
    await page.waitForLoadState('networkidle');
    expect(lines.filter((l) => l.type === 'error')).toEqual([]);
    expect(lines.filter((l) => l.text.includes('[guest-portal]'))).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('a page on an origin the API does not list: one clear console line names the origin and the fix', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const { lines } = recordConsole(page);
    await page.goto(`${refused.origin}/`);
    const ours = () => lines.filter((l) => l.text.includes('[guest-portal]'));
    await expect.poll(() => ours().length, { timeout: 20_000 }).toBe(1);
    expect(ours()[0]!.text).toBe(
      `[guest-portal] The API ${api} refused this page's origin ${refused.origin} (CORS): add ${refused.origin} to the tenant's allowed origins (reference server: GP_ALLOWED_ORIGINS=${refused.origin}).`,
    );
    // The README's wording of it, its … standing for the origins.
    expect(ours()[0]!.text).toMatch(new RegExp(`^${readme.refusedLine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('…', '.+')}`));
    // The element still tells the visitor something (never a blank box), and the line is said once.
    await waitForText(page, 'We could not reach the server. Check your connection and try again.', TAG());
    expect(ours()).toHaveLength(1);
    await context.close();
  });
});
