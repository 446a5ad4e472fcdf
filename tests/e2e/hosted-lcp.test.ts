// Issue 20, item 2: on the hosted portal the LCP picture is requested with the HTML (a preload link the
// server wrote), not after the SDK has run and rendered, and its box is reserved so nothing moves when
// it arrives. Measured in Chromium at a phone's size from the browser's own resource timing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { startStack, type Stack } from './harness';
import { measureLayoutShift } from './helpers/layout-shift';
import { apiLogin, waitForRoute } from './helpers/portal';

const PHONE = { width: 390, height: 844 };
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

interface Timing {
  name: string;
  initiatorType: string;
  startTime: number;
  responseEnd: number;
}

/** Opens the hosted page, waits for its route, and returns the resource timings of the picture and of the SDK's modules. */
async function timings(context: BrowserContext, path: string, route: string, picture: RegExp) {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  await page.goto(`${stack.api}${path}`);
  await waitForRoute(page, route);
  await page.waitForLoadState('networkidle');
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: r.name, initiatorType: r.initiatorType, startTime: r.startTime, responseEnd: r.responseEnd };
    }),
  );
  const firstContentfulPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  await page.close();
  const image = entries.find((e) => picture.test(e.name));
  const element = entries.find((e) => /\/sdk\/v\/[0-9a-f]{16}\/elements\/guest-portal\.js$/.test(e.name));
  return { image, element, entries, firstContentfulPaint };
}

/**
 * The server's markup is painted before the SDK's modules and the element's API calls are asked for
 * (src/element/after-first-paint.ts): only the page, its stylesheet and picture, and the small loader
 * come before the first contentful paint.
 */
function expectPaintedFirst(entries: Timing[], firstContentfulPaint: number | null) {
  expect(firstContentfulPaint).not.toBeNull();
  const sdkModules = entries.filter((e) => /\/sdk\/v\/[0-9a-f]{16}\/(chunks|elements|locales)\//.test(e.name) || /\/api\//.test(e.name));
  expect(sdkModules.length).toBeGreaterThan(0);
  const early = sdkModules.filter((e) => e.startTime < firstContentfulPaint!);
  expect(early.map((e) => `${e.name} at ${Math.round(e.startTime)} ms, first contentful paint at ${Math.round(firstContentfulPaint!)} ms`)).toEqual([]);
}

function expectEarly(image: Timing | undefined, element: Timing | undefined, entries: Timing[]) {
  expect(image, entries.map((e) => e.name).join('\n')).toBeDefined();
  expect(element, entries.map((e) => e.name).join('\n')).toBeDefined();
  // Requested by the page's preload link (not by the <img> the SDK renders), before the portal element's
  // module had even arrived: the SDK cannot have run yet.
  expect(image!.initiatorType).toBe('link');
  expect(image!.startTime).toBeLessThan(element!.responseEnd);
}

describe('hosted portal: the LCP picture is requested with the HTML, painted before the SDK runs, and shifts nothing', () => {
  it('login: the tenant’s logo, before the SDK has run; CLS ≈ 0', async () => {
    const context = await stack.browser.newContext();
    try {
      const { image, element, entries, firstContentfulPaint } = await timings(context, '/tourist/login', 'login', /\/assets\/logo-sunny\.webp$/);
      expectEarly(image, element, entries);
      expectPaintedFirst(entries, firstContentfulPaint);
      const { cls, shifts } = await measureLayoutShift(context, `${stack.api}/tourist/login`, PHONE);
      expect(cls, shifts.join(' | ')).toBeLessThanOrEqual(0.01);
    } finally {
      await context.close();
    }
  });

  it('trips, signed in: the first trip’s listing photo, before the SDK has run; CLS ≈ 0', async () => {
    const context = await stack.browser.newContext();
    try {
      await apiLogin(context.request, stack.api);
      const { image, element, entries, firstContentfulPaint } = await timings(context, '/tourist/trips', 'tourist-trips', /\/assets\/house-[\w-]+\.webp$/);
      expectEarly(image, element, entries);
      expectPaintedFirst(entries, firstContentfulPaint);
      const { cls, shifts } = await measureLayoutShift(context, `${stack.api}/tourist/trips`, PHONE);
      expect(cls, shifts.join(' | ')).toBeLessThanOrEqual(0.01);
    } finally {
      await context.close();
    }
  });
});
