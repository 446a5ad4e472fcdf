// The account journey on the hosted portal (`<guest-portal routing="path" base-path="/">`
// served by the reference server itself): sign-up, Disconnect, wrong and right login, forgot and reset
// password through the e-mailed link, the afterLogin landing, the not-found screen, and a 401 → login.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness';
import { GUEST, inEl, offlineContext, routeOf, waitForRoute, waitForText, watchErrors } from './helpers/portal';

let stack: Stack;
let context: BrowserContext;
let page: Page;
let errors: string[];
const NEW_GUEST = { firstName: 'Robin', lastName: 'Castillo', email: `robin.castillo+${Date.now()}@example.test`, password: 'Sunny#2026', newPassword: 'Breeze#2027' };

beforeAll(async () => {
  stack = await startStack();
  context = await offlineContext(stack.browser);
  page = await context.newPage();
  errors = watchErrors(page);
});
afterAll(async () => {
  await stack?.close();
});

const path = () => new URL(page.url()).pathname;
const field = (name: string) => inEl(page, `input[name="${name}"]`);
const submit = () => inEl(page, 'form button[type="submit"]').click();
const alertBox = () => inEl(page, '.gp-alert[role="alert"]');

async function logInWith(email: string, password: string) {
  await waitForRoute(page, 'login');
  await field('email').fill(email);
  await field('password').fill(password);
  await submit();
}

async function disconnect() {
  await inEl(page, '.gp-user-menu .gp-menu__button').click();
  await inEl(page, '[role="menuitem"]', 'guest-portal').filter({ hasText: 'Disconnect' }).click();
  await waitForRoute(page, 'login');
}

