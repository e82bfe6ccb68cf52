import {
  TRAVEL_SALE_LISTS,
  TravelSalePlaceSchema,
  TravelSaleResponseSchema,
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
import type { TravelSalePricingsRepository } from '@wayfare/store/repositories/travel-sale-pricings-repository';
import type { FareCalendarProvider } from '@wayfare/supply/ports/fare-calendar-provider';
import type { FlightProvider } from '@wayfare/supply/ports/flight-provider';
import { METRO_AREAS } from '@wayfare/supply/places/metro-areas';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { Env } from '../env';
import type { JobRunner } from './job-runner';
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
  /** The search a destination links to, asked for the sale day's cheapest flight (its policy facts). */
  flights: Pick<FlightProvider, 'searchFlights'>;
  repos: {
    flightShop: Pick<FlightShopRepository, 'listRecentSearches'>;
    travelSalePricings: Pick<TravelSalePricingsRepository, 'find' | 'save'>;
  };
  recentSearches: Pick<WriteBehind<unknown>, 'flush'>;
  travelSaleCache: SearchCache<TravelSalePricing>;
}

/** What the app context gives the travel sale, its route and its jobs. */
export interface TravelSaleSource {
  clock: Clock;
  env: TravelSaleConfig;
  supply: Pick<SupplyService, 'getWorld' | 'resolveAirportCode' | 'isReady'>;
  suppliers: { fareCalendar: FareCalendarProvider; flights: Pick<FlightProvider, 'searchFlights'> };
  repos: {
    flightShop: Pick<FlightShopRepository, 'listRecentSearches'>;
    travelSalePricings: TravelSalePricingsRepository;
  };
  recentSearches: Pick<WriteBehind<unknown>, 'flush'>;
  travelSaleCache: SearchCache<TravelSalePricing>;
  readonly jobRunner: Pick<JobRunner, 'schedule'>;
}

export function selectTravelSalePorts(ctx: TravelSaleSource): TravelSalePorts {
  return {
    clock: ctx.clock,
    env: ctx.env,
    supply: ctx.supply,
    fareCalendar: ctx.suppliers.fareCalendar,
    flights: ctx.suppliers.flights,
    repos: ctx.repos,
    recentSearches: ctx.recentSearches,
    travelSaleCache: ctx.travelSaleCache,
  };
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
  const flight = await findSaleFlight(ports, origin, place.code, sale.date, sale.fareMinor, now);
  return {
    fare: { amountMinor: sale.fareMinor, currency: 'USD' },
    usualFare: { amountMinor: sale.usualMinor, currency: 'USD' },
    savingPercent: sale.savingPercent,
    departureDate: sale.date,
    ...(flight ? { flight } : {}),
  };
}

/**
 * The flight that sells the sale fare: the search for its day, its cheapest fare (the calendar's
 * fare is the search's cheapest). Its cabin, time and stopovers are what a travel policy judges.
 */
async function findSaleFlight(
  ports: TravelSalePorts,
  origin: string,
  destination: string,
  date: string,
  fareMinor: number,
  now: Date,
): Promise<NonNullable<TravelSaleDestination['sale']>['flight'] | null> {
  const found = await ports.flights.searchFlights(
    {
      tripType: 'one_way',
      slices: [
        {
          origin: ports.supply.resolveAirportCode(origin),
          destination: ports.supply.resolveAirportCode(destination),
          departureDate: date,
        },
      ],
      passengers: SALE_PASSENGERS,
      maxStops: 2,
      excludeLowCostCarriers: false,
    },
    now,
  );
  if (!found.ok) return null;
  let best: { fare: number; flight: NonNullable<TravelSaleDestination['sale']>['flight'] } | null =
    null;
  for (const itinerary of found.value.slices[0]?.itineraries ?? [])
    for (const fare of itinerary.fares)
      if (best === null || fare.pricing.grandTotal.amountMinor < best.fare)
        best = {
          fare: fare.pricing.grandTotal.amountMinor,
          flight: {
            cabinClass: fare.cabinClass,
            durationMinutes: itinerary.durationMinutes,
            segments: itinerary.segments.map((s) => ({
              stopoverDurationMinutes: s.stopoverDurationMinutes,
            })),
          },
        };
  // Only the flight that sells the fare shown: another would be judged at another price.
  return best && best.fare === fareMinor ? (best.flight ?? null) : null;
}

