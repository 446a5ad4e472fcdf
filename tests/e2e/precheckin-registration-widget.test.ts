// The reference server's fake guest-registration widget in Chromium, on a page of another origin under
// the example site's Content-Security-Policy, inside an open shadow root (where the pre-check-in renders
// it): it loads, registers guests with the keyboard alone, passes axe, and Finish completes the
// reservation's registration for the verification details the wizard reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contentSecurityPolicy } from '../../demo/site/server.mjs';
import { startStack, type Stack } from './harness';
import { axeViolations, blockingViolations } from './helpers/axe';

const KEY = 'demo-guest-registration-key';

/** The host page's own script (served from 'self'): loads the widget and mounts it in a shadow root. */
function hostScript(api: string): string {
  return `
    const host = document.getElementById('host');
    const root = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    root.appendChild(container);
    window.registered = [];
    window.statuses = [];
    const script = document.createElement('script');
    script.src = ${JSON.stringify(`${api}/fake-registration/widget.js`)};
    script.onload = () => {
      window.GuestRegistrationWidget.init({
        apiKey: ${JSON.stringify(KEY)},
        reservationId: 'ALP-WIDGET',
        language: 'en',
        container,
        onGuestRegistered: (guest) => window.registered.push(guest),
        onStatusChange: (status) => window.statuses.push(status),
      });
      document.body.dataset.widget = 'ready';
    };
    document.head.appendChild(script);
  `;
}

describe('fake guest-registration widget in Chromium', () => {
  let stack: Stack;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    stack = await startStack();
    const csp = { 'Content-Security-Policy': contentSecurityPolicy(stack.api) };
    stack.page('/widget-host.js', { html: hostScript(stack.api), headers: { 'Content-Type': 'text/javascript; charset=utf-8', ...csp } });
    const url = stack.page('/registration.html', {
      html: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Registration</title><link rel="icon" href="data:,"><script src="/widget-host.js" defer></script></head><body><main><h1>Registration</h1><div id="host"></div></main></body></html>',
      headers: csp,
    });
    ({ page, consoleErrors } = await stack.newPage());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    await page.waitForSelector('body[data-widget="ready"]');
  });
  afterAll(async () => {
    await stack.close();
  });

  it('registers guests with the keyboard alone and finishes the registration', async () => {
    const field = (label: string) => page.locator('#host').getByLabel(label, { exact: true });
    await field('Full name').focus();
    await page.keyboard.type('Camille Dubois');
    await page.keyboard.press('Tab');
    await page.keyboard.type('guest@alpine.test');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Passport
    await page.keyboard.press('Tab');
    await page.keyboard.type('19FR12345');
    await page.keyboard.press('Tab');
    await page.keyboard.type('37');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Register guest
    await expect.poll(() => page.evaluate(() => (window as unknown as { registered: unknown[] }).registered)).toEqual([
      { full_name: 'Camille Dubois', email: 'guest@alpine.test', document_type: 'Passport', document_number: '19FR12345', age: 37 },
    ]);
    // Registering moves focus back to the first field for the next guest.
    expect(await field('Full name').evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);

    expect(blockingViolations(await axeViolations(page))).toEqual([]);

    await page.locator('#host').getByRole('button', { name: 'Finish registration' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as { statuses: string[] }).statuses)).toEqual(['IN_PROGRESS', 'COMPLETE']);

    const login = await page.request.post(`${stack.api}/api/login-portal`, {
      data: { email: 'guest@alpine.test', password: 'Guest#2026', token: true },
      headers: { 'x-tenant-id': '2' },
    });
    const { token } = (await login.json()) as { token: string };
    const details = await page.request.get(`${stack.api}/api/reservations/verification_details?reservation_id=ALP-WIDGET`, {
      headers: { authorization: `Bearer ${token}`, 'x-tenant-id': '2' },
    });
    expect(((await details.json()) as { data: { verification_details: { guests_registration_status: string } } }).data.verification_details.guests_registration_status).toBe('COMPLETE');
    expect(consoleErrors).toEqual([]);
  });
});
