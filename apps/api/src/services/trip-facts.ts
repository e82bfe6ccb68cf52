import type { FlightOffer } from '@wayfare/contracts/flights';
import { computeVoidWindowEnd, selectVoidRule } from '@wayfare/domain/trip-void-window';
import { fromLocalDateTime } from '@wayfare/domain/trip-zoned-time';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { HotelBookingRecord } from '@wayfare/store/repositories/hotel-bookings-repository';
import type { CarBookingRecord } from '@wayfare/store/repositories/car-bookings-repository';
import { readHotelQuote } from './hotel-booking-records';

/** When and where a trip happens, whatever the product. */
export interface TripFacts {
  startsAt: Date;
  endsAt: Date;
  startDate: string;
  endDate: string;
}

export function readFlightFacts(offer: FlightOffer): TripFacts {
  const segments = offer.slices.flatMap((s) => s.segments);
  const first = segments[0];
  const last = segments.at(-1);
  if (!first || !last) throw new Error('a booked offer without flights');
  return {
    startsAt: new Date(first.zonedDepartureTime),
    endsAt: new Date(last.zonedArrivalTime),
    startDate: first.departureTime.slice(0, 10),
    endDate: last.arrivalTime.slice(0, 10),
  };
}

export function readHotelFacts(booking: HotelBookingRecord): TripFacts {
  const quote = readHotelQuote(booking);
  const zone = quote.hotel.timeZone;
  return {
    startsAt: fromLocalDateTime(`${quote.stay.checkInDate}T${quote.hotel.checkInTime}`, zone),
    endsAt: fromLocalDateTime(`${quote.stay.checkOutDate}T${quote.hotel.checkOutTime}`, zone),
    startDate: quote.stay.checkInDate,
    endDate: quote.stay.checkOutDate,
  };
}

/** A rental's pick-up and drop-off, counter-local dates and instants (kept on the row). */
export function readCarFacts(
  booking: Pick<CarBookingRecord, 'pickUpAt' | 'dropOffAt' | 'pickUpLocal' | 'dropOffLocal'>,
): TripFacts {
  return {
    startsAt: booking.pickUpAt,
    endsAt: booking.dropOffAt,
    startDate: booking.pickUpLocal.slice(0, 10),
    endDate: booking.dropOffLocal.slice(0, 10),
  };
}

/** The void window of a flight booking (spec §9; domain/trip-void-window.ts), ticketed at creation. */
/** Each slice's first fare as the flight cancellation rule reads it (its penalty and shelf). */
export function readCancelFares(offer: FlightOffer) {
  return offer.slices.map((s) => {
    const fare = s.fares[0];
    return {
      cancelPenalty: fare?.penaltiesInfo.cancelPenalty.kind ?? 'Unknown',
      feeMinor: fare?.penaltiesInfo.cancelPenalty.fee?.amountMinor ?? 0,
      shelfRating: fare?.fareShelf.rating ?? 0,
    };
  });
}

export function readVoidWindowEnd(
  booking: Pick<FlightBookingRecord, 'createdAt'>,
  offer: FlightOffer,
): Date | null {
  const first = offer.slices[0]?.segments[0];
  if (!first) return null;
  return computeVoidWindowEnd({
    rule: selectVoidRule(first.origin.countryCode),
    ticketedAt: booking.createdAt,
    firstDepartureAt: new Date(first.zonedDepartureTime),
    departureTimeZone: first.origin.timeZone,
  });
}
