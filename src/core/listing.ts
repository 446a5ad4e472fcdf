// Listing presentation rules.
import type { Listing } from './types';

export const CAROUSEL_MAX_PICTURES = 5;
/** Carousel height is 0.65 of the panel width. */
export const CAROUSEL_HEIGHT_RATIO = 0.65;

/**
 * Carousel pictures: at most the first 5 of container_pictures (strings or { url }), falling back
 * to container_picture, then picture. Empty and duplicate URLs are dropped.
 */
export function carouselPictures(listing: Listing | null | undefined, max = CAROUSEL_MAX_PICTURES): string[] {
  const raw = (listing?.container_pictures ?? []).map((p) => (typeof p === 'string' ? p : (p?.url ?? '')));
  const list = raw.length ? raw : [listing?.container_picture ?? '', listing?.picture ?? ''];
  const out: string[] = [];
  for (const url of list) {
    const u = url.trim();
    if (u && !out.includes(u)) out.push(u);
    if (out.length >= max) break;
  }
  return out;
}

/** The picture of a listing's card (trips, the store): its main picture, else the carousel's first. */
export function cardPicture(listing: Listing | null | undefined): string | null {
  return listing?.picture || carouselPictures(listing, 1)[0] || null;
}

/** Carousel height for a panel width. */
export function carouselHeight(panelWidth: number): number {
  return Math.round(panelWidth * CAROUSEL_HEIGHT_RATIO);
}
