import type { RasterLayerSpecification, StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { mapStyle } from './mapStyle.ts';

describe('live map style', () => {
  it('draws OpenStreetMap tiles up to zoom 19 with their attribution', () => {
    const style = mapStyle(undefined) as StyleSpecification;
    expect(style.sources.osm).toMatchObject({ type: 'raster', tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'], maxzoom: 19 });
    expect(JSON.stringify(style.sources.osm)).toContain('OpenStreetMap</a> contributors');
  });

  it('animates nothing, so the map redraws only when something changes', () => {
    const style = mapStyle(undefined) as StyleSpecification;
    expect(style.transition).toEqual({ duration: 0, delay: 0 });
    const raster = style.layers.find((l): l is RasterLayerSpecification => l.type === 'raster');
    expect(raster?.paint?.['raster-fade-duration']).toBe(0);
  });

  it('uses the style VITE_MAP_STYLE_URL names instead', () => {
    expect(mapStyle('https://tiles.example.org/style.json')).toBe('https://tiles.example.org/style.json');
  });
});
