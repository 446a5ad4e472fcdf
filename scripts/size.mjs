// `npm run size`: gzip sizes of what a page downloads per element, against the descriptors' budgets.
// Each budget sits just above the element's measured size, so any growth is a decision.
import { loadDescriptors } from './descriptors.mjs';
import { fmt, sizeReport } from './size-report.mjs';

const { DESCRIPTORS } = await loadDescriptors();
let report;
try {
  report = sizeReport(process.env.GP_DIST_DIR ?? 'dist', DESCRIPTORS);
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
const width = Math.max(...report.rows.map((r) => r[0].length));
for (const [name, size] of report.rows) console.log(`${name.padEnd(width)}  ${fmt(size).padStart(10)}`);
if (report.failures.length) {
  console.error('\nover budget:\n- ' + report.failures.join('\n- '));
  process.exit(1);
}
const listed = DESCRIPTORS.map((d) => `<${d.tag}> ≤ ${d.sizeBudgetKiB.toFixed(1)} KiB`).join(', ');
console.log(`\nwithin budget: loader ≤ ${fmt(report.loaderBudget)}, ${listed}, no card SDK in the runtime`);
