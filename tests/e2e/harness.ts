import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const DIST = join(ROOT, 'dist');
export const CHROMIUM = process.env.GP_CHROMIUM ?? '/usr/bin/chromium';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' };

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createNetServer();
    s.unref();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

export interface HostPage {
  html: string;
  headers?: Record<string, string>;
}

type SiteHandler = (req: IncomingMessage, res: ServerResponse) => boolean | void;

export interface Stack {
  /** API origin (reference server), e.g. http://127.0.0.1:5123 */
  api: string;
  /** Host page origin (a different port: another origin, the same site). */
  site: string;
  browser: Browser;
  /** Requests the API server received, in order. */
  apiRequests: { method: string; url: string }[];
  /** The reference server itself (its database: `app.db`), for a journey that changes a tenant's setting. */
  app: FastifyInstance;
  /** Serve an HTML page on the host origin; returns its URL. */
  page(path: string, page: HostPage): string;
  /**
   * Hands every host-origin request without a page of its own to `handler` (a site's own server); one
   * it returns `false` for is served as without a handler (the SDK's files).
   */
  handle(handler: SiteHandler): void;
  newPage(opts?: { locale?: string }): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[] }>;
  close(): Promise<void>;
}

export interface StackOptions {
  /** More Chromium command-line switches (e.g. the fake camera of the pre-check-in's selfie). */
  chromiumArgs?: readonly string[];
}

/**
 * The reference server needs its own origin before it listens (the seeded allow-list, its public URL), so
 * it takes a port found free; when another test file's server takes that port first, it tries another.
 */
async function startReferenceServer(site: string): Promise<{ app: FastifyInstance; api: string; dataDir: string }> {
  const { buildServer } = await import('../../demo/server/app');
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'gp-e2e-'));
    const app = await buildServer({
      dataDir,
      port,
      logger: false,
      passwordHashing: 'fast',
      allowedOrigins: [site, api],
      siteOrigins: [site],
      devRoutes: true,
      publicUrl: api,
    });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return { app, api, dataDir };
    } catch (error) {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
    }
  }
}

/** The reference server on a free port with a fresh data directory, a host-page server, and Chromium. */
export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  // The host-page server takes any port the system gives; its origin is then known to the API's allow-list.
  const pages = new Map<string, HostPage>();
  let siteHandler: SiteHandler | null = null;
  let site = '';
  const siteServer: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', site);
    const hosted = pages.get(url.pathname);
    if (hosted) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...hosted.headers });
      res.end(hosted.html);
      return;
    }
    if (siteHandler && siteHandler(req, res) !== false) return;
    if (url.pathname.startsWith('/sdk/')) {
      const file = normalize(join(DIST, url.pathname.slice('/sdk/'.length)));
      if (file.startsWith(DIST) && existsSync(file) && statSync(file).isFile()) {
        // Read whole and sent in the same turn, as the pages above and a CDN's cache: a file streamed in
        // chunks waits behind the API's work on this process between them, which the SDK's own host
        // would not.
        res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
        res.end(readFileSync(file));
        return;
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve, reject) => {
    siteServer.once('error', reject);
    siteServer.listen(0, '127.0.0.1', resolve);
  });
  site = `http://127.0.0.1:${(siteServer.address() as AddressInfo).port}`;

  const { app, api, dataDir } = await startReferenceServer(site);
  const apiRequests: { method: string; url: string }[] = [];
  // buildServer returns a ready app (no more hooks): count at the Node HTTP server instead.
  app.server.on('request', (req) => apiRequests.push({ method: req.method ?? 'GET', url: req.url ?? '/' }));

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync', ...(opts.chromiumArgs ?? [])],
  });

  return {
    api,
    site,
    browser,
    apiRequests,
    app,
    page(path, page) {
      pages.set(path, page);
      return site + path;
    },
    handle(handler) {
      siteHandler = handler;
    },
    async newPage(opts = {}) {
      const context = await browser.newContext({ locale: opts.locale ?? 'en-US' });
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
      page.on('pageerror', (e) => consoleErrors.push(String(e)));
      return { page, context, consoleErrors };
    },
    async close() {
      await browser.close().catch(() => undefined);
      await new Promise<void>((r) => siteServer.close(() => r()));
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A host page that loads the SDK from the host origin (as a CDN copy would be), with the given body. */
export function hostHtml(body: string, opts: { head?: string; script?: 'module' | 'classic' } = {}): string {
  const script =
    opts.script === 'classic'
      ? '<script src="/sdk/guest-portal.classic.js"></script>'
      : '<script type="module" async src="/sdk/guest-portal.js"></script>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>${opts.head ?? ''}${script}</head><body>${body}</body></html>`;
}

/** Waits until the element has rendered inside its shadow root and returns nothing; throws on timeout. */
export async function waitForElement(page: Page, selector: string, inner = '.gp-root[data-route]'): Promise<void> {
  await page.waitForFunction(
    ([sel, innerSel]) => {
      const el = document.querySelector(sel as string);
      return !!el?.shadowRoot?.querySelector(innerSel as string);
    },
    [selector, inner],
    { timeout: 20_000 },
  );
}
