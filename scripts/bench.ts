// `npm run bench`: time to first render in Chromium, measured (never asserted in unit tests).
// For each element: load a host page with only that element, from navigation start to its
// `gp-ready` event (catalogue loaded, first real render), cold cache; median of N runs.
import { hostHtml, startStack } from '../tests/e2e/harness';
import { benchStore } from './bench-store';

const RUNS = Number(process.env.GP_BENCH_RUNS ?? 7);
const ELEMENTS = ['guest-trips', 'gate-code-lookup', 'guest-portal', 'guest-store', 'guest-survey'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const stack = await startStack();
try {
  console.log(`time to first render (gp-ready), cold cache, median of ${RUNS} runs, Chromium headless, 2 cores:`);
  for (const tag of ELEMENTS) {
    const url = stack.page(`/bench-${tag}.html`, {
      html: hostHtml(`<${tag} api-base="${stack.api}" locale="en"></${tag}>`, {
        head: `<script type="module" src="/bench-probe.js"></script>`,
      }),
    });
    stack.page('/bench-probe.js', {
      html: `document.addEventListener('gp-ready', () => { window.__gpReady = performance.now(); }, { once: true });`,
      headers: { 'Content-Type': 'text/javascript' },
    });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { page, context } = await stack.newPage();
      await page.goto(url);
      await page.waitForFunction(() => typeof (window as unknown as { __gpReady?: number }).__gpReady === 'number', null, { timeout: 20_000 });
      times.push(await page.evaluate(() => (window as unknown as { __gpReady: number }).__gpReady));
      await context.close();
    }
    console.log(`  <${tag}>`.padEnd(22), `${median(times).toFixed(0)} ms  (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`);
  }
  await benchStore(stack, Number(process.env.GP_BENCH_STORE_RUNS ?? 5));
} finally {
  await stack.close();
}
