/**
 * Two lists name an element's first GETs: the loader's (`firstCalls`, paths it starts while the code
 * downloads) and the element's own (`firstLoads` plus the configuration, what React's first render waits
 * for). A prefetch the element does not ask for is wasted, and a first load the loader did not start
 * waits a round trip: each element, with the attributes that change its list, asks exactly what the
 * loader started.
 */
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../tests/unit/mock-fetch';
import { getRuntime } from '../src/state/runtime';
import { ELEMENT_TAGS, firstCalls, type ElementTag } from '../src/element/tags';
import { WARM_START_MS } from '../src/element/warm-start';
import './index';

const CASES: [ElementTag, Record<string, string>][] = [
  ...ELEMENT_TAGS.map((tag): [ElementTag, Record<string, string>] => [tag, {}]),
  ['guest-survey', { 'confirmation-code': 'AB 1/2' }],
  ['guest-checkout', { mode: 'iframe', 'iframe-src': 'https://pay.example/p' }],
  ['gate-code-lookup', { locale: 'en' }],
];

let n = 0;
describe("an element's first GETs", () => {
  it.each(CASES)('<%s> %o asks before its first render exactly what the loader starts', async (tag, attrs) => {
    const apiBase = `http://first${++n}.test`;
    // Answers that never come: the first render waits WARM_START_MS, and the calls within half of it are
    // the ones made before that render.
    const { fetch, calls } = mockFetch(new Proxy({}, { get: () => () => new Promise(() => undefined) }));
    getRuntime(apiBase, { fetch, retryDelayMs: 1 });
    const el = document.createElement(tag);
    el.setAttribute('api-base', apiBase);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.body.append(el);
    const expected = firstCalls(tag, (name) => el.getAttribute(name)).map((p) => `${apiBase}${p}`);
    await expect.poll(() => calls.map((c) => c.url).sort(), { timeout: WARM_START_MS / 2 }).toEqual([...expected].sort());
    el.remove();
  });
});
