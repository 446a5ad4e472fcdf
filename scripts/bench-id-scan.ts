// `npm run bench:id-scan`: time from tapping Scan ID to the filled review, in Chromium at 4× CPU
// slowdown against the reference server, median of N runs (GP_BENCH_ID_SCAN_RUNS, default 5): the first
// scan of a fresh browser context (the dialog, its texts, the OCR chunk, worker, core and model all
// downloaded) and a second scan right after (Rescan; everything cached and the worker running).
// The photo is picked (the camera adds only the guest's aim), a passport rendered with OCR-B.
import { chromium } from 'playwright-core';
import { td3 } from '../tests/support/mrz-compose';
import { mrzDrawingPage } from '../tests/support/mrz-images';
import { CHROMIUM, startStack } from '../tests/e2e/harness';
import { FAMILY, freshContext, openHostedWizard } from '../tests/e2e/helpers/precheckin';

const RUNS = Number(process.env.GP_BENCH_ID_SCAN_RUNS ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const drawer = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const drawing = await mrzDrawingPage(drawer);
const png = await drawing.draw(td3({ documentCode: 'P', issuing: 'SWE', surname: 'ERIKSSON', givenNames: 'ANNA MARIA', documentNumber: 'L898902C3', nationality: 'SWE', birth: '740812', sex: 'F', expiry: '310415' }), 'clean', 1);
await drawer.close();

const stack = await startStack();
const first: number[] = [];
const second: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await freshContext(stack, 'A');
    const page = await context.newPage();
    const w = await openHostedWizard(page, stack.api, FAMILY.A.code);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const dialog = w.el.getByRole('dialog', { name: 'Scan your ID' });
    const scan = async (start: () => Promise<void>) => {
      const started = performance.now();
      await start();
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Choose a photo' }).click();
      await (await chooser).setFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
      await dialog.getByRole('textbox', { name: 'Document number' }).waitFor({ timeout: 180_000 });
      return performance.now() - started;
    };
    first.push(await scan(() => w.guest(1).getByRole('button', { name: 'Scan ID' }).click()));
    second.push(await scan(() => dialog.getByRole('button', { name: 'Rescan' }).click()));
    console.log(`run ${i + 1}: first ${Math.round(first.at(-1)!)} ms, second ${Math.round(second.at(-1)!)} ms`);
    await context.close();
  }
} finally {
  await stack.close();
}
console.log(`| first scan (downloads included) | ${(median(first) / 1000).toFixed(1)} s |`);
console.log(`| second scan | ${(median(second) / 1000).toFixed(1)} s |`);
