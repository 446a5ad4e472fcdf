// Loads a step's module (its own chunk) when the step opens, keeping the box the previous step
// occupied until the new one is in place, so nothing below moves while the chunk arrives.
import { use, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardStepId } from '../../../core/precheckin-steps';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import type { StepModule, StepRegistry } from '../step-contract';

const loaded = new WeakMap<StepRegistry, Map<WizardStepId, StepModule>>();

function cached(registry: StepRegistry, id: WizardStepId): StepModule | null {
  return loaded.get(registry)?.get(id) ?? null;
}

function keep(registry: StepRegistry, id: WizardStepId, m: StepModule): StepModule {
  let byId = loaded.get(registry);
  if (!byId) loaded.set(registry, (byId = new Map()));
  byId.set(id, m);
  return m;
}

type Load = { id: WizardStepId; attempt: number; module: StepModule | null; failed: boolean };

/** The first load of each step, settled either way (a failure offers Retry, it does not throw). */
const firstLoads = new WeakMap<StepRegistry, Map<WizardStepId, Promise<Omit<Load, 'id' | 'attempt'>>>>();

function firstLoad(registry: StepRegistry, id: WizardStepId) {
  let byId = firstLoads.get(registry);
  if (!byId) firstLoads.set(registry, (byId = new Map()));
  let load = byId.get(id);
  if (!load) {
    load = registry[id]().then(
      (m) => ({ module: keep(registry, id, m), failed: false }),
      () => ({ module: null, failed: true }),
    );
    byId.set(id, load);
  }
  return load;
}

/**
 * The module of step `id`, loaded on demand and kept for the page's lifetime. The step the wizard opens
 * with suspends until its module is in (the wizard appears with its step in one go, and a server render
 * waits for it: the browser keeps the server's markup meanwhile); a step the guest moves to later loads
 * while the wizard stays, its box holding the last step's height.
 */
export function useStepModule(registry: StepRegistry, id: WizardStepId): { module: StepModule | null; failed: boolean; retry(): void } {
  const [opened] = useState(id);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Load | null>(null);
  const mine = state && state.id === id && state.attempt === attempt ? state : null;
  // Once a first load has started, its promise is read on every render of the opening step: the render
  // after the suspension finds the module cached, and React requires use() to be called again there.
  const first = id === opened && attempt === 0 && (firstLoads.get(registry)?.has(id) || !cached(registry, id)) ? use(firstLoad(registry, id)) : null;
  const module = cached(registry, id) ?? mine?.module ?? null;

  useEffect(() => {
    if (cached(registry, id) || (id === opened && attempt === 0)) return;
    let live = true;
    registry[id]().then(
      (m) => {
        keep(registry, id, m);
        if (live) setState({ id, attempt, module: m, failed: false });
      },
      () => {
        if (live) setState({ id, attempt, module: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [registry, id, attempt, opened]);

  return { module, failed: !module && (mine?.failed === true || first?.failed === true), retry: () => setAttempt((n) => n + 1) };
}

/**
 * The box's last height while `active`, as the browser laid it out. Observed, not read: reading
 * offsetHeight after each render forced a layout in every commit (the hydration's, each keystroke's).
 */
function useLastHeight(boxRef: RefObject<HTMLElement | null>, active: boolean): RefObject<number> {
  const height = useRef(0);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!active || !box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize?.[0]?.blockSize;
      if (size) height.current = size;
    });
    observer.observe(box, { box: 'border-box' });
    return () => observer.disconnect();
  }, [boxRef, active]);
  return height;
}

/** The step's box: holds the last step's height while a chunk loads; a chunk that fails offers Retry. */
export function StepBox({ ready, failed, onRetry, boxRef, children }: { ready: boolean; failed: boolean; onRetry(): void; boxRef: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  const { t } = useTranslation();
  const lastHeight = useLastHeight(boxRef, ready);
  const hold = !ready && lastHeight.current > 0 ? { minHeight: `${lastHeight.current}px` } : undefined;
  return (
    <div className="gp-wizard__step" ref={boxRef} style={hold} aria-busy={!ready || undefined}>
      {ready ? (
        children
      ) : failed ? (
        <div className="gp-wizard__step-failed">
          <Alert tone="error">{t('precheckin:load.stepFailed')}</Alert>
          <Button variant="secondary" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : (
        <div className="gp-wizard__step-loading">
          <Spinner />
        </div>
      )}
    </div>
  );
}
