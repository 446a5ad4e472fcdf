import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostHtml, startStack, waitForElement, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const HOSTILE = `<style>* { color: red !important; font: 40px serif !important; } button { display: none !important; } div { margin: 50px !important; }</style>`;

/** Computed styles of every element inside the shadow root, in document order. */
async function shadowStyles(page: import('playwright-core').Page, selector: string) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)!.shadowRoot!;
    const props = ['color', 'font-size', 'font-family', 'margin-top', 'display', 'line-height', 'font-weight'];
    return [...root.querySelectorAll('*')].map((el) => {
      const cs = getComputedStyle(el);
      return `${el.localName}: ${props.map((p) => cs.getPropertyValue(p)).join(' | ')}`;
    });
  }, selector);
}

describe('the SDK in a host page', () => {
  it('renders the same under hostile global CSS as on a clean page', async () => {
    const body = `<guest-trips api-base="${'API'}" locale="en"></guest-trips>`;
    const clean = stack.page('/clean.html', { html: hostHtml(body.replace('API', stack.api)) });
    const hostile = stack.page('/hostile.html', { html: hostHtml(body.replace('API', stack.api), { head: HOSTILE }) });
    const { page, context } = await stack.newPage();
    await page.goto(clean);
    await waitForElement(page, 'guest-trips');
    await page.waitForLoadState('networkidle');
    const a = await shadowStyles(page, 'guest-trips');
    await page.goto(hostile);
    await waitForElement(page, 'guest-trips');
    await page.waitForLoadState('networkidle');
    const b = await shadowStyles(page, 'guest-trips');
    expect(a.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    const hostColor = await page.evaluate(() => getComputedStyle(document.querySelector('guest-trips')!).color);
    expect(hostColor).not.toBe('rgb(255, 0, 0)');
    await context.close();
  });

  it('makes one GET /api/config for five elements on a page', async () => {
    const before = stack.apiRequests.length;
    const els = ['guest-trips', 'guest-store', 'guest-survey confirmation-code="DEMO-PAST"', 'gate-code-lookup', 'guest-precheckin confirmation-code="DEMO-UPCOMING"'];
    const url = stack.page('/five.html', { html: hostHtml(els.map((e) => `<${e} api-base="${stack.api}"></${e.split(' ')[0]}>`).join('\n')) });
    const { page, context } = await stack.newPage();
    await page.goto(url);
    for (const e of els) await waitForElement(page, e.split(' ')[0]!);
    await page.waitForLoadState('networkidle');
    const configCalls = stack.apiRequests.slice(before).filter((r) => r.method === 'GET' && r.url.split('?')[0] === '/api/config');
    expect(configCalls).toHaveLength(1);
    await context.close();
  });

  it('runs under a strict Content-Security-Policy without violations', async () => {
    // img-src: <gate-code-lookup> shows the tenant logo the API serves.
    const csp = `default-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self' ${stack.api}; img-src 'self' ${stack.api}`;
    const url = stack.page('/csp.html', {
      html: hostHtml(`<guest-trips api-base="${stack.api}" locale="en"></guest-trips><gate-code-lookup api-base="${stack.api}"></gate-code-lookup>`),
      headers: { 'Content-Security-Policy': csp },
    });
    const { page, context, consoleErrors } = await stack.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await page.goto(url);
    await waitForElement(page, 'guest-trips');
    await waitForElement(page, 'gate-code-lookup');
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((m) => /Content Security Policy/i.test(m))).toEqual([]);
    await context.close();
  });

  it('switches locale at run time: Hebrew right-to-left, Chinese, one catalogue request per locale', async () => {
    const url = stack.page('/locale.html', { html: hostHtml(`<guest-trips api-base="${stack.api}" locale="en"></guest-trips>`) });
    const { page, context } = await stack.newPage();
    const catalogueRequests: string[] = [];
    page.on('request', (r) => {
      // Catalogue chunks are named <locale>_<element>-<hash>.js.
      const m = /\/sdk\/locales\/([A-Za-z-]+)_guest-trips-[^/]+\.js$/.exec(r.url());
      if (m) catalogueRequests.push(m[1]!);
    });
    await page.goto(url);
    await waitForElement(page, 'guest-trips');
    const rootAttr = (attr: string) => page.evaluate((a) => document.querySelector('guest-trips')!.shadowRoot!.querySelector('.gp-root')!.getAttribute(a), attr);
    expect(await rootAttr('dir')).toBe('ltr');
    await page.evaluate(() => document.querySelector('guest-trips')!.setAttribute('locale', 'he'));
    await page.waitForFunction(() => document.querySelector('guest-trips')!.shadowRoot!.querySelector('.gp-root')!.getAttribute('lang') === 'he');
    expect(await rootAttr('dir')).toBe('rtl');
    const hebrew = await page.evaluate(() => document.querySelector('guest-trips')!.shadowRoot!.textContent ?? '');
    expect(hebrew).toMatch(/[\u0590-\u05FF]/);
    await page.evaluate(() => document.querySelector('guest-trips')!.setAttribute('locale', 'zh-Hans'));
    await page.waitForFunction(() => document.querySelector('guest-trips')!.shadowRoot!.querySelector('.gp-root')!.getAttribute('lang') === 'zh-Hans');
    expect(await rootAttr('dir')).toBe('ltr');
    const chinese = await page.evaluate(() => document.querySelector('guest-trips')!.shadowRoot!.textContent ?? '');
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    // Back to Hebrew: already loaded, no second request. Removing the attribute restores the default.
    await page.evaluate(() => document.querySelector('guest-trips')!.setAttribute('locale', 'he'));
    await page.waitForFunction(() => document.querySelector('guest-trips')!.shadowRoot!.querySelector('.gp-root')!.getAttribute('lang') === 'he');
    await page.evaluate(() => document.querySelector('guest-trips')!.removeAttribute('locale'));
    await page.waitForFunction(() => document.querySelector('guest-trips')!.shadowRoot!.querySelector('.gp-root')!.getAttribute('lang') === 'en');
    const counts = catalogueRequests.reduce<Record<string, number>>((acc, l) => ({ ...acc, [l]: (acc[l] ?? 0) + 1 }), {});
    expect(counts).toEqual({ en: 1, he: 1, 'zh-Hans': 1 });
    await context.close();
  });

  it('memory routing never touches the host URL; path routing deep-links', async () => {
    const url = stack.page('/memory.html', { html: hostHtml(`<guest-portal api-base="${stack.api}" initial-path="/tourist/trips"></guest-portal>`) });
    const { page, context } = await stack.newPage();
    await page.goto(url + '?keep=1#frag');
    await waitForElement(page, 'guest-portal');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      document.querySelector('guest-portal')!.addEventListener('gp-navigate', () => undefined);
    });
    expect(page.url()).toBe(url + '?keep=1#frag');
    const route = await page.evaluate(() => document.querySelector('guest-portal')!.shadowRoot!.querySelector('.gp-root')!.getAttribute('data-route'));
    expect(route).toBeTruthy();
    expect(page.url()).toBe(url + '?keep=1#frag');

    const deep = stack.page('/portal/tourist/trips', { html: hostHtml(`<guest-portal api-base="${stack.api}" routing="path" base-path="/portal"></guest-portal>`) });
    await page.goto(deep);
    await waitForElement(page, 'guest-portal');
    const deepRoute = await page.evaluate(() => document.querySelector('guest-portal')!.shadowRoot!.querySelector('.gp-root')!.getAttribute('data-route'));
    // Signed out, the portal may send the guest to login, but it resolved the deep link from the URL first.
    expect(['tourist-trips', 'login']).toContain(deepRoute);
    await context.close();
  });

  it('loads nothing else when the loader is alone on the page', async () => {
    const url = stack.page('/alone.html', { html: hostHtml('<main>no elements here</main>') });
    const { page, context } = await stack.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((p) => p !== '/favicon.ico')).toEqual(['/alone.html', '/sdk/guest-portal.js']);
    // An element added later is loaded on demand.
    await page.evaluate((api) => {
      const el = document.createElement('guest-trips');
      el.setAttribute('api-base', api);
      document.body.append(el);
    }, stack.api);
    await waitForElement(page, 'guest-trips');
    expect(requests.some((p) => p === '/sdk/elements/guest-trips.js')).toBe(true);
    await context.close();
  });

  it('keeps properties set before the code loaded, and the classic script works', async () => {
    const url = stack.page('/classic.html', {
      html: hostHtml(`<guest-trips id="t"></guest-trips>`, { script: 'classic' }),
    });
    const { page, context } = await stack.newPage();
    await page.addInitScript((api) => {
      document.addEventListener('DOMContentLoaded', () => {
        const el = document.getElementById('t') as HTMLElement & { apiBase?: string; locale?: string };
        el.apiBase = api;
        el.locale = 'fr';
      });
    }, stack.api);
    await page.goto(url);
    await waitForElement(page, 'guest-trips');
    await page.waitForFunction(() => document.querySelector('guest-trips')!.shadowRoot!.querySelector('.gp-root')!.getAttribute('lang') === 'fr');
    expect(await page.evaluate(() => document.querySelector('guest-trips')!.getAttribute('api-base'))).toBe(stack.api);
    await context.close();
  });

  it('reserves the element box before its code arrives (no layout shift)', async () => {
    const url = stack.page('/reserve.html', { html: hostHtml(`<guest-trips api-base="${stack.api}"></guest-trips><p id="after">after</p>`) });
    const { page, context } = await stack.newPage();
    await page.route('**/sdk/elements/guest-trips.js', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.goto(url);
    const before = await page.evaluate(() => document.querySelector('guest-trips')!.getBoundingClientRect().height);
    expect(before).toBeGreaterThanOrEqual(400);
    await context.close();
  });
});
