// Scan ID in the pre-check-in (issue 23), in Chromium against the reference server, on both wizard
// readings: the fake camera fed a passport's MRZ fills the first adult and a picked photo of an identity
// card the second, both edited or kept, saved and read back, without a console error; a read refused by a
// check digit keeps manual entry; a page whose CSP refuses the OCR worker says so in one line. In Arabic on
// a phone, the keyboard alone opens Scan ID, picks the photo and applies the read.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { td1, td3, type MrzPerson } from '../support/mrz-compose';
import { mrzDrawingPage } from '../support/mrz-images';
import { CHROMIUM, ROOT, startStack, type Stack } from './harness';
import { axeViolations, blockingViolations } from './helpers/axe';
import { FAKE_CAMERA, FAMILY, FAMILY_ENTRY, Interactions, STEP_TITLES, WizardDriver, checkInRecord, freshContext, idPhoto, openHostedWizard, type Fixture, type GuestEntry, type Reading } from './helpers/precheckin';
import { writeMrzCameraFile } from './helpers/mrz-camera';

const PASSPORT: MrzPerson = { documentCode: 'P', issuing: 'SWE', surname: 'ERIKSSON', givenNames: 'ANNA MARIA', documentNumber: 'L898902C3', nationality: 'SWE', birth: '740812', sex: 'F', expiry: '310415' };
const CARD: MrzPerson = { documentCode: 'I', issuing: 'FRA', surname: 'DUBOIS', givenNames: 'CAMILLE', documentNumber: 'X4RTBPFW4', nationality: 'FRA', birth: '870923', sex: 'F', expiry: '330101' };

/** The passport's zone with the document number's check digit off by one: every other character is right. */
function withWrongCheckDigit([line1, line2]: [string, string]): [string, string] {
  const wrong = String((Number(line2[9]) + 1) % 10);
  return [line1, line2.slice(0, 9) + wrong + line2.slice(10)];
}

let stack: Stack;
let cardPhoto: Buffer;
let passportPhoto: Buffer;
let badCheckDigitPhoto: Buffer;

beforeAll(async () => {
  const dir = join(ROOT, '.tmp', `id-scan-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const camera = join(dir, 'passport.y4m');
  const drawer = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    // Only the passport is filmed; the other documents are photos to pick.
    passportPhoto = await writeMrzCameraFile(drawer, td3(PASSPORT), camera);
    const drawing = await mrzDrawingPage(drawer);
    cardPhoto = await drawing.draw(td1(CARD), 'clean', 1);
    badCheckDigitPhoto = await drawing.draw(withWrongCheckDigit(td3(PASSPORT)), 'clean', 1);
    await drawing.close();
  } finally {
    await drawer.close();
  }
  stack = await startStack({ chromiumArgs: [...FAKE_CAMERA, `--use-file-for-fake-video-capture=${camera}`] });
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

const dialogOf = (w: WizardDriver) => w.el.getByRole('dialog', { name: 'Scan your ID' });
const nameOf = (w: WizardDriver, guest: number) => w.guest(guest).getByRole('textbox', { name: /^Full name/ });
const numberOf = (w: WizardDriver, guest: number) => w.guest(guest).getByRole('textbox', { name: /^Document number/ });

/** Console errors and uncaught exceptions of a page; Chromium reports the OCR worker's console on its page. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} (${m.location().url})`));
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** The reading's wizard in English: the alpine guest's account starts in French, and a journey may have left it in Arabic. */
async function openWizard(page: Page, reading: Reading): Promise<WizardDriver> {
  const w = await openHostedWizard(page, stack.api, FAMILY[reading].code);
  const language = w.el.locator('select', { has: page.locator('option', { hasText: 'English (US)' }) });
  if ((await language.count()) && (await language.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)) !== 'English (US)') await w.chooseLanguage('English (US)');
  await w.waitForStep(STEP_TITLES[reading][0]!);
  return w;
}

async function openScan(w: WizardDriver, guest: number) {
  await w.guest(guest).getByRole('button', { name: 'Scan ID' }).click();
  const dialog = dialogOf(w);
  await dialog.waitFor();
  return dialog;
}

