// The loader as README.md has it pasted, `async`: on a page that is still parsing, an element's code and
// first calls start when the parser reaches its tag, and the element is defined only once the page is
// parsed (never while server markup inside it could still be streaming in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, waitForElement, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const PARSING_MS = 1500;

describe('an async loader on a page still parsing', () => {
  it('starts the element’s code and first call before the page is parsed, and defines it after', async () => {
    // The page's head and the element arrive at once; the rest of the body 1.5 s later.
    stack.handle((req, res) => {
      const path = new URL(req.url ?? '/', stack.site).pathname;
      if (path === '/streamed.html') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.write(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>streamed</title><script type="module" async src="/sdk/guest-portal.js"></script></head>` +
            `<body><gate-code-lookup api-base="${stack.api}" locale="en"></gate-code-lookup><!--${' '.repeat(4096)}-->`,
        );
        setTimeout(() => res.end('<p id="tail">The rest of the page.</p></body></html>'), PARSING_MS);
        return true;
      }
      return false;
    });
    const { page, context, consoleErrors } = await stack.newPage();
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { definedWhenParsed: boolean }).definedWhenParsed = !!customElements.get('gate-code-lookup');
      });
    });
    await page.goto(`${stack.site}/streamed.html`);
    await waitForElement(page, 'gate-code-lookup');
    const seen = await page.evaluate(() => {
      const parsedAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart;
      const startOf = (part: string) => performance.getEntriesByType('resource').find((r) => r.name.includes(part))?.startTime ?? Infinity;
      return {
        parsedAt,
        elementCode: startOf('/sdk/elements/gate-code-lookup.js'),
        config: startOf('/api/config'),
        definedWhenParsed: (window as unknown as { definedWhenParsed: boolean }).definedWhenParsed,
        tail: !!document.getElementById('tail'),
      };
    });
    expect(seen.tail).toBe(true);
    expect(seen.elementCode).toBeLessThan(seen.parsedAt);
    expect(seen.config).toBeLessThan(seen.parsedAt);
    expect(seen.definedWhenParsed).toBe(false);
    // (The page has no favicon: its 404 is the only failed load.)
    expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
