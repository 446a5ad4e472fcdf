// The example rental-company website (a different origin from the API): static pages that embed the
// elements, the SDK build at /sdk/ and a strict Content-Security-Policy (script-src 'self' plus the fake
// registration widget of the API server). My trips (for a signed-in guest), the gate-code lookup and the
// survey are rendered on this server (server-render.mjs).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newNonce, renderInPage } from './server-render.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PAGES = new Set(['index.html', 'trips.html', 'precheckin.html', 'store.html', 'gate.html', 'feedback.html', 'portal.html']);
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const escapeAttr = (v) => v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The pages whose element this server renders (server-render.mjs; My trips only for a signed-in guest). */
const SERVER_RENDERED = { 'trips.html': 'guest-trips', 'gate.html': 'gate-code-lookup', 'feedback.html': 'guest-survey' };

/**
 * @param {string} api the API origin (e.g. http://localhost:8787)
 * @param {string} [nonce] a server-rendered page's nonce: its element's <style> in the shadow root carries it
 */
export function contentSecurityPolicy(api, nonce) {
  return [
    "default-src 'self'",
    // The reference server's stand-in for the guest-registration service's widget (the pre-check-in loads it).
    `script-src 'self' ${api}/fake-registration/widget.js`,
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    `img-src 'self' data: blob: ${api}`,
    `media-src 'self' blob: ${api}`,
    `connect-src 'self' ${api}`,
    "font-src 'self'",
    `frame-src 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * @typedef {{ distDir: string, apiBase: () => string, portalUrl: () => string, serverApiBase?: () => string }} SiteOptions
 * `serverApiBase`: the API as this server reaches it for a server render (an internal address); the
 * pages' `api-base` otherwise.
 */

/**
 * @param {SiteOptions} options
 * @returns {import('node:http').Server}
 */
export function createSiteServer(options) {
  return createServer(siteHandler(options));
}

/**
 * The site's request handler (also mounted by the Chromium suite on its host origin).
 * @param {SiteOptions} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function siteHandler(options) {
  return (req, res) => {
    const api = options.apiBase();
    const security = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': contentSecurityPolicy(api),
    };
    const fail = (status, text) => {
      res.writeHead(status, { ...security, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(text);
    };
    let pathname;
    let search;
    try {
      const url = new URL(req.url ?? '/', 'http://site.invalid');
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      return fail(400, 'Bad request');
    }
    if (pathname === '/' || pathname === '') pathname = '/index.html';
    if (!pathname.includes('.') && PAGES.has(`${pathname.slice(1)}.html`)) pathname = `${pathname}.html`;
    // A form the guest sent before the page's code ran (a server-rendered lookup or survey) is posted to
    // the page by the browser: its fields are not read, and the browser goes back to the page, where the
    // code now runs (as the hosted portal does).
    if (req.method === 'POST' && PAGES.has(pathname.slice(1))) {
      req.resume();
      // Back to this site's page by its own name: never an address the request could point elsewhere.
      res.writeHead(303, { ...security, Location: pathname + search });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(405, 'Method not allowed');
    const sendFile = (root, rel, cache) => {
      const full = path.resolve(root, rel);
      const type = TYPES[path.extname(full)];
      if (!full.startsWith(path.resolve(root) + path.sep) || !type || !existsSync(full) || !statSync(full).isFile()) {
        return fail(404, 'Not found');
      }
      res.writeHead(200, { ...security, 'Content-Type': type, 'Cache-Control': cache });
      if (req.method === 'HEAD') return res.end();
      createReadStream(full).pipe(res);
    };
    if (pathname.startsWith('/sdk/')) {
      if (!existsSync(options.distDir)) return fail(404, 'The SDK is not built: run npm run build');
      return sendFile(options.distDir, pathname.slice('/sdk/'.length), 'no-cache');
    }
    if (pathname === '/site.css' || pathname === '/portal-sw-register.js') return sendFile(HERE, pathname.slice(1), 'no-cache');
    // The SDK's portal service worker from this origin, at the portal's base path so its scope is /portal/;
    // no-cache: the browser's update check reaches the server, and a new SDK release replaces the worker.
    if (pathname === '/portal/sw.js') {
      if (!existsSync(options.distDir)) return fail(404, 'The SDK is not built: run npm run build');
      return sendFile(options.distDir, 'portal-sw.js', 'no-cache');
    }
    // Every route of the path-routed portal under /portal/ is the same page; the portal routes on the client.
    if (pathname === '/portal' || pathname.startsWith('/portal/')) pathname = '/portal.html';
    const page = pathname.slice(1);
    if (!PAGES.has(page)) return fail(404, 'Not found');
    const html = readFileSync(path.join(HERE, page), 'utf8')
      .replaceAll('{{API_BASE}}', escapeAttr(api))
      .replaceAll('{{PORTAL_URL}}', escapeAttr(options.portalUrl()));
    const send = (body, headers) => {
      res.writeHead(200, { ...security, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const tag = SERVER_RENDERED[page];
    if (!tag || req.method === 'HEAD') return send(html);
    const nonce = newNonce();
    const apiBase = options.serverApiBase?.() ?? api;
    renderInPage(html, tag, { distDir: options.distDir, apiBase, request: req, nonce })
      .catch((error) => {
        console.warn(`[site] <${tag}> not rendered on the server, the browser renders it: ${error instanceof Error ? error.message : error}`);
        return null;
      })
      .then((rendered) =>
        // The page depends on the guest's cookie; rendered, it may hold their data (their trips, their
        // stay's dates): never kept by a shared cache.
        rendered
          ? send(rendered, { 'Content-Security-Policy': contentSecurityPolicy(api, nonce), 'Cache-Control': 'private, no-store', Vary: 'Cookie' })
          : send(html, { Vary: 'Cookie' }),
      );
  };
}
