// Scan ID in the pre-check-in (issue 23), in Chromium against the reference server: the fake camera fed
// a passport's MRZ (reading A) and a picked photo of an identity card (reading B) fill the adult's
// fields, which are edited, saved and read back; a refused read keeps manual entry; a page whose CSP
// refuses the OCR worker says so in one line.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { td1, td3, type MrzPerson } from '../support/mrz-compose';
import { CHROMIUM, ROOT, startStack, type Stack } from './harness';
import { axeViolations, blockingViolations } from './helpers/axe';
import { FAKE_CAMERA, FAMILY, FAMILY_ENTRY, STEP_TITLES, checkInRecord, freshContext, idPhoto, openHostedWizard, type Fixture, type Reading, type WizardDriver } from './helpers/precheckin';
import { writeMrzCameraFile } from './helpers/mrz-camera';

const PASSPORT: MrzPerson = { documentCode: 'P', issuing: 'SWE', surname: 'ERIKSSON', givenNames: 'ANNA MARIA', documentNumber: 'L898902C3', nationality: 'SWE', birth: '740812', sex: 'F', expiry: '310415' };
const CARD: MrzPerson = { documentCode: 'I', issuing: 'FRA', surname: 'DUBOIS', givenNames: 'CAMILLE', documentNumber: 'X4RTBPFW4', nationality: 'FRA', birth: '870923', sex: 'F', expiry: '330101' };

let stack: Stack;
let cardPhoto: Buffer;
let passportPhoto: Buffer;

