import {
  TRAVEL_SALE_LISTS,
  type TravelSaleDestination,
  type TravelSaleList,
  type TravelSaleOriginSource,
  type TravelSalePlace,
  type TravelSaleQuery,
  type TravelSaleResponse,
} from '@wayfare/contracts/travel-sale';
import {
  pickSaleFare,
  SALE_WINDOW_FIRST_DAY,
  SALE_WINDOW_LAST_DAY,
} from '@wayfare/domain/travel-sale';
import type { FlightShopRepository } from '@wayfare/store/repositories/flight-shop-repository';
import type { FareCalendarProvider } from '@wayfare/supply/ports/fare-calendar-provider';
import { METRO_AREAS } from '@wayfare/supply/places/metro-areas';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { Env } from '../env';
import { createSearchCache, type SearchCache } from './search-cache';
import type { SupplyService } from './supply';
import type { WriteBehind } from './write-behind';

/*
 * The travel sale (issue 23): each destination of the environment's lists with its sale fare from
 * the person's origin, priced by the supplier's fare calendar (what a search on that day shows as
 * its cheapest, the market's sales included): the lowest one-way fare for one adult over the sale
 * window against the route's usual fare (domain/travel-sale.ts). The origin is the one asked for,
 * else the person's home airport (the origin of their latest flight search), else the portal's.
 */

/** The sale's configuration, read once from the environment (env.ts). */
export type TravelSaleConfig = Pick<
  Env,
  | 'TRAVEL_SALE_ACTIVE'
  | 'TRAVEL_SALE_DEFAULT_ORIGIN'
  | 'TRAVEL_SALE_FEATURED'
  | 'TRAVEL_SALE_SORTED'
  | 'TRAVEL_SALE_INTERNATIONAL'
  | 'TRAVEL_SALE_US'
  | 'TRAVEL_SALE_BEACH'
  | 'TRAVEL_SALE_WINTER'
  | 'TRAVEL_SALE_SEARCH_CONTINENTS'
  | 'TRAVEL_SALE_SOLD_OUT_HOTEL_DESTINATIONS'
>;

/** One origin's priced destinations for a day: the same for everyone leaving from there. */
export type TravelSalePricing = Pick<TravelSaleResponse, 'origin' | 'window' | 'destinations'> & {
  pricedAt: string;
};

export interface TravelSalePorts {
  clock: Clock;
  env: TravelSaleConfig;
  supply: Pick<SupplyService, 'getWorld' | 'resolveAirportCode'>;
  fareCalendar: FareCalendarProvider;
  repos: { flightShop: Pick<FlightShopRepository, 'listRecentSearches'> };
  recentSearches: Pick<WriteBehind<unknown>, 'flush'>;
  travelSaleCache: SearchCache<TravelSalePricing>;
}

/**
 * Ten minutes: a fare of the window moves at most once a day (the market's level and sales are
 * per day), and seats sold through the portal only close fares on single flights; the search the
 * sale links to prices afresh.
 */
