// Locales: the trips list and the reservation info page through `<guest-portal>`
// with its `locale` attribute — Hebrew right-to-left with a mirrored layout, and all 15 locales
// without an untranslated key or a missing-value marker.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostHtml, startStack, type Stack } from './harness';
import { LOCALES, RAW_KEY, inEl, shadowStrings, signedInContext, waitForRoute, watchErrors } from './helpers/portal';

let stack: Stack;
let context: BrowserContext;
beforeAll(async () => {
  stack = await startStack();
  context = await signedInContext(stack.browser, stack.api);
});
afterAll(async () => {
  await stack?.close();
});

const RTL = new Set(['he', 'ar', 'ar-SA']);
/** A whole string that is a bare key path (i18next shows `key.path` when a key is missing everywhere). */
const BARE_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/;
/** Interpolation or rendering leftovers. */
const MARKERS = /\{\{|\}\}|\bundefined\b|\bNaN\b|\[object Object\]|\bnull\b/;

async function portalPage(initialPath: string, locale: string): Promise<{ page: Page; errors: string[] }> {
  const url = stack.page(`/locales${initialPath.replaceAll('/', '-')}.html`, {
    html: hostHtml(`<guest-portal api-base="${stack.api}" locale="${locale}" initial-path="${initialPath}"></guest-portal>`),
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  return { page, errors };
}

async function setLocale(page: Page, locale: string) {
  await page.evaluate((l) => document.querySelector('guest-portal')!.setAttribute('locale', l), locale);
  await page.waitForFunction((l) => document.querySelector('guest-portal')?.shadowRoot?.querySelector('.gp-root')?.getAttribute('lang') === l, locale, { timeout: 20_000 });
}

const rootAttr = (page: Page, attr: string) => page.evaluate((a) => document.querySelector('guest-portal')!.shadowRoot!.querySelector('.gp-root')!.getAttribute(a), attr);
const box = async (page: Page, css: string) => {
  const b = await inEl(page, css).first().boundingBox();
  if (!b) throw new Error(`${css} has no box`);
  return b;
};

/** Strings of the shadow root that look untranslated. */
async function untranslated(page: Page): Promise<string[]> {
  const strings = await shadowStrings(page);
  return strings.filter((s) => RAW_KEY.test(s) || BARE_KEY.test(s) || MARKERS.test(s));
}

describe('locales through the locale attribute', () => {
  it('Hebrew: the trips list renders right-to-left with a mirrored layout', async () => {
    const { page } = await portalPage('/tourist/trips', 'en');
    await waitForRoute(page, 'tourist-trips');
    await inEl(page, 'li.gp-trip').first().waitFor();
    // Left-to-right first: the brand leads on the left, the first trips tab is left of the last.
    expect(await rootAttr(page, 'dir')).toBe('ltr');
    const ltr = { brand: await box(page, '.gp-topbar__brand'), menu: await box(page, '.gp-user-menu'), first: await box(page, '.gp-trips__tabs [role="tab"]:first-child'), last: await box(page, '.gp-trips__tabs [role="tab"]:last-child') };
    expect(ltr.brand.x).toBeLessThan(ltr.menu.x);
    expect(ltr.first.x).toBeLessThan(ltr.last.x);

    await setLocale(page, 'he');
    expect(await rootAttr(page, 'dir')).toBe('rtl');
    await inEl(page, 'li.gp-trip').first().waitFor();
    const rtl = { brand: await box(page, '.gp-topbar__brand'), menu: await box(page, '.gp-user-menu'), first: await box(page, '.gp-trips__tabs [role="tab"]:first-child'), last: await box(page, '.gp-trips__tabs [role="tab"]:last-child') };
    expect(rtl.brand.x).toBeGreaterThan(rtl.menu.x);
    expect(rtl.first.x).toBeGreaterThan(rtl.last.x);
    // The leading edge is the right one: the heading's text hugs the right side of the list.
    const title = await page.evaluate(() => {
      const h = document.querySelector('guest-portal')!.shadowRoot!.querySelector('.gp-trips__title')!;
      const r = document.createRange();
      r.selectNodeContents(h);
      const text = r.getBoundingClientRect();
      const block = h.getBoundingClientRect();
      return { leftGap: text.left - block.left, rightGap: block.right - text.right };
    });
    expect(title.rightGap).toBeLessThan(2);
    expect(title.leftGap).toBeGreaterThan(50);
    expect(await inEl(page, '.gp-trips__title').innerText()).toMatch(/[\u0590-\u05FF]/);
    await page.close();
  });

  it('Hebrew: the reservation info page renders right-to-left with a mirrored layout', async () => {
    const { page } = await portalPage('/tourist/trips/DEMO-CURRENT/info', 'he');
    await waitForRoute(page, 'reservation-info');
    await inEl(page, '.gp-codes').waitFor();
    expect(await rootAttr(page, 'dir')).toBe('rtl');
    expect(await rootAttr(page, 'lang')).toBe('he');
    const checkIn = await box(page, '.gp-stay__box--checkIn');
    const checkOut = await box(page, '.gp-stay__box--checkOut');
    expect(checkIn.x).toBeGreaterThan(checkOut.x);
    const media = await box(page, '.gp-info__media');
    const main = await box(page, '.gp-info__main');
    expect(media.x).toBeGreaterThan(main.x);
    expect(await inEl(page, '.gp-codes').innerText()).toMatch(/[\u0590-\u05FF]/);
    // Codes and numbers stay as they are.
    expect(await inEl(page, '.gp-codes').innerText()).toContain('2580');
    await page.close();
  });

  it('all 15 locales: no untranslated key on the trips list', async () => {
    const { page, errors } = await portalPage('/tourist/trips', 'en');
    await waitForRoute(page, 'tourist-trips');
    await inEl(page, 'li.gp-trip').first().waitFor();
    // The detector itself: a raw key and a leftover placeholder planted in the shadow root are caught.
    await page.evaluate(() => {
      const s = document.createElement('span');
      s.id = 'planted';
      s.textContent = 'trips:card.payLater {{amount}}';
      document.querySelector('guest-portal')!.shadowRoot!.querySelector('.gp-root')!.append(s);
    });
    expect(await untranslated(page)).toEqual(['trips:card.payLater {{amount}}']);
    await page.evaluate(() => document.querySelector('guest-portal')!.shadowRoot!.getElementById('planted')!.remove());

    const found: Record<string, string[]> = {};
    const titles = new Map<string, string>();
    for (const locale of LOCALES) {
      await setLocale(page, locale);
      await expect.poll(() => inEl(page, 'li.gp-trip').count()).toBe(17);
      expect(await rootAttr(page, 'dir'), locale).toBe(RTL.has(locale) ? 'rtl' : 'ltr');
      titles.set(locale, await inEl(page, '.gp-trips__title').innerText());
      const bad = await untranslated(page);
      if (bad.length) found[locale] = bad;
    }
    expect(found).toEqual({});
    // Each locale shows its own catalogue (gb mirrors en; ar-SA mirrors ar).
    expect(new Set(titles.values()).size).toBeGreaterThanOrEqual(12);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  });

  it('all 15 locales: no untranslated key on the reservation info page (instructions open)', async () => {
    const { page, errors } = await portalPage('/tourist/trips/DEMO-CURRENT/info', 'en');
    await waitForRoute(page, 'reservation-info');
    await inEl(page, '.gp-codes').waitFor();
    for (const part of ['arrival-instructions', 'departure-instructions']) await inEl(page, `[part="${part}"] button[aria-expanded]`).click();
    const found: Record<string, string[]> = {};
    const headings = new Map<string, string>();
    for (const locale of LOCALES) {
      await setLocale(page, locale);
      await inEl(page, '.gp-codes').waitFor();
      await inEl(page, '.gp-purchases__item').first().waitFor();
      expect(await rootAttr(page, 'dir'), locale).toBe(RTL.has(locale) ? 'rtl' : 'ltr');
      headings.set(locale, `${await inEl(page, '#gp-codes-title').innerText()} / ${await inEl(page, '#gp-purchases-title').innerText()}`);
      const bad = await untranslated(page);
      if (bad.length) found[locale] = bad;
    }
    expect(found).toEqual({});
    expect(new Set(headings.values()).size).toBeGreaterThanOrEqual(12);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  });
});
