import type { TravelOfferRedemptionsRepository } from '@wayfare/store/repositories/travel-offer-redemptions-repository';
import type { FlightExchangesRepository } from '@wayfare/store/repositories/flight-exchanges-repository';
import { toChfarProtection } from './change-for-any-reason';
import { buildDisruptionAssistance, type DisruptionViewPorts } from './disruption-view';
import { readTripExchange, sumExchangeCharges } from './flight-exchange';
import type { ChfarProtectionsRepository } from '@wayfare/store/repositories/chfar-protections-repository';
import { deriveAirlineLocator } from './airline-locators';
import type { FlightOffer } from '@wayfare/contracts/flights';
import { CurrencySchema } from '@wayfare/contracts/money';
import type {
  Cancellation,
  FlightTripDetail,
  HotelTripDetail,
  Receipt,
  TripDetail,
  TripDisruption,
} from '@wayfare/contracts/trips';
import { selectTripTimeStatus } from '@wayfare/domain/trip-time-status';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { FlightCheckInsRepository } from '@wayfare/store/repositories/flight-check-ins-repository';
import type { HotelBookingRecord } from '@wayfare/store/repositories/hotel-bookings-repository';
import type { TripBooking, TripsRepository } from '@wayfare/store/repositories/trips-repository';
import { AppError } from '../app-error';
import type { CfarProtectionsRepository } from '@wayfare/store/repositories/cfar-protections-repository';
import type { ScheduleChangesRepository } from '@wayfare/store/repositories/schedule-changes-repository';
import type { Clock } from '../clock';
import { isCfarEnded, toCfarProtection } from './cfar-protection';
import { readScheduleChange } from './schedule-change-view';
import { buildCarDetail } from './car-trip';
import { buildHomeDetail } from './home-trip';
import { buildExperienceDetail } from './experience-trip';
import { buildPackageDetail } from './package-trip';
import { readOffer } from './booking-saga';
import { toFlightBookingView } from './flight-booking';
import { toHotelBookingView } from './hotel-booking-records';
import { readHotelDateChangeFacts } from './hotel-date-change';
import { describeDateChange } from './lodging-date-change';
import type { RateLimiter } from './rate-limiter';
import type { SupplierPorts } from './supplier-ports';
import { decideTripCancellation } from './trip-cancel-policy';
import { readFlightFacts, readHotelFacts, type TripFacts } from './trip-facts';
import {
  buildCancellation,
  describeSources,
  listFlightReceiptLines,
  listHotelReceiptLines,
  listPaidSources,
  money,
  type PaymentSourcePorts,
} from './trip-receipt';
import { findOwnTrip, toTripStatus, tripConfirmationCode } from './trips';
import { describeCheckIn } from './trips-check-in-view';
import { readPriceDropProtection, type PriceDropViewPorts } from './price-drop-view';
import { readTripPriceMatch, type TripPriceMatchPorts } from './price-match-view';
import type { AgentActionsRepository } from '@wayfare/store/repositories/agent-actions-repository';
import { findBookedBySupport } from './agent-trail';

/**
 * What a trip's page reads: the booking, what paid for it, its cancellation and check-ins, and
 * the airlines' events on its flights.
 */
export interface TripDetailPorts extends PaymentSourcePorts {
  /** Trip rules' clock. */
  travelClock: Clock;
  repos: PaymentSourcePorts['repos'] & {
    trips: TripsRepository;
    /** A tenant travel offer the trip used (issue 23). */
    travelOfferRedemptions: Pick<TravelOfferRedemptionsRepository, 'findForBooking'>;
    /** Whether a support agent booked the trip (issue 24). */
    agentActions: Pick<AgentActionsRepository, 'findBookedBySupport'>;
    checkIns: FlightCheckInsRepository;
    cfarProtections: CfarProtectionsRepository;
    scheduleChanges: ScheduleChangesRepository;
    flightExchanges: FlightExchangesRepository;
    chfarProtections: ChfarProtectionsRepository;
  } & TripPriceMatchPorts['repos'] &
    DisruptionViewPorts['repos'] &
    PriceDropViewPorts['repos'];
  suppliers: Pick<SupplierPorts, 'disruptions'>;
}

