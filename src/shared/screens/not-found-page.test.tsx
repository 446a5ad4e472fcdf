import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../../tests/unit/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("reads 'Empty Place' / 'Unfortunately, nothing could be found'; Back Home goes to the trips list", async () => {
    const { history } = await renderInElement(<NotFoundPage />, { url: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Empty Place' })).toBeTruthy();
    expect(screen.getByText('Unfortunately, nothing could be found')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back Home' }));
    expect(history.current().url).toBe('/tourist/trips');
  });
});
