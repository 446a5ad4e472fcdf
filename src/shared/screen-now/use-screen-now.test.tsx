import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerNowContext } from '../../element/screen-now';
import { useScreenNow, useServerFirstScreen } from './use-screen-now';

const SERVER = Date.UTC(2026, 10, 27, 5, 0, 0);
const BROWSER = Date.UTC(2026, 10, 27, 5, 0, 9);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(BROWSER);
});
afterEach(() => {
  vi.useRealTimers();
});

const within = (now: number | null) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <ServerNowContext.Provider value={now}>{children}</ServerNowContext.Provider>;
  };

describe('useScreenNow', () => {
  it("starts from the server's instant in the server's first screen, and keeps it while the data stays", () => {
    const list = [{ code: 'A' }];
    const { result, rerender } = renderHook(({ data }) => useScreenNow([data]), { initialProps: { data: list }, wrapper: within(SERVER) });
    expect(result.current.getTime()).toBe(SERVER);
    vi.setSystemTime(BROWSER + 60_000);
    rerender({ data: list });
    expect(result.current.getTime()).toBe(SERVER);
  });

  it('takes a fresh "now" when the data it compares changes, and keeps that one', () => {
    const { result, rerender } = renderHook(({ data }) => useScreenNow([data]), { initialProps: { data: [1] }, wrapper: within(SERVER) });
    vi.setSystemTime(BROWSER + 60_000);
    const next = [2];
    rerender({ data: next });
    expect(result.current.getTime()).toBe(BROWSER + 60_000);
    vi.setSystemTime(BROWSER + 120_000);
    rerender({ data: next });
    expect(result.current.getTime()).toBe(BROWSER + 60_000);
  });

  it("uses the browser's clock outside a server's first screen", () => {
    const { result } = renderHook(() => useScreenNow([]), { wrapper: within(null) });
    expect(result.current.getTime()).toBe(BROWSER);
    expect(renderHook(() => useServerFirstScreen(), { wrapper: within(null) }).result.current).toBe(false);
    expect(renderHook(() => useServerFirstScreen(), { wrapper: within(SERVER) }).result.current).toBe(true);
  });
});
