import type { HomeAmenity, HomeSummary, PropertyType } from '@wayfare/contracts/homes';
import { COST_FACTORS } from '../lodging/hotel-world';
import { offsetPoint } from '../geo/great-circle';
import { createRng, hash3, toUnit } from '../random/prng';
import type { City } from '../reference/cities';
import type { ReferenceData } from '../world/reference-data';

export const MIN_HOME_CITY_POPULATION = 15_000;
export const MAX_HOMES_PER_CITY = 300;
export const ANY_DAY_MASK = 0b1111111;
export const SATURDAY_MASK = 1 << 6;

export type { HomeCancellationKind } from '@wayfare/contracts/homes';
import type { HomeCancellationKind } from '@wayfare/contracts/homes';

/** One vacation rental, generated from (seed, city, n) on first look at its city. */
export interface HomeListing {
  listingId: string;
  hash: number;
  city: City;
  propertyType: PropertyType;
  title: string;
  hostName: string;
  lat: number;
  lon: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  maxGuests: number;
  petsAllowed: boolean;
  maxPets: number;
  minStay: number;
  maxStay: number;
  checkInMask: number;
  checkOutMask: number;
  minBookingWindowDays: number;
  baseNightlyMinor: number;
  rating10: number;
  reviews: number;
  amenities: HomeAmenity[];
  cancellation: HomeCancellationKind;
  hasPropertyFee: boolean;
  hasResortFee: boolean;
  hasLongStayDiscount: boolean;
  lastMinutePercent: number;
  hasEarlyBirdDiscount: boolean;
  hasCalendarPricing: boolean;
}

export interface HomeWorld {
  seed: number;
  reference: ReferenceData;
  cityByGeonameId: Map<number, City>;
  cache: Map<number, HomeListing[]>;
}

export function createHomeWorld(reference: ReferenceData, seed: number): HomeWorld {
  return {
    seed,
    reference,
    cityByGeonameId: new Map(reference.cities.map((c) => [c.geonameId, c])),
    cache: new Map(),
  };
}

const TYPES: PropertyType[] = [
  'Apartment',
  'Apartment',
  'Apartment',
  'House',
  'Condo',
  'Loft',
  'Villa',
  'Cabin',
  'Cottage',
];
const ADJECTIVES = [
  'Sunny',
  'Cosy',
  'Bright',
  'Quiet',
  'Charming',
  'Modern',
  'Stylish',
  'Spacious',
  'Historic',
  'Airy',
];
const HOSTS = [
  'Maria',
  'James',
  'Sofia',
  'Kenji',
  'Amara',
  'Lucas',
  'Priya',
  'Elena',
  'Omar',
  'Chloe',
  'Mateo',
  'Ingrid',
];
const AMENITIES: HomeAmenity[] = [
  'WiFi',
  'Kitchen',
  'Washer',
  'AirConditioning',
  'FreeParking',
  'Workspace',
  'Balcony',
  'Pool',
  'HotTub',
  'Fireplace',
  'EvCharger',
  'Crib',
];

function pickWeighted<T>(items: readonly [T, number][], u: number): T {
  let r = u * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('pickWeighted from an empty list');
  return last[0];
}

