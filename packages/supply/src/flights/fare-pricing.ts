import type { PassengerCounts, PassengerType } from '@wayfare/contracts/flights';
import { hashString, toUnit } from '../random/prng';
import { MINUTES_PER_DAY } from '../reference/calendar';
import { computeInstanceDemand, computeSeatsLeft } from './fare-dynamics';
import { getSeatCabin, listFareProducts, type FareProduct, type SeatCabin } from './fare-products';
import type { FlightNetwork } from './flight-network';
import { formatInstanceId } from './flight-instances';
import { computeMarketFactor, toMarketKey } from './market-dynamics';

/** Seats already sold through the sandbox for a flight instance and cabin (from the inventory port). */
export type SoldSeatLookup = (flightInstanceId: string, cabin: SeatCabin) => number;

export const NO_SOLD_SEATS: SoldSeatLookup = () => 0;

export interface PassengerPrice {
  passengerType: PassengerType;
  count: number;
  baseEachMinor: number;
  taxEachMinor: number;
}

export interface PricedFare {
  product: FareProduct;
  bookingCode: string;
  seatsLeft: number;
  perPassenger: PassengerPrice[];
  baseMinor: number;
  taxMinor: number;
  totalMinor: number;
  /**
   * A journey share's price as a one-way ticket of its own (issue 20, `hackerFare`): the same
   * flights, brand and demand priced without the journey discount. Absent for one-way pricing.
   */
  separateTotalMinor?: number;
}

export interface PricingContext {
  net: FlightNetwork;
  seed: number;
  passengers: PassengerCounts;
  observedMinute: number;
  soldSeats: SoldSeatLookup;
  /** Great-circle distance of the slice's origin and destination. */
  directKm: number;
  isInternational: boolean;
  /** Share of a round trip or multi-city journey (slightly cheaper than one-way). */
  isPartOfJourney: boolean;
  /** Per-search memo of (instance, cabin) → demand and seats left; flights recur across itineraries. */
  memo?: InstanceMemo;
  /** Per-search memo of (market, departure day) → the market's factor; itineraries share markets. */
  marketMemo?: { get(key: number): number | undefined; set(key: number, value: number): unknown };
}

/** A flight cabin's demand as priced: its multiplier and the seats it has left. */
export interface InstanceMeasure {
  multiplier: number;
  seatsLeft: number;
}

/** What the pricing remembers per (instance, cabin) key: a Map, or any store with its get and set. */
export interface InstanceMemo {
  get(key: number): InstanceMeasure | undefined;
  set(key: number, value: InstanceMeasure): unknown;
}

const CABIN_CODES: Record<SeatCabin, number> = {
  economy: 0,
  premiumEconomy: 1,
  business: 2,
  first: 3,
};

function measureInstance(
  ctx: PricingContext,
  schedule: number,
  localDay: number,
  cabin: SeatCabin,
): { multiplier: number; seatsLeft: number } {
  const key = (schedule * 4 + CABIN_CODES[cabin]) * 65536 + (localDay & 0xffff);
  const cached = ctx.memo?.get(key);
  if (cached) return cached;
  const demand = computeInstanceDemand(
    ctx.net,
    ctx.seed,
    schedule,
    localDay,
    cabin,
    ctx.observedMinute,
  );
  // Most searches (and every fare calendar's first pass) have no portal sales to look up.
  const sold =
    ctx.soldSeats === NO_SOLD_SEATS
      ? 0
      : ctx.soldSeats(formatInstanceId(schedule, localDay), cabin);
  const value = {
    multiplier: demand.multiplier,
    seatsLeft: computeSeatsLeft(ctx.net, schedule, cabin, demand.load, sold),
  };
  ctx.memo?.set(key, value);
  return value;
}

/** Standard economy one-way fare in US dollars for a distance (tapers for long hauls). */
export function computeBaseFareUsd(km: number): number {
  return 50 + 0.15 * Math.min(km, 1000) + 0.09 * Math.max(0, km - 1000);
}

function computeCarrierFactor(net: FlightNetwork, airline: number): number {
  const al = net.airlines[airline];
  if (!al) return 1;
  return (0.92 + 0.18 * toUnit(hashString(al.iata))) * (al.model === 'lcc' ? 0.7 : 1);
}

/** Higher demand pushes sales into higher booking classes. */
function chooseBookingCode(product: FareProduct, demand: number): string {
  if (product.cabin === 'First') return 'F';
  if (product.cabin === 'Business') return demand > 1.3 ? 'C' : 'J';
  if (product.cabin === 'PremiumEconomy') return 'W';
  if (product.cabin === 'BasicEconomy') return 'N';
  if (product.shelf === 2) return 'B';
  return demand > 1.4 ? 'Y' : demand > 1.1 ? 'M' : 'K';
}

