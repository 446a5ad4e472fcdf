// The pre-check-in wizard driver of the Chromium journeys and the benchmark: every test fills the steps
// the same way, by the labels a guest reads (English), and counts what a guest does (a click, one field
// filled, one file chosen) so the benchmark can report the number of interactions.
import type { APIRequestContext, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { Stack } from '../harness';
import { waitForClaimed, waitForRoute } from './portal';
import { answerMapTilesLocally } from './map-tiles';

export type Reading = 'A' | 'B';

/** The two seeded family reservations (two adults and a kid), one per reading. */
export const FAMILY = {
  A: { code: 'DEMO-FAMILY', tenant: 1, login: { email: 'guest@demo.test', password: 'Guest#2026' } },
  B: { code: 'ALP-FAMILY', tenant: 2, login: { email: 'guest@alpine.test', password: 'Guest#2026' } },
} as const;

export interface GuestEntry {
  full_name: string;
  /** Adults only. */
  document_number?: string;
  phone_number?: string;
  email?: string;
  address?: string;
}

/** What the journeys enter; the record read back afterwards must hold every value. */
export interface FamilyEntry {
  checkIn: { label: string; value: string };
  checkOut: { label: string; value: string };
  guests: [GuestEntry, GuestEntry, GuestEntry];
  tripPurpose: { label: string; value: string };
  carModel: string;
  licencePlate: string;
  phone: { typed: string; stored: string };
  birthday: string;
  typedSignature?: string;
}

export const FAMILY_ENTRY: Record<Reading, FamilyEntry> = {
  A: {
    checkIn: { label: '5:30 PM', value: '17:30' },
    checkOut: { label: '10:00 AM', value: '10:00' },
    guests: [
      { full_name: 'Alex Morgan', document_number: 'X1234567' },
      { full_name: 'Robin Morgan', document_number: 'X7654321' },
      { full_name: 'Sam Morgan' },
    ],
    tripPurpose: { label: 'Business', value: 'business' },
    carModel: 'Volvo XC40',
    licencePlate: 'FL-ABC123',
    phone: { typed: '3055550199', stored: '+1 305 555 0199' },
    birthday: '1985-04-12',
  },
  B: {
    checkIn: { label: '6:00 PM', value: '18:00' },
    checkOut: { label: '9:30 AM', value: '09:30' },
    guests: [
      { full_name: 'Camille Dubois', document_number: 'FR1234567', address: '12 rue des Alpes, Annecy' },
      { full_name: 'Luc Dubois', document_number: 'FR7654321', phone_number: '+33 6 55 55 01 04', email: 'luc@alpine.test', address: '12 rue des Alpes, Annecy' },
      { full_name: 'Léa Dubois' },
    ],
    tripPurpose: { label: 'Leisure', value: 'leisure' },
    carModel: 'Peugeot 3008',
    licencePlate: 'AB-123-CD',
    phone: { typed: '655550199', stored: '+33 6 55 55 01 99' },
    birthday: '1987-09-23',
  },
};

/** Step titles of each reading's family wizard, in order. */
export const STEP_TITLES: Record<Reading, readonly string[]> = {
  A: ['Guests info', 'Special requests', 'Personal info'],
  B: ['Basic info', 'Store', 'Special Requests', 'Contact Info'],
};

/** Chromium's synthetic camera, granted without a prompt (field notes: camera tests). */
export const FAKE_CAMERA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] as const;

/** The seeded special requests of each family case: a required toggle and a counter. */
export const REQUESTS: Record<Reading, { toggle: string; counter: string; max: number }> = {
  A: { toggle: 'Pool fence', counter: 'Extra towels', max: 4 },
  B: { toggle: 'Cot', counter: 'Extra blankets', max: 3 },
};

/** Counts a guest's interactions: clicks and key presses (one per field filled), and files chosen. */
export class Interactions {
  count = 0;
  add(n = 1): void {
    this.count += n;
  }
}

