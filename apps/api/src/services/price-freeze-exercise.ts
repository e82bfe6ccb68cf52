import { offerDisruptionAssistance, toDisruptionOffer } from './disruption-assistance';
import { randomUUID } from 'node:crypto';
import type { FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import type { FlightOffer } from '@wayfare/contracts/flights';
import type { FlightFreezeExerciseRequest } from '@wayfare/contracts/price-freeze';
import {
  computeFreezeExchange,
  computeFreezeExercise,
  isOwnExerciseFailure,
  type FreezeExercise,
} from '@wayfare/domain/price-freeze';
import type { PriceFreezeRecord } from '@wayfare/store/repositories/price-freezes-repository';
import type { QuoteRecord } from '@wayfare/store/repositories/quotes-repository';
import { AppError } from '../app-error';
import { offerCancelForAnyReason, toCfarOffer } from './cfar-offer';
import { offerChangeForAnyReason, toChfarOffer } from './change-for-any-reason';
import type { FreezeSettlementPorts, PriceFreezePorts } from './price-freeze-ports';
import { listOfferFareIds, readFrozenOffer } from './price-freeze-view';
import {
  expirePriceFreeze,
  findOwnFreeze,
  findSimilarFlights,
  priceFrozenFlights,
  refundFreezeFee,
  refuseUnusable,
  requireUsable,
} from './price-freeze-voucher';
import { QUOTE_TTL_MINUTES, signQuoteToken } from './quote-tokens';

/*
 * Exercising a price freeze into the one booking path (issue 17). Flights here; a hotel freeze's
 * quote is `hotel-price-freeze.ts`'s, and its booking takes the same claim and settlement hooks. The exercise is a flight
 * quote bound to its freeze (`quotes.price_freeze_id`), priced now with a `PriceFreeze` discount;
 * `POST /flights/book` books it like any quote. After the booking row exists and before anything
 * is charged, the booking claims the freeze by compare-and-set (Valid, not ended on the travel
 * clock, no other booking under way); the saga then moves it Exercised or Exchanged before the
 * booking is Confirmed, or, when the booking fails for a reason of ours, refunds the fee.
 */

export const FREEZE_EXERCISE_JOB = 'price-freeze-exercise';
/** When the settlement job looks at an exercise's booking, should its process stop midway. */
const SETTLEMENT_BACKSTOP_MS = 2 * 60_000;

export type FreezeUse = 'Exercised' | 'Exchanged';

/** What the traveller pays for an exercise now: the frozen flights' rule, or a similar flight's. */
export function priceFreezeUse(
  freeze: Pick<PriceFreezeRecord, 'frozenTotalMinor' | 'capPerPassengerMinor' | 'passengerCount'>,
  use: FreezeUse,
  currentMinor: number,
): FreezeExercise {
  return use === 'Exercised'
    ? computeFreezeExercise({
        frozenMinor: freeze.frozenTotalMinor,
        currentMinor,
        capMinor: freeze.capPerPassengerMinor * freeze.passengerCount,
      })
    : computeFreezeExchange({ frozenMinor: freeze.frozenTotalMinor, currentMinor });
}

/** The offer with the freeze's discount: `pricing.grandTotal` stays today's price. */
export function withFreezeDiscount(offer: FlightOffer, figures: FreezeExercise): FlightOffer {
  const { currency } = offer.pricing.grandTotal;
  return {
    ...offer,
    pricing: {
      ...offer.pricing,
      discount: {
        grandTotal: { amountMinor: figures.payMinor, currency },
        discountAmount: { amountMinor: figures.coveredMinor, currency },
        type: 'PriceFreeze',
      },
    },
  };
}

const sameFares = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The fares an exercise asks for, priced now: the frozen ones, or (only once they sold out) per
 * slice the frozen fare or one of that slice's similar flights.
 */
async function priceChosenFlights(
  ports: PriceFreezePorts,
  freeze: PriceFreezeRecord,
  fareIds: string[] | undefined,
): Promise<{ offer: FlightOffer; use: FreezeUse }> {
  const held = readFrozenOffer(freeze);
  const frozenFareIds = listOfferFareIds(held);
  const chosen = fareIds ?? frozenFareIds;
  if (chosen.length !== frozenFareIds.length)
    throw new AppError(
      'BookParamsFailed',
      `Name one fare for each of the ${frozenFareIds.length} frozen flights.`,
      'fareIds',
    );
  const frozenPrice = await priceFrozenFlights(ports, freeze);
  if (sameFares(chosen, frozenFareIds)) {
    if (frozenPrice.kind === 'priced') return { offer: frozenPrice.offer, use: 'Exercised' };
    const similar = await findSimilarFlights(ports, held);
    throw new AppError(
      similar.length > 0 ? 'SimilarFlightsPlusRefund' : 'Refund',
      undefined,
      'fareIds',
      { freezeId: freeze.id },
    );
  }
  if (frozenPrice.kind === 'priced')
    throw new AppError(
      'BookParamsFailed',
      'Your frozen flights are still on sale: the frozen price holds only for them.',
      'fareIds',
    );
  const similar = await findSimilarFlights(ports, held);
  const isOffered = chosen.every(
    (fareId, sliceIndex) =>
      fareId === frozenFareIds[sliceIndex] ||
      similar.some((f) => f.sliceIndex === sliceIndex && f.fareId === fareId),
  );
  if (!isOffered)
    throw new AppError(
      'BookParamsFailed',
      'Choose one of the similar flights offered for your frozen flights.',
      'fareIds',
    );
  const priced = await ports.flights.priceOffer(
    { tripType: held.tripType, passengers: held.passengers, fareIds: chosen },
    ports.clock.now(),
  );
  if (priced.ok) return { offer: priced.value, use: 'Exchanged' };
  if (priced.code === 'NoAvailability')
    throw new AppError('NoAvailability', priced.message, 'fareIds');
  throw new AppError('BookParamsFailed', priced.message, 'fareIds');
}

/**
 * POST /api/v0/flights/freeze/:freezeId/exercise: a flight quote of the frozen flights for exactly
 * the frozen passengers (or, after a sell-out, of the similar flights named), priced now, paying
 * what the freeze makes them cost (`pricing.discount`), held like the shop's quotes and bound to
 * the freeze: only booking this quote uses it.
 */
export async function exerciseFlightFreeze(
  ports: PriceFreezePorts,
  actor: { userId: string; tenant: string },
  freezeId: string,
  body: FlightFreezeExerciseRequest,
): Promise<FlightQuoteResponse> {
  const freeze = await findOwnFreeze(ports, actor.userId, freezeId);
  requireUsable(freeze, ports.travelClock.now());
  const refusal = await ports.supplierCalls.refusal('flight', 'quote');
  if (refusal)
    throw new AppError('ProviderError', undefined, undefined, { supplierFault: refusal.kind });
  const { offer, use } = await priceChosenFlights(ports, freeze, body.fareIds);
  const figures = priceFreezeUse(freeze, use, offer.pricing.grandTotal.amountMinor);
  const discounted = withFreezeDiscount(offer, figures);
  const now = ports.clock.now();
  const expiresAt = new Date(now.getTime() + QUOTE_TTL_MINUTES * 60_000);
  const quote: QuoteRecord = {
    id: `q_${randomUUID()}`,
    userId: actor.userId,
    tenant: actor.tenant,
    vertical: 'flights',
    offer: discounted,
    totalMinor: figures.payMinor,
    currency: offer.pricing.grandTotal.currency,
    createdAt: now,
    expiresAt,
    priceFreezeId: freeze.id,
    priceFreezeUse: use,
    // Cancel for any reason covers what is paid with the freeze (issue 18).
    cfarOffer: offerCancelForAnyReason(freeze.tenant, discounted, ports.travelClock.now()),
    chfarOffer: offerChangeForAnyReason(freeze.tenant, discounted, ports.travelClock.now()),
    disruptionOffer: offerDisruptionAssistance(freeze.tenant, discounted, ports.travelClock.now()),
  };
  await ports.repos.quotes.create(quote);
  return {
    quoteId: quote.id,
    quoteToken: signQuoteToken(ports.quoteSigningSecret, quote.id, expiresAt),
    expiresAt: expiresAt.toISOString(),
    offer: discounted,
    priceFreeze: { priceFreezeId: freeze.id, use },
    cancelForAnyReason: quote.cfarOffer
      ? toCfarOffer(freeze.tenant, quote.cfarOffer, offer.pricing.grandTotal.currency)
      : null,
    changeForAnyReason: quote.chfarOffer
      ? toChfarOffer(freeze.tenant, quote.chfarOffer, offer.pricing.grandTotal.currency)
      : null,
    disruptionAssistance: quote.disruptionOffer
      ? toDisruptionOffer(freeze.tenant, quote.disruptionOffer, offer.pricing.grandTotal.currency)
      : null,
  };
}

/**
 * Booking an exercise quote, before the row exists: the person's own freeze, still usable (a
 * used, refunded or ended one is refused with BookParamsFailed before anything is charged).
 */
export async function readExercisableFreeze(
  ports: Pick<FreezeSettlementPorts, 'travelClock'> & {
    repos: Pick<FreezeSettlementPorts['repos'], 'priceFreezes'>;
  },
  userId: string,
  freezeId: string,
  product: PriceFreezeRecord['product'] = 'flight',
): Promise<PriceFreezeRecord> {
  const freeze = await ports.repos.priceFreezes.findForUser(freezeId, userId);
  if (!freeze || freeze.product !== product)
    throw new AppError('BookParamsFailed', 'We could not find this price freeze.', 'quoteToken');
  requireUsable(freeze, ports.travelClock.now());
  return freeze;
}

/**
 * The booking takes the freeze (compare-and-set), after its row exists and before its saga
 * charges anything; a durable job settles the freeze should this process stop before the saga
 * does. Answers the refusal when another booking has it or it can no longer be used.
 */
export async function claimFreezeForBooking(
  ports: FreezeSettlementPorts,
  freezeId: string,
  bookingId: string,
): Promise<AppError | null> {
  const now = ports.travelClock.now();
  const claimed = await ports.repos.priceFreezes.claimForBooking(freezeId, bookingId, now);
  if (claimed) {
    await ports.jobRunner.schedule({
      kind: FREEZE_EXERCISE_JOB,
      key: `${FREEZE_EXERCISE_JOB}:${bookingId}`,
      payload: { bookingId },
      runAt: new Date(ports.clock.now().getTime() + SETTLEMENT_BACKSTOP_MS),
    });
    return null;
  }
  const current = await ports.repos.priceFreezes.findById(freezeId);
  if (!current) throw new Error(`price freeze ${freezeId} vanished`);
  return (
    refuseUnusable(current, now) ??
    new AppError(
      'DuplicateBooking',
      'This price freeze is being used for another booking right now. Check your trips.',
      'quoteToken',
    )
  );
}

/** An exercise's booking, as its freeze's settlement reads it (a stay's has no flight offer). */
export interface ExerciseBooking {
  id: string;
  priceFreezeId: string | null;
  offer?: Record<string, unknown>;
  errorCode: string | null;
}

/**
 * The booking is about to be Confirmed (after capture): its freeze moves Valid → Exercised, or
 * Exchanged for a similar flight, by compare-and-set on its claim. Idempotent: the sweep repeats
 * it when a process stopped before the confirmation.
 */
export async function completeFreezeExercise(
  ports: FreezeSettlementPorts,
  booking: ExerciseBooking,
): Promise<void> {
  if (!booking.priceFreezeId) return;
  const freeze = await ports.repos.priceFreezes.findById(booking.priceFreezeId);
  if (freeze?.exerciseBookingId !== booking.id || freeze.state !== 'Valid') return;
  // A hotel freeze holds only its own rate and dates: always Exercised.
  const use: FreezeUse =
    freeze.product === 'hotel' ||
    !booking.offer ||
    sameFares(
      listOfferFareIds(readFrozenOffer({ offer: booking.offer })),
      listOfferFareIds(readFrozenOffer(freeze)),
    )
      ? 'Exercised'
      : 'Exchanged';
  await ports.repos.priceFreezes.transition(
    freeze.id,
    'Valid',
    use,
    ports.clock.now(),
    {},
    booking.id,
  );
}

/**
 * The booking failed (compensated, nothing charged): when the failure is ours (supplier, timeout,
 * seats gone in our checkout: `isOwnExerciseFailure`), the freeze's fee goes back at once, with a
 * line on the voucher and an e-mail; otherwise the freeze stays usable and, if its end came while
 * the booking held it, ends now. Idempotent: the settlement job repeats it.
 */
export async function settleFailedExercise(
  ports: FreezeSettlementPorts,
  booking: ExerciseBooking,
): Promise<void> {
  if (!booking.priceFreezeId) return;
  const freeze = await ports.repos.priceFreezes.findById(booking.priceFreezeId);
  if (freeze?.exerciseBookingId !== booking.id || freeze.state !== 'Valid') return;
  if (!isOwnExerciseFailure(booking.errorCode)) {
    await expirePriceFreeze(ports, freeze.id);
    return;
  }
  try {
    await refundFreezeFee(ports, freeze, 'ExerciseFailed', booking.id);
  } catch (error) {
    // Another booking took the freeze in the meantime (the failed one no longer holds it).
    if (!(error instanceof AppError)) throw error;
  }
}

/**
 * The settlement job (one per exercise's booking, after SETTLEMENT_BACKSTOP_MS): repeats what the
 * saga's end does for the freeze, should the process have stopped in between. A booking still
 * under way is looked at again later (the job retries); one held for an approver is settled by
 * the approver's decision.
 */
export async function settleFreezeExercise(
  ports: FreezeSettlementPorts & {
    repos: {
      flightBookings: { findById(id: string): Promise<FlightBookingLike | null> };
      hotelBookings: { findById(id: string): Promise<FlightBookingLike | null> };
    };
  },
  bookingId: string,
): Promise<void> {
  // Stays' booking ids start `hb_` (booking-service.ts), flights' `fb_`.
  const booking = bookingId.startsWith('hb_')
    ? await ports.repos.hotelBookings.findById(bookingId)
    : await ports.repos.flightBookings.findById(bookingId);
  if (!booking?.priceFreezeId) return;
  if (booking.status === 'Confirmed' || booking.status === 'Cancelled')
    await completeFreezeExercise(ports, booking);
  else if (booking.status === 'Failed') await settleFailedExercise(ports, booking);
  else if (booking.status === 'Pending')
    throw new Error(`booking ${bookingId} is still under way; its freeze is settled later`);
}

type FlightBookingLike = ExerciseBooking & { status: string };