async function pick(page: Page, w: WizardDriver, png: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await dialogOf(w).getByRole('button', { name: 'Choose a photo' }).click();
  await (await chooser).setFiles({ name: 'id.png', mimeType: 'image/png', buffer: png });
}

/** Completes the guests step with the adults as scanned and edited, saves it, and reads the record back. */
async function saveAndReadBack(w: WizardDriver, context: BrowserContext, reading: Reading, adults: [GuestEntry, GuestEntry], photo: Fixture) {
  const entry = structuredClone(FAMILY_ENTRY[reading]);
  entry.guests[0] = { ...entry.guests[0], ...adults[0] };
  entry.guests[1] = { ...entry.guests[1], ...adults[1] };
  await w.fillGuestsStep(entry, { photo });
  await w.next();
  await w.waitForStep(STEP_TITLES[reading][1]!);
  const record = await checkInRecord(context.request, stack.api, reading);
  for (const [i, adult] of adults.entries()) {
    expect(record.guests_details[i]).toMatchObject({ full_name: adult.full_name });
    expect(Object.values(record.guests_details[i]!)).toContain(adult.document_number);
  }
}

/** A journey in a fresh signed-in context of the reading, closed however the journey ends. */
async function inFreshContext(reading: Reading, journey: (context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await freshContext(stack, reading);
  try {
    await journey(context);
  } finally {
    await context.close();
  }
}

describe.each(['A', 'B'] as const)('Scan ID, reading %s', (reading) => {
  it('the rear camera reads a passport, a picked photo an identity card; edited, saved, read back; no console error', () =>
    inFreshContext(reading, async (context) => {
      const page = await context.newPage();
      const errors = consoleErrors(page);
      const photo = await idPhoto(page);
      const w = await openWizard(page, reading);

      // First adult: the camera. A typed name is replaced by the scanned one only when the guest asks.
      await nameOf(w, 1).fill(FAMILY_ENTRY[reading].guests[0].full_name);
      const dialog = await openScan(w, 1);
      const video = dialog.locator('video');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: 'Scan', exact: true }).click();
      const number = dialog.getByRole('textbox', { name: 'Document number' });
      await number.waitFor({ timeout: 90_000 });
      expect(await number.inputValue()).toBe('L898902C3');
      expect(await dialog.getByText('Sweden (SWE)').count()).toBe(2);
      await number.fill('L898902C4');
      await dialog.getByRole('checkbox', { name: /Replace the name you typed/ }).check();
      await dialog.getByRole('button', { name: 'Use these details' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await nameOf(w, 1).inputValue()).toBe('Anna Maria Eriksson');
      expect(await numberOf(w, 1).inputValue()).toBe('L898902C4');
      // Focus returns to Scan ID.
      expect(await w.guest(1).getByRole('button', { name: 'Scan ID' }).evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b)).toBe(true);

      // Second adult: a picked photo; the name the guest typed stays unless the guest agrees.
      await nameOf(w, 2).fill('Cami Dubois');
      await openScan(w, 2);
      await pick(page, w, cardPhoto);
      const consent = dialogOf(w).getByRole('checkbox', { name: /Replace the name you typed/ });
      await consent.waitFor({ timeout: 60_000 });
      expect(await consent.isChecked()).toBe(false);
      await dialogOf(w).getByRole('button', { name: 'Use these details' }).click();
      await dialogOf(w).waitFor({ state: 'detached' });
      expect(await nameOf(w, 2).inputValue()).toBe('Cami Dubois');
      expect(await numberOf(w, 2).inputValue()).toBe('X4RTBPFW4');

      // Tesseract's diagnostics ("Estimating resolution as …") would be console errors of the host's page.
      expect(errors).toEqual([]);
      await saveAndReadBack(w, context, reading, [{ full_name: 'Anna Maria Eriksson', document_number: 'L898902C4' }, { full_name: 'Cami Dubois', document_number: 'X4RTBPFW4' }], photo);
    }), 300_000);

  it('a read refused by a check digit, then a photo without a zone, keep manual entry', () =>
    inFreshContext(reading, async (context) => {
      const page = await context.newPage();
      const errors = consoleErrors(page);
      const w = await openWizard(page, reading);
      const fields = () => Promise.all([nameOf(w, 1).inputValue(), numberOf(w, 1).inputValue()]);
      const before = await fields();
      const dialog = await openScan(w, 1);
      await pick(page, w, badCheckDigitPhoto);
      await dialog.getByText('The document could not be read reliably. Rescan or type the details.').waitFor({ timeout: 90_000 });
      expect(await dialog.getByRole('textbox').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Rescan' }).click();
      await pick(page, w, await idPhoto(page).then((f) => f.buffer));
      await dialog.getByText('No machine-readable lines were found. Rescan or type the details.').waitFor({ timeout: 60_000 });
      await dialog.getByRole('button', { name: 'Type the details' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await fields()).toEqual(before);
      // Manual entry goes on: the field takes what the guest types.
      await numberOf(w, 1).fill('X1234567');
      expect(await numberOf(w, 1).inputValue()).toBe('X1234567');
      expect(errors).toEqual([]);
    }), 240_000);

  it('a page whose CSP refuses the worker says so in one line and keeps manual entry', () =>
    inFreshContext(reading, async (strict) => {
      // The same portal under a CSP without `worker-src blob:` and `'wasm-unsafe-eval'`.
      await strict.route(`${stack.api}/tourist/**`, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        headers['content-security-policy'] = headers['content-security-policy']!.replace(" 'wasm-unsafe-eval'", '').replace("worker-src 'self' blob:", "worker-src 'self'");
        await route.fulfill({ response, headers });
      });
      const page = await strict.newPage();
      const w = await openWizard(page, reading);
      const before = await Promise.all([nameOf(w, 1).inputValue(), numberOf(w, 1).inputValue()]);
      await openScan(w, 1);
      await pick(page, w, passportPhoto);
      await dialogOf(w).getByText('The scanner cannot run on this page. Please type the details.').waitFor({ timeout: 30_000 });
      await dialogOf(w).getByRole('button', { name: 'Type the details' }).click();
      await dialogOf(w).waitFor({ state: 'detached' });
      expect(await Promise.all([nameOf(w, 1).inputValue(), numberOf(w, 1).inputValue()])).toEqual(before);
    }), 180_000);
});

