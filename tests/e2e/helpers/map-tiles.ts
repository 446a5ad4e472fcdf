import type { BrowserContext } from 'playwright-core';

/** A transparent 1×1 PNG: a tile that loads, so the browser logs no failed resource for it. */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Reservation info's map tiles are third-party and online: answered locally with a blank tile, so pages
 * load hermetically and a test that watches console errors does not depend on when the map asked.
 */
export async function answerMapTilesLocally(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/[^/]*tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }));
}
