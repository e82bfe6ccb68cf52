import { DEFAULT_SUPPLY_LOCALE, type SupplyLocale } from './hotel-locale';
import type { SupplyFailure } from '@wayfare/contracts/places';
import {
  formatIsoDate,
  MINUTES_PER_DAY,
  parseIsoDate,
  toEpochMinute,
  type Instant,
} from '../reference/calendar';
import { fail } from '../supply-result';

export const HOTEL_HORIZON_DAYS = 330;
export const MAX_STAY_NIGHTS = 30;
export const MAX_ROOMS = 8;
export const MAX_GUESTS_PER_ROOM = 4;

export interface StayShape {
  checkInDate: string;
  checkOutDate: string;
  rooms: number;
  adults: number;
  children: number;
  /** The language the supplier's content is asked for (English unless said). */
  locale?: SupplyLocale;
}

export interface Stay {
  checkIn: number;
  checkOut: number;
  nights: number;
  rooms: number;
  adults: number;
  children: number;
  /** Guests in the fullest room when guests are spread evenly. */
  guestsPerRoom: number;
  /** The language of names and descriptions (English unless said). */
  locale?: SupplyLocale;
}

/** The earliest check-in is yesterday in UTC so that zones behind UTC can still book tonight. */
export function getFirstBookableDay(now: Instant): number {
  return Math.floor(toEpochMinute(now) / MINUTES_PER_DAY) - 1;
}

/**
 * Check-in and check-out shared by hotels and homes: valid dates, check-out after check-in, at most
 * `maxNights`, check-in between the first bookable day and the horizon.
 */
export function validateStayDates(
  req: { checkInDate: string; checkOutDate: string },
  now: Instant,
  limits: { maxNights: number; horizonDays: number },
): { ok: true; checkIn: number; checkOut: number } | SupplyFailure {
  const checkIn = parseIsoDate(req.checkInDate);
  const checkOut = parseIsoDate(req.checkOutDate);
  if (checkIn === null)
    return fail('InvalidDate', `"${req.checkInDate}" is not a valid date (YYYY-MM-DD).`);
  if (checkOut === null)
    return fail('InvalidDate', `"${req.checkOutDate}" is not a valid date (YYYY-MM-DD).`);
  if (checkOut <= checkIn)
    return fail(
      'CheckOutBeforeCheckIn',
      `Check-out ${req.checkOutDate} must be after check-in ${req.checkInDate}.`,
    );
  if (checkOut - checkIn > limits.maxNights)
    return fail('StayTooLong', `Stays are limited to ${limits.maxNights} nights.`);
  const first = getFirstBookableDay(now);
  if (checkIn < first || checkIn > first + limits.horizonDays) {
    return fail(
      'DateOutsideHorizon',
      `Check-in must be between ${formatIsoDate(first)} and ${formatIsoDate(first + limits.horizonDays)}.`,
    );
  }
  return { ok: true, checkIn, checkOut };
}

/** Rooms, guests and dates shared by hotel search, detail and pricing; typed errors, never throws. */
export function validateStay(
  req: StayShape,
  now: Instant,
): { ok: true; stay: Stay } | SupplyFailure {
  if (req.rooms < 1) return fail('ZeroRooms', 'At least one room is needed.');
  if (req.rooms > MAX_ROOMS)
    return fail('TooManyRooms', `At most ${MAX_ROOMS} rooms can be booked at once.`);
  if (req.adults < req.rooms)
    return fail(
      'InvalidRequest',
      `Each room needs an adult: ${req.rooms} rooms for ${req.adults} adults.`,
    );
  if (req.children < 0) return fail('InvalidRequest', 'Children cannot be negative.');
  if (req.adults + req.children > req.rooms * MAX_GUESTS_PER_ROOM)
    return fail('InvalidRequest', `At most ${MAX_GUESTS_PER_ROOM} guests per room.`);
  const dates = validateStayDates(req, now, {
    maxNights: MAX_STAY_NIGHTS,
    horizonDays: HOTEL_HORIZON_DAYS,
  });
  if (!dates.ok) return dates;
  const { checkIn, checkOut } = dates;
  return {
    ok: true,
    stay: {
      checkIn,
      checkOut,
      nights: checkOut - checkIn,
      rooms: req.rooms,
      adults: req.adults,
      children: req.children,
      guestsPerRoom: Math.ceil((req.adults + req.children) / req.rooms),
      locale: req.locale ?? DEFAULT_SUPPLY_LOCALE,
    },
  };
}
