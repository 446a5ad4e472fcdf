// Issue 13, right-to-left and locale: Chromium against the reference server. Card entry keeps its
// digit order in Arabic, server text is isolated, a signed-out guest switches the language, the hosted
// page's <html lang dir> follows, and a browser set to Arabic gets Arabic before the tenant's English.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, hostHtml, startStack, waitForElement, type Stack } from './harness';
import { GUEST, inEl, waitForRoute, waitForText } from './helpers/portal';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const catalogue = (lng: string, ns: string) => JSON.parse(readFileSync(join(ROOT, 'locales', lng, `${ns}.json`), 'utf8'));
const AR_CHECKOUT = catalogue('ar', 'checkout');
const HE_AUTH = catalogue('he', 'auth');
const AR_AUTH = catalogue('ar', 'auth');

async function signIn(page: Page): Promise<void> {
  const status = await page.evaluate(
    async ([api, e, p]) => (await fetch(`${api}/api/login-portal`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: e, password: p }) })).status,
    [stack.api, GUEST.email, GUEST.password],
  );
  expect(status).toBe(200);
}

/** A signed-in page of the host origin (the session cookie is same-site with the API). */
async function signedInPage() {
  const opened = await stack.newPage();
  await opened.page.goto(stack.page('/blank.html', { html: hostHtml('') }));
  await signIn(opened.page);
  return opened;
}

/**
 * Where each needle's first character is drawn (its left edge, CSS px), for text rendered by the
 * element under `selector` — or, for an <input>, by a probe span that copies the input's computed
 * `direction` and `unicode-bidi` into the same parent, since the text inside an input has no DOM range.
 */
function xOf(page: Page, tag: string, selector: string, needles: string[]): Promise<number[]> {
  return page.evaluate(
    ([t, sel, words]) => {
      const el = sel!.startsWith(">") ? document.querySelector(`${t} ${sel}`) : document.querySelector(t!)!.shadowRoot!.querySelector(sel!);
      if (!el) throw new Error(`no ${sel}`);
      let target: Element = el;
      let probe: HTMLSpanElement | null = null;
      if (el instanceof HTMLInputElement) {
        const cs = getComputedStyle(el);
        probe = document.createElement('span');
        probe.style.direction = cs.direction;
        probe.style.unicodeBidi = cs.unicodeBidi;
        probe.style.whiteSpace = 'pre';
        probe.textContent = el.value;
        el.parentElement!.append(probe);
        target = probe;
      }
      const text = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let n = text.nextNode(); n; n = text.nextNode()) nodes.push(n as Text);
      const out = (words as string[]).map((w) => {
        for (const node of nodes) {
          const i = node.data.indexOf(w);
          if (i < 0) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          return range.getBoundingClientRect().left;
        }
        throw new Error(`"${w}" not in ${sel}`);
      });
      probe?.remove();
      return out;
    },
    [tag, selector, needles] as const,
  );
}

/** The computed direction and unicode-bidi of an element in the element's shadow root. */
function bidiOf(page: Page, tag: string, selector: string): Promise<{ dir: string | null; direction: string; unicodeBidi: string }> {
  return page.evaluate(
    ([t, sel]) => {
      const el = sel!.startsWith(">") ? document.querySelector(`${t} ${sel}`) : document.querySelector(t!)!.shadowRoot!.querySelector(sel!);
      if (!el) throw new Error(`no ${sel}`);
      const cs = getComputedStyle(el);
      return { dir: el.getAttribute('dir'), direction: cs.direction, unicodeBidi: cs.unicodeBidi };
    },
    [tag, selector] as const,
  );
}

const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);

