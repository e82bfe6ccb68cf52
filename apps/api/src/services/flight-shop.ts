import { offerChangeForAnyReason, toChfarOffer } from './change-for-any-reason';
import { offerDisruptionAssistance, toDisruptionOffer } from './disruption-assistance';
import { randomUUID } from 'node:crypto';
import type {
  FlightShopRequest,
  FlightShopResponse,
  PredictionRouteGroup,
  PricePrediction,
  RecentFlightSearch,
} from '@wayfare/contracts/flight-shop';
import {
  FlightOfferSchema,
  FlightSearchRequestSchema,
  type FlightSearchRequest,
  type FlightSearchResponse,
} from '@wayfare/contracts/flights';
import type { PlaceSuggestion } from '@wayfare/contracts/places';
import { classifyRouteGroup } from '@wayfare/domain/price-model/features';
import { predictFlightPrice } from '@wayfare/domain/price-prediction';
import type { SupplyFailure } from '@wayfare/contracts/places';
import { measureAirportKm } from '@wayfare/supply/flights/flight-network';
import { METRO_AREAS } from '@wayfare/supply/places/metro-areas';
import { MAX_PLACE_LIMIT, searchPlaces } from '@wayfare/supply/places/place-autocomplete';
import type { FlightQuoteRequest, FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import { AppError } from '../app-error';
import { offerCancelForAnyReason, toCfarOffer } from './cfar-offer';
import { QUOTE_TTL_MINUTES, signQuoteToken } from './quote-tokens';
import { createSearchCache, type SearchCache } from './search-cache';
import { prepareJson, type PrecompressedJson } from './precompressed-json';
import type {
  FareObservation,
  FlightShopRepository,
  NewFlightSearch,
} from '@wayfare/store/repositories/flight-shop-repository';
import type { QuotesRepository } from '@wayfare/store/repositories/quotes-repository';
import type { FlightProvider } from '@wayfare/supply/ports/flight-provider';
import type { Clock } from '../clock';
import type { BackgroundJobs } from './background-jobs';
import type { PastFares, SupplierCalls } from './supplier-ports';
import type { SupplyService } from './supply';
import type { WriteBehind } from './write-behind';
import { labelAirport, listCarriers, normalizeSearchResults } from './flight-shop-results';

/** What the flights shop uses (built from the app context by the routes: context.ts). */
export interface FlightShopPorts {
  clock: Clock;
  /** Trip rules' clock: cancel for any reason's horizon and deadline are on it (issue 18). */
  travelClock: Clock;
  /** The supplier's world: places, airports and airlines. */
  supply: SupplyService;
  flights: FlightProvider;
  supplierCalls: SupplierCalls;
  flightShop: FlightShopRepository;
  quotes: QuotesRepository;
  quoteSigningSecret: string;
  flightSearchCache: SearchCache<PrecompressedJson>;
  recentSearches: WriteBehind<NewFlightSearch>;
  /** Work written behind the answer (the day's lowest fare). */
  jobs: BackgroundJobs;
  /** Fills a route's missing fare history from the supplier's past fares (`pastFares`). */
  backfillFareHistory: boolean;
  /** What a search would have cost on a past day. */
  pastFares: PastFares;
}

const DAY_MS = 86_400_000;
/** Days of history backfilled the first time a route is predicted. */
export const BACKFILL_DAYS = 45;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** One key for the same trip, passengers and cabin, whoever searches it. */
export function computeSearchKey(request: FlightSearchRequest): string {
  const slices = request.slices
    .map((s) => `${s.origin}-${s.destination}-${s.departureDate}`)
    .join('|');
  const { ADT, CNN, INS, INF } = request.passengers;
  return `${request.tripType}|${slices}|${ADT}-${CNN}-${INS}-${INF}|${request.cabinClass ?? 'any'}|${request.maxStops}|${request.excludeLowCostCarriers ? 'nolcc' : 'all'}`;
}

/**
 * The lowest whole-trip total: the sum of each slice's cheapest share on one ticket (fare history
 * tracks the one-ticket fare, as the supplier's past fares do; self-transfers are left out).
 */
export function findLowestTotal(
  result: FlightSearchResponse,
): { amountMinor: number; currency: string } | null {
  let total = 0;
  let currency = 'USD';
  for (const slice of result.slices) {
    let best: number | null = null;
    for (const it of slice.itineraries) {
      if (it.multiTicketType) continue;
      for (const fare of it.fares) {
        if (best === null || fare.pricing.grandTotal.amountMinor < best) {
          best = fare.pricing.grandTotal.amountMinor;
          currency = fare.pricing.grandTotal.currency;
        }
      }
    }
    if (best === null) return null;
    total += best;
  }
  return { amountMinor: total, currency };
}

/** Cities that a metro area already stands for (New York City → NYC), so they are not listed twice. */
const METRO_CITY_CODES = new Set(METRO_AREAS.map((m) => `C${m.geonameId}`));

/**
 * GET /autocomplete/flights: metro areas, airports and cities a flight can be searched from,
 * each once and each recognisable (the place index dedupes and names states and provinces).
 * More are asked for than shown, since cities without an airport and cities a metro area stands
 * for are left out.
 */
export function suggestFlightPlaces(
  ports: FlightShopPorts,
  query: string,
  limit: number,
): PlaceSuggestion[] {
  const result = searchPlaces(ports.supply.getWorld(), query, {
    kinds: ['metro', 'airport', 'city'],
    limit: Math.min(MAX_PLACE_LIMIT, limit * 2),
  });
  if (!result.ok) throw new AppError('BadRequest', result.message, 'query');
  return result.value
    .filter(
      (s) =>
        (s.kind !== 'city' || !METRO_CITY_CODES.has(s.code)) &&
        (s.kind === 'airport' || s.airportCodes.length > 0),
    )
    .slice(0, limit);
}

function normalizeRequest(
  ports: Pick<FlightShopPorts, 'supply'>,
  request: FlightSearchRequest,
): FlightSearchRequest {
  return {
    ...request,
    slices: request.slices.map((s) => ({
      ...s,
      origin: ports.supply.resolveAirportCode(s.origin),
      destination: ports.supply.resolveAirportCode(s.destination),
    })),
  };
}

function toBadRequest(failure: SupplyFailure): AppError {
  const aboutPassengers = /Passenger|Infant|Adult/.test(failure.code);
  return new AppError('BadRequest', failure.message, aboutPassengers ? 'passengers' : 'slices');
}

/** Searches as of `at`, pricing with the seats the portal has already sold on each flight. */
async function runSearch(
  ports: Pick<FlightShopPorts, 'flights'>,
  request: FlightSearchRequest,
  at: Date,
): Promise<FlightSearchResponse> {
  const found = await ports.flights.searchFlights(request, at);
  if (!found.ok) throw toBadRequest(found);
  return found.value;
}

/** How long a search answers from memory (DESIGN.md: fares move with days to departure and load). */
export const SEARCH_CACHE_TTL_MS = 60_000;

/** The searches this process answers from memory (one per app, on the context). */
export function createFlightSearchCache(): SearchCache<PrecompressedJson> {
  return createSearchCache({ ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: 200 });
}

/** Seats were sold or released through the portal: searches (and fares by date) price them again. */
export function noteSeatInventoryChanged(deps: {
  flightSearchCache: SearchCache<unknown>;
  flightCalendarCache?: SearchCache<unknown>;
  /** Packages' included flights (package-flight-cache.ts). */
  packageFlightCache?: { invalidate(): void };
}): void {
  deps.flightSearchCache.invalidate();
  deps.flightCalendarCache?.invalidate();
  deps.packageFlightCache?.invalidate();
}

/**
 * A search answer ready to send: the results serialized once per cache entry (and compressed once
 * per encoding a client accepts), then this request's `searchId` and `searchedAt` (FlightShopResponse).
 */
export interface FlightShopAnswer {
  results: PrecompressedJson;
  /** The members after the results, without braces. */
  tailMembers: string;
}

export async function shopFlights(
  ports: FlightShopPorts,
  userId: string,
  tenant: string,
  input: FlightShopRequest,
): Promise<FlightShopAnswer> {
  const { entrySource, ...rest } = input;
  const request = normalizeRequest(ports, rest);
  const now = ports.clock.now();
  const searchKey = computeSearchKey(request);
  const cache = ports.flightSearchCache;
  const cacheKey = `${isoDay(now)}|${searchKey}`;
  let results = cache.get(cacheKey, now);
  if (!results) {
    const search = await runSearch(ports, request, now);
    const normalized = normalizeSearchResults(search, listCarriers(ports, search));
    // The members without the braces: each answer appends its own.
    results = prepareJson(JSON.stringify(normalized).slice(1, -1));
    cache.set(cacheKey, results, now);
    // The day's lowest fare, as every fresh search sees it (price prediction's history), written
    // behind the answer: nobody waits on it, and a prediction records today's price itself.
    const lowest = findLowestTotal(search);
    if (lowest)
      ports.jobs.run('fare-observation', () =>
        ports.flightShop.recordObservation(
          searchKey,
          { observedOn: isoDay(now), lowestMinor: lowest.amountMinor, currency: lowest.currency },
          'search',
        ),
      );
  }
  const searchId = `fs_${randomUUID()}`;
  ports.recentSearches.add({
    id: searchId,
    userId,
    tenant,
    searchKey,
    request,
    labels: request.slices.map((s) => ({
      origin: labelAirport(ports, s.origin),
      destination: labelAirport(ports, s.destination),
    })),
    entrySource: entrySource ?? null,
    searchedAt: now,
  });
  const tail: Pick<FlightShopResponse, 'searchId' | 'searchedAt'> = {
    searchId,
    searchedAt: now.toISOString(),
  };
  return { results, tailMembers: JSON.stringify(tail).slice(1, -1) };
}

export async function listRecentFlightSearches(
  ports: FlightShopPorts,
  userId: string,
  tenant: string,
): Promise<RecentFlightSearch[]> {
  // Searches this process has not written yet are written first.
  await ports.recentSearches.flush();
  const rows = await ports.flightShop.listRecentSearches(userId, tenant);
  return rows.flatMap((row) => {
    const parsed = FlightSearchRequestSchema.safeParse(row.request);
    return parsed.success
      ? [
          {
            id: row.id,
            searchedAt: row.searchedAt.toISOString(),
            search: parsed.data,
            labels: row.labels,
          },
        ]
      : [];
  });
}

/** What reading a search's fare history uses (price prediction, the price freeze's fee). */
export type FareHistoryPorts = Pick<
  FlightShopPorts,
  'clock' | 'supply' | 'flights' | 'flightShop' | 'backfillFareHistory' | 'pastFares'
>;

/** A search's fare history: the day's lowest whole-trip totals for its passengers, oldest first. */
export interface FareHistory {
  today: string;
  /** Today's lowest total, recorded as today's observation; null when nothing sells. */
  current: { amountMinor: number; currency: string } | null;
  history: FareObservation[];
}

/**
 * The fare history stored for this search, with today's lowest total recorded first. Missing past
 * days are filled from the supplier's past fares (the search priced as of each past day, as a
 * price tracker would have seen it) where the deployment backfills.
 */
export async function collectFareHistory(
  ports: FareHistoryPorts,
  input: FlightSearchRequest,
): Promise<FareHistory> {
  const request = normalizeRequest(ports, input);
  const now = ports.clock.now();
  const today = isoDay(now);
  const searchKey = computeSearchKey(request);
  const current = findLowestTotal(await runSearch(ports, request, now));
  if (current)
    await ports.flightShop.recordObservation(
      searchKey,
      { observedOn: today, lowestMinor: current.amountMinor, currency: current.currency },
      'search',
    );
  const since = isoDay(new Date(now.getTime() - BACKFILL_DAYS * DAY_MS));
  let history = await ports.flightShop.listObservations(searchKey, since);
  if (ports.backfillFareHistory && history.length < BACKFILL_DAYS / 2) {
    const known = new Set(history.map((h) => h.observedOn));
    for (let daysAgo = BACKFILL_DAYS; daysAgo >= 1; daysAgo -= 1) {
      const at = new Date(now.getTime() - daysAgo * DAY_MS);
      if (known.has(isoDay(at))) continue;
      // Only the day's lowest total is kept.
      const lowest = ports.pastFares.findLowestTripTotal(request, at);
      if (lowest)
        await ports.flightShop.recordObservation(
          searchKey,
          { observedOn: isoDay(at), lowestMinor: lowest.amountMinor, currency: lowest.currency },
          'backfill',
        );
    }
    history = await ports.flightShop.listObservations(searchKey, since);
  }
  return { today, current, history };
}

/**
 * The search's route group for the price model: its first slice domestic or not, and how far
 * (great circle between the airports; a metro area stands for its first airport).
 */
export function classifySearchRoute(
  ports: Pick<FlightShopPorts, 'supply'>,
  request: FlightSearchRequest,
): PredictionRouteGroup {
  const flights = ports.supply.getWorld().flights;
  const locate = (code: string) => {
    const airport = METRO_AREAS.find((m) => m.code === code)?.airports[0] ?? code;
    return flights.airportIndexByCode.get(ports.supply.resolveAirportCode(airport));
  };
  const first = request.slices[0];
  const origin = first ? locate(first.origin) : undefined;
  const dest = first ? locate(first.destination) : undefined;
  if (origin === undefined || dest === undefined) return 'domestic-short';
  const isDomestic =
    flights.net.airports[origin]?.countryCode === flights.net.airports[dest]?.countryCode;
  return classifyRouteGroup(isDomestic, measureAirportKm(flights.net, origin, dest));
}

/** Buy or wait from the fare history stored for this search (see collectFareHistory). */
export async function predictFlightSearch(
  ports: FlightShopPorts,
  input: FlightSearchRequest,
): Promise<PricePrediction> {
  const { today, current, history } = await collectFareHistory(ports, input);
  const firstDeparture = input.slices[0]?.departureDate ?? today;
  const routeGroup = classifySearchRoute(ports, input);
  const result = predictFlightPrice({
    history: history.map((h) => ({ observedOn: h.observedOn, lowestMinor: h.lowestMinor })),
    currentLowestMinor: current?.amountMinor ?? null,
    today,
    departureDate: firstDeparture,
    routeGroup,
    isRoundTrip: input.tripType !== 'one_way',
  });
  const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
  return {
    recommendation: result.recommendation,
    reason: result.reason,
    expectedChangePercent: result.expectedChangePercent,
    chanceOfRisePercent: result.chanceOfRisePercent,
    currentLowest: current ? usd(current.amountMinor) : null,
    history: history.map((h) => ({ observedOn: h.observedOn, lowest: usd(h.lowestMinor) })),
    forecast: result.forecast.map((day) => ({
      expectedOn: day.date,
      lowest: usd(day.midMinor),
      low: usd(day.lowMinor),
      high: usd(day.highMinor),
    })),
    observationCount: history.length,
    routeGroup,
    backtest: result.backtest
      ? {
          travellers: result.backtest.travellers,
          meanSavingPercent: result.backtest.meanSavingPercent,
          noWorsePercent: result.backtest.noWorsePercent,
        }
      : null,
  };
}

/**
 * Quote (spec: quote then book): re-price the chosen fares now and hold that price for
 * QUOTE_TTL_MINUTES behind a signed token. Booking checks the token and the price again.
 */
export async function quoteFlightOffer(
  ports: FlightShopPorts,
  userId: string,
  tenant: string,
  input: FlightQuoteRequest,
): Promise<FlightQuoteResponse> {
  const now = ports.clock.now();
  const refusal = await ports.supplierCalls.refusal('flight', 'quote');
  if (refusal)
    throw new AppError(
      refusal.kind === 'timeout' ? 'PollingTimeout' : 'ProviderError',
      refusal.message,
    );
  const priced = await ports.flights.priceOffer(input, now);
  if (!priced.ok) {
    if (priced.code === 'NoAvailability')
      throw new AppError('NoAvailability', priced.message, 'fareIds');
    throw new AppError('OfferInvalid', priced.message, 'fareIds');
  }
  const offer = priced.value;
  const expiresAt = new Date(now.getTime() + QUOTE_TTL_MINUTES * 60_000);
  const quoteId = `q_${randomUUID()}`;
  const cfarOffer = offerCancelForAnyReason(tenant, offer, ports.travelClock.now());
  const chfarOffer = offerChangeForAnyReason(tenant, offer, ports.travelClock.now());
  const disruptionOffer = offerDisruptionAssistance(tenant, offer, ports.travelClock.now());
  await ports.quotes.create({
    id: quoteId,
    userId,
    tenant,
    vertical: 'flights',
    offer,
    totalMinor: offer.pricing.grandTotal.amountMinor,
    currency: offer.pricing.grandTotal.currency,
    createdAt: now,
    expiresAt,
    cfarOffer,
    chfarOffer,
    disruptionOffer,
  });
  return {
    quoteId,
    quoteToken: signQuoteToken(ports.quoteSigningSecret, quoteId, expiresAt),
    expiresAt: expiresAt.toISOString(),
    offer,
    cancelForAnyReason: cfarOffer
      ? toCfarOffer(tenant, cfarOffer, offer.pricing.grandTotal.currency)
      : null,
    changeForAnyReason: chfarOffer
      ? toChfarOffer(tenant, chfarOffer, offer.pricing.grandTotal.currency)
      : null,
    disruptionAssistance: disruptionOffer
      ? toDisruptionOffer(tenant, disruptionOffer, offer.pricing.grandTotal.currency)
      : null,
  };
}

/**
 * GET /api/v0/flights/quote/:quoteId: the person's own quote, as it was given (an expired one too:
 * booking with it then answers ExpiredQuoteToken and the page offers a fresh price).
 */
export async function readFlightQuote(
  ports: FlightShopPorts,
  userId: string,
  quoteId: string,
): Promise<FlightQuoteResponse> {
  const quote = await ports.quotes.findForUser(quoteId, userId);
  if (!quote || quote.vertical !== 'flights') throw new AppError('NotFound');
  const offer = FlightOfferSchema.parse(quote.offer);
  return {
    quoteId,
    quoteToken: signQuoteToken(ports.quoteSigningSecret, quoteId, quote.expiresAt),
    expiresAt: quote.expiresAt.toISOString(),
    offer,
    cancelForAnyReason: quote.cfarOffer
      ? toCfarOffer(quote.tenant, quote.cfarOffer, offer.pricing.grandTotal.currency)
      : null,
    changeForAnyReason: quote.chfarOffer
      ? toChfarOffer(quote.tenant, quote.chfarOffer, offer.pricing.grandTotal.currency)
      : null,
    disruptionAssistance: quote.disruptionOffer
      ? toDisruptionOffer(quote.tenant, quote.disruptionOffer, offer.pricing.grandTotal.currency)
      : null,
    // An exercise of a price freeze (issue 17) reads back as one.
    ...(quote.priceFreezeId && quote.priceFreezeUse
      ? { priceFreeze: { priceFreezeId: quote.priceFreezeId, use: quote.priceFreezeUse } }
      : {}),
  };
}
