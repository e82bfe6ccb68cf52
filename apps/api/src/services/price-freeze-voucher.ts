import { CabinClassSchema, type CabinClass, type FlightOffer } from '@wayfare/contracts/flights';
import type {
  FlightFreezeExerciseQuote,
  FlightFreezeVoucher,
  PriceFreezeVoucher,
  SimilarFlight,
} from '@wayfare/contracts/price-freeze';
import { computeFreezeExercise, freezeActivity } from '@wayfare/domain/price-freeze';
import type {
  PriceFreezeRecord,
  PriceFreezeRefundLine,
} from '@wayfare/store/repositories/price-freezes-repository';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import { AppError } from '../app-error';
import {
  renderHotelFreezeExpiryEmail,
  renderHotelFreezeRefundEmail,
  toHotelFreezeVoucher,
} from './hotel-price-freeze-view';
import { createPaymentProvider } from './payments';
import type {
  FreezeSettlementPorts,
  PriceFreezeJobPorts,
  PriceFreezePorts,
} from './price-freeze-ports';
import {
  amountFromEach,
  amountFromTotal,
  listFeePayments,
  listOfferFareIds,
  readFrozenOffer,
  renderFreezeExpiryEmail,
  renderFreezeRefundEmail,
  toFlightFreezeVoucher,
  toMoney,
} from './price-freeze-view';

/**
 * A price-freeze voucher after its purchase (issue 17): listed and read with today's figures,
 * priced for exercise, refunded, and ended by its expiry job at the exact hour.
 */

export const FREEZE_EXPIRY_JOB = 'price-freeze-expiry';
export const FREEZE_REFUND_JOB = 'price-freeze-refund';
/** Similar flights offered per slice when the frozen ones sold out. */
const SIMILAR_FLIGHTS_PER_SLICE = 5;

/** Schedules the freeze's end: one durable job per freeze, due on the travel clock. */
export async function scheduleFreezeExpiry(
  ports: Pick<PriceFreezePorts, 'jobRunner'>,
  freeze: PriceFreezeRecord,
): Promise<void> {
  await ports.jobRunner.schedule({
    kind: FREEZE_EXPIRY_JOB,
    key: `${FREEZE_EXPIRY_JOB}:${freeze.id}`,
    payload: { freezeId: freeze.id },
    runAt: freeze.expiresAt,
    clock: 'travel',
  });
}

/** A voucher of either product as of `now`, with today's price of what it froze when known. */
export function toFreezeVoucher(
  row: PriceFreezeRecord,
  now: Date,
  currentMinor: number | null,
): PriceFreezeVoucher {
  return row.product === 'hotel'
    ? toHotelFreezeVoucher(row, now, currentMinor)
    : toFlightFreezeVoucher(row, now, currentMinor);
}

const renderExpiryEmail = (row: PriceFreezeRecord, now: Date): OutboxMessage =>
  row.product === 'hotel'
    ? renderHotelFreezeExpiryEmail(row, now)
    : renderFreezeExpiryEmail(row, now);

const renderRefundEmail = (row: PriceFreezeRecord, now: Date): OutboxMessage =>
  row.product === 'hotel'
    ? renderHotelFreezeRefundEmail(row, now)
    : renderFreezeRefundEmail(row, now);

/**
 * The expiry job (either product): Valid → Expired once its end has come (compare-and-set; later
 * runs do nothing), and the traveller is told, with a link to freeze again at today's price. A
 * booking exercising the freeze holds the expiry off; when that booking fails, its settlement
 * ends it here.
 */
export async function expirePriceFreeze(
  ports: PriceFreezeJobPorts,
  freezeId: string,
): Promise<boolean> {
  const expired = await ports.repos.priceFreezes.expire(freezeId, ports.travelClock.now());
  if (!expired) return false;
  await ports.repos.emailOutbox.enqueue(renderExpiryEmail(expired, ports.clock.now()));
  ports.emailSender.kick();
  return true;
}

