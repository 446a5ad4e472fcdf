// Pages of the example rental-company site (demo/site) served on the stack's host origin exactly as
// demo/site/server.mjs serves them: the same templating, stylesheet and Content-Security-Policy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy } from '../../../demo/site/server.mjs';
import { ROOT, type Stack } from '../harness';

/** Serves demo/site/<file> (and site.css) on the host origin, with the API as API base and portal URL; returns its URL. */
export function exampleSitePage(stack: Stack, file: string): string {
  const site = join(ROOT, 'demo', 'site');
  const html = readFileSync(join(site, file), 'utf8').replaceAll('{{API_BASE}}', stack.api).replaceAll('{{PORTAL_URL}}', stack.api);
  const csp = { 'Content-Security-Policy': contentSecurityPolicy(stack.api) };
  stack.page('/site.css', { html: readFileSync(join(site, 'site.css'), 'utf8'), headers: { 'Content-Type': 'text/css; charset=utf-8', ...csp } });
  return stack.page(`/${file}`, { html, headers: csp });
}