describe('right-to-left card entry (<guest-checkout locale="ar">)', () => {
  it('keeps 4000 0000 0000 0002 and 12 / 30 in their order, shows the amount as Intl writes it, and translates the decline', async () => {
    const { page, context } = await signedInPage();
    const intent = await page.evaluate(
      async (api) =>
        (await fetch(`${api}/api/dev/intents`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ confirmation_code: 'DEMO-BALANCE-DIRECT', provider: 'sandbox', amount: 45000 }),
        }).then((r) => r.json())) as { payment_intent_id: string },
      stack.api,
    );
    await page.goto(
      stack.page('/checkout-ar.html', {
        html: hostHtml(`<guest-checkout api-base="${stack.api}" intent-id="${intent.payment_intent_id}" locale="ar"></guest-checkout>`).replace('<html lang="en">', '<html lang="ar" dir="rtl">'),
      }),
    );
    await waitForElement(page, 'guest-checkout', '.gp-checkout');
    expect(await page.evaluate(() => document.querySelector('guest-checkout')!.shadowRoot!.querySelector('.gp-root')!.getAttribute('dir'))).toBe('rtl');

    const number = page.locator('guest-checkout > [slot="card-fields"] input[name="cardnumber"]');
    const expiry = page.locator('guest-checkout > [slot="card-fields"] input[name="exp-date"]');
    await number.waitFor();
    // Typed key by key, as a guest does: the formatter inserts the spaces and the slash.
    await number.pressSequentially('4000000000000002');
    await expiry.pressSequentially('1230');
    await page.locator('guest-checkout > [slot="card-fields"] input[name="cvc"]').pressSequentially('123');
    expect(await number.inputValue()).toBe('4000 0000 0000 0002');
    expect(await expiry.inputValue()).toBe('12 / 30');

    // The inputs are left-to-right islands; the caret sits after the last digit typed.
    for (const input of [number, expiry]) {
      expect(await input.evaluate((el) => [el.getAttribute('dir'), getComputedStyle(el).direction])).toEqual(['ltr', 'ltr']);
      expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart === el.value.length)).toBe(true);
    }
    // Drawn left to right: 4000 … 0002, 12 … 30 (under the inherited rtl the groups came out reversed).
    expect(ascending(await xOf(page, 'guest-checkout', '> [slot="card-fields"] input[name="cardnumber"]', ['4', '0002']))).toBe(true);
    expect(ascending(await xOf(page, 'guest-checkout', '> [slot="card-fields"] input[name="exp-date"]', ['12', '30']))).toBe(true);
    const control = await page.evaluate(() => {
      // The same value drawn with the page's direction (the bug): 0002 lands left of 4000.
      const span = document.createElement('span');
      span.style.whiteSpace = 'pre';
      span.dir = 'rtl';
      span.textContent = '4000 0000 0000 0002';
      document.body.append(span);
      const at = (i: number) => {
        const r = document.createRange();
        r.setStart(span.firstChild!, i);
        r.setEnd(span.firstChild!, i + 1);
        return r.getBoundingClientRect().left;
      };
      const order = [at(0), at(15)];
      span.remove();
      return order;
    });
    expect(ascending(control)).toBe(false);

    // The amount follows Intl for Arabic, isolated left to right (not '$US 450.00').
    const amount = await page.evaluate(() => new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(450));
    const shown = await page.evaluate(() => {
      const bdi = document.querySelector('guest-checkout')!.shadowRoot!.querySelector('[data-testid="checkout-amount"] bdi')!;
      return { text: bdi.textContent, direction: getComputedStyle(bdi).direction, unicodeBidi: getComputedStyle(bdi).unicodeBidi };
    });
    expect(shown).toEqual({ text: amount, direction: 'ltr', unicodeBidi: 'isolate' });
    expect(ascending(await xOf(page, 'guest-checkout', '[data-testid="checkout-amount"] bdi', ['450', 'US$']))).toBe(true);

    // A declined card (4000 0000 0000 0002) is explained in Arabic, from the server's error code.
    const holder = { firstName: 'Alex', lastName: 'Morgan', email: GUEST.email, phone: '+1 555 010 2000', zip: '10001' };
    for (const [name, value] of Object.entries(holder)) await page.locator(`guest-checkout input[name="${name}"]`).fill(value);
    expect(await bidiOf(page, 'guest-checkout', 'input[name="phone"]')).toMatchObject({ dir: 'ltr', direction: 'ltr' });
    await page.locator('guest-checkout input[name="terms"]').check();
    const pay = page.locator('guest-checkout button.gp-checkout__submit');
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    const error = page.locator('guest-checkout #gp-checkout-card-error [role="alert"]');
    await expect.poll(() => error.textContent(), { timeout: 15_000 }).toBe(AR_CHECKOUT.card.declines.declined);
    await context.close();
  });
});

describe('mixed-direction server text (<guest-portal locale="ar">, reservation info)', () => {
  it('isolates the English address, title, instructions and codes inside the Arabic page', async () => {
    const { page, context } = await signedInPage();
    await page.goto(
      stack.page('/info-ar.html', {
        html: hostHtml(`<main><guest-portal api-base="${stack.api}" locale="ar" initial-path="/tourist/trips/DEMO-DONE/info"></guest-portal></main>`),
      }),
    );
    await waitForRoute(page, 'reservation-info');
    await inEl(page, '.gp-codes').waitFor();
    expect(await bidiOf(page, 'guest-portal', '.gp-root')).toMatchObject({ dir: 'rtl', direction: 'rtl' });

    // Server strings take their own (here left-to-right) direction, isolated from the Arabic around them.
    for (const sel of ['#gp-info-title', '.gp-codes__name']) {
      expect(await bidiOf(page, 'guest-portal', sel)).toEqual({ dir: 'auto', direction: 'ltr', unicodeBidi: 'isolate' });
    }
    expect(await bidiOf(page, 'guest-portal', '[part~="arrival-instructions"] .gp-html, .gp-html')).toMatchObject({ dir: 'auto', direction: 'ltr' });
    // Door codes are left-to-right islands whatever they contain.
    expect(await bidiOf(page, 'guest-portal', '.gp-codes__value')).toEqual({ dir: 'ltr', direction: 'ltr', unicodeBidi: 'isolate' });
    // '1200 Ocean Drive, Miami Beach, FL 33139' reads in its own order (not 'Ocean Drive, Miami Beach, FL 1200 33139').
    // The address line keeps the page's alignment; only the text inside is an isolated island (<bdi>).
    expect(await bidiOf(page, 'guest-portal', '.gp-info__address')).toMatchObject({ direction: 'rtl' });
    expect(await bidiOf(page, 'guest-portal', '.gp-info__address bdi')).toMatchObject({ unicodeBidi: 'isolate' });
    expect(await inEl(page, '.gp-info__address').innerText()).toBe('1200 Ocean Drive, Miami Beach, FL 33139');
    expect(ascending(await xOf(page, 'guest-portal', '.gp-info__address', ['1200', 'Ocean', 'Miami', 'FL', '33139']))).toBe(true);
    // The amounts of the details block are left-to-right islands too.
    const total = await page.evaluate(() => {
      const bdi = document.querySelector('guest-portal')!.shadowRoot!.querySelector('[part="details-total"] dd bdi')!;
      return [bdi.getAttribute('dir'), getComputedStyle(bdi).direction];
    });
    expect(total).toEqual(['ltr', 'ltr']);
    await context.close();
  });
});

