// Cumulative Layout Shift as the browser reports it (PerformanceObserver 'layout-shift', buffered,
// entries without recent input), with each shift's value, time and moved nodes for the failure message.
import type { BrowserContext, Page } from 'playwright-core';

/** Opens `url`, waits until every element on it rendered its route and the network is quiet, and returns the page's CLS. */
export async function measureLayoutShift(context: BrowserContext, url: string, viewport: { width: number; height: number }): Promise<{ cls: number; shifts: string[] }> {
  const page: Page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        // A node inside a shadow root is not exposed: its box (x,y width x height, before → after) names it.
        const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const nodes = (entry.sources ?? [])
          .map((s) => `${s.node instanceof Element ? s.node.localName : (s.node?.nodeName ?? '?')} ${box(s.previousRect)} → ${box(s.currentRect)}`)
          .join(', ');
        w.__shifts.push(`${entry.value.toFixed(4)} @${Math.round(entry.startTime)}ms [${nodes}]`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await page.waitForFunction(
    () => {
      const tags = ['guest-portal', 'guest-trips', 'guest-precheckin', 'guest-store', 'guest-checkout', 'guest-survey', 'gate-code-lookup', 'payment-iframe'];
      const els = [...document.querySelectorAll(tags.join(','))];
      return els.length > 0 && els.every((el) => el.shadowRoot?.querySelector('.gp-root[data-route]') && !el.shadowRoot.querySelector('[aria-busy="true"]'));
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle');
  // Two frames so that the last layout is reported to the observer.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const result = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
  await page.close();
  return result;
}

