import type { FeatureCollection, MultiLineString, Point } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

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

/** Natural Earth as GeoJSON, the form a style's sources take. */
export function convertWorldAtlas(topology: WorldAtlasTopology): WorldShapes {
  return {
    land: feature(topology, topology.objects.land),
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
  };
}

/**
 * A MapLibre style that needs no server: water as the background, land and borders from Natural
 * Earth, and no glyphs or sprites (prices are HTML pills, so the style has no text to draw).
 */
export function buildOfflineStyle(
  world: WorldShapes,
  palette: MapPalette = MAP_PALETTE,
): StyleSpecification {
  return {
    version: 8,
    name: 'Wayfare offline (Natural Earth)',
    // 1:50m shapes hold no more detail past zoom 9: deeper tiles are the z9 ones scaled up,
    // which spares the worker cutting the coastline again at street level.
    sources: {
      land: {
        type: 'geojson',
        data: world.land,
        maxzoom: SHAPES_MAX_ZOOM,
        attribution: NATURAL_EARTH_ATTRIBUTION,
      },
      borders: { type: 'geojson', data: world.borders, maxzoom: SHAPES_MAX_ZOOM },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': palette.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': palette.land } },
      {
        id: 'coast',
        type: 'line',
        source: 'land',
        paint: { 'line-color': palette.coast, 'line-width': 0.8 },
      },
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
