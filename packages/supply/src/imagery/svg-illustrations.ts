import { hashString, mixHash, toUnit } from '../random/prng';

/** Deterministic offline illustrations (no remote URLs): the same key always draws the same picture. */

const SKIES = [
  ['#8ec5fc', '#e0c3fc'],
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
  ['#fbc2eb', '#a6c1ee'],
  ['#84fab0', '#8fd3f4'],
  ['#30cfd0', '#330867'],
];
const FACADES = ['#f4efe6', '#d9cbb8', '#b8c6d9', '#c9d6c3', '#e8d3c0', '#9aa7b8', '#f2e1c9'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pickColor(list: readonly string[], h: number): string {
  return list[h % list.length] ?? '#cccccc';
}

/** A hotel facade: floors and windows scale with the star rating; the sky varies per hotel. */
export function renderHotelSvg(key: string, stars: number, label: string): string {
  const h = hashString(key);
  const sky = SKIES[h % SKIES.length] ?? ['#a1c4fd', '#c2e9fb'];
  const facade = pickColor(FACADES, mixHash(h, 1));
  const floors = 3 + stars + (h % 3);
  const cols = 4 + (mixHash(h, 2) % 4);
  const width = 40 + cols * 22;
  const x0 = (320 - width) / 2;
  const top = 200 - floors * 16;
  let windows = '';
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const lit = toUnit(mixHash(h, f * 31 + c)) < 0.35;
      windows += `<rect x="${x0 + 14 + c * 22}" y="${top + 10 + f * 16}" width="12" height="9" fill="${lit ? '#ffe9a8' : '#5a6b82'}"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img" aria-label="${escapeXml(label)}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs><rect width="320" height="240" fill="url(#s)"/><rect x="0" y="200" width="320" height="40" fill="#7d8b6a"/><rect x="${x0}" y="${top}" width="${width}" height="${200 - top}" fill="${facade}" stroke="#46505e"/>${windows}<rect x="${x0 + width / 2 - 14}" y="182" width="28" height="18" fill="#46505e"/></svg>`;
}

/** A landscape for destinations, homes and activities: hills, water and a sun, seeded by key. */
export function renderLandscapeSvg(key: string, label: string): string {
  const h = hashString(key);
  const sky = SKIES[h % SKIES.length] ?? ['#a1c4fd', '#c2e9fb'];
  const hill = pickColor(['#6a994e', '#a7c957', '#588157', '#bc6c25', '#606c38'], mixHash(h, 3));
  const sunX = 40 + (mixHash(h, 4) % 240);
  const peak = 90 + (mixHash(h, 5) % 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img" aria-label="${escapeXml(label)}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs><rect width="320" height="240" fill="url(#s)"/><circle cx="${sunX}" cy="60" r="22" fill="#fff3b0"/><path d="M0 180 Q80 ${peak} 160 170 T320 160 V240 H0Z" fill="${hill}"/><rect y="205" width="320" height="35" fill="#4f8fc0" opacity="0.8"/></svg>`;
}

/** A side view of a car, coloured per vehicle. */
export function renderCarSvg(key: string, label: string): string {
  const h = hashString(key);
  const body = pickColor(
    ['#c1121f', '#003049', '#669bbc', '#f4a261', '#2a9d8f', '#6c757d', '#f8f9fa', '#1d3557'],
    h,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" role="img" aria-label="${escapeXml(label)}"><rect width="320" height="160" fill="#eef2f5"/><path d="M40 110 L60 80 Q90 55 150 55 L210 55 Q240 58 262 82 L290 92 Q300 96 300 110 Z" fill="${body}" stroke="#222"/><rect x="95" y="64" width="50" height="20" fill="#cfe8ff"/><rect x="152" y="64" width="52" height="20" fill="#cfe8ff"/><circle cx="95" cy="112" r="18" fill="#222"/><circle cx="245" cy="112" r="18" fill="#222"/><rect y="130" width="320" height="30" fill="#9aa5ad"/></svg>`;
}

/**
 * Where the sandbox's image host serves a hotel's picture (the portal serves it, as a supplier's
 * CDN would): search pages of 50 hotels link pictures rather than carry them (~6 KB each inline),
 * and the browser keeps each one.
 */
export function formatHotelImagePath(lodgingId: string): string {
  return `/api/v0/images/hotels/${encodeURIComponent(lodgingId)}.svg`;
}

/** Encodes an SVG as a data URI usable in an <img src>. */
export function toSvgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A hotel room interior: beds drawn per bed type, wall colour seeded by key. */
export function renderRoomSvg(key: string, beds: readonly string[], label: string): string {
  const h = hashString(key);
  const wall = pickColor(['#f1e9dc', '#e6eef5', '#efe4ea', '#e9efe3', '#f5efe0'], h);
  const cover = pickColor(['#ffffff', '#dbe7f3', '#f4e1d2', '#e0ecd9'], mixHash(h, 7));
  const width = 300 / Math.max(1, beds.length);
  let drawn = '';
  beds.forEach((bed, i) => {
    const w = bed === 'King' ? 120 : bed === 'Queen' ? 100 : bed === 'SofaBed' ? 90 : 80;
    const x = 10 + i * width + (width - w) / 2;
    drawn +=
      bed === 'SofaBed'
        ? `<rect x="${x}" y="150" width="${w}" height="40" rx="8" fill="#7f8c9a"/>`
        : `<rect x="${x}" y="120" width="${w}" height="12" fill="#8a6b4f"/><rect x="${x}" y="132" width="${w}" height="60" fill="${cover}" stroke="#9aa"/><rect x="${x + 8}" y="136" width="${w / 2 - 12}" height="14" rx="4" fill="#fff"/><rect x="${x + w / 2 + 4}" y="136" width="${w / 2 - 12}" height="14" rx="4" fill="#fff"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img" aria-label="${escapeXml(label)}"><rect width="320" height="240" fill="${wall}"/><rect x="200" y="30" width="90" height="70" fill="#bfe0f5" stroke="#fff" stroke-width="4"/><rect y="190" width="320" height="50" fill="#b89b7a"/>${drawn}</svg>`;
}
