import { useCallback, type Ref, type RefCallback } from 'react';
import { useHydrated } from './use-hydrated';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Hands a value the guest typed (or chose) in the server's markup, before the page's code ran, to React:
 * hydration keeps the text on screen but not in the component's state, so the next render would wipe it
 * and a submit would miss it. React's value tracker is set to what React rendered, the guest's value put
 * back past it, and an input event fired: the component's onChange receives it as if typed now. `typed`
 * is read when the field is attached: the first replay re-renders the form, which resets the fields not
 * replayed yet to their state.
 */
export function replayTypedValue(el: Control, rendered: string, typed: string): void {
  if (typed === rendered) return;
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
  if (!nativeSetter) return;
  el.value = rendered;
  nativeSetter.call(el, typed);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Gives a forwarded ref its element, returning a callback ref's cleanup. */
function setRef<E>(ref: Ref<E> | undefined, el: E | null): void | (() => void) {
  if (typeof ref === 'function') return ref(el);
  if (ref) ref.current = el;
}

/**
 * The ref for a controlled field: while hydrating, it replays what the guest typed before hydration
 * (replayTypedValue); it also sets `forwarded`. A field rendered in the browser only has nothing to replay.
 */
export function useTypedBeforeHydration<E extends Control>(value: unknown, forwarded: Ref<E> | undefined): RefCallback<E> {
  const hydrated = useHydrated();
  const controlled = value !== undefined && value !== null;
  const rendered = controlled ? String(value) : '';
  return useCallback(
    (el: E | null) => {
      // After the commit that attached it: React takes the event as a new one, not as part of hydrating.
      if (el && !hydrated && controlled) {
        const typed = el.value;
        queueMicrotask(() => replayTypedValue(el, rendered, typed));
      }
      return setRef(forwarded, el);
    },
    // The replay matters at the first attach only (while hydrating): later values do not re-create the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hydrated, forwarded],
  );
}
