import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expected } from '../../.storybook/states';
import { CHROMIUM, ROOT } from './harness';
import { AXE_PATH, axeViolations, blockingViolations, WCAG_TAGS } from './helpers/axe';
import { catalogueParts, normalizeText, serveStatic, STATIC, storyIds } from './helpers/storybook';

// Every story of the static Storybook, in Chromium, against its Mock Service Worker answers (no API
// server runs here): it must show the texts its `expected` parameter names, log no console error
// (beyond the HTTP errors its mocks answer on purpose), and have no serious or critical axe violation.

// The story list is read from the build's index while the tests are collected, so build it first.
if (!existsSync(join(STATIC, 'iframe.html'))) {
  execFileSync('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet', '--disable-telemetry'], { cwd: ROOT, stdio: 'inherit' });
}
const STORIES = storyIds();
const RTL = new Set(['he', 'ar', 'ar-SA']);
/** Pages opened side by side (each in its own context: Mock Service Worker registers per context). */
const PARALLEL = 3;

let server: Server;
let origin: string;
let browser: Browser;
const idle: { context: BrowserContext; page: Page }[] = [];
const waiting: ((slot: { context: BrowserContext; page: Page }) => void)[] = [];

async function withPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const slot = idle.pop() ?? (await new Promise<{ context: BrowserContext; page: Page }>((r) => waiting.push(r)));
  try {
    return await use(slot.page);
  } finally {
    const next = waiting.shift();
    if (next) next(slot);
    else idle.push(slot);
  }
}

beforeAll(async () => {
  ({ server, origin } = await serveStatic());
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
      const page = await context.newPage();
      // The first page of a context registers Mock Service Worker, which takes long on a busy machine:
      // done here, before any story's time runs.
      await page.goto(`${origin}/iframe.html?id=${STORIES[0]!.id}&viewMode=story`);
      await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished', null, { timeout: 110_000 });
      // As between stories: the warm-up's late answers must not be logged on the first story's page.
      await page.goto('about:blank');
      idle.push({ context, page });
    }),
  );
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => server?.close(() => r()));
});

interface Shown {
  phase: string;
  /** parameters.expected: one item (see `mocked` in .storybook/states.ts). */
  expected: Expected[] | null;
  locale: string;
}

/** The story's render phase, its `expected` parameter and locale, once Storybook has prepared it. */
async function storyOf(page: Page): Promise<Shown> {
  await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: unknown } } }).__STORYBOOK_PREVIEW__?.currentRender?.story, null, { timeout: 30_000 });
  return page.evaluate(() => {
    const render = (window as unknown as { __STORYBOOK_PREVIEW__: { currentRender: { phase: string; story: { parameters: { expected?: Expected[] }; initialArgs: { locale?: string } } } } }).__STORYBOOK_PREVIEW__.currentRender;
    return { phase: render.phase, expected: render.story.parameters.expected ?? null, locale: render.story.initialArgs.locale ?? 'en' };
  });
}

/** The text the story shows, through every shadow root (and what is slotted into it). */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const walk = (node: Node): string => {
      let s = '';
      for (const child of Array.from(node.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) s += child.textContent;
        else if (child instanceof Element && child.tagName !== 'STYLE' && child.tagName !== 'SCRIPT') {
          if (child.shadowRoot) s += ` ${walk(child.shadowRoot)} `;
          s += ` ${walk(child)} `;
        }
      }
      return s;
    };
    return walk(document.getElementById('storybook-root') ?? document.body);
  });
}

/** Whether `selector` matches in the document or in any shadow root. */
const matches = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++) {
      if (roots[i]!.querySelector(sel)) return true;
      for (const el of Array.from(roots[i]!.querySelectorAll('*'))) if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    return false;
  }, selector);

/** Direction of the element's root inside its shadow root. */
const rootDir = (page: Page) =>
  page.evaluate(() => {
    const host = Array.from(document.querySelectorAll('#storybook-root *')).find((e) => e.shadowRoot?.querySelector('.gp-root'));
    return host?.shadowRoot?.querySelector('.gp-root')?.getAttribute('dir') ?? null;
  });

describe('Storybook: every story renders its state', () => {
  it('has stories for every element', () => {
    const titles = new Set(STORIES.map((s) => s.title));
    for (const tag of ['guest-portal', 'guest-trips', 'guest-precheckin', 'guest-store', 'guest-checkout', 'guest-survey', 'gate-code-lookup', 'payment-iframe']) {
      expect(titles, tag).toContain(`Elements/<${tag}>`);
    }
  });

  // The time includes waiting for a free page (at most one story's time).
  it.concurrent.each(STORIES.map((s) => [s.id]))('%s', { timeout: 150_000 }, async (id) => {
    await withPage(async (page) => {
      const consoleErrors: { text: string; url: string }[] = [];
      const onConsole = (m: import('playwright-core').ConsoleMessage) => {
        if (m.type() === 'error') consoleErrors.push({ text: m.text(), url: m.location().url });
      };
      const onError = (e: Error) => consoleErrors.push({ text: String(e), url: '' });
      page.on('console', onConsole);
      page.on('pageerror', onError);
      try {
        await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story`);
        const story = await storyOf(page);
        expect(story.expected, 'the story declares the state it shows (parameters.expected)').toHaveLength(1);
        const expected = story.expected![0]!;
        const texts = [...(expected.keys ?? []).flatMap((k) => catalogueParts(story.locale, k)), ...(expected.texts ?? []).map(normalizeText)];
        expect(texts.length, 'at least one expected text').toBeGreaterThan(0);

        // Settled: every expected text is on screen and the story's play function (if any) has ended.
        const deadline = Date.now() + 45_000;
        let text = '';
        let phase = story.phase;
        for (;;) {
          text = normalizeText(await shownText(page));
          ({ phase } = await storyOf(page));
          const done = ['completed', 'finished', 'played', 'errored', 'aborted'].includes(phase);
          // Card fields mount after the texts (the provider's script loads first): wait for them too.
          const shown = async () => texts.every((t) => text.includes(t)) && (await Promise.all((expected.selectors ?? []).map((sel) => matches(page, sel)))).every(Boolean);
          if ((done && (await shown())) || Date.now() > deadline) break;
          await page.waitForTimeout(150);
        }
        expect(phase, 'the story rendered (and played) without an exception').not.toBe('errored');
        for (const t of texts) expect(text, `shows “${t}”`).toContain(t);
        for (const sel of expected.selectors ?? []) expect(await matches(page, sel), `shows ${sel}`).toBe(true);
        expect(await rootDir(page), 'direction of the element').toBe(RTL.has(story.locale) ? 'rtl' : 'ltr');

        expect(blockingViolations(await axeViolations(page, WCAG_TAGS, AXE_PATH)), 'serious or critical axe violations').toEqual([]);
        // The browser logs every HTTP error a page receives; only those the story's mocks answer on purpose are expected.
        const allowed = new Set(expected.statuses ?? []);
        const unexpected = consoleErrors.filter((e) => {
          // Chromium's own update check of Mock Service Worker's script (the test's tooling, not the element)
          // now and then fails ("Not found") although the file server answered no 404 for it.
          if (e.text.includes('mockServiceWorker.js')) return false;
          const status = /status of (\d{3})/.exec(e.text)?.[1];
          return !(status && allowed.has(Number(status)));
        });
        expect(unexpected.map((e) => `${e.text} (${e.url})`), 'console errors').toEqual([]);
      } finally {
        page.off('console', onConsole);
        page.off('pageerror', onError);
        // The story's late answers (a price call, a retry) must not be logged on the next story's page.
        await page.goto('about:blank');
      }
    });
  });
});