beforeAll(async () => {
  const dir = join(ROOT, '.tmp', `id-scan-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const camera = join(dir, 'passport.y4m');
  const drawer = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    passportPhoto = await writeMrzCameraFile(drawer, td3(PASSPORT), camera);
    cardPhoto = await writeMrzCameraFile(drawer, td1(CARD), join(dir, 'card.y4m'));
  } finally {
    await drawer.close();
  }
  void passportPhoto;
  stack = await startStack({ chromiumArgs: [...FAKE_CAMERA, `--use-file-for-fake-video-capture=${camera}`] });
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const dialogOf = (w: WizardDriver) => w.el.getByRole('dialog', { name: 'Scan your ID' });

async function openScan(w: WizardDriver, guest: number) {
  await w.guest(guest).getByRole('button', { name: 'Scan ID' }).click();
  const dialog = dialogOf(w);
  await dialog.waitFor();
  return dialog;
}

/** Completes the guests step with the first adult as scanned and edited, saves it, and reads the record back. */
async function saveAndReadBack(w: WizardDriver, context: BrowserContext, reading: Reading, first: { full_name: string; document_number: string }, photo: Fixture) {
  const entry = structuredClone(FAMILY_ENTRY[reading]);
  entry.guests[0] = { ...entry.guests[0], ...first };
  await w.fillGuestsStep(entry, { photo });
  await w.next();
  await w.waitForStep(STEP_TITLES[reading][1]!);
  const record = await checkInRecord(context.request, stack.api, reading);
  expect(record.guests_details[0]).toMatchObject({ full_name: first.full_name });
  expect(Object.values(record.guests_details[0]!)).toContain(first.document_number);
  await context.close();
}

async function pick(page: Page, w: WizardDriver, png: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await dialogOf(w).getByRole('button', { name: 'Choose a photo' }).click();
  await (await chooser).setFiles({ name: 'id.png', mimeType: 'image/png', buffer: png });
}

describe('Scan ID', () => {
  it('reading A: the rear camera reads a passport; the guest edits the number, and the saved record holds it', async () => {
    const context = await freshContext(stack, 'A');
    const page = await context.newPage();
    const photo = await idPhoto(page);
    const w = await openHostedWizard(page, stack.api, FAMILY.A.code);
    const dialog = await openScan(w, 1);
    const video = dialog.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Scan', exact: true }).click();
    const number = dialog.getByRole('textbox', { name: 'Document number' });
    await number.waitFor({ timeout: 60_000 });
    expect(await number.inputValue()).toBe('L898902C3');
    expect(await dialog.getByText('Sweden (SWE)').count()).toBe(2);
    await number.fill('L898902C4');
    // The seeded record already names the first adult: the scanned name replaces it only when asked to.
    await dialog.getByRole('checkbox', { name: /Replace the name you typed/ }).check();
    await dialog.getByRole('button', { name: 'Use these details' }).click();
    await dialog.waitFor({ state: 'detached' });
    const block = w.guest(1);
    expect(await block.getByRole('textbox', { name: /^Full name/ }).inputValue()).toBe('Anna Maria Eriksson');
    expect(await block.getByRole('textbox', { name: /^Document number/ }).inputValue()).toBe('L898902C4');
    // Focus returns to Scan ID.
    expect(await block.getByRole('button', { name: 'Scan ID' }).evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b)).toBe(true);

    await saveAndReadBack(w, context, 'A', { full_name: 'Anna Maria Eriksson', document_number: 'L898902C4' }, photo);
  }, 180_000);

  it('reading B: a picked photo of an identity card; a typed name stays unless the guest agrees', async () => {
    const context = await freshContext(stack, 'B');
    const page = await context.newPage();
    const photo = await idPhoto(page);
    const w = await openHostedWizard(page, stack.api, FAMILY.B.code);
    await w.chooseLanguage('English (US)');
    const name = w.guest(1).getByRole('textbox', { name: /^Full name/ });
    await name.fill('Cami Dubois');
    await openScan(w, 1);
    await pick(page, w, cardPhoto);
    const dialog = dialogOf(w);
    const consent = dialog.getByRole('checkbox', { name: /Replace the name you typed/ });
    await consent.waitFor({ timeout: 60_000 });
    expect(await consent.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Use these details' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe('Cami Dubois');
    const number = w.guest(1).getByRole('textbox', { name: /^Document number/ });
    expect(await number.inputValue()).toBe('X4RTBPFW4');

    await saveAndReadBack(w, context, 'B', { full_name: 'Cami Dubois', document_number: 'X4RTBPFW4' }, photo);
  }, 180_000);

  it('in Arabic on a phone (390×844): the dialog is mirrored, the read values stay left to right, nothing overflows, axe-clean', async () => {
    const context = await freshContext(stack, 'B');
    const page = await context.newPage();
    const w = await openHostedWizard(page, stack.api, FAMILY.B.code);
    // The language menu sits in the wide layout's step; the phone size comes after the switch.
    await w.chooseLanguage('العربية');
    try {
      await page.waitForFunction(() => document.querySelector('guest-portal')?.shadowRoot?.querySelector('.gp-root')?.getAttribute('dir') === 'rtl');
      await page.setViewportSize({ width: 390, height: 844 });
      await w.el.getByRole('button', { name: 'مسح الهوية' }).first().click();
      const dialog = w.el.getByRole('dialog', { name: 'امسح هويتك' });
      await dialog.waitFor();
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'اختيار صورة' }).click();
      await (await chooser).setFiles({ name: 'id.png', mimeType: 'image/png', buffer: cardPhoto });
      const number = dialog.getByRole('textbox', { name: 'رقم الوثيقة' });
      await number.waitFor({ timeout: 60_000 });
      expect(await number.inputValue()).toBe('X4RTBPFW4');
      // The document's values read left to right inside the mirrored dialog.
      expect(await number.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(blockingViolations(await axeViolations(page))).toEqual([]);
      await dialog.getByRole('button', { name: 'استخدام هذه البيانات' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      // The guest's language is kept on the account: back to English for the other journeys.
      await page.setViewportSize({ width: 1280, height: 800 });
      await w.chooseLanguage('English (US)');
      await context.close();
    }
  }, 180_000);

  it('a refused read keeps manual entry; a page whose CSP refuses the worker says so in one line', async () => {
    const context = await freshContext(stack, 'A');
    const page = await context.newPage();
    const w = await openHostedWizard(page, stack.api, FAMILY.A.code);
    const fields = (driver: WizardDriver) =>
      Promise.all([driver.guest(1).getByRole('textbox', { name: /^Full name/ }).inputValue(), driver.guest(1).getByRole('textbox', { name: /^Document number/ }).inputValue()]);
    const before = await fields(w);
    // A photo with no machine-readable zone.
    await openScan(w, 1);
    await pick(page, w, await idPhoto(page).then((f) => f.buffer));
    const dialog = dialogOf(w);
    await dialog.getByText('No machine-readable lines were found. Rescan or type the details.').waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Type the details' }).click();
    expect(await fields(w)).toEqual(before);
    await context.close();

    // The same portal under a CSP without `worker-src blob:` and `'wasm-unsafe-eval'`.
    const strict = await freshContext(stack, 'A');
    await strict.route(`${stack.api}/tourist/**`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      headers['content-security-policy'] = headers['content-security-policy']!.replace(" 'wasm-unsafe-eval'", '').replace("worker-src 'self' blob:", "worker-src 'self'");
      await route.fulfill({ response, headers });
    });
    const strictPage = await strict.newPage();
    const sw = await openHostedWizard(strictPage, stack.api, FAMILY.A.code);
    await openScan(sw, 1);
    await pick(strictPage, sw, passportPhoto);
    await dialogOf(sw).getByText('The scanner cannot run on this page. Please type the details.').waitFor({ timeout: 30_000 });
    await dialogOf(sw).getByRole('button', { name: 'Type the details' }).click();
    expect(await fields(sw)).toEqual(before);
    await strict.close();
  }, 180_000);
});
