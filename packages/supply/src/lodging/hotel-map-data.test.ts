import { OfflineMapDataSchema } from '@wayfare/contracts/hotel-shop';
import { describe, expect, it } from 'vitest';
import { getSandboxWorld } from '../world/sandbox-world';
import { buildOfflineMap, clipRingToBox, encodeRing, selectCityMinZoom } from './hotel-map-data';
import { renderHotelMapSvg } from './hotel-map-preview';

const box = { minLon: 0, minLat: 0, maxLon: 1, maxLat: 1 };

describe('offline map data', () => {
  it('clips a ring to a box, keeping what is inside whole', () => {
    const inside = [
      [0.2, 0.2],
      [0.8, 0.2],
      [0.8, 0.8],
    ];
    expect(clipRingToBox(inside, box)).toBe(inside);
    expect(
      clipRingToBox(
        [
          [2, 2],
          [3, 2],
          [3, 3],
        ],
        box,
      ),
    ).toEqual([]);
    const across = clipRingToBox(
      [
        [-1, 0.5],
        [0.5, 0.5],
        [0.5, 2],
      ],
      box,
    );
    for (const [lon = 0, lat = 0] of across) {
      expect(lon).toBeGreaterThanOrEqual(0);
      expect(lat).toBeLessThanOrEqual(1);
    }
    expect(across.length).toBeGreaterThanOrEqual(3);
  });

  it('codes rings as a count, a start and small steps', () => {
    expect(
      encodeRing([
        [1, 2],
        [1.0001, 2],
        [1.0001, 2],
        [1, 2.0005],
      ]),
    ).toEqual([3, 10_000, 20_000, 1, 0, -1, 5]);
  });

  it('labels big cities from further out', () => {
    expect(selectCityMinZoom(8_000_000)).toBeLessThan(selectCityMinZoom(400_000));
    expect(selectCityMinZoom(400_000)).toBeLessThan(selectCityMinZoom(20_000));
  });

  it('has New York’s water and places, small enough to send, and draws a hotel’s still map', () => {
    const world = getSandboxWorld();
    const map = buildOfflineMap(world);
    const data = OfflineMapDataSchema.parse(map.data);
    expect(JSON.stringify(data).length).toBeLessThan(1_500_000);
    // Manhattan's cell: detail there, and water in it (the land is not the whole cell).
    const manhattan = map.landInCell(-73.97, 40.78);
    expect(manhattan).toBeDefined();
    expect(manhattan?.length).toBeGreaterThan(0);
    const names = new Set(data.places.map(([, , name]) => name));
    expect(names.has('New York City')).toBe(true);
    expect(names.has('JFK')).toBe(true);
    expect(data.places.some(([, , , kind]) => kind === 'neighbourhood')).toBe(true);

    const svg = renderHotelMapSvg(world, 'H5172', map) ?? '';
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('#c9dfee');
    expect(svg).toMatch(/<text [^>]*>[^<]+<\/text>/);
    expect(renderHotelMapSvg(world, 'H999999999', map)).toBeNull();
  });
});
