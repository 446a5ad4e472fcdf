// axe-core over a whole page (it descends into open shadow roots), shared by the accessibility tests.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../harness';

const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Every violation, compactly; `tags` limits the rules run (e.g. wcag2a, wcag2aa, wcag21aa, wcag22aa). */
export async function axeViolations(page: Page, tags?: readonly string[]): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const opts = only ? { resultTypes: ['violations'], runOnly: { type: 'tag', values: only } } : { resultTypes: ['violations'] };
    const res = await axe.run(document, opts);
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, tags ? [...tags] : null);
}

export const describeViolations = (vs: Violation[]) => vs.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);

/** Only what blocks: serious and critical violations, described. */
export const blockingViolations = (vs: Violation[]) => describeViolations(vs.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
