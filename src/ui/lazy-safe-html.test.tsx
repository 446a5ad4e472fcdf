// @vitest-environment jsdom
// DOMPurify does not support happy-dom (it would escape everything); jsdom lets the real sanitiser run.
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { LazySafeHtml, plainText } from './lazy-safe-html';

describe('LazySafeHtml', () => {
  it('plain text keeps the words only: no markup, no script or style text', () => {
    expect(plainText('<p>Check in <b>12:00</b> &amp; relax</p><script>alert(1)</script><style>p{}</style>')).toBe('Check in 12:00 & relax');
    expect(plainText(null)).toBe('');
  });

  it('shows the plain text first, then the sanitised HTML in the same element type and class', async () => {
    const { container } = render(<LazySafeHtml className="x" html={'<p>Hi <b>there</b><img src=x onerror="window.pwned=1"></p>'} />);
    expect(container.querySelector('div.x')?.textContent).toBe('Hi there');
    await waitFor(() => expect(container.querySelector('div.x b')?.textContent).toBe('there'));
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });
});
