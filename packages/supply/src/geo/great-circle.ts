export const EARTH_RADIUS_KM = 6371.0088;

const DEG = Math.PI / 180;

/** Great-circle distance in kilometres (haversine). */
export function measureDistanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * DEG;
  const dLon = (lon2 - lon1) * DEG;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Bounding box (degrees) that contains every point within radiusKm of the centre. */
export function computeBoundingBox(
  lat: number,
  lon: number,
  radiusKm: number,
): { minLat: number; minLon: number; maxLat: number; maxLon: number } {
  const dLat = radiusKm / (EARTH_RADIUS_KM * DEG);
  const cosLat = Math.cos(Math.min(89.9, Math.abs(lat) + dLat) * DEG);
  const dLon = cosLat > 1e-6 ? radiusKm / (EARTH_RADIUS_KM * DEG * cosLat) : 180;
  return {
    minLat: Math.max(-90, lat - dLat),
    maxLat: Math.min(90, lat + dLat),
    minLon: Math.max(-180, lon - Math.min(180, dLon)),
    maxLon: Math.min(180, lon + Math.min(180, dLon)),
  };
}

/** Moves a point by a bearing and distance; used to scatter hotels and homes around a city. */
export function offsetPoint(
  lat: number,
  lon: number,
  bearingRad: number,
  distanceKm: number,
): { lat: number; lon: number } {
  const dLat = (distanceKm * Math.cos(bearingRad)) / (EARTH_RADIUS_KM * DEG);
  const cosLat = Math.max(0.05, Math.cos(lat * DEG));
  const dLon = (distanceKm * Math.sin(bearingRad)) / (EARTH_RADIUS_KM * DEG * cosLat);
  let newLon = lon + dLon;
  if (newLon > 180) newLon -= 360;
  if (newLon < -180) newLon += 360;
  return { lat: Math.max(-89.9, Math.min(89.9, lat + dLat)), lon: newLon };
}
