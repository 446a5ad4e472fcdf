import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

type Entries = { getEntriesByName: (name: string) => { name: string }[] };
let observers: { listener: (list: Entries) => void; disconnected: boolean }[] = [];
const entries = (names: string[]): Entries => ({ getEntriesByName: (name) => names.filter((n) => n === name).map((n) => ({ name: n })) });

/** A paint timing where the test decides when the browser paints; `painted`: the paints already past. */
function stubPaintTiming(painted: string[] = []) {
  observers = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      #record: { listener: (list: Entries) => void; disconnected: boolean };
      constructor(listener: (list: Entries) => void) {
        this.#record = { listener, disconnected: false };
        observers.push(this.#record);
      }
      observe(options: { buffered?: boolean }) {
        // A buffered observer hears of the paints already past, in a later task.
        if (options.buffered && painted.length) setTimeout(() => this.#record.listener(entries(painted)));
      }
      disconnect() {
        this.#record.disconnected = true;
      }
    },
  );
}
const paint = (name: string) => observers.filter((o) => !o.disconnected).forEach((o) => o.listener(entries([name])));

async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not for a first paint without content', async () => {
    vi.useFakeTimers();
    stubPaintTiming();
    const waiting = afterFirstPaint();
    paint('first-paint');
    expect(await settled(waiting)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(waiting)).toBe(true);
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('goes when the page has painted already (the buffered entry), and at once in a hidden tab', async () => {
    vi.useFakeTimers();
    stubPaintTiming(['first-paint', 'first-contentful-paint']);
    expect(await settled(afterFirstPaint())).toBe(true);
    stubPaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('goes after the limit when nothing is painted (content out of view), and without paint timing', async () => {
    vi.useFakeTimers();
    stubPaintTiming();
    const waiting = afterFirstPaint(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
    vi.stubGlobal('PerformanceObserver', undefined);
    const blind = afterFirstPaint(500);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(blind)).toBe(true);
  });
});
