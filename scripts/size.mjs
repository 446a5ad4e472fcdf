// `npm run size`: gzip sizes of what a page downloads, checked against the budgets below.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure } from './static-closure.mjs';

const DIST = process.env.GP_DIST_DIR ?? 'dist';
const KiB = 1024;
// First-render budgets per element (loader + runtime + its chunks + catalogue). Each sits just above
// its measured size, so any growth is a decision; <gate-code-lookup> is the element most often pasted
// on a public page.
const BUDGET = { loader: 5 * KiB };
// <guest-trips> ≤ 110 is the product budget (to come down to 100). The others sit at most 1 KiB above their
// measured size, so any growth is a decision. They came down 2–7 KiB when each element became one file
// next to the shared runtime (perElementCopies in scripts/rollup-plugins.mjs) and the sign-in screens'
// texts left the first catalogue of the elements with inline sign-in (the `sign-in` bundle).
const ELEMENT_BUDGETS = {
  'guest-trips': 110 * KiB,
  'guest-survey': 113 * KiB,
  'gate-code-lookup': 109 * KiB,
  'guest-store': 115 * KiB,
  'guest-precheckin': 120 * KiB,
  'guest-portal': 125 * KiB,
  'payment-iframe': 115 * KiB,
  'guest-checkout': 133 * KiB,
};
// Libraries only the pre-check-in's contact step needs, by a string each keeps through minification: they
// must load when that step (or an upload) opens, never with an element's first render.
const STEP_ONLY_CODE = [
  ['libphonenumber-js', /country_calling_codes/],
  ['signature_pad', /endStroke/],
  ['browser-image-compression', /alwaysKeepResolution/],
  ['camera code', /getUserMedia/],
];
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const fmt = (n) => `${(n / KiB).toFixed(1)} KiB`;

if (!existsSync(join(DIST, 'guest-portal.js'))) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

const loader = join(DIST, 'guest-portal.js');
const runtime = readdirSync(join(DIST, 'chunks')).find((f) => f.startsWith('runtime-'));
const react = readdirSync(join(DIST, 'chunks')).find((f) => f.startsWith('react-'));
const enCatalogueOf = (tag) => readdirSync(join(DIST, 'locales')).find((f) => f.startsWith(`en_${tag}-`));
const rows = [['loader (guest-portal.js)', gz(loader)]];
if (react) rows.push(['shared runtime: React and react-dom', gz(join(DIST, 'chunks', react))]);
if (runtime) rows.push(['shared runtime: the rest', gz(join(DIST, 'chunks', runtime))]);

const failures = [];
const totals = {};
for (const f of readdirSync(join(DIST, 'elements')).filter((f) => f.endsWith('.js') && f !== 'index.js')) {
  const closure = staticClosure(join(DIST, 'elements', f));
  const own = closure.filter((p) => !p.includes('runtime-') && !p.includes('/react-'));
  const tag = f.replace('.js', '');
  const catalogue = enCatalogueOf(tag);
  const catalogueSize = catalogue ? gz(join(DIST, 'locales', catalogue)) : 0;
  const total = gz(loader) + closure.reduce((s, p) => s + gz(p), 0) + catalogueSize;
  totals[f] = total;
  rows.push([`<${tag}> own chunks (${own.length} files)`, own.reduce((s, p) => s + gz(p), 0)]);
  rows.push([`<${tag}> en catalogue`, catalogueSize]);
  rows.push([`<${tag}> total to first render (loader + runtime + chunks + catalogue)`, total]);
  const text = closure.map((p) => readFileSync(p, 'utf8')).join('\n');
  if (/js\.stripe\.com|adyen-checkout|AdyenCheckout/.test(text) && !f.startsWith('guest-checkout') && !f.startsWith('payment-iframe') && !f.startsWith('guest-portal')) {
    failures.push(`<${f}> statically loads card provider code`);
  }
  for (const [name, marker] of STEP_ONLY_CODE) {
    if (marker.test(text)) failures.push(`<${tag}> loads ${name} with its first render`);
  }
}
if (runtime) {
  const rt = readFileSync(join(DIST, 'chunks', runtime), 'utf8');
  if (/js\.stripe\.com|AdyenCheckout|adyen-checkout/.test(rt)) failures.push('the shared runtime contains Stripe or Adyen code');
}

const width = Math.max(...rows.map((r) => r[0].length));
for (const [name, size] of rows) console.log(`${name.padEnd(width)}  ${fmt(size).padStart(10)}`);
if (gz(loader) > BUDGET.loader) failures.push(`loader ${fmt(gz(loader))} > ${fmt(BUDGET.loader)}`);
for (const [tag, budget] of Object.entries(ELEMENT_BUDGETS)) {
  const total = totals[`${tag}.js`] ?? 0;
  if (total > budget) failures.push(`<${tag}> total ${fmt(total)} > ${fmt(budget)}`);
}
if (failures.length) {
  console.error('\nover budget:\n- ' + failures.join('\n- '));
  process.exit(1);
}
const listed = Object.entries(ELEMENT_BUDGETS).map(([tag, budget]) => `<${tag}> ≤ ${fmt(budget)}`).join(', ');
console.log(`\nwithin budget: loader ≤ ${fmt(BUDGET.loader)}, ${listed}, no card SDK in the runtime`);
