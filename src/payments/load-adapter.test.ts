import { describe, expect, it } from 'vitest';
import { loadAdapter } from './load-adapter';
import { PROVIDERS } from './types';

describe('loadAdapter', () => {
  it.each(PROVIDERS)('loads the %s adapter on demand', async (provider) => {
    const adapter = await loadAdapter(provider);
    expect(adapter.provider).toBe(provider);
    expect(typeof adapter.mount).toBe('function');
  });
});
