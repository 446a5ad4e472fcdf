import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderInElement } from '../../../tests/unit/render';
import { DEFAULT_TILE_URL, ListingMap, tileUrlTemplate } from './listing-map';

const calls = vi.hoisted(() => ({ tiles: [] as string[], views: [] as unknown[], removed: 0 }));
vi.mock('leaflet', () => {
  const map = () => ({
    setView(center: unknown) {
      calls.views.push(center);
      return this;
    },
    zoomControl: { getContainer: () => null },
    remove: () => (calls.removed += 1),
  });
  const layer = () => ({ addTo: () => undefined });
  return { default: { map, tileLayer: (url: string) => (calls.tiles.push(url), layer()), circleMarker: layer } };
});

afterEach(() => {
  vi.restoreAllMocks();
  calls.tiles.length = 0;
  calls.views.length = 0;
});

describe('tileUrlTemplate', () => {
  it('uses an https template from configuration, else the OpenStreetMap default', () => {
    expect(tileUrlTemplate('https://tiles.example/{z}/{x}/{y}.png')).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(tileUrlTemplate('http://localhost:8080/{z}/{x}/{y}.png')).toBe('http://localhost:8080/{z}/{x}/{y}.png');
    expect(tileUrlTemplate('http://tiles.example/{z}/{x}/{y}.png')).toBe(DEFAULT_TILE_URL);
    expect(tileUrlTemplate('javascript:alert(1)//{z}')).toBe(DEFAULT_TILE_URL);
    expect(tileUrlTemplate(undefined)).toBe(DEFAULT_TILE_URL);
    expect(DEFAULT_TILE_URL).toBe('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
});

describe('ListingMap', () => {
  it('does not load leaflet while the map box is hidden (mobile)', async () => {
    await renderInElement(<ListingMap lat={38.7} lng={-9.1} label="Loft" tileUrl={DEFAULT_TILE_URL} />);
    expect(calls.tiles).toEqual([]);
  });

  it('loads leaflet lazily once displayed, with the configured tiles, and removes the map on unmount', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(260);
    const { unmount } = await renderInElement(<ListingMap lat={38.7} lng={-9.1} label="Loft" tileUrl="https://tiles.example/{z}/{x}/{y}.png" />);
    await waitFor(() => expect(calls.tiles).toEqual(['https://tiles.example/{z}/{x}/{y}.png']));
    expect(calls.views).toEqual([[38.7, -9.1]]);
    const before = calls.removed;
    unmount();
    expect(calls.removed).toBe(before + 1);
  });
});
