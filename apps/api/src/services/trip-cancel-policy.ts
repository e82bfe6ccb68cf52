import type { CarCancellationPolicy } from '@wayfare/contracts/cars';
import type { HomeCancellationPolicy, HomeRefundKind } from '@wayfare/contracts/home-booking';
import { decideHomeCancellation } from '@wayfare/domain/home-stay';
import type { HomeBookingRecord } from '@wayfare/store/repositories/home-bookings-repository';
import { readHomeQuote } from './home-booking-records';
import type { CancellationPolicy } from '@wayfare/contracts/lodging';
import { decideCarCancellation } from '@wayfare/domain/car-rental';
import { isMultiTicketOffer } from '@wayfare/domain/self-transfer';
import type { CancelOutcome, CancelQuote } from '@wayfare/contracts/trips';
import type { ExperienceCancellation } from '@wayfare/contracts/activities';
import { decideActivityCancellation } from '@wayfare/domain/activity-cancellation';
import type { ActivityBookingRecord } from '@wayfare/store/repositories/activity-bookings-repository';
import { readExperienceQuote } from './experience-booking-records';
import {
  decideFlightCancellation,
  decideHotelCancellation,
} from '@wayfare/domain/trip-cancellation';
import type { CarBookingRecord } from '@wayfare/store/repositories/car-bookings-repository';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { HotelBookingRecord } from '@wayfare/store/repositories/hotel-bookings-repository';
import type { TripBooking } from '@wayfare/store/repositories/trips-repository';
import { readOffer } from './booking-saga';
import { readCarQuote } from './car-booking-records';
import { readHotelQuote } from './hotel-booking-records';
import { decidePackage } from './package-trip';
import { readCancelFares, readFlightFacts, readHotelFacts, readVoidWindowEnd } from './trip-facts';

/**
 * What cancelling a trip now would do: the one decision the trip page and the cancel quote both
 * show, so the page never promises what the dialog then refuses (domain/trip-cancellation.ts).
 */
export interface CancelDecision {
  outcome: CancelOutcome;
  cancellable: boolean;
  refundMinor: number;
  airlineCreditMinor: number;
  penaltyMinor: number;
  voidWindowEndsAt: Date | null;
  /** Stays: the policy as booked, which the web words beside the outcome. */
  hotelPolicy: CancellationPolicy | null;
  /** Cars: the rental's terms as booked (absent for other products). */
  carPolicy?: CarCancellationPolicy | null;
  /** Experiences: the policy as booked, its deadlines and spec §4 state (absent for other products). */
  experiencePolicy?: CancelQuote['experiencePolicy'];
  /** Homes: the host's policy as booked, with its windows (absent for other products). */
  homePolicy?: HomeCancellationPolicy | null;
}

function decideFlight(booking: FlightBookingRecord, now: Date): CancelDecision {
  const offer = readOffer(booking);
  const facts = readFlightFacts(offer);
  const voidWindowEndsAt = readVoidWindowEnd(booking, offer);
  const d = decideFlightCancellation({
    now,
    firstDepartureAt: facts.startsAt,
    voidWindowEndsAt,
    ticketedAt: booking.createdAt,
    fares: readCancelFares(offer),
    // Two tickets bought together count as several airlines' tickets (issue 20).
    isMultiTicket: isMultiTicketOffer(offer),
    ticketedTravelers: offer.passengers.ADT + offer.passengers.CNN + offer.passengers.INS,
    // The fares' rules give back the fares; the add-ons' premiums (cancel or change for any reason) are kept,
    // but a voided ticket gives back everything.
    totalMinor: booking.totalMinor - booking.cfarPremiumMinor - booking.chfarPremiumMinor,
  });
  const voided = d.outcome === 'ticketed_void';
  return {
    ...d,
    refundMinor: voided ? booking.totalMinor : d.refundMinor,
    voidWindowEndsAt: voided ? voidWindowEndsAt : null,
    hotelPolicy: null,
    carPolicy: null,
  };
}

/**
 * A stay's decision: its booked policy. A stay bought with the refundable-room variant (cancel for
 * any reason) refunds under the variant's policy while the protection lasts, never its premium;
 * once the protection ended unused (an alert, the hotel's cancellation) the rate's own terms
 * apply again: the variant is only offered on non-refundable rates, so nothing comes back.
 */
