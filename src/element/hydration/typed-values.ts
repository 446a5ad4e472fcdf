// What a guest typed into the server's markup before the page's code ran. Hydration keeps the text in the
// DOM but not in the component's state, so the next render would wipe it and a submit would send the
// empty value. Loaded with the hydration only: elements without server markup carry none of it.

/**
 * What a controlled field fires when it mounts (src/ui/field-mount.ts; the UI layer sits beside this one,
 * so the name is written in both, and a test holds them equal).
 */
export const FIELD_MOUNT_EVENT = 'gp-field-mount';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (el: EventTarget | null): el is Control => el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/**
 * Hands `typed` to the field's onChange through React's own event path: React's value tracker is set to
 * what React rendered, the guest's value put back past it, and an input (a select: change) event fired.
 */
export function replayTypedValue(el: Control, rendered: string, typed: string): void {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
  if (typed === rendered || !nativeSetter) return;
  el.value = rendered;
  nativeSetter.call(el, typed);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * From now on, a field that mounts in `root` holding another value than React rendered into it (which
 * only typing before hydration leaves: a field React creates holds its value; a select cannot show a value
 * none of its options has) gets that value replayed. Each field's value is read at its mount: the first
 * replay re-renders the form, which resets the fields not replayed yet to their state.
 */
export function replayTypedValues(root: ShadowRoot): void {
  root.addEventListener(FIELD_MOUNT_EVENT, (event) => {
    const el = event.target;
    const rendered = (event as CustomEvent<unknown>).detail;
    if (!isControl(el) || typeof rendered !== 'string') return;
    const typed = el.value;
    if (typed === rendered || (el instanceof HTMLSelectElement && ![...el.options].some((o) => o.value === rendered))) return;
    // After the commit that mounted it: React takes the event as a new one, not as part of hydrating.
    queueMicrotask(() => replayTypedValue(el, rendered, typed));
  });
}
