import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  buildMarkerCollection,
  buildOfflineStyle,
  convertWorldAtlas,
  type WorldAtlasTopology,
} from './offline-style';

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

    const style = buildOfflineStyle(world);
    expect(style.layers.map((l) => l.id)).toEqual(['water', 'land', 'coast', 'borders']);
    expect(Object.values(style.sources).every((s) => s.type === 'geojson')).toBe(true);
    // No glyphs or sprites: those would be fetched from a server.
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style.layers)).not.toMatch(/https?:/);
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
