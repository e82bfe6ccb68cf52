import type { CarOffer, CarSearchRequest, CarSearchResponse } from '@wayfare/contracts/cars';
import type { SupplyFailure } from '@wayfare/contracts/places';
import {
  formatIsoDate,
  MINUTES_PER_DAY,
  parseIsoDate,
  toEpochMinute,
  type Instant,
} from '../reference/calendar';
import { fromLocalDateTime } from '@wayfare/domain/trip-zoned-time';
import lookupTimeZone from '../reference/tz-lookup-shim';
import { fail } from '../supply-result';
import {
  CAR_CLASS_SPECS,
  CAR_SUPPLIERS,
  MAX_DRIVER_AGE,
  MAX_RENTAL_DAYS,
  MIN_DRIVER_AGE,
} from './car-catalog';
import { priceCarOffer, type CarRental } from './car-rates';
import { describeRentalLocation, type CarLocationRecord, type CarWorld } from './car-world';

export const CAR_HORIZON_DAYS = 330;
/** Returns within this many minutes of a whole day are not charged another day. */
export const CAR_GRACE_MINUTES = 29;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** `YYYY-MM-DDTHH:mm` to local epoch minutes, or null. */
export function parseLocalDateTime(text: string): number | null {
  const m = LOCAL_DATE_TIME.exec(text);
  if (!m) return null;
  const day = parseIsoDate(m[1] ?? '');
  const hh = Number(m[2]);
  const mm = Number(m[3]);
  if (day === null || hh > 23 || mm > 59) return null;
  return day * MINUTES_PER_DAY + hh * 60 + mm;
}

function findLocation(world: CarWorld, code: string): CarLocationRecord | undefined {
  return world.byCode.get(/^[a-z]{3}$/i.test(code) ? code.toUpperCase() : code);
}

