import { createHash } from 'node:crypto';
import { CardBrandSchema, type PaymentSource } from '@wayfare/contracts/flight-booking';
import type { FlightOffer } from '@wayfare/contracts/flights';
import { CurrencySchema, type Currency } from '@wayfare/contracts/money';
import type {
  Cancellation,
  FlightTripDetail,
  HotelTripDetail,
  Receipt,
  ReceiptLine,
  SourceAmount,
  TripBookingStatus,
  TripDetail,
  TripDisruption,
  TripSummary,
  TripsResponse,
} from '@wayfare/contracts/trips';
import { formatConfirmationCode } from '@wayfare/domain/trip-display';
import { selectTripTimeStatus } from '@wayfare/domain/trip-time-status';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { HotelBookingRecord } from '@wayfare/store/repositories/hotel-bookings-repository';
import type {
  TripBooking,
  TripCancellationRecord,
} from '@wayfare/store/repositories/trips-repository';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { readOffer } from './booking-saga';
import { toFlightBookingView } from './flight-booking';
import { readGuests, readHotelQuote, toHotelBookingView } from './hotel-booking-records';
import { decideTripCancellation } from './trip-cancel-policy';
import { readFlightFacts, readHotelFacts, type TripFacts } from './trip-facts';
import { describeCheckIn } from './trips-check-in-view';
import { listAirlineCredits, toAirlineCreditView } from './trips-credits';

/** Spec §9 refund timings, said the same way on every step and e-mail. */
function toTripStatus(status: string): TripBookingStatus {
  if (status === 'Confirmed') return 'Confirmed';
  if (status === 'Cancelled') return 'Cancelled';
  if (status === 'Pending' || status === 'AwaitingApproval') return 'Pending';
  return 'Unknown';
}

const money = (amountMinor: number, currency: Currency) => ({ amountMinor, currency });

/** The booking's H- code, once the supplier gave it a locator. */
export function tripConfirmationCode(booking: { agentLocator: string | null }): string | null {
  return booking.agentLocator ? formatConfirmationCode(booking.agentLocator) : null;
}

/** What every trip card says whatever the product: code, status, time status, dates. */
function summarizeBooking(
  booking: FlightBookingRecord | HotelBookingRecord,
  facts: TripFacts,
  now: Date,
) {
  return {
    bookingId: booking.id,
    confirmationCode: tripConfirmationCode(booking),
    status: toTripStatus(booking.status),
    timeStatus: selectTripTimeStatus(
      { ...facts, isCancelled: booking.status === 'Cancelled' },
      now,
    ),
    awaitingApproval: booking.status === 'AwaitingApproval',
    startDate: facts.startDate,
    endDate: facts.endDate,
    startsAt: facts.startsAt.toISOString(),
    endsAt: facts.endsAt.toISOString(),
  };
}

function summarizeFlight(booking: FlightBookingRecord, now: Date): TripSummary {
  const view = toFlightBookingView(booking);
  const offer = view.offer;
  const facts = readFlightFacts(offer);
  const firstSlice = offer.slices[0];
  const origin = firstSlice?.segments[0]?.origin;
  const destination = firstSlice?.segments.at(-1)?.destination;
  return {
    ...summarizeBooking(booking, facts, now),
    type: 'Flight',
    // The arrow reads the same in every language (the trip page's title writes it the same way).
    title: `${origin?.city ?? firstSlice?.origin ?? ''} → ${destination?.city ?? firstSlice?.destination ?? ''}`,
    subtitle: view.tripSubtitle,
    travelerNames: booking.passengerNames,
    total: view.totals.total,
    imageUrl: null,
    carrierCodes: [
      ...new Set(offer.slices.flatMap((s) => s.segments.map((g) => g.marketingAirline.code))),
    ],
  };
}

function summarizeHotel(booking: HotelBookingRecord, now: Date): TripSummary {
  const quote = readHotelQuote(booking);
  const facts = readHotelFacts(booking);
  const { lead, others } = readGuests(booking);
  return {
    ...summarizeBooking(booking, facts, now),
    type: 'Hotel',
    title: quote.hotel.name,
    subtitle: quote.hotel.city,
    travelerNames: [lead, ...others].map((g) => `${g.givenName} ${g.surname}`),
    total: money(booking.totalMinor, CurrencySchema.parse(booking.currency)),
    imageUrl: `/api/v0/images/hotels/${quote.hotel.lodgingId}.svg`,
    carrierCodes: [],
  };
}

