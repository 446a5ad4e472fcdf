import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the idle callback, passing the time limit', async () => {
    let run: (() => void) | undefined;
    const ric = vi.fn((cb: () => void) => {
      run = cb;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', ric);
    let settled = false;
    const p = whenIdle(1500).then(() => (settled = true));
    await Promise.resolve();
    expect(ric).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    expect(settled).toBe(false);
    run?.();
    await p;
    expect(settled).toBe(true);
  });

  it('falls back to a short timer without idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    let settled = false;
    const p = whenIdle().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(settled).toBe(true);
  });
});
