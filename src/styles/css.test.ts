import { describe, expect, it } from 'vitest';
import { adoptStyles, cascadeOrder, css, holdServerStyles, primitiveCss, releaseServerStyles, setNamedSheet, sheetFor } from './css';

describe('css tag', () => {
  it('rewrites rem to the element base size so the host root font cannot resize the element', () => {
    expect(css`a { padding: 0.5rem 1rem; width: calc(100% - 2rem); }`).toBe(
      'a { padding: calc(0.5 * var(--_rem)) calc(1 * var(--_rem)); width: calc(100% - calc(2 * var(--_rem))); }',
    );
    expect(css`.remove { x: 1; } b { font-size: .875rem }`).toBe('.remove { x: 1; } b { font-size: calc(.875 * var(--_rem)) }');
    expect(css`i { v: ${3}px; }`).toBe('i { v: 3px; }');
  });
});

describe('adoptStyles: one cascade order whatever mounts first', () => {
  const primitive = primitiveCss`.p-${1} { display: inline-flex; }`;
  const screen = css`.s { display: none; }`;
  const other = css`.o { color: red; }`;
  const base = css`:host { display: block; }`;
  const names = new Map<CSSStyleSheet, string>([
    [sheetFor(primitive), 'primitive'],
    [sheetFor(screen), 'screen'],
    [sheetFor(other), 'other'],
    [sheetFor(base), 'base'],
  ]);
  /** The root's sheets by name (identity, not structure: two sheets compare equal as plain objects). */
  const order = (root: ShadowRoot) => root.adoptedStyleSheets.map((s) => names.get(s) ?? 'unknown');
  const rootOf = () => document.createElement('div').attachShadow({ mode: 'open' });

  it("puts primitives first, then screens, then the element's own sheets, each in adoption order", () => {
    const root = rootOf();
    adoptStyles(root, [base], true);
    // A screen adopted before the primitive it composes (a parent's effect, a lazy chunk) still overrides it.
    adoptStyles(root, [screen]);
    adoptStyles(root, [primitive]);
    adoptStyles(root, [other]);
    expect(order(root)).toEqual(['primitive', 'screen', 'other', 'base']);
    // Adopting again (a second button mounts) moves nothing.
    adoptStyles(root, [other, primitive, screen]);
    expect(order(root)).toEqual(['primitive', 'screen', 'other', 'base']);
  });

  it('keeps a sheet set by name (branding) after its own', () => {
    const root = rootOf();
    setNamedSheet(root, 'branding', ':host { --x: 1; }');
    names.set(root.adoptedStyleSheets[0]!, 'branding');
    adoptStyles(root, [screen, primitive]);
    expect(order(root)).toEqual(['primitive', 'screen', 'branding']);
  });

  it("orders the server's texts the same way: primitives first, the rest as rendered", () => {
    expect(cascadeOrder([screen, other, primitive])).toEqual([primitive, screen, other]);
  });
});

describe("a server-rendered root: its <style> serves until a sheet it lacks is asked for", () => {
  const primitive = primitiveCss`.hp { display: inline-flex; }`;
  const screen = css`.hs { display: none; }`;
  const base = css`:host { display: block; }`;
  const brand = ':host { --gp-brand: #123456; }';
  const dialog = css`.hd { position: fixed; }`;
  /** A root as the server writes it: one <style> with the first screen's sheets, in the cascade's order. */
  const serverRoot = () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = [primitive, screen, base, brand].join('\n');
    root.append(style, document.createElement('div'));
    holdServerStyles(root);
    return { root, style };
  };
  const names = (root: ShadowRoot) =>
    root.adoptedStyleSheets.map((s) => new Map([[sheetFor(primitive), 'primitive'], [sheetFor(screen), 'screen'], [sheetFor(base), 'base'], [sheetFor(dialog), 'dialog']]).get(s) ?? s.cssRules[0]?.cssText ?? 'empty');

  /** What a first screen asks for at its upgrade and hydration: the element's sheet, a screen's after its primitive's, the branding. */
  const adoptFirstScreen = (root: ShadowRoot) => {
    adoptStyles(root, [base], true);
    adoptStyles(root, [screen]);
    adoptStyles(root, [primitive]);
    setNamedSheet(root, 'brand', brand);
  };

  it('adopts nothing while the first screen asks only for what the <style> holds', () => {
    const { root, style } = serverRoot();
    adoptFirstScreen(root);
    setNamedSheet(root, 'reserved-box', '');
    expect(root.adoptedStyleSheets).toEqual([]);
    expect(style.parentNode).toBe(root);
  });

  it("adopts what it stood in for, in the cascade's order, and removes the <style> when another sheet is asked for", () => {
    const { root, style } = serverRoot();
    adoptFirstScreen(root);
    adoptStyles(root, [dialog]);
    expect(names(root)).toEqual(['primitive', 'screen', 'dialog', 'base', ':host { --gp-brand: #123456; }']);
    expect(style.parentNode).toBeNull();
    expect(root.querySelector('style')).toBeNull();
  });

  it('lets go on a branding change, and once the markup is gone', () => {
    const changed = serverRoot();
    adoptStyles(changed.root, [screen]);
    setNamedSheet(changed.root, 'brand', ':host { --gp-brand: #654321; }');
    expect(names(changed.root)).toEqual(['screen', ':host { --gp-brand: #654321; }']);
    expect(changed.style.parentNode).toBeNull();

    const emptied = serverRoot();
    adoptStyles(emptied.root, [base], true);
    emptied.root.replaceChildren();
    adoptStyles(emptied.root, [screen]);
    expect(names(emptied.root)).toEqual(['screen', 'base']);
  });

  it('releases on demand, once', () => {
    const { root, style } = serverRoot();
    adoptStyles(root, [base], true);
    releaseServerStyles(root);
    releaseServerStyles(root);
    expect(names(root)).toEqual(['base']);
    expect(style.parentNode).toBeNull();
    // From here on the root adopts as any other.
    adoptStyles(root, [screen]);
    expect(names(root)).toEqual(['screen', 'base']);
  });
});
