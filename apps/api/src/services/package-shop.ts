import { z } from 'zod';
import {
  FlightOfferSchema,
  type FlightOffer,
  type FlightSearchRequest,
  type FlightSearchResponse,
} from '@wayfare/contracts/flights';
import type { FlightShopResponse } from '@wayfare/contracts/flight-shop';
import { HotelAvailabilityResponseSchema } from '@wayfare/contracts/hotel-shop';
import type { CancellationPolicy } from '@wayfare/contracts/lodging';
import type { Money } from '@wayfare/contracts/money';
import {
  PackagePriceSchema,
  PackageQuoteResponseSchema,
  PackageSearchRequestSchema,
  type PackageFlightShopRequest,
  type PackageFlightShopResponse,
  type PackageHotelResult,
  type PackageHotelShopRequest,
  type PackageHotelShopResponse,
  type PackageIncludedFlight,
  type PackagePrice,
  type PackageQuoteRequest,
  type PackageQuoteResponse,
  type PackageSearchRequest,
  type PackageSearchResponse,
  type PackageShopRoom,
} from '@wayfare/contracts/packages';
import type { Tenant } from '@wayfare/contracts/tenant';
import { computeBookingEarn } from '@wayfare/domain/earn';
import { judgeHotelRate } from '@wayfare/domain/hotel-rate-policy';
import {
  DEFAULT_PACKAGE_QUOTE_TIMEOUT_SECONDS,
  describeRequoteDifference,
  PACKAGE_BOOKING_HOLD_MINUTES,
  packagePriceFreshUntil,
  priceFareDifference,
  pricePackage,
  type PackageParts,
} from '@wayfare/domain/package-pricing';
import { randomUUID } from 'node:crypto';
import { AppError } from '../app-error';
import type { ShopView } from './access';
import type { BookingActor } from './booking-service';
import type { BookingPorts } from './booking-ports';
import { listCarriers, normalizeSearchResults } from './flight-shop-results';
import { searchHotelAvailability, type HotelAvailabilityPorts } from './hotel-availability';
import { priceHotelStay } from './hotel-booking';
import { HotelQuoteSnapshotSchema, type HotelQuoteSnapshot } from './hotel-booking-records';
import { assertStay, pricePortalRate, toBadRequest } from './hotel-shop';
import type { IncludedFlight } from './package-flight-cache';
import { holdQuote } from './quote-hold';
import { prepareJson, renderJson, type PrecompressedJson } from './precompressed-json';
import { signQuoteToken } from './quote-tokens';
import { getTenantFeatures } from './tenant-features';
import { resolveBookerPolicy, type BookerPolicy } from './travel-policy';

/**
 * Packages' shopping (issue 23; docs/decisions/020-packages.md): a round trip and a hotel priced as
 * one package (domain `package-pricing.ts`), the hotel part at the supplier's bundled rate
 * (`suppliers.packageRates`), which is never shown alone. Composed of the flight supplier's search
 * and pricing and the hotel availability service and pricing, so a package's parts are priced as
 * the flight and hotel pages price them.
 */

/** What the package shop uses: the hotel availability service's ports and the booking path's. */
export type PackageShopPorts = HotelAvailabilityPorts & BookingPorts;

/** Who shops: tenant, their cards (earn) and their policy tier. */
export interface PackageShopper {
  userId: string;
  tenant: Tenant;
  accounts: BookingActor['accounts'];
  policy: BookerPolicy | null;
}

/** The package quote as stored (never sent: it holds the hidden bundled rate and hotel part). */
export const PackageQuoteSnapshotSchema = z.object({
  quoteId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** The price-quote timeout in force when quoted (quotes stored before it was seconds: 15). */
  timeoutSeconds: z.number().int().positive().default(DEFAULT_PACKAGE_QUOTE_TIMEOUT_SECONDS),
  /**
   * When the price was found, on the travel clock (the sandbox console moves it), which judges
   * its freshness; absent on quotes stored before it (their `createdAt` stands in).
   */
  pricedAt: z.string().optional(),
  search: PackageSearchRequestSchema,
  flight: FlightOfferSchema,
  hotel: HotelQuoteSnapshotSchema,
  bundled: z.object({ discountBps: z.number().int(), discountMinor: z.number().int() }),
  price: PackagePriceSchema,
  requotedFrom: PackageQuoteResponseSchema.shape.requotedFrom,
});
export type PackageQuoteSnapshot = z.infer<typeof PackageQuoteSnapshotSchema>;

