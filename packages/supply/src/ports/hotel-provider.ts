/**
 * The hotel booking port and its sandbox implementation.
 *
 * Supplier-side failures of spec §8 and how to trigger them deterministically in the sandbox:
 * - `RateNotAvailable`: a rate id listed 2+ days before `now` (ids carry their listing day), a
 *   rate plan the hotel does not sell (e.g. `N` at a hotel without non-refundable rates), or junk.
 * - `NotAvailable` (failure reason NoAvailability): a rate for a night the room type is sold out
 *   (`soldOutDates` on the hotel detail; standard rooms sell out exactly when search hides the hotel).
 * - `LackOfInventory`: more rooms than `roomsLeft`, or the last room taken by a concurrent booking.
 * - `CheckInMinimumAgeNotMet`: a lead guest under 21 at hotels whose id ends in 7 (`H…7`), under 18
 *   elsewhere (checked only when a birth date is given).
 * - `InvalidGuestCountry`: an unknown ISO country, or CU, IR, KP, SY.
 * - `Invalid Quote`: a tampered or unreadable quote id, or a quote whose price no longer holds.
 * - `ExpiredQuoteToken`: booking more than 30 minutes after `priceRate`.
 * - `InvalidFulfillmentInput`: blank guest names, an unreadable birth date, a bed the room lacks.
 * Card declines (CreditCardDeclined …) belong to the payment side, not this port.
 */
import type {
  HotelBookRequest,
  HotelBooking,
  HotelDetail,
  HotelPriceRateRequest,
  HotelQuote,
  HotelSearchRequest,
  HotelSearchResponse,
  HotelStayRequest,
} from '@wayfare/contracts/lodging';
import {
  parseIsoDate,
  formatIsoDate,
  MINUTES_PER_DAY,
  toEpochMinute,
  type Instant,
} from '../reference/calendar';
import { fail, succeed, type SupplyResult } from '../supply-result';
import {
  CHECK_IN_MINUTE,
  findCancellationTier,
  getHotelTimeZone,
  toHotelLocalMinute,
} from '../lodging/hotel-cancellation';
import { getHotelDetail } from '../lodging/hotel-detail';
import { formatLodgingId, parseLodgingId } from '../lodging/hotel-describe';
import { decodeQuoteId, priceHotelRate, validateGuest } from '../lodging/hotel-quote';
import { parseRateId } from '../lodging/hotel-rate-plans';
import type { SoldRoomLookup } from '../lodging/hotel-room-rate';
import {
  computeRoomAllotment,
  formatRoomTypeId,
  listRoomTemplates,
} from '../lodging/hotel-room-types';
import { searchHotels } from '../lodging/hotel-search';
import type { HotelWorld } from '../lodging/hotel-world';
import { formatRoomNightKey, type RoomClaim, type RoomInventory } from './room-inventory';

/** What any hotel supplier (the sandbox today, a real one later) offers the booking services. */
export interface HotelProvider {
  searchHotels(
    request: HotelSearchRequest,
    now: Instant,
  ): Promise<SupplyResult<HotelSearchResponse>>;
  getHotelDetail(request: HotelStayRequest, now: Instant): Promise<SupplyResult<HotelDetail>>;
  /**
   * Re-prices a chosen rate into a quote valid for 30 minutes. `exceptHold` leaves one booking's
   * held rooms out (a held stay priced again after its approval still has its own rooms; a booked
   * stay priced for other dates has its held nights back).
   */
  priceRate(
    request: HotelPriceRateRequest,
    now: Instant,
    options?: { exceptHold?: string },
  ): Promise<SupplyResult<HotelQuote>>;
  /** Books a quote; `bookingId` doubles as the idempotency key. */
  book(
    bookingId: string,
    request: HotelBookRequest,
    now: Instant,
  ): Promise<SupplyResult<HotelBooking>>;
  /** Cancels under the rate's policy at `now`, returning the penalty and refund. */
  cancel(bookingId: string, now: Instant): Promise<SupplyResult<HotelBooking>>;
  retrieve(bookingId: string): Promise<SupplyResult<HotelBooking>>;
}