function isOpen(loc: CarLocationRecord, localMinute: number): boolean {
  const minute = ((localMinute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return minute >= loc.opensMinute && minute < loc.closesMinute;
}

/** Checks a car rental request; every bad input is a typed error. */
export function validateCarRental(
  world: CarWorld,
  req: CarSearchRequest,
  now: Instant,
): { ok: true; rental: CarRental } | SupplyFailure {
  const pickUp = findLocation(world, req.pickUp);
  if (!pickUp)
    return fail(
      'UnknownLocation',
      `No car rental location "${req.pickUp}". Use an airport code or a large city.`,
    );
  const dropOff = req.dropOff === undefined ? pickUp : findLocation(world, req.dropOff);
  if (!dropOff) return fail('UnknownLocation', `No car rental location "${req.dropOff ?? ''}".`);
  const start = parseLocalDateTime(req.pickUpAt);
  const end = parseLocalDateTime(req.dropOffAt);
  if (start === null)
    return fail('InvalidDate', `"${req.pickUpAt}" is not a valid local time (YYYY-MM-DDTHH:mm).`);
  if (end === null)
    return fail('InvalidDate', `"${req.dropOffAt}" is not a valid local time (YYYY-MM-DDTHH:mm).`);
  if (end <= start)
    return fail(
      'DropOffBeforePickUp',
      `Drop-off ${req.dropOffAt} must be after pick-up ${req.pickUpAt}.`,
    );
  const nowMinute = toEpochMinute(now);
  const today = Math.floor(nowMinute / MINUTES_PER_DAY);
  // The counter's own clock decides whether the pick-up time has passed.
  const timeZone = lookupTimeZone(pickUp.lat, pickUp.lon);
  const pickUpUtcMs = fromLocalDateTime(req.pickUpAt, timeZone).getTime();
  if (pickUpUtcMs < nowMinute * 60_000)
    return fail('PickUpInPast', `Pick-up ${req.pickUpAt} has passed at ${pickUp.name}.`);
  if (start > (today + CAR_HORIZON_DAYS) * MINUTES_PER_DAY)
    return fail(
      'DateOutsideHorizon',
      `Pick-up must be between now and ${formatIsoDate(today + CAR_HORIZON_DAYS)}.`,
    );
  const days = Math.max(1, Math.ceil((end - start - CAR_GRACE_MINUTES) / MINUTES_PER_DAY));
  if (days > MAX_RENTAL_DAYS)
    return fail('RentalTooLong', `Rentals are limited to ${MAX_RENTAL_DAYS} days.`);
  if (req.driverAge < MIN_DRIVER_AGE || req.driverAge > MAX_DRIVER_AGE)
    return fail(
      'DriverAgeNotAllowed',
      `Drivers must be between ${MIN_DRIVER_AGE} and ${MAX_DRIVER_AGE} years old.`,
    );
  if (dropOff.countryCode !== pickUp.countryCode)
    return fail('CrossBorderOneWay', 'One-way rentals between countries are not offered.');
  if (!isOpen(pickUp, start))
    return fail(
      'CounterClosed',
      `${pickUp.name} is closed at ${req.pickUpAt.slice(11)}; it opens ${describeRentalLocation(pickUp).opensAt}–${describeRentalLocation(pickUp).closesAt}.`,
    );
  if (!isOpen(dropOff, end))
    return fail(
      'CounterClosed',
      `${dropOff.name} is closed at ${req.dropOffAt.slice(11)}; it opens ${describeRentalLocation(dropOff).opensAt}–${describeRentalLocation(dropOff).closesAt}.`,
    );
  return {
    ok: true,
    rental: {
      pickUp,
      dropOff,
      pickUpAt: req.pickUpAt,
      dropOffAt: req.dropOffAt,
      pickUpMinute: start,
      days,
      driverAge: req.driverAge,
      leadMinutes: start - nowMinute,
      timeZone,
      pickUpUtcMs,
    },
  };
}

/** Car search: every supplier and class at the counter, priced for the rental, cheapest first. */
export function searchCars(
  world: CarWorld,
  req: CarSearchRequest,
  now: Instant,
): { ok: true; value: CarSearchResponse } | SupplyFailure {
  const valid = validateCarRental(world, req, now);
  if (!valid.ok) return valid;
  const r = valid.rental;
  const offers: CarOffer[] = [];
  for (const supplier of r.pickUp.suppliers)
    for (let c = 0; c < CAR_CLASS_SPECS.length; c++) {
      const offer = priceCarOffer(world, r, supplier, c);
      if (offer) offers.push(offer);
    }
  offers.sort(
    (a, b) => a.total.amountMinor - b.total.amountMinor || (a.offerId < b.offerId ? -1 : 1),
  );
  return {
    ok: true,
    value: {
      pickUp: describeRentalLocation(r.pickUp),
      dropOff: describeRentalLocation(r.dropOff),
      days: r.days,
      offers,
    },
  };
}

/** Re-prices an offer id at `now`; OfferInvalid when unreadable, NoAvailability when sold out. */
export function priceCarOfferById(
  world: CarWorld,
  offerId: string,
  now: Instant,
): { ok: true; value: CarOffer } | SupplyFailure {
  const [tag, pickUp, dropOff, supplierCode, carClass, pickUpAt, dropOffAt, age] =
    offerId.split('~');
  const supplier = CAR_SUPPLIERS.findIndex((s) => s.code === supplierCode);
  const cls = CAR_CLASS_SPECS.findIndex((s) => s.carClass === carClass);
  if (
    tag !== 'CAR' ||
    !pickUp ||
    !dropOff ||
    !pickUpAt ||
    !dropOffAt ||
    supplier < 0 ||
    cls < 0 ||
    !age
  )
    return fail('OfferInvalid', 'This car offer is not valid. Please search again.');
  const valid = validateCarRental(
    world,
    { pickUp, dropOff, pickUpAt, dropOffAt, driverAge: Number(age) },
    now,
  );
  if (!valid.ok) return valid;
  const offer = priceCarOffer(world, valid.rental, supplier, cls);
  return offer
    ? { ok: true, value: offer }
    : fail('NoAvailability', 'This car is no longer available for these dates.');
}
