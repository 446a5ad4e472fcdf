import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInElement } from '../../../tests/unit/render';
import { Placeholder } from './placeholder';

describe('Placeholder', () => {
  it('shows the message a redirect carried in navigation state', async () => {
    const { history } = await renderInElement(<Placeholder titleKey="common:elements.guest-precheckin" />, { url: '/tourist/trips/A' });
    expect(screen.getByRole('heading', { name: 'Pre-check-in' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => history.replace('/tourist/trips/A', { message: 'Please complete the pre-check-in process to access your reservation details.' }));
    expect(screen.getByRole('status').textContent).toContain('Please complete the pre-check-in process to access your reservation details.');
  });
});
