import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Map as LeafletMap } from 'leaflet';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { leafletStyles } from './leaflet.styles';

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A tile URL template from configuration, accepted only over https (with http for localhost demos). */
export function tileUrlTemplate(configured: unknown): string {
  if (typeof configured !== 'string' || !configured.includes('{z}')) return DEFAULT_TILE_URL;
  const probe = configured.replace(/\{[a-z]\}/g, 'a');
  try {
    const u = new URL(probe);
    if (u.protocol === 'https:' || (u.protocol === 'http:' && /^(localhost|127\.0\.0\.1)$/.test(u.hostname))) return configured;
  } catch {
    /* fall through */
  }
  return DEFAULT_TILE_URL;
}

type LeafletModule = typeof import('leaflet');

/**
 * The property on a map. Leaflet is loaded with a dynamic import (its own chunk, never in the trips
 * bundle) and only when the map box is actually displayed (it is hidden on mobile). Without
 * reachable tiles the marker still shows on a grey map; the address and directions live outside.
 */
export function ListingMap({ lat, lng, label, tileUrl }: { lat: number; lng: number; label: string; tileUrl: string }) {
  useAdoptedStyles(leafletStyles);
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  // Load only once the box has a size (display:none on mobile gives none). Observed, not read at mount:
  // reading offsetWidth there forced a layout in the hydration's commit; an observer reports the size
  // the browser lays out anyway, and a box with none is not reported.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const show = (width: number, height: number) => width > 0 && height > 0 && setVisible(true);
    if (typeof ResizeObserver === 'undefined') {
      show(el.offsetWidth, el.offsetHeight);
      return;
    }
    const ro = new ResizeObserver(([entry]) => entry && show(entry.contentRect.width, entry.contentRect.height));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!visible || !el) return;
    let map: LeafletMap | null = null;
    let cancelled = false;
    import('leaflet')
      .then((mod) => {
        if (cancelled) return;
        const L = ((mod as unknown as { default?: LeafletModule }).default ?? mod) as LeafletModule;
        map = L.map(el, { scrollWheelZoom: false, attributionControl: true, zoomControl: true }).setView([lat, lng], 15);
        map.zoomControl.getContainer()?.querySelectorAll('a').forEach((a) => {
          a.setAttribute('aria-label', a.classList.contains('leaflet-control-zoom-in') ? t('info:map.zoomIn') : t('info:map.zoomOut'));
        });
        L.tileLayer(tileUrl, { attribution: OSM_ATTRIBUTION, maxZoom: 19, crossOrigin: true }).addTo(map);
        L.circleMarker([lat, lng], { radius: 10, weight: 3, color: '#ffffff', fillColor: '#0f7d80', fillOpacity: 1, className: 'gp-map__marker' }).addTo(map);
      })
      .catch(() => {
        /* No map: the address and directions link still work. */
      });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [visible, lat, lng, tileUrl, t]);

  return (
    <figure className="gp-map" part="map" aria-label={t('info:map.label', { place: label })}>
      <div ref={ref} className="gp-map__canvas" />
    </figure>
  );
}
