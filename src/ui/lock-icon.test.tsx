import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { LockIcon } from './lock-icon';

describe('LockIcon', () => {
  it('is an SVG drawing (no emoji font needed), hidden from assistive tech', () => {
    const { container } = render(<LockIcon />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(container.textContent).toBe('');
  });
});