const travelersOf = (search: PackageSearchRequest) => search.adults + search.children;

/** The package's round trip as the flight supplier searches it (children fly as CNN). */
export function toFlightSearch(
  ctx: Pick<BookingPorts, 'supply'>,
  search: PackageSearchRequest,
): FlightSearchRequest {
  const origin = ctx.supply.resolveAirportCode(search.origin);
  const destination = ctx.supply.resolveAirportCode(search.destination.code);
  return {
    tripType: 'round_trip',
    slices: [
      { origin, destination, departureDate: search.departureDate },
      { origin: destination, destination: origin, departureDate: search.returnDate },
    ],
    passengers: { ADT: search.adults, CNN: search.children, INS: 0, INF: 0 },
    maxStops: 2,
    excludeLowCostCarriers: false,
  };
}

function toStay(search: PackageSearchRequest, lodgingId: string) {
  return {
    lodgingId,
    checkInDate: search.departureDate,
    checkOutDate: search.returnDate,
    rooms: search.rooms,
    adults: search.adults,
    children: search.children,
  };
}

function noAvailability(part: 'flight' | 'hotel', message: string): AppError {
  return new AppError(
    'NoAvailability',
    message,
    part === 'flight' ? 'departureDate' : 'lodgingId',
    {
      part,
    },
  );
}

async function searchRoundTrip(
  ctx: BookingPorts,
  search: PackageSearchRequest,
): Promise<FlightSearchResponse> {
  const found = await ctx.suppliers.flights.searchFlights(
    toFlightSearch(ctx, search),
    ctx.clock.now(),
  );
  if (!found.ok) {
    throw new AppError(
      'BadRequest',
      found.message,
      FLIGHT_FAILURE_FIELDS[found.code] ?? 'departureDate',
    );
  }
  return found.value;
}

/** The search field a flight supplier's refusal is about (the rest are about the dates). */
const FLIGHT_FAILURE_FIELDS: Partial<Record<string, string>> = {
  UnknownLocation: 'origin',
  SameOriginAndDestination: 'destination',
  TooManyPassengers: 'adults',
  NoAdultPassenger: 'adults',
  TooManyLapInfants: 'adults',
  ReturnBeforeDeparture: 'returnDate',
};

interface FareShare {
  fareId: string;
  sliceIndex: number;
  minor: number;
}

/** Every fare of each slice with its share of the round trip, by fare id. */
function listFareShares(result: FlightSearchResponse): Map<string, FareShare> {
  const shares = new Map<string, FareShare>();
  for (const slice of result.slices)
    for (const it of slice.itineraries)
      for (const fare of it.fares)
        shares.set(fare.fareId, {
          fareId: fare.fareId,
          sliceIndex: slice.sliceIndex,
          minor: fare.pricing.grandTotal.amountMinor,
        });
  return shares;
}

/** The cheapest fare of each slice: the flight a package includes by default. */
function pickCheapestFares(result: FlightSearchResponse): string[] | null {
  const ids = result.slices.map((slice) => {
    let best: { id: string; minor: number } | null = null;
    for (const it of slice.itineraries)
      for (const fare of it.fares)
        if (!best || fare.pricing.grandTotal.amountMinor < best.minor)
          best = { id: fare.fareId, minor: fare.pricing.grandTotal.amountMinor };
    return best?.id ?? null;
  });
  const found = ids.filter((id): id is string => id !== null);
  return found.length === 2 ? found : null;
}

