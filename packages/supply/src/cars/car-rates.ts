import type { CarCharge, CarOffer, FuelType, Transmission } from '@wayfare/contracts/cars';
import { measureDistanceKm } from '../geo/great-circle';
import { renderCarSvg, toSvgDataUri } from '../imagery/svg-illustrations';
import { COST_FACTORS } from '../lodging/hotel-world';
import { hash4, hashString, pickByHash, toUnit } from '../random/prng';
import {
  formatLocalDateTime,
  getMonthDay,
  getWeekday,
  MINUTES_PER_DAY,
} from '../reference/calendar';
import {
  AIRPORT_CONCESSION_PERCENT,
  CAR_CLASS_SPECS,
  CAR_EXTRAS,
  CAR_SUPPLIERS,
  CAR_TAX_PERCENT,
  YOUNG_DRIVER_AGE,
  YOUNG_DRIVER_DAY_MINOR,
} from './car-catalog';
import { findCarLoyaltyProgram } from '@wayfare/domain/car-loyalty';
import { describeCancellation, describeCounterFacts, listPayTimings } from './car-counters';
import type { CarLocationRecord, CarWorld } from './car-world';

const AUTOMATIC_COUNTRIES = new Set([
  'US',
  'CA',
  'AU',
  'NZ',
  'JP',
  'AE',
  'SA',
  'QA',
  'KR',
  'SG',
  'CN',
  'IL',
  'MX',
]);
const MONTH_DEMAND = [0.85, 0.86, 0.95, 1.0, 1.05, 1.15, 1.25, 1.22, 1.02, 0.98, 0.9, 1.08];
const LOW_COST_SUPPLIERS = new Set(['ZD', 'AL', 'ZT', 'ZR']);
/** Share of (location, supplier, class, day) combinations sold out. */
export const CAR_SOLD_OUT_RATE = 0.1;

export interface CarRental {
  pickUp: CarLocationRecord;
  dropOff: CarLocationRecord;
  pickUpAt: string;
  dropOffAt: string;
  /** Local wall-clock minutes since the epoch. */
  pickUpMinute: number;
  days: number;
  driverAge: number;
  /** Minutes from `now` to pick-up. */
  leadMinutes: number;
  /** The pick-up counter's time zone and the pick-up instant. */
  timeZone: string;
  pickUpUtcMs: number;
}

export function formatCarOfferId(r: CarRental, supplier: number, carClass: number): string {
  return [
    'CAR',
    r.pickUp.code,
    r.dropOff.code,
    CAR_SUPPLIERS[supplier]?.code,
    CAR_CLASS_SPECS[carClass]?.carClass,
    r.pickUpAt,
    r.dropOffAt,
    r.driverAge,
  ].join('~');
}

/** Whether this supplier rents this class here on this day (fleet mix and deterministic sell-outs). */
export function isCarAvailable(
  world: CarWorld,
  r: CarRental,
  supplier: number,
  carClass: number,
): boolean {
  const spec = CAR_CLASS_SPECS[carClass];
  const brand = CAR_SUPPLIERS[supplier];
  if (!spec || !brand) return false;
  if (!r.pickUp.suppliers.includes(supplier) || !r.dropOff.suppliers.includes(supplier))
    return false;
  if (r.driverAge < Math.max(spec.minimumAge, brand.minimumAge)) return false;
  const locKey = hashString(r.pickUp.code);
  const isPremium = spec.dayRateMinor >= 8500;
  if (
    toUnit(hash4(world.seed, locKey, supplier, carClass)) > (isPremium ? r.pickUp.size * 0.7 : 0.8)
  )
    return false;
  const day = Math.floor(r.pickUpMinute / MINUTES_PER_DAY);
  return toUnit(hash4(world.seed, locKey, supplier * 32 + carClass, day)) >= CAR_SOLD_OUT_RATE;
}

function getTransmission(countryCode: string, carClass: number, model: string): Transmission {
  if (AUTOMATIC_COUNTRIES.has(countryCode))
    return model.startsWith('Toyota') || model.startsWith('Nissan') ? 'Cvt' : 'Automatic';
  return carClass <= 3 ? 'Manual' : 'Automatic';
}

function getFuelType(
  countryCode: string,
  carClass: number,
  model: string,
  supplierCode: string,
): FuelType {
  if ((supplierCode === 'SX' || supplierCode === 'ZE') && (carClass === 6 || carClass === 12))
    return 'Electric';
  if (model.startsWith('Toyota')) return 'Hybrid';
  if (!AUTOMATIC_COUNTRIES.has(countryCode) && carClass >= 4) return 'Diesel';
  return 'Petrol';
}

/** Rounds a daily rate to a price ending in .99 (cents). */
function toCharmPrice(minor: number): number {
  return Math.max(99, Math.round(minor / 100) * 100 - 1);
}

