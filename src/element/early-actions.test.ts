/**
 * Taps on server markup before its hydration are held and replayed once it has committed; links, and
 * elements rendered in the browser, are left alone; an element whose code never loads gets its taps
 * back as the browser's own.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyActions, releaseEarlyActions } from './early-actions';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from './embedded-state';

let host: HTMLElement;
afterEach(() => host?.remove());

/** An element as the parser leaves it: its declarative root holding the server's wrapper and `inner`. */
function serverElement(inner: string): { root: ShadowRoot; wrapper: HTMLElement } {
  host = document.createElement('gp-early-test');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<div data-gp-hydrate>${inner}</div>`;
  return { root, wrapper: root.firstElementChild as HTMLElement };
}

/** What the hydration does at its commit (src/element/hydration/hydrate.ts). */
function commitHydration(root: ShadowRoot, wrapper: HTMLElement) {
  wrapper.setAttribute(HYDRATED_ATTRIBUTE, '');
  root.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** A server form whose taps are held, and how often it was submitted (its post stopped, as the code does). */
function heldForm() {
  const { root, wrapper } = serverElement('<form method="post"><input name="q" value="typed"><button type="submit" id="s">Send</button></form>');
  holdEarlyActions(host);
  let submits = 0;
  root.querySelector('form')!.addEventListener('submit', (e) => {
    e.preventDefault();
    submits += 1;
  });
  return { root, wrapper, submits: () => submits };
}

const tap = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};

describe('taps before the hydration', () => {
  it('are held from the page and replayed once, in order, after the commit', async () => {
    const { root, wrapper } = serverElement('<button type="button" id="a">A</button><div role="tab" id="b">B</div>');
    holdEarlyActions(host);
    const seen: string[] = [];
    wrapper.addEventListener('click', (e) => seen.push((e.target as Element).id));
    const a = root.getElementById('a')!;
    const b = root.getElementById('b')!;
    expect(tap(a).defaultPrevented).toBe(true);
    tap(a);
    tap(b);
    expect(seen).toEqual([]);
    // The guest sees the taps were taken: each control is busy until it is clicked again.
    expect([a.getAttribute('aria-busy'), b.getAttribute('aria-busy')]).toEqual(['true', 'true']);
    expect([a.hasAttribute('data-gp-held'), b.hasAttribute('data-gp-held')]).toEqual([true, true]);
    commitHydration(root, wrapper);
    await waitFor(() => expect(seen).toEqual(['a', 'b']));
    expect([a.hasAttribute('aria-busy'), b.hasAttribute('aria-busy')]).toEqual([false, false]);
    expect([a.hasAttribute('data-gp-held'), b.hasAttribute('data-gp-held')]).toEqual([false, false]);
    // Live now: a tap goes straight through, untouched.
    expect(tap(b).defaultPrevented).toBe(false);
    expect(seen).toEqual(['a', 'b', 'b']);
  });

  it("keep a checkbox as the page's state has it until the code can take the tap", async () => {
    const { root, wrapper } = serverElement('<label><input type="checkbox" id="c"> Agree</label>');
    holdEarlyActions(host);
    const box = root.getElementById('c') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    commitHydration(root, wrapper);
    await waitFor(() => expect(box.checked).toBe(true));
  });

  it('hold a submit until the commit: the form is sent by the code, not posted to the page', async () => {
    const { root, wrapper, submits } = heldForm();
    root.getElementById('s')!.click();
    expect(submits()).toBe(0);
    commitHydration(root, wrapper);
    await waitFor(() => expect(submits()).toBe(1));
  });

  it('leave links to the browser', () => {
    const { root } = serverElement('<a href="#there" id="l">There</a>');
    holdEarlyActions(host);
    expect(tap(root.getElementById('l')!).defaultPrevented).toBe(false);
  });

  it('skip a control the hydration replaced', async () => {
    const { root, wrapper } = serverElement('<button type="button" id="old">Old</button>');
    holdEarlyActions(host);
    const old = root.getElementById('old')!;
    let clicked = 0;
    old.addEventListener('click', () => (clicked += 1));
    tap(old);
    old.remove();
    commitHydration(root, wrapper);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clicked).toBe(0);
  });

  it('go to the browser when the code never loads, and later taps are no longer held', async () => {
    const { root, submits } = heldForm();
    root.getElementById('s')!.click();
    expect(submits()).toBe(0);
    releaseEarlyActions(host);
    await waitFor(() => expect(submits()).toBe(1));
    root.getElementById('s')!.click();
    expect(submits()).toBe(2);
  });
});

describe('an element rendered in the browser', () => {
  it('is never held', () => {
    host = document.createElement('gp-early-test');
    document.body.append(host);
    holdEarlyActions(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<div class="gp-root"><button type="button" id="a">A</button></div>';
    expect(tap(root.getElementById('a')!).defaultPrevented).toBe(false);
  });
});