/** The round trip priced as the quote will price it (two one-way tickets where airlines don't interline). */
async function priceRoundTrip(
  ctx: BookingPorts,
  search: PackageSearchRequest,
  fareIds: string[],
): Promise<FlightOffer> {
  const priced = await ctx.suppliers.flights.priceOffer(
    {
      tripType: 'round_trip',
      passengers: toFlightSearch(ctx, search).passengers,
      fareIds,
    },
    ctx.clock.now(),
  );
  if (!priced.ok) {
    if (priced.code === 'NoAvailability') throw noAvailability('flight', priced.message);
    throw new AppError('OfferInvalid', priced.message, 'fareIds');
  }
  const offer = priced.value;
  const [out, back] = offer.slices;
  if (
    offer.slices.length !== 2 ||
    !out?.departureTime.startsWith(search.departureDate) ||
    !back?.departureTime.startsWith(search.returnDate)
  )
    throw new AppError('BadRequest', 'These flights are not for the package’s dates.', 'fareIds');
  return offer;
}

function describeIncludedFlight(offer: FlightOffer, fareIds: string[]): PackageIncludedFlight {
  return {
    fareIds,
    slices: offer.slices.map((s) => {
      const first = s.segments[0];
      return {
        origin: s.origin,
        destination: s.destination,
        departureTime: s.departureTime,
        arrivalTime: s.arrivalTime,
        stops: s.stops,
        durationMinutes: s.durationMinutes,
        airline: {
          code: first?.marketingAirline.code ?? '',
          name: first?.marketingAirline.name ?? '',
        },
        fareName: s.fares[0]?.fareName ?? '',
      };
    }),
  };
}

/**
 * The package's included flight: the cheapest fare of each slice, priced together. Kept a minute
 * per trip and day for everyone (`ctx.packageFlightCache`, cleared with the flight searches when
 * seats are sold or released), so the list, a hotel's rooms and the flight shop search it once.
 */
function findIncludedFlight(
  ctx: BookingPorts,
  search: PackageSearchRequest,
): Promise<IncludedFlight> {
  const now = ctx.clock.now();
  const key = `${now.toISOString().slice(0, 10)}|${JSON.stringify(toFlightSearch(ctx, search))}`;
  return ctx.packageFlightCache.read(key, now, async () => {
    const result = await searchRoundTrip(ctx, search);
    const fareIds = pickCheapestFares(result);
    if (!fareIds) throw noAvailability('flight', 'No flights sell for these dates.');
    const offer = await priceRoundTrip(ctx, search, fareIds);
    return { result, fareIds, offer };
  });
}

/** One package price: the flight, the hotel's public pay-now price and the bundled discount. */
function pricePackageOf(
  ctx: Pick<BookingPorts, 'suppliers'>,
  search: PackageSearchRequest,
  input: { lodgingId: string; rateId: string; flight: Money; hotel: Money },
): { price: PackagePrice; parts: PackageParts; discountBps: number } {
  if (input.flight.currency !== input.hotel.currency)
    throw new AppError(
      'BadRequest',
      'This hotel is not sold in the flights’ currency.',
      'lodgingId',
    );
  const bundled = ctx.suppliers.packageRates.findBundledRate({
    lodgingId: input.lodgingId,
    rateId: input.rateId,
    checkInDate: search.departureDate,
    checkOutDate: search.returnDate,
    hotelMinor: input.hotel.amountMinor,
  });
  const parts: PackageParts = {
    currency: input.flight.currency,
    flightMinor: input.flight.amountMinor,
    hotelMinor: input.hotel.amountMinor,
    bundledDiscountMinor: bundled.discountMinor,
    travelers: travelersOf(search),
  };
  return { price: pricePackage(parts), parts, discountBps: bundled.discountBps };
}

/**
 * POST /packages/search: the destination's hotels (the hotel availability service itself, not
 * remembered as a hotel search) each priced as a package with the cheapest round trip. The answer
 * but its last members is encoded once per hotel answer and included flight (both cached a minute
 * and cleared when rooms or seats are sold, `PackageFlightCache.answers`), so repeated and
 * concurrent searches send bytes built once, like flight and hotel searches.
 */
