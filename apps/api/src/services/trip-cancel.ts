import { isCfarEnded } from './cfar-protection';
import { randomUUID } from 'node:crypto';
import type { PaymentSource } from '@wayfare/contracts/flight-booking';
import { CurrencySchema } from '@wayfare/contracts/money';
import type { CancelConfirmResponse, CancelOutcome, CancelQuote } from '@wayfare/contracts/trips';
import { applySupplierCancelFee } from '@wayfare/domain/trip-cancellation';
import { splitRefund } from '@wayfare/domain/trip-refunds';
import { decideTravelCreditRestore } from '@wayfare/domain/card-travel-credits';
import { walletCreditExpiry } from '@wayfare/domain/travel-wallet';
import type { ForfeitedTravelCredit } from '@wayfare/contracts/card-travel-credits';
import type { CancelQuoteRecord, TripBooking } from '@wayfare/store/repositories/trips-repository';
import { AppError } from '../app-error';
import { readOffer } from './booking-saga';
import type { SupplierPorts } from './supplier-ports';
import { expandSplitRefunds, withSplitCardPaid } from './split-payment-refunds';
import { decideTripCancellation, type CancelDecision } from './trip-cancel-policy';
import { continueCancellation, type CancellationStepPorts } from './trip-cancel-steps';
import { buildTripDetail, type TripDetailPorts } from './trip-detail';
import {
  describeSources,
  findBookingCredits,
  listPaidSources,
  toRefunds,
  type PaymentSourcePorts,
} from './trip-receipt';
import { findOwnTrip } from './trips';

/** What quoting and confirming a cancellation use: its steps, and the trip page it answers with. */
export interface TripCancelPorts extends CancellationStepPorts, TripDetailPorts {
  repos: CancellationStepPorts['repos'] & TripDetailPorts['repos'];
  suppliers: Pick<
    SupplierPorts,
    | 'flights'
    | 'hotels'
    | 'cars'
    | 'activities'
    | 'homes'
    | 'calls'
    | 'cancellations'
    | 'disruptions'
    | 'packageRates'
  >;
}

/** A cancellation quote holds this long (contracts/trips.ts). */
export const CANCEL_QUOTE_TTL_MS = 10 * 60_000;

/** Each product's outcome when a supplier's fee leaves nothing, or only part, to give back. */
const FEE_OUTCOMES: Record<
  TripBooking['product'],
  { nothingBack: CancelOutcome; partBack: CancelOutcome | null }
> = {
  flight: { nothingBack: 'non_refundable', partBack: null },
  hotel: { nothingBack: 'hotel_non_refundable', partBack: 'hotel_partial_refund' },
  car: { nothingBack: 'car_non_refundable', partBack: 'car_late_cancellation' },
  activity: { nothingBack: 'experience_non_refundable', partBack: 'experience_partial_refund' },
  home: { nothingBack: 'home_non_refundable', partBack: 'home_partial_refund' },
  package: { nothingBack: 'package_non_refundable', partBack: 'package_partial_refund' },
};

/** The decision as quoted: with the fee the supplier started charging, if any. */
type QuotedDecision = CancelDecision & { supplierFeeMinor?: number };

/**
 * The decision less a cancellation fee the supplier started charging (after a `feesApplicable`
 * refusal): the fee is kept as penalty and named beside the policy; a stay whose refund
 * it takes (in part or whole) becomes a partial refund or non-refundable, a flight with nothing
 * left to give back becomes non_refundable.
 */
function withSupplierFee(
  decision: CancelDecision,
  product: TripBooking['product'],
  feeMinor: number,
): QuotedDecision {
  if (!decision.cancellable || feeMinor <= 0) return decision;
  const next = applySupplierCancelFee(decision, feeMinor);
  const back = next.refundMinor + next.airlineCreditMinor;
  const words = FEE_OUTCOMES[product];
  const outcome: CancelOutcome =
    back === 0
      ? words.nothingBack
      : next.penaltyMinor > 0 && words.partBack
        ? words.partBack
        : decision.outcome;
  return { ...next, outcome, supplierFeeMinor: feeMinor };
}

/**
 * The refund split in proportion across what paid (domain/trip-refunds.ts); a travel-wallet or
 * airline credit that has expired since is not restored (spec §5), its share is forfeited.
 */
export async function splitRefunds(
  ctx: Pick<PaymentSourcePorts, 'repos'>,
  booking: TripBooking['booking'],
  refundMinor: number,
  now: Date,
): Promise<{ source: PaymentSource; amountMinor: number }[]> {
  return (await splitRefundsWithForfeit(ctx, booking, refundMinor, now)).refunds;
}

/**
 * The refund split as `splitRefunds` answers it, and the travel-wallet credit's share that is not
 * restored, with why (domain/card-travel-credits.ts `decideTravelCreditRestore`: expired, or
 * canceled with its account, at the cancel's instant on the travel clock), for the web to word.
 */
