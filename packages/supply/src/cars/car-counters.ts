import type {
  CarCancellationPolicy,
  CarCounter,
  CarCounterInstructions,
  CarInclusion,
  CarOffer,
  CarPickUpKind,
  CarRental as CarRentalView,
  CarSupplierRating,
} from '@wayfare/contracts/cars';
import type { PayTiming } from '@wayfare/contracts/lodging';
import { findCarLoyaltyProgram } from '@wayfare/domain/car-loyalty';
import { CAR_FREE_CANCELLATION_HOURS } from '@wayfare/domain/car-rental';
import { hash4, hashString, toUnit } from '../random/prng';
import { CAR_SUPPLIERS } from './car-catalog';
import { describeRentalLocation, type CarLocationRecord, type CarWorld } from './car-world';

/**
 * The counter facts of a rental (issue 21): where each brand's counter is (in the terminal, by
 * shuttle or a city branch), how far, its reviews, how to pay and cancel, and what the rate
 * includes. Deterministic per world, location and brand.
 */

/** Deal brands: prepaid only. Budget and Alamo cancel free until 48 h before; Thrifty and Dollar never. */
const PREPAID_ONLY = new Set(['ZD', 'AL', 'ZT', 'ZR']);
const NON_REFUNDABLE = new Set(['ZT', 'ZR']);
/** Brands whose airport counters are mostly in the terminal. */
const TERMINAL_BRANDS = new Set(['ZE', 'ZI', 'ET', 'ZL', 'SX']);
/** Each brand's typical review score out of 10. */
const BRAND_SCORE: Readonly<Record<string, number>> = {
  ZE: 8.1,
  ZI: 8.0,
  ZD: 7.4,
  ET: 8.6,
  ZL: 8.5,
  AL: 7.8,
  SX: 8.2,
  EP: 7.6,
  ZT: 6.8,
  ZR: 6.9,
};

export interface CarCounterFacts {
  kind: CarPickUpKind;
  distanceKm: number;
  rating: CarSupplierRating;
  instructions: CarCounterInstructions;
}

/** One brand's counter at one location. */
export function describeCounterFacts(
  world: CarWorld,
  loc: CarLocationRecord,
  supplierCode: string,
): CarCounterFacts {
  const key = hashString(`${loc.code}|${supplierCode}`);
  const u = (salt: number) => toUnit(hash4(world.seed, key, salt, 0x0ca5));
  const score = Math.min(10, Math.max(0, (BRAND_SCORE[supplierCode] ?? 7.5) + (u(1) - 0.5) * 1.2));
  const rating = {
    score: Math.round(score * 10) / 10,
    reviewCount: Math.round(40 + loc.size * 2400 * u(2)),
  };
  if (loc.kind === 'City')
    return {
      kind: 'CityBranch',
      distanceKm: Math.round((0.3 + 6 * u(3) ** 2) * 10) / 10,
      rating,
      instructions: { kind: 'CityBranch', walkMinutesFromStation: Math.round(2 + 18 * u(4)) },
    };
  const inTerminal = u(5) < (TERMINAL_BRANDS.has(supplierCode) ? 0.75 : 0.2);
  if (inTerminal)
    return {
      kind: 'InTerminal',
      distanceKm: Math.round((0.1 + 0.5 * u(3)) * 10) / 10,
      rating,
      instructions: {
        kind: 'InTerminal',
        level: u(6) < 0.7 ? 1 : 0,
        deskNumber: 1 + Math.floor(u(4) * 24),
      },
    };
  return {
    kind: 'Shuttle',
    distanceKm: Math.round((1.5 + 6 * u(3)) * 10) / 10,
    rating,
    instructions: {
      kind: 'Shuttle',
      shuttleStop: String.fromCharCode(65 + Math.floor(u(6) * 8)),
      everyMinutes: u(4) < 0.5 ? 10 : 15,
      rideMinutes: Math.round(4 + 12 * u(7)),
    },
  };
}