/** The look-up by code and e-mail adds the count of wrong pairs per address. */
export interface TripLookupPorts extends TripDetailPorts {
  clock: Clock;
  rateLimiter: RateLimiter;
}

export { deriveAirlineLocator };

/** The airlines' events on the trip's flights, from the supplier's disruption source. */
export function listDisruptions(
  ctx: Pick<TripDetailPorts, 'suppliers'>,
  offer: FlightOffer,
  now: Date,
): TripDisruption[] {
  return offer.slices
    .flatMap((s) => s.segments)
    .flatMap((g) => {
      const found = ctx.suppliers.disruptions.find(g.flightInstanceId, now);
      return found
        ? [
            {
              flightInstanceId: g.flightInstanceId,
              flightLabel: `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}`,
              kind: found.kind,
              minutes: found.minutes,
              announcedAt: new Date(found.announcedAt).toISOString(),
            },
          ]
        : [];
    });
}

/**
 * What cancelling now would do, for the trip page: the same decision the cancel quote makes
 * (trip-cancel-policy.ts), so the page and the cancel dialog always say the same. Null when there
 * is nothing to cancel any more (cancelled, not confirmed, or already begun).
 */
function selectCancelTerms(
  trip: TripBooking,
  facts: TripFacts,
  cancellation: Cancellation | null,
  now: Date,
  cfarEnded = false,
) {
  const isOpen =
    trip.booking.status === 'Confirmed' && cancellation === null && now < facts.startsAt;
  return isOpen ? decideTripCancellation(trip, now, cfarEnded) : null;
}

