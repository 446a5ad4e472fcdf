// The 300-item store at 4× CPU throttling (Chromium, CDP): the longest task while the grid renders and
// while it filters, and the time from a category click to the filtered grid painted. Run by `npm run bench`.
import type { Page } from 'playwright-core';
import { hostHtml, type Stack } from '../tests/e2e/harness';
import { apiLogin } from '../tests/e2e/helpers/portal';

const ITEMS = 300;
const CATEGORIES = ['Addons', 'Amenities', 'Services'];
const STATUSES = [null, null, null, 'purchased', 'in_bag', 'future', 'requested', 'not_available'];

function storeItems() {
  return Array.from({ length: ITEMS }, (_, i) => ({
    item: {
      id: 10_000 + i,
      name: `Add-on ${i + 1}`,
      description: `<p>Item <b>${i + 1}</b>: a short description with <i>formatting</i> and a <a href="https://example.test">link</a>.</p>`,
      image: null,
      topic_name: CATEGORIES[i % 3],
      max_quantity: 3,
      available_from: '2030-01-01',
      is_manual: i % 11 === 0,
    },
    price: i % 5 === 0 ? { total: null, start_from: 2500 + i, currency: 'USD' } : { total: 1000 + i * 10, currency: 'USD' },
    status: STATUSES[i % STATUSES.length],
    options: [],
    has_menus: i % 5 === 0,
  }));
}

const count = (page: Page) => page.evaluate(() => document.querySelector('guest-store')?.shadowRoot?.querySelectorAll('li.gp-store-item').length ?? 0);

/**
 * Clicks a category filter (or Clear all) and returns ms until the first frame after the click and
 * until the grid holds all `expected` cards (they mount in batches).
 */
function timeClick(page: Page, category: string | null, expected: number): Promise<{ first: number; all: number }> {
  return page.evaluate(
    async ([cat, n]) => {
      const root = document.querySelector('guest-store')!.shadowRoot!;
      const button = cat
        ? root.querySelector<HTMLButtonElement>(`button.gp-chip[data-category="${cat}"]`)!
        : [...root.querySelectorAll<HTMLButtonElement>('.gp-store-filters button')].find((b) => !b.classList.contains('gp-chip'))!;
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const t0 = performance.now();
      button.click();
      await frame();
      const first = performance.now() - t0;
      while (root.querySelectorAll('li.gp-store-item').length !== n) await frame();
      return { first, all: performance.now() - t0 };
    },
    [category, expected] as const,
  );
}

export async function benchStore(stack: Stack, runs: number): Promise<void> {
  const url = stack.page('/bench-store-300.html', {
    html: hostHtml(`<guest-store api-base="${stack.api}" locale="en" confirmation-code="DEMO-CURRENT"></guest-store>`),
  });
  const items = JSON.stringify(storeItems());
  const rows: { render: number; loadTask: number; renderTask: number; stepTask: number; filter: number; filterAll: number; clear: number; clearAll: number; filterTask: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const { page, context } = await stack.newPage();
    await apiLogin(context.request, stack.api);
    await context.route(`${stack.api}/api/tourist/reservations/DEMO-CURRENT/store-items`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: items }));
    await page.addInitScript(() => {
      const w = window as unknown as { __tasks: { start: number; duration: number }[]; __firstCard?: number };
      w.__tasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__tasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
      // When the first card is in the DOM: tasks before it are loading the SDK, not the grid.
      const poll = () => {
        if (document.querySelector('guest-store')?.shadowRoot?.querySelector('li.gp-store-item')) w.__firstCard = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    await page.waitForFunction((n) => (document.querySelector('guest-store')?.shadowRoot?.querySelectorAll('li.gp-store-item').length ?? 0) === n, ITEMS, { timeout: 60_000 });
    const render = await page.evaluate(() => performance.now());
    await page.waitForTimeout(300);
    const tasks = () => page.evaluate(() => (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks.splice(0));
    const firstCard = await page.evaluate(() => (window as unknown as { __firstCard: number }).__firstCard);
    const all = await tasks();
    const loadTask = Math.max(0, ...all.filter((t) => t.start + t.duration < firstCard - 50).map((t) => t.duration));
    const renderTask = Math.max(0, ...all.filter((t) => t.start + t.duration >= firstCard - 50).map((t) => t.duration));
    // The mount steps alone: tasks that start once the first card (and its page) is on screen.
    const stepTask = Math.max(0, ...all.filter((t) => t.start >= firstCard).map((t) => t.duration));
    const filter = await timeClick(page, 'Amenities', ITEMS / 3);
    const clear = await timeClick(page, null, ITEMS);
    if ((await count(page)) !== ITEMS) throw new Error('clear did not apply');
    await page.waitForTimeout(100);
    const filterTask = Math.max(0, ...(await tasks()).map((t) => t.duration));
    rows.push({ render, loadTask, renderTask, stepTask, filter: filter.first, filterAll: filter.all, clear: clear.first, clearAll: clear.all, filterTask });
    await context.close();
  }
  const med = (k: keyof (typeof rows)[number]) => [...rows.map((r) => r[k])].sort((a, b) => a - b)[Math.floor(rows.length / 2)]!;
  const max = (k: keyof (typeof rows)[number]) => Math.max(...rows.map((r) => r[k]));
  console.log(`\n<guest-store> with ${ITEMS} items, 4× CPU throttling, median of ${runs} runs (worst in brackets):`);
  console.log(`  navigation → ${ITEMS} cards in the DOM   ${med('render').toFixed(0)} ms (${max('render').toFixed(0)})`);
  console.log(`  longest task loading the SDK           ${med('loadTask').toFixed(0)} ms (${max('loadTask').toFixed(0)})`);
  console.log(`  longest task rendering the grid        ${med('renderTask').toFixed(0)} ms (${max('renderTask').toFixed(0)})`);
  console.log(`  longest task of a mount step           ${med('stepTask').toFixed(0)} ms (${max('stepTask').toFixed(0)})`);
  console.log(`  category click → first frame            ${med('filter').toFixed(0)} ms (${max('filter').toFixed(0)})`);
  console.log(`  category click → all ${ITEMS / 3} cards         ${med('filterAll').toFixed(0)} ms (${max('filterAll').toFixed(0)})`);
  console.log(`  Clear all → first frame                 ${med('clear').toFixed(0)} ms (${max('clear').toFixed(0)})`);
  console.log(`  Clear all → all ${ITEMS} cards              ${med('clearAll').toFixed(0)} ms (${max('clearAll').toFixed(0)})`);
  console.log(`  longest task while filtering           ${med('filterTask').toFixed(0)} ms (${max('filterTask').toFixed(0)})`);
}
