import { describe, expect, it } from 'vitest';
import { createResourceStore } from './resource-store';
import { ApiError } from '../api/errors';

describe('resource store', () => {
  it('loads a key once for every caller and caches it', async () => {
    const store = createResourceStore();
    let loads = 0;
    const load = async () => ++loads;
    await Promise.all([store.ensure('k', load), store.ensure('k', load)]);
    await store.ensure('k', load);
    expect(loads).toBe(1);
    expect(store.getState().entries.k).toMatchObject({ status: 'ready', data: 1 });
  });

  it('reloads on force and on invalidate', async () => {
    const store = createResourceStore();
    let loads = 0;
    const load = async () => ++loads;
    await store.ensure('trip-info:A', load);
    await store.ensure('trip-info:A', load, { force: true });
    store.invalidate('trip-info:');
    expect(store.getState().entries['trip-info:A']).toBeUndefined();
    await store.ensure('trip-info:A', load);
    expect(loads).toBe(3);
  });

  it('keeps an error, but forgets a load cancelled with its element', async () => {
    const store = createResourceStore();
    await expect(store.ensure('a', async () => Promise.reject(new ApiError({ kind: 'http', status: 500 })))).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().entries.a?.status).toBe('error');
    await expect(store.ensure('b', async () => Promise.reject(new ApiError({ kind: 'aborted' })))).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().entries.b).toBeUndefined();
  });

  it('drops a late answer of a superseded load', async () => {
    const store = createResourceStore();
    let resolveFirst!: (v: string) => void;
    const first = store.ensure('k', () => new Promise<string>((r) => (resolveFirst = r)));
    await store.ensure('k', async () => 'second', { force: true });
    resolveFirst('first');
    await first.catch(() => undefined);
    expect(store.getState().entries.k?.data).toBe('second');
  });
});
