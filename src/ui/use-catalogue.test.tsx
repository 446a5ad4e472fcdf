import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueLoaders } from '../i18n/i18n';
import { createElementI18n } from '../i18n/i18n';
import { useCatalogue } from './use-catalogue';

/** Loaders for a made-up bundle: `fr` fails `failures` times, then answers. */
function fakeLoaders(failures = 0) {
  let left = failures;
  const fr = vi.fn(async () => {
    if (left-- > 0) throw new Error('offline');
    return { default: { lazyPart: { title: 'Connexion' } } };
  });
  return { loaders: { fr } as unknown as CatalogueLoaders, fr };
}

describe('useCatalogue', () => {
  it('is loading until the bundle for the locale is in, then ready, and its texts translate', async () => {
    const { loaders, fr } = fakeLoaders();
    const { result } = renderHook(() => useCatalogue(loaders, 'fr'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(createElementI18n('fr').t('lazyPart:title')).toBe('Connexion');
    // Another part of the page using the same bundle asks nothing again.
    const second = renderHook(() => useCatalogue(loaders, 'fr'));
    expect(second.result.current.status).toBe('ready');
    expect(fr).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load and loads again on retry', async () => {
    const { loaders, fr } = fakeLoaders(1);
    const { result } = renderHook(() => useCatalogue(loaders, 'fr'));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(fr).toHaveBeenCalledTimes(2);
  });
});
