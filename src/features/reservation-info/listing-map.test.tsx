import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderInElement } from '../../../tests/unit/render';
import { installResizeObserver } from '../../../tests/unit/fake-resize-observer';
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
  vi.unstubAllGlobals();
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
  it('does not load leaflet while the map box is hidden (mobile), nor read its size (a forced layout)', async () => {
    const layout = installResizeObserver();
    const read = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    const { container } = await renderInElement(<ListingMap lat={38.7} lng={-9.1} label="Loft" tileUrl={DEFAULT_TILE_URL} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.tiles).toEqual([]);
    expect(read).not.toHaveBeenCalled();
    // Shown later (a wider window): the map loads then.
    const box = container.querySelector('.gp-map__canvas')!;
    expect(layout.watched(box)).toBe(true);
    layout.resize(box, 400, 260);
    await waitFor(() => expect(calls.tiles).toEqual([DEFAULT_TILE_URL]));
  });

  it('loads leaflet lazily once displayed, with the configured tiles, and removes the map on unmount', async () => {
    const layout = installResizeObserver();
    const { container, unmount } = await renderInElement(<ListingMap lat={38.7} lng={-9.1} label="Loft" tileUrl="https://tiles.example/{z}/{x}/{y}.png" />);
    layout.resize(container.querySelector('.gp-map__canvas')!, 400, 260);
    await waitFor(() => expect(calls.tiles).toEqual(['https://tiles.example/{z}/{x}/{y}.png']));
    expect(calls.views).toEqual([[38.7, -9.1]]);
    const before = calls.removed;
    unmount();
    expect(calls.removed).toBe(before + 1);
  });
});