export async function splitRefundsWithForfeit(
  ctx: Pick<PaymentSourcePorts, 'repos'>,
  booking: TripBooking['booking'],
  refundMinor: number,
  now: Date,
): Promise<{
  refunds: { source: PaymentSource; amountMinor: number }[];
  forfeitedTravelCredit: ForfeitedTravelCredit | null;
}> {
  const parts = splitRefund(refundMinor, listPaidSources(booking));
  const { wallet, airlineCredit } = await findBookingCredits(ctx, booking);
  const restore = wallet
    ? decideTravelCreditRestore(
        { expiresAt: walletCreditExpiry(wallet), endedState: wallet.endedState },
        now,
      )
    : ({ restore: true } as const);
  let forfeitedTravelCredit: ForfeitedTravelCredit | null = null;
  const refunds = parts.map((p) => {
    if (p.source === 'TravelWallet' && !restore.restore) {
      if (p.refundMinor > 0)
        forfeitedTravelCredit = {
          amount: { amountMinor: p.refundMinor, currency: 'USD' },
          reason: restore.reason,
        };
      return { source: p.source, amountMinor: 0 };
    }
    const expired =
      p.source === 'AncillaryCredit' &&
      airlineCredit &&
      now.getTime() >= airlineCredit.expiresAt.getTime();
    return { source: p.source, amountMinor: expired ? 0 : p.refundMinor };
  });
  return { refunds, forfeitedTravelCredit };
}

function assertCancellable(trip: TripBooking) {
  if (trip.booking.status === 'Cancelled')
    throw new AppError('CancellationNotAllowed', 'This trip is already cancelled.');
  if (trip.booking.status !== 'Confirmed')
    throw new AppError(
      'CancellationNotAllowed',
      'This trip isn’t confirmed yet, so it can’t be cancelled online. Call us and we’ll help.',
    );
}

/** POST /api/v0/trips/:bookingId/cancel/quote */
export async function quoteCancellation(
  ctx: TripCancelPorts,
  actor: { userId: string; tenant: string },
  bookingId: string,
): Promise<CancelQuote> {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  const now = ctx.travelClock.now();
  const existing = await ctx.repos.trips.findCancellation(bookingId);
  const pending = existing && existing.status !== 'Failed' && existing.status !== 'Cancelled';
  if (!pending) assertCancellable(trip);
  const decision: QuotedDecision = pending
    ? {
        outcome: 'cancellation_pending',
        cancellable: true,
        refundMinor: 0,
        airlineCreditMinor: existing.airlineCreditMinor,
        penaltyMinor: existing.penaltyMinor,
        voidWindowEndsAt: null,
        hotelPolicy: null,
        carPolicy: null,
      }
    : withSupplierFee(
        decideTripCancellation(
          trip,
          now,
          isCfarEnded(await ctx.repos.cfarProtections.findByBooking(bookingId), now),
        ),
        trip.product,
        await ctx.suppliers.cancellations.findFee(bookingId),
      );
  const split = pending
    ? { refunds: existing.refunds, forfeitedTravelCredit: null }
    : // A split-paid trip's cards paid every share (split-payment-refunds.ts), not only the booker's.
      await splitRefundsWithForfeit(
        ctx,
        await withSplitCardPaid(ctx, trip.booking),
        decision.refundMinor,
        now,
      );
  return saveCancelQuote(ctx, actor, trip, { ...decision, ...split }, now);
}

/** A decision to quote: the money per source already split. */
export type QuotableDecision = Omit<QuotedDecision, 'refundMinor'> & {
  refunds: CancelQuoteRecord['refunds'];
  /** A spent travel credit not given back (expired or canceled), said in the quote. */
  forfeitedTravelCredit?: ForfeitedTravelCredit | null;
};

/**
 * Stores a cancellation quote (held 10 minutes) and answers it as the dialogs show it: what each
 * source gets back, the airline credit, what is kept. Cancel for any reason quotes its two options
 * through here too (cancel-for-any-reason.ts).
 */
