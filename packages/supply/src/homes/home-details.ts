import type {
  HomeCalendarDay,
  HomeCheckInMethod,
  HomeDetails,
  HomeHostContact,
  HomePhoto,
  HomePhotoKind,
} from '@wayfare/contracts/home-booking';
import { formatEpochDay, weekdayOf } from '@wayfare/domain/home-stay';
import { measureDistanceKm } from '../geo/great-circle';
import { hash3, mixHash, pickByHash, toUnit } from '../random/prng';
import lookupTimeZone from '../reference/tz-lookup-shim';
import {
  describeHome,
  findHomeListing,
  formatHomePhotoPath,
  isHomeNightBlocked,
  type HomeListing,
  type HomeWorld,
} from './home-listings';
import type { BookedNightLookup } from './home-quote';

/**
 * A home's page content (issue 22), generated from the listing like everything else in the
 * sandbox: photos, the host's words and record, house rules, the way in and the calendar.
 */

const AREA_NAMES = ['Old Town', 'Riverside', 'Harbour', 'Market District', 'Park Side', 'Hillside'];
const STREETS = ['Oak', 'Harbour', 'Church', 'Mill', 'Garden', 'Station', 'Bridge', 'Park'];
const CHECK_IN_METHODS: HomeCheckInMethod[] = ['Lockbox', 'SmartLock', 'Keypad', 'HostGreets'];

/** The photos of a home: the outside, the living room, each bedroom (up to 3), kitchen, bath, view. */
export function listHomePhotoKinds(
  home: HomeListing,
): { kind: HomePhotoKind; room: number | null }[] {
  const out: { kind: HomePhotoKind; room: number | null }[] = [
    { kind: 'Exterior', room: null },
    { kind: 'LivingRoom', room: null },
  ];
  for (let b = 1; b <= Math.min(3, Math.max(1, home.bedrooms)); b++)
    out.push({ kind: 'Bedroom', room: b });
  out.push({ kind: 'Kitchen', room: null }, { kind: 'Bathroom', room: null });
  if (home.amenities.includes('Balcony') || home.amenities.includes('Pool'))
    out.push({ kind: 'View', room: null });
  return out;
}

export function listHomePhotos(home: HomeListing): HomePhoto[] {
  return listHomePhotoKinds(home).map((p, n) => ({
    url: formatHomePhotoPath(home.listingId, n),
    kind: p.kind,
    roomNumber: p.room,
  }));
}