/** How a brand lets a rental be paid: pay at the counter (PayLater) first where it can. */
export function listPayTimings(supplierCode: string): PayTiming[] {
  return PREPAID_ONLY.has(supplierCode) ? ['PayNow'] : ['PayLater', 'PayNow'];
}

/**
 * A rental's cancellation terms: full-service brands free until pick-up; Budget and Alamo's
 * prepaid deals free until 48 h before, then one day's rental kept; Thrifty and Dollar
 * non-refundable.
 */
export function describeCancellation(
  supplierCode: string,
  pickUpMinute: number,
  pickUpUtcMs: number,
  pricePerDayMinor: number,
  formatLocal: (localMinute: number) => string,
): CarCancellationPolicy {
  if (NON_REFUNDABLE.has(supplierCode))
    return {
      terms: 'NonRefundable',
      freeUntilLocal: null,
      freeUntil: null,
      lateCancellationFee: null,
    };
  if (PREPAID_ONLY.has(supplierCode)) {
    const hours = CAR_FREE_CANCELLATION_HOURS;
    return {
      terms: 'FreeUntilDeadline',
      freeUntilLocal: formatLocal(pickUpMinute - hours * 60),
      freeUntil: new Date(pickUpUtcMs - hours * 3_600_000).toISOString(),
      lateCancellationFee: { amountMinor: pricePerDayMinor, currency: 'USD' },
    };
  }
  return {
    terms: 'FreeUntilPickUp',
    freeUntilLocal: formatLocal(pickUpMinute),
    freeUntil: new Date(pickUpUtcMs).toISOString(),
    lateCancellationFee: null,
  };
}

function counterAt(
  world: CarWorld,
  loc: CarLocationRecord,
  supplierCode: string,
  at: string,
): CarCounter {
  const facts = describeCounterFacts(world, loc, supplierCode);
  const location = describeRentalLocation(loc);
  const brand = CAR_SUPPLIERS.find((s) => s.code === supplierCode)?.name ?? supplierCode;
  const address =
    facts.kind === 'Shuttle'
      ? `${brand} rental lot, ${Math.round(facts.distanceKm * 10) * 100} m from the terminal, ${loc.cityName}`
      : facts.kind === 'InTerminal'
        ? `${brand} desk, ${loc.name}`
        : `${brand}, ${location.address}`;
  return {
    location,
    kind: facts.kind,
    address,
    at,
    hours: { date: at.slice(0, 10), opensAt: location.opensAt, closesAt: location.closesAt },
    instructions: facts.instructions,
  };
}

/** The whole rental for a priced offer: counters, inclusions, deposit and excess. */
export function describeCarRental(
  world: CarWorld,
  offer: CarOffer,
  pickUp: CarLocationRecord,
  dropOff: CarLocationRecord,
  times: { pickUpAt: string; dropOffAt: string },
): CarRentalView {
  const code = offer.supplier.code;
  const included: CarInclusion[] = [
    'CollisionDamageWaiver',
    'TheftProtection',
    'ThirdPartyLiability',
    'Taxes',
    'RoadsideAssistance',
  ];
  if (offer.mileage.isUnlimited) included.push('UnlimitedMileage');
  if (pickUp.kind === 'Airport') included.push('AirportFees');
  // Deposit and excess grow with the car's price level (per-day rate).
  const perDay = offer.pricePerDay.amountMinor;
  const deposit = Math.max(20_000, Math.round((perDay * 6) / 5_000) * 5_000);
  const excess = Math.max(50_000, Math.round((perDay * 25) / 10_000) * 10_000);
  const program = findCarLoyaltyProgram(code, pickUp.kind);
  return {
    offer,
    pickUp: counterAt(world, pickUp, code, times.pickUpAt),
    dropOff: counterAt(world, dropOff, code, times.dropOffAt),
    included,
    deposit: { amountMinor: deposit, currency: 'USD' },
    excess: { amountMinor: excess, currency: 'USD' },
    cancellationPolicy: offer.cancellationPolicy,
    loyaltyProgram: program ? { code: program.code, name: program.name } : null,
  };
}
