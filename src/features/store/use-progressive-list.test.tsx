import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerNowContext } from '../../element/screen-now';
import { useNextTask, useProgressiveList } from './use-progressive-list';

function List({ items }: { items: readonly number[] }) {
  const shown = useProgressiveList(items, { first: 10, step: 10 });
  return <p data-testid="n">{`${shown.length}:${shown[0] ?? '-'}`}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs the batches one macrotask at a time (each schedules the next after React commits). */
async function flush() {
  for (let i = 0; i < 10; i++) await act(async () => vi.advanceTimersToNextTimer());
}

const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => i + from);

describe('useProgressiveList', () => {
  it('shows the first batch, then one more batch per macrotask until the whole list', async () => {
    const items = range(25);
    const { getByTestId } = render(<List items={items} />);
    expect(getByTestId('n').textContent).toBe('10:0');
    await act(async () => vi.advanceTimersToNextTimer());
    expect(getByTestId('n').textContent).toBe('20:0');
    await act(async () => vi.advanceTimersToNextTimer());
    expect(getByTestId('n').textContent).toBe('25:0');
    await flush();
    expect(getByTestId('n').textContent).toBe('25:0');
  });

  it('starts over from the first batch when the list changes', async () => {
    const { getByTestId, rerender } = render(<List items={range(30)} />);
    await flush();
    expect(getByTestId('n').textContent).toBe('30:0');
    rerender(<List items={range(30, 100)} />);
    expect(getByTestId('n').textContent).toBe('10:100');
    await flush();
    expect(getByTestId('n').textContent).toBe('30:100');
  });

  it("holds the whole list at once in the server's first screen (rendering or hydrating it), and steps after a new list", async () => {
    const first = (items: readonly number[]) => (
      <ServerNowContext.Provider value={Date.UTC(2026, 10, 27)}>
        <List items={items} />
      </ServerNowContext.Provider>
    );
    const { getByTestId, rerender } = render(first(range(25)));
    expect(getByTestId('n').textContent).toBe('25:0');
    rerender(first(range(25, 100)));
    expect(getByTestId('n').textContent).toBe('10:100');
  });

  it('a short list shows whole at once', () => {
    const { getByTestId } = render(<List items={range(4)} />);
    expect(getByTestId('n').textContent).toBe('4:0');
  });
});

function Later({ ready }: { ready: boolean }) {
  return <p data-testid="later">{String(useNextTask(ready))}</p>;
}

describe('useNextTask', () => {
  it('turns true one macrotask after ready, never before it, and stays true', async () => {
    const { getByTestId, rerender } = render(<Later ready={false} />);
    await flush();
    expect(getByTestId('later').textContent).toBe('false');
    rerender(<Later ready />);
    // The render in which the page becomes ready paints without the deferred part.
    expect(getByTestId('later').textContent).toBe('false');
    await act(async () => vi.advanceTimersToNextTimer());
    expect(getByTestId('later').textContent).toBe('true');
    rerender(<Later ready={false} />);
    await flush();
    expect(getByTestId('later').textContent).toBe('true');
  });

  it("is true from the start in the server's first screen, whose markup holds the list", () => {
    const { getByTestId } = render(
      <ServerNowContext.Provider value={Date.UTC(2026, 10, 27)}>
        <Later ready />
      </ServerNowContext.Provider>,
    );
    expect(getByTestId('later').textContent).toBe('true');
  });
});