/** Prices one car: daily rate by class, brand, country, season, weekday, lead time and length. */
export function priceCarOffer(
  world: CarWorld,
  r: CarRental,
  supplier: number,
  carClass: number,
): CarOffer | null {
  if (!isCarAvailable(world, r, supplier, carClass)) return null;
  const spec = CAR_CLASS_SPECS[carClass];
  const brand = CAR_SUPPLIERS[supplier];
  if (!spec || !brand) return null;
  const loc = r.pickUp;
  const day = Math.floor(r.pickUpMinute / MINUTES_PER_DAY);
  const { month } = getMonthDay(day);
  const season = MONTH_DEMAND[loc.lat < -10 ? (month + 6) % 12 : month] ?? 1;
  const weekday = getWeekday(day);
  const weekdayFactor = weekday === 5 || weekday === 6 ? 1.1 : weekday === 2 ? 0.94 : 1;
  const leadDays = r.leadMinutes / MINUTES_PER_DAY;
  const leadFactor = leadDays < 3 ? 1.25 : leadDays < 14 ? 1.1 : leadDays > 90 ? 0.95 : 1;
  const lengthFactor = r.days >= 7 ? 0.85 : r.days >= 3 ? 0.95 : 1;
  const cost = Math.pow(COST_FACTORS[loc.countryCode] ?? 0.7, 0.8);
  const h = hash4(world.seed, carClass * 100 + supplier, day, hashString(loc.code));
  const noise = 0.9 + 0.2 * toUnit(h);
  const isPayNow = LOW_COST_SUPPLIERS.has(brand.code);
  const perDay = toCharmPrice(
    spec.dayRateMinor *
      brand.priceFactor *
      cost *
      season *
      weekdayFactor *
      leadFactor *
      lengthFactor *
      noise *
      (loc.kind === 'Airport' ? 1.05 : 1) *
      (isPayNow ? 0.92 : 1),
  );
  const usd = (amountMinor: number) => ({
    amountMinor: Math.round(amountMinor),
    currency: 'USD' as const,
  });
  const base = perDay * r.days;
  const charges: CarCharge[] = [
    {
      type: 'Base',
      name: `${r.days} day${r.days > 1 ? 's' : ''} × ${spec.carClass}`,
      amount: usd(base),
    },
  ];
  if (r.driverAge < YOUNG_DRIVER_AGE)
    charges.push({
      type: 'YoungDriver',
      name: `Young driver surcharge (under ${YOUNG_DRIVER_AGE})`,
      amount: usd(YOUNG_DRIVER_DAY_MINOR * r.days),
    });
  if (r.dropOff.code !== r.pickUp.code) {
    const km = measureDistanceKm(loc.lat, loc.lon, r.dropOff.lat, r.dropOff.lon);
    charges.push({
      type: 'OneWay',
      name: 'One-way fee',
      amount: usd(Math.max(5000, Math.round((km * 40) / 100) * 100)),
    });
  }
  if (loc.kind === 'Airport')
    charges.push({
      type: 'AirportConcession',
      name: 'Airport concession recovery fee',
      amount: usd((base * AIRPORT_CONCESSION_PERCENT) / 100),
    });
  const beforeTax = charges.reduce((s, c) => s + c.amount.amountMinor, 0);
  charges.push({
    type: 'Tax',
    name: 'Sales tax',
    amount: usd((beforeTax * CAR_TAX_PERCENT) / 100),
  });
  const total = charges.reduce((s, c) => s + c.amount.amountMinor, 0);
  const model = pickByHash(spec.models, hash4(world.seed, supplier, carClass, 77));
  const transmission = getTransmission(loc.countryCode, carClass, model);
  const fuelType = getFuelType(loc.countryCode, carClass, model, brand.code);
  const isCapped = loc.kind === 'City' && isPayNow;
  const counter = describeCounterFacts(world, loc, brand.code);
  const cancellationPolicy = describeCancellation(
    brand.code,
    r.pickUpMinute,
    r.pickUpUtcMs,
    perDay,
    formatLocalDateTime,
  );
  const payTimings = listPayTimings(brand.code);
  const program = findCarLoyaltyProgram(brand.code, loc.kind);
  const isWinter =
    Math.abs(loc.lat) > 40 && (loc.lat > 0 ? [11, 0, 1, 2] : [5, 6, 7, 8]).includes(month);
  return {
    offerId: formatCarOfferId(r, supplier, carClass),
    supplier: { code: brand.code, name: brand.name },
    carClass: spec.carClass,
    acrissCode: `${spec.acriss}${transmission === 'Manual' ? 'M' : 'A'}${fuelType === 'Electric' ? 'E' : fuelType === 'Hybrid' ? 'H' : fuelType === 'Diesel' ? 'D' : 'R'}`,
    model: `${model} or similar`,
    seats: spec.seats,
    doors: spec.doors,
    largeBags: spec.largeBags,
    smallBags: spec.smallBags,
    transmission,
    fuelType,
    hasAirConditioning: true,
    fuelPolicy: fuelType === 'Electric' ? 'SameToSame' : brand.fuelPolicy,
    mileage: isCapped
      ? { isUnlimited: false, includedKmPerDay: 200, extraKmCharge: usd(25) }
      : { isUnlimited: true, includedKmPerDay: null, extraKmCharge: null },
    minimumDriverAge: Math.max(spec.minimumAge, brand.minimumAge),
    driverAge: r.driverAge,
    days: r.days,
    pricePerDay: usd(perDay),
    charges,
    total: usd(total),
    payTiming: payTimings[0] ?? 'PayNow',
    payTimings,
    freeCancellationUntil: cancellationPolicy.freeUntilLocal,
    hasFreeCancellation: cancellationPolicy.terms !== 'NonRefundable',
    cancellationPolicy,
    pickUpKind: counter.kind,
    distanceKm: counter.distanceKm,
    rating: counter.rating,
    loyaltyProgram: program ? { code: program.code, name: program.name } : null,
    extras: CAR_EXTRAS.filter(
      (e) => isWinter || (e.type !== 'SkiRack' && e.type !== 'SnowChains'),
    ).map((e) => ({
      type: e.type,
      name: e.name,
      pricePerDay: usd(toCharmPrice(e.dayRateMinor * cost)),
      maxChargeDays: e.maxChargeDays,
      maxQuantity: e.maxQuantity,
    })),
    imageSvg: toSvgDataUri(renderCarSvg(`${brand.code}-${model}`, `${model} or similar`)),
  };
}