/** What the database keeps of one origin's pricing (the answer's priced part). */
const StoredPricingSchema = TravelSaleResponseSchema.pick({
  window: true,
  destinations: true,
  pricedAt: true,
}).extend({ origin: TravelSalePlaceSchema });

/** A stored pricing, or null when the row is not one (written by another version): priced again. */
function readStoredPricing(stored: Record<string, unknown>): TravelSalePricing | null {
  const parsed = StoredPricingSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * One origin's priced destinations for the day: from this process's copy, else the database's
 * (priced ahead by the `travel-sale-price` job, or by a request in any process), else priced now
 * and stored for every process.
 */
async function priceOrigin(
  ports: TravelSalePorts,
  originCode: string,
  codes: readonly string[],
  now: Date,
  pricedBy: 'job' | 'demand',
): Promise<{ pricing: TravelSalePricing; from: 'memory' | 'database' | 'priced' }> {
  const today = isoDay(now.getTime());
  const listsKey = codes.join(',');
  const key = `${today}|${originCode}|${listsKey}`;
  const cached = ports.travelSaleCache.get(key, now);
  if (cached) return { pricing: cached, from: 'memory' };
  const stored = await ports.repos.travelSalePricings.find({
    origin: originCode,
    day: today,
    listsKey,
  });
  const storedPricing = stored ? readStoredPricing(stored.pricing) : null;
  if (storedPricing) {
    const pricing = storedPricing;
    ports.travelSaleCache.set(key, pricing, now);
    return { pricing, from: 'database' };
  }
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
    const started = performance.now();
    destinations.push({
      place,
      sale: await priceDestination(ports, originCode, place, window, now),
      hotelsSoldOut: soldOut.has(code),
    });
    // Each destination is some hundreds of milliseconds of CPU. A request waiting for it lets
    // other requests in between; the job, which nobody waits for, rests as long as it worked, so
    // pricing ahead takes at most half of the process while people book.
    const rest = pricedBy === 'job' ? Math.min(1_000, performance.now() - started) : 0;
    await new Promise((resolve) => (rest > 0 ? setTimeout(resolve, rest) : setImmediate(resolve)));
  }
  const pricing = { origin, window, destinations, pricedAt: now.toISOString() };
  await ports.repos.travelSalePricings.save({
    origin: originCode,
    day: today,
    listsKey,
    pricing: { ...pricing },
    pricedBy,
    pricedAt: now,
  });
  ports.travelSaleCache.set(key, pricing, now);
  return { pricing, from: 'priced' };
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

/** The sale's lists from an origin (the origin itself left out) and every code they name, once. */
function saleListsFrom(env: TravelSaleConfig, origin: string) {
  const lists = mapLists((list) => readList(env, list).filter((c) => c !== origin));
  const codes = [...new Set(TRAVEL_SALE_LISTS.flatMap((list) => lists[list]))];
  return { lists, codes };
}

/**
 * The `travel-sale-price` job: one origin's sale for the day, priced and stored unless it already
 * is. Answers where it came from (`priced` when this call did the work).
 */
export async function prepriceTravelSale(
  ports: TravelSalePorts,
  origin: string,
): Promise<'memory' | 'database' | 'priced' | 'inactive' | 'unknown'> {
  if (!ports.env.TRAVEL_SALE_ACTIVE) return 'inactive';
  if (!describeSalePlace(ports, origin)) return 'unknown';
  const { codes } = saleListsFrom(ports.env, origin);
  const { from } = await priceOrigin(ports, origin, codes, ports.clock.now(), 'job');
  return from;
}

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
  const { lists, codes } = saleListsFrom(ports.env, code);
  const { pricing } = await priceOrigin(ports, code, codes, now, 'demand');
  const known = new Set(pricing.destinations.map((d) => d.place.code));
  return {
    active: true,
    originSource: source,
    ...pricing,
    lists: mapLists((list) => lists[list].filter((c) => known.has(c))),
    searchContinents: ports.env.TRAVEL_SALE_SEARCH_CONTINENTS,
  };
}