async function buildFlightDetail(
  ctx: TripDetailPorts,
  booking: FlightBookingRecord,
  access: 'owner' | 'lookup',
): Promise<FlightTripDetail> {
  const now = ctx.travelClock.now();
  const view = toFlightBookingView(booking);
  // A cancelled booking keeps its H- code on the trip (the view only shows it while confirmed).
  if (booking.status === 'Cancelled') view.confirmationCode = tripConfirmationCode(booking);
  const offer = readOffer(booking);
  const facts = readFlightFacts(offer);
  const currency = CurrencySchema.parse(booking.currency);
  const label = await describeSources(ctx, booking);
  const cancellationRow = await ctx.repos.trips.findCancellation(booking.id);
  const cancellation = await buildCancellation(ctx, cancellationRow, label);
  const cancelled = booking.status === 'Cancelled';
  const terms = selectCancelTerms({ product: 'flight', booking }, facts, cancellation, now);
  const disruptions = listDisruptions(ctx, offer, now);
  const cfar = await ctx.repos.cfarProtections.findByBooking(booking.id);
  const exchange = await readTripExchange(ctx, booking.id);
  const chfar = await ctx.repos.chfarProtections.findByBooking(booking.id);
  // Disruption assistance bought after booking is its own charge to the card (issue 20).
  const disruption = await ctx.repos.disruptionProtections.findByBooking(booking.id);
  const laterFeeMinor = disruption?.purchasedVia === 'Ancillary' ? disruption.feeMinor : 0;
  const changed = exchange?.status === 'Confirmed';
  const checkIn = describeCheckIn({
    booking,
    offer,
    checkIns: await ctx.repos.checkIns.listForBooking(booking.id),
    access,
    now,
    recordLocatorOf: (carrierCode) => deriveAirlineLocator(booking.id, carrierCode),
  });
  // The trip's changes charged the card on top of the booking (flight-exchange.ts).
  const changesMinor = await sumExchangeCharges(ctx, booking.id);
  const receipt: Receipt = {
    lines: [
      ...listFlightReceiptLines(
        offer,
        booking.cfarPremiumMinor,
        booking.chfarPremiumMinor,
        booking.disruptionFeeMinor + laterFeeMinor,
      ),
      ...(changesMinor > 0
        ? [{ kind: 'flightChange' as const, amount: money(changesMinor, currency) }]
        : []),
    ],
    total: money(booking.totalMinor + changesMinor + laterFeeMinor, currency),
    payments: [
      ...listPaidSources(booking).map((p) => label(p.source, p.paidMinor)),
      ...(changesMinor + laterFeeMinor > 0
        ? [label('UserCard', changesMinor + laterFeeMinor)]
        : []),
    ],
    refunds: cancellation?.status === 'Cancelled' ? cancellation.refunds : [],
  };
  return {
    type: 'Flight',
    timeStatus: selectTripTimeStatus({ ...facts, isCancelled: cancelled }, now),
    tripStatus: toTripStatus(booking.status),
    receipt,
    cancellation,
    canCancel: access === 'owner' && terms !== null,
    cancelTerms: terms && { outcome: terms.outcome, cancellableOnline: terms.cancellable },
    access,
    booking: view,
    itineraryStatus: cancelled
      ? 'Canceled'
      : booking.status !== 'Confirmed'
        ? 'Pending'
        : changed || disruptions.some((d) => d.kind === 'ScheduleChange')
          ? 'Modified'
          : 'Confirmed',
    ticketStatus: cancelled ? 'Canceled' : changed ? 'Modified' : 'Ticketed',
    voidStatus:
      cancellationRow?.outcome === 'ticketed_void' && cancelled
        ? 'TicketedVoid'
        : terms?.outcome === 'ticketed_void'
          ? 'PreTicketVoidable'
          : 'NotVoidable',
    voidWindowEndsAt:
      terms?.outcome === 'ticketed_void' ? (terms.voidWindowEndsAt?.toISOString() ?? null) : null,
    // A two-ticket booking's tickets each have their airline's locator (issue 20).
    airlineLocators: booking.tickets
      ? booking.tickets.flatMap((t) =>
          t.locator ? [{ carrierCode: t.airlineCode, locator: t.locator }] : [],
        )
      : [...new Set(offer.slices.map((s) => s.segments[0]?.marketingAirline.code ?? ''))]
          .filter((c) => c !== '')
          .map((carrierCode) => ({
            carrierCode,
            locator: deriveAirlineLocator(booking.id, carrierCode),
          })),
    checkIn,
    disruptions,
    cancelForAnyReason: cfar
      ? toCfarProtection(
          cfar,
          now,
          disruptions.some((d) => d.kind === 'AirlineCancellation'),
        )
      : null,
    scheduleChange:
      booking.status === 'Confirmed' || booking.status === 'Cancelled'
        ? await readScheduleChange(ctx, booking, disruptions, now)
        : null,
    exchange,
    changeForAnyReason: chfar ? toChfarProtection(chfar, now) : null,
    // One change at a time: while one is with the airline, the trip waits for its answer.
    canChange:
      access === 'owner' &&
      booking.status === 'Confirmed' &&
      cancellation === null &&
      exchange?.status !== 'Requested' &&
      now < facts.startsAt,
    priceMatch: await readTripPriceMatch(ctx, { product: 'flight', booking }, access, now),
    priceDropProtection: await readPriceDropProtection(ctx, booking.id),
    disruptionAssistance: access === 'owner' ? await buildDisruptionAssistance(ctx, booking) : null,
  };
}

async function buildHotelDetail(
  ctx: TripDetailPorts,
  booking: HotelBookingRecord,
  access: 'owner' | 'lookup',
): Promise<HotelTripDetail> {
  const now = ctx.travelClock.now();
  const view = toHotelBookingView(booking);
  const facts = readHotelFacts(booking);
  const currency = CurrencySchema.parse(booking.currency);
  const label = await describeSources(ctx, booking);
  const cancellation = await buildCancellation(
    ctx,
    await ctx.repos.trips.findCancellation(booking.id),
    label,
  );
  const cancelled = booking.status === 'Cancelled';
  const cfar = await ctx.repos.cfarProtections.findByBooking(booking.id);
  const terms = selectCancelTerms(
    { product: 'hotel', booking },
    facts,
    cancellation,
    now,
    isCfarEnded(cfar, now),
  );
  return {
    type: 'Hotel',
    timeStatus: selectTripTimeStatus({ ...facts, isCancelled: cancelled }, now),
    tripStatus: toTripStatus(booking.status),
    receipt: {
      lines: listHotelReceiptLines(view.pricing, currency),
      total: money(booking.totalMinor, currency),
      payments: listPaidSources(booking).map((s) => label(s.source, s.paidMinor)),
      refunds: cancellation?.status === 'Cancelled' ? cancellation.refunds : [],
    },
    cancellation,
    canCancel: access === 'owner' && terms !== null,
    cancelTerms: terms && { outcome: terms.outcome, cancellableOnline: terms.cancellable },
    access,
    booking: view,
    cancelForAnyReason: cfar ? toCfarProtection(cfar, now, false) : null,
    priceMatch: await readTripPriceMatch(ctx, { product: 'hotel', booking }, access, now),
    priceDropProtection: await readPriceDropProtection(ctx, booking.id),
    dateChange:
      access === 'owner' ? describeDateChange(readHotelDateChangeFacts(booking), now) : null,
  };
}

