/** A map area in degrees, the shape of the availability call's `bbox` location. */
export interface MapBox {
  minLat: number;
  minLon: number;
  maxLat: number;
  maxLon: number;
}

export interface MapPoint {
  lat: number;
  lon: number;
}

/** Web Mercator stops a little short of the poles; the supplier accepts ±90 but the map can't show it. */
const MAX_MERCATOR_LAT = 85;
/** A box around one hotel (or hotels on one corner) still shows its streets: about 1 km a side. */
const MIN_SPAN_DEGREES = 0.01;
/** ~11 m: the URL stays short and a tiny drift of the map doesn't read as a new area. */
const BOX_DECIMALS = 4;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const round = (n: number) => Number(n.toFixed(BOX_DECIMALS));

/** The smallest box holding every point, widened to a minimum span; null without points. */
export function computePointsBox(points: readonly MapPoint[]): MapBox | null {
  if (points.length === 0) return null;
  let box: MapBox = { minLat: 90, minLon: 180, maxLat: -90, maxLon: -180 };
  for (const { lat, lon } of points) {
    box = {
      minLat: Math.min(box.minLat, lat),
      minLon: Math.min(box.minLon, lon),
      maxLat: Math.max(box.maxLat, lat),
      maxLon: Math.max(box.maxLon, lon),
    };
  }
  const padLat = Math.max(0, MIN_SPAN_DEGREES - (box.maxLat - box.minLat)) / 2;
  const padLon = Math.max(0, MIN_SPAN_DEGREES - (box.maxLon - box.minLon)) / 2;
  return {
    minLat: box.minLat - padLat,
    minLon: box.minLon - padLon,
    maxLat: box.maxLat + padLat,
    maxLon: box.maxLon + padLon,
  };
}

/**
 * What the map shows as a box the availability call accepts: rounded, inside the world's
 * coordinates (a map zoomed far out or panned across the antimeridian reports longitudes past
 * ±180), and never empty. Null when nothing sensible is left.
 */
export function toSearchBox(view: MapBox): MapBox | null {
  const box = {
    minLat: round(clamp(view.minLat, -MAX_MERCATOR_LAT, MAX_MERCATOR_LAT)),
    minLon: round(clamp(view.minLon, -180, 180)),
    maxLat: round(clamp(view.maxLat, -MAX_MERCATOR_LAT, MAX_MERCATOR_LAT)),
    maxLon: round(clamp(view.maxLon, -180, 180)),
  };
  return box.minLat < box.maxLat && box.minLon < box.maxLon ? box : null;
}

/** Whether two boxes are the same area to the URL's precision. */
export function isSameBox(a: MapBox | null, b: MapBox | null): boolean {
  if (!a || !b) return a === b;
  return (
    round(a.minLat) === round(b.minLat) &&
    round(a.minLon) === round(b.minLon) &&
    round(a.maxLat) === round(b.maxLat) &&
    round(a.maxLon) === round(b.maxLon)
  );
}

/** MapLibre's `[[west, south], [east, north]]`. */
export function toLngLatBounds(box: MapBox): [[number, number], [number, number]] {
  return [
    [box.minLon, box.minLat],
    [box.maxLon, box.maxLat],
  ];
}
