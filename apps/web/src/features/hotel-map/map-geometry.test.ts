import { describe, expect, it } from 'vitest';
import { computePointsBox, isSameBox, toLngLatBounds, toSearchBox } from './map-geometry';

describe('map geometry', () => {
  it('boxes the hotels, widening a single hotel to about a kilometre', () => {
    expect(
      computePointsBox([
        { lat: 40.7, lon: -74 },
        { lat: 40.8, lon: -73.9 },
      ]),
    ).toEqual({ minLat: 40.7, minLon: -74, maxLat: 40.8, maxLon: -73.9 });
    const one = computePointsBox([{ lat: 48.85, lon: 2.35 }]);
    expect(one?.maxLat).toBeCloseTo(48.855, 6);
    expect(one?.minLon).toBeCloseTo(2.345, 6);
    expect(computePointsBox([])).toBe(null);
  });

  it('turns the map view into a box the availability call accepts', () => {
    expect(
      toSearchBox({ minLat: 40.712345, minLon: -74.006789, maxLat: 40.8, maxLon: -73.9 }),
    ).toEqual({ minLat: 40.7123, minLon: -74.0068, maxLat: 40.8, maxLon: -73.9 });
    // Zoomed far out, or across the antimeridian: clamped to the world.
    expect(toSearchBox({ minLat: -89, minLon: -250, maxLat: 89, maxLon: 190 })).toEqual({
      minLat: -85,
      minLon: -180,
      maxLat: 85,
      maxLon: 180,
    });
    // Entirely past the edge: nothing left to search.
    expect(toSearchBox({ minLat: 10, minLon: 181, maxLat: 11, maxLon: 200 })).toBe(null);
  });

  it('compares boxes to the URL’s four decimals', () => {
    const a = { minLat: 1, minLon: 2, maxLat: 3, maxLon: 4 };
    expect(isSameBox(a, { ...a, maxLon: 4.00001 })).toBe(true);
    expect(isSameBox(a, { ...a, maxLon: 4.001 })).toBe(false);
    expect(isSameBox(null, null)).toBe(true);
    expect(isSameBox(a, null)).toBe(false);
  });

  it('writes MapLibre bounds west-south then east-north', () => {
    expect(toLngLatBounds({ minLat: 1, minLon: 2, maxLat: 3, maxLon: 4 })).toEqual([
      [2, 1],
      [4, 3],
    ]);
  });
});