function listDates(checkIn: number, checkOut: number): string[] {
  const out: string[] = [];
  for (let d = checkIn; d < checkOut; d++) out.push(formatIsoDate(d));
  return out;
}

/**
 * The room-nights a rate takes for `rooms` rooms, each with the portal's capacity that night: what
 * a booking reserves in the RoomInventory (the saga holds them before booking; the supplier's own
 * reserve with the same hold id is then a no-op). Null for an unreadable rate id. Capacity is as
 * seen on the rate's listing day: a night sold out since then stays sold out, which the quote
 * and the booking (priced on their own day) refuse.
 */
export function listRoomClaims(
  world: HotelWorld,
  rateId: string,
  rooms: number,
): RoomClaim[] | null {
  const key = parseRateId(world, rateId);
  if (!key) return null;
  const roomTypeId = formatRoomTypeId(formatLodgingId(key.hotel), key.template);
  return listDates(key.checkIn, key.checkIn + key.nights).map((date, i) => ({
    roomTypeId,
    date,
    rooms,
    portalCapacity: computeRoomAllotment(
      world,
      key.hotel,
      key.template,
      key.checkIn + i,
      key.loadDay,
    ),
  }));
}

export function createSandboxHotelProvider(
  world: HotelWorld,
  inventory: RoomInventory,
): HotelProvider {
  const bookings = new Map<string, HotelBooking>();
  const soldFor = async (
    hotel: number,
    checkIn: number,
    checkOut: number,
  ): Promise<SoldRoomLookup> => {
    const lodgingId = `H${hotel}`;
    const ids = listRoomTemplates(world, hotel).map((t) => formatRoomTypeId(lodgingId, t));
    const sold = await inventory.getSoldRooms(ids, listDates(checkIn, checkOut));
    return (roomTypeId, date) => sold.get(formatRoomNightKey(roomTypeId, date)) ?? 0;
  };
  const priceRate = async (
    request: HotelPriceRateRequest,
    now: Instant,
    allowStaleRate = false,
    ownHold: readonly Pick<RoomClaim, 'roomTypeId' | 'date' | 'rooms'>[] = [],
  ) => {
    const key = parseRateId(world, request.rateId);
    const sold = key ? await soldFor(key.hotel, key.checkIn, key.checkIn + key.nights) : () => 0;
    // Rooms this booking already holds are its own, not someone else's sale.
    const own = new Map(ownHold.map((c) => [formatRoomNightKey(c.roomTypeId, c.date), c.rooms]));
    const others: SoldRoomLookup = (roomTypeId, date) =>
      Math.max(0, sold(roomTypeId, date) - (own.get(formatRoomNightKey(roomTypeId, date)) ?? 0));
    return priceHotelRate(world, request, now, others, { allowStaleRate });
  };
  return {
    searchHotels: (request, now) => Promise.resolve(searchHotels(world, request, now)),
    async getHotelDetail(request, now) {
      const hotel = parseLodgingId(world, request.lodgingId);
      const checkIn = parseIsoDate(request.checkInDate);
      const checkOut = parseIsoDate(request.checkOutDate);
      const sold =
        hotel !== null &&
        checkIn !== null &&
        checkOut !== null &&
        checkOut > checkIn &&
        checkOut - checkIn <= 31
          ? await soldFor(hotel, checkIn, checkOut)
          : () => 0;
      return getHotelDetail(world, request, now, sold);
    },
    async priceRate(request, now, options = {}) {
      const hold = options.exceptHold;
      // The hold's own nights when the inventory can say (other dates than the held ones may be
      // priced: a date change); else the rate's nights, as held by a booking of this very rate.
      const ownNights = hold ? await inventory.findHeldClaims?.(hold) : undefined;
      if (ownNights !== undefined) return priceRate(request, now, false, ownNights ?? []);
      const claims = hold ? listRoomClaims(world, request.rateId, request.rooms) : null;
      const held = hold && claims ? ((await inventory.isHeld?.(hold)) ?? false) : false;
      return priceRate(request, now, false, held && claims ? claims : []);
    },
    async book(bookingId, request, now) {
      const existing = bookings.get(bookingId);
      if (existing) return succeed(existing);
      const terms = decodeQuoteId(world, request.quoteId);
      if (!terms)
        return fail('Invalid Quote', 'This quote is not valid. Please price the room again.');
      if (toEpochMinute(now) > terms.expiresMinute)
        return fail('ExpiredQuoteToken', 'This price has expired. Please review the new price.');
      const claims = listRoomClaims(world, terms.rateId, terms.rooms);
      if (!claims)
        return fail('Invalid Quote', 'This quote is not valid. Please price the room again.');
      // The booking may have held its rooms already (the portal's saga reserves before booking).
      const held = (await inventory.isHeld?.(bookingId)) ?? false;
      const repriced = await priceRate(terms, now, true, held ? claims : []);
      if (!repriced.ok) return repriced;
      const quote = repriced.value;
      if (quote.rate.total.amountMinor !== terms.totalMinor)
        return fail(
          'Invalid Quote',
          'The price of this room has changed. Please review the new price.',
        );
      const guestProblem = validateGuest(request.guest, quote);
      if (guestProblem) return guestProblem;
      const bedType = request.bedType ?? quote.bedTypes[0] ?? 'Queen';
      if (!quote.bedTypes.includes(bedType))
        return fail('InvalidFulfillmentInput', `The ${quote.roomName} has no ${bedType} bed.`);
      const reserved = await inventory.reserve(bookingId, claims);
      if (!reserved.ok) return fail('LackOfInventory', reserved.message);
      const booking: HotelBooking = {
        bookingId,
        confirmationCode: `H-${bookingId
          .replace(/[^A-Z0-9]/gi, '')
          .slice(-6)
          .toUpperCase()
          .padStart(6, 'X')}`,
        status: 'Confirmed',
        quote,
        guest: request.guest,
        bedType,
        bookedAt: new Date(toEpochMinute(now) * 60_000).toISOString(),
        cancelledAt: null,
        cancellationPenalty: null,
        refund: null,
      };
      bookings.set(bookingId, booking);
      return succeed(booking);
    },
    async cancel(bookingId, now) {
      const booking = bookings.get(bookingId);
      if (!booking) return fail('NotFound', `No hotel booking ${bookingId}.`);
      if (booking.status === 'Cancelled')
        return fail('AlreadyCancelled', `Booking ${bookingId} is already cancelled.`);
      const hotel = parseLodgingId(world, booking.quote.lodgingId) ?? 0;
      const checkIn = parseIsoDate(booking.quote.stay.checkInDate) ?? 0;
      const nowLocal = toHotelLocalMinute(getHotelTimeZone(world, hotel), now);
      const tier = findCancellationTier(
        booking.quote.rate.cancellationPolicy,
        checkIn * MINUTES_PER_DAY + CHECK_IN_MINUTE - nowLocal,
      );
      await inventory.release(bookingId);
      const paid = booking.quote.rate.payNowTotal.amountMinor;
      const cancelled: HotelBooking = {
        ...booking,
        status: 'Cancelled',
        cancelledAt: new Date(toEpochMinute(now) * 60_000).toISOString(),
        cancellationPenalty: tier.penalty,
        refund: {
          amountMinor: Math.max(0, paid - tier.penalty.amountMinor),
          currency: tier.penalty.currency,
        },
      };
      bookings.set(bookingId, cancelled);
      return succeed(cancelled);
    },
    retrieve(bookingId) {
      const booking = bookings.get(bookingId);
      return Promise.resolve(
        booking ? succeed(booking) : fail('NotFound', `No hotel booking ${bookingId}.`),
      );
    },
  };
}
