// Issue 12 acceptance, survey and ticket tracker: Chromium against the reference server, never signed in.
// Order matters (one server per file): the accessibility checks look at DEMO-PAST's form before the
// low-score test answers it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../demo/site/server.mjs';
import { run } from '../../demo/server/db';
import { surveySignature } from '../../demo/server/feedback/survey-link';
import { ROOT, hostHtml, startStack, type Stack } from './harness';
import { axeViolations, blockingViolations } from './helpers/axe';
import { RAW_KEY, inEl, shadowText, waitForRoute, waitForText, watchErrors } from './helpers/portal';

const SURVEY = 'guest-survey';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
const PHONE = { width: 390, height: 844 };
/** A 2×2 PNG: something the compressor and the server's file-type check accept. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

let stack: Stack;
let visitor: BrowserContext;
beforeAll(async () => {
  stack = await startStack();
  visitor = await phoneContext(stack.browser, 'en-US');
});
afterAll(async () => {
  await stack?.close();
});

function phoneContext(browser: Browser, locale: string): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, locale });
}

/** A host page with `<guest-survey>` for a reservation (tenant 2's codes need its tenant id). */
function surveyHost(name: string, code: string, opts: { locale?: string; tenant?: string } = {}): string {
  const locale = opts.locale ?? 'en';
  const tenant = opts.tenant ? ` tenant-id="${opts.tenant}"` : '';
  return stack.page(`/survey-${name}.html`, {
    html: hostHtml(`<main><guest-survey api-base="${stack.api}" locale="${locale}" confirmation-code="${code}"${tenant}></guest-survey></main>`).replace(
      '<html lang="en">',
      `<html lang="${locale}">`,
    ),
  });
}

/** `<guest-portal>` showing a portal path (the ticket tracker's route), signed out. */
function portalHost(name: string, path: string, locale = 'en'): string {
  return stack.page(`/portal-${name}.html`, {
    html: hostHtml(`<main><guest-portal api-base="${stack.api}" locale="${locale}" initial-path="${path}"></guest-portal></main>`).replace('<html lang="en">', `<html lang="${locale}">`),
  });
}

async function openSurvey(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForRoute(page, 'survey', SURVEY);
}

/** Rates every question of the post-stay form with the same mark. */
async function rateAll(page: Page, mark: string): Promise<void> {
  const groups = inEl(page, '[role="radiogroup"]', SURVEY);
  await expect.poll(() => groups.count()).toBe(6);
  for (let i = 0; i < 6; i++) await groups.nth(i).locator('[role="radio"]').filter({ hasText: mark }).click();
}

const sendButton = (page: Page) => inEl(page, 'button[type="submit"]', SURVEY);

/** The page fits a 390 px phone: nothing wider than the viewport. */
const overflowsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('at 390×844: axe-core (WCAG 2.0/2.1/2.2 A and AA) finds no serious or critical violation', () => {
  for (const locale of ['en', 'he', 'zh-Hans'] as const) {
    it(`survey form in ${locale}`, async () => {
      const context = await phoneContext(stack.browser, locale);
      const page = await context.newPage();
      await openSurvey(page, surveyHost(`a11y-${locale}`, 'DEMO-PAST', { locale }));
      await inEl(page, '.gp-survey__form', SURVEY).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await shadowText(page, SURVEY)).not.toMatch(RAW_KEY);
      expect(await inEl(page, '.gp-root', SURVEY).getAttribute('dir')).toBe(locale === 'he' ? 'rtl' : 'ltr');
      expect(blockingViolations(await axeViolations(page, WCAG))).toEqual([]);
      expect(await overflowsPhone(page)).toBe(false);
      await context.close();
    });

    it(`ticket tracker in ${locale}`, async () => {
      const context = await phoneContext(stack.browser, locale);
      const page = await context.newPage();
      await page.goto(portalHost(`a11y-ticket-${locale}`, '/tourist-lt/lt-demo-progress', locale));
      await waitForRoute(page, 'ticket-tracker');
      await inEl(page, '.gp-timeline').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await shadowText(page)).not.toMatch(RAW_KEY);
      expect(blockingViolations(await axeViolations(page, WCAG))).toEqual([]);
      expect(await overflowsPhone(page)).toBe(false);
      await context.close();
    });
  }
});

