import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { ListingImage } from './listing-image';
import { LockIcon } from './lock-icon';

describe('ListingImage', () => {
  it('shows the picture while it loads', () => {
    const { container } = render(<ListingImage className="pic" src="https://img.example/villa.jpg" />);
    expect(container.querySelector('img.pic')?.getAttribute('src')).toBe('https://img.example/villa.jpg');
    expect(container.querySelector('[data-placeholder]')).toBeNull();
  });

  it('replaces a picture that fails to load with the listing placeholder, not a broken image', () => {
    const { container } = render(<ListingImage className="pic" src="https://img.example/gone.jpg" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = container.querySelector('svg.pic[data-placeholder]');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the placeholder when the listing has no picture, and tries a new picture again', () => {
    const { container, rerender } = render(<ListingImage className="pic" src={null} />);
    expect(container.querySelector('svg[data-placeholder]')).not.toBeNull();
    rerender(<ListingImage className="pic" src="https://img.example/new.jpg" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.example/new.jpg');
  });
});

describe('LockIcon', () => {
  it('is an SVG drawing (no emoji font needed), hidden from assistive tech', () => {
    const { container } = render(<LockIcon />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(container.textContent).toBe('');
  });
});
