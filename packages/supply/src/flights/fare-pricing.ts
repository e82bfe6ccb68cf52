import type { PassengerCounts, PassengerType } from '@wayfare/contracts/flights';
import { hashString, toUnit } from '../random/prng';
import { computeInstanceDemand, computeSeatsLeft } from './fare-dynamics';
import { getSeatCabin, listFareProducts, type FareProduct, type SeatCabin } from './fare-products';
import type { FlightNetwork } from './flight-network';
import { formatInstanceId } from './flight-instances';

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
  memo?: Map<number, { multiplier: number; seatsLeft: number }>;
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
  const sold = ctx.soldSeats(formatInstanceId(schedule, localDay), cabin);
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
 * Prices every fare brand of an itinerary for the passengers as observed at `observedMinute`.
 * Fares whose seat bucket cannot seat the party are left out.
 */
export function priceItinerary(
  ctx: PricingContext,
  schedules: readonly number[],
  localDays: readonly number[],
): PricedFare[] {
  const { net } = ctx;
  const products = listFareProducts(net, schedules, ctx.isInternational);
  const seatsNeeded = countSeatedPassengers(ctx.passengers);
  const stopsFactor = schedules.length === 1 ? 1 : schedules.length === 2 ? 0.9 : 0.82;
  const carrier = computeCarrierFactor(net, net.sAirline[schedules[0] ?? 0] ?? 0);
  const journey = ctx.isPartOfJourney ? 0.95 : 1;
  const intl = ctx.isInternational ? 1.08 : 1;
  const baseUsd = computeBaseFareUsd(ctx.directKm) * stopsFactor * carrier * journey * intl;
  const demand = new Map<SeatCabin, { multiplier: number; seatsLeft: number }>();
  const measure = (cabin: SeatCabin): { multiplier: number; seatsLeft: number } => {
    const cached = demand.get(cabin);
    if (cached) return cached;
    let sum = 0;
    let seatsLeft = Infinity;
    for (let i = 0; i < schedules.length; i++) {
      const m = measureInstance(ctx, schedules[i] ?? 0, localDays[i] ?? 0, cabin);
      sum += m.multiplier;
      seatsLeft = Math.min(seatsLeft, m.seatsLeft);
    }
    const value = { multiplier: sum / schedules.length, seatsLeft };
    demand.set(cabin, value);
    return value;
  };
  const out: PricedFare[] = [];
  for (const product of products) {
    const cabin = getSeatCabin(product.cabin);
    const m = measure(cabin);
    // Basic economy is a small bucket that closes as the cabin fills.
    const seatsLeft = product.shelf === 0 ? Math.max(0, m.seatsLeft - 12) : m.seatsLeft;
    if (seatsLeft < seatsNeeded) continue;
    const adultBase = Math.max(19, Math.round(baseUsd * product.priceFactor * m.multiplier)) * 100;
    const perPassenger = buildPassengerPrices(ctx, adultBase, schedules.length);
    let baseMinor = 0;
    let taxMinor = 0;
    for (const p of perPassenger) {
      baseMinor += p.baseEachMinor * p.count;
      taxMinor += p.taxEachMinor * p.count;
    }
    out.push({
      product,
      bookingCode: chooseBookingCode(product, m.multiplier),
      seatsLeft,
      perPassenger,
      baseMinor,
      taxMinor,
      totalMinor: baseMinor + taxMinor,
    });
  }
  return out;
}

function computeTaxMinor(baseMinor: number, segments: number, isInternational: boolean): number {
  return isInternational
    ? Math.round(baseMinor * 0.12) + 3500 + 1500 * segments
    : Math.round(baseMinor * 0.075) + 560 + 450 * segments;
}

function buildPassengerPrices(
  ctx: PricingContext,
  adultBaseMinor: number,
  segments: number,
): PassengerPrice[] {
  const intl = ctx.isInternational;
  const childBase = intl ? Math.round((adultBaseMinor * 0.75) / 100) * 100 : adultBaseMinor;
  const lapBase = intl ? Math.round((adultBaseMinor * 0.1) / 100) * 100 : 0;
  const rows: [PassengerType, number, number, number][] = [
    ['ADT', ctx.passengers.ADT, adultBaseMinor, computeTaxMinor(adultBaseMinor, segments, intl)],
    ['CNN', ctx.passengers.CNN, childBase, computeTaxMinor(childBase, segments, intl)],
    ['INS', ctx.passengers.INS, childBase, computeTaxMinor(childBase, segments, intl)],
    [
      'INF',
      ctx.passengers.INF,
      lapBase,
      intl ? Math.round(computeTaxMinor(lapBase, segments, intl) * 0.25) : 0,
    ],
  ];
  return rows
    .filter((r) => r[1] > 0)
    .map(([passengerType, count, baseEachMinor, taxEachMinor]) => ({
      passengerType,
      count,
      baseEachMinor,
      taxEachMinor,
    }));
}
