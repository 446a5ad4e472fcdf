// `npm run bench`: each element against the floor (a bare React 19 custom element, scripts/bench-floor.mjs)
// in the same run, Chromium at 4× CPU throttling, cold cache (a new browser context per load), median and
// spread of N runs (GP_BENCH_RUNS, default 8: as many rounds each way round, see below). The rounds interleave the pages, so the machine's other work
// affects every page alike and the ratios stay comparable. Prints the table and rewrites its section of
// docs/benchmarks.md; then the 300-item store (scripts/bench-store.ts; GP_BENCH_STORE_RUNS=0 skips it).
// Figures are measured here and never asserted in tests. GP_BENCH_BEFORE=<another build's dist/> measures
// that build too, each element next to itself, in the same rounds (a before/after comparison under the
// same load; a server-rendered row rendered by that build's own server entry); such a run prints its table and leaves docs/benchmarks.md alone, as does GP_BENCH_ONLY.
// Every other round visits the pages in reverse order: a page's place in the round shifts its figures
// (measured: of two builds side by side, either way round, or one build twice, the second page of the
// pair was quicker in 11 of 12 pairs, by 7% at the median), so each page, and each half of a
// before/after pair, takes the early and the late place alike.
// The four elements with a ratio target are measured twice: pasted as they are (the browser renders them)
// and rendered on the host page's server with the package's server entry (demo/site/server-render.mjs, as
// a rental company's Node server would; <guest-trips> signed in there, a signed-out session check is not
// rendered on a server; <guest-portal> given the sign-in as its first route, which a server that sees no
// session can do). The example site's My trips page, signed in, is measured twice for information:
// rendered on the site's server and the same page rendered by the browser.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentSecurityPolicy, siteHandler } from '../demo/site/server.mjs';
import { newNonce, renderInPage } from '../demo/site/server-render.mjs';
import { apiLogin } from '../tests/e2e/helpers/portal';
import { DIST, hostHtml, ROOT, startStack } from '../tests/e2e/harness';
import { buildFloor } from './bench-build-floor.mjs';
import { collect, installProbe, type RunFigures } from './bench-probe';
import { benchStore } from './bench-store';
import { breakdownTable, floorTable, type Row } from './bench-table';

const RUNS = Math.max(1, Number(process.env.GP_BENCH_RUNS ?? 8));
const STORE_RUNS = Number(process.env.GP_BENCH_STORE_RUNS ?? 5);
const DOC = 'docs/benchmarks.md';

interface Subject {
  label: string;
  /** Where the page loads the SDK from. */
  sdk?: '/sdk/' | '/sdk-before/';
  tag: string;
  body: (api: string) => string;
  /** Reported for information only: no ratio target. */
  info?: boolean;
  signedIn?: boolean;
  /** The example site's My trips page (this build only): `server` rendered on the site's server, `browser` not. */
  site?: 'server' | 'browser';
  /** The host page rendered on its server, with the element's first screen in it, by the build's own server entry. */
  server?: boolean;
}

const element = (tag: string, attrs = '') => (api: string) => `<${tag} api-base="${api}" locale="en"${attrs}></${tag}>`;
const SUBJECTS: Subject[] = [
  { label: 'bare React element (floor)', tag: 'bare-react-element', body: () => '<bare-react-element></bare-react-element>' },
  { label: '`<guest-trips>` (signed out)', tag: 'guest-trips', body: element('guest-trips') },
  { label: '`<gate-code-lookup>`', tag: 'gate-code-lookup', body: element('gate-code-lookup') },
  { label: '`<guest-survey>`', tag: 'guest-survey', body: element('guest-survey', ' confirmation-code="DEMO-PAST"'), signedIn: true },
  { label: '`<guest-portal>` (signed out: sign-in)', tag: 'guest-portal', body: element('guest-portal') },
  { label: '`<guest-trips>` (signed in), rendered on the host\'s server', tag: 'guest-trips', body: element('guest-trips'), signedIn: true, server: true },
  { label: '`<gate-code-lookup>`, rendered on the host\'s server', tag: 'gate-code-lookup', body: element('gate-code-lookup'), server: true },
  { label: '`<guest-survey>`, rendered on the host\'s server', tag: 'guest-survey', body: element('guest-survey', ' confirmation-code="DEMO-PAST"'), signedIn: true, server: true },
  { label: '`<guest-portal>` (sign-in), rendered on the host\'s server', tag: 'guest-portal', body: element('guest-portal', ' initial-path="/tourist/login"'), server: true },
  { label: '`<guest-store>` (signed in, one reservation)', tag: 'guest-store', body: element('guest-store', ' confirmation-code="DEMO-CURRENT"'), signedIn: true, info: true },
  { label: '`<guest-precheckin>` (signed in)', tag: 'guest-precheckin', body: element('guest-precheckin', ' confirmation-code="DEMO-UPCOMING"'), signedIn: true, info: true },
  { label: 'example site My trips (signed in): server-rendered', tag: 'guest-trips', body: () => '', signedIn: true, info: true, site: 'server' },
  { label: 'example site My trips (signed in): browser-rendered', tag: 'guest-trips', body: () => '', signedIn: true, info: true, site: 'browser' },
];
// GP_BENCH_ONLY=guest-trips,gate-code-lookup measures those elements (and the floor) only: more rounds in the same time.
const ONLY = process.env.GP_BENCH_ONLY?.split(',').map((t) => t.trim());
if (ONLY) SUBJECTS.splice(0, SUBJECTS.length, ...SUBJECTS.filter((s) => s.tag === 'bare-react-element' || ONLY.includes(s.tag)));
const BEFORE = process.env.GP_BENCH_BEFORE;
if (BEFORE) {
  for (const s of [...SUBJECTS].reverse().filter((x) => x.tag !== 'bare-react-element' && !x.site)) {
    SUBJECTS.splice(SUBJECTS.indexOf(s) + 1, 0, { ...s, label: `${s.label} — before`, sdk: '/sdk-before/' });
  }
}

