// OpenStreetMap's tile server cannot be reached from the test machine: a context's tile requests
// are answered here with a blank 1×1 PNG, as a tile server answers, so the map loads fully and
// logs no failed tiles. Returns the tile addresses asked for, in order.
import type { BrowserContext } from 'playwright-core';

/** A transparent 1×1 PNG. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function serveMapTiles(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route('https://tile.openstreetmap.org/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG });
  });
  return requested;
}
