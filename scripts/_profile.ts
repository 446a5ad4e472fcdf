import { hostHtml, startStack } from '../tests/e2e/harness';
import { collect, installProbe } from './bench-probe';
const tag = process.argv[2] ?? 'guest-trips';
const stack = await startStack();
try {
  const url = stack.page(`/bench/${tag}.html`, { html: hostHtml(`<${tag} api-base="${stack.api}" locale="en"></${tag}>`) });
  const agg = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (let run = 0; run < 3; run++) {
    const { page, context } = await stack.newPage();
    await installProbe(page, tag);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    const fig = await collect(page);
    const { profile } = (await cdp.send('Profiler.stop')) as any;
    // Samples up to first content only.
    const t0 = profile.startTime;
    const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    let t = t0;
    const nav = await page.evaluate(() => performance.timeOrigin * 1000);
    for (let i = 0; i < profile.samples.length; i++) {
      t += profile.timeDeltas[i];
      const n = nodes.get(profile.samples[i]);
      const cf = n.callFrame;
      const file = (cf.url || '(native)').split('/').pop();
      const key = `${cf.functionName || '(anon)'} ${file}:${cf.lineNumber}:${cf.columnNumber}`;
      const d = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      agg.set(key, (agg.get(key) ?? 0) + d);
      byFile.set(file, (byFile.get(file) ?? 0) + d);
    }
    console.log('first content', fig.firstContent);
    await context.close();
  }
  console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${(v / 3).toFixed(1)} ${k}`).join('\n'));
  console.log('---');
  console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${(v / 3).toFixed(1)} ${k}`).join('\n'));
} finally { await stack.close(); }
