import type {
  Feature,
  FeatureCollection,
  MultiLineString,
  Point,
  Polygon,
  Position,
} from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MapPlaceKind, OfflineMapData } from '@wayfare/contracts/hotel-shop';

/** world-atlas's countries file: every country, and the land they make together. */
export type WorldAtlasTopology = Topology<{
  countries: GeometryCollection;
  land: GeometryCollection;
}>;

export interface WorldShapes {
  land: FeatureCollection;
  /** Lines between two countries only; coastlines come from the land's own edge. */
  borders: MultiLineString;
}

export interface MapPalette {
  water: string;
  land: string;
  coast: string;
  border: string;
}

export const MAP_PALETTE: MapPalette = {
  water: '#c9dfee',
  land: '#f5f2ea',
  coast: '#9fb8c8',
  border: '#b7ab97',
};

export const NATURAL_EARTH_ATTRIBUTION = 'Natural Earth';
const SHAPES_MAX_ZOOM = 9;
/** From this zoom the 1:10m land replaces the 1:50m land in the cells that have it. */
export const DETAIL_MIN_ZOOM = 6;
/** The server sends coordinates in ten-thousandths of a degree. */
const COORDINATE_SCALE = 10_000;

/** Natural Earth as GeoJSON, the form a style's sources take. */
export function convertWorldAtlas(topology: WorldAtlasTopology): WorldShapes {
  return {
    land: feature(topology, topology.objects.land),
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
  };
}

/** One ring of the server's 1:10m land, back to degrees (see OfflineMapDataSchema). */
export function decodeRing(encoded: readonly number[]): Position[] {
  const [count = 0] = encoded;
  const ring: Position[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i < count; i++) {
    x += encoded[1 + i * 2] ?? 0;
    y += encoded[2 + i * 2] ?? 0;
    ring.push([x / COORDINATE_SCALE, y / COORDINATE_SCALE]);
  }
  // GeoJSON rings end where they start.
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push(first);
  return ring;
}

export interface PlaceProperties {
  name: string;
  kind: MapPlaceKind;
  minZoom: number;
  /** The label's picture (drawn by the page: no glyph server), `place:<kind>:<name>`. */
  image: string;
}

export interface DetailShapes {
  /** The cells with 1:10m land, drawn as water first. */
  cells: FeatureCollection<Polygon>;
  land: FeatureCollection<Polygon>;
  places: FeatureCollection<Point, PlaceProperties>;
}

export const PLACE_IMAGE_PREFIX = 'place:';

/** The server's detail and places as the style's GeoJSON sources. */
export function convertOfflineMapData(data: OfflineMapData): DetailShapes {
  const size = data.detail.cellDegrees;
  return {
    cells: {
      type: 'FeatureCollection',
      features: data.detail.cells.map(([lon, lat]) => ({
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [lon, lat],
              [lon + size, lat],
              [lon + size, lat + size],
              [lon, lat + size],
              [lon, lat],
            ],
          ],
        },
      })),
    },
    land: {
      type: 'FeatureCollection',
      features: data.detail.land.map((rings): Feature<Polygon> => ({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: rings.map(decodeRing) },
      })),
    },
    places: {
      type: 'FeatureCollection',
      features: data.places.map(([lon, lat, name, kind, minZoom]) => ({
        type: 'Feature',
        properties: { name, kind, minZoom, image: `${PLACE_IMAGE_PREFIX}${kind}:${name}` },
        geometry: { type: 'Point', coordinates: [lon, lat] },
      })),
    },
  };
}

/**
 * A MapLibre style that needs no server but ours: water as the background, land and borders from
 * Natural Earth (1:50m everywhere, 1:10m near the sandbox's hotel cities from DETAIL_MIN_ZOOM, so
 * their bays, rivers and islands show), and the cities, neighbourhoods and airports named. There
 * are no glyphs to fetch: each label is a picture the page draws with its own fonts the first time
 * the map needs it (`setMissingStyleImageResolver`), and MapLibre places the pictures as icons, keeping them
 * apart and the larger places first. Prices are HTML pills.
 */
export function buildOfflineStyle(
  world: WorldShapes,
  detail: DetailShapes | null,
  attribution: string = NATURAL_EARTH_ATTRIBUTION,
  palette: MapPalette = MAP_PALETTE,
): StyleSpecification {
  const detailLayers: StyleSpecification['layers'] = detail
    ? [
        // Seams between cells would show as hairlines if the edges were smoothed.
        {
          id: 'detail-water',
          type: 'fill',
          source: 'detail-cells',
          minzoom: DETAIL_MIN_ZOOM,
          paint: { 'fill-color': palette.water, 'fill-antialias': false },
        },
        {
          id: 'detail-land',
          type: 'fill',
          source: 'detail-land',
          minzoom: DETAIL_MIN_ZOOM,
          paint: { 'fill-color': palette.land, 'fill-antialias': false },
        },
      ]
    : [];
  const placeLayers: StyleSpecification['layers'] = detail
    ? [
        {
          id: 'places',
          type: 'symbol',
          source: 'places',
          filter: ['<=', ['get', 'minZoom'], ['zoom']],
          layout: {
            'icon-image': ['get', 'image'],
            'icon-allow-overlap': false,
            'icon-padding': 4,
            // Larger places (labelled from further out) win a crowded spot.
            'symbol-sort-key': ['get', 'minZoom'],
          },
        },
      ]
    : [];
  return {
    version: 8,
    name: 'Wayfare offline (Natural Earth, GeoNames)',
    // 1:50m shapes hold no more detail past zoom 9: deeper tiles are the z9 ones scaled up,
    // which spares the worker cutting the coastline again at street level.
    sources: {
      land: {
        type: 'geojson',
        data: world.land,
        maxzoom: SHAPES_MAX_ZOOM,
        attribution,
      },
      borders: { type: 'geojson', data: world.borders, maxzoom: SHAPES_MAX_ZOOM },
      ...(detail
        ? {
            'detail-cells': { type: 'geojson' as const, data: detail.cells, maxzoom: 12 },
            'detail-land': { type: 'geojson' as const, data: detail.land, maxzoom: 12 },
            places: { type: 'geojson' as const, data: detail.places, maxzoom: 12 },
          }
        : {}),
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': palette.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': palette.land } },
      {
        id: 'coast',
        type: 'line',
        source: 'land',
        maxzoom: detail ? DETAIL_MIN_ZOOM : 24,
        paint: { 'line-color': palette.coast, 'line-width': 0.8 },
      },
      ...detailLayers,
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {
          'line-color': palette.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 1.6],
          'line-dasharray': [3, 2],
        },
      },
      ...placeLayers,
    ],
  };
}

/** One point on the map: where it is, what its pill says and what it is called. */
export interface MapMarker {
  id: string;
  lat: number;
  lon: number;
  /** The pill's text: a price, or a short name where there is no price. */
  label: string;
  /** Announced with the label: the hotel's name. */
  name: string;
}

export interface MarkerProperties {
  id: string;
  label: string;
  name: string;
}

/** The markers as the clustered GeoJSON source's data (GeoJSON is longitude first). */
export function buildMarkerCollection(
  markers: readonly MapMarker[],
): FeatureCollection<Point, MarkerProperties> {
  return {
    type: 'FeatureCollection',
    features: markers.map((m) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [m.lon, m.lat] },
      properties: { id: m.id, label: m.label, name: m.name },
    })),
  };
}