function* filesOf(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* filesOf(p);
    else yield p;
  }
}

const floorCode = await buildFloor();
const gz = (code: string | Buffer) => gzipSync(code, { level: 9 }).length;
const stack = await startStack();
const scriptBytes = (url: string) => {
  const path = new URL(url).pathname;
  if (path === '/bench/floor.js') return gz(floorCode);
  if (path.startsWith('/sdk/')) return gz(readFileSync(join(DIST, path.slice('/sdk/'.length))));
  if (BEFORE && path.startsWith('/sdk-before/')) return gz(readFileSync(join(BEFORE, path.slice('/sdk-before/'.length))));
  return 0;
};

const runs = new Map<Subject, RunFigures[]>(SUBJECTS.map((s) => [s, []]));
try {
  stack.page('/bench/floor.js', { html: floorCode, headers: { 'Content-Type': 'text/javascript' } });
  if (BEFORE) {
    for (const file of filesOf(BEFORE)) {
      if (file.endsWith('.js')) stack.page(`/sdk-before/${relative(BEFORE, file)}`, { html: readFileSync(file, 'utf8'), headers: { 'Content-Type': 'text/javascript' } });
    }
  }
  // The site's own handler serves /trips.html (server-rendered for a signed-in guest); the same template,
  // served as a static page, is the browser-rendered page.
  const site = siteHandler({ distDir: DIST, apiBase: () => stack.api, portalUrl: () => stack.api });
  const serverPath = (s: Subject) => `/bench/server${s.sdk ? '-before' : ''}/${s.tag}.html`;
  const serverRendered = new Map(SUBJECTS.filter((s) => s.server).map((s) => [serverPath(s), s]));
  stack.handle((req, res) => {
    const s = serverRendered.get(new URL(req.url ?? '/', 'http://bench.invalid').pathname);
    if (!s) return site(req, res);
    // Rendered for each request, the API asked each time, as a host's server does.
    const before = s.sdk === '/sdk-before/' && BEFORE;
    renderInPage(hostHtml(s.body(stack.api)).replace('/sdk/', s.sdk ?? '/sdk/'), s.tag, { distDir: before || DIST, apiBase: stack.api, request: req, nonce: newNonce() })
      .then((html) => {
        if (!html) throw new Error('nothing to render');
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(html);
      })
      .catch((error: unknown) => {
        // A bench of the browser's render under this row's name would mislead: the row fails instead.
        console.error(`<${s.tag}> not rendered on the server: ${String(error)}`);
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('not rendered');
      });
  });
  const tripsTemplate = readFileSync(join(ROOT, 'demo', 'site', 'trips.html'), 'utf8').replaceAll('{{API_BASE}}', stack.api).replaceAll('{{PORTAL_URL}}', stack.api);
  const sitePage = (site: 'server' | 'browser') =>
    site === 'server' ? `${stack.site}/trips.html` : stack.page('/bench/site-trips-browser.html', { html: tripsTemplate, headers: { 'Content-Security-Policy': contentSecurityPolicy(stack.api) } });
  const urls = new Map(
    SUBJECTS.map((s) => [
      s,
      s.site
        ? sitePage(s.site)
        : s.server
        ? `${stack.site}${serverPath(s)}`
        : s.tag === 'bare-react-element'
        ? stack.page('/bench/floor.html', { html: hostHtml(s.body(stack.api)).replace('/sdk/guest-portal.js', '/bench/floor.js') })
        : stack.page(`/bench/${s.tag}${s.sdk === '/sdk-before/' ? '-before' : ''}.html`, { html: hostHtml(s.body(stack.api)).replace('/sdk/', s.sdk ?? '/sdk/') }),
    ]),
  );
  console.log(`first content, 4× CPU throttling, cold cache, ${RUNS} rounds (every page once per round):`);
  for (let round = 0; round < RUNS; round++) {
    for (const s of round % 2 ? [...SUBJECTS].reverse() : SUBJECTS) {
      const { page, context } = await stack.newPage();
      if (s.signedIn) await apiLogin(context.request, stack.api);
      await installProbe(page, s.tag);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(urls.get(s)!);
      runs.get(s)!.push(await collect(page));
      await context.close();
    }
    process.stdout.write(`  round ${round + 1}/${RUNS}\n`);
  }
  const rows: Row[] = SUBJECTS.map((s) => {
    const figures = runs.get(s)!;
    const scripts = figures[0]!.scripts;
    return { label: s.label, info: !!s.info, bytes: scripts.reduce((sum, u) => sum + scriptBytes(u), 0), figures };
  });
  const table = `${floorTable(rows, RUNS)}\n\nWhere the time to first content goes (medians of the same runs):\n\n${breakdownTable(rows)}`;
  console.log('\n' + table);
  const doc = readFileSync(DOC, 'utf8');
  const [start, end] = ['<!-- bench:floor -->', '<!-- /bench:floor -->'];
  if (!BEFORE && !ONLY && doc.includes(start) && doc.includes(end)) {
    writeFileSync(DOC, doc.slice(0, doc.indexOf(start) + start.length) + '\n' + table + '\n' + doc.slice(doc.indexOf(end)));
    console.log(`(written to ${DOC})`);
  }
  if (STORE_RUNS > 0) await benchStore(stack, STORE_RUNS);
} finally {
  await stack.close();
}