export function createTravelSaleCache(): SearchCache<TravelSalePricing> {
  return createSearchCache({ ttlMs: 10 * 60_000, maxEntries: 200 });
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const SALE_PASSENGERS = { ADT: 1, CNN: 0, INS: 0, INF: 0 };

const LIST_ENV: Record<TravelSaleList, keyof TravelSaleConfig> = {
  featured: 'TRAVEL_SALE_FEATURED',
  sorted: 'TRAVEL_SALE_SORTED',
  international: 'TRAVEL_SALE_INTERNATIONAL',
  us: 'TRAVEL_SALE_US',
  beach: 'TRAVEL_SALE_BEACH',
  winter: 'TRAVEL_SALE_WINTER',
};

function readList(env: TravelSaleConfig, list: TravelSaleList): string[] {
  const codes = env[LIST_ENV[list]];
  return Array.isArray(codes) ? codes : [];
}

/** An airport or a metro area as the sale names it; null when the supplier knows neither. */
export function describeSalePlace(
  ports: Pick<TravelSalePorts, 'supply'>,
  code: string,
): TravelSalePlace | null {
  const flights = ports.supply.getWorld().flights;
  const airportOf = (iata: string) => {
    const index = flights.airportIndexByCode.get(iata);
    return index === undefined ? undefined : flights.net.airports[index];
  };
  const airport = airportOf(code);
  if (airport)
    return {
      code,
      city: airport.city,
      countryCode: airport.countryCode,
      continent: airport.continent,
    };
  const metro = METRO_AREAS.find((m) => m.code === code);
  const main = metro ? metro.airports.map(airportOf).find((a) => a !== undefined) : undefined;
  return metro && main
    ? { code, city: metro.name, countryCode: main.countryCode, continent: main.continent }
    : null;
}

/** The origin asked for, else the latest flight search's, else the portal's default. */
async function chooseOrigin(
  ports: TravelSalePorts,
  actor: { userId: string; tenant: string },
  query: TravelSaleQuery,
): Promise<{ code: string; source: TravelSaleOriginSource }> {
  if (query.origin) return { code: query.origin, source: 'Chosen' };
  await ports.recentSearches.flush();
  const [latest] = await ports.repos.flightShop.listRecentSearches(actor.userId, actor.tenant);
  const slices = latest?.request['slices'];
  const first: unknown = Array.isArray(slices) ? slices[0] : undefined;
  const origin =
    first && typeof first === 'object' && 'origin' in first ? String(first.origin) : null;
  if (origin && /^[A-Z]{3}$/.test(origin) && describeSalePlace(ports, origin))
    return { code: origin, source: 'HomeAirport' };
  return { code: ports.env.TRAVEL_SALE_DEFAULT_ORIGIN, source: 'Default' };
}

async function priceDestination(
  ports: TravelSalePorts,
  origin: string,
  place: TravelSalePlace,
  window: { fromDate: string; toDate: string },
  now: Date,
): Promise<TravelSaleDestination['sale']> {
  const found = await ports.fareCalendar.findLowestFares(
    {
      origin: ports.supply.resolveAirportCode(origin),
      destination: ports.supply.resolveAirportCode(place.code),
      passengers: SALE_PASSENGERS,
      maxStops: 2,
      excludeLowCostCarriers: false,
      pricedAs: 'one_way',
      ...window,
    },
    now,
  );
  // A destination the supplier cannot price from here (the same city, say) has no sale fare.
  if (!found.ok) return null;
  const sale = pickSaleFare(
    found.value.map((d) => ({ date: d.date, fareMinor: d.lowest?.amountMinor ?? null })),
  );
  if (!sale) return null;
  return {
    fare: { amountMinor: sale.fareMinor, currency: 'USD' },
    usualFare: { amountMinor: sale.usualMinor, currency: 'USD' },
    savingPercent: sale.savingPercent,
    departureDate: sale.date,
  };
}

async function priceOrigin(
  ports: TravelSalePorts,
  originCode: string,
  codes: readonly string[],
  now: Date,
): Promise<TravelSalePricing> {
  const today = isoDay(now.getTime());
  const key = `${today}|${originCode}|${codes.join(',')}`;
  const cached = ports.travelSaleCache.get(key, now);
  if (cached) return cached;
  const origin = describeSalePlace(ports, originCode);
  if (!origin)
    throw new AppError('BadRequest', `We don't know the airport "${originCode}".`, 'origin');
  const window = {
    fromDate: isoDay(now.getTime() + SALE_WINDOW_FIRST_DAY * DAY_MS),
    toDate: isoDay(now.getTime() + SALE_WINDOW_LAST_DAY * DAY_MS),
  };
  const soldOut = new Set(ports.env.TRAVEL_SALE_SOLD_OUT_HOTEL_DESTINATIONS);
  const destinations: TravelSaleDestination[] = [];
  for (const code of codes) {
    const place = describeSalePlace(ports, code);
    // A code the supplier does not know is left out rather than shown without a name.
    if (!place) continue;
    destinations.push({
      place,
      sale: await priceDestination(ports, originCode, place, window, now),
      hotelsSoldOut: soldOut.has(code),
    });
  }
  const pricing = { origin, window, destinations, pricedAt: now.toISOString() };
  ports.travelSaleCache.set(key, pricing, now);
  return pricing;
}

/** Each list's codes, by a function of the list. */
const mapLists = (
  codesOf: (list: TravelSaleList) => string[],
): Record<TravelSaleList, string[]> => ({
  featured: codesOf('featured'),
  sorted: codesOf('sorted'),
  international: codesOf('international'),
  us: codesOf('us'),
  beach: codesOf('beach'),
  winter: codesOf('winter'),
});

/** GET /api/v0/travelsale: the sale's lists with each destination's fare from the origin. */
export async function findTravelSale(
  ports: TravelSalePorts,
  actor: { userId: string; tenant: string },
  query: TravelSaleQuery,
): Promise<TravelSaleResponse> {
  const now = ports.clock.now();
  if (!ports.env.TRAVEL_SALE_ACTIVE) {
    return {
      active: false,
      origin: null,
      originSource: 'Default',
      window: { fromDate: isoDay(now.getTime()), toDate: isoDay(now.getTime()) },
      destinations: [],
      lists: mapLists(() => []),
      searchContinents: [],
      pricedAt: now.toISOString(),
    };
  }
  const { code, source } = await chooseOrigin(ports, actor, query);
  const lists = mapLists((list) => readList(ports.env, list).filter((c) => c !== code));
  const codes = [...new Set(TRAVEL_SALE_LISTS.flatMap((list) => lists[list]))];
  const pricing = await priceOrigin(ports, code, codes, now);
  const known = new Set(pricing.destinations.map((d) => d.place.code));
  return {
    active: true,
    originSource: source,
    ...pricing,
    lists: mapLists((list) => lists[list].filter((c) => known.has(c))),
    searchContinents: ports.env.TRAVEL_SALE_SEARCH_CONTINENTS,
  };
}
