import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../tests/unit/mock-fetch';
import { STORE_CONFIG } from '../../tests/fixtures/store-fixtures';
import { sessionResource } from '../shared/resources/session';
import { isLocaleLoaded, type CatalogueLoaders } from '../i18n/i18n';
import { keys } from '../state/keys';
import { getRuntime } from '../state/runtime';
import type { ElementDescriptor } from './descriptor';
import { WARM_START_MS, warmStart } from './warm-start';

let n = 0;
/** An element's attributes on a fresh runtime whose fetch answers `routes`. */
function setUp(routes: Parameters<typeof mockFetch>[0], attrs: Record<string, string> = {}) {
  const apiBase = `http://warm${++n}.test`;
  const { fetch, calls } = mockFetch(routes);
  const runtime = getRuntime(apiBase, { fetch, retryDelayMs: 1 });
  const el = document.createElement('div');
  el.setAttribute('api-base', apiBase);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const catalogues = new Proxy({}, { get: () => async () => ({ default: { warm: { hello: 'hi' } } }) }) as CatalogueLoaders;
  return { runtime, el, calls, catalogues };
}

const base = { tag: 'gp-warm', attributes: [], reservedHeight: 100, catalogue: 'guest-trips', sizeBudgetKiB: 1 };
const gated: ElementDescriptor = { ...base, needsSession: true };
const open: ElementDescriptor = { ...base, needsSession: false };
const spec = (catalogues: CatalogueLoaders) => ({ descriptor: gated, catalogues, loads: { session: () => sessionResource } });
const USER = { id: 7, first_name: 'Gina', last_name: 'Guest', email: 'guest@demo.test', locale: 'fr', abilities: [] };

afterEach(() => {
  vi.useRealTimers();
});

describe('warm start (what React\'s first render waits for)', () => {
  it('has the configuration, the first loads and the catalogue of the locale they resolve to in place', async () => {
    const { runtime, el, calls, catalogues } = setUp({ 'GET /api/config': STORE_CONFIG, 'GET /api/tourist/user': USER });
    await warmStart(spec(catalogues), el);
    const { entries } = runtime.resources.getState();
    expect(entries[keys.config]?.status).toBe('ready');
    expect(entries[keys.user]?.data).toMatchObject({ id: 7 });
    // No locale attribute: the signed-in user's locale, known only from the answer.
    expect(isLocaleLoaded('fr', catalogues)).toBe(true);
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/config', '/api/tourist/user']);
  });

  it('loads the catalogue of the locale attribute and asks nothing in token mode (the token comes later)', async () => {
    const { el, calls, catalogues } = setUp({ 'GET /api/config': STORE_CONFIG }, { auth: 'token', locale: 'es' });
    await warmStart(spec(catalogues), el);
    expect(isLocaleLoaded('es', catalogues)).toBe(true);
    expect(calls).toEqual([]);
  });

  it('does not wait for the configuration where the first screen shows nothing of it, unless the locale depends on it', async () => {
    const hang = { 'GET /api/config': () => new Promise(() => undefined) };
    const withLocale = setUp(hang, { locale: 'en' });
    let done = false;
    void warmStart({ descriptor: open, catalogues: withLocale.catalogues, configurationFirst: false }, withLocale.el).then(() => (done = true));
    await vi.waitFor(() => expect(done).toBe(true), { timeout: WARM_START_MS / 2 });
    expect(withLocale.calls.map((c) => c.path)).toEqual(['/api/config']);
    vi.useFakeTimers();
    const noLocale = setUp(hang);
    let held = true;
    void warmStart({ descriptor: open, catalogues: noLocale.catalogues, configurationFirst: false }, noLocale.el).then(() => (held = false));
    await vi.advanceTimersByTimeAsync(WARM_START_MS - 1);
    expect(held).toBe(true);
  });

  it(`waits at most ${WARM_START_MS} ms for an answer that does not come, then lets the element render its loader`, async () => {
    vi.useFakeTimers();
    const { el, catalogues } = setUp({ 'GET /api/config': () => new Promise(() => undefined) }, { locale: 'en' });
    let done = false;
    void warmStart({ descriptor: open, catalogues }, el).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(WARM_START_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it("loads each of the descriptor's own first calls through the element's resource for it, and only with its attribute", async () => {
    const survey: ElementDescriptor = { ...open, firstCalls: [{ resource: 'visit', path: '/api/visits/{visit-id}' }] };
    const loads = { visit: (attr: (n: string) => string | null | undefined) => ({ key: `visit:${attr('visit-id')}`, load: () => Promise.resolve({ id: attr('visit-id') }) }) };
    const withVisit = setUp({ 'GET /api/config': STORE_CONFIG }, { locale: 'en', 'visit-id': 'v1' });
    await warmStart({ descriptor: survey, catalogues: withVisit.catalogues, loads }, withVisit.el);
    expect(withVisit.runtime.resources.getState().entries['visit:v1']?.data).toEqual({ id: 'v1' });
    const without = setUp({ 'GET /api/config': STORE_CONFIG }, { locale: 'en' });
    await warmStart({ descriptor: survey, catalogues: without.catalogues, loads }, without.el);
    expect(Object.keys(without.runtime.resources.getState().entries).filter((k) => k.startsWith('visit:'))).toEqual([]);
  });

  it('a failed answer does not hold the element (it shows the failure with its retry), and the next element does not ask again', async () => {
    const { runtime, el, calls, catalogues } = setUp({ 'GET /api/config': STORE_CONFIG, 'GET /api/tourist/user': () => ({ signed_in: false }) }, { locale: 'en' });
    await warmStart(spec(catalogues), el);
    expect(runtime.resources.getState().entries[keys.user]?.status).toBe('error');
    const asked = calls.length;
    await warmStart(spec(catalogues), el);
    expect(calls).toHaveLength(asked);
  });
});
