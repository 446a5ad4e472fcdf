/**
 * An element's descriptor lists its first GETs once: the loader starts them while the code downloads,
 * and the element's warm start loads each through the resource its element file names for it (`loads`).
 * A prefetch under another URL would be wasted and the element would wait a round trip: each element,
 * with the attributes that change its list, asks exactly the descriptor's paths before its first render.
 */
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../tests/unit/mock-fetch';
import { getRuntime } from '../src/state/runtime';
import { firstCalls } from '../src/element/descriptor';
import { WARM_START_MS } from '../src/element/warm-start';
import { DESCRIPTORS, type Descriptor } from './descriptors';
import './index';

const byTag = (tag: Descriptor['tag']) => DESCRIPTORS.find((d) => d.tag === tag)!;
const CASES: [Descriptor['tag'], Record<string, string>][] = [
  ...DESCRIPTORS.map((d): [Descriptor['tag'], Record<string, string>] => [d.tag, {}]),
  ['guest-survey', { 'confirmation-code': 'AB 1/2' }],
  ['guest-checkout', { mode: 'iframe', 'iframe-src': 'https://pay.example/p' }],
  ['gate-code-lookup', { locale: 'en' }],
];

let n = 0;
describe("an element's first GETs", () => {
  it.each(CASES)('<%s> %o asks before its first render exactly its descriptor\'s first calls', async (tag, attrs) => {
    const apiBase = `http://first${++n}.test`;
    // Answers that never come: the first render waits WARM_START_MS, and the calls within half of it are
    // the ones made before that render.
    const { fetch, calls } = mockFetch(new Proxy({}, { get: () => () => new Promise(() => undefined) }));
    getRuntime(apiBase, { fetch, retryDelayMs: 1 });
    const el = document.createElement(tag);
    el.setAttribute('api-base', apiBase);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.body.append(el);
    const expected = firstCalls(byTag(tag), (name) => el.getAttribute(name)).map((c) => `${apiBase}${c.path}`);
    await expect.poll(() => calls.map((c) => c.url).sort(), { timeout: WARM_START_MS / 2 }).toEqual([...expected].sort());
    el.remove();
  });
});

describe('firstCalls', () => {
  const attrs = (values: Record<string, string>) => (name: string) => values[name] ?? null;
  const SESSION = '/api/tourist/user?session=optional';

  it('the configuration for every element; the session check for the elements behind the sign-in gate', () => {
    for (const d of DESCRIPTORS) expect(firstCalls(d, attrs({}))[0]).toEqual({ resource: 'configuration', path: '/api/config' });
    const gated = DESCRIPTORS.filter((d) => firstCalls(d, attrs({})).some((c) => c.path === SESSION)).map((d) => d.tag);
    expect(gated.sort()).toEqual(['guest-checkout', 'guest-portal', 'guest-precheckin', 'guest-store', 'guest-trips']);
  });

  it('leaves out the session check of a public page (a checkout in iframe mode with its page)', () => {
    expect(firstCalls(byTag('guest-checkout'), attrs({ mode: 'iframe', 'iframe-src': 'https://pay.example/x' }))).toHaveLength(1);
    expect(firstCalls(byTag('guest-checkout'), attrs({ mode: 'iframe' })).map((c) => c.path)).toContain(SESSION);
  });

  it('fills a path from its attribute, URI-encoded, and makes no call without it', () => {
    expect(firstCalls(byTag('guest-survey'), attrs({ 'confirmation-code': 'AB 1/2' })).map((c) => c.path)).toEqual(['/api/config', '/api/reservations/AB%201%2F2/basic']);
    expect(firstCalls(byTag('guest-survey'), attrs({}))).toHaveLength(1);
  });
});
