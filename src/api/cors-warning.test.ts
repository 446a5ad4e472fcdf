// Issue 25, item 2: a page origin the API does not allow says so in one console line.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPrefetched, prefetchGet } from './prefetch';

const CONFIG = 'http://api.test/api/config';
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  dropPrefetched();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('guest-portal-elements.cors-warned')];
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

/** fetch whose CORS request fails as the browser reports a refusal; the no-cors probe as given. */
function stubFetch(probe: 'up' | 'down') {
  const f = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.mode === 'no-cors') {
      if (probe === 'down') throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200 });
    }
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', f);
  return f;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('a refused page origin', () => {
  it('logs one line naming the origin to add, once per API origin', async () => {
    stubFetch('up');
    prefetchGet(CONFIG, null);
    prefetchGet('http://api.test/api/tourist/user?session=optional', null);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]![0]);
    expect(line).toContain(`refused this page's origin ${location.origin}`);
    expect(line).toContain(`GP_ALLOWED_ORIGINS=${location.origin}`);
    expect(line.split('\n')).toHaveLength(1);
  });

  it('says nothing when the API is simply unreachable', async () => {
    const f = stubFetch('down');
    prefetchGet(CONFIG, null);
    await vi.waitFor(() => expect(f).toHaveBeenCalledTimes(2));
    await settle();
    expect(warn).not.toHaveBeenCalled();
  });

  it('says nothing for an API on the page origin', async () => {
    stubFetch('up');
    prefetchGet(`${location.origin}/api/config`, null);
    await settle();
    await settle();
    expect(warn).not.toHaveBeenCalled();
  });
});
