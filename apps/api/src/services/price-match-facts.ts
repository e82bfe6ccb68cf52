import type { PriceMatchBookingSummary } from '@wayfare/contracts/price-match';
import { AppError } from '../app-error';
import type { TripBooking } from '@wayfare/store/repositories/trips-repository';
import { readOffer } from './booking-saga';
import { readGuests, readHotelQuote } from './hotel-booking-records';
import { tripConfirmationCode } from './trips';

/**
 * What price match compares on a booking (issue 19): the itinerary (the same flights and party,
 * or the same room, rate, dates and rooms) as a stable key the competitor feed is asked about,
 * and what the traveller paid for it — the fares with taxes and fees, or the stay with taxes,
 * never the add-ons bought with it (cancel or change for any reason, the refundable-room premium).
 */
export interface PriceMatchFacts {
  product: 'flight' | 'hotel';
  status: string;
  currency: string;
  bookedAt: Date;
  paidTotalMinor: number;
  itineraryKey: string;
  confirmationCode: string | null;
  /** A short name for the console ("JFK → LAX 2027-01-10"). */
  label: string;
  /** What an agent is shown of it. */
  summary: PriceMatchBookingSummary;
}

export function readPriceMatchFacts(trip: TripBooking): PriceMatchFacts {
  // Price match covers flights and stays (issue 19); a car rental is not eligible.
  if (
    trip.product === 'car' ||
    trip.product === 'activity' ||
    trip.product === 'home' ||
    trip.product === 'package'
  )
    throw new AppError('PriceMatchNotEligible');
  const confirmationCode = tripConfirmationCode(trip.booking);
  const common = {
    status: trip.booking.status,
    currency: trip.booking.currency,
    bookedAt: trip.booking.createdAt,
    confirmationCode,
  };
  if (trip.product === 'flight') {
    const { booking } = trip;
    const offer = readOffer(booking);
    const p = offer.passengers;
    const itineraryKey = [
      'flight',
      ...offer.slices.map(
        (s) =>
          `${s.segments.map((g) => g.flightInstanceId).join('+')}:${s.fares[0]?.cabinClass ?? ''}`,
      ),
      `ADT${p.ADT}CNN${p.CNN}INS${p.INS}INF${p.INF}`,
    ].join('|');
    const first = offer.slices[0];
    return {
      ...common,
      product: 'flight',
      paidTotalMinor: booking.totalMinor - booking.cfarPremiumMinor - booking.chfarPremiumMinor,
      itineraryKey,
      label:
        `${offer.slices.map((s) => `${s.origin} → ${s.destination}`).join(', ')} ${first?.departureTime.slice(0, 10) ?? ''}`.trim(),
      summary: {
        bookingId: booking.id,
        product: 'flight',
        confirmationCode,
        status: booking.status,
        bookedAt: booking.createdAt.toISOString(),
        travelers: booking.passengerNames,
        flight: {
          slices: offer.slices.map((s) => ({
            origin: s.origin,
            destination: s.destination,
            segments: s.segments.map((g) => ({
              flight: `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}`,
              origin: g.origin.code,
              destination: g.destination.code,
              departureTime: g.departureTime,
              arrivalTime: g.arrivalTime,
            })),
            fareName: s.fares[0]?.fareName ?? '',
            cabinClass: s.fares[0]?.cabinClass ?? 'Economy',
            cancelPenalty: s.fares[0]?.penaltiesInfo.cancelPenalty ?? { kind: 'Unknown' },
          })),
        },
        hotel: null,
      },
    };
  }
  const { booking } = trip;
  const quote = readHotelQuote(booking);
  const guests = readGuests(booking);
  const { pricing } = quote;
  const stayTotal = pricing.discount?.grandTotal.amountMinor ?? pricing.total.amountMinor;
  return {
    ...common,
    product: 'hotel',
    paidTotalMinor: stayTotal - (pricing.refundablePremium?.amountMinor ?? 0),
    itineraryKey: [
      'hotel',
      booking.lodgingId,
      quote.room.rateId,
      booking.checkInDate,
      booking.checkOutDate,
      `rooms${quote.rooms}`,
    ].join('|'),
    label: `${quote.hotel.name}, ${booking.checkInDate} → ${booking.checkOutDate}`,
    summary: {
      bookingId: booking.id,
      product: 'hotel',
      confirmationCode,
      status: booking.status,
      bookedAt: booking.createdAt.toISOString(),
      travelers: [guests.lead, ...guests.others].map((g) => `${g.givenName} ${g.surname}`),
      flight: null,
      hotel: {
        name: quote.hotel.name,
        city: quote.hotel.city,
        checkInDate: booking.checkInDate,
        checkOutDate: booking.checkOutDate,
        roomName: quote.room.roomName,
        rateName: quote.room.rateName,
        rooms: quote.rooms,
        cancellationPolicy: quote.cancellationPolicy,
      },
    },
  };
}
