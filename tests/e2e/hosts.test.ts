// The example hosts of demo/hosts in Chromium, one stack for all: React 19 bundled with esbuild
// (StrictMode; development and production builds), Vue 3's browser build with an in-DOM template, and a plain page under
// the README's strict CSP sent as a header. Each signs in with a bearer token, shows the trips and the
// lookup, switches locale en → ar → fr, handles gp-navigate, removes and re-adds the elements: no console
// error, no CSP violation, no token in any attribute after the upgrade, no API call to the page's origin.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startStack, type Stack } from './harness';
import { hostJourney, serveHosts } from './helpers/hosts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  await serveHosts(stack);
});
afterAll(async () => {
  await stack?.close();
});

describe('example hosts', () => {
  it('React 19: the authToken prop written as an attribute before the upgrade is taken and removed', async () => {
    await hostJourney(stack, '/hosts/react/index.html', { tripsFirst: false, tokenAttributeFirst: true });
  });

  it('React 19, production build', async () => {
    await hostJourney(stack, '/hosts/react/prod.html', { tripsFirst: false, tokenAttributeFirst: true });
  });

  it('Vue 3 in-DOM template: first calls wait for the compiled element, the token arrives after a signed-out answer', async () => {
    await hostJourney(stack, '/hosts/vue/index.html', { tripsFirst: true, tokenAttributeFirst: false });
  });

  it('plain HTML under the strict CSP header', async () => {
    await hostJourney(stack, '/hosts/plain/index.html', { tripsFirst: true, tokenAttributeFirst: false });
  });
});