describe('survey and ticket tracker against the reference server', () => {
  it('on the example site (strict CSP): a low post-stay score creates a ticket and the ticket page shows it', async () => {
    const html = readFileSync(join(ROOT, 'demo', 'site', 'feedback.html'), 'utf8').replaceAll('{{API_BASE}}', stack.api).replaceAll('{{PORTAL_URL}}', stack.api);
    const url = stack.page('/feedback.html', { html, headers: { 'Content-Security-Policy': contentSecurityPolicy(stack.api) } });
    const page = await visitor.newPage();
    const errors = watchErrors(page);
    await openSurvey(page, url);
    await waitForText(page, 'Ocean View Villa', SURVEY);
    expect(await sendButton(page).isDisabled()).toBe(true);
    await rateAll(page, 'Terrible');
    await inEl(page, 'textarea', SURVEY).fill('The shower drain was blocked');
    expect(await sendButton(page).isEnabled()).toBe(true);
    await sendButton(page).click();

    await waitForText(page, 'Thank you for your feedback!', SURVEY);
    await waitForText(page, 'Your rating: 2 / 10', SURVEY);
    await waitForText(page, 'A member of our team will contact you shortly', SURVEY);
    await waitForText(page, 'The Sunny Coast Rentals team', SURVEY);

    await inEl(page, '[part~="ticket-link"]', SURVEY).click();
    await waitForRoute(page, 'ticket-tracker', SURVEY);
    await inEl(page, '.gp-timeline', SURVEY).waitFor();
    const text = await shadowText(page, SURVEY);
    expect(text).toMatch(/Ticket #\d+/);
    expect(text).toContain('Cleaning rated 1/5');
    expect(text).toContain('The shower drain was blocked');
    expect(text).toContain('not assigned yet');

    const ticketCall = stack.apiRequests.find((r) => r.method === 'GET' && r.url.startsWith('/api/tracked-lt/lt_'));
    expect(ticketCall).toBeDefined();
    const onServer = (await (await page.request.get(`${stack.api}${ticketCall!.url}`)).json()) as { data: { status: string; review: { ai_bullets: string[] } } };
    expect(onServer.data.status).toBe('New');
    expect(onServer.data.review.ai_bullets).toContain('The shower drain was blocked');
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  });

  it('reopening an answered survey shows the thank-you', async () => {
    const page = await visitor.newPage();
    await openSurvey(page, surveyHost('reopen-past', 'DEMO-PAST'));
    await waitForText(page, 'Your rating: 2 / 10', SURVEY);
    expect(await inEl(page, '.gp-survey__form', SURVEY).count()).toBe(0);
    await openSurvey(page, surveyHost('reopen-reviewed', 'DEMO-REVIEWED'));
    await waitForText(page, 'Thank you for your feedback!', SURVEY);
    await waitForText(page, 'Your rating: 5 / 10', SURVEY);
    await page.close();
  });

  it('a high score shows the company’s review links, forced to https', async () => {
    const page = await visitor.newPage();
    await openSurvey(page, surveyHost('alpine-high', 'ALP-PAST', { tenant: '2' }));
    await rateAll(page, 'Great');
    await sendButton(page).click();
    await waitForText(page, 'Would you share your experience in a review?', SURVEY);
    const link = inEl(page, '[part~="review-link"]', SURVEY);
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe('https://g.page/r/alpine-chalets-demo/review');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await shadowText(page, SURVEY)).toContain('Review us on Google');
    await page.close();
  });

  it('a mid-stay survey, answered with the keyboard', async () => {
    const page = await visitor.newPage();
    await openSurvey(page, surveyHost('mid-stay', 'DEMO-CURRENT'));
    await waitForText(page, 'How are you enjoying your stay so far?', SURVEY);
    expect(await inEl(page, '[role="radiogroup"]', SURVEY).count()).toBe(1);
    expect(await sendButton(page).isDisabled()).toBe(true);
    await inEl(page, '[role="radio"][tabindex="0"]', SURVEY).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    expect(await inEl(page, '[role="radio"][aria-checked="true"]', SURVEY).getAttribute('aria-label')).toBe('Good');
    await page.keyboard.press('Tab');
    await page.keyboard.type('The hot tub is lovely');
    await sendButton(page).click();
    await waitForText(page, 'We appreciate your time', SURVEY);
    await waitForText(page, 'Enjoy the rest of your stay', SURVEY);
    await page.close();
  });

  it('the ticket page in the portal: a photo is uploaded and appears in the gallery', async () => {
    const page = await visitor.newPage();
    const errors = watchErrors(page);
    await page.goto(portalHost('ticket-upload', '/tourist-lt/lt-demo-done'));
    await waitForRoute(page, 'ticket-tracker');
    await inEl(page, '.gp-timeline').waitFor();
    const photos = inEl(page, '.gp-gallery__media');
    const before = await photos.count();
    const uploads = stack.apiRequests.filter((r) => r.method === 'POST' && r.url.startsWith('/api/media/upload')).length;
    await inEl(page, 'input[type="file"]').setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => photos.count(), { timeout: 20_000 }).toBe(before + 1);
    await waitForText(page, 'Photos added.');
    expect(stack.apiRequests.filter((r) => r.method === 'POST' && r.url.startsWith('/api/media/upload')).length).toBe(uploads + 1);
    const src = await photos.last().getAttribute('src');
    expect(src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect((await page.request.get(src!)).ok()).toBe(true);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  });

  it('a tenant requiring the signed survey link: the plain link is told to use it, the signed link sends', async () => {
    run(stack.app.db, 'UPDATE tenants SET survey_link_signed = 1 WHERE id = 2');
    try {
      const page = await visitor.newPage();
      const plain = surveyHost('signed-plain', 'ALP-CURRENT', { tenant: '2' });
      await openSurvey(page, plain);
      await inEl(page, '[role="radio"]', SURVEY).first().click();
      await sendButton(page).click();
      await waitForText(page, 'To send your feedback, please open the survey from the link in the message we sent you.', SURVEY);
      expect(await inEl(page, '[role="radio"][aria-checked="true"]', SURVEY).count()).toBe(1);

      const reservation = stack.app.db.prepare("SELECT id, tenant_id FROM reservations WHERE confirmation_code = 'ALP-CURRENT'").get() as { id: number; tenant_id: number };
      await openSurvey(page, `${plain}?sig=${surveySignature(stack.app.db, reservation)}`);
      await inEl(page, '[role="radio"]', SURVEY).first().click();
      await sendButton(page).click();
      await waitForText(page, 'We appreciate your time', SURVEY);
      await page.close();
    } finally {
      run(stack.app.db, 'UPDATE tenants SET survey_link_signed = 0 WHERE id = 2');
    }
  });
});