type FareSetPrice = { kind: 'priced'; offer: FlightOffer } | { kind: 'soldOut' };

/** Today's price of the frozen flights for the frozen passengers, or that they no longer sell. */
export async function priceFrozenFlights(
  ports: PriceFreezePorts,
  freeze: PriceFreezeRecord,
): Promise<FareSetPrice> {
  const held = readFrozenOffer(freeze);
  const priced = await ports.flights.priceOffer(
    { tripType: held.tripType, passengers: held.passengers, fareIds: listOfferFareIds(held) },
    ports.clock.now(),
  );
  if (priced.ok) return { kind: 'priced', offer: priced.value };
  if (priced.code === 'NoAvailability') return { kind: 'soldOut' };
  throw new AppError('GenericFailed', priced.message);
}

export const isUsable = (freeze: PriceFreezeRecord, now: Date) =>
  freeze.state === 'Valid' && freezeActivity(freeze.expiresAt, now) === 'IsActive';

/** A flight voucher with today's price when it can still be used; others as they ended. */
export async function viewFlightVoucher(
  ports: PriceFreezePorts,
  freeze: PriceFreezeRecord,
): Promise<FlightFreezeVoucher> {
  const now = ports.travelClock.now();
  if (!isUsable(freeze, now)) return toFlightFreezeVoucher(freeze, now, null);
  const price = await priceFrozenFlights(ports, freeze);
  return toFlightFreezeVoucher(
    freeze,
    now,
    price.kind === 'priced' ? price.offer.pricing.grandTotal.amountMinor : null,
  );
}

/** The person's own voucher (bought) of the product (flight unless told); NotFound otherwise. */
export async function findOwnFreeze(
  ports: Pick<PriceFreezePorts, 'repos'>,
  userId: string,
  freezeId: string,
  product: PriceFreezeRecord['product'] | 'any' = 'flight',
): Promise<PriceFreezeRecord> {
  const row = await ports.repos.priceFreezes.findForUser(freezeId, userId);
  if (
    !row ||
    (product !== 'any' && row.product !== product) ||
    row.state === 'Pending' ||
    row.state === 'Failed'
  )
    throw new AppError('NotFound');
  return row;
}

/** Refuses a voucher that can no longer be used (spec §8 exercise: book params failed). */
export function requireUsable(freeze: PriceFreezeRecord, now: Date): void {
  const refusal = refuseUnusable(freeze, now);
  if (refusal) throw refusal;
}

/** Why a voucher can no longer be used (spec §8 exercise: book params failed); null if it can. */
export function refuseUnusable(freeze: PriceFreezeRecord, now: Date): AppError | null {
  if (isUsable(freeze, now)) return null;
  return new AppError(
    'BookParamsFailed',
    freeze.state === 'Valid'
      ? 'This price freeze has ended. Freeze the price again to hold today’s price.'
      : 'This price freeze can no longer be used.',
    'freezeId',
    { state: freeze.state, activity: freezeActivity(freeze.expiresAt, now) },
  );
}

const cabinRank = (cabin: CabinClass) => CabinClassSchema.options.indexOf(cabin);

/**
 * Flights like the frozen ones when they sold out (issue 17): per slice, the same airports on the
 * same day, in the same or a better cabin, cheapest first; the frozen fare itself is left out.
 */
