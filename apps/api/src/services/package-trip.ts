import { CurrencySchema } from '@wayfare/contracts/money';
import type { PackageTripDetail, TripSummary } from '@wayfare/contracts/trips';
import { estimateTripCo2Grams } from '@wayfare/domain/flight-emissions';
import { decidePackageCancellation } from '@wayfare/domain/package-cancellation';
import { fromLocalDateTime } from '@wayfare/domain/trip-zoned-time';
import { selectTripTimeStatus } from '@wayfare/domain/trip-time-status';
import type { PackageBookingRecord } from '@wayfare/store/repositories/package-bookings-repository';
import { toPackageBookingView } from './package-booking';
import { formatPackageCode, readPackageQuote } from './package-saga';
import { readPackageParts } from './package-shop';
import type { CancelDecision } from './trip-cancel-policy';
import type { TripDetailPorts } from './trip-detail';
import { readCancelFares, readFlightFacts, readVoidWindowEnd, type TripFacts } from './trip-facts';
import { buildCancellation, describeSources, listPaidSources, money } from './trip-receipt';
import { toTripStatus } from './trips';

/**
 * A package in Trips (issue 23; spec §3 Package, PackageFlight, PackageHotel): one trip card, one
 * trip page with both parts, and one cancellation under both parts' terms
 * (domain/package-cancellation.ts). The hotel part's bundled price is never in an answer.
 */

/** A package's trip runs from the outbound flight's departure to the return flight's arrival. */
export function readPackageFacts(booking: PackageBookingRecord): TripFacts {
  return readFlightFacts(readPackageQuote(booking).flight);
}

/** The package's P- code, once the saga gave it a locator. */
export function packageConfirmationCode(booking: PackageBookingRecord): string | null {
  return booking.agentLocator ? formatPackageCode(booking.agentLocator) : null;
}

/** A package's card: the hotel and city, the flyers, both parts' states, the one total. */
export function summarizePackage(
  booking: PackageBookingRecord,
  showsEmissions: boolean,
): Pick<
  TripSummary,
  | 'type'
  | 'title'
  | 'subtitle'
  | 'travelerNames'
  | 'total'
  | 'imageUrl'
  | 'carrierCodes'
  | 'co2eGrams'
  | 'packageParts'
  | 'confirmationCode'
> {
  const quote = readPackageQuote(booking);
  const travelers = booking.travelers as { givenName: string; surname: string }[];
  return {
    type: 'Package',
    title: quote.hotel.hotel.name,
    subtitle: quote.hotel.hotel.city,
    travelerNames: travelers.map((t) => `${t.givenName} ${t.surname}`),
    total: money(booking.totalMinor, CurrencySchema.parse(booking.currency)),
    imageUrl: `/api/v0/images/hotels/${quote.hotel.hotel.lodgingId}.svg`,
    carrierCodes: [
      ...new Set(
        quote.flight.slices.flatMap((s) => s.segments.map((g) => g.marketingAirline.code)),
      ),
    ],
    confirmationCode: packageConfirmationCode(booking),
    packageParts: { flight: booking.flightStatus, hotel: booking.hotelStatus },
    // The corporate list's CO₂ counts the package's flights too.
    ...(showsEmissions ? { co2eGrams: estimateTripCo2Grams(quote.flight) } : {}),
  };
}

/**
 * What cancelling the package now would do: the flight part under its fares' rules and void
 * window, the hotel part under its rate's policy, one refund of the package total
 * (domain/package-cancellation.ts). The stay's policy goes with it for the dialog to word.
 */
export function decidePackage(booking: PackageBookingRecord, now: Date): CancelDecision {
  const quote = readPackageQuote(booking);
  const offer = quote.flight;
  const { hotel } = quote;
  const parts = readPackageParts(quote);
  const d = decidePackageCancellation({
    now,
    flight: {
      firstDepartureAt: readFlightFacts(offer).startsAt,
      voidWindowEndsAt: readVoidWindowEnd(booking, offer),
      ticketedAt: booking.createdAt,
      fares: readCancelFares(offer),
      // A package's round trip is one booking with the airline supplier (package-saga.ts books
      // it as one round-trip request), so two airlines' fares are not two tickets to cancel apart.
      isMultiTicket: false,
      ticketedTravelers: offer.passengers.ADT + offer.passengers.CNN + offer.passengers.INS,
    },
    hotel: {
      checkInAt: fromLocalDateTime(
        `${hotel.stay.checkInDate}T${hotel.hotel.checkInTime}`,
        hotel.hotel.timeZone,
      ),
      tiers: hotel.cancellationPolicy.tiers.map((t) => ({
        fromHoursBeforeCheckIn: t.fromHoursBeforeCheckIn,
        untilHoursBeforeCheckIn: t.untilHoursBeforeCheckIn,
        penaltyMinor: t.penalty.amountMinor,
      })),
    },
    flightMinor: parts.flightMinor,
    hotelMinor: parts.hotelMinor,
    totalMinor: booking.totalMinor,
  });
  return {
    outcome: d.outcome,
    cancellable: d.cancellable,
    refundMinor: d.refundMinor,
    airlineCreditMinor: 0,
    penaltyMinor: d.penaltyMinor,
    voidWindowEndsAt: null,
    hotelPolicy: hotel.cancellationPolicy,
    carPolicy: null,
  };
}

/**
 * GET /trips/:bookingId for a package: the package booking (code, total, each part with its
 * facts, state and terms), the airline's locator, one receipt (the package's one price), its
 * cancellation and what cancelling now would do (the same decision as the cancel quote).
 */
export async function buildPackageDetail(
  ctx: TripDetailPorts,
  booking: PackageBookingRecord,
  access: 'owner' | 'lookup',
): Promise<PackageTripDetail> {
  const now = ctx.travelClock.now();
  const view = toPackageBookingView(booking);
  const facts = readPackageFacts(booking);
  const currency = CurrencySchema.parse(booking.currency);
  const label = await describeSources(ctx, booking);
  const cancellation = await buildCancellation(
    ctx,
    await ctx.repos.trips.findCancellation(booking.id),
    label,
  );
  const isOpen = booking.status === 'Confirmed' && cancellation === null && now < facts.startsAt;
  const terms = isOpen ? decidePackage(booking, now) : null;
  const firstCarrier = view.flightPart.offer.slices[0]?.segments[0]?.marketingAirline.code;
  return {
    type: 'Package',
    timeStatus: selectTripTimeStatus(
      { ...facts, isCancelled: booking.status === 'Cancelled' },
      now,
    ),
    tripStatus: toTripStatus(booking.status),
    receipt: {
      // One price: the hotel part is never shown alone.
      lines: [{ kind: 'package', amount: money(booking.totalMinor, currency) }],
      total: money(booking.totalMinor, currency),
      payments: listPaidSources(booking).map((s) => label(s.source, s.paidMinor)),
      refunds: cancellation?.status === 'Cancelled' ? cancellation.refunds : [],
    },
    cancellation,
    // One source decides: a package nothing would come back for is not cancelled online.
    canCancel: access === 'owner' && terms !== null && terms.cancellable,
    cancelTerms: terms && { outcome: terms.outcome, cancellableOnline: terms.cancellable },
    access,
    booking: view,
    airlineLocators:
      booking.flightLocator && firstCarrier
        ? [{ carrierCode: firstCarrier, locator: booking.flightLocator }]
        : [],
    cancelForAnyReason: null,
    priceMatch: null,
    priceDropProtection: null,
  };
}
