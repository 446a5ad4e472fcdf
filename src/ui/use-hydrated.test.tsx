import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

afterEach(() => document.body.replaceChildren());

/**
 * Hydrates the markup a server render of the probe gives (written out here: react-dom/server stays in
 * src/server); returns what each browser render saw.
 */
async function hydrate(needed?: boolean): Promise<{ seen: unknown[] }> {
  const seen: unknown[] = [];
  function Probe() {
    const hydrated = useHydrated(needed);
    seen.push(hydrated);
    return <p>{needed === false ? 'same on both sides' : String(hydrated)}</p>;
  }
  const host = document.createElement('div');
  host.innerHTML = needed === false ? '<p>same on both sides</p>' : '<p>false</p>';
  document.body.append(host);
  await act(async () => {
    hydrateRoot(host, <Probe />, { onRecoverableError: (error) => seen.push(error) });
  });
  return { seen };
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true', async () => {
    const { seen } = await hydrate();
    // A mismatch would show as a recovered error in `seen`.
    expect(seen).toEqual([false, true]);
    expect(document.body.textContent).toBe('true');
  });

  it('not needed: true on both sides, so the hydration is the only render', async () => {
    const { seen } = await hydrate(false);
    expect(seen).toEqual([true]);
  });
});