/** Listings around a city, in proportion to population^0.55; cached per city. */
export function listCityHomes(world: HomeWorld, city: City): HomeListing[] {
  const cached = world.cache.get(city.geonameId);
  if (cached) return cached;
  const out: HomeListing[] = [];
  if (city.population >= MIN_HOME_CITY_POPULATION) {
    const count = Math.min(
      MAX_HOMES_PER_CITY,
      Math.max(8, Math.round(Math.pow(city.population, 0.55) / 8)),
    );
    const spreadKm = 1 + Math.sqrt(city.population) / 600;
    const cost = COST_FACTORS[city.countryCode] ?? 0.7;
    for (let n = 0; n < count; n++) {
      const h = hash3(world.seed, city.geonameId, n);
      const rng = createRng(h);
      const propertyType = TYPES[rng.nextInt(TYPES.length)] ?? 'Apartment';
      const bedrooms =
        propertyType === 'Loft'
          ? rng.nextInt(2)
          : propertyType === 'Villa'
            ? 3 + rng.nextInt(4)
            : 1 + rng.nextInt(propertyType === 'House' ? 4 : 3);
      const beds = Math.max(1, bedrooms + rng.nextInt(2));
      const p = offsetPoint(
        city.lat,
        city.lon,
        rng.next() * Math.PI * 2,
        Math.abs(rng.nextNormal()) * spreadKm,
      );
      const weekly = rng.isChance(0.15);
      const petsAllowed = rng.isChance(0.35);
      const reviews = rng.isChance(0.12)
        ? rng.nextInt(3)
        : Math.round(Math.exp(1.5 + rng.next() * 4));
      out.push({
        listingId: `V${city.geonameId}-${n}`,
        hash: h,
        city,
        propertyType,
        title: `${ADJECTIVES[rng.nextInt(ADJECTIVES.length)] ?? 'Cosy'} ${bedrooms === 0 ? 'studio' : `${bedrooms}-bedroom ${propertyType.toLowerCase()}`} in ${city.name}`,
        hostName: HOSTS[rng.nextInt(HOSTS.length)] ?? 'Alex',
        lat: p.lat,
        lon: p.lon,
        bedrooms,
        beds,
        bathrooms: Math.max(1, Math.ceil(bedrooms / 2)),
        maxGuests: Math.max(2, beds * 2 - (rng.isChance(0.3) ? 1 : 0)),
        petsAllowed,
        maxPets: petsAllowed ? 1 + rng.nextInt(2) : 0,
        minStay: weekly
          ? 7
          : pickWeighted(
              [
                [1, 40],
                [2, 30],
                [3, 20],
                [5, 10],
              ],
              rng.next(),
            ),
        maxStay: pickWeighted(
          [
            [28, 60],
            [14, 20],
            [90, 20],
          ],
          rng.next(),
        ),
        checkInMask: weekly ? SATURDAY_MASK : ANY_DAY_MASK,
        // Some hosts cannot turn the place over on a Sunday.
        checkOutMask: weekly
          ? SATURDAY_MASK
          : rng.isChance(0.12)
            ? ANY_DAY_MASK & ~1
            : ANY_DAY_MASK,
        minBookingWindowDays: pickWeighted(
          [
            [0, 50],
            [1, 20],
            [2, 15],
            [3, 10],
            [7, 5],
          ],
          rng.next(),
        ),
        baseNightlyMinor:
          Math.round(
            (45 + bedrooms * 38) *
              cost *
              (0.75 + rng.next() * 0.6) *
              (propertyType === 'Villa' ? 1.6 : 1),
          ) * 100,
        rating10: Math.round(Math.max(3, Math.min(5, 4.5 + rng.nextNormal() * 0.3)) * 10),
        reviews,
        amenities: AMENITIES.filter((_, i) => toUnit(hash3(h, i, 31)) < (i < 3 ? 0.9 : 0.3)),
        cancellation: pickWeighted(
          [
            ['Flexible', 40],
            ['Moderate', 30],
            ['Strict', 20],
            ['NonRefundable', 10],
          ],
          rng.next(),
        ),
        hasPropertyFee: rng.isChance(0.4),
        hasResortFee: (propertyType === 'Villa' || propertyType === 'Condo') && rng.isChance(0.3),
        hasLongStayDiscount: rng.isChance(0.4),
        lastMinutePercent: rng.isChance(0.4) ? 10 + 5 * rng.nextInt(3) : 0,
        hasEarlyBirdDiscount: rng.isChance(0.3),
        hasCalendarPricing: rng.isChance(0.3),
      });
    }
  }
  world.cache.set(city.geonameId, out);
  return out;
}

export function findHomeListing(world: HomeWorld, listingId: string): HomeListing | null {
  const m = /^V(\d+)-(\d+)$/.exec(listingId);
  const city = m ? world.cityByGeonameId.get(Number(m[1])) : undefined;
  if (!m || !city) return null;
  return listCityHomes(world, city)[Number(m[2])] ?? null;
}

/** Hosts block about 8% of nights one by one and about 5% of weeks whole. */
export function isHomeNightBlocked(world: HomeWorld, home: HomeListing, day: number): boolean {
  return (
    toUnit(hash3(world.seed, home.hash, day)) < 0.08 ||
    toUnit(hash3(world.seed, home.hash, Math.floor(day / 7) + 1_000_000)) < 0.05
  );
}

export function listWeekdays(mask: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter((d) => (mask & (1 << d)) !== 0);
}

export function describeHome(home: HomeListing): HomeSummary {
  return {
    listingId: home.listingId,
    title: home.title,
    propertyType: home.propertyType,
    cityCode: `C${home.city.geonameId}`,
    city: home.city.name,
    countryCode: home.city.countryCode,
    coordinates: { lat: home.lat, lon: home.lon },
    bedrooms: home.bedrooms,
    beds: home.beds,
    bathrooms: home.bathrooms,
    amenities: home.amenities,
    userRating: home.rating10 / 10,
    reviewCount: home.reviews,
    hostName: home.hostName,
    imageSvg: formatHomePhotoPath(home.listingId, 0),
    rules: {
      minStayNights: home.minStay,
      maxStayNights: home.maxStay,
      maxGuests: home.maxGuests,
      petsAllowed: home.petsAllowed,
      maxPets: home.maxPets,
      checkInDays: listWeekdays(home.checkInMask),
      checkOutDays: listWeekdays(home.checkOutMask),
      minBookingWindowDays: home.minBookingWindowDays,
      checkInTime: '16:00',
      checkOutTime: '10:00',
    },
    fromNightly: { amountMinor: home.baseNightlyMinor, currency: 'USD' },
    cancellationKind: home.cancellation,
  };
}

/**
 * Where the sandbox image host serves a home's photo `n` (0 = the cover): result pages link
 * pictures rather than carry them, as for hotels (`home-photos.ts` draws them).
 */
export function formatHomePhotoPath(listingId: string, n: number): string {
  return `/api/v0/images/homes/${encodeURIComponent(listingId)}-${n}.svg`;
}