function decideHotel(booking: HotelBookingRecord, now: Date, cfarEnded: boolean): CancelDecision {
  const quote = readHotelQuote(booking);
  const premiumMinor = booking.refundableVariant
    ? (quote.refundableVariant?.premiumPrices.total.amountMinor ?? 0)
    : 0;
  if (booking.refundableVariant && cfarEnded)
    return {
      outcome: 'hotel_non_refundable',
      cancellable: true,
      refundMinor: 0,
      airlineCreditMinor: 0,
      penaltyMinor: booking.totalMinor,
      voidWindowEndsAt: null,
      hotelPolicy: null,
      carPolicy: null,
    };
  const d = decideHotelCancellation({
    now,
    checkInAt: readHotelFacts(booking).startsAt,
    tiers: quote.cancellationPolicy.tiers.map((t) => ({
      fromHoursBeforeCheckIn: t.fromHoursBeforeCheckIn,
      untilHoursBeforeCheckIn: t.untilHoursBeforeCheckIn,
      penaltyMinor: t.penalty.amountMinor,
    })),
    paidMinor: booking.totalMinor - premiumMinor,
  });
  return {
    outcome: d.outcome,
    cancellable: d.cancellable,
    refundMinor: d.refundMinor,
    airlineCreditMinor: 0,
    penaltyMinor: d.penaltyMinor,
    voidWindowEndsAt: null,
    hotelPolicy: quote.cancellationPolicy,
    carPolicy: null,
  };
}

/** A rental's decision under its terms as booked; what was paid at the counter is not ours. */
function decideCar(booking: CarBookingRecord, now: Date): CancelDecision {
  const { cancellationPolicy } = readCarQuote(booking);
  const d = decideCarCancellation({
    now,
    pickUpAt: booking.pickUpAt,
    policy: cancellationPolicy,
    paidMinor: booking.totalMinor,
  });
  return {
    ...d,
    airlineCreditMinor: 0,
    voidWindowEndsAt: null,
    hotelPolicy: null,
    carPolicy: cancellationPolicy,
  };
}

/** Each spec §4 state an experience can be cancelled in, as the trips' cancel outcome. */
const EXPERIENCE_OUTCOMES: Partial<Record<ExperienceCancellation, CancelOutcome>> = {
  FullyRefundable: 'experience_full_refund',
  PartiallyRefundable: 'experience_partial_refund',
  NonRefundable: 'experience_non_refundable',
};

/**
 * An experience's decision under its policy as booked (domain/activity-cancellation.ts): its
 * spec §4 state, and the cancel outcome the trip paths use (support for the states that cannot
 * be cancelled online).
 */
export function decideExperience(
  booking: ActivityBookingRecord,
  now: Date,
  cancellationPending = false,
): CancelDecision {
  const quote = readExperienceQuote(booking);
  const d = decideActivityCancellation({
    now,
    startsAt: booking.startsAt,
    policy: quote.activity.cancellationPolicy,
    paidMinor: booking.totalMinor,
    bookingStatus: booking.status,
    cancellationPending,
  });
  return {
    outcome: EXPERIENCE_OUTCOMES[d.state] ?? 'contact_customer_service',
    cancellable: d.cancellable,
    refundMinor: d.refundMinor,
    airlineCreditMinor: 0,
    penaltyMinor: d.penaltyMinor,
    voidWindowEndsAt: null,
    hotelPolicy: null,
    carPolicy: null,
    experiencePolicy: {
      policy: quote.activity.cancellationPolicy,
      state: d.state,
      freeCancellationUntil: quote.freeCancellationUntil,
      partialRefundUntil: quote.partialRefundUntil,
    },
  };
}

const HOME_OUTCOMES: Record<HomeRefundKind, CancelOutcome> = {
  FullyRefundable: 'home_full_refund',
  PartiallyRefundable: 'home_partial_refund',
  NonRefundable: 'home_non_refundable',
};

/**
 * A home stay's decision under the host's policy as booked (domain/home-stay.ts): the refund kind
 * at `now` names the outcome; from check-in on it is no longer cancelled online (support).
 */
export function decideHome(booking: HomeBookingRecord, now: Date): CancelDecision {
  const { cancellation } = readHomeQuote(booking);
  const base = {
    airlineCreditMinor: 0,
    voidWindowEndsAt: null,
    hotelPolicy: null,
    carPolicy: null,
    homePolicy: cancellation,
  };
  if (now.getTime() >= booking.checkInAt.getTime())
    return {
      ...base,
      outcome: 'contact_customer_service',
      cancellable: false,
      refundMinor: 0,
      penaltyMinor: booking.totalMinor,
    };
  const d = decideHomeCancellation(cancellation, booking.totalMinor, now);
  return {
    ...base,
    outcome: HOME_OUTCOMES[d.refundKind],
    cancellable: true,
    refundMinor: d.refundMinor,
    penaltyMinor: d.penaltyMinor,
  };
}

/**
 * The cancel decision for a booked trip (flight, stay, car, activity, home or package) at the travel clock's `now`; `cfarEnded`:
 * the stay's cancel for any reason ended unused (cfar-protection.ts `isCfarEnded`).
 */
export function decideTripCancellation(
  trip: TripBooking,
  now: Date,
  cfarEnded = false,
): CancelDecision {
  switch (trip.product) {
    case 'flight':
      return decideFlight(trip.booking, now);
    case 'hotel':
      return decideHotel(trip.booking, now, cfarEnded);
    case 'car':
      return decideCar(trip.booking, now);
    case 'activity':
      return decideExperience(trip.booking, now);
    case 'home':
      return decideHome(trip.booking, now);
    case 'package':
      return decidePackage(trip.booking, now);
  }
}