function esc(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const WALLS = ['#f1e9dc', '#e6eef5', '#efe4ea', '#e9efe3', '#f5efe0', '#e8e2f0'];
const FLOORS = ['#b89b7a', '#c7a27c', '#9c8468', '#d8c3a5', '#a39081'];
const ACCENTS = ['#2a9d8f', '#e76f51', '#264653', '#e9c46a', '#6d597a', '#457b9d'];
const SKIES = [
  ['#8ec5fc', '#e0c3fc'],
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
  ['#84fab0', '#8fd3f4'],
];

function pick(list: readonly string[], h: number): string {
  return list[h % list.length] ?? '#cccccc';
}

function frame(label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img" aria-label="${esc(label)}">${body}</svg>`;
}

function drawExterior(home: HomeListing, h: number): string {
  const sky = SKIES[h % SKIES.length] ?? ['#a1c4fd', '#c2e9fb'];
  const wall = pick(['#f4efe6', '#d9cbb8', '#c9d6c3', '#e8d3c0', '#b8c6d9'], mixHash(h, 1));
  const roof = pick(['#8d5a4a', '#5c4d4d', '#6b705c', '#9c6644'], mixHash(h, 2));
  const ground = `<rect y="200" width="320" height="40" fill="#7d8b6a"/>`;
  const bg = `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs><rect width="320" height="240" fill="url(#s)"/>`;
  if (
    home.propertyType === 'Apartment' ||
    home.propertyType === 'Condo' ||
    home.propertyType === 'Loft'
  ) {
    const floors = 4 + (h % 4);
    let windows = '';
    for (let f = 0; f < floors; f++)
      for (let c = 0; c < 5; c++)
        windows += `<rect x="${104 + c * 24}" y="${200 - floors * 20 + 6 + f * 20}" width="14" height="12" fill="${toUnit(mixHash(h, f * 7 + c)) < 0.3 ? '#ffe9a8' : '#5a6b82'}"/>`;
    return `${bg}${ground}<rect x="96" y="${200 - floors * 20}" width="128" height="${floors * 20}" fill="${wall}" stroke="#46505e"/>${windows}`;
  }
  const pool = home.amenities.includes('Pool')
    ? `<ellipse cx="250" cy="218" rx="50" ry="12" fill="#4fb3d9"/>`
    : '';
  const wide = home.propertyType === 'Villa' ? 180 : 140;
  const x = (320 - wide) / 2 - (pool ? 30 : 0);
  return `${bg}${ground}<rect x="${x}" y="130" width="${wide}" height="70" fill="${wall}" stroke="#46505e"/><path d="M${x - 10} 132 L${x + wide / 2} 80 L${x + wide + 10} 132Z" fill="${roof}"/><rect x="${x + wide / 2 - 12}" y="166" width="24" height="34" fill="#6b4f3a"/><rect x="${x + 16}" y="146" width="26" height="20" fill="#cfe8ff"/><rect x="${x + wide - 42}" y="146" width="26" height="20" fill="#cfe8ff"/>${pool}`;
}

function drawRoom(kind: HomePhotoKind, h: number, beds: number): string {
  const wall = pick(WALLS, h);
  const floor = pick(FLOORS, mixHash(h, 3));
  const accent = pick(ACCENTS, mixHash(h, 4));
  const base = `<rect width="320" height="240" fill="${wall}"/><rect y="180" width="320" height="60" fill="${floor}"/><rect x="214" y="34" width="80" height="70" fill="#bfe0f5" stroke="#fff" stroke-width="4"/>`;
  switch (kind) {
    case 'LivingRoom':
      return `${base}<rect x="40" y="130" width="150" height="52" rx="10" fill="${accent}"/><rect x="40" y="112" width="150" height="26" rx="8" fill="${accent}" opacity="0.8"/><rect x="90" y="196" width="60" height="10" fill="#6b4f3a"/><rect x="30" y="40" width="70" height="46" fill="#fff" stroke="#6b4f3a" stroke-width="3"/>`;
    case 'Bedroom': {
      const w = beds > 1 ? 80 : 130;
      let drawn = '';
      for (let i = 0; i < Math.min(2, beds); i++) {
        const x = 30 + i * (w + 20);
        drawn += `<rect x="${x}" y="120" width="${w}" height="12" fill="#8a6b4f"/><rect x="${x}" y="132" width="${w}" height="58" fill="#fff" stroke="#9aa"/><rect x="${x}" y="160" width="${w}" height="30" fill="${accent}" opacity="0.7"/><rect x="${x + 8}" y="136" width="${w - 16}" height="14" rx="4" fill="#f3f3f3"/>`;
      }
      return `${base}${drawn}`;
    }
    case 'Kitchen':
      return `${base}<rect x="20" y="120" width="180" height="60" fill="${accent}"/><rect x="20" y="112" width="180" height="10" fill="#ddd"/><rect x="36" y="60" width="60" height="36" fill="${accent}" opacity="0.6"/><rect x="110" y="60" width="60" height="36" fill="${accent}" opacity="0.6"/><circle cx="70" cy="117" r="6" fill="#444"/><circle cx="94" cy="117" r="6" fill="#444"/>`;
    case 'Bathroom':
      return `${base}<rect x="30" y="130" width="140" height="50" rx="20" fill="#fff" stroke="#9aa"/><rect x="200" y="120" width="50" height="40" fill="#fff" stroke="#9aa"/><rect x="210" y="70" width="30" height="40" fill="#cde" stroke="#9aa"/><rect x="0" y="0" width="320" height="16" fill="${accent}" opacity="0.4"/>`;
    default:
      return base;
  }
}

function drawView(h: number): string {
  const sky = SKIES[mixHash(h, 9) % SKIES.length] ?? ['#a1c4fd', '#c2e9fb'];
  return `<defs><linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs><rect width="320" height="240" fill="url(#v)"/><circle cx="${60 + (h % 200)}" cy="60" r="20" fill="#fff3b0"/><path d="M0 170 Q80 ${110 + (h % 40)} 160 160 T320 150 V240 H0Z" fill="#6a994e"/><rect y="200" width="320" height="40" fill="#4f8fc0" opacity="0.8"/><rect y="214" width="320" height="26" fill="#8a6b4f"/><rect y="206" width="320" height="8" fill="#5a4636"/>`;
}

/** Photo `n` of a listing (`V123-4-2`), or null for an unknown home or photo. */
export function renderHomePhoto(world: HomeWorld, photoId: string): string | null {
  const m = /^(V\d+-\d+)-(\d{1,2})$/.exec(photoId);
  if (!m) return null;
  const home = findHomeListing(world, m[1] ?? '');
  if (!home) return null;
  const n = Number(m[2]);
  const photo = listHomePhotoKinds(home)[n];
  if (!photo) return null;
  const h = hash3(world.seed, home.hash, 7000 + n);
  const label =
    photo.kind === 'Bedroom'
      ? `${home.title}: bedroom ${photo.room ?? 1}`
      : `${home.title}: ${photo.kind}`;
  if (photo.kind === 'Exterior') return frame(label, drawExterior(home, h));
  if (photo.kind === 'View') return frame(label, drawView(h));
  return frame(
    label,
    drawRoom(
      photo.kind,
      h,
      photo.kind === 'Bedroom' ? Math.max(1, home.beds - home.bedrooms + 1) : 0,
    ),
  );
}

const OPENINGS = [
  'Welcome to our place',
  'Make yourself at home',
  'A calm base for your stay',
  'Everything you need for a few days away',
];

function describeText(home: HomeListing, neighbourhood: string): string {
  const rooms =
    home.bedrooms === 0
      ? 'an open-plan studio'
      : `${home.bedrooms} bedroom${home.bedrooms > 1 ? 's' : ''} with ${home.beds} bed${home.beds > 1 ? 's' : ''}`;
  const extras = home.amenities.filter((a) =>
    ['Pool', 'HotTub', 'Fireplace', 'Balcony'].includes(a),
  );
  const extraText: Record<string, string> = {
    Pool: 'a pool',
    HotTub: 'a hot tub',
    Fireplace: 'a fireplace',
    Balcony: 'a balcony',
  };
  const opening = pickByHash(OPENINGS, home.hash);
  return `${opening} in ${neighbourhood}, ${home.city.name}. The ${home.propertyType.toLowerCase()} has ${rooms} and ${home.bathrooms} bathroom${home.bathrooms > 1 ? 's' : ''}, sleeps up to ${home.maxGuests}${extras.length > 0 ? ` and offers ${extras.map((e) => extraText[e]).join(', ')}` : ''}. Shops, cafés and public transport are a short walk away.`;
}

/** The area of the city the home is in, by its distance from the centre. */
export function findHomeNeighbourhood(home: HomeListing): string {
  const d = measureDistanceKm(home.city.lat, home.city.lon, home.lat, home.lon);
  if (d < 1) return 'City Centre';
  return pickByHash(AREA_NAMES, mixHash(home.hash, 11));
}

export function measureHomeDistanceKm(home: HomeListing): number {
  return Math.round(measureDistanceKm(home.city.lat, home.city.lon, home.lat, home.lon) * 10) / 10;
}

/** The home's page facts: photos, the host's words and record, house rules and the way in. */
export function describeHomeDetails(home: HomeListing): HomeDetails {
  const h = mixHash(home.hash, 4242);
  const neighbourhood = findHomeNeighbourhood(home);
  const sinceYear = 2012 + (h % 13);
  const responseRatePercent = 80 + (mixHash(h, 1) % 21);
  const isSuperhost = home.rating10 >= 47 && home.reviews >= 20 && responseRatePercent >= 90;
  return {
    ...describeHome(home),
    photos: listHomePhotos(home),
    description: describeText(home, neighbourhood),
    host: {
      name: home.hostName,
      since: `${Math.min(sinceYear, 2025)}-${String(1 + (mixHash(h, 2) % 12)).padStart(2, '0')}`,
      responseRatePercent,
      responseTimeHours: 1 + (mixHash(h, 3) % (isSuperhost ? 3 : 12)),
      isSuperhost,
    },
    houseRules: {
      checkInFrom: '16:00',
      checkOutBy: '10:00',
      petsAllowed: home.petsAllowed,
      maxPets: home.maxPets,
      smokingAllowed: toUnit(mixHash(h, 5)) < 0.1,
      partiesAllowed: home.propertyType === 'Villa' && toUnit(mixHash(h, 6)) < 0.3,
      quietHours: toUnit(mixHash(h, 7)) < 0.7 ? { from: '22:00', until: '08:00' } : null,
    },
    checkInMethod: pickByHash(CHECK_IN_METHODS, mixHash(h, 8)),
    timeZone: lookupTimeZone(home.lat, home.lon),
    neighbourhood,
  };
}

/** The host's contact and the street address, given to the guest once the booking is confirmed. */
export function describeHostContact(home: HomeListing): HomeHostContact {
  const h = mixHash(home.hash, 9191);
  const digits = String(1_000_000 + (h % 9_000_000));
  return {
    name: home.hostName,
    phone: `+1 555 ${digits.slice(0, 3)} ${digits.slice(3, 7)}`,
    email: `host-${home.listingId.toLowerCase()}@homes.sandbox.example`,
    address: `${1 + (h % 180)} ${pickByHash(STREETS, mixHash(h, 2))} Street`,
  };
}

/**
 * The calendar from `fromDay` for `days` days: each night free or not (host blocks and the
 * portal's bookings), and whether a stay may start (weekday, notice, night free) or end that day.
 */
export function buildHomeCalendar(
  world: HomeWorld,
  home: HomeListing,
  fromDay: number,
  days: number,
  today: number,
  booked: BookedNightLookup,
): HomeCalendarDay[] {
  const out: HomeCalendarDay[] = [];
  for (let d = fromDay; d < fromDay + days; d++) {
    const available =
      d >= today && !isHomeNightBlocked(world, home, d) && !booked(home.listingId, d);
    const weekday = weekdayOf(d);
    out.push({
      date: formatEpochDay(d),
      available,
      checkInAllowed:
        available &&
        (home.checkInMask & (1 << weekday)) !== 0 &&
        d - today >= home.minBookingWindowDays,
      checkOutAllowed: d > today && (home.checkOutMask & (1 << weekday)) !== 0,
    });
  }
  return out;
}