describe('account journey on the hosted portal', () => {
  it('signs up a new guest with every field, confirms the e-mail through the mailed link, logs in to an empty trips list', async () => {
    await page.goto(`${stack.api}/tourist/signup`);
    await waitForRoute(page, 'signup');
    await waitForText(page, 'Portal sign-up');

    // An empty submit flags every field; a mismatched confirmation is refused on the client.
    await submit();
    await expect.poll(() => inEl(page, 'input[aria-invalid="true"]').count()).toBe(5);
    await field('firstName').fill(NEW_GUEST.firstName);
    await field('lastName').fill(NEW_GUEST.lastName);
    await field('email').fill(NEW_GUEST.email);
    await field('password').fill(NEW_GUEST.password);
    await field('confirmation').fill('Sunny#2025');
    await submit();
    await waitForText(page, 'Passwords are not matched');
    expect(await inEl(page, 'input[aria-invalid="true"]').count()).toBe(1);

    await field('confirmation').fill(NEW_GUEST.password);
    const signup = page.waitForResponse((r) => r.url() === `${stack.api}/api/tourist/signup` && r.request().method() === 'POST');
    await submit();
    const res = await signup;
    expect(res.status()).toBe(202);
    expect(res.request().postDataJSON()).toMatchObject({ firstName: NEW_GUEST.firstName, lastName: NEW_GUEST.lastName, email: NEW_GUEST.email, password: NEW_GUEST.password });
    // Nobody is signed in until the address is confirmed.
    await waitForText(page, `we have sent an e-mail to`);
    expect((await page.request.get(`${stack.api}/api/tourist/user`)).status()).toBe(401);

    const outbox = await page.request.get(`${stack.api}/api/dev/outbox?email=${encodeURIComponent(NEW_GUEST.email)}`);
    const [mail] = (await outbox.json()) as { subject: string; text: string }[];
    const link = /https?:\/\/\S+\/api\/verify-email\?token=\S+/.exec(mail!.text)?.[0];
    expect(link, mail!.text).toBeTruthy();
    await page.goto(link!);
    await waitForRoute(page, 'login');
    expect(new URL(page.url()).searchParams.get('verification')).toBe('done');
    await logInWith(NEW_GUEST.email, NEW_GUEST.password);

    await waitForRoute(page, 'tourist-trips');
    await waitForText(page, 'No trips yet');
    expect(path()).toBe('/tourist/trips');
    await expect.poll(() => inEl(page, '.gp-user-menu .gp-menu__button').innerText()).toContain(NEW_GUEST.firstName);
    const me = await page.request.get(`${stack.api}/api/tourist/user`);
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: NEW_GUEST.email, first_name: NEW_GUEST.firstName, last_name: NEW_GUEST.lastName });
  });

  it('logs out through the user menu (Disconnect): back to login, session gone', async () => {
    await disconnect();
    expect(path()).toBe('/tourist/login');
    expect((await page.request.get(`${stack.api}/api/tourist/user`)).status()).toBe(401);
  });

  it('shows the server text for a wrong password and clears it when a field is edited', async () => {
    await logInWith(NEW_GUEST.email, 'Wrong#Pass1');
    await expect.poll(() => alertBox().innerText()).toBe('The e-mail or password is incorrect');
    await field('password').press('End');
    await field('password').pressSequentially('x');
    await expect.poll(() => alertBox().count()).toBe(0);
    // The values stay as typed.
    expect(await field('email').inputValue()).toBe(NEW_GUEST.email);
    await waitForRoute(page, 'login');
  });

  it('logs in with the right password and reaches the trips list', async () => {
    await logInWith(NEW_GUEST.email, NEW_GUEST.password);
    await waitForRoute(page, 'tourist-trips');
    await waitForText(page, 'No trips yet');
    expect(path()).toBe('/tourist/trips');
    await expect.poll(() => inEl(page, '.gp-user-menu .gp-menu__button').innerText()).toContain(NEW_GUEST.firstName);
  });

  it('resets a forgotten password through the e-mailed link and logs in with the new one', async () => {
    await disconnect();
    await field('email').fill(NEW_GUEST.email);
    await inEl(page, 'button.gp-auth__linkbutton').filter({ hasText: 'Forgot Password' }).click();
    await waitForText(page, 'Enter your e-mail and we will send you a link');
    // The panel starts from the e-mail already typed on the login form.
    expect(await field('email').inputValue()).toBe(NEW_GUEST.email);
    await submit();
    await waitForText(page, `We have sent an e-mail to ${NEW_GUEST.email}`);

    const outbox = await page.request.get(`${stack.api}/api/dev/outbox?email=${encodeURIComponent(NEW_GUEST.email)}`);
    const mails = (await outbox.json()) as { subject: string; text: string }[];
    // Newest first: the reset mail, then the sign-up confirmation.
    expect(mails).toHaveLength(2);
    const link = /https?:\/\/\S+\/tourist\/reset-password\?token=\S+/.exec(mails[0]!.text)?.[0];
    expect(link, mails[0]!.text).toBeTruthy();

    await page.goto(link!);
    await waitForRoute(page, 'reset-password');
    await waitForText(page, 'Reset password');
    await field('password').fill(NEW_GUEST.newPassword);
    await field('confirmation').fill(NEW_GUEST.newPassword);
    await submit();
    await waitForText(page, 'Your password has been changed');

    await inEl(page, '.gp-auth__footer a').filter({ hasText: 'Back to login' }).click();
    await logInWith(NEW_GUEST.email, NEW_GUEST.password);
    await expect.poll(() => alertBox().innerText()).toBe('The e-mail or password is incorrect');
    await field('password').fill(NEW_GUEST.newPassword);
    await submit();
    await waitForRoute(page, 'tourist-trips');
    expect(path()).toBe('/tourist/trips');
  });

  it('afterLogin: the seeded guest lands on the pre-check-in of the first upcoming trip not Done', async () => {
    await disconnect();
    await logInWith(GUEST.email, GUEST.password);
    // Soonest upcoming trips: DEMO-DONE (+6 h), DEMO-DEPOSIT-DUE (+12 h), DEMO-NODEPOSIT (+20 h) and
    // DEMO-DEPOSIT (+30 h) are Done; DEMO-WAIVER (+72 h) is In Progress.
    await waitForRoute(page, 'pre-check-in');
    expect(path()).toBe('/tourist/trips/DEMO-WAIVER');
    await expect.poll(() => inEl(page, '.gp-user-menu .gp-menu__button').innerText()).toContain('Alex');
  });

  it('shows the not-found screen for an unknown confirmation code, with Back Home to the trips', async () => {
    await page.goto(`${stack.api}/tourist/trips/NOPE-123/info`);
    await waitForText(page, 'Empty Place');
    await waitForText(page, 'Unfortunately, nothing could be found');
    await inEl(page, 'button').filter({ hasText: 'Back Home' }).click();
    await waitForRoute(page, 'tourist-trips');
    expect(path()).toBe('/tourist/trips');
    await inEl(page, 'li.gp-trip[data-code="DEMO-DONE"]').waitFor();
  });

  it('a 401 (session ended in another tab) sends the guest to login with status=not_authorized', async () => {
    const other = await context.newPage();
    await other.goto(`${stack.api}/tourist/trips`);
    await waitForRoute(other, 'tourist-trips');
    await other.locator('guest-portal .gp-user-menu .gp-menu__button').click();
    await other.locator('guest-portal [role="menuitem"]').filter({ hasText: 'Disconnect' }).click();
    await waitForRoute(other, 'login');
    await other.close();

    // The first tab still shows the trips; opening one hits the server with the dead session.
    expect(await routeOf(page)).toBe('tourist-trips');
    await inEl(page, 'li.gp-trip[data-code="DEMO-DONE"] a.gp-trip__link').click();
    await waitForRoute(page, 'login');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/tourist/login');
    expect(url.searchParams.get('status')).toBe('not_authorized');
    // The login form is shown (status=not_authorized skips the signed-in check) and works again.
    await logInWith(GUEST.email, GUEST.password);
    await waitForRoute(page, 'pre-check-in');
    expect(errors.filter((e) => !/status of 40[14]|Failed to load resource/.test(e))).toEqual([]);
  });
});
