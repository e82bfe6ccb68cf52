import KDBush from 'kdbush';
import { HOTEL_AMENITIES, type HotelAmenity } from '@wayfare/contracts/lodging';
import { offsetPoint } from '../geo/great-circle';
import { createRng, hashString } from '../random/prng';
import type { ReferenceData } from '../world/reference-data';
import { HOTEL_CHAINS, NO_CHAIN } from './hotel-catalog';

export const DEFAULT_HOTEL_TARGET = 110_000;
export const MIN_HOTEL_CITY_POPULATION = 15_000;
const MAX_HOTELS_PER_CITY = 2_600;

export const HOTEL_KIND_CITY = 0;
export const HOTEL_KIND_AIRPORT = 1;

/** Countries where rooms cost more (or less) than the world average. */
export const COST_FACTORS: Record<string, number> = {
  US: 1.35,
  CA: 1.2,
  GB: 1.35,
  CH: 1.6,
  NO: 1.45,
  DK: 1.35,
  SE: 1.25,
  IS: 1.5,
  IE: 1.3,
  FR: 1.25,
  DE: 1.15,
  NL: 1.3,
  BE: 1.15,
  AT: 1.15,
  IT: 1.15,
  ES: 1.05,
  PT: 0.95,
  AU: 1.3,
  NZ: 1.2,
  JP: 1.15,
  SG: 1.5,
  HK: 1.4,
  AE: 1.3,
  QA: 1.3,
  IL: 1.4,
  KR: 1.05,
  CN: 0.75,
  IN: 0.45,
  ID: 0.5,
  VN: 0.45,
  TH: 0.55,
  PH: 0.55,
  MY: 0.55,
  MX: 0.75,
  BR: 0.7,
  AR: 0.65,
  CO: 0.6,
  PE: 0.6,
  CL: 0.8,
  ZA: 0.7,
  EG: 0.5,
  MA: 0.6,
  TR: 0.65,
  RU: 0.7,
  PL: 0.75,
  CZ: 0.8,
  HU: 0.75,
  GR: 0.95,
};

/** Hotels as struct-of-arrays plus a static KD-tree over (lon, lat). */
export interface HotelWorld {
  seed: number;
  count: number;
  lat: Float64Array;
  lon: Float64Array;
  city: Uint32Array;
  chain: Uint8Array;
  brand: Uint8Array;
  stars: Uint8Array;
  /** User rating × 10 (30 = 3.0 of 5). */
  rating10: Uint8Array;
  reviews: Uint32Array;
  /** 0 NoCollection, 1 Premier, 2 Lifestyle. */
  collection: Uint8Array;
  amenities: Uint32Array;
  /** Typical nightly rate in US cents. */
  baseRateMinor: Uint32Array;
  kind: Uint8Array;
  /** Airport index for airport hotels, else 65535. */
  airport: Uint16Array;
  roomCount: Uint16Array;
  /** Bit 0: sells non-refundable pay-now rates; bit 1: offers pay-later. */
  rateFlags: Uint8Array;
  index: KDBush;
  reference: ReferenceData;
  cityIndexByCode: Map<string, number>;
}

export function getAmenityBit(amenity: HotelAmenity): number {
  return 1 << HOTEL_AMENITIES.indexOf(amenity);
}

function pickAmenities(
  stars: number,
  isAirport: boolean,
  isTropical: boolean,
  u: () => number,
): number {
  const p: Partial<Record<HotelAmenity, number>> = {
    FreeWifi: 0.92,
    Pool: 0.1 + stars * 0.12,
    FitnessCenter: 0.15 + stars * 0.15,
    Spa: stars >= 4 ? 0.55 : 0.05,
    Restaurant: 0.2 + stars * 0.15,
    Bar: 0.1 + stars * 0.16,
    RoomService: stars >= 4 ? 0.8 : 0.1,
    FreeBreakfast: stars <= 3 ? 0.55 : 0.15,
    Parking: 0.6,
    FreeParking: stars <= 3 ? 0.45 : 0.1,
    AirportShuttle: isAirport ? 0.9 : 0.08,
    PetFriendly: 0.3,
    AirConditioning: 0.85,
    BusinessCenter: 0.1 + stars * 0.12,
    AccessibleRooms: 0.5 + stars * 0.08,
    KidsClub: isTropical && stars >= 4 ? 0.5 : 0.03,
    EvCharging: 0.05 + stars * 0.05,
    Kitchenette: 0.15,
    Beachfront: isTropical ? 0.18 : 0.02,
    HotTub: 0.1 + stars * 0.06,
  };
  let mask = 0;
  HOTEL_AMENITIES.forEach((a, i) => {
    if (u() < (p[a] ?? 0)) mask |= 1 << i;
  });
  if ((mask & (1 << HOTEL_AMENITIES.indexOf('FreeParking'))) !== 0)
    mask |= 1 << HOTEL_AMENITIES.indexOf('Parking');
  return mask;
}

const INDEPENDENT_STARS = [1, 2, 2, 3, 3, 3, 3, 4, 4, 5];

/**
 * Places hotels around every city of 15k+ people in proportion to population^0.85, plus
 * airport hotels at large airports; chains follow their real brand tiers.
 */
