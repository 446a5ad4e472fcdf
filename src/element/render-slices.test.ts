import { describe, expect, it, vi } from 'vitest';
import { renderInSlices, RENDER_SLICE_MS } from './render-slices';

const { startTransition, forceFrameRate } = vi.hoisted(() => ({ startTransition: vi.fn((scope: () => void) => scope()), forceFrameRate: vi.fn() }));
vi.mock('react', async (actual) => ({ ...(await actual<typeof import('react')>()), startTransition }));
vi.mock('scheduler', () => ({ unstable_forceFrameRate: forceFrameRate }));

describe('renderInSlices', () => {
  it('renders as a transition, with 40 ms slices set once for the SDK’s scheduler', () => {
    const first = vi.fn();
    const second = vi.fn();
    renderInSlices(first);
    renderInSlices(second);
    expect(RENDER_SLICE_MS).toBe(40);
    expect(forceFrameRate.mock.calls).toEqual([[25]]);
    expect(startTransition.mock.calls.map(([scope]) => scope)).toEqual([first, second]);
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });
});
