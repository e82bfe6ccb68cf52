import { HOTEL_AMENITIES, type Collection, type HotelAmenity } from '@wayfare/contracts/lodging';
import { measureDistanceKm } from '../geo/great-circle';
import { hash3, pickByHash } from '../random/prng';
import {
  AREA_NAMES,
  COLLECTION_CODES,
  COMPASS_NAMES,
  HOTEL_CHAINS,
  INDEPENDENT_PREFIXES,
  INDEPENDENT_SUFFIXES,
  INDEPENDENT_WORDS,
  NO_CHAIN,
} from './hotel-catalog';
import { DEFAULT_SUPPLY_LOCALE, sayNeighbourhood, type SupplyLocale } from './hotel-locale';
import { HOTEL_KIND_AIRPORT, type HotelWorld } from './hotel-world';

export interface HotelDescription {
  lodgingId: string;
  name: string;
  brand: string | null;
  chainName: string | null;
  loyaltyProgramCode: string | null;
  city: string;
  countryCode: string;
  neighbourhood: string;
  collection: Collection;
  amenities: HotelAmenity[];
}

export function formatLodgingId(hotel: number): string {
  return `H${hotel}`;
}

export function parseLodgingId(world: HotelWorld, id: string): number | null {
  const m = /^H(\d+)$/.exec(id);
  if (!m) return null;
  const n = Number(m[1]);
  return n < world.count ? n : null;
}

/**
 * Names are generated on demand: "<brand> <city> <area>" for chains, word-list names otherwise.
 * The name stays as it is in every language; the area (`neighbourhood`) is said in `locale`'s.
 */
export function describeHotel(
  world: HotelWorld,
  hotel: number,
  locale: SupplyLocale = DEFAULT_SUPPLY_LOCALE,
): HotelDescription {
  const city = world.reference.cities[world.city[hotel] ?? 0];
  const cityName = city?.name ?? 'City';
  const h = hash3(world.seed, hotel, 4242);
  let neighbourhood: string;
  if (world.kind[hotel] === HOTEL_KIND_AIRPORT) {
    const airport = world.reference.airports[world.airport[hotel] ?? 0];
    neighbourhood = airport ? `${airport.iata} Airport` : 'Airport';
  } else if (city) {
    const lat = world.lat[hotel] ?? 0;
    const lon = world.lon[hotel] ?? 0;
    const d = measureDistanceKm(city.lat, city.lon, lat, lon);
    if (d < 1.2) neighbourhood = h % 2 === 0 ? 'Downtown' : 'City Centre';
    else if (d > 6) {
      const angle = Math.atan2(
        lat - city.lat,
        (lon - city.lon) * Math.cos((city.lat * Math.PI) / 180),
      );
      const idx = Math.round(((Math.PI / 2 - angle) / (Math.PI / 2) + 4) % 4) % 4;
      neighbourhood = COMPASS_NAMES[idx] ?? 'North';
    } else neighbourhood = pickByHash(AREA_NAMES, h);
  } else neighbourhood = 'Central';
  const chainIndex = world.chain[hotel] ?? NO_CHAIN;
  const chain = chainIndex === NO_CHAIN ? undefined : HOTEL_CHAINS[chainIndex];
  const brand = chain?.brands[world.brand[hotel] ?? 0];
  let name: string;
  if (chain && brand) {
    name =
      world.kind[hotel] === HOTEL_KIND_AIRPORT
        ? `${brand.name} ${cityName} ${neighbourhood}`
        : `${brand.name} ${cityName} ${neighbourhood}`;
  } else {
    const prefix = pickByHash(INDEPENDENT_PREFIXES, h >>> 3);
    const word = pickByHash(INDEPENDENT_WORDS, h >>> 7);
    const suffix = pickByHash(INDEPENDENT_SUFFIXES, h >>> 11);
    name =
      prefix === 'Hotel' ||
      prefix === 'Casa' ||
      prefix === 'Villa' ||
      prefix === 'Maison' ||
      prefix === 'Palazzo' ||
      prefix === 'Le'
        ? `${prefix} ${word} ${cityName}`
        : `${prefix} ${word} ${suffix}`;
  }
  const mask = world.amenities[hotel] ?? 0;
  return {
    lodgingId: formatLodgingId(hotel),
    name,
    brand: brand?.name ?? null,
    chainName: chain?.name ?? null,
    loyaltyProgramCode: chain?.code ?? null,
    city: cityName,
    countryCode: city?.countryCode ?? '',
    neighbourhood: sayNeighbourhood(neighbourhood, locale),
    collection: COLLECTION_CODES[world.collection[hotel] ?? 0] ?? 'NoCollection',
    amenities: HOTEL_AMENITIES.filter((_, i) => (mask & (1 << i)) !== 0),
  };
}
