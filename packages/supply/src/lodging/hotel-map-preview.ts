import type { SandboxWorld } from '../world/sandbox-world';
import { parseLodgingId } from './hotel-describe';
import { buildOfflineMap, MAP_DETAIL_CELL_DEGREES, type OfflineMap } from './hotel-map-data';

/** The hotel page's still map: a picture, so the page needs no map library to show where it is. */
export const PREVIEW_WIDTH = 640;
export const PREVIEW_HEIGHT = 320;
/** Streets-and-neighbourhoods scale: about 5 km across. */
export const PREVIEW_ZOOM = 13;
const TILE_SIZE = 256;
const MAX_LABELS = 10;

const COLOURS = {
  water: '#c9dfee',
  land: '#f5f2ea',
  city: '#1f2933',
  neighbourhood: '#52606d',
  airport: '#3e4c59',
  pin: '#d64545',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Point {
  x: number;
  y: number;
}

/** Web Mercator pixels at `zoom`, as the interactive map draws them. */
function project(lon: number, lat: number, zoom: number): Point {
  const size = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

function unproject(x: number, y: number, zoom: number): { lon: number; lat: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / size;
  return {
    lon: (x / size) * 360 - 180,
    lat: (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))),
  };
}

/**
 * A still map of a hotel's surroundings as SVG: land and water (1:10m near the sandbox's cities),
 * the neighbourhoods, cities and airports around it, and the hotel's pin in the middle. Null for
 * an unknown hotel.
 */
export function renderHotelMapSvg(
  world: SandboxWorld,
  lodgingId: string,
  map: OfflineMap = buildOfflineMap(world),
): string | null {
  const hotel = parseLodgingId(world.hotels, lodgingId);
  if (hotel === null) return null;
  const lat = world.hotels.lat[hotel] ?? 0;
  const lon = world.hotels.lon[hotel] ?? 0;
  const centre = project(lon, lat, PREVIEW_ZOOM);
  const left = centre.x - PREVIEW_WIDTH / 2;
  const top = centre.y - PREVIEW_HEIGHT / 2;
  const toView = (pLon: number, pLat: number) => {
    const p = project(pLon, pLat, PREVIEW_ZOOM);
    return { x: p.x - left, y: p.y - top };
  };
  const nw = unproject(left, top, PREVIEW_ZOOM);
  const se = unproject(left + PREVIEW_WIDTH, top + PREVIEW_HEIGHT, PREVIEW_ZOOM);
  const fmt = (n: number) => n.toFixed(1);

  // Land by default (inland has no detail cells); water and 1:10m land where a cell has detail.
  let shapes = '';
  const step = MAP_DETAIL_CELL_DEGREES;
  for (let cLon = Math.floor(nw.lon / step) * step; cLon < se.lon; cLon += step) {
    for (let cLat = Math.floor(se.lat / step) * step; cLat < nw.lat; cLat += step) {
      const land = map.landInCell(cLon + step / 2, cLat + step / 2);
      if (land === undefined) continue;
      const a = toView(cLon, cLat + step);
      const b = toView(cLon + step, cLat);
      shapes += `<rect x="${fmt(a.x)}" y="${fmt(a.y)}" width="${fmt(b.x - a.x)}" height="${fmt(b.y - a.y)}" fill="${COLOURS.water}"/>`;
      let d = '';
      for (const rings of land)
        for (const ring of rings) {
          d += `M${ring
            .map(([x = 0, y = 0]) => {
              const p = toView(x, y);
              return `${fmt(p.x)} ${fmt(p.y)}`;
            })
            .join('L')}Z`;
        }
      if (d) shapes += `<path d="${d}" fill="${COLOURS.land}" fill-rule="evenodd"/>`;
    }
  }

  // Places nearest the middle first, each label kept clear of those already placed.
  const placed: { x0: number; y0: number; x1: number; y1: number }[] = [
    {
      x0: PREVIEW_WIDTH / 2 - 14,
      y0: PREVIEW_HEIGHT / 2 - 30,
      x1: PREVIEW_WIDTH / 2 + 14,
      y1: PREVIEW_HEIGHT / 2 + 4,
    },
  ];
  let labels = '';
  const candidates = map.data.places
    .filter(([pLon, pLat, , , minZoom]) => {
      return (
        minZoom <= PREVIEW_ZOOM &&
        pLon >= nw.lon &&
        pLon <= se.lon &&
        pLat <= nw.lat &&
        pLat >= se.lat
      );
    })
    .map((place) => ({ place, at: toView(place[0], place[1]) }))
    .sort(
      (a, b) =>
        Math.hypot(a.at.x - PREVIEW_WIDTH / 2, a.at.y - PREVIEW_HEIGHT / 2) -
        Math.hypot(b.at.x - PREVIEW_WIDTH / 2, b.at.y - PREVIEW_HEIGHT / 2),
    );
  let count = 0;
  for (const { place, at } of candidates) {
    if (count >= MAX_LABELS) break;
    const [, , name, kind] = place;
    const text = kind === 'airport' ? `✈ ${name}` : name;
    const size = kind === 'city' ? 16 : kind === 'airport' ? 13 : 13;
    const width = text.length * size * 0.56;
    const box = { x0: at.x - width / 2, y0: at.y - size, x1: at.x + width / 2, y1: at.y + 4 };
    if (placed.some((p) => p.x0 < box.x1 && box.x0 < p.x1 && p.y0 < box.y1 && box.y0 < p.y1))
      continue;
    placed.push(box);
    count++;
    const style =
      kind === 'city'
        ? `font-weight="700" fill="${COLOURS.city}"`
        : kind === 'neighbourhood'
          ? `font-style="italic" fill="${COLOURS.neighbourhood}"`
          : `font-weight="600" fill="${COLOURS.airport}"`;
    labels += `<text x="${fmt(at.x)}" y="${fmt(at.y)}" font-size="${size}" text-anchor="middle" ${style}>${escapeXml(text)}</text>`;
  }

  const pinX = PREVIEW_WIDTH / 2;
  const pinY = PREVIEW_HEIGHT / 2;
  // The page names the picture in the person's language (the img's label): none here.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">` +
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${COLOURS.land}"/>${shapes}` +
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" stroke="#fff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${labels}</g>` +
    `<path d="M${pinX} ${pinY}c-6-9-12-14-12-20a12 12 0 0 1 24 0c0 6-6 11-12 20z" fill="${COLOURS.pin}" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="${pinX}" cy="${pinY - 20}" r="4.5" fill="#fff"/>` +
    `<text x="${PREVIEW_WIDTH - 6}" y="${PREVIEW_HEIGHT - 6}" font-family="system-ui, sans-serif" font-size="10" text-anchor="end" fill="#52606d">${escapeXml(map.data.attribution)}</text>` +
    `</svg>`
  );
}
