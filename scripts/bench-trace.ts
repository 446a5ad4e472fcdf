// `npm run bench:trace`: where each element's time to first content goes, from a Chromium trace (4× CPU
// throttling, cold cache, the same host pages as `npm run bench`, median of GP_BENCH_RUNS runs, default 3).
// The main thread's time before first content is split into script compilation and module evaluation,
// the element's own JavaScript after evaluation (React rendering, effects, the API client: function calls
// and microtasks), style and layout, and the rest (parsing, paint, the page's own work); what is left of
// the time to first content is the main thread idle, waiting for the network. A script for reading,
// never a test: tracing itself slows the page, so compare the shares, not the times, with `npm run bench`.
import { apiLogin } from '../tests/e2e/helpers/portal';
import { hostHtml, startStack } from '../tests/e2e/harness';
import { buildFloor } from './bench-build-floor.mjs';
import { collect, installProbe } from './bench-probe';

const RUNS = Math.max(1, Number(process.env.GP_BENCH_RUNS ?? 3));
const SUBJECTS = [
  { label: 'bare React element (floor)', tag: 'bare-react-element', attrs: '' },
  { label: '<guest-trips> (signed out)', tag: 'guest-trips', attrs: '' },
  { label: '<gate-code-lookup>', tag: 'gate-code-lookup', attrs: '' },
  { label: '<guest-survey>', tag: 'guest-survey', attrs: ' confirmation-code="DEMO-PAST"', signedIn: true },
  { label: '<guest-portal> (signed out: sign-in)', tag: 'guest-portal', attrs: '' },
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } };
}
type Split = Record<'content' | 'evaluate' | 'run' | 'layout' | 'other' | 'idle', number>;

const EVALUATE = new Set(['v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'EvaluateScript', 'v8.produceModuleCache', 'CompileScript', 'CompileCode']);
const RUN = new Set(['FunctionCall', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'V8.Execute']);
const LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'ScheduleStyleRecalculation']);

/** Splits the main thread's top-level tasks before first content by the first kind of work found in each slice. */
function split(events: TraceEvent[], url: string, content: number): Split {
  // The page's navigation start is marked on its renderer's main thread: that thread, from that time
  // (the trace also holds other navigations: about:blank, earlier contexts).
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!nav) throw new Error('no navigationStart in the trace');
  const navStart = nav.ts;
  const main = `${nav.pid}:${nav.tid}`;
  const end = navStart + content * 1000;
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.ts >= navStart && e.ts < end);
  const out: Split = { content, evaluate: 0, run: 0, layout: 0, other: 0, idle: 0 };
  let tasks = 0;
  for (const task of mine.filter((e) => e.name === 'RunTask')) {
    const taskEnd = Math.min(task.ts + (task.dur ?? 0), end);
    const dur = (taskEnd - task.ts) / 1000;
    tasks += dur;
    // Outermost classified events inside the task, each counted once.
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts < taskEnd && (EVALUATE.has(e.name) || RUN.has(e.name) || LAYOUT.has(e.name))).sort((a, b) => a.ts - b.ts);
    let until = task.ts;
    let classified = 0;
    for (const e of inside) {
      if (e.ts < until) continue;
      const d = (Math.min(e.ts + (e.dur ?? 0), taskEnd) - e.ts) / 1000;
      until = e.ts + (e.dur ?? 0);
      classified += d;
      if (EVALUATE.has(e.name)) out.evaluate += d;
      else if (RUN.has(e.name)) out.run += d;
      else out.layout += d;
    }
    out.other += Math.max(0, dur - classified);
  }
  out.idle = Math.max(0, content - tasks);
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${Math.round(n)} ms`;

const stack = await startStack();
try {
  stack.page('/bench/floor.js', { html: await buildFloor(), headers: { 'Content-Type': 'text/javascript' } });
  const rows: string[] = [];
  for (const s of SUBJECTS) {
    const url =
      s.tag === 'bare-react-element'
        ? stack.page('/bench/floor.html', { html: hostHtml('<bare-react-element></bare-react-element>').replace('/sdk/guest-portal.js', '/bench/floor.js') })
        : stack.page(`/bench/${s.tag}.html`, { html: hostHtml(`<${s.tag} api-base="${stack.api}" locale="en"${s.attrs}></${s.tag}>`) });
    const splits: Split[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { page, context } = await stack.newPage();
      if (s.signedIn) await apiLogin(context.request, stack.api);
      await installProbe(page, s.tag);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await stack.browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading'] });
      await page.goto(url);
      const figures = await collect(page);
      const events = (JSON.parse((await stack.browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      splits.push(split(events, url, figures.firstContent));
      await context.close();
    }
    const m = (k: keyof Split) => median(splits.map((x) => x[k]));
    rows.push(`| ${s.label} | ${ms(m('content'))} | ${ms(m('evaluate'))} | ${ms(m('run'))} | ${ms(m('layout'))} | ${ms(m('other'))} | ${ms(m('idle'))} |`);
    process.stdout.write(`  ${s.label}: done\n`);
  }
  console.log(`\nMain thread before first content, traced (median of ${RUNS}; tracing adds its own overhead):\n`);
  console.log('| element | first content (traced) | compile + evaluate | JavaScript after evaluation (render, effects, client) | style + layout | other work (navigation, HTML, receiving each script) | idle (waiting for the network) |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(rows.join('\n'));
} finally {
  await stack.close();
}
