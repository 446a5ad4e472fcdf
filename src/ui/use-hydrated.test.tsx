import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

afterEach(() => document.body.replaceChildren());

/** Renders on the "server", then hydrates that markup; returns what each browser render saw. */
async function hydrate(needed?: boolean): Promise<{ server: string; seen: boolean[] }> {
  const seen: boolean[] = [];
  function Probe({ record }: { record: boolean }) {
    const hydrated = useHydrated(needed);
    if (record) seen.push(hydrated);
    return <p>{needed === false ? 'same on both sides' : String(hydrated)}</p>;
  }
  const server = renderToString(<Probe record={false} />);
  const host = document.createElement('div');
  host.innerHTML = server;
  document.body.append(host);
  await act(async () => {
    hydrateRoot(host, <Probe record />);
  });
  return { server, seen };
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true', async () => {
    const { server, seen } = await hydrate();
    expect(server).toBe('<p>false</p>');
    expect(seen).toEqual([false, true]);
    expect(document.body.textContent).toBe('true');
  });

  it('not needed: true on both sides, so the hydration is the only render', async () => {
    const { seen } = await hydrate(false);
    expect(seen).toEqual([true]);
  });
});