export async function searchPackages(
  ctx: PackageShopPorts,
  view: ShopView,
  tenant: Tenant,
  search: PackageSearchRequest,
): Promise<{ body: PrecompressedJson; tailMembers: string }> {
  const now = ctx.clock.now();
  assertStay(toStay(search, 'search'), now);
  const flight = await findIncludedFlight(ctx, search);
  const answer = await searchHotelAvailability(
    ctx,
    view,
    tenant,
    {
      location: { kind: 'city', cityCode: search.destination.cityCode },
      checkInDate: search.departureDate,
      checkOutDate: search.returnDate,
      rooms: search.rooms,
      adults: search.adults,
      children: search.children,
      filters: {},
      sort: 'MostRecommended',
      offset: 0,
      limit: 50,
    },
    { remember: false },
  );
  const tail: Pick<PackageSearchResponse, 'packageSearchId' | 'searchedAt' | 'search'> = {
    packageSearchId: `ps_${randomUUID()}`,
    searchedAt: now.toISOString(),
    search,
  };
  const tailMembers = JSON.stringify(tail).slice(1, -1);
  let byFlight = ctx.packageFlightCache.answers.get(answer.body);
  const cached = byFlight?.get(flight);
  if (cached) return { body: cached, tailMembers };
  const hotels = HotelAvailabilityResponseSchema.parse(
    JSON.parse(renderJson(answer.body, answer.tailMembers).toString('utf8')),
  );
  const packaged: PackageHotelResult[] = [];
  for (const hotel of hotels.hotels) {
    const lead = hotel.leadRate;
    if (hotel.availability !== 'Available' || lead.payTiming !== 'PayNow') continue;
    const { price } = pricePackageOf(ctx, search, {
      lodgingId: hotel.lodgingId,
      rateId: lead.rateId,
      flight: flight.offer.pricing.grandTotal,
      hotel: lead.payNowDiscountAware,
    });
    // The list shows package prices only: what each card earns is on the quote.
    packaged.push({ ...hotel, earn: [], package: price, packageRateId: lead.rateId });
  }
  if (packaged.length === 0 && hotels.hotels.length === 0)
    throw noAvailability('hotel', 'No hotel sells rooms for these dates.');
  packaged.sort((a, b) => a.package.total.amountMinor - b.package.total.amountMinor);
  const bulk: Omit<PackageSearchResponse, keyof typeof tail> = {
    nights: hotels.nights,
    travelers: travelersOf(search),
    includedFlight: describeIncludedFlight(flight.offer, flight.fareIds),
    hotels: packaged,
    notPackaged: hotels.hotels.length - packaged.length,
  };
  const body = prepareJson(JSON.stringify(bulk).slice(1, -1));
  if (!byFlight) {
    byFlight = new WeakMap();
    ctx.packageFlightCache.answers.set(answer.body, byFlight);
  }
  byFlight.set(flight, body);
  return { body, tailMembers };
}