export function summarizeTrip(trip: TripBooking, now: Date): TripSummary {
  return trip.product === 'flight'
    ? summarizeFlight(trip.booking, now)
    : summarizeHotel(trip.booking, now);
}

/** GET /api/v0/trips: the spec's sections for the signed-in person in this tenant. */
export async function listTrips(
  ctx: AppContext,
  actor: { userId: string; tenant: string },
): Promise<TripsResponse> {
  const now = ctx.travelClock.now();
  const trips = (await ctx.repos.trips.listBookings(actor.userId, actor.tenant)).map((t) =>
    summarizeTrip(t, now),
  );
  const upcoming = trips
    .filter((t) => t.timeStatus === 'Future' || t.timeStatus === 'Present')
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = trips
    .filter((t) => t.timeStatus === 'Past' || t.timeStatus === 'Canceled')
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return {
    upcoming,
    watched: [],
    frozen: [],
    airlineCredits: await listAirlineCredits(ctx, actor.userId, actor.tenant),
    past,
    withOffers: [],
    now: now.toISOString(),
  };
}

/** What each payment source is called on the receipt, and a rewards amount in the account's unit. */
export async function describeSources(
  ctx: AppContext,
  booking: FlightBookingRecord | HotelBookingRecord,
): Promise<(source: PaymentSource, amountMinor: number) => SourceAmount> {
  const currency = CurrencySchema.parse(booking.currency);
  const card = booking.cardToken ? await ctx.repos.payments.findCard(booking.cardToken) : null;
  const account = booking.rewardsAccountReferenceId
    ? (await ctx.repos.rewards.listForUser(booking.userId)).find(
        (a) => a.accountReferenceId === booking.rewardsAccountReferenceId,
      )
    : undefined;
  const wallet = booking.walletCreditId
    ? (await ctx.repos.bookingLedger.listWalletCredits(booking.userId)).find(
        (c) => c.id === booking.walletCreditId,
      )
    : undefined;
  const airlineCreditId = 'airlineCreditId' in booking ? booking.airlineCreditId : null;
  const airlineCredit = airlineCreditId
    ? await ctx.repos.airlineCredits.findById(airlineCreditId)
    : null;
  const cardBrand = card ? CardBrandSchema.safeParse(card.brand) : null;
  return (source, amountMinor) => {
    const amount = money(amountMinor, currency);
    switch (source) {
      case 'UserCard':
        return {
          source,
          amount,
          card: cardBrand?.success
            ? { brand: cardBrand.data, lastFour: card?.lastFour ?? '' }
            : null,
          name: null,
          rewardsValue: null,
        };
      case 'Rewards':
        return {
          source,
          amount,
          card: null,
          name: account?.productDisplayName ?? null,
          // Miles redeem at one minor unit each (domain/payment-split.ts).
          rewardsValue: account?.currency === 'miles' ? amountMinor : null,
        };
      case 'TravelWallet':
        return { source, amount, card: null, name: wallet?.label ?? null, rewardsValue: null };
      case 'AncillaryCredit':
        return {
          source,
          amount,
          card: null,
          name: airlineCredit?.airlineName ?? null,
          rewardsValue: null,
        };
    }
  };
}

/** What a booking was paid with, per source, in the receipt's order. */
export function listPaidSources(
  booking: FlightBookingRecord | HotelBookingRecord,
): { source: PaymentSource; paidMinor: number }[] {
  return [
    { source: 'UserCard' as const, paidMinor: booking.cardMinor },
    { source: 'Rewards' as const, paidMinor: booking.rewardsMinor },
    { source: 'TravelWallet' as const, paidMinor: booking.walletCreditMinor },
    {
      source: 'AncillaryCredit' as const,
      paidMinor: 'airlineCreditMinor' in booking ? booking.airlineCreditMinor : 0,
    },
  ].filter((p) => p.paidMinor > 0);
}

