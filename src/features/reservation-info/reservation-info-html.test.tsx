// @vitest-environment jsdom
// DOMPurify does not support happy-dom (it would escape everything); jsdom lets the real sanitiser run.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInElement } from '../../../tests/unit/render';
import { NOW } from '../../../tests/fixtures/trips-fixtures';
import { INFO_URL, infoRoutes, tripInfo } from '../../../tests/fixtures/info-fixtures';
import { ReservationInfoPage } from './reservation-info-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as { pwned?: boolean }).pwned;
});

const PAYLOAD = '<p>Safe <b>bold</b></p><script>window.pwned = true</script><img src="x" onerror="window.pwned = true"><a href="javascript:window.pwned=true">x</a>';

describe('server HTML on the reservation info page', () => {
  it('renders instructions, guidebook hints and custom instructions without scripts or handlers', async () => {
    const { container } = await renderInElement(<ReservationInfoPage />, {
      url: INFO_URL,
      routes: infoRoutes({
        trip: tripInfo({
          checkin_instructions: PAYLOAD,
          guests_info: { listing_info_def: [{ topic: 'Pool', sub_topic: 'Hours', hint: PAYLOAD }], comments: null, images: [] },
          info: { door_codes: [], wifi: null, phones: [], links: [], custom_instructions: PAYLOAD },
        }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Sea View Loft' });
    fireEvent.click(screen.getByRole('button', { name: 'Arrival instructions' }));
    const html = container.innerHTML;
    // The formatting survives three times (instructions, hint, custom instructions)...
    expect(container.querySelectorAll('.gp-html b')).toHaveLength(3);
    // ...the payload does not.
    expect(container.querySelectorAll('script')).toHaveLength(0);
    expect(html).not.toMatch(/onerror|javascript:|pwned/i);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });
});