/** Seats a booking takes: everyone except lap infants. */
export function countSeatedPassengers(p: PassengerCounts): number {
  return p.ADT + p.CNN + p.INS;
}

/**
 * The market an itinerary is priced on (its first origin and last destination: fares are filed
 * origin to destination, so a connection moves with its journey's market) and that market's
 * multiplier on the day observed, for its first flight's date (`market-dynamics.ts`).
 */
export function measureItineraryMarket(
  ctx: Pick<PricingContext, 'net' | 'seed' | 'observedMinute' | 'marketMemo'>,
  schedules: readonly number[],
  localDays: readonly number[],
): number {
  const first = schedules[0] ?? 0;
  const last = schedules[schedules.length - 1] ?? first;
  const market = toMarketKey(ctx.net.sOrigin[first] ?? 0, ctx.net.sDest[last] ?? 0);
  const departureDay = localDays[0] ?? 0;
  // Every itinerary of a market and day shares its factor (keys stay below 2^53).
  const key = market * 65536 + (departureDay & 0xffff);
  const cached = ctx.marketMemo?.get(key);
  if (cached !== undefined) return cached;
  const factor = computeMarketFactor(
    ctx.seed,
    market,
    Math.floor(ctx.observedMinute / MINUTES_PER_DAY),
    departureDay,
  );
  ctx.marketMemo?.set(key, factor);
  return factor;
}

/**
 * The demand on an itinerary's flights in one cabin: the multiplier (the flights' mean fixed part
 * times the market's moves, `fixedMultiplier` × `marketFactor`) and the fewest seats left.
 */
export function measureItineraryCabin(
  ctx: PricingContext,
  schedules: readonly number[],
  localDays: readonly number[],
  cabin: SeatCabin,
): { multiplier: number; seatsLeft: number; fixedMultiplier: number; marketFactor: number } {
  let sum = 0;
  let seatsLeft = Infinity;
  for (let i = 0; i < schedules.length; i++) {
    const m = measureInstance(ctx, schedules[i] ?? 0, localDays[i] ?? 0, cabin);
    sum += m.multiplier;
    seatsLeft = Math.min(seatsLeft, m.seatsLeft);
  }
  const fixedMultiplier = sum / schedules.length;
  const marketFactor = measureItineraryMarket(ctx, schedules, localDays);
  return { multiplier: fixedMultiplier * marketFactor, seatsLeft, fixedMultiplier, marketFactor };
}

/**
 * An itinerary's fares before demand: the brands sold and the fare they scale. It depends on the
 * flights (not their dates), so the fare calendar computes it once per route.
 */
export interface FareBasis {
  products: readonly FareProduct[];
  baseUsd: number;
  segments: number;
  /** A journey share's base as a one-way ticket of its own (computed exactly as one-way pricing). */
  separateBaseUsd?: number;
}

export function describeFareBasis(
  ctx: Pick<PricingContext, 'net' | 'directKm' | 'isInternational' | 'isPartOfJourney'>,
  schedules: readonly number[],
): FareBasis {
  const { net } = ctx;
  const products = listFareProducts(net, schedules, ctx.isInternational);
  const stopsFactor = schedules.length === 1 ? 1 : schedules.length === 2 ? 0.9 : 0.82;
  const carrier = computeCarrierFactor(net, net.sAirline[schedules[0] ?? 0] ?? 0);
  const journey = ctx.isPartOfJourney ? 0.95 : 1;
  const intl = ctx.isInternational ? 1.08 : 1;
  const baseUsd = computeBaseFareUsd(ctx.directKm) * stopsFactor * carrier * journey * intl;
  if (!ctx.isPartOfJourney) return { products, baseUsd, segments: schedules.length };
  // The same product with journey = 1, so it equals the one-way search's figure to the bit.
  const separateBaseUsd = computeBaseFareUsd(ctx.directKm) * stopsFactor * carrier * 1 * intl;
  return { products, baseUsd, segments: schedules.length, separateBaseUsd };
}

/** Seats a brand can still sell from its cabin's: basic economy is a small bucket that closes as the cabin fills. */
export function countBrandSeats(product: FareProduct, cabinSeatsLeft: number): number {
  return product.shelf === 0 ? Math.max(0, cabinSeatsLeft - 12) : cabinSeatsLeft;
}

/** An adult's base fare for a brand at a demand multiplier, in minor units. */
export function computeAdultBaseMinor(
  basis: FareBasis,
  product: FareProduct,
  multiplier: number,
): number {
  return Math.max(19, Math.round(basis.baseUsd * product.priceFactor * multiplier)) * 100;
}

