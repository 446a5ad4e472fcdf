import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRef, Suspense, useState } from 'react';
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { renderInElement } from '../../../../tests/unit/render';
import { installResizeObserver } from '../../../../tests/unit/fake-resize-observer';
import type { StepProps, StepRegistry } from '../step-contract';
import { StepBox, useStepModule } from './step-host';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('StepBox', () => {
  it('keeps the last step’s height while the next one loads, from what the browser laid out, never reading it', async () => {
    const layout = installResizeObserver();
    const read = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    const boxRef = createRef<HTMLDivElement>();
    let show: (step: { ready: boolean; text: string }) => void = () => undefined;
    function Harness() {
      const [step, setStep] = useState({ ready: true, text: 'Guests' });
      show = setStep;
      return (
        <StepBox ready={step.ready} failed={false} onRetry={() => undefined} boxRef={boxRef}>
          <p>{step.text}</p>
        </StepBox>
      );
    }
    await renderInElement(<Harness />);
    act(() => layout.resize(boxRef.current!, 390, 420));
    act(() => show({ ready: true, text: 'Guests, typed in' }));
    act(() => show({ ready: false, text: '' }));
    expect(boxRef.current!.style.minHeight).toBe('420px');
    expect(boxRef.current!.getAttribute('aria-busy')).toBe('true');
    // The next step in: its own height, nothing held.
    act(() => show({ ready: true, text: 'Documents' }));
    expect(boxRef.current!.style.minHeight).toBe('');
    expect(read).not.toHaveBeenCalled();
  });

  it('holds nothing before the step was ever laid out', async () => {
    installResizeObserver();
    const boxRef = createRef<HTMLDivElement>();
    await renderInElement(
      <StepBox ready={false} failed={false} onRetry={() => undefined} boxRef={boxRef}>
        <p>Guests</p>
      </StepBox>,
    );
    expect(boxRef.current!.style.minHeight).toBe('');
  });
});

describe('useStepModule', () => {
  it('suspends the opening step until its module is in, then renders it without a React warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const module = { Component: () => <p>Guests step</p>, validate: () => ({}) };
    const registry = { 'guests-info': () => Promise.resolve(module) } as unknown as StepRegistry;
    function Opening() {
      const { module: m } = useStepModule(registry, 'guests-info');
      return m ? <m.Component {...({} as StepProps)} /> : <p>none</p>;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => {
      root.render(
        <Suspense fallback={<p>loading</p>}>
          <Opening />
        </Suspense>,
      );
    });
    expect(host.textContent).toBe('Guests step');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    host.remove();
  });
});
