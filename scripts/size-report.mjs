// Gzip sizes of what a page downloads for each element's first render, checked against the budgets
// of the descriptors (`npm run size`, scripts/size.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure } from './static-closure.mjs';

export const KiB = 1024;
const LOADER_BUDGET = 5 * KiB;
// Libraries only the pre-check-in's contact step needs, by a string each keeps through minification: they
// must load when that step (or an upload) opens, never with an element's first render.
const STEP_ONLY_CODE = [
  ['libphonenumber-js', /country_calling_codes/],
  ['signature_pad', /endStroke/],
  ['browser-image-compression', /alwaysKeepResolution/],
  ['camera code', /getUserMedia/],
  // The ID scanner (issue 23): the OCR and the MRZ parser load when the guest taps Scan ID.
  ['ID scan OCR', /tessedit_char_whitelist/],
  ['MRZ parser', /invalid check digit/],
  // The dialog and its scan session (the worker's CSP watch) come with the first tap too, not just the OCR.
  ['ID scan dialog', /securitypolicyviolation/],
];
// Card provider code loads with the card form, never with the runtime or an element without one.
const CARD_SDK = /js\.stripe\.com|adyen-checkout|AdyenCheckout/;
const CARD_ELEMENTS = ['guest-checkout', 'payment-iframe', 'guest-portal'];

export const fmt = (n) => `${(n / KiB).toFixed(1)} KiB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * `rows` ([label, bytes]) for a report, `totals` per element tag, `failures` (over budget, or code
 * that must not load with a first render). The elements and their budgets are the descriptors'.
 */
export function sizeReport(dist, descriptors) {
  const loader = join(dist, 'guest-portal.js');
  if (!existsSync(loader)) throw new Error(`${dist} has no guest-portal.js: run \`npm run build\` first`);
  // Only the scripts: the build's .br and .gz copies sit next to them (scripts/delivery.mjs).
  const chunks = readdirSync(join(dist, 'chunks')).filter((f) => f.endsWith('.js'));
  const runtime = chunks.find((f) => f.startsWith('runtime-'));
  const react = chunks.find((f) => f.startsWith('react-'));
  const locales = existsSync(join(dist, 'locales')) ? readdirSync(join(dist, 'locales')).filter((f) => f.endsWith('.js')) : [];
  const rows = [['loader (guest-portal.js)', gz(loader)]];
  if (react) rows.push(['shared runtime: React and react-dom', gz(join(dist, 'chunks', react))]);
  if (runtime) rows.push(['shared runtime: the rest', gz(join(dist, 'chunks', runtime))]);
  const failures = [];
  const totals = {};
  if (gz(loader) > LOADER_BUDGET) failures.push(`loader ${fmt(gz(loader))} > ${fmt(LOADER_BUDGET)}`);
  for (const { tag, sizeBudgetKiB } of descriptors) {
    const entry = join(dist, 'elements', `${tag}.js`);
    if (!existsSync(entry)) {
      failures.push(`<${tag}> has no elements/${tag}.js`);
      continue;
    }
    const closure = staticClosure(entry);
    const own = closure.filter((p) => !p.includes('runtime-') && !p.includes('/react-'));
    const catalogue = locales.find((f) => f.startsWith(`en_${tag}-`));
    const catalogueSize = catalogue ? gz(join(dist, 'locales', catalogue)) : 0;
    const total = gz(loader) + closure.reduce((s, p) => s + gz(p), 0) + catalogueSize;
    totals[tag] = total;
    rows.push([`<${tag}> own chunks (${own.length} files)`, own.reduce((s, p) => s + gz(p), 0)]);
    rows.push([`<${tag}> en catalogue`, catalogueSize]);
    rows.push([`<${tag}> total to first render (loader + runtime + chunks + catalogue)`, total]);
    if (total > sizeBudgetKiB * KiB) failures.push(`<${tag}> total ${fmt(total)} > ${fmt(sizeBudgetKiB * KiB)}`);
    const text = closure.map((p) => readFileSync(p, 'utf8')).join('\n');
    if (CARD_SDK.test(text) && !CARD_ELEMENTS.includes(tag)) failures.push(`<${tag}> statically loads card provider code`);
    for (const [name, marker] of STEP_ONLY_CODE) if (marker.test(text)) failures.push(`<${tag}> loads ${name} with its first render`);
  }
  const scan = onDemandIdScan(dist, chunks);
  if (scan) rows.push(['on demand, first Scan ID only: OCR chunk + worker + core + MRZ model', scan]);
  if (runtime && CARD_SDK.test(readFileSync(join(dist, 'chunks', runtime), 'utf8'))) failures.push('the shared runtime contains Stripe or Adyen code');
  return { rows, totals, failures, loaderBudget: LOADER_BUDGET };
}

/**
 * What the first Scan ID downloads (then cached): the OCR chunk, the worker, the largest of the cores (a
 * device takes one) and the model from dist/ocr/. Null when the build has no scanner.
 */
function onDemandIdScan(dist, chunks) {
  const ocr = join(dist, 'ocr');
  if (!existsSync(ocr)) return null;
  const files = readdirSync(ocr);
  const code = chunks.filter((f) => /tessedit_char_whitelist|tesseract\.js/.test(readFileSync(join(dist, 'chunks', f), 'utf8'))).map((f) => join(dist, 'chunks', f));
  const cores = files.filter((f) => f.endsWith('.wasm.js')).map((f) => gz(join(ocr, f)));
  return code.reduce((s, p) => s + gz(p), 0) + gz(join(ocr, 'worker.min.js')) + Math.max(0, ...cores) + gz(join(ocr, 'mrz.traineddata'));
}