describe('Scan ID in Arabic on a phone', () => {
  it('by keyboard at 390×844: mirrored, the read values left to right, focus shown and returned, nothing overflows, axe-clean', async () => {
    const context = await freshContext(stack, 'B');
    const page = await context.newPage();
    const w = await openWizard(page, 'B');
    // The language menu sits in the wide layout's step; the phone size comes after the switch.
    await w.chooseLanguage('العربية');
    try {
      await page.waitForFunction(() => document.querySelector('guest-portal')?.shadowRoot?.querySelector('.gp-root')?.getAttribute('dir') === 'rtl');
      await page.setViewportSize({ width: 390, height: 844 });
      const keys = new WizardDriver(page, 'guest-portal', new Interactions(), 'keyboard');
      const scanId = w.el.getByRole('button', { name: 'مسح الهوية' }).first();
      await keys.click(scanId);
      const dialog = w.el.getByRole('dialog', { name: 'امسح هويتك' });
      await dialog.waitFor();
      const chooser = page.waitForEvent('filechooser');
      await keys.click(dialog.getByRole('button', { name: 'اختيار صورة' }));
      await (await chooser).setFiles({ name: 'id.png', mimeType: 'image/png', buffer: cardPhoto });
      const number = dialog.getByRole('textbox', { name: 'رقم المستند' });
      await number.waitFor({ timeout: 90_000 });
      expect(await number.inputValue()).toBe('X4RTBPFW4');
      // The document's values read left to right inside the mirrored dialog.
      expect(await number.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(blockingViolations(await axeViolations(page))).toEqual([]);
      await keys.click(dialog.getByRole('button', { name: 'استخدام هذه البيانات' }));
      await dialog.waitFor({ state: 'detached' });
      expect(await scanId.evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b)).toBe(true);
      expect(await w.el.locator('fieldset[data-guest="0"]').getByRole('textbox', { name: /^رقم المستند/ }).inputValue()).toBe('X4RTBPFW4');
      expect(keys.focusNotVisible).toEqual([]);
    } finally {
      // The guest's language is kept on the account: back to English for the other journeys.
      await page.setViewportSize({ width: 1280, height: 800 });
      await w.chooseLanguage('English (US)');
      await context.close();
    }
  }, 240_000);
});