export async function findSimilarFlights(
  ports: PriceFreezePorts,
  held: FlightOffer,
): Promise<SimilarFlight[]> {
  const frozenFareIds = new Set(listOfferFareIds(held));
  const found = await ports.flights.searchFlights(
    {
      tripType: held.tripType,
      slices: held.slices.map((s) => ({
        origin: s.origin,
        destination: s.destination,
        departureDate: s.departureTime.slice(0, 10),
      })),
      passengers: held.passengers,
      maxStops: 2,
      excludeLowCostCarriers: false,
    },
    ports.clock.now(),
  );
  if (!found.ok) return [];
  return found.value.slices.flatMap((slice) => {
    const frozen = held.slices[slice.sliceIndex];
    const minRank = cabinRank(frozen?.fares[0]?.cabinClass ?? 'Economy');
    const options = slice.itineraries.flatMap((it) => {
      const fare = it.fares
        .filter((f) => cabinRank(f.cabinClass) >= minRank && !frozenFareIds.has(f.fareId))
        .sort((a, b) => a.pricing.grandTotal.amountMinor - b.pricing.grandTotal.amountMinor)[0];
      if (!fare || fare.seatsRemaining <= 0) return [];
      return [{ it, fare }];
    });
    return options
      .sort((a, b) => a.fare.pricing.grandTotal.amountMinor - b.fare.pricing.grandTotal.amountMinor)
      .slice(0, SIMILAR_FLIGHTS_PER_SLICE)
      .map(({ it, fare }) => ({
        sliceIndex: slice.sliceIndex,
        itineraryId: it.itineraryId,
        fareId: fare.fareId,
        cabinClass: fare.cabinClass,
        fareName: fare.fareName,
        departureTime: it.departureTime,
        arrivalTime: it.arrivalTime,
        stops: it.stops,
        segments: it.segments.map((g) => ({
          flightInstanceId: g.flightInstanceId,
          marketingAirline: g.marketingAirline,
          origin: g.origin.code,
          destination: g.destination.code,
          departureTime: g.departureTime,
          arrivalTime: g.arrivalTime,
        })),
      }));
  });
}

/**
 * POST /api/v0/flights/freeze/:freezeId/exercise/quote: what the traveller pays today for the
 * frozen flights and passengers (the lower of today's and the frozen price, plus what today's
 * exceeds it by beyond the cap); when they sold out, similar flights at the frozen price, or only
 * the fee back when there are none.
 */
export async function priceFlightFreezeExercise(
  ports: PriceFreezePorts,
  userId: string,
  freezeId: string,
): Promise<FlightFreezeExerciseQuote> {
  const freeze = await findOwnFreeze(ports, userId, freezeId);
  requireUsable(freeze, ports.travelClock.now());
  const refusal = await ports.supplierCalls.refusal('flight', 'quote');
  if (refusal)
    throw new AppError('ProviderError', undefined, undefined, { supplierFault: refusal.kind });
  const count = freeze.passengerCount;
  const { currency } = freeze;
  const frozen = amountFromTotal(freeze.frozenTotalMinor, count, currency);
  const price = await priceFrozenFlights(ports, freeze);
  if (price.kind === 'soldOut') {
    const similarFlights = await findSimilarFlights(ports, readFrozenOffer(freeze));
    return {
      outcome: 'SoldOut',
      freezeId: freeze.id,
      code: similarFlights.length > 0 ? 'SimilarFlightsPlusRefund' : 'Refund',
      frozen,
      similarFlights,
      refund: toMoney(freeze.feeTotalMinor, currency),
    };
  }
  const currentMinor = price.offer.pricing.grandTotal.amountMinor;
  const figures = computeFreezeExercise({
    frozenMinor: freeze.frozenTotalMinor,
    currentMinor,
    capMinor: freeze.capPerPassengerMinor * count,
  });
  return {
    outcome: 'Available',
    freezeId: freeze.id,
    frozen,
    currentSelling: amountFromTotal(currentMinor, count, currency),
    cap: amountFromEach(freeze.capPerPassengerMinor, count, currency),
    fareOverCap: figures.isOverCap,
    exercise: {
      pay: toMoney(figures.payMinor, currency),
      covered: toMoney(figures.coveredMinor, currency),
      overCap: toMoney(figures.overCapMinor, currency),
    },
  };
}

