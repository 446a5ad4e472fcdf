import { describe, expect, it } from 'vitest';
import { adoptStyles, cascadeOrder, css, primitiveCss, setNamedSheet, sheetFor } from './css';

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
