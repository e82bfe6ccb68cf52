import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import {
  buildMarkerCollection,
  buildOfflineStyle,
  convertOfflineMapData,
  convertWorldAtlas,
  decodeRing,
  type WorldAtlasTopology,
} from './offline-style';
import { parsePlaceImageId, sayPlaceLabel } from './place-labels';

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'),
) as WorldAtlasTopology;

describe('offline map style', () => {
  it('draws Natural Earth land and borders with nothing from the network', () => {
    const world = convertWorldAtlas(topology);
    expect(world.land.features.length).toBeGreaterThan(0);
    expect(world.borders.type).toBe('MultiLineString');
    expect(world.borders.coordinates.length).toBeGreaterThan(100);

    const style = buildOfflineStyle(world, null);
    expect(style.layers.map((l) => l.id)).toEqual(['water', 'land', 'coast', 'borders']);
    expect(Object.values(style.sources).every((s) => s.type === 'geojson')).toBe(true);
    // No glyphs or sprites: those would be fetched from a server.
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style.layers)).not.toMatch(/https?:/);
  });

  it('adds the server’s 1:10m land near hotel cities, water first, and its places as labels', () => {
    // A 0.25° cell at New York with a square island in it: 4 points, delta-coded.
    const island = [4, -740_000, 407_000, 500, 0, 0, 500, -500, 0];
    const detail = convertOfflineMapData({
      attribution: 'Natural Earth; GeoNames',
      detail: { cellDegrees: 0.25, cells: [[-74.25, 40.5]], land: [[island]] },
      places: [
        [-73.99, 40.73, 'New York City', 'city', 3],
        [-73.98, 40.74, 'Gramercy Park', 'neighbourhood', 11],
        [-73.78, 40.64, 'JFK', 'airport', 8],
      ],
    });
    expect(detail.cells.features[0]?.geometry.coordinates[0]).toHaveLength(5);
    expect(detail.land.features[0]?.geometry.coordinates[0]).toEqual([
      [-74, 40.7],
      [-73.95, 40.7],
      [-73.95, 40.75],
      [-74, 40.75],
      [-74, 40.7],
    ]);
    const style = buildOfflineStyle(convertWorldAtlas(topology), detail, 'Natural Earth; GeoNames');
    expect(style.layers.map((l) => l.id)).toEqual([
      'water',
      'land',
      'coast',
      'detail-water',
      'detail-land',
      'borders',
      'places',
    ]);
    // A valid style without glyphs: the labels are icons the page draws.
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.glyphs).toBeUndefined();
    const [city, , airport] = detail.places.features;
    expect(parsePlaceImageId(city?.properties.image ?? '')).toEqual({
      kind: 'city',
      name: 'New York City',
    });
    expect(sayPlaceLabel('airport', airport?.properties.name ?? '')).toBe('✈ JFK');
    expect(parsePlaceImageId('hotel-pin')).toBeNull();
  });

  it('decodes rings as the server codes them, closed', () => {
    expect(decodeRing([3, 10_000, 20_000, 1, 0, -1, 5])).toEqual([
      [1, 2],
      [1.0001, 2],
      [1, 2.0005],
      [1, 2],
    ]);
  });

  it('puts markers longitude first, with what the pills show', () => {
    expect(
      buildMarkerCollection([{ id: 'H1', lat: 40.7, lon: -74, label: '$120', name: 'Hotel One' }]),
    ).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [-74, 40.7] },
          properties: { id: 'H1', label: '$120', name: 'Hotel One' },
        },
      ],
    });
  });
});
