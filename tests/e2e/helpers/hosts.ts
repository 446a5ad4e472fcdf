// The example hosts of demo/hosts served by the e2e stack's host origin, and the journey every one of
// them must pass: token sign-in, trips and the lookup, locale switch, gp-navigate, remove and re-add.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { expect } from 'vitest';
import { ROOT, type Stack } from '../harness';
import { buildReactHost } from '../../../demo/hosts/react/build.mjs';

const HOSTS = join(ROOT, 'demo', 'hosts');
/** The address the examples are written for (`npm start`'s reference server), replaced by the stack's. */
const EXAMPLE_API = 'http://localhost:8787';
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.svg': 'image/svg+xml' };

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Serves demo/hosts under /hosts/ (the React app bundled now, Vue's browser build from node_modules); the plain page with its CSP header. */
export async function serveHosts(stack: Stack): Promise<void> {
  const withApi = (text: string) => text.replaceAll(EXAMPLE_API, stack.api);
  const serve = (path: string, text: string, headers: Record<string, string> = {}) =>
    stack.page(path, { html: withApi(text), headers: { 'Content-Type': TYPES[extname(path)] ?? 'text/plain', ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, withApi(v)])) } });
  for (const file of files(HOSTS)) {
    if (!TYPES[extname(file)]) continue;
    const path = `/hosts/${relative(HOSTS, file).split('\\').join('/')}`;
    const csp: Record<string, string> = path === '/hosts/plain/index.html' ? { 'Content-Security-Policy': readFileSync(join(HOSTS, 'plain', 'csp.txt'), 'utf8').trim() } : {};
    serve(path, readFileSync(file, 'utf8'), csp);
  }
  serve('/hosts/react/app.js', await buildReactHost('development'));
  // The same page with React's production build.
  serve('/hosts/react/prod.html', readFileSync(join(HOSTS, 'react', 'index.html'), 'utf8').replace('/hosts/react/app.js', '/hosts/react/app.prod.js'));
  serve('/hosts/react/app.prod.js', await buildReactHost('production'));
  serve('/hosts/vue/vue.global.prod.js', readFileSync(join(ROOT, 'node_modules', 'vue', 'dist', 'vue.global.prod.js'), 'utf8'));
}

interface Watch {
  csp: string[];
  tokenAttributes: string[];
  beforeUpgrade: string[];
}

/** CSP violations, and any token attribute still on an element that is already defined (after its upgrade). */
function watchPage(): void {
  const w = window as unknown as Watch;
  w.csp = [];
  w.tokenAttributes = [];
  w.beforeUpgrade = [];
  document.addEventListener('securitypolicyviolation', (e) => w.csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  const check = (el: Element, name: string) => {
    if (el.hasAttribute(name)) (customElements.get(el.localName) ? w.tokenAttributes : w.beforeUpgrade).push(`${el.localName}[${name}]`);
  };
  // A framework sets attributes before it inserts the element: look at inserted elements too.
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.attributeName && /^auth-?token$/.test(r.attributeName)) check(r.target as Element, r.attributeName);
      for (const node of r.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const el of [node, ...node.querySelectorAll('*')]) for (const name of ['authtoken', 'auth-token']) check(el, name);
      }
    }
  }).observe(document, { attributes: true, childList: true, subtree: true });
}

const trips = 'guest-trips li.gp-trip';

/**
 * The whole journey. `tripsFirst`: `<guest-trips>` is on the page before the sign-in (signed out, then
 * the token arrives). `tokenAttributeFirst`: the host framework wrote the token as an attribute before the
 * element was defined (what React 19 does), which the element must take and remove.
 */
export async function hostJourney(stack: Stack, path: string, opts: { tripsFirst: boolean; tokenAttributeFirst: boolean }): Promise<void> {
  const { page, context, consoleErrors } = await stack.newPage();
  try {
    const ownOriginApiCalls: string[] = [];
    page.on('request', (r) => r.url().startsWith(`${stack.site}/api/`) && ownOriginApiCalls.push(r.url()));
    await page.addInitScript(watchPage);
    await page.goto(stack.site + path);
    await page.locator('gate-code-lookup .gp-root[data-route]').waitFor();
    if (opts.tripsFirst) {
      await page.locator('guest-trips .gp-root[data-route]').waitFor();
      expect(await page.locator(trips).count()).toBe(0);
    }

    const login = page.waitForResponse((r) => r.url().endsWith('/api/login-portal'));
    await page.click('#sign-in');
    const { token } = (await (await login).json()) as { token: string };
    expect(token).toBeTruthy();
    await page.locator(trips).first().waitFor();

    for (const locale of ['ar', 'fr']) {
      await page.selectOption('#locale', locale);
      await page.locator(`guest-trips .gp-root[data-locale="${locale}"][dir="${locale === 'ar' ? 'rtl' : 'ltr'}"]`).waitFor();
      await page.locator(`gate-code-lookup .gp-root[data-locale="${locale}"]`).waitFor();
    }

    await page.locator('guest-trips li.gp-trip a.gp-trip__link').first().click();
    await expect.poll(() => page.locator('#navigated').textContent()).toMatch(/^\/tourist\/trips\/[^/]+\//);

    await page.click('#toggle');
    await expect.poll(() => page.locator('guest-trips, gate-code-lookup').count()).toBe(0);
    await page.click('#toggle');
    await page.locator(trips).first().waitFor();
    await page.locator('gate-code-lookup .gp-root[data-locale="fr"]').waitFor();

    const seen = await page.evaluate((t) => {
      const w = window as unknown as Watch;
      const everyElement = [...document.querySelectorAll('*')];
      const withToken = everyElement.filter((el) => [...el.attributes].some((a) => a.value.includes(t))).map((el) => el.localName);
      return { csp: w.csp, tokenAttributes: w.tokenAttributes, withToken, beforeUpgrade: w.beforeUpgrade.length > 0 };
    }, token);
    expect(seen).toEqual({ csp: [], tokenAttributes: [], withToken: [], beforeUpgrade: opts.tokenAttributeFirst });
    expect(ownOriginApiCalls).toEqual([]);
    expect(consoleErrors).toEqual([]);
  } finally {
    await context.close();
  }
}