/** POST /packages/hotel-shop: one hotel's pay-now rates, each priced as a package. */
export async function shopPackageHotel(
  ctx: PackageShopPorts,
  view: ShopView,
  tenant: Tenant,
  input: PackageHotelShopRequest,
): Promise<PackageHotelShopResponse> {
  const now = ctx.clock.now();
  const { search } = input;
  const stay = toStay(search, input.lodgingId);
  assertStay(stay, now);
  const found = await ctx.suppliers.hotels.getHotelDetail(stay, now);
  if (!found.ok) {
    if (found.code === 'NotFound')
      throw new AppError('NotFound', 'We could not find that hotel.', 'lodgingId');
    throw toBadRequest(found);
  }
  const detail = found.value;
  const flight = await findIncludedFlight(ctx, search);
  const booker = await resolveBookerPolicy(ctx, tenant, view.membership);
  const rooms: PackageShopRoom[] = [];
  for (const room of detail.rooms) {
    const rates = room.rates
      .filter((rate) => rate.payTiming === 'PayNow')
      .map((rate) => {
        const priced = pricePortalRate(
          tenant,
          { collection: detail.collection, checkInTime: detail.policies.checkInTime },
          { ...rate, rooms: detail.stay.rooms, checkInDate: detail.stay.checkInDate },
        );
        const { price } = pricePackageOf(ctx, search, {
          lodgingId: detail.lodgingId,
          rateId: rate.rateId,
          flight: flight.offer.pricing.grandTotal,
          hotel: priced.payNowDiscountAware,
        });
        return {
          ...rate,
          ...priced,
          // A package sells the rate as it is: no refundable-room variant.
          refundableVariant: null,
          policyStatus: judgeHotelRate(tenant, booker?.policy ?? null, {
            starRating: detail.starRating,
            nightlyPriceMinor: rate.perNightSellRate.amountMinor,
          }),
          earn: [],
          package: price,
        };
      });
    if (rates.length > 0) rooms.push({ ...room, rates });
  }
  const { rooms: _rooms, stay: shownStay, nights, ...hotel } = detail;
  return {
    hotel,
    stay: shownStay,
    nights,
    includedFlight: describeIncludedFlight(flight.offer, flight.fareIds),
    rooms,
  };
}

/** The hotel part of a package: the rate priced now, pay-now only. */
async function priceHotelPart(
  ctx: BookingPorts,
  who: PackageShopper,
  search: PackageSearchRequest,
  lodgingId: string,
  rateId: string,
  options: { exceptHold?: string } = {},
): Promise<HotelQuoteSnapshot> {
  const snapshot = await priceHotelStay(
    ctx,
    { userId: who.userId, tenant: who.tenant, accounts: who.accounts, policy: who.policy },
    { rateId, stay: toStay(search, lodgingId) },
    options,
  ).catch((error: unknown) => {
    if (
      error instanceof AppError &&
      (error.code === 'NotAvailable' || error.code === 'RateNotAvailable')
    )
      throw noAvailability('hotel', error.message);
    throw error;
  });
  if (snapshot.room.payTiming !== 'PayNow')
    throw new AppError(
      'BadRequest',
      'This rate is paid at the hotel: a package is paid in one go. Choose a pay-now rate.',
      'rateId',
    );
  return snapshot;
}

/** POST /packages/flight-shop: the round trip's fares, each with its difference to the package. */
export async function shopPackageFlights(
  ctx: BookingPorts,
  who: PackageShopper,
  input: PackageFlightShopRequest,
): Promise<PackageFlightShopResponse> {
  assertStay(toStay(input.search, input.lodgingId), ctx.clock.now());
  const hotel = await priceHotelPart(ctx, who, input.search, input.lodgingId, input.rateId);
  const flight = await findIncludedFlight(ctx, input.search);
  const { price, parts } = pricePackageOf(ctx, input.search, {
    lodgingId: input.lodgingId,
    rateId: input.rateId,
    flight: flight.offer.pricing.grandTotal,
    hotel: hotel.pricing.payNowTotal,
  });
  const shares = listFareShares(flight.result);
  const included = flight.fareIds.map((id) => shares.get(id));
  const fareDifferences: PackageFlightShopResponse['fareDifferences'] = {};
  for (const share of shares.values()) {
    const same = included[share.sliceIndex];
    const flightMinor = Math.max(0, parts.flightMinor + share.minor - (same?.minor ?? share.minor));
    fareDifferences[share.fareId] = priceFareDifference(parts, flightMinor);
  }
  const normalized = normalizeSearchResults(flight.result, listCarriers(ctx, flight.result));
  const flights: FlightShopResponse = {
    ...normalized,
    searchId: `fs_${randomUUID()}`,
    searchedAt: ctx.clock.now().toISOString(),
  };
  return { flights, package: price, includedFareIds: flight.fareIds, fareDifferences };
}

