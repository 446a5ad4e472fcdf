import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { renderInElement } from '../../tests/unit/render';
import { useElement } from '../element/context';
import { INACTIVITY_TIMEOUT_MS, useInactivityRedirect } from './use-inactivity-redirect';

function Probe({ enabled, onIdle }: { enabled: boolean; onIdle: () => void }) {
  useInactivityRedirect(enabled, onIdle);
  return <p>probe</p>;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useInactivityRedirect', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires after 180000 ms without activity, not before', async () => {
    const onIdle = vi.fn();
    await renderInElement(<Probe enabled onIdle={onIdle} />);
    expect(INACTIVITY_TIMEOUT_MS).toBe(180_000);
    advance(179_999);
    expect(onIdle).not.toHaveBeenCalled();
    advance(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  const events: [string, () => void][] = [
    ['mousemove', () => fireEvent.mouseMove(document.body)],
    ['keydown', () => fireEvent.keyDown(document.body, { key: 'a' })],
    ['click', () => fireEvent.click(document.body)],
    ['scroll', () => fireEvent.scroll(window)],
  ];
  for (const [name, fire] of events) {
    it(`${name} resets the timer`, async () => {
      const onIdle = vi.fn();
      await renderInElement(<Probe enabled onIdle={onIdle} />);
      advance(170_000);
      fire();
      advance(170_000);
      expect(onIdle).not.toHaveBeenCalled();
      advance(10_000);
      expect(onIdle).toHaveBeenCalledTimes(1);
    });
  }

  it('a scroll inside the shadow root counts (scroll events do not leave it)', async () => {
    const onIdle = vi.fn();
    let shadow: ShadowRoot | null = null;
    function Capture() {
      // eslint-disable-next-line react-hooks/globals -- the test reads the shadow root from inside a render
      shadow = useElement().shadowRoot;
      return null;
    }
    await renderInElement(
      <>
        <Capture />
        <Probe enabled onIdle={onIdle} />
      </>,
    );
    const inner = document.createElement('div');
    shadow!.appendChild(inner);
    advance(170_000);
    inner.dispatchEvent(new Event('scroll', { bubbles: false, composed: false }));
    advance(170_000);
    expect(onIdle).not.toHaveBeenCalled();
    advance(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled (no origin=search)', async () => {
    const onIdle = vi.fn();
    await renderInElement(<Probe enabled={false} onIdle={onIdle} />);
    advance(600_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
