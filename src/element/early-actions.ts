// Taps on a server render before its code has hydrated it. The markup looks live from its first paint,
// but a button has no handler until React adopts it: the tap would be lost (a tab, a "Cancel purchase"),
// or a form would post to the page and come back without what the guest typed. The loader holds such a
// tap from the moment it runs and replays it once the hydration has committed, as the guest made it.
import { childWith, HELD_ATTRIBUTE, HYDRATE_ATTRIBUTE, HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from './embedded-state';

/**
 * Controls whose tap means something only to the page's code: buttons (a submit button's default is the
 * form's post), checkboxes and radios (the page's state decides what they hold), widgets by role.
 * Links are left alone: the browser follows them with or without the code.
 */
const ACTIONABLE = [
  'button',
  'input[type="submit"]',
  'input[type="image"]',
  'input[type="button"]',
  'input[type="reset"]',
  'input[type="checkbox"]',
  'input[type="radio"]',
  ...['button', 'tab', 'switch', 'checkbox', 'radio', 'menuitem', 'option'].map((role) => `[role="${role}"]`),
].join(',');

interface Held {
  /** The controls tapped, in order; a tap repeated on the same control counts once (nothing answered it). */
  taps: HTMLElement[];
  stop(): void;
}

const held = new WeakMap<Element, Held>();

/** The server render's wrapper while it waits for its hydration; null once hydrated, thrown away, or absent. */
function waitingWrapper(el: Element): HTMLElement | null {
  const root = el.shadowRoot;
  const wrapper = root ? childWith(root, HYDRATE_ATTRIBUTE) : null;
  return wrapper && !wrapper.hasAttribute(HYDRATED_ATTRIBUTE) ? wrapper : null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Clicks each control still in the page, one task apart: each tap's render lands before the next. */
async function replay(taps: HTMLElement[]): Promise<void> {
  for (const control of taps) {
    await nextTask();
    control.removeAttribute('aria-busy');
    control.removeAttribute(HELD_ATTRIBUTE);
    if (control.isConnected) control.click();
  }
}

/**
 * Holds taps on `el`'s server markup until it is hydrated (the hydration marks its wrapper and tells its
 * shadow root, src/element/hydration/hydrate.ts), then replays them. Listening on the host, in the
 * capture phase, sees a tap before anything inside the shadow root does, also when the element's
 * declarative root is still streaming in. An element rendered in the browser is left alone.
 */
export function holdEarlyActions(el: Element): void {
  if (held.has(el)) return;
  const entry: Held = { taps: [], stop: () => el.removeEventListener('click', onClick, true) };
  held.set(el, entry);

  function onClick(event: Event): void {
    const wrapper = waitingWrapper(el);
    if (!wrapper) {
      // Rendered in the browser (no server markup, or it was thrown away): nothing to hold, ever again.
      if (el.shadowRoot) entry.stop();
      return;
    }
    const target = event.composedPath()[0];
    const control = target instanceof Element ? target.closest<HTMLElement>(ACTIONABLE) : null;
    if (!control || !wrapper.contains(control)) return;
    // The browser's default (a post, a checkbox's tick) would run without the page's state: not yet.
    event.preventDefault();
    event.stopImmediatePropagation();
    // Until then the control says it is busy (announced by a screen reader, dimmed by the base sheet).
    control.setAttribute('aria-busy', 'true');
    control.setAttribute(HELD_ATTRIBUTE, '');
    if (entry.taps.at(-1) !== control) entry.taps.push(control);
    if (entry.taps.length > 1) return;
    el.shadowRoot!.addEventListener(
      HYDRATED_EVENT,
      () => {
        entry.stop();
        void replay(entry.taps.splice(0));
      },
      { once: true },
    );
  }
  el.addEventListener('click', onClick, true);
}

/**
 * The element's code did not load: it will never hydrate. The taps held go to the browser as they are
 * (a form posts to the page, as without the SDK), and later ones are no longer held.
 */
export function releaseEarlyActions(el: Element): void {
  const entry = held.get(el);
  if (!entry) return;
  held.delete(el);
  entry.stop();
  void replay(entry.taps.splice(0));
}