/** How the driver acts: the mouse (and Playwright's fill), or the keyboard alone (Tab, Enter, Space, arrows, typing). */
export type InputMode = 'mouse' | 'keyboard';

/** The deepest focused element, through open shadow roots. */
function isDeepFocused(el: Element): boolean {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active === el;
}

/** The wizard of `<guest-portal>` (hosted) or `<guest-precheckin>` (embedded). */
export class WizardDriver {
  readonly el: Locator;
  /** Keyboard mode: the controls that took focus without a visible focus indicator (outline or ring). */
  readonly focusNotVisible: string[] = [];
  constructor(
    readonly page: Page,
    readonly tag: 'guest-portal' | 'guest-precheckin' = 'guest-portal',
    readonly interactions = new Interactions(),
    readonly mode: InputMode = 'mouse',
  ) {
    this.el = page.locator(tag);
  }

  /** Presses Tab until `target` has focus (forwards, wrapping round the page), and checks the focus shows. */
  async tabTo(target: Locator, within?: Locator): Promise<void> {
    await target.waitFor();
    for (let i = 0; i < 200; i++) {
      if (await target.evaluate(isDeepFocused)) {
        const shown = await target.evaluate((el) => {
          const s = getComputedStyle(el);
          return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
        });
        if (!shown) this.focusNotVisible.push(await target.evaluate((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`));
        return;
      }
      // A radio group is one Tab stop: inside it, the arrows move (and check).
      if (within && (await within.evaluate((group) => { let a = document.activeElement; while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement; return !!a && group.contains(a); }))) {
        await this.page.keyboard.press('ArrowDown');
        continue;
      }
      await this.page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${String(target)}`);
  }

  async click(target: Locator): Promise<void> {
    if (this.mode === 'mouse') await target.click();
    else {
      const kind = await target.evaluate((el) => el.getAttribute('role') ?? (el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase()));
      if (kind === 'radio') {
        await this.tabTo(target, target.locator('xpath=ancestor::*[@role="radiogroup"][1]'));
        if (!(await target.isChecked())) await this.page.keyboard.press('Space');
      } else {
        await this.tabTo(target);
        await this.page.keyboard.press(kind === 'checkbox' ? 'Space' : 'Enter');
      }
    }
    this.interactions.add();
  }
  async fill(target: Locator, value: string): Promise<void> {
    if (this.mode === 'mouse') await target.fill(value);
    else {
      await this.tabTo(target);
      if ((await target.getAttribute('type')) === 'date') {
        // A date field is typed in the browser's order (en-US: month, day, year).
        const [y, m, d] = value.split('-');
        await this.page.keyboard.type(`${m}${d}${y}`);
      } else {
        await this.page.keyboard.press('ControlOrMeta+A');
        await this.page.keyboard.type(value);
      }
    }
    this.interactions.add();
  }
  async select(target: Locator, label: string): Promise<void> {
    if (this.mode === 'mouse') await target.selectOption({ label });
    else {
      await this.tabTo(target);
      const [from, to] = await target.evaluate((el, l) => {
        const s = el as HTMLSelectElement;
        // Times are formatted with no-break spaces ("4:00 PM"); the guest reads them as spaces.
        const plain = (text: string) => text.replace(/\s+/g, ' ');
        return [s.selectedIndex, [...s.options].findIndex((o) => plain(o.label) === plain(l))];
      }, label);
      if (to < 0) throw new Error(`no option "${label}" in ${String(target)}`);
      for (let i = from; i !== to; i += to > from ? 1 : -1) await this.page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
    }
    this.interactions.add();
  }
  /** Chooses a file through the control's own button and the browser's file chooser (one interaction). */
  async chooseFile(upload: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    const button = upload.getByRole('button', { name: /^(Choose file|Replace)$/ });
    if (this.mode === 'mouse') await button.click();
    else {
      await this.tabTo(button);
      await this.page.keyboard.press('Enter');
    }
    await (await chooser).setFiles(file);
    this.interactions.add();
    await upload.getByRole('button', { name: 'Remove' }).waitFor();
  }

  button(name: string | RegExp): Locator {
    return this.el.getByRole('button', { name, exact: typeof name === 'string' });
  }
  guest(n: number): Locator {
    return this.el.getByRole('group', { name: new RegExp(`^Guest ${n} \\(`) });
  }
  upload(label: string | RegExp, within: Locator = this.el): Locator {
    return within.getByRole('group', { name: label });
  }

  /** The wizard's step title (the heading that takes focus on a step change). */
  async waitForStep(title: string): Promise<void> {
    await this.el.locator('h2.gp-wizard__title', { hasText: title }).waitFor();
  }
  async next(label: string | RegExp = 'Next'): Promise<void> {
    await this.click(this.button(label));
  }

  async fillGuestsStep(entry: FamilyEntry, files: { photo: Fixture }): Promise<void> {
    await this.select(this.el.getByLabel('Requested check-in time'), entry.checkIn.label);
    await this.select(this.el.getByLabel('Requested check-out time'), entry.checkOut.label);
    for (const [i, g] of entry.guests.entries()) {
      const block = this.guest(i + 1);
      const name = block.getByRole('textbox', { name: /^Full name/ });
      if ((await name.inputValue()) !== g.full_name) await this.fill(name, g.full_name);
      if (g.document_number) await this.fill(block.getByRole('textbox', { name: /^Document number/ }), g.document_number);
      if (g.phone_number) await this.fill(block.getByRole('textbox', { name: /^Phone/ }), g.phone_number);
      if (g.email) await this.fill(block.getByRole('textbox', { name: /^E-mail/ }), g.email);
      if (g.address) await this.fill(block.getByRole('textbox', { name: /^Address/ }), g.address);
      if (i < 2) await this.chooseFile(this.upload(/^Photo ID/, block), files.photo);
    }
    await this.click(this.el.getByRole('radio', { name: entry.tripPurpose.label }));
  }

  /** Special requests: the required toggle and the air mattress yes, the counter twice, parking with the car. */
  async fillRequestsStep(reading: Reading, entry: FamilyEntry): Promise<void> {
    const { toggle, counter } = REQUESTS[reading];
    await this.click(this.el.getByRole('radiogroup', { name: new RegExp(`^${toggle}`) }).getByRole('radio', { name: 'Yes, please' }));
    const add = this.button(`Add one: ${counter}`);
    await this.click(add);
    await this.click(add);
    await this.click(this.el.getByRole('radiogroup', { name: 'Air mattress' }).getByRole('radio', { name: 'Yes, please' }));
    await this.click(this.el.getByRole('radiogroup', { name: /^Do you need parking/ }).getByRole('radio', { name: 'Yes, please' }));
    await this.fill(this.el.getByRole('textbox', { name: /^Car model/ }), entry.carModel);
    await this.fill(this.el.getByRole('textbox', { name: /^Licence plate/ }), entry.licencePlate);
  }

  /**
   * Personal info (A) / Contact info (B): date of birth, the phone (national number under the country
   * code), the ID image, the selfie through the camera, the PDF as the requested document, the opt-ins the
   * tenant offers, the terms and the signature (drawn with the mouse, or typed when `typedSignature`).
   */
  async fillPersonalStep(entry: FamilyEntry, files: { photo: Fixture; pdf: Fixture }, opts: { optIns: boolean; signature: 'draw' | 'type' }): Promise<void> {
    await this.fill(this.el.getByRole('textbox', { name: /^Date of birth/ }), entry.birthday);
    await this.fill(this.el.getByRole('textbox', { name: /^Phone/ }), entry.phone.typed);
    await this.chooseFile(this.upload(/^ID document/), files.photo);
    await this.takeSelfie();
    await this.chooseFile(this.upload(/^Driving Licence/), files.pdf);
    if (opts.optIns) {
      await this.click(this.el.getByRole('checkbox', { name: 'Yes, I would like to become a member' }));
      await this.click(this.el.getByRole('checkbox', { name: /offers and news/ }));
    }
    await this.click(this.el.getByRole('checkbox', { name: 'I have read and acknowledge the terms' }));
    if (opts.signature === 'draw') await this.drawSignature();
    else {
      await this.fill(this.el.getByRole('textbox', { name: 'Or type your full name to sign' }), entry.guests[0].full_name);
      await this.click(this.button('Use as my signature'));
    }
  }

  /** Take a photo → Capture (once the fake camera's picture is live) → Use photo. */
  async takeSelfie(): Promise<void> {
    const selfie = this.upload(/^Selfie with your ID/);
    await this.click(selfie.getByRole('button', { name: 'Take a photo' }));
    const dialog = this.el.getByRole('dialog', { name: 'Take a selfie with your ID' });
    const capture = dialog.getByRole('button', { name: 'Capture' });
    await this.page.waitForFunction((el) => !!el && !(el as HTMLButtonElement).disabled, await capture.elementHandle());
    await this.click(capture);
    await this.click(dialog.getByRole('button', { name: 'Use photo' }));
    await selfie.getByRole('button', { name: 'Remove' }).waitFor();
  }

  /**
   * A stroke across the signature pad with the mouse (one interaction: press, drag, release). The pad's
   * code downloads when the field first shows (`data-ready` once it listens), and mouse events only reach
   * what is inside the window: a stroke before either drew nothing, and the step then failed validation.
   */
  async drawSignature(): Promise<void> {
    const pad = this.el.getByRole('img', { name: 'Please Sign in the box below' });
    await this.el.locator('canvas[data-ready]').waitFor();
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + box.width * 0.15, y);
    await this.page.mouse.down();
    for (let i = 1; i <= 10; i++) await this.page.mouse.move(box.x + box.width * (0.15 + i * 0.07), y + (i % 2 ? -20 : 20), { steps: 2 });
    await this.page.mouse.up();
    this.interactions.add();
  }

  /** Fills every step before the last one (B: Not Now on the store) and waits on the last step. */
  async throughToLastStep(reading: Reading, entry: FamilyEntry, photo: Fixture): Promise<void> {
    const steps = STEP_TITLES[reading];
    await this.waitForStep(steps[0]!);
    await this.fillGuestsStep(entry, { photo });
    await this.next();
    if (reading === 'B') {
      await this.waitForStep(steps[1]!);
      await this.next('Not Now');
    }
    await this.waitForStep(steps.at(-2)!);
    await this.fillRequestsStep(reading, entry);
    await this.next();
    await this.waitForStep(steps.at(-1)!);
  }

  /** The guest's own choice of language in the portal's switcher (the signed-in user's saved one comes before the browser's). */
  async chooseLanguage(name: string): Promise<void> {
    // Saved on the signed-in guest's account: wait for it, or the next journey could start in this language.
    const saved = this.page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/users\/[^/]+\/locale$/.test(new URL(r.url()).pathname));
    // Found by its options, whatever language it is labelled in.
    await this.el.locator('select', { has: this.page.locator('option', { hasText: 'English (US)' }) }).selectOption({ label: name });
    const answer = await saved;
    if (!answer.ok()) throw new Error(`locale not saved: ${answer.status()}`);
  }
}

export interface Fixture {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A one-page PDF: the requested document. */
export const PDF: Fixture = {
  name: 'driving-licence.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/**
 * A detailed photo at the camera's best JPEG quality (1600×1200, drawn by the browser itself): what a
 * phone sends, and what the SDK's compression at 0.7 must make smaller.
 */
export async function idPhoto(page: Page): Promise<Fixture> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const g = canvas.getContext('2d')!;
    // Deterministic noise: a photo's grain is what a lower JPEG quality saves bytes on.
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let y = 0; y < 1200; y += 8) for (let x = 0; x < 1600; x += 8) {
      g.fillStyle = `rgb(${Math.floor(rand() * 256)},${Math.floor(rand() * 256)},${Math.floor(rand() * 256)})`;
      g.fillRect(x, y, 8, 8);
    }
    g.fillStyle = '#fff';
    g.font = '96px sans-serif';
    g.fillText('IDENTITY CARD', 200, 600);
    return canvas.toDataURL('image/jpeg', 1);
  });
  return { name: 'id-card.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

/** Signs the request context in for the reading's tenant (the session cookie lands in the context's jar). */
export async function signInFor(request: APIRequestContext, api: string, reading: Reading): Promise<void> {
  const { login, tenant } = FAMILY[reading];
  const res = await request.post(`${api}/api/login-portal`, { data: login, headers: { 'x-tenant-id': String(tenant) } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
}

/** Makes the reservation's pre-check-in fresh again (dev route), so a journey starts from the seed's case. */
export async function resetReservation(request: APIRequestContext, api: string, reading: Reading, code: string = FAMILY[reading].code): Promise<void> {
  const res = await request.post(`${api}/api/dev/reservations/${encodeURIComponent(code)}/reset-check-in`, { headers: { 'x-tenant-id': String(FAMILY[reading].tenant) } });
  if (!res.ok()) throw new Error(`reset failed: ${res.status()} ${await res.text()}`);
}

/** A browser context (English, unless `options` say otherwise) signed in for the reading, with the reservation fresh again. */
export async function freshContext(stack: Stack, reading: Reading, code: string = FAMILY[reading].code, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await stack.browser.newContext({ locale: 'en-US', ...options });
  await answerMapTilesLocally(context);
  await signInFor(context.request, stack.api, reading);
  await resetReservation(context.request, stack.api, reading, code);
  return context;
}

/** The stored pre-check-in record as the reference server answers it (every field present), as far as the journeys read it. */
export interface StoredCheckIn {
  step: number;
  status: string;
  times_info: { requested_check_in_time: string | null; requested_check_out_time: string | null };
  guest_count_info: { adults: number; kids: number; babies: number; guests: string[] };
  guests_details: Record<string, unknown>[];
  client_info: Record<string, unknown>;
  special_requests: Record<string, unknown>;
  car_info: Record<string, unknown>;
  id_pic: string | null;
  selfie_pic: string | null;
  additional_documents: { id: number; type: string; url: string }[];
  terms_accepted: boolean;
  terms_signature_image: string | null;
  request_to_memeber: boolean;
  opt_in_consent: boolean;
}

/** The stored pre-check-in record, as the wizard's GET reads it. */
export async function checkInRecord(request: APIRequestContext, api: string, reading: Reading, code: string = FAMILY[reading].code): Promise<StoredCheckIn> {
  const res = await request.get(`${api}/api/tourist/reservations/${encodeURIComponent(code)}/check-in`, { headers: { 'x-tenant-id': String(FAMILY[reading].tenant) } });
  if (!res.ok()) throw new Error(`record: ${res.status()} ${await res.text()}`);
  return (await res.json()) as StoredCheckIn;
}

/** Opens the hosted portal's wizard of a reservation (path routing). */
export async function openHostedWizard(page: Page, api: string, code: string): Promise<WizardDriver> {
  await page.goto(`${api}/tourist/trips/${encodeURIComponent(code)}`);
  await waitForRoute(page, 'pre-check-in');
  const driver = new WizardDriver(page);
  await driver.el.locator('h2.gp-wizard__title').waitFor();
  // The server paints the wizard before the code runs; a click before hydration does nothing (typed text is
  // kept: src/element/hydration/typed-values.ts), so a journey starts once React has claimed the wizard.
  await waitForClaimed(page, 'h2.gp-wizard__title');
  return driver;
}
