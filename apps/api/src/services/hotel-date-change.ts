import type { DateChangeStay } from '@wayfare/contracts/lodging-date-change';
import { CurrencySchema } from '@wayfare/contracts/money';
import { TenantSchema } from '@wayfare/contracts/tenant';
import type { LodgingDateChangeFacts } from '@wayfare/domain/lodging-date-change';
import type { HotelBookingRecord } from '@wayfare/store/repositories/hotel-bookings-repository';
import { listRoomClaims } from '@wayfare/supply/ports/hotel-provider';
import {
  formatRateId,
  getRateLoadDay,
  parseRateId,
} from '@wayfare/supply/lodging/hotel-rate-plans';
import { HOTEL_HORIZON_DAYS } from '@wayfare/supply/lodging/hotel-stay';
import { formatIsoDate, parseIsoDate } from '@wayfare/supply/reference/calendar';
import { AppError } from '../app-error';
import { priceHotelStay } from './hotel-booking';
import { readHotelQuote, type HotelQuoteSnapshot } from './hotel-booking-records';
import { classifyHotelFailure } from './hotel-saga';
import { noteRoomInventoryChanged } from './hotel-shop';
import type {
  LodgingBookingSummary,
  LodgingDateChangePorts,
  LodgingDateChangeProduct,
} from './lodging-date-change';

function asHotel(trip: { product: string; booking: unknown }): HotelBookingRecord {
  if (trip.product !== 'hotel') throw new Error(`not a hotel booking: ${trip.product}`);
  return trip.booking as HotelBookingRecord;
}

/** The stay as the date change shows it, from a hotel quote snapshot and what is paid now. */
function toDateChangeStay(snapshot: HotelQuoteSnapshot, payNowMinor: number): DateChangeStay {
  const currency = CurrencySchema.parse(snapshot.pricing.total.currency);
  return {
    checkInDate: snapshot.stay.checkInDate,
    checkOutDate: snapshot.stay.checkOutDate,
    nights: snapshot.nights,
    payNowTotal: { amountMinor: payNowMinor, currency },
    payLaterTotal: snapshot.pricing.payLaterTotal,
    nightly: snapshot.pricing.nightly,
    taxes: snapshot.pricing.taxes,
  };
}

/** The hotel booking's facts for the rule (domain/lodging-date-change.ts). */
export function readHotelDateChangeFacts(booking: HotelBookingRecord): LodgingDateChangeFacts {
  const quote = readHotelQuote(booking);
  return {
    status: booking.status,
    checkInDate: quote.stay.checkInDate,
    checkInTime: quote.hotel.checkInTime,
    timeZone: quote.hotel.timeZone,
    terms: quote.cancellationPolicy.terms,
    freeCancellationUntil: quote.cancellationPolicy.freeCancellationUntil,
    hasDatedProtection: booking.refundableVariant,
  };
}

/**
 * Hotels' side of the date-change port: the same room type and rate plan listed today for the new
 * dates, priced by the booking path's `priceHotelStay` with the booking's held nights left out,
 * and the move as one transaction of the booking row and the room hold
 * (`lodgingDateChanges.applyHotelChange`). The rate's own cancellation terms come with the new
 * dates. What the guest earned and the policy status stay as booked.
 */
