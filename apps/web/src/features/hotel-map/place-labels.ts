import type { MapPlaceKind } from '@wayfare/contracts/hotel-shop';
import { PLACE_IMAGE_PREFIX } from './offline-style';

/**
 * The offline style names places without a glyph server: each label is a small picture drawn on a
 * canvas with the browser's own fonts, the first time the map asks for it, and placed by MapLibre
 * as an icon (so labels keep apart and the larger places win). Any script the browser can show,
 * the label shows.
 */
export interface LabelImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

interface LabelLook {
  font: (px: number) => string;
  colour: string;
  size: number;
}

const FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const LOOKS: Record<MapPlaceKind, LabelLook> = {
  city: { font: (px) => `700 ${px}px ${FAMILY}`, colour: '#1f2933', size: 14 },
  neighbourhood: { font: (px) => `italic 500 ${px}px ${FAMILY}`, colour: '#52606d', size: 12 },
  airport: { font: (px) => `600 ${px}px ${FAMILY}`, colour: '#3e4c59', size: 12 },
};
const HALO_PX = 2.5;

/** `place:<kind>:<name>` → its kind and name; null for any other picture. */
export function parsePlaceImageId(id: string): { kind: MapPlaceKind; name: string } | null {
  if (!id.startsWith(PLACE_IMAGE_PREFIX)) return null;
  const rest = id.slice(PLACE_IMAGE_PREFIX.length);
  const colon = rest.indexOf(':');
  const kind = rest.slice(0, colon);
  const name = rest.slice(colon + 1);
  if (colon < 0 || !name) return null;
  return kind === 'city' || kind === 'neighbourhood' || kind === 'airport' ? { kind, name } : null;
}

/** What a label says: airports by their code after a plane. */
export function sayPlaceLabel(kind: MapPlaceKind, name: string): string {
  return kind === 'airport' ? `✈ ${name}` : name;
}

/** The label's picture at the screen's pixel ratio, white-haloed over land and water alike. */
export function drawPlaceLabel(id: string, pixelRatio: number): LabelImage | null {
  const place = parsePlaceImageId(id);
  if (!place) return null;
  const look = LOOKS[place.kind];
  const text = sayPlaceLabel(place.kind, place.name);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  const px = look.size * pixelRatio;
  const halo = HALO_PX * pixelRatio;
  context.font = look.font(px);
  const width = Math.ceil(context.measureText(text).width + halo * 2);
  const height = Math.ceil(px * 1.3 + halo * 2);
  canvas.width = Math.max(1, width);
  canvas.height = Math.max(1, height);
  // Resizing the canvas resets its state.
  context.font = look.font(px);
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = halo * 2;
  context.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  context.strokeText(text, halo, height / 2);
  context.fillStyle = look.colour;
  context.fillText(text, halo, height / 2);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return { width: image.width, height: image.height, data: image.data };
}
