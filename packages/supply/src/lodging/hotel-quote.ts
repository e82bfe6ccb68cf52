import type {
  HotelFailureReason,
  HotelGuest,
  HotelPriceRateRequest,
  HotelQuote,
} from '@wayfare/contracts/lodging';
import type { SupplyErrorCode, SupplyFailure } from '@wayfare/contracts/places';
import { hashString } from '../random/prng';
import { formatIsoDate, parseIsoDate, toEpochMinute, type Instant } from '../reference/calendar';
import { loadCountries } from '../reference/countries';
import { fail } from '../supply-result';
import { getMinimumCheckInAge } from './hotel-detail';
import { describeHotel } from './hotel-describe';
import {
  getRateLoadDay,
  isRatePlanSold,
  parseRateId,
  RATE_LIFETIME_DAYS,
} from './hotel-rate-plans';
import { getObservationDay } from './hotel-rate-dynamics';
import { priceRoomRate, type SoldRoomLookup } from './hotel-room-rate';
import { describeRoomTemplate, ROOM_TEMPLATES } from './hotel-room-types';
import { validateStay } from './hotel-stay';
import type { HotelWorld } from './hotel-world';

export const HOTEL_QUOTE_LIFETIME_MINUTES = 30;
/** Guests resident here cannot be booked by the (US-based) sandbox supplier: InvalidGuestCountry. */
export const SANCTIONED_GUEST_COUNTRIES = ['CU', 'IR', 'KP', 'SY'];

interface QuoteTerms {
  rateId: string;
  rooms: number;
  adults: number;
  children: number;
  totalMinor: number;
  expiresMinute: number;
}

/** Quote ids are self-describing and signed with the world seed, so they survive restarts. */
export function encodeQuoteId(world: HotelWorld, terms: QuoteTerms): string {
  const body = Buffer.from(JSON.stringify(terms)).toString('base64url');
  return `Q1.${body}.${hashString(`${world.seed}:${body}`).toString(36)}`;
}

export function decodeQuoteId(world: HotelWorld, quoteId: string): QuoteTerms | null {
  const [version, body, check] = quoteId.split('.');
  if (version !== 'Q1' || !body || check !== hashString(`${world.seed}:${body}`).toString(36))
    return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const t = parsed as Record<string, unknown>;
    const nums = ['rooms', 'adults', 'children', 'totalMinor', 'expiresMinute'] as const;
    if (typeof t['rateId'] !== 'string' || nums.some((k) => typeof t[k] !== 'number')) return null;
    return parsed as QuoteTerms;
  } catch {
    return null;
  }
}

/**
 * Re-prices a chosen rate for rooms and guests. Stale or unsold rate ids give RateNotAvailable,
 * a sold-out night NotAvailable, too few rooms left LackOfInventory.
 */
