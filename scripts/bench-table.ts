// The floor table of `npm run bench`: median (and min–max) of each figure, and its ratio to the floor's median.
import type { RunFigures } from './bench-probe';

export interface Row {
  label: string;
  info: boolean;
  /** gzip bytes of the scripts fetched before first content (first run). */
  bytes: number;
  figures: RunFigures[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
const spread = (xs: number[], f: (n: number) => string) => `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;
const ratio = (value: number, floor: number) => (floor > 0 ? `${(value / floor).toFixed(2)}×` : '—');

/** Markdown: the floor first, then every element with its ratios (first content and TBT) to the floor. */
export function floorTable(rows: Row[], runs: number): string {
  const floor = rows[0]!;
  const of = (r: Row, k: keyof RunFigures) => r.figures.map((f) => f[k] as number);
  const lines = [
    `Median of ${runs} runs (min–max in brackets); ratios are to the floor's median in the same run.`,
    '',
    '| element | gzip | scripts | waterfall depth | first content | ratio | total blocking time | ratio | longest task | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const fc = median(of(r, 'firstContent'));
    const tbt = median(of(r, 'tbt'));
    lines.push(
      [
        r.label + (r.info ? ' (for information)' : ''),
        `${(r.bytes / 1024).toFixed(1)} KiB`,
        String(median(r.figures.map((f) => f.scripts.length))),
        String(median(of(r, 'depth'))),
        spread(of(r, 'firstContent'), ms),
        r === floor ? '1×' : ratio(fc, median(of(floor, 'firstContent'))),
        spread(of(r, 'tbt'), ms),
        r === floor ? '1×' : ratio(tbt, median(of(floor, 'tbt'))),
        ms(median(of(r, 'longestTask'))),
        median(of(r, 'cls')).toFixed(3),
      ].join(' | ').replace(/^/, '| ') + ' |',
    );
  }
  return lines.join('\n');
}

/** Markdown: where each element's time to first content goes (medians of the same runs). */
export function breakdownTable(rows: Row[]): string {
  const med = (r: Row, k: keyof RunFigures) => median(r.figures.map((f) => f[k] as number));
  const lines = [
    '| element | first content | last script downloaded | API calls before it | time an API call was in flight | long tasks before it |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(`| ${r.label} | ${ms(med(r, 'firstContent'))} | ${ms(med(r, 'scriptsDone'))} | ${med(r, 'apiCalls')} | ${ms(med(r, 'apiWait'))} | ${ms(med(r, 'taskTime'))} |`);
  }
  return lines.join('\n');
}
