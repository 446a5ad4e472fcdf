// Issue 12 acceptance, reservation search and gate code, in Chromium against the reference server and
// not signed in: the hosted portal's /search (a wrong last name, then the right one opens the trip
// info page in a new tab with origin=search), the gate code on the example site's Gate code page
// (shown, then cleared after 10 seconds on Playwright's fake clock; no layout shift while it loads),
// the rate-limit refusal in the guest's language, and axe-core at 390×844 in en, he and zh-Hans.
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startStack, type Stack } from './harness';
import { inEl, offlineContext, waitForRoute, waitForText, watchErrors } from './helpers/portal';
import { exampleSitePage } from './helpers/site';

const TAG = 'gate-code-lookup';
const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
const PHONE = { width: 390, height: 844 };
const MISMATCH = 'The confirmation code or last name does not match our records. Please verify your information and try again.';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** Sums layout shifts the way the browser reports them (entries without recent input), from the first paint. */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

async function fillLookup(page: Page, code: string, lastName: string, tag: string): Promise<void> {
  await inEl(page, 'input[name="confirmationCode"]', tag).fill(code);
  await inEl(page, 'input[name="lastName"]', tag).fill(lastName);
  await inEl(page, 'form.gp-lookup__form button[type="submit"]', tag).click();
}

describe('reservation search (/search in the hosted portal), not signed in', () => {
  it('a wrong last name shows the mismatch text; the right one opens the trip info page in a new tab with origin=search', async () => {
    const context = await offlineContext(stack.browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${stack.api}/search`);
    await waitForRoute(page, 'hotel-lookup');
    await waitForText(page, 'Reservation Search');

    await fillLookup(page, 'DEMO-CURRENT', 'Wrong', 'guest-portal');
    await waitForText(page, MISMATCH);
    expect(await inEl(page, 'input[name="lastName"]').inputValue()).toBe('Wrong');

    await inEl(page, 'input[name="lastName"]').fill('Morgan');
    expect(await inEl(page, '.gp-lookup__error').count()).toBe(0);
    const [tab] = await Promise.all([context.waitForEvent('page'), inEl(page, 'form.gp-lookup__form button[type="submit"]').click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(`${stack.api}/tourist/trips/DEMO-CURRENT/info?origin=search`);
    // The lookup signed the guest in for this reservation: the new tab shows its info page.
    await waitForRoute(tab, 'reservation-info');
    await waitForText(tab, 'Ocean View Villa');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    // The search page stayed where it was and says where the reservation went.
    expect(page.url()).toBe(`${stack.api}/search`);
    await waitForText(page, 'Your reservation opened in a new tab.');
    // The mismatch is a 404 by contract; Chromium logs every failed resource, nothing else may fail.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('reservation search embedded on another origin (mode="reservation", portal-url)', () => {
  it('opens the info page under portal-url in a new tab; the host page stays where it is', async () => {
    const context = await offlineContext(stack.browser);
    const page = await context.newPage();
    const navigations: string[] = [];
    await page.exposeFunction('__navigated', (url: string) => navigations.push(url));
    await page.addInitScript(() => document.addEventListener('gp-navigate', (e) => (window as unknown as { __navigated: (u: string) => void }).__navigated((e as CustomEvent<{ url: string }>).detail.url)));
    const url = stack.page('/find-my-stay.html', {
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Find my stay</title><script type="module" src="/sdk/guest-portal.js"></script></head><body><h1>Find my stay</h1><gate-code-lookup api-base="${stack.api}" portal-url="${stack.api}" mode="reservation" company="demo"></gate-code-lookup></body></html>`,
    });
    await page.goto(url);
    await inEl(page, 'input[name="confirmationCode"]', TAG).waitFor();
    expect(await inEl(page, 'h1', TAG).innerText()).toBe('Reservation Search');
    await inEl(page, 'input[name="confirmationCode"]', TAG).fill('DEMO-DONE');
    await inEl(page, 'input[name="lastName"]', TAG).fill('Morgan');
    const [tab] = await Promise.all([context.waitForEvent('page'), inEl(page, 'form.gp-lookup__form button[type="submit"]', TAG).click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(`${stack.api}/tourist/trips/DEMO-DONE/info?origin=search`);
    await waitForRoute(tab, 'reservation-info');
    await waitForText(tab, 'Ocean View Villa');
    expect(page.url()).toBe(url);
    expect(navigations).toEqual([]);
    await context.close();
  });
});

describe('gate code on the example site’s Gate code page (embedded, another origin)', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await offlineContext(stack.browser);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('loads without layout shift (CLS < 0.05) in one stable box, with the company logo', async () => {
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    const cls = await recordLayoutShifts(page);
    const errors = watchErrors(page);
    await page.goto(exampleSitePage(stack, 'gate.html'));
    await inEl(page, 'input[name="confirmationCode"]', TAG).waitFor();
    await inEl(page, 'img.gp-lookup__logo', TAG).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => [...document.images].every((i) => i.complete) && (document.querySelector('gate-code-lookup')?.shadowRoot?.querySelector('img') as HTMLImageElement | null)?.complete);
    const shift = await cls();
    console.info(`[lookup] CLS of the example site's gate page at 390×844: ${shift.toFixed(4)}`);
    expect(shift).toBeLessThan(0.05);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the gate code large and clears it after 10 seconds (fake clock), then an empty form', async () => {
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(exampleSitePage(stack, 'gate.html'));
    await inEl(page, 'input[name="confirmationCode"]', TAG).waitFor();
    expect(await inEl(page, 'h1', TAG).innerText()).toBe('Welcome!');

    await fillLookup(page, 'DEMO-CURRENT', 'morgan ', TAG);
    const code = inEl(page, '.gp-lookup__code', TAG);
    await code.waitFor();
    expect(await code.innerText()).toBe('4821#');
    expect(await code.getAttribute('dir')).toBe('ltr');
    expect(await inEl(page, '.gp-lookup__announce', TAG).innerText()).toBe('Your gate code is 4 8 2 1 #');
    expect(await inEl(page, 'button', TAG).filter({ hasText: 'Copy' }).count()).toBe(1);

    await page.clock.runFor(9_000);
    expect(await code.count()).toBe(1);
    await page.clock.runFor(1_000);
    await code.waitFor({ state: 'detached' });
    expect(await inEl(page, 'input[name="confirmationCode"]', TAG).inputValue()).toBe('');
    expect(await inEl(page, 'input[name="lastName"]', TAG).inputValue()).toBe('');
    // The host page never moved.
    expect(page.url()).toBe(`${stack.site}/gate.html`);
    await page.close();
  });

  it('Back returns to the empty form at once', async () => {
    const page = await context.newPage();
    await page.goto(exampleSitePage(stack, 'gate.html'));
    await fillLookup(page, 'DEMO-CURRENT', 'Morgan', TAG);
    await inEl(page, '.gp-lookup__code', TAG).waitFor();
    await inEl(page, 'button', TAG).filter({ hasText: 'Back' }).click();
    await inEl(page, '.gp-lookup__code', TAG).waitFor({ state: 'detached' });
    expect(await inEl(page, 'input[name="confirmationCode"]', TAG).inputValue()).toBe('');
    await page.close();
  });
});