describe('locale on the hosted portal', () => {
  it('a signed-out guest switches the login page to Hebrew: texts change, dir=rtl, <html lang="he" dir="rtl">', async () => {
    const { page, context, consoleErrors } = await stack.newPage();
    await page.goto(`${stack.api}/tourist/login`);
    await waitForRoute(page, 'login');
    await waitForText(page, 'Portal login');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en-US', 'ltr']);
    await inEl(page, 'select#gp-auth-locale').selectOption('he');
    await waitForText(page, HE_AUTH.login.title);
    expect(await inEl(page, '#gp-auth-title').innerText()).toBe(HE_AUTH.login.title);
    expect(await bidiOf(page, 'guest-portal', '.gp-root')).toMatchObject({ dir: 'rtl', direction: 'rtl' });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['he', 'rtl']);
    // The e-mail field stays left to right inside the mirrored form.
    expect(await bidiOf(page, 'guest-portal', 'input[type="email"]')).toMatchObject({ dir: 'ltr', direction: 'ltr' });
    // The choice holds on the forgot-password view, which has the switcher too.
    await inEl(page, '.gp-auth__linkbutton').click();
    await inEl(page, 'select#gp-auth-locale').waitFor();
    expect(await inEl(page, 'select#gp-auth-locale').inputValue()).toBe('he');
    // No script error from the switch (resource statuses such as the signed-out 401 are another test's concern).
    expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('every locale’s own name fits the switcher, whose width stays when the locale changes', async () => {
    const { page, context } = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.api}/tourist/login`);
    await waitForRoute(page, 'login');
    // Each name drawn in a span with the select's font and the option's lang, against the room the
    // select leaves for its text (its padding and the arrow's 1.25em taken off).
    const measure = () =>
      page.evaluate(() => {
        const select = document.querySelector('guest-portal')!.shadowRoot!.querySelector<HTMLSelectElement>('select#gp-auth-locale')!;
        const cs = getComputedStyle(select);
        const room = select.clientWidth - parseFloat(cs.paddingInlineStart) - parseFloat(cs.paddingInlineEnd) - 1.25 * parseFloat(cs.fontSize);
        const widths = [...select.options].map((o) => {
          const probe = document.createElement('span');
          probe.lang = o.lang;
          probe.style.font = cs.font;
          probe.style.whiteSpace = 'pre';
          probe.style.position = 'absolute';
          probe.textContent = o.text;
          select.parentElement!.append(probe);
          const w = probe.getBoundingClientRect().width;
          probe.remove();
          return { name: o.text, fits: w <= room };
        });
        return { width: select.getBoundingClientRect().width, widths };
      });
    const before = await measure();
    expect(before.widths).toHaveLength(15);
    expect(before.widths.filter((w) => !w.fits)).toEqual([]);
    // Its width is not taken from the options: laying them all out (five scripts, each a font fallback)
    // is what made the first frame of the sign-in slow. A longer option does not widen it.
    const widened = await page.evaluate(() => {
      const select = document.querySelector('guest-portal')!.shadowRoot!.querySelector<HTMLSelectElement>('select#gp-auth-locale')!;
      const extra = new Option('A much longer name than any locale has');
      select.add(extra);
      const width = select.getBoundingClientRect().width;
      extra.remove();
      return width;
    });
    expect(widened).toBe(before.width);
    await inEl(page, 'select#gp-auth-locale').selectOption('ar-SA');
    await waitForText(page, catalogue('ar-SA', 'auth').login.title);
    expect((await measure()).width).toBe(before.width);
    await context.close();
  });

  it('a browser set to Arabic gets Arabic before the tenant default (English), and the page says lang="ar" dir="rtl"', async () => {
    const { page, context } = await stack.newPage({ locale: 'ar-EG' });
    await page.goto(`${stack.api}/tourist/login`);
    await waitForRoute(page, 'login');
    await waitForText(page, AR_AUTH.login.title);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await context.close();
  });
});
