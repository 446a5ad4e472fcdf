// The built server entry (`guest-portal-elements/server`, dist/server/index.js) as a company's Node code
// uses it: imported by a script, it renders, and the script then ends on its own — nothing it loads keeps
// the process alive (a serverless function or a build step that renders must exit).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DIST } from './harness';

const run = promisify(execFile);

const SCRIPT = `
const { elementFirstCalls, renderElement } = await import(process.argv[1]);
const attributes = { 'api-base': 'https://api.rentals.example' };
const calls = elementFirstCalls('guest-trips', attributes);
const html = await renderElement('guest-trips', { attributes, languages: ['en'], resources: {
  config: { tenant_id: 1, company_name: 'Seaside Stays', default_locale: 'en' },
  user: { id: 7, email: 'guest@demo.test' },
  reservations: [],
} });
console.log(JSON.stringify({ calls: calls.map((c) => c.key), template: html.startsWith('<template shadowrootmode="open">') }));
`;

describe('the built server entry in a Node script', () => {
  it('renders <guest-trips> from the answers elementFirstCalls names, and the script exits by itself', async () => {
    // A render that left a handle open would keep the child alive until this kill.
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', SCRIPT, join(DIST, 'server', 'index.js')], { timeout: 30_000, killSignal: 'SIGKILL' });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ calls: ['config', 'user', 'reservations'], template: true });
  });
});
