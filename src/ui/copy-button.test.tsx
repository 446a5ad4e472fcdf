import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../tests/unit/render';
import { CopyButton } from './copy-button';
import { Link } from './link';

afterEach(() => vi.restoreAllMocks());

describe('CopyButton', () => {
  it('copies the value and announces it', async () => {
    const user = userEvent.setup();
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await renderInElement(<CopyButton value="1234#" ariaLabel="Copy door code" />);
    await user.click(screen.getByRole('button', { name: 'Copy door code' }));
    expect(write).toHaveBeenCalledWith('1234#');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied'));
  });

  it('announces a clipboard failure', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await renderInElement(<CopyButton value="x" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Could not copy'));
  });
});

describe('Link', () => {
  it('has a real href and navigates through the router on a plain click', async () => {
    const { history } = await renderInElement(<Link to={{ name: 'reservation-info', params: { id: 'ABC' } }}>Trip info</Link>);
    const link = screen.getByRole('link', { name: 'Trip info' });
    expect(link.getAttribute('href')).toBe('/tourist/trips/ABC/info');
    await userEvent.click(link);
    expect(history.current().url).toBe('/tourist/trips/ABC/info');
  });
});