/**
 * The whole party's total (base and taxes) for an adult base fare: what priceItinerary's
 * per-passenger prices add up to, without building them (the fare calendar prices every day).
 */
export function computePartyTotalMinor(
  passengers: PassengerCounts,
  isInternational: boolean,
  adultBaseMinor: number,
  segments: number,
): number {
  let total = 0;
  for (const [, count, baseEach, taxEach] of listPassengerRows(
    passengers,
    isInternational,
    adultBaseMinor,
    segments,
  ))
    total += (baseEach + taxEach) * count;
  return total;
}

/**
 * Prices every fare brand of an itinerary for the passengers as observed at `observedMinute`.
 * Fares whose seat bucket cannot seat the party are left out. The fare calendar (fare-calendar.ts)
 * prices through the same helpers (basis, brand seats, adult base, party total): change those,
 * not this loop, and the calendar keeps agreeing with search.
 */
export function priceItinerary(
  ctx: PricingContext,
  schedules: readonly number[],
  localDays: readonly number[],
): PricedFare[] {
  const basis = describeFareBasis(ctx, schedules);
  const seatsNeeded = countSeatedPassengers(ctx.passengers);
  const demand = new Map<SeatCabin, { multiplier: number; seatsLeft: number }>();
  const measure = (cabin: SeatCabin): { multiplier: number; seatsLeft: number } => {
    const cached = demand.get(cabin);
    if (cached) return cached;
    const value = measureItineraryCabin(ctx, schedules, localDays, cabin);
    demand.set(cabin, value);
    return value;
  };
  const out: PricedFare[] = [];
  for (const product of basis.products) {
    const m = measure(getSeatCabin(product.cabin));
    const seatsLeft = countBrandSeats(product, m.seatsLeft);
    if (seatsLeft < seatsNeeded) continue;
    const adultBase = computeAdultBaseMinor(basis, product, m.multiplier);
    const perPassenger = buildPassengerPrices(ctx, adultBase, basis.segments);
    let baseMinor = 0;
    let taxMinor = 0;
    for (const p of perPassenger) {
      baseMinor += p.baseEachMinor * p.count;
      taxMinor += p.taxEachMinor * p.count;
    }
    const separate =
      basis.separateBaseUsd === undefined
        ? undefined
        : computePartyTotalMinor(
            ctx.passengers,
            ctx.isInternational,
            computeAdultBaseMinor(
              { ...basis, baseUsd: basis.separateBaseUsd },
              product,
              m.multiplier,
            ),
            basis.segments,
          );
    out.push({
      product,
      bookingCode: chooseBookingCode(product, m.multiplier),
      seatsLeft,
      perPassenger,
      baseMinor,
      taxMinor,
      totalMinor: baseMinor + taxMinor,
      ...(separate === undefined ? {} : { separateTotalMinor: separate }),
    });
  }
  return out;
}

function computeTaxMinor(baseMinor: number, segments: number, isInternational: boolean): number {
  return isInternational
    ? Math.round(baseMinor * 0.12) + 3500 + 1500 * segments
    : Math.round(baseMinor * 0.075) + 560 + 450 * segments;
}

/** Each passenger type travelling: its count, base fare and taxes each. */
function listPassengerRows(
  passengers: PassengerCounts,
  intl: boolean,
  adultBaseMinor: number,
  segments: number,
): [PassengerType, number, number, number][] {
  const childBase = intl ? Math.round((adultBaseMinor * 0.75) / 100) * 100 : adultBaseMinor;
  const lapBase = intl ? Math.round((adultBaseMinor * 0.1) / 100) * 100 : 0;
  const rows: [PassengerType, number, number, number][] = [
    ['ADT', passengers.ADT, adultBaseMinor, computeTaxMinor(adultBaseMinor, segments, intl)],
    ['CNN', passengers.CNN, childBase, computeTaxMinor(childBase, segments, intl)],
    ['INS', passengers.INS, childBase, computeTaxMinor(childBase, segments, intl)],
    [
      'INF',
      passengers.INF,
      lapBase,
      intl ? Math.round(computeTaxMinor(lapBase, segments, intl) * 0.25) : 0,
    ],
  ];
  return rows.filter((r) => r[1] > 0);
}

function buildPassengerPrices(
  ctx: Pick<PricingContext, 'passengers' | 'isInternational'>,
  adultBaseMinor: number,
  segments: number,
): PassengerPrice[] {
  return listPassengerRows(ctx.passengers, ctx.isInternational, adultBaseMinor, segments).map(
    ([passengerType, count, baseEachMinor, taxEachMinor]) => ({
      passengerType,
      count,
      baseEachMinor,
      taxEachMinor,
    }),
  );
}
