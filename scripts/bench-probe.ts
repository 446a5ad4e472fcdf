// What the benchmark measures inside the page (installed before any page script runs): long tasks,
// layout shifts, and the first frame in which the measured element shows its content.
import type { Page } from 'playwright-core';

export interface RunFigures {
  /** ms from navigation start to the first frame with the element's content on screen. */
  firstContent: number;
  /** Sum of (duration − 50 ms) of every long task from navigation until the page settled. */
  tbt: number;
  longestTask: number;
  cls: number;
  /** Script URLs fetched before first content. */
  scripts: string[];
  /** Longest chain of fetches, each starting after the previous one ended, before first content (the document counts as 1). */
  depth: number;
  /** Where the time to first content goes: the last script downloaded, ... */
  scriptsDone: number;
  /** ... the API calls made before it and the time at least one of them was in flight, ... */
  apiCalls: number;
  apiWait: number;
  /** ... and the main thread's long tasks (script evaluation, renders) before it. */
  taskTime: number;
}

interface ProbeWindow {
  __gpBench: { tasks: { start: number; duration: number }[]; cls: number; content?: number };
  __gpBenchSettled?: () => void;
}

const settled = new WeakMap<Page, Promise<void>>();

/**
 * Content is on screen when the element's shadow root holds text and nothing in it is busy
 * (`aria-busy`: a loader or a reserved box waiting for its catalogue), read in the animation-frame
 * callbacks, so the time is that of the frame that paints the content: the clock when the callback
 * runs, not the callback's timestamp. That timestamp is when the frame was due, and while a long task
 * holds the main thread the frame waits behind it with its old timestamp: measured, 75–150 ms before the
 * commit that put the content in (4× CPU), so a render in one long task looked faster than it was and a
 * render in slices did not. The page itself tells when it has settled (1 s without a new long
 * task after first content, at most 5 s), through a binding: polling it from here would make Playwright
 * inject its helper script into the page mid-load, a long task of its own at 4× throttling that would
 * land on the element's critical path and in its blocking time.
 */
export async function installProbe(page: Page, tag: string): Promise<void> {
  let done!: () => void;
  settled.set(page, new Promise<void>((resolve) => (done = resolve)));
  await page.exposeBinding('__gpBenchSettled', () => done());
  await page.addInitScript((selector: string) => {
    const w = window as unknown as ProbeWindow;
    w.__gpBench = { tasks: [], cls: 0 };
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__gpBench.tasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) w.__gpBench.cls += shift.value;
      }),
    ).observe({ type: 'layout-shift', buffered: true });
    const lastTaskEnd = () => Math.max(0, ...w.__gpBench.tasks.map((t) => t.start + t.duration));
    const waitSettled = () => {
      const now = performance.now();
      if (now - Math.max(lastTaskEnd(), w.__gpBench.content!) >= 1_000 || now - w.__gpBench.content! >= 5_000) w.__gpBenchSettled?.();
      else setTimeout(waitSettled, 100);
    };
    const poll = () => {
      const root = document.querySelector(selector)?.shadowRoot;
      const text = root ? [...root.children].map((c) => c.textContent ?? '').join('').trim() : '';
      if (root && text && !root.querySelector('[aria-busy="true"]')) {
        w.__gpBench.content = performance.now();
        setTimeout(waitSettled, 100);
      } else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }, tag);
}

/** Waits until the page reports it has settled after first content (30 s at most), and collects. */
export async function collect(page: Page): Promise<RunFigures> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    settled.get(page),
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('no first content within 30 s')), 30_000))),
  ]).finally(() => clearTimeout(timer));
  return page.evaluate(() => {
    const b = (window as unknown as ProbeWindow).__gpBench;
    const content = b.content!;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.startTime < content);
    // Longest chain of dependent fetches: each link starts after the previous one has ended.
    const spans = [{ start: 0, end: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd }, ...resources.map((r) => ({ start: r.startTime, end: r.responseEnd }))].sort((a, b) => a.start - b.start);
    const chain = spans.map(() => 1);
    spans.forEach((s, i) => spans.slice(0, i).forEach((p, j) => p.end <= s.start && (chain[i] = Math.max(chain[i]!, chain[j]! + 1))));
    const js = resources.filter((r) => new URL(r.name).pathname.endsWith('.js'));
    const api = resources.filter((r) => r.initiatorType === 'fetch' || r.initiatorType === 'xmlhttprequest').sort((a, b) => a.startTime - b.startTime);
    let apiWait = 0;
    let until = 0;
    for (const r of api) {
      const end = Math.min(r.responseEnd, content);
      apiWait += Math.max(0, end - Math.max(r.startTime, until));
      until = Math.max(until, end);
    }
    return {
      scriptsDone: Math.max(0, ...js.map((r) => r.responseEnd)),
      apiCalls: api.length,
      apiWait,
      taskTime: b.tasks.filter((t) => t.start < content).reduce((sum, t) => sum + Math.min(t.duration, content - t.start), 0),
      firstContent: content,
      tbt: b.tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longestTask: Math.max(0, ...b.tasks.map((t) => t.duration)),
      cls: b.cls,
      scripts: resources.map((r) => r.name).filter((n) => new URL(n).pathname.endsWith('.js')),
      depth: Math.max(...chain),
    };
  });
}