export function priceHotelRate(
  world: HotelWorld,
  req: HotelPriceRateRequest,
  now: Instant,
  sold: SoldRoomLookup = () => 0,
  options: { allowStaleRate?: boolean } = {},
): { ok: true; value: HotelQuote } | SupplyFailure {
  const key = parseRateId(world, req.rateId);
  if (!key) return fail('RateNotAvailable', `Rate "${req.rateId}" is not recognised.`);
  const age = getRateLoadDay(now) - key.loadDay;
  if (!options.allowStaleRate && (age >= RATE_LIFETIME_DAYS || age < 0))
    return fail(
      'RateNotAvailable',
      'This rate has been refreshed since it was shown. Please search again.',
    );
  if (!isRatePlanSold(world, key.hotel, key.template, key.plan))
    return fail('RateNotAvailable', `The hotel no longer sells rate "${req.rateId}".`);
  const checkInDate = formatIsoDate(key.checkIn);
  const checkOutDate = formatIsoDate(key.checkIn + key.nights);
  const valid = validateStay(
    {
      checkInDate,
      checkOutDate,
      rooms: req.rooms,
      adults: req.adults,
      children: req.children,
      locale: req.locale,
    },
    now,
  );
  if (!valid.ok) return valid;
  const room = ROOM_TEMPLATES[key.template];
  if (!room) return fail('RateNotAvailable', `Rate "${req.rateId}" is not recognised.`);
  if (room.maxOccupancy < valid.stay.guestsPerRoom)
    return fail('InvalidRequest', `A ${room.name} sleeps at most ${room.maxOccupancy}.`);
  const priced = priceRoomRate(world, key, valid.stay, sold, getObservationDay(now));
  if (priced.soldOutDates.length > 0)
    return fail(
      'NotAvailable',
      `The ${room.name} is sold out on ${priced.soldOutDates.join(', ')}.`,
    );
  if (priced.rate.roomsLeft < req.rooms)
    return fail(
      'LackOfInventory',
      `Only ${priced.rate.roomsLeft} ${room.name} rooms are left for these dates.`,
    );
  const d = describeHotel(world, key.hotel);
  const expiresMinute = toEpochMinute(now) + HOTEL_QUOTE_LIFETIME_MINUTES;
  return {
    ok: true,
    value: {
      quoteId: encodeQuoteId(world, {
        rateId: req.rateId,
        rooms: req.rooms,
        adults: req.adults,
        children: req.children,
        totalMinor: priced.rate.total.amountMinor,
        expiresMinute,
      }),
      expiresAt: new Date(expiresMinute * 60_000).toISOString(),
      lodgingId: d.lodgingId,
      hotelName: d.name,
      stay: {
        lodgingId: d.lodgingId,
        checkInDate,
        checkOutDate,
        rooms: req.rooms,
        adults: req.adults,
        children: req.children,
      },
      rate: priced.rate,
      roomName: describeRoomTemplate(room, valid.stay.locale).name,
      bedTypes: room.bedTypes,
      minimumCheckInAge: getMinimumCheckInAge(key.hotel),
    },
  };
}

/** Whole years between a birth date and a day, or null for an unreadable date. */
export function computeAgeOn(dateOfBirth: string, day: number): number | null {
  const born = parseIsoDate(dateOfBirth);
  if (born === null) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = formatIsoDate(day).split('-').map(Number);
  if (
    by === undefined ||
    bm === undefined ||
    bd === undefined ||
    y === undefined ||
    m === undefined ||
    d === undefined
  )
    return null;
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

let countryCodes: Set<string> | null = null;

/** Supplier-side checks of the lead guest: names, birth date, country, minimum check-in age. */
export function validateGuest(guest: HotelGuest, quote: HotelQuote): SupplyFailure | null {
  if (guest.givenName.trim() === '' || guest.surname.trim() === '')
    return fail('InvalidFulfillmentInput', 'The lead guest needs a given name and a surname.');
  const checkIn = parseIsoDate(quote.stay.checkInDate) ?? 0;
  const age = guest.dateOfBirth === undefined ? null : computeAgeOn(guest.dateOfBirth, checkIn);
  if (guest.dateOfBirth !== undefined && (age === null || age < 0 || age > 120))
    return fail('InvalidFulfillmentInput', `"${guest.dateOfBirth}" is not a valid birth date.`);
  countryCodes ??= new Set(loadCountries().keys());
  const country = guest.countryCode.toUpperCase();
  if (!countryCodes.has(country))
    return fail('InvalidGuestCountry', `"${guest.countryCode}" is not a known country code.`);
  if (SANCTIONED_GUEST_COUNTRIES.includes(country))
    return fail(
      'InvalidGuestCountry',
      'This hotel cannot accept bookings for guests resident in that country.',
    );
  if (age !== null && age < quote.minimumCheckInAge)
    return fail(
      'CheckInMinimumAgeNotMet',
      `The guest checking in must be at least ${quote.minimumCheckInAge} years old.`,
    );
  return null;
}

/** Spec §8 failure reason for a supplier error code, for booking records. */
export function getHotelFailureReason(code: SupplyErrorCode): HotelFailureReason {
  switch (code) {
    case 'NotAvailable':
    case 'NoAvailability':
      return 'NoAvailability';
    case 'RateNotAvailable':
      return 'RateNotAvailable';
    case 'LackOfInventory':
      return 'LackOfInventory';
    case 'CheckInMinimumAgeNotMet':
      return 'CheckInMinimumAgeNotMet';
    default:
      return 'Unknown';
  }
}
