/**
 * The reservation info page against a backend that sends other sub-shapes than ours: a malformed
 * optional block hides that block only; the spec's plain forms (strings for phones, a map of links)
 * show like ours.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInElement } from '../../../tests/unit/render';
import { NOW } from '../../../tests/fixtures/trips-fixtures';
import { INFO_URL, infoRoutes, tripInfo } from '../../../tests/fixtures/info-fixtures';
import { ReservationInfoPage } from './reservation-info-page';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const render = (info: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  renderInElement(<ReservationInfoPage />, { url: INFO_URL, routes: infoRoutes({ trip: tripInfo({ info, ...extra }) }) });
const title = () => screen.findByRole('heading', { level: 1, name: 'Sea View Loft' });

describe('reservation info page with a differently shaped backend', () => {
  it('a malformed phones block hides the phones only; codes, Wi-Fi, links and the rest still show', async () => {
    await render({
      door_codes: [{ name: 'Front door', code: '4821', Alert: null }],
      wifi: { name: 'LoftNet', password: 's3cret-pass' },
      phones: { broken: { deeply: true } },
      links: [{ type: 'whatsapp', url: 'https://wa.me/15550102030' }],
    });
    await title();
    expect(screen.getByText('4821')).toBeTruthy();
    expect(screen.getByText('s3cret-pass')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Call / })).toBeNull();
    expect(warn.mock.calls.map((c: unknown[]) => String(c[0]))).toEqual([expect.stringContaining('"info.phones.0"')]);
  });

  it('a malformed wifi and guidebook hide only themselves', async () => {
    await render({ door_codes: '4821', wifi: { channel: 6 }, phones: '+1 (555) 010-2030' }, { guidebook_url: { nope: 1 } });
    await title();
    expect(screen.getByText('4821')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy Wi-Fi password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Call +1 (555) 010-2030' }).getAttribute('href')).toBe('tel:+15550102030');
  });

  it('shows phones sent as strings and links sent as a map, as the spec leaves them open', async () => {
    await render({ phones: ['+1 (555) 010-2030'], links: { whatsapp: 'https://wa.me/15550102030' }, wifi: { ssid: 'LoftNet', password: 'pw-2' } });
    await title();
    expect(screen.getByRole('link', { name: 'Call +1 (555) 010-2030' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/15550102030');
    expect(screen.getByText('LoftNet')).toBeTruthy();
  });
});
