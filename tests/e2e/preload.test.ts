// The loader's start-up work (src/element/preload.ts): the runtime, the entry's chunks and the element's
// catalogue are preloaded next to the element's entry, the configuration call and the session check start
// before the runtime runs and are handed over to it, and none of this makes the browser fetch any file or
// call twice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './helpers/portal';
import { DIST, hostHtml, ROOT, startStack, waitForElement, type Stack } from './harness';
import { staticClosure } from '../../scripts/static-closure.mjs';

// Catalogue files are named by the SDK version (rollup.config.mjs).
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const FIVE = ['guest-trips', 'guest-store', 'guest-survey confirmation-code="DEMO-PAST"', 'gate-code-lookup', 'guest-precheckin confirmation-code="DEMO-UPCOMING"'];

/** Loads a page with the five elements and returns every request the browser made, in order. */
async function loadFive(path: string, opts: { signedIn: boolean; crossorigin: boolean }) {
  const elements = FIVE.map((e) => `<${e} api-base="${stack.api}" locale="en"></${e.split(' ')[0]}>`).join('\n');
  let html = hostHtml(elements);
  if (opts.crossorigin) html = html.replace('<script type="module"', '<script type="module" crossorigin="anonymous"');
  const url = stack.page(path, { html });
  const { page, context } = await stack.newPage();
  if (opts.signedIn) await apiLogin(context.request, stack.api);
  const requests: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
  await page.goto(url);
  for (const e of FIVE) await waitForElement(page, e.split(' ')[0]!);
  await page.waitForLoadState('networkidle');
  const preloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => new URL(l.href).pathname));
  await context.close();
  return { requests, preloads, failed };
}

const repeated = (xs: string[]) => [...new Set(xs.filter((x, i) => xs.indexOf(x) !== i))];

describe('loader preloads', () => {
  it.each([
    ['signed out, loader without crossorigin', { signedIn: false, crossorigin: false }],
    ['signed in, loader with crossorigin="anonymous"', { signedIn: true, crossorigin: true }],
  ])('five elements (%s): one request per distinct GET and per SDK file', async (_label, opts) => {
    const { requests, preloads, failed } = await loadFive(`/preload-five-${opts.signedIn ? 'in' : 'out'}.html`, opts);
    // Every preloaded name is a file of the build.
    expect(failed.filter((f) => f.includes('/sdk/'))).toEqual([]);
    const api = requests.filter((r) => r.startsWith(`GET ${stack.api}/api/`));
    expect(api).toContain(`GET ${stack.api}/api/config`);
    expect(repeated(api)).toEqual([]);
    const sdk = requests.filter((r) => r.includes('/sdk/'));
    expect(repeated(sdk)).toEqual([]);
    // The shared runtime once, and each element's English catalogue, were preloaded by the loader.
    expect(preloads.filter((p) => /\/sdk\/chunks\/runtime-[^/]+\.js$/.test(p))).toHaveLength(1);
    for (const tag of FIVE.map((e) => e.split(' ')[0]!)) {
      expect(preloads).toContain(`/sdk/locales/en_${tag}-${version}.js`);
      // Every chunk the element's entry imports statically, known from the build, not found by parsing.
      const chunks = staticClosure(join(DIST, 'elements', `${tag}.js`)).filter((f) => f.includes('/chunks/'));
      for (const f of chunks) expect(preloads).toContain(`/sdk/chunks/${f.split('/chunks/')[1]}`);
    }
    // The session check of the elements behind the sign-in gate starts with the configuration: once.
    expect(api).toContain(`GET ${stack.api}/api/tourist/user?session=optional`);
  });

  it('a token-mode element starts no call before its token is set, and a locale it has no catalogue for is not preloaded', async () => {
    const before = stack.apiRequests.length;
    const url = stack.page('/preload-token.html', { html: hostHtml(`<gate-code-lookup api-base="${stack.api}" auth="token" locale="xx"></gate-code-lookup>`) });
    const { page, context } = await stack.newPage();
    await page.goto(url);
    await waitForElement(page, 'gate-code-lookup');
    await page.waitForLoadState('networkidle');
    const preloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => new URL(l.href).pathname));
    expect(preloads.filter((p) => p.includes('/locales/'))).toEqual([]);
    // The element itself still asks for its configuration: once.
    expect(stack.apiRequests.slice(before).filter((r) => r.url === '/api/config')).toHaveLength(1);
    await context.close();
  });
});
