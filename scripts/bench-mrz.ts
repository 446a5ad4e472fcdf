// `npm run bench:mrz`: the ID scanner's accuracy. Renders 24 passports (TD3), 24 identity cards (TD1) and
// 24 TD2 documents from known data with the OCR-B font (tests/support/mrz-images.ts), each clean, blurred, rotated a few
// degrees and noisy, runs the shipped pipeline over them (tesseract.js with the MRZ model and the
// browser's settings, then the core's check-digit verified reading) and counts exact reads, reads
// refused, and wrong values accepted (must be 0). Writes the table into docs/benchmarks.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createWorker } from 'tesseract.js';
import { readMrz, type MrzReading } from '../src/core/id-scan/mrz-reading';
import { countryFromMrz } from '../src/core/id-scan/country-alpha3';
import { OCR_PARAMETERS, OEM_LSTM_ONLY, RECOGNIZE_OPTIONS } from '../src/features/precheckin/id-scan/ocr-settings';
import { td1, td2, td3, type MrzPerson } from '../tests/support/mrz-compose';
import { MRZ_VARIANTS, mrzDrawingPage } from '../tests/support/mrz-images';
import { mrzPeople } from '../tests/support/mrz-people';

const COUNT = 24;
const TODAY = '2026-11-26';
const DOC = 'docs/benchmarks.md';
const OUT = join('.tmp', 'mrz-bench');
const CHROMIUM = process.env.GP_CHROMIUM ?? '/usr/bin/chromium';

const iso = (yymmdd: string, century: number) => `${century + Number(yymmdd.slice(0, 2))}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;

/** The values a correct read gives for a person (birth years in the same century rule as the core). */
function expected(p: MrzPerson): Omit<MrzReading, 'format' | 'expired' | 'nationalityCode' | 'issuingCode'> {
  const birthYear = Number(p.birth.slice(0, 2));
  return {
    documentType: p.documentCode === 'P' ? 'passport' : 'id',
    documentNumber: p.documentNumber,
    surname: p.surname,
    givenNames: p.givenNames,
    nationality: countryFromMrz(p.nationality),
    issuingCountry: countryFromMrz(p.issuing),
    birthDate: iso(p.birth, 2000 + birthYear <= Number(TODAY.slice(0, 4)) ? 2000 : 1900),
    expiryDate: iso(p.expiry, 2000),
    sex: p.sex === 'F' ? 'female' : 'male',
  };
}

type Tally = { exact: number; namesDiffer: number; refused: number; wrong: number; ms: number[] };

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const drawing = await mrzDrawingPage(browser);
const worker = await createWorker('mrz', OEM_LSTM_ONLY, { langPath: join(process.cwd(), 'vendor', 'mrz-model'), gzip: false, cacheMethod: 'none' });
await worker.setParameters(OCR_PARAMETERS as never);

const rows: string[] = [];
const failures: string[] = [];
let totalWrong = 0;
try {
  // TD2 cards get people of their own (another seed), not TD1's in a different layout.
  for (const [label, prefix, compose, people] of [
    ['TD3 passports', 'TD3', td3, mrzPeople(COUNT, 'P')],
    ['TD1 identity cards', 'TD1', td1, mrzPeople(COUNT, 'I')],
    ['TD2 documents', 'TD2', td2, mrzPeople(COUNT, 'I', 2)],
  ] as const) {
    for (const variant of MRZ_VARIANTS) {
      const t: Tally = { exact: 0, namesDiffer: 0, refused: 0, wrong: 0, ms: [] };
      for (const [i, person] of people.entries()) {
        const png = await drawing.draw(compose(person), variant, i + 1);
        writeFileSync(join(OUT, `${prefix}-${variant}-${i + 1}.png`), png);
        const started = performance.now();
        // The scanner's two attempts (scan-session.ts): the picture, then its cleaned copy.
        let { data } = await worker.recognize(png, RECOGNIZE_OPTIONS);
        let out = readMrz(data.text, TODAY);
        if (!out.ok) {
          ({ data } = await worker.recognize(await drawing.denoised(png), RECOGNIZE_OPTIONS));
          out = readMrz(data.text, TODAY);
        }
        t.ms.push(performance.now() - started);
        if (!out.ok) {
          t.refused++;
          continue;
        }
        const want = expected(person);
        const { surname, givenNames, ...verified } = want;
        const got = out.reading;
        const wrongFields = Object.keys(verified).filter((k) => got[k as keyof typeof verified] !== verified[k as keyof typeof verified]);
        if (wrongFields.length) {
          t.wrong++;
          failures.push(`${prefix} ${variant} #${i + 1}: ${wrongFields.join(', ')} — ${JSON.stringify(data.text)}`);
        } else if (got.surname !== surname || got.givenNames !== givenNames) t.namesDiffer++;
        else t.exact++;
      }
      totalWrong += t.wrong;
      const median = [...t.ms].sort((a, b) => a - b)[Math.floor(t.ms.length / 2)]!;
      rows.push(`| ${label} | ${variant} | ${t.exact}/${COUNT} | ${t.namesDiffer} | ${t.refused} | **${t.wrong}** | ${Math.round(median)} ms |`);
      console.log(rows.at(-1));
    }
  }
} finally {
  await worker.terminate();
  await drawing.close();
  await browser.close();
}

const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on this machine (Node ${process.version}, tesseract.js in Node, one worker).`,
  '',
  '| set | variant | exact reads | verified, names differ | refused (check digits / no zone) | wrong values accepted | median OCR time |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
].join('\n');
const start = '<!-- bench:mrz -->';
const end = '<!-- /bench:mrz -->';
const doc = readFileSync(DOC, 'utf8');
if (doc.includes(start)) writeFileSync(DOC, doc.slice(0, doc.indexOf(start) + start.length) + '\n' + table + '\n' + doc.slice(doc.indexOf(end)));
else console.log(`${DOC} has no ${start} … ${end} block: table not written`);
for (const f of failures) console.error(`WRONG VALUE ACCEPTED ${f}`);
if (totalWrong > 0) process.exitCode = 1;