export function buildHotelWorld(
  reference: ReferenceData,
  seed: number,
  target = DEFAULT_HOTEL_TARGET,
): HotelWorld {
  const cities = reference.cities.filter((c) => c.population >= MIN_HOTEL_CITY_POPULATION);
  const weights = cities.map((c) => Math.pow(c.population, 0.85));
  const airportHotels = reference.airports.filter((a) => a.kind === 'large');
  const perAirport = 6;
  const scale = (target - airportHotels.length * perAirport) / weights.reduce((s, w) => s + w, 0);
  const rng = createRng(seed ^ 0x5eed_4073);
  const counts = weights.map((w) =>
    Math.min(MAX_HOTELS_PER_CITY, Math.floor(w * scale + rng.next())),
  );
  const count = counts.reduce((s, c) => s + c, 0) + airportHotels.length * perAirport;
  const world: HotelWorld = {
    seed,
    count,
    lat: new Float64Array(count),
    lon: new Float64Array(count),
    city: new Uint32Array(count),
    chain: new Uint8Array(count),
    brand: new Uint8Array(count),
    stars: new Uint8Array(count),
    rating10: new Uint8Array(count),
    reviews: new Uint32Array(count),
    collection: new Uint8Array(count),
    amenities: new Uint32Array(count),
    baseRateMinor: new Uint32Array(count),
    kind: new Uint8Array(count),
    airport: new Uint16Array(count).fill(65535),
    roomCount: new Uint16Array(count),
    rateFlags: new Uint8Array(count),
    index: new KDBush(count),
    reference,
    cityIndexByCode: new Map(reference.cities.map((c) => [`C${c.geonameId}`, c.index])),
  };
  const chainWeights = HOTEL_CHAINS.map((c) => c.weight);
  const chainTotal = chainWeights.reduce((s, w) => s + w, 0);
  const pickChain = (): number => {
    let r = rng.next() * chainTotal;
    for (let i = 0; i < chainWeights.length; i++) {
      r -= chainWeights[i] ?? 0;
      if (r < 0) return i;
    }
    return 0;
  };
  let h = 0;
  const place = (
    cityIndex: number,
    lat: number,
    lon: number,
    population: number,
    countryCode: string,
    airport: number,
  ): void => {
    const isAirport = airport >= 0;
    const isChain = rng.next() < (isAirport ? 0.9 : population > 500_000 ? 0.6 : 0.45);
    let stars: number;
    let isLifestyle = false;
    if (isChain) {
      const chain = pickChain();
      const brands = HOTEL_CHAINS[chain]?.brands ?? [];
      const brand = rng.nextInt(brands.length);
      world.chain[h] = chain;
      world.brand[h] = brand;
      stars = brands[brand]?.stars ?? 3;
      isLifestyle = brands[brand]?.isLifestyle ?? false;
    } else {
      world.chain[h] = NO_CHAIN;
      stars = INDEPENDENT_STARS[rng.nextInt(INDEPENDENT_STARS.length)] ?? 3;
      isLifestyle = stars >= 3 && rng.next() < 0.12;
    }
    const rating = Math.max(2.4, Math.min(5, 3.1 + stars * 0.28 + rng.nextNormal() * 0.35));
    world.lat[h] = lat;
    world.lon[h] = lon;
    world.city[h] = cityIndex;
    world.stars[h] = stars;
    world.rating10[h] = Math.round(rating * 10);
    world.reviews[h] = Math.round(Math.exp(3 + stars * 0.5 + rng.next() * 2.5));
    world.collection[h] = isLifestyle ? 2 : stars >= 4 && rating >= 4.3 && rng.next() < 0.4 ? 1 : 0;
    world.amenities[h] = pickAmenities(stars, isAirport, Math.abs(lat) < 28, () => rng.next());
    const cost = COST_FACTORS[countryCode] ?? 0.7;
    const cityFactor = 1 + Math.max(0, Math.log10(population / 100_000)) * 0.18;
    const starBase = [0, 62, 88, 135, 215, 410][stars] ?? 135;
    world.baseRateMinor[h] =
      Math.round(starBase * cost * cityFactor * (0.82 + rng.next() * 0.4)) * 100;
    world.kind[h] = isAirport ? HOTEL_KIND_AIRPORT : HOTEL_KIND_CITY;
    if (isAirport) world.airport[h] = airport;
    world.roomCount[h] = Math.round(20 + stars * 40 * (0.5 + rng.next()));
    world.rateFlags[h] = (rng.next() < 0.85 ? 1 : 0) | (rng.next() < 0.7 ? 2 : 0);
    world.index.add(lon, lat);
    h++;
  };
  cities.forEach((c, ci) => {
    const n = counts[ci] ?? 0;
    const spreadKm = 0.8 + Math.sqrt(c.population) / 700;
    for (let k = 0; k < n; k++) {
      const r = Math.abs(rng.nextNormal()) * spreadKm;
      const p = offsetPoint(c.lat, c.lon, rng.next() * Math.PI * 2, r);
      place(c.index, p.lat, p.lon, c.population, c.countryCode, -1);
    }
  });
  for (const a of airportHotels) {
    const nearest = nearestCity(reference, a.lat, a.lon, hashString(a.iata));
    for (let k = 0; k < perAirport; k++) {
      const p = offsetPoint(a.lat, a.lon, rng.next() * Math.PI * 2, 0.4 + rng.next() * 2.5);
      place(nearest, p.lat, p.lon, 200_000, a.countryCode, a.index);
    }
  }
  world.index.finish();
  return world;
}

/** Largest nearby city for an airport hotel's address (scan of the 20k largest cities). */
function nearestCity(reference: ReferenceData, lat: number, lon: number, salt: number): number {
  let best = -1;
  let bestScore = Infinity;
  const limit = Math.min(reference.cities.length, 20_000);
  for (let i = 0; i < limit; i++) {
    const c = reference.cities[i];
    if (!c) continue;
    const dLat = c.lat - lat;
    const dLon = (c.lon - lon) * Math.cos((lat * Math.PI) / 180);
    const d2 = dLat * dLat + dLon * dLon;
    if (d2 > 1) continue;
    const score = d2 / Math.log(c.population);
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best >= 0 ? best : salt % limit;
}