async function buildCancellation(
  ctx: AppContext,
  row: TripCancellationRecord | null,
  label: (source: PaymentSource, amountMinor: number) => SourceAmount,
): Promise<Cancellation | null> {
  if (!row || (row.status !== 'Cancelled' && row.status !== 'Pending')) return null;
  const credit = row.airlineCreditId
    ? await ctx.repos.airlineCredits.findById(row.airlineCreditId)
    : null;
  return {
    outcome: row.status === 'Pending' ? 'cancellation_pending' : toOutcome(row.outcome),
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    refunds: toRefunds(row.refunds, label),
    airlineCredit: credit ? toAirlineCreditView(credit, ctx.travelClock.now()) : null,
  };
}

export function toRefunds(
  refunds: { source: string; amountMinor: number }[],
  label: (source: PaymentSource, amountMinor: number) => SourceAmount,
): SourceAmount[] {
  return refunds
    .filter((r) => r.amountMinor > 0)
    .map((r) => label(toPaymentSource(r.source), r.amountMinor));
}

function toPaymentSource(source: string): PaymentSource {
  if (source === 'Rewards' || source === 'TravelWallet' || source === 'AncillaryCredit')
    return source;
  return 'UserCard';
}

function toOutcome(outcome: string): Cancellation['outcome'] {
  return CancelOutcomes.has(outcome)
    ? (outcome as Cancellation['outcome'])
    : 'contact_customer_service';
}
const CancelOutcomes = new Set<string>([
  'ticketed_void',
  'airline_full_refund',
  'airline_ftc',
  'airline_ftc_with_penalty',
  'non_refundable',
  'too_close_to_departure',
  'contact_customer_service',
  'cancellation_pending',
  'hotel_full_refund',
  'hotel_partial_refund',
  'hotel_non_refundable',
]);

const AIRLINE_LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The airline's own record locator for its part of the trip: stable per booking and carrier. */
export function deriveAirlineLocator(bookingId: string, carrierCode: string): string {
  const digest = createHash('sha256').update(`${bookingId}:${carrierCode}`).digest();
  return Array.from(digest.subarray(0, 6), (b) => AIRLINE_LOCATOR_ALPHABET[b % 32]).join('');
}