/** What a package earns on each card: the flight part at its flights rate, the hotel's at hotels. */
function listPackageEarns(
  accounts: BookingActor['accounts'],
  parts: PackageParts,
): PackageQuoteResponse['earn'] {
  return accounts.flatMap((account) => {
    const currency = parts.currency;
    const flight = computeBookingEarn(
      { amountMinor: parts.flightMinor, currency },
      account,
      'flights',
    );
    const hotel = computeBookingEarn(
      { amountMinor: parts.hotelMinor - parts.bundledDiscountMinor, currency },
      account,
      'hotels',
    );
    if (!flight || !hotel) return [];
    return [
      {
        accountReferenceId: account.accountReferenceId,
        value: flight.value + hotel.value,
        currency: flight.currency,
      },
    ];
  });
}

/** Prices a package now: both parts and the bundled rate (quote, requote and booking). */
export async function pricePackageNow(
  ctx: BookingPorts,
  who: PackageShopper,
  input: PackageQuoteRequest,
  options: { exceptHold?: string } = {},
): Promise<Omit<PackageQuoteSnapshot, 'quoteId' | 'expiresAt' | 'createdAt' | 'requotedFrom'>> {
  assertStay(toStay(input.search, input.lodgingId), ctx.clock.now());
  const hotel = await priceHotelPart(
    ctx,
    who,
    input.search,
    input.lodgingId,
    input.rateId,
    options,
  );
  const flight = await priceRoundTrip(ctx, input.search, input.fareIds);
  const { price, discountBps, parts } = pricePackageOf(ctx, input.search, {
    lodgingId: input.lodgingId,
    rateId: input.rateId,
    flight: flight.pricing.grandTotal,
    hotel: hotel.pricing.payNowTotal,
  });
  return {
    timeoutSeconds: getTenantFeatures(who.tenant).packageQuoteTimeoutSeconds,
    pricedAt: ctx.travelClock.now().toISOString(),
    search: input.search,
    flight,
    hotel,
    bundled: { discountBps, discountMinor: parts.bundledDiscountMinor },
    price,
  };
}

/** The parts a stored package quote was priced from (flight, hotel, discount, travellers). */
export function readPackageParts(snapshot: PackageQuoteSnapshot): PackageParts {
  return {
    currency: snapshot.price.total.currency,
    flightMinor: snapshot.flight.pricing.grandTotal.amountMinor,
    hotelMinor: snapshot.hotel.pricing.payNowTotal.amountMinor,
    bundledDiscountMinor: snapshot.bundled.discountMinor,
    travelers: snapshot.price.travelers,
  };
}

/** When a stored quote's price was found, on the travel clock (its freshness runs from it). */
export function readPricedAt(snapshot: PackageQuoteSnapshot): Date {
  return new Date(snapshot.pricedAt ?? snapshot.createdAt);
}

/**
 * A package's hotel cancellation terms as its pages see them: the tiers' kinds, windows and
 * percents, their amounts zero. The amounts are the hotel part's own prices (a first night, a
 * share of the stay), which a package never shows alone (the hidden bundled rate); what a package's
 * cancellation gives back is its trip cancel quote's, in package terms.
 */
export function hidePackageHotelPenalties(policy: CancellationPolicy): CancellationPolicy {
  return {
    ...policy,
    tiers: policy.tiers.map((tier) => ({
      ...tier,
      penalty: { amountMinor: 0, currency: tier.penalty.currency },
    })),
  };
}

/** A stored quote as the page sees it: one total, never the hotel part alone. */
function toQuoteResponse(
  secret: string,
  snapshot: PackageQuoteSnapshot,
  accounts: BookingActor['accounts'],
): PackageQuoteResponse {
  const { hotel } = snapshot;
  const expiresAt = new Date(snapshot.expiresAt);
  return {
    quoteId: snapshot.quoteId,
    quoteToken: signQuoteToken(secret, snapshot.quoteId, expiresAt),
    createdAt: snapshot.createdAt,
    expiresAt: snapshot.expiresAt,
    holdMinutes: Math.max(
      1,
      Math.round((expiresAt.getTime() - new Date(snapshot.createdAt).getTime()) / 60_000),
    ),
    priceTimeoutSeconds: snapshot.timeoutSeconds,
    priceFreshUntil: packagePriceFreshUntil(
      readPricedAt(snapshot),
      snapshot.timeoutSeconds,
    ).toISOString(),
    search: snapshot.search,
    flight: snapshot.flight,
    hotel: hotel.hotel,
    stay: hotel.stay,
    nights: hotel.nights,
    room: hotel.room,
    cancellationPolicy: hidePackageHotelPenalties(hotel.cancellationPolicy),
    price: snapshot.price,
    earn: listPackageEarns(accounts, readPackageParts(snapshot)),
    requotedFrom: snapshot.requotedFrom,
    priceDropProtection: false,
  };
}

