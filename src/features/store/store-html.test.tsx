// @vitest-environment jsdom
// DOMPurify does not support happy-dom (it would escape everything); jsdom lets the real sanitiser run.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInElement } from '../../../tests/unit/render';
import { apiRoutes } from '../../../tests/fixtures/trips-fixtures';
import { GUEST, HISTORY, STORE_CODE, STORE_CONFIG, STORE_ITEMS, STORE_RESERVATION } from '../../../tests/fixtures/store-fixtures';
import { StoreFeature } from './store-feature';

const routes = apiRoutes({
  'GET /api/tourist/reservations/': [STORE_RESERVATION],
  'GET /api/config': STORE_CONFIG,
  'GET /api/tourist/user': GUEST,
  [`GET /api/tourist/reservations/${STORE_CODE}/store-items`]: STORE_ITEMS,
  'GET /api/tourist/store-items/history': [{ ...HISTORY[0], description: '<p>Ok <i>fine</i><img src=x onerror="window.pwned=1"></p>' }],
  'POST /api/tourist/reservations/501/log': { ok: true, id: 1 },
});

describe('server HTML in the store', () => {
  it('item descriptions keep formatting and lose scripts and handlers', async () => {
    const { container } = await renderInElement(<StoreFeature />, { url: `/tourist/store/reservation/${STORE_CODE}`, routes });
    const heading = await screen.findByRole('heading', { level: 3, name: 'Mid-stay Cleaning' });
    await waitFor(() => expect(container.querySelector('.gp-store-item__desc b')).not.toBeNull());
    const desc = heading.closest('li')!.querySelector('.gp-store-item__desc')!;
    expect(desc.innerHTML).toContain('Clean');
    expect(desc.querySelector('script, [onerror]')).toBeNull();
    expect(container.querySelectorAll('script')).toHaveLength(0);
    expect(container.querySelector('.gp-store-item__desc b')?.textContent).toBe('description');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('purchase history descriptions are sanitised', async () => {
    const { container } = await renderInElement(<StoreFeature />, { url: '/tourist/store/history', routes });
    await screen.findByRole('table');
    await waitFor(() => expect(container.querySelector('td i')?.textContent).toBe('fine'));
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
