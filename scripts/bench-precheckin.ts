// `npm run bench:precheckin`: the pre-check-in's scripted happy path in Chromium against the reference
// server (reading A, DEMO-FAMILY: two adults and a kid, ID image, PDF, fake-camera selfie, drawn
// signature) — how many interactions a guest needs (clicks, one per field filled, files chosen; target
// at most 30) and the wall time from opening the wizard to landing after it; median of N runs.
import { startStack } from '../tests/e2e/harness';
import { FAKE_CAMERA, FAMILY, FAMILY_ENTRY, PDF, STEP_TITLES, freshContext, idPhoto, openHostedWizard } from '../tests/e2e/helpers/precheckin';
import { waitForRoute } from '../tests/e2e/helpers/portal';

const RUNS = Number(process.env.GP_BENCH_PRECHECKIN_RUNS ?? 3);
const TARGET = 30;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const stack = await startStack({ chromiumArgs: FAKE_CAMERA });
try {
  const times: number[] = [];
  let interactions = 0;
  for (let i = 0; i < RUNS; i++) {
    const context = await freshContext(stack, 'A');
    const page = await context.newPage();
    // The fixtures are made before the clock starts: a guest's photo is already on the phone.
    await page.goto('about:blank');
    const photo = await idPhoto(page);
    const started = performance.now();
    const w = await openHostedWizard(page, stack.api, FAMILY.A.code);
    await w.throughToLastStep('A', FAMILY_ENTRY.A, photo);
    await w.fillPersonalStep(FAMILY_ENTRY.A, { photo, pdf: PDF }, { optIns: false, signature: 'draw' });
    await w.next('Complete pre-check-in');
    await waitForRoute(page, 'reservation-info');
    times.push(performance.now() - started);
    interactions = w.interactions.count;
    await context.close();
  }
  console.log(`pre-check-in happy path (reading A, ${STEP_TITLES.A.length} steps), Chromium headless, 2 cores, median of ${RUNS} runs:`);
  console.log(`  interactions  ${interactions} (target ≤ ${TARGET})${interactions > TARGET ? '  OVER TARGET' : ''}`);
  console.log(`  wall time     ${(median(times) / 1000).toFixed(1)} s  (min ${(Math.min(...times) / 1000).toFixed(1)}, max ${(Math.max(...times) / 1000).toFixed(1)})`);
  if (interactions > TARGET) process.exitCode = 1;
} finally {
  await stack.close();
}