function listDisruptions(ctx: AppContext, offer: FlightOffer, now: Date): TripDisruption[] {
  const world = ctx.supply.getWorld().flights;
  // The supplier's airline events: injected ones first, then the world's background ones.
  const registry = ctx.suppliers.disruptions;
  return offer.slices
    .flatMap((s) => s.segments)
    .flatMap((g) => {
      const found = registry.find(world, g.flightInstanceId, now);
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

function sum(lines: ReceiptLine[], currency: Currency) {
  return money(
    lines.reduce((s, l) => s + l.amount.amountMinor, 0),
    currency,
  );
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
) {
  const isOpen =
    trip.booking.status === 'Confirmed' && cancellation === null && now < facts.startsAt;
  return isOpen ? decideTripCancellation(trip, now) : null;
}

async function buildFlightDetail(
  ctx: AppContext,
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
  const checkIn = describeCheckIn({
    booking,
    offer,
    checkIns: await ctx.repos.checkIns.listForBooking(booking.id),
    access,
    now,
    recordLocatorOf: (carrierCode) => deriveAirlineLocator(booking.id, carrierCode),
  });
  const lines: ReceiptLine[] = [
    { kind: 'base', amount: offer.pricing.base },
    { kind: 'taxes', amount: offer.pricing.tax },
    { kind: 'fees', amount: offer.pricing.fee },
  ];
  const receipt: Receipt = {
    lines,
    total: money(booking.totalMinor, currency),
    payments: listPaidSources(booking).map((p) => label(p.source, p.paidMinor)),
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
        : disruptions.some((d) => d.kind === 'ScheduleChange')
          ? 'Modified'
          : 'Confirmed',
    ticketStatus: cancelled ? 'Canceled' : 'Ticketed',
    voidStatus:
      cancellationRow?.outcome === 'ticketed_void' && cancelled
        ? 'TicketedVoid'
        : terms?.outcome === 'ticketed_void'
          ? 'PreTicketVoidable'
          : 'NotVoidable',
    voidWindowEndsAt:
      terms?.outcome === 'ticketed_void' ? (terms.voidWindowEndsAt?.toISOString() ?? null) : null,
    airlineLocators: [
      ...new Set(offer.slices.map((s) => s.segments[0]?.marketingAirline.code ?? '')),
    ]
      .filter((c) => c !== '')
      .map((carrierCode) => ({
        carrierCode,
        locator: deriveAirlineLocator(booking.id, carrierCode),
      })),
    checkIn,
    disruptions,
  };
}

async function buildHotelDetail(
  ctx: AppContext,
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
  const p = view.pricing;
  const charged = p.fees.filter((f) => !f.isPaidAtProperty);
  const lines: ReceiptLine[] = [
    { kind: 'base', amount: p.subtotal },
    { kind: 'taxes', amount: p.taxes },
    ...(charged.length > 0
      ? [
          {
            kind: 'fees' as const,
            amount: sum(
              charged.map((f) => ({ kind: 'fees' as const, amount: f.amount })),
              currency,
            ),
          },
        ]
      : []),
    ...(p.complimentaryNightDiscount
      ? [
          {
            kind: 'complimentaryNight' as const,
            amount: money(-p.complimentaryNightDiscount.amountMinor, currency),
          },
        ]
      : []),
    ...(p.refundablePremium
      ? [
          {
            kind: 'refundableVariant' as const,
            amount: p.refundablePremium,
          },
        ]
      : []),
    ...(p.payLaterTotal.amountMinor > 0
      ? [{ kind: 'dueAtProperty' as const, amount: p.payLaterTotal }]
      : []),
  ];
  const cancelled = booking.status === 'Cancelled';
  const terms = selectCancelTerms({ product: 'hotel', booking }, facts, cancellation, now);
  return {
    type: 'Hotel',
    timeStatus: selectTripTimeStatus({ ...facts, isCancelled: cancelled }, now),
    tripStatus: toTripStatus(booking.status),
    receipt: {
      lines,
      total: money(booking.totalMinor, currency),
      payments: listPaidSources(booking).map((s) => label(s.source, s.paidMinor)),
      refunds: cancellation?.status === 'Cancelled' ? cancellation.refunds : [],
    },
    cancellation,
    canCancel: access === 'owner' && terms !== null,
    cancelTerms: terms && { outcome: terms.outcome, cancellableOnline: terms.cancellable },
    access,
    booking: view,
  };
}

export function buildTripDetail(
  ctx: AppContext,
  trip: TripBooking,
  access: 'owner' | 'lookup',
): Promise<TripDetail> {
  return trip.product === 'flight'
    ? buildFlightDetail(ctx, trip.booking, access)
    : buildHotelDetail(ctx, trip.booking, access);
}

/** The signed-in owner's booking in this tenant; anyone else's (or none) is NotFound. */
export async function findOwnTrip(
  ctx: AppContext,
  actor: { userId: string; tenant: string },
  bookingId: string,
): Promise<TripBooking> {
  const trip = await ctx.repos.trips.findBooking(bookingId);
  if (
    !trip ||
    trip.booking.userId !== actor.userId ||
    trip.booking.tenant !== actor.tenant ||
    trip.booking.status === 'Failed'
  )
    throw new AppError('NotFound');
  return trip;
}

export async function getTrip(
  ctx: AppContext,
  actor: { userId: string; tenant: string },
  bookingId: string,
): Promise<TripDetail> {
  return buildTripDetail(ctx, await findOwnTrip(ctx, actor, bookingId), 'owner');
}

/** Failed look-ups per address allowed in LOOKUP_WINDOW_SECONDS before ExcessiveActivity. */
export const LOOKUP_FAILURE_LIMIT = 10;
export const LOOKUP_WINDOW_SECONDS = 15 * 60;

/**
 * POST /api/v0/trips/lookup: a trip by H- code and contact e-mail, read-only. Wrong pairs are
 * counted per address so the codes can't be guessed; a match with either part wrong is NotFound.
 */
export async function lookupTrip(
  ctx: AppContext,
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
