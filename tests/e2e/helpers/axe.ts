// axe-core over a whole page (it descends into open shadow roots), shared by the accessibility tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../harness';

export const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
/** The path a test's own file server serves AXE at (for `scriptUrl`). */
export const AXE_PATH = '/__tests__/axe.min.js';

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** The rule sets every accessibility test runs: WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 brings target-size). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Every violation, compactly; `tags` limits the rules run (default: WCAG_TAGS). `scriptUrl`: where the
 * page may load axe-core from with a script tag (see AXE_PATH), for a page without a CSP that is loaded
 * many times: the browser then caches the file and its compiled code instead of receiving 0.5 MB
 * through the DevTools protocol and compiling it on every load.
 */
export async function axeViolations(page: Page, tags: readonly string[] = WCAG_TAGS, scriptUrl?: string): Promise<Violation[]> {
  // Otherwise evaluated through the DevTools protocol, which a page's Content-Security-Policy does not
  // govern (a script tag would be blocked on the hosted portal, whose CSP allows only nonce'd inline scripts).
  if (scriptUrl) await page.addScriptTag({ url: scriptUrl });
  else await page.evaluate(readFileSync(AXE, 'utf8'));
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    // axe reads stylesheets (for css-orientation-lock) by copying each <style> into a new <style> of its
    // own, which a strict style-src refuses and reports as a CSP violation. A server-rendered element's
    // shadow root holds its styles in a nonce'd <style>: there axe's copy would fail anyway, so axe reads
    // no stylesheets rather than report a violation the page itself never causes.
    const styledShadow = [...document.querySelectorAll('*')].some((el) => el.shadowRoot?.querySelector('style[nonce]'));
    const opts = { resultTypes: ['violations'], runOnly: { type: 'tag', values: only }, ...(styledShadow ? { preload: false } : {}) };
    const res = await axe.run(document, opts);
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, [...tags]);
}

export const describeViolations = (vs: Violation[]) => vs.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);

/** Only what blocks: serious and critical violations, described. */
export const blockingViolations = (vs: Violation[]) => describeViolations(vs.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