/** The sweep that plans the day's pricing ahead: every minute, cheap when all is priced. */
export const TRAVEL_SALE_PLAN_JOB = 'travel-sale-plan';
export const TRAVEL_SALE_PLAN_EVERY_MS = 60_000;
/** One origin's pricing for one day, claimed by one process. */
export const TRAVEL_SALE_PRICE_JOB = 'travel-sale-price';
/** Home airports count from searches this recent, the most shared first, at most this many. */
const HOME_AIRPORT_DAYS = 7;
const HOME_AIRPORT_LIMIT = 5;

/**
 * The origins worth pricing ahead: the portal's default, each tenant's configured ones and the
 * home airports of recent searches (everyone's latest search's origin), known to the supplier.
 */
export async function listPopularSaleOrigins(
  source: TravelSaleSource,
  tenantOrigins: readonly string[],
): Promise<string[]> {
  const now = source.clock.now();
  await source.recentSearches.flush();
  const homes = await source.repos.travelSalePricings.listRecentHomeAirports(
    new Date(now.getTime() - HOME_AIRPORT_DAYS * DAY_MS),
    HOME_AIRPORT_LIMIT,
  );
  const ports = selectTravelSalePorts(source);
  return [...new Set([source.env.TRAVEL_SALE_DEFAULT_ORIGIN, ...tenantOrigins, ...homes])].filter(
    (code) => describeSalePlace(ports, code) !== null,
  );
}

/**
 * The `travel-sale-plan` sweep: schedules a `travel-sale-price` job for each popular origin not
 * yet priced today, keyed by day and origin (so however many processes sweep at once, each exists
 * once), and forgets the days before yesterday. Nothing while the sale is off or the supplier's
 * world is still being built. Answers the origins it scheduled.
 */
export async function planTravelSalePricing(
  source: TravelSaleSource,
  tenantOrigins: readonly string[],
): Promise<string[]> {
  if (!source.env.TRAVEL_SALE_ACTIVE || !source.supply.isReady()) return [];
  const now = source.clock.now();
  const today = isoDay(now.getTime());
  await source.repos.travelSalePricings.deleteBefore(isoDay(now.getTime() - DAY_MS));
  const scheduled: string[] = [];
  for (const origin of await listPopularSaleOrigins(source, tenantOrigins)) {
    const { codes } = saleListsFrom(source.env, origin);
    const stored = await source.repos.travelSalePricings.find({
      origin,
      day: today,
      listsKey: codes.join(','),
    });
    if (stored) continue;
    await source.jobRunner.schedule({
      kind: TRAVEL_SALE_PRICE_JOB,
      key: `${TRAVEL_SALE_PRICE_JOB}:${today}:${origin}`,
      payload: { origin, day: today },
      runAt: now,
    });
    scheduled.push(origin);
  }
  return scheduled;
}

/** The `travel-sale-price` job: its origin priced for its day (a day gone by is left alone). */
export async function runTravelSalePriceJob(
  source: TravelSaleSource,
  payload: Record<string, unknown>,
): Promise<string> {
  const { origin, day } = payload;
  if (typeof origin !== 'string' || typeof day !== 'string')
    throw new Error('travel sale job without its origin and day');
  if (day !== isoDay(source.clock.now().getTime())) return 'stale';
  return prepriceTravelSale(selectTravelSalePorts(source), origin);
}