/**
 * POST /api/v0/trips/freezes/:freezeId/refund: the fee back to where it came from when the frozen
 * flights sold out and no similar flight is taken (issue 17). Valid → Refunded by compare-and-set
 * with its refund lines; the money moves after it, each keyed by the freeze (a retry gives back
 * once), and a durable job repeats them should this process stop in between. A refunded voucher
 * asked again answers as it stands.
 */
export async function refundFlightFreeze(
  ports: PriceFreezePorts,
  userId: string,
  freezeId: string,
): Promise<PriceFreezeVoucher> {
  const freeze = await findOwnFreeze(ports, userId, freezeId);
  const now = ports.travelClock.now();
  if (freeze.state === 'Refunded') return toFreezeVoucher(freeze, now, null);
  requireUsable(freeze, now);
  if ((await priceFrozenFlights(ports, freeze)).kind === 'priced')
    throw new AppError(
      'BookParamsFailed',
      'The frozen flights are still on sale: book them with your freeze, or let it run out.',
      'freezeId',
    );
  return refundFreezeFee(ports, freeze, 'SoldOut');
}

/**
 * Valid → Refunded with its lines, then the money back and the e-mail (see refundFlightFreeze).
 * `heldBy`: the booking that claimed the freeze to exercise it (its failure is ours); null when no
 * booking may hold it.
 */
export async function refundFreezeFee(
  ports: FreezeSettlementPorts,
  freeze: PriceFreezeRecord,
  reason: 'SoldOut' | 'ExerciseFailed',
  heldBy: string | null = null,
): Promise<PriceFreezeVoucher> {
  const now = ports.travelClock.now();
  const refunds: PriceFreezeRefundLine[] = listFeePayments(freeze).map((p) => ({
    reason,
    source: p.source,
    amountMinor: p.amountMinor,
    refundedAt: now.toISOString(),
  }));
  await ports.jobRunner.schedule({
    kind: FREEZE_REFUND_JOB,
    key: `${FREEZE_REFUND_JOB}:${freeze.id}`,
    payload: { freezeId: freeze.id },
    runAt: new Date(ports.clock.now().getTime() + 60_000),
  });
  const refunded = await ports.repos.priceFreezes.transition(
    freeze.id,
    'Valid',
    'Refunded',
    ports.clock.now(),
    { refunds },
    heldBy,
  );
  if (!refunded) {
    const current = await ports.repos.priceFreezes.findById(freeze.id);
    if (current?.state === 'Refunded') return toFreezeVoucher(current, now, null);
    throw new AppError('BookParamsFailed', 'This price freeze can no longer be used.', 'freezeId');
  }
  await settleFreezeRefund(ports, freeze.id);
  return toFreezeVoucher(refunded, now, null);
}

/**
 * A refunded freeze's money back, each move once: the card's capture refunded, rewards and wallet
 * credit returned under the freeze's ledger keys, the e-mail queued under its id. The refund job
 * runs it too; a freeze that is not Refunded is left alone.
 */
export async function settleFreezeRefund(
  ports: PriceFreezeJobPorts,
  freezeId: string,
): Promise<void> {
  const freeze = await ports.repos.priceFreezes.findById(freezeId);
  if (freeze?.state !== 'Refunded') return;
  const { bookingLedger } = ports.repos;
  if (freeze.authorizationId && freeze.cardMinor > 0)
    await createPaymentProvider(ports).refund(freeze.authorizationId, freeze.cardMinor);
  if (freeze.rewardsMinor > 0 && freeze.rewardsAccountReferenceId)
    await bookingLedger.moveRewards(
      freeze.rewardsAccountReferenceId,
      freeze.id,
      'refund',
      freeze.rewardsMinor,
    );
  if (freeze.walletCreditMinor > 0 && freeze.walletCreditId)
    await bookingLedger.moveWalletCredit(
      freeze.walletCreditId,
      freeze.id,
      'refund',
      freeze.walletCreditMinor,
    );
  await ports.repos.emailOutbox.enqueue(renderRefundEmail(freeze, ports.clock.now()));
  ports.emailSender.kick();
}
