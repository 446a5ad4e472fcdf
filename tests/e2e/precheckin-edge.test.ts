// Issue 10 acceptance, the pre-check-in's other journeys in Chromium: a save that fails once keeps every
// value and succeeds on Try again; a denied camera explains itself and the upload alternative still works;
// the external registration service gates Next until its Finish; right-to-left in Arabic; a phone-sized
// window. Each test resets its reservation first (dev route reset-check-in).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { CHROMIUM, hostHtml } from './harness';
import { axeViolations, blockingViolations } from './helpers/axe';
import {
  FAMILY,
  FAMILY_ENTRY,
  PDF,
  STEP_TITLES,
  WizardDriver,
  checkInRecord,
  idPhoto,
  openHostedWizard,
  freshContext,
  resetReservation,
  signInFor,
  type Reading,
} from './helpers/precheckin';
import { waitForRoute, watchErrors } from './helpers/portal';
import { expectHoldsEntry, withCameraStack } from './helpers/precheckin-stack';

const PHONE = { width: 390, height: 844 };

const env = withCameraStack();

const signedInFresh = (reading: Reading, code?: string, options: { viewport?: typeof PHONE } = {}) => freshContext(env.stack, reading, code, options);

const blocking = async (page: Page) => blockingViolations(await axeViolations(page));
/** Nothing wider than the window (no sideways scrolling on a phone). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('a save that fails once (DEMO-RETRY, POST /api/dev/fail-next-save)', () => {
  it('keeps every value, says so, and Try again saves and goes on', async () => {
    const context = await signedInFresh('A', 'DEMO-RETRY');
    const page = await context.newPage();
    const entry = FAMILY_ENTRY.A;
    const w = await openHostedWizard(page, env.stack.api, 'DEMO-RETRY');
    await w.waitForStep(STEP_TITLES.A[0]!);
    await w.fillGuestsStep(entry, { photo: await idPhoto(page) });
    const failing = await context.request.post(`${env.stack.api}/api/dev/fail-next-save/DEMO-RETRY`);
    expect(failing.ok()).toBe(true);
    await w.next();

    await w.el.getByText('Your details could not be saved. Everything you entered is still here.').waitFor();
    await w.waitForStep(STEP_TITLES.A[0]!);
    expect(await w.el.getByLabel('Requested check-in time').inputValue()).toBe(entry.checkIn.value);
    for (const [i, g] of entry.guests.entries()) expect(await w.guest(i + 1).getByRole('textbox', { name: /^Full name/ }).inputValue()).toBe(g.full_name);
    expect(await w.guest(1).getByRole('textbox', { name: /^Document number/ }).inputValue()).toBe(entry.guests[0].document_number);
    expect(await w.el.getByRole('radio', { name: entry.tripPurpose.label }).isChecked()).toBe(true);
    expect((await checkInRecord(context.request, env.stack.api, 'A', 'DEMO-RETRY')).step).toBe(0);
    expect(await blocking(page)).toEqual([]);

    await w.click(w.button('Try again'));
    await w.waitForStep(STEP_TITLES.A[1]!);
    const record = await checkInRecord(context.request, env.stack.api, 'A', 'DEMO-RETRY');
    expect(record.times_info).toEqual({ requested_check_in_time: entry.checkIn.value, requested_check_out_time: entry.checkOut.value });
    expect(record.guests_details.map((g) => g.full_name)).toEqual(entry.guests.map((g) => g.full_name));
    expect(record.client_info.trip_purpose).toBe(entry.tripPurpose.value);
    await context.close();
  });
});

describe('a denied camera', () => {
  it("shows 'Please allow camera access to use this feature' and the selfie upload alternative still works", async () => {
    // A Chromium with a camera but without the fake-UI switch: nobody answers the permission prompt, so
    // the camera is refused, as when a guest denies it.
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream'] });
    const context = await browser.newContext({ locale: 'en-US' });
    await signInFor(context.request, env.stack.api, 'A');
    await resetReservation(context.request, env.stack.api, 'A');
    const page = await context.newPage();
    const w = await openHostedWizard(page, env.stack.api, FAMILY.A.code);
    const photo = await idPhoto(page);
    await w.throughToLastStep('A', FAMILY_ENTRY.A, photo);
    const selfie = w.upload(/^Selfie with your ID/);
    await w.click(selfie.getByRole('button', { name: 'Take a photo' }));
    await w.el.getByText('Please allow camera access to use this feature').waitFor();
    expect(await blocking(page)).toEqual([]);

    await w.chooseFile(selfie, photo);
    await w.chooseFile(w.upload(/^ID document/), photo);
    await w.chooseFile(w.upload(/^Driving Licence/), PDF);
    await w.fill(w.el.getByRole('textbox', { name: /^Date of birth/ }), FAMILY_ENTRY.A.birthday);
    await w.click(w.el.getByRole('checkbox', { name: 'I have read and acknowledge the terms' }));
    await w.drawSignature();
    await w.next('Complete pre-check-in');
    await waitForRoute(page, 'reservation-info');
    const record = await checkInRecord(context.request, env.stack.api, 'A');
    expect(record.status).toBe('Done');
    expect(record.selfie_pic).toMatch(new RegExp(`^${env.stack.api}/media/`));
    await browser.close();
  });
});

describe('external guest registration (ALP-WIDGET, the reference server fake widget)', () => {
  it("before Finish, Next shows 'Please complete the check-in process'; after Finish (COMPLETE) Next goes on", async () => {
    const context = await signedInFresh('B', 'ALP-WIDGET');
    await context.request.post(`${env.stack.api}/api/dev/reservations/ALP-WIDGET/guest-registration`, { data: { status: 'NOT_STARTED' }, headers: { 'x-tenant-id': '2' } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The widget may only run from https or the page's own origin: the host site serves the fake service
    // (script and its Finish call) as the reference server answers it.
    await page.route(`${env.stack.site}/fake-registration/**`, (route) => route.continue({ url: route.request().url().replace(env.stack.site, env.stack.api) }));
    const url = env.stack.page('/precheckin-widget.html', {
      html: hostHtml(
        `<main><guest-precheckin api-base="${env.stack.api}" tenant-id="2" locale="en" confirmation-code="ALP-WIDGET" registration-widget-url="/fake-registration/widget.js"></guest-precheckin></main>`,
      ),
    });
    await page.goto(url);
    const w = new WizardDriver(page, 'guest-precheckin');
    await w.waitForStep(STEP_TITLES.B[0]!);
    const form = w.el.getByRole('form', { name: 'Guest registration' });
    const widget = form.getByRole('button', { name: 'Register guest' });
    await widget.waitFor();
    await w.select(w.el.getByLabel('Requested check-in time'), FAMILY_ENTRY.B.checkIn.label);
    await w.select(w.el.getByLabel('Requested check-out time'), FAMILY_ENTRY.B.checkOut.label);
    await w.click(w.el.getByRole('radio', { name: FAMILY_ENTRY.B.tripPurpose.label }));
    await w.fill(form.getByLabel('Full name', { exact: true }), 'Camille Dubois');
    await w.fill(form.getByLabel('Document number', { exact: true }), 'FR1234567');
    await w.fill(form.getByLabel('Age', { exact: true }), '37');
    await w.click(widget);

    await w.next();
    await w.el.getByText('Please complete the check-in process').first().waitFor();
    await w.waitForStep(STEP_TITLES.B[0]!);
    expect(await blocking(page)).toEqual([]);

    await w.click(form.getByRole('button', { name: 'Finish registration' }));
    await w.next();
    await w.waitForStep(STEP_TITLES.B[1]!);
    const record = await checkInRecord(context.request, env.stack.api, 'B', 'ALP-WIDGET');
    expect(record.guests_details[0]).toMatchObject({ full_name: 'Camille Dubois' });
    expect(record.times_info).toEqual({ requested_check_in_time: FAMILY_ENTRY.B.checkIn.value, requested_check_out_time: FAMILY_ENTRY.B.checkOut.value });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the keyboard alone', () => {
  it('reading A from the first step to the landing with Tab, Enter, Space, arrows and typing; the signature typed; focus always visible', async () => {
    const context = await signedInFresh('A');
    const page = await context.newPage();
    const entry = FAMILY_ENTRY.A;
    await page.goto(`${env.stack.api}/tourist/trips/${FAMILY.A.code}`);
    await waitForRoute(page, 'pre-check-in');
    const w = new WizardDriver(page, 'guest-portal', undefined, 'keyboard');
    const photo = await idPhoto(page);
    await w.throughToLastStep('A', entry, photo);
    await w.fillPersonalStep(entry, { photo, pdf: PDF }, { optIns: true, signature: 'type' });
    await w.next('Complete pre-check-in');
    await waitForRoute(page, 'reservation-info');
    expect(w.focusNotVisible).toEqual([]);
    expectHoldsEntry(await checkInRecord(context.request, env.stack.api, 'A'), 'A', env.stack.api, { optIns: true });
    await context.close();
  });
});

describe('the typed signature (issue 25)', () => {
  it.each([
    ['a desktop window', {}],
    ['a phone (390 px, 3× pixels, touch)', { viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true }],
  ])('"Use as my signature" writes the typed name onto the pad, where the guest sees it, on %s', async (_, options) => {
    const context = await freshContext(env.stack, 'A', undefined, options);
    const page = await context.newPage();
    const w = await openHostedWizard(page, env.stack.api, FAMILY.A.code);
    await w.throughToLastStep('A', FAMILY_ENTRY.A, await idPhoto(page));
    const pad = w.el.getByRole('img', { name: 'Please Sign in the box below' });
    await page.waitForFunction((el) => !!el?.hasAttribute('data-ready'), await pad.elementHandle());
    const inked = () => pad.evaluate((el) => {
      const c = el as HTMLCanvasElement;
      const pixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) n++;
      return n;
    });
    expect(await inked()).toBe(0);
    await w.fill(w.el.getByRole('textbox', { name: 'Or type your full name to sign' }), 'Ada Lovelace');
    await w.click(w.button('Use as my signature'));
    await page.waitForFunction(async (el) => {
      const c = el as HTMLCanvasElement;
      const pixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) return true;
      return false;
    }, await pad.elementHandle(), { timeout: 5000 }).catch(() => undefined);
    expect(await inked()).toBeGreaterThan(200);
    // A resize rebuilds the pad (a phone's keyboard closing after the name was typed): the signature stays.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: size.width - 20, height: size.height });
    await page.waitForFunction((el) => (el as HTMLCanvasElement).width > 0, await pad.elementHandle());
    await expect.poll(inked, { timeout: 5000 }).toBeGreaterThan(200);
    await context.close();
  });
});

describe('right to left and a phone-sized window', () => {
  it('in ar: a whole pass finished in Arabic — dir=rtl on the element root, the stepper mirrored, codes and numbers isolated, values kept across the switch', async () => {
    const context = await signedInFresh('A');
    const page = await context.newPage();
    const entry = FAMILY_ENTRY.A;
    const w = await openHostedWizard(page, env.stack.api, FAMILY.A.code);
    const photo = await idPhoto(page);
    await w.throughToLastStep('A', entry, photo);
    await w.fillPersonalStep(entry, { photo, pdf: PDF }, { optIns: true, signature: 'draw' });
    await w.chooseLanguage('العربية');
    await page.waitForFunction(() => document.querySelector('guest-portal')?.shadowRoot?.querySelector('.gp-root')?.getAttribute('dir') === 'rtl');
    expect(await w.el.locator('.gp-root').getAttribute('lang')).toBe('ar');
    // Mirrored: the first step sits to the right of the second.
    const items = w.el.locator('.gp-stepper__item');
    const [first, second] = [(await items.nth(0).boundingBox())!, (await items.nth(1).boundingBox())!];
    expect(first.x).toBeGreaterThan(second.x);
    // Left-to-right values stay left to right: the e-mail and the phone number fields.
    expect(await w.el.locator('input[type="email"]').first().getAttribute('dir')).toBe('ltr');
    expect(await w.el.locator('input[type="tel"]').first().getAttribute('dir')).toBe('ltr');
    expect(await blocking(page)).toEqual([]);
    // Back to the first step, still in Arabic: the time zone is isolated, the values are kept.
    await page.goBack();
    await page.goBack();
    await w.el.getByText('\u2066America/New_York\u2069', { exact: false }).waitFor();
    expect(await w.el.locator('.gp-wizard select').first().inputValue()).toBe(entry.checkIn.value);
    expect(await blocking(page)).toEqual([]);
    // Forward again through the wizard's own button (Next, then Complete, in Arabic) to the landing.
    const forward = w.el.locator('.gp-wizard__nav > button').last();
    for (const n of [2, 3]) {
      await forward.click();
      await w.el.locator(`.gp-stepper__item:nth-child(${n})[aria-current="step"]`).waitFor();
    }
    await forward.click();
    await waitForRoute(page, 'reservation-info');
    expectHoldsEntry(await checkInRecord(context.request, env.stack.api, 'A'), 'A', env.stack.api, { optIns: true });
    // The choice is saved to the guest's account: back to English for the other journeys.
    await w.chooseLanguage('English (US)');
    await page.waitForFunction(() => document.querySelector('guest-portal')?.shadowRoot?.querySelector('.gp-root')?.getAttribute('lang') === 'en');
    await context.close();
  });

  it('at 390×844: every step fits the window and passes axe; the wizard completes', async () => {
    const context = await signedInFresh('A', FAMILY.A.code, { viewport: PHONE });
    const page = await context.newPage();
    const entry = FAMILY_ENTRY.A;
    const w = await openHostedWizard(page, env.stack.api, FAMILY.A.code);
    const photo = await idPhoto(page);
    await w.waitForStep(STEP_TITLES.A[0]!);
    expect(await overflows(page)).toBe(false);
    await w.fillGuestsStep(entry, { photo });
    await w.next();
    await w.waitForStep(STEP_TITLES.A[1]!);
    expect(await overflows(page)).toBe(false);
    expect(await blocking(page)).toEqual([]);
    await w.fillRequestsStep('A', entry);
    await w.next();
    await w.waitForStep(STEP_TITLES.A[2]!);
    await w.fillPersonalStep(entry, { photo, pdf: PDF }, { optIns: true, signature: 'draw' });
    expect(await overflows(page)).toBe(false);
    expect(await blocking(page)).toEqual([]);
    await w.next('Complete pre-check-in');
    await waitForRoute(page, 'reservation-info');
    expectHoldsEntry(await checkInRecord(context.request, env.stack.api, 'A'), 'A', env.stack.api, { optIns: true });
    await context.close();
  });
});