async function holdPackageQuote(
  ctx: BookingPorts,
  who: PackageShopper,
  priced: Awaited<ReturnType<typeof pricePackageNow>>,
  requotedFrom: PackageQuoteSnapshot['requotedFrom'],
): Promise<PackageQuoteResponse> {
  const createdAt = ctx.clock.now().toISOString();
  const { snapshot } = await holdQuote(ctx, {
    userId: who.userId,
    tenant: who.tenant,
    vertical: 'packages',
    idPrefix: 'pq',
    holdMs: PACKAGE_BOOKING_HOLD_MINUTES * 60_000,
    priced: { ...priced, createdAt, requotedFrom },
    total: priced.price.total,
  });
  return toQuoteResponse(ctx.secrets.quoteSigning, snapshot, who.accounts);
}

/** POST /packages/quote: the package priced and held for the package price-quote timeout. */
export async function quotePackage(
  ctx: BookingPorts,
  who: PackageShopper,
  input: PackageQuoteRequest,
): Promise<PackageQuoteResponse> {
  for (const product of ['flight', 'hotel'] as const) {
    const refusal = await ctx.suppliers.calls.refusal(product, 'quote');
    if (refusal)
      throw new AppError(
        refusal.kind === 'timeout' ? 'PollingTimeout' : 'ProviderError',
        undefined,
        undefined,
        {
          part: product,
        },
      );
  }
  return holdPackageQuote(ctx, who, await pricePackageNow(ctx, who, input), null);
}

async function readSnapshot(
  ctx: Pick<BookingPorts, 'repos'>,
  userId: string,
  quoteId: string,
): Promise<PackageQuoteSnapshot> {
  const quote = await ctx.repos.quotes.findForUser(quoteId, userId);
  if (!quote || quote.vertical !== 'packages') throw new AppError('NotFound');
  const snapshot = PackageQuoteSnapshotSchema.safeParse(quote.offer);
  if (!snapshot.success) throw new AppError('NotFound');
  return snapshot.data;
}

/** GET /packages/quote/:quoteId: the person's own quote as given (ended ones too). */
export async function readPackageQuote(
  ctx: BookingPorts,
  who: PackageShopper,
  quoteId: string,
): Promise<PackageQuoteResponse> {
  return toQuoteResponse(
    ctx.secrets.quoteSigning,
    await readSnapshot(ctx, who.userId, quoteId),
    who.accounts,
  );
}

/**
 * POST /packages/requote: a quote older than the timeout quoted again (the same rate and fares,
 * priced now), with the difference to the total it replaces for the price-difference notice.
 */
export async function requotePackage(
  ctx: BookingPorts,
  who: PackageShopper,
  quoteId: string,
): Promise<PackageQuoteResponse> {
  const previous = await readSnapshot(ctx, who.userId, quoteId);
  const priced = await pricePackageNow(ctx, who, {
    search: previous.search,
    lodgingId: previous.hotel.stay.lodgingId,
    rateId: previous.hotel.room.rateId,
    fareIds: previous.flight.slices.map((s) => s.fares[0]?.fareId ?? ''),
  });
  return holdPackageQuote(ctx, who, priced, {
    quoteId: previous.quoteId,
    previousTotal: previous.price.total,
    priceDifference: describeRequoteDifference(previous.price.total, priced.price.total),
  });
}