describe('axe-core at 390×844: no serious or critical violation', () => {
  async function axeBlocking(page: Page): Promise<string[]> {
    await page.addScriptTag({ path: AXE });
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } }).axe;
      const res = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
      return res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
  }

  for (const locale of ['en', 'he', 'zh-Hans'] as const) {
    for (const screen of ['search', 'gate-code', 'gate-code-shown'] as const) {
      it(`${screen} in ${locale}`, async () => {
        const context = await offlineContext(stack.browser);
        const page = await context.newPage();
        await page.setViewportSize(PHONE);
        const mode = screen === 'search' ? 'reservation' : 'gate-code';
        await page.goto(
          stack.page(`/a11y-lookup-${screen}-${locale}.html`, {
            html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Lookup</title><script type="module" src="/sdk/guest-portal.js"></script></head><body><main><gate-code-lookup api-base="${stack.api}" portal-url="${stack.api}" locale="${locale}" mode="${mode}" company="demo"></gate-code-lookup></main></body></html>`,
          }),
        );
        await inEl(page, 'input[name="confirmationCode"]', TAG).waitFor();
        if (screen === 'gate-code-shown') {
          await fillLookup(page, 'DEMO-CURRENT', 'Morgan', TAG);
          await inEl(page, '.gp-lookup__code', TAG).waitFor();
        } else {
          // With the validation messages showing: the form's worst state.
          await inEl(page, 'form.gp-lookup__form button[type="submit"]', TAG).click();
          await inEl(page, '[aria-invalid="true"]', TAG).first().waitFor();
        }
        await page.waitForLoadState('networkidle');
        expect(await axeBlocking(page)).toEqual([]);
        // Nothing wider than the phone: no horizontal scrolling.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await context.close();
      });
    }
  }
});

describe('too many wrong gate-code attempts (runs last: it exhausts this client’s allowance)', () => {
  it('are refused with the translated message saying when to try again', async () => {
    const context = await offlineContext(stack.browser);
    // Four wrong guesses at one code straight to the API, the fifth through the element: the server
    // allows five failures per code (demo/server/routes/ratelimit.ts), then locks the code.
    for (let i = 0; i < 4; i++) {
      const res = await context.request.get(`${stack.api}/api/tourist/gate-code`, { params: { confirmation_code: 'DEMO-CURRENT', last_name: `Nobody${i}` } });
      expect(res.status()).toBe(404);
    }
    const page = await context.newPage();
    await page.goto(exampleSitePage(stack, 'gate.html'));
    await fillLookup(page, 'DEMO-CURRENT', 'Nobody', TAG);
    await waitForText(page, MISMATCH, TAG);

    // The allowance is used up: even the right name is refused now, with when to try again.
    await inEl(page, 'input[name="lastName"]', TAG).fill('Morgan');
    await inEl(page, 'form.gp-lookup__form button[type="submit"]', TAG).click();
    // The lock lasts the reference server's 10-minute window.
    const refusal = inEl(page, '.gp-lookup__error', TAG);
    await page.waitForFunction(() => /Too many/.test(document.querySelector('gate-code-lookup')?.shadowRoot?.querySelector('.gp-lookup__error')?.textContent ?? ''));
    expect(await refusal.innerText()).toMatch(/^Too many attempts\. Please try again in ([1-9]|10) minutes?\.$/);
    expect(await inEl(page, '.gp-lookup__code', TAG).count()).toBe(0);

    // The same refusal in Hebrew.
    const he = await context.newPage();
    await he.goto(
      stack.page('/gate-he.html', {
        html: `<!doctype html><html lang="he"><head><meta charset="utf-8"><title>קוד שער</title><script type="module" src="/sdk/guest-portal.js"></script></head><body><gate-code-lookup api-base="${stack.api}" locale="he"></gate-code-lookup></body></html>`,
      }),
    );
    await fillLookup(he, 'DEMO-CURRENT', 'Morgan', TAG);
    await waitForText(he, 'יותר מדי ניסיונות. יש לנסות שוב', TAG);
    await context.close();
  });
});
