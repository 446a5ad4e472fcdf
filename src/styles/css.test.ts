import { describe, expect, it } from 'vitest';
import { css } from './css';

describe('css tag', () => {
  it('rewrites rem to the element base size so the host root font cannot resize the element', () => {
    expect(css`a { padding: 0.5rem 1rem; width: calc(100% - 2rem); }`).toBe(
      'a { padding: calc(0.5 * var(--_rem)) calc(1 * var(--_rem)); width: calc(100% - calc(2 * var(--_rem))); }',
    );
    expect(css`.remove { x: 1; } b { font-size: .875rem }`).toBe('.remove { x: 1; } b { font-size: calc(.875 * var(--_rem)) }');
    expect(css`i { v: ${3}px; }`).toBe('i { v: 3px; }');
  });
});