export async function saveCancelQuote(
  ctx: TripCancelPorts,
  actor: { userId: string },
  trip: TripBooking,
  decision: QuotableDecision,
  now: Date,
): Promise<CancelQuote> {
  const { refunds } = decision;
  const currency = CurrencySchema.parse(trip.booking.currency);
  const quote: CancelQuoteRecord = {
    id: `cq_${randomUUID().replaceAll('-', '')}`,
    bookingId: trip.booking.id,
    product: trip.product,
    userId: actor.userId,
    outcome: decision.outcome,
    cancellable: decision.cancellable,
    refunds,
    airlineCreditMinor: decision.airlineCreditMinor,
    penaltyMinor: decision.penaltyMinor,
    currency,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CANCEL_QUOTE_TTL_MS),
  };
  await ctx.repos.trips.saveCancelQuote(quote);
  await ctx.suppliers.cancellations.noteQuoteWithFee(trip.booking.id, quote.id);
  const label = await describeSources(ctx, trip.booking);
  const refundViews = await expandSplitRefunds(ctx, trip.booking.id, toRefunds(refunds, label));
  const airline =
    trip.product === 'flight'
      ? readOffer(trip.booking).slices[0]?.segments[0]?.marketingAirline
      : null;
  // A void gives everything back; otherwise the add-ons' premiums stay paid (cancel for any
  // reason's own outcomes use it, so only change for any reason's premium is kept then).
  const keptAddOnsMinor =
    trip.product === 'flight' && decision.outcome !== 'ticketed_void'
      ? trip.booking.chfarPremiumMinor +
        trip.booking.disruptionFeeMinor +
        (decision.outcome.startsWith('cfar_') ? 0 : trip.booking.cfarPremiumMinor)
      : 0;
  return {
    cancelQuoteId: quote.id,
    expiresAt: quote.expiresAt.toISOString(),
    outcome: decision.outcome,
    cancellable: decision.cancellable,
    paid: { amountMinor: trip.booking.totalMinor, currency },
    refunds: refundViews,
    refundTotal: {
      amountMinor: refundViews.reduce((s, r) => s + r.amount.amountMinor, 0),
      currency,
    },
    airlineCredit:
      airline && decision.airlineCreditMinor > 0
        ? {
            airline: { code: airline.code, name: airline.name },
            amount: { amountMinor: decision.airlineCreditMinor, currency },
          }
        : null,
    penalty: decision.penaltyMinor > 0 ? { amountMinor: decision.penaltyMinor, currency } : null,
    voidWindowEndsAt: decision.voidWindowEndsAt?.toISOString() ?? null,
    hotelPolicy: decision.hotelPolicy,
    carPolicy: decision.carPolicy ?? null,
    experiencePolicy: decision.experiencePolicy ?? null,
    homePolicy: decision.homePolicy ?? null,
    supplierFee: decision.supplierFeeMinor
      ? { amountMinor: decision.supplierFeeMinor, currency }
      : null,
    keptAddOns: keptAddOnsMinor > 0 ? { amountMinor: keptAddOnsMinor, currency } : null,
    forfeitedTravelCredit: decision.forfeitedTravelCredit ?? null,
  };
}

/**
 * POST /api/v0/trips/:bookingId/cancel: confirms a quote. One cancellation per booking: a second
 * confirm (this quote or another) answers the same one, and one left Pending or Failed is taken up
 * again from its last recorded step.
 */
export async function confirmCancellation(
  ctx: TripCancelPorts,
  actor: { userId: string; tenant: string },
  bookingId: string,
  cancelQuoteId: string,
): Promise<CancelConfirmResponse> {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  const now = ctx.travelClock.now();
  const quote = await ctx.repos.trips.findCancelQuote(cancelQuoteId);
  if (!quote || quote.bookingId !== bookingId || quote.userId !== actor.userId)
    throw new AppError('NotFound', 'We could not find that cancellation quote.', 'cancelQuoteId');
  let cancellation = await ctx.repos.trips.findCancellation(bookingId);
  if (!cancellation || cancellation.status === 'Failed') {
    if (now.getTime() > quote.expiresAt.getTime())
      throw new AppError('CancelQuoteExpired', undefined, 'cancelQuoteId');
    if (await ctx.suppliers.cancellations.isQuoteBeforeFee(bookingId, quote.id))
      throw new AppError('CancellationFeesApplicable', undefined, 'cancelQuoteId');
    if (!quote.cancellable || quote.outcome === 'cancellation_pending')
      throw new AppError('CancellationNotAllowed');
    assertCancellable(trip);
    const row = {
      product: trip.product,
      userId: actor.userId,
      quoteId: quote.id,
      outcome: quote.outcome,
      status: 'Requested' as const,
      refunds: quote.refunds,
      airlineCreditMinor: quote.airlineCreditMinor,
      penaltyMinor: quote.penaltyMinor,
      currency: quote.currency,
      errorCode: null,
      requestedAt: now,
      updatedAt: now,
    };
    cancellation = cancellation
      ? ((await ctx.repos.trips.replaceFailedCancellation(bookingId, row)) ??
        (await ctx.repos.trips.findCancellation(bookingId)))
      : (
          await ctx.repos.trips.claimCancellation({
            ...row,
            id: `tc_${randomUUID().replaceAll('-', '')}`,
            bookingId,
          })
        ).cancellation;
    if (!cancellation) throw new Error(`cancellation of ${bookingId} vanished`);
  }
  if (cancellation.status !== 'Cancelled')
    await continueCancellation(ctx, trip, ['Requested', 'Pending']);
  const fresh = await ctx.repos.trips.findBooking(bookingId);
  const detail = await buildTripDetail(ctx, fresh ?? trip, 'owner');
  // Failed meanwhile (the pending retry met a supplier failure): nothing changed, try again.
  if (!detail.cancellation) throw new AppError('CancellationFailed');
  return { cancellation: detail.cancellation, trip: detail };
}