/**
 * A trip's page: the product's detail, and a tenant travel offer it used (issue 23) as its own
 * receipt line taken off the total and as `travelOffer`.
 */
export async function buildTripDetail(
  ctx: TripDetailPorts,
  trip: TripBooking,
  access: 'owner' | 'lookup',
): Promise<TripDetail> {
  const detail = await buildProductDetail(ctx, trip, access);
  const redemption = await ctx.repos.travelOfferRedemptions.findForBooking(trip.booking.id);
  if (!redemption) return detail;
  const discount = {
    amountMinor: redemption.discountMinor,
    currency: detail.receipt.total.currency,
  };
  return {
    ...detail,
    receipt: {
      ...detail.receipt,
      lines: [
        ...detail.receipt.lines,
        { kind: 'travelOffer', amount: { ...discount, amountMinor: -discount.amountMinor } },
      ],
    },
    travelOffer: { offerId: redemption.offerId, discount, status: redemption.status },
  };
}

function buildProductDetail(
  ctx: TripDetailPorts,
  trip: TripBooking,
  access: 'owner' | 'lookup',
): Promise<TripDetail> {
  switch (trip.product) {
    case 'flight':
      return buildFlightDetail(ctx, trip.booking, access);
    case 'hotel':
      return buildHotelDetail(ctx, trip.booking, access);
    case 'car':
      return buildCarDetail(ctx, trip.booking, access);
    case 'activity':
      return buildExperienceDetail(ctx, trip.booking, access);
    case 'home':
      return buildHomeDetail(ctx, trip.booking, access);
    case 'package':
      return buildPackageDetail(ctx, trip.booking, access);
  }
}

export async function getTrip(
  ctx: TripDetailPorts,
  actor: { userId: string; tenant: string },
  bookingId: string,
): Promise<TripDetail> {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  const [detail, bySupport] = await Promise.all([
    buildTripDetail(ctx, trip, 'owner'),
    findBookedBySupport(ctx, actor.userId, [trip.booking.id]),
  ]);
  const supportAt = bySupport.get(trip.booking.id);
  return { ...detail, madeBySupport: supportAt ? { at: supportAt.toISOString() } : null };
}

/** Failed look-ups per address allowed in LOOKUP_WINDOW_SECONDS before ExcessiveActivity. */
export const LOOKUP_FAILURE_LIMIT = 10;
export const LOOKUP_WINDOW_SECONDS = 15 * 60;

/**
 * POST /api/v0/trips/lookup: a trip by H- code and contact e-mail, read-only. Wrong pairs are
 * counted per address so the codes can't be guessed; a match with either part wrong is NotFound.
 */
export async function lookupTrip(
  ctx: TripLookupPorts,
  request: { tenant: string; ip: string },
  body: { confirmationCode: string; email: string },
): Promise<TripDetail> {
  const now = ctx.clock.now();
  const key = `trip-lookup-failures:${request.ip}`;
  if ((await ctx.rateLimiter.peek(key, LOOKUP_WINDOW_SECONDS, now)) >= LOOKUP_FAILURE_LIMIT)
    throw new AppError(
      'ExcessiveActivity',
      'Too many trips were not found. Please wait 15 minutes and try again.',
    );
  const locator = body.confirmationCode.trim().replace(/^[Hh]-?/, '');
  const trip = await ctx.repos.trips.findByLocatorAndEmail(request.tenant, locator, body.email);
  if (!trip) {
    await ctx.rateLimiter.hit(key, LOOKUP_WINDOW_SECONDS, now);
    throw new AppError(
      'NotFound',
      'We couldn’t find a trip with that confirmation code and e-mail address.',
    );
  }
  return buildTripDetail(ctx, trip, 'lookup');
}