export const HOTEL_DATE_CHANGE: LodgingDateChangeProduct = {
  product: 'hotel',

  summarize(trip, ports): LodgingBookingSummary {
    const booking = asHotel(trip);
    const quote = readHotelQuote(booking);
    const today = parseIsoDate(ports.clock.now().toISOString().slice(0, 10)) ?? 0;
    return {
      rule: readHotelDateChangeFacts(booking),
      stay: toDateChangeStay(quote, booking.totalMinor),
      party: { rooms: quote.stay.rooms, adults: quote.stay.adults, children: quote.stay.children },
      timeZone: quote.hotel.timeZone,
      latestCheckIn: formatIsoDate(today + HOTEL_HORIZON_DAYS - 1),
      version: booking.version,
      paid: {
        cardMinor: booking.cardMinor,
        rewardsMinor: booking.rewardsMinor,
        walletCreditMinor: booking.walletCreditMinor,
      },
      authorizationId: booking.authorizationId,
      cardToken: booking.cardToken,
      rewardsAccountReferenceId: booking.rewardsAccountReferenceId,
      walletCreditId: booking.walletCreditId,
      propertyName: quote.hotel.name,
    };
  },

  async requote(ports, trip, asked) {
    const booking = asHotel(trip);
    const quote = readHotelQuote(booking);
    const world = ports.supply.getWorld().hotels;
    const key = parseRateId(world, quote.room.rateId);
    const checkIn = parseIsoDate(asked.checkInDate);
    const checkOut = parseIsoDate(asked.checkOutDate);
    if (!key || checkIn === null || checkOut === null)
      return { ok: false, reason: 'RateNotAvailable', soldOutDates: [] };
    const now = ports.clock.now();
    const rateId = formatRateId({
      ...key,
      checkIn,
      nights: checkOut - checkIn,
      loadDay: getRateLoadDay(now),
    });
    const stay = {
      ...quote.stay,
      checkInDate: asked.checkInDate,
      checkOutDate: asked.checkOutDate,
    };
    let snapshot: HotelQuoteSnapshot;
    try {
      snapshot = await priceHotelStay(
        ports,
        // Earn and policy status are kept as booked (below), so no cards or tier are read.
        {
          userId: booking.userId,
          tenant: TenantSchema.parse(booking.tenant),
          accounts: [],
          policy: null,
        },
        { rateId, stay, refundableVariant: false },
        { exceptHold: booking.id },
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'RateNotAvailable')
        return { ok: false, reason: 'RateNotAvailable', soldOutDates: [] };
      if (error.code === 'NotAvailable')
        return {
          ok: false,
          reason: 'BlockedDates',
          soldOutDates: await findSoldOutNights(ports, booking, stay, quote.room.roomTypeId),
        };
      throw error;
    }
    const claims = listRoomClaims(world, rateId, quote.stay.rooms);
    if (!claims) return { ok: false, reason: 'RateNotAvailable', soldOutDates: [] };
    const kept: HotelQuoteSnapshot = {
      ...snapshot,
      quoteId: quote.quoteId,
      earn: quote.earn,
      policyStatus: quote.policyStatus,
    };
    return {
      ok: true,
      snapshot: kept,
      claims,
      stay: toDateChangeStay(kept, kept.pricing.payNowTotal.amountMinor),
      expiresAt: new Date(snapshot.expiresAt),
    };
  },

  async apply(ports, { change, trip, settlement, now }) {
    const booking = asHotel(trip);
    return ports.repos.lodgingDateChanges.applyHotelChange({
      changeId: change.id,
      bookingId: booking.id,
      fromVersion: change.fromVersion,
      now,
      patch: {
        checkInDate: change.newCheckInDate,
        checkOutDate: change.newCheckOutDate,
        quote: change.newSnapshot,
        totalMinor: change.newTotalMinor,
        cardMinor: settlement.paidAfter.cardMinor,
        rewardsMinor: settlement.paidAfter.rewardsMinor,
        walletCreditMinor: settlement.paidAfter.walletCreditMinor,
      },
      claims: change.newClaims,
      figures: {
        newSnapshot: change.newSnapshot,
        newClaims: change.newClaims,
        newTotalMinor: change.newTotalMinor,
        settlement,
      },
    });
  },

  noteInventoryChanged: (ports) => noteRoomInventoryChanged(ports),
  paymentErrorCode: (code) => classifyHotelFailure(code, null).code,
};

/**
 * The asked nights on which the booked room type is sold out for this guest: the hotel page's
 * sold-out nights, less those the booking itself holds (its own rooms come back to it).
 */
async function findSoldOutNights(
  ports: LodgingDateChangePorts,
  booking: HotelBookingRecord,
  stay: HotelQuoteSnapshot['stay'],
  roomTypeId: string,
): Promise<string[]> {
  const detail = await ports.suppliers.hotels.getHotelDetail(stay, ports.clock.now());
  if (!detail.ok) return [];
  const held = new Set(
    ((await ports.repos.roomInventory.findHeldClaims?.(booking.id)) ?? [])
      .filter((c) => c.roomTypeId === roomTypeId)
      .map((c) => c.date),
  );
  const room = detail.value.rooms.find((r) => r.roomTypeId === roomTypeId);
  return (room?.soldOutDates ?? []).filter((date) => !held.has(date));
}
