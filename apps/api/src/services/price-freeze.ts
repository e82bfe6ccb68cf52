import { createHash, randomUUID } from 'node:crypto';
import { isErrorCode, type ErrorCode } from '@wayfare/contracts/errors';
import type { FlightOffer } from '@wayfare/contracts/flights';
import type {
  FlightFreezeOffer,
  FlightFreezeOfferRequest,
  FlightFreezePurchaseRequest,
  FlightFreezeVoucher,
} from '@wayfare/contracts/price-freeze';
import type { Tenant } from '@wayfare/contracts/tenant';
import { priceFreezeFee } from '@wayfare/domain/freeze-pricing';
import { freezeExpiresAt } from '@wayfare/domain/price-freeze';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import type { RewardsAccountRecord } from '@wayfare/store/repositories/rewards-repository';
import type {
  PriceFreezeOfferRecord,
  PriceFreezeRecord,
} from '@wayfare/store/repositories/price-freezes-repository';
import { AppError } from '../app-error';
import { checkCardDeclines, planBookingPayment, recordCardDecline } from './booking-payment';
import { collectFareHistory } from './flight-shop';
import { createPaymentProvider } from './payments';
import type { PriceFreezePorts } from './price-freeze-ports';
import {
  amountFromEach,
  amountFromTotal,
  countFreezePassengers,
  describeFrozenFlights,
  listOfferFareIds,
  perPassengerMinor,
  readFrozenOffer,
  renderFreezePurchaseEmail,
  toFlightFreezeVoucher,
} from './price-freeze-view';
import { scheduleFreezeExpiry } from './price-freeze-voucher';

export type { PriceFreezePorts } from './price-freeze-ports';

/**
 * Price freeze for flights (issue 17): an offer from a fare set the shop showed, priced from the
 * route's fare history (`priceFreezeFee`), and its purchase, paid like a booking.
 */

/** How long an offer's price and fees are honoured. */
export const FREEZE_OFFER_TTL_MINUTES = 30;

/** A fee failure while charging: the catalogue code, answered at the payment's field. */
class FeeChargeFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly field: string,
  ) {
    super(code);
  }
}

/** The fare set priced now, or the spec §8 purchase code saying why not. */
async function priceFareSet(
  ports: PriceFreezePorts,
  request: FlightFreezeOfferRequest,
  failure: ErrorCode,
): Promise<FlightOffer> {
  const refusal = await ports.supplierCalls.refusal('flight', 'quote');
  if (refusal) throw new AppError(failure, undefined, undefined, { supplierFault: refusal.kind });
  const priced = await ports.flights.priceOffer(request, ports.clock.now());
  if (priced.ok) return priced.value;
  if (priced.code === 'NoAvailability')
    throw new AppError('NoAvailability', priced.message, 'fareIds');
  throw new AppError('BookParamsFailed', priced.message, 'fareIds');
}

/**
 * Makes and stores an offer for a priced fare set: each length of the tenant's terms that ends
 * before the first flight leaves, with its fee per passenger from the route's fare history.
 */
async function makeOffer(
  ports: PriceFreezePorts,
  actor: { userId: string; tenant: Tenant },
  offer: FlightOffer,
): Promise<PriceFreezeOfferRecord> {
  const terms = protectionTermsFor(actor.tenant);
  const flightTerms = terms.priceFreeze.flight;
  const total = offer.pricing.grandTotal;
  if (total.currency !== terms.currency)
    throw new AppError('CustomOfferGenerationFailed', undefined, 'fareIds');
  const count = countFreezePassengers(offer.passengers);
  const now = ports.clock.now();
  const purchasedAt = ports.travelClock.now();
  const departsAt = Date.parse(offer.slices[0]?.segments[0]?.zonedDepartureTime ?? '');
  const lengths = flightTerms.lengthOptionsHours.filter(
    (hours) =>
      hours <= flightTerms.windowHours && freezeExpiresAt(purchasedAt, hours).getTime() < departsAt,
  );
  if (lengths.length === 0)
    throw new AppError(
      'CustomOfferGenerationFailed',
      'These flights leave too soon to freeze their price.',
      'fareIds',
    );
  // The history is of whole-trip totals for the search's passengers: per passenger, like the fee.
  const { today, history } = await collectFareHistory(ports, {
    tripType: offer.tripType,
    slices: offer.slices.map((s) => ({
      origin: s.origin,
      destination: s.destination,
      departureDate: s.departureTime.slice(0, 10),
    })),
    passengers: offer.passengers,
    maxStops: 2,
    excludeLowCostCarriers: false,
  });
  const perPassengerHistory = history.map((h) => ({
    observedOn: h.observedOn,
    lowestMinor: perPassengerMinor(h.lowestMinor, count),
  }));
  // A length whose risk needs a fee above the terms' maximum is not sold: at the maximum it would
  // be expected to lose money (docs/price-freeze-pricing.md).
  const options = lengths.flatMap((durationHours) => {
    const quote = priceFreezeFee({
      history: perPassengerHistory,
      currentMinor: perPassengerMinor(total.amountMinor, count),
      today,
      departureDate: offer.slices[0]?.departureTime.slice(0, 10) ?? today,
      durationHours,
      capMinor: flightTerms.capMinor,
      bounds: flightTerms.feeMinor,
      product: 'flight',
    });
    return quote.isOffered ? [{ durationHours, feePerPassengerMinor: quote.feeMinor }] : [];
  });
  if (options.length === 0)
    throw new AppError(
      'CustomOfferGenerationFailed',
      'The price of these flights moves too much to freeze it now.',
      'fareIds',
    );
  const record: PriceFreezeOfferRecord = {
    id: `pfo_${randomUUID().replaceAll('-', '')}`,
    userId: actor.userId,
    tenant: actor.tenant,
    product: 'flight',
    offer,
    passengerCount: count,
    frozenTotalMinor: total.amountMinor,
    capPerPassengerMinor: flightTerms.capMinor,
    currency: total.currency,
    options,
    createdAt: now,
    expiresAt: new Date(now.getTime() + FREEZE_OFFER_TTL_MINUTES * 60_000),
  };
  await ports.repos.priceFreezes.createOffer(record);
  return record;
}

/** An offer as the overview and customize pages show it (lengths end from `purchasedAt`). */
function toFreezeOfferView(record: PriceFreezeOfferRecord, purchasedAt: Date): FlightFreezeOffer {
  const offer = readFrozenOffer(record);
  const count = record.passengerCount;
  return {
    offerId: record.id,
    offerExpiresAt: record.expiresAt.toISOString(),
    flights: describeFrozenFlights(offer),
    frozen: amountFromTotal(record.frozenTotalMinor, count, record.currency),
    cap: amountFromEach(record.capPerPassengerMinor, count, record.currency),
    options: record.options.map((o) => ({
      durationHours: o.durationHours,
      fee: amountFromEach(o.feePerPassengerMinor, count, record.currency),
      expiresAt: freezeExpiresAt(purchasedAt, o.durationHours).toISOString(),
    })),
  };
}

/** POST /api/v0/flights/freeze/offer: a freeze offer for the fare set the shop showed. */
export async function offerFlightFreeze(
  ports: PriceFreezePorts,
  actor: { userId: string; tenant: Tenant },
  request: FlightFreezeOfferRequest,
): Promise<FlightFreezeOffer> {
  const offer = await priceFareSet(ports, request, 'CustomOfferGenerationFailed');
  const record = await makeOffer(ports, actor, offer);
  return toFreezeOfferView(record, ports.travelClock.now());
}

/** GET /api/v0/flights/freeze/offer/:offerId: the person's own offer, as it was made. */
export async function readFlightFreezeOffer(
  ports: PriceFreezePorts,
  userId: string,
  offerId: string,
): Promise<FlightFreezeOffer> {
  const record = await ports.repos.priceFreezes.findOfferForUser(offerId, userId);
  if (!record || record.product !== 'flight') throw new AppError('NotFound');
  return toFreezeOfferView(record, ports.travelClock.now());
}

/** Who buys a freeze: the booking path's actor (rewards accounts for the payment split). */
export interface FreezeBuyer {
  userId: string;
  tenant: Tenant;
  accounts: RewardsAccountRecord[];
}

export const hashFreezeRequest = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * A freeze found under the same request key (either product): the same body answers it, as it
 * stands; another body, or a purchase that failed or is still under way, is refused.
 */
export function replayFreezeRow(row: PriceFreezeRecord, requestHash: string): PriceFreezeRecord {
  if (row.requestHash !== requestHash) throw new AppError('IdempotencyKeyReused');
  if (row.state === 'Failed')
    throw new AppError(isErrorCode(row.errorCode) ? row.errorCode : 'GenericFailed');
  if (row.state === 'Pending')
    throw new AppError(
      'DuplicateBooking',
      'This price freeze is being bought right now. Check your trips in a moment.',
    );
  return row;
}

function replayFreeze(
  ports: PriceFreezePorts,
  row: PriceFreezeRecord,
  requestHash: string,
): FlightFreezeVoucher {
  return toFlightFreezeVoucher(replayFreezeRow(row, requestHash), ports.travelClock.now(), null);
}

/**
 * Spec §8 `FrozenPriceIncreased` / `FrozenPriceDecreased` at purchase, either product: the price
 * moved since the offer, so a new offer is made and named in `details` with its fee for the
 * chosen length (per passenger or per room), for the page to ask again.
 */
export function frozenPriceMoved(
  record: PriceFreezeOfferRecord,
  fresh: PriceFreezeOfferRecord,
  moved: {
    currentMinor: number;
    durationHours: number;
    feeDetail: 'feePerPassengerMinor' | 'feePerRoomMinor';
    message?: string;
  },
): AppError {
  const rose = moved.currentMinor > record.frozenTotalMinor;
  const option =
    fresh.options.find((o) => o.durationHours === moved.durationHours) ?? fresh.options[0];
  return new AppError(
    rose ? 'FrozenPriceIncreased' : 'FrozenPriceDecreased',
    moved.message,
    'offerId',
    {
      offerId: fresh.id,
      previousFrozenTotalMinor: record.frozenTotalMinor,
      frozenTotalMinor: fresh.frozenTotalMinor,
      durationHours: option?.durationHours ?? moved.durationHours,
      [moved.feeDetail]: option?.feePerPassengerMinor ?? 0,
      currency: fresh.currency,
    },
  );
}

/**
 * The offer a purchase names, priced again now. When the fare set's price moved since the offer,
 * a new offer is made and the purchase answers FrozenPriceIncreased or FrozenPriceDecreased with
 * it (its id, the new frozen total and fee), so the person is asked again with the new fee.
 */
async function admitOffer(
  ports: PriceFreezePorts,
  buyer: FreezeBuyer,
  body: FlightFreezePurchaseRequest,
): Promise<{ record: PriceFreezeOfferRecord; feePerPassengerMinor: number }> {
  let record: PriceFreezeOfferRecord;
  if ('offerId' in body) {
    const found = await ports.repos.priceFreezes.findOfferForUser(body.offerId, buyer.userId);
    if (!found || found.product !== 'flight')
      throw new AppError('BookParamsFailed', 'We could not find that freeze offer.', 'offerId');
    if (found.expiresAt.getTime() <= ports.clock.now().getTime())
      throw new AppError(
        'ExpiredQuoteToken',
        'This freeze offer has expired. Ask for a new one.',
        'offerId',
      );
    record = found;
  } else {
    const { durationHours: _d, payment: _p, ...fareSet } = body;
    record = await makeOffer(ports, buyer, await priceFareSet(ports, fareSet, 'GenericFailed'));
  }
  const option = record.options.find((o) => o.durationHours === body.durationHours);
  if (!option)
    throw new AppError(
      'BookParamsFailed',
      `Choose one of the lengths offered: ${record.options.map((o) => o.durationHours).join(', ')} hours.`,
      'durationHours',
    );
  const held = readFrozenOffer(record);
  const fareSet = {
    tripType: held.tripType,
    passengers: held.passengers,
    fareIds: listOfferFareIds(held),
  };
  const current = await priceFareSet(ports, fareSet, 'GenericFailed');
  const currentMinor = current.pricing.grandTotal.amountMinor;
  if (currentMinor !== record.frozenTotalMinor) {
    throw frozenPriceMoved(record, await makeOffer(ports, buyer, current), {
      currentMinor,
      durationHours: body.durationHours,
      feeDetail: 'feePerPassengerMinor',
    });
  }
  return { record, feePerPassengerMinor: option.feePerPassengerMinor };
}

/**
 * POST /api/v0/flights/freeze: buys a freeze. The same Idempotency-Key answers the same freeze
 * (charged once), and an offer is bought once (the unique index on live freezes of an offer
 * decides between concurrent requests). The fee is paid like a booking (wallet credit, rewards,
 * card: `planBookingPayment`), charged under the freeze's id, and the voucher is Valid until
 * `durationHours` from now on the travel clock, when its expiry job ends it.
 */
export async function buyFlightFreeze(
  ports: PriceFreezePorts,
  buyer: FreezeBuyer,
  idempotencyKey: string,
  body: FlightFreezePurchaseRequest,
): Promise<{ created: boolean; voucher: FlightFreezeVoucher }> {
  const requestHash = hashFreezeRequest(body);
  const existing = await ports.repos.priceFreezes.findByKey(buyer.userId, idempotencyKey);
  if (existing) return { created: false, voucher: replayFreeze(ports, existing, requestHash) };

  const { record, feePerPassengerMinor } = await admitOffer(ports, buyer, body);
  const bought = await payForFreeze(ports, buyer, {
    idempotencyKey,
    requestHash,
    record,
    durationHours: body.durationHours,
    feePerPassengerMinor,
    payment: body.payment,
    renderEmail: renderFreezePurchaseEmail,
  });
  if (!bought.created)
    return { created: false, voucher: replayFreeze(ports, bought.freeze, requestHash) };
  const valid = bought.freeze;
  return {
    created: true,
    voucher: toFlightFreezeVoucher(valid, valid.purchasedAt, valid.frozenTotalMinor),
  };
}

/** What paying for a freeze of an admitted offer takes (either product). */
export interface FreezePayment {
  idempotencyKey: string;
  requestHash: string;
  record: PriceFreezeOfferRecord;
  durationHours: number;
  /** Per passenger or per room. */
  feePerPassengerMinor: number;
  payment: FlightFreezePurchaseRequest['payment'];
  renderEmail: (row: PriceFreezeRecord, now: Date) => OutboxMessage;
}

/**
 * Inserts the freeze Pending (once per request key and per live offer), charges its fee, moves it
 * Valid, schedules its expiry and queues the product's e-mail. `created` false: the row that holds
 * the place under the same key (the caller replays it).
 */
export async function payForFreeze(
  ports: PriceFreezePorts,
  buyer: FreezeBuyer,
  input: FreezePayment,
): Promise<{ created: boolean; freeze: PriceFreezeRecord }> {
  const { record, idempotencyKey, feePerPassengerMinor } = input;
  const feeTotalMinor = feePerPassengerMinor * record.passengerCount;
  await checkCardDeclines(ports, buyer.userId, record.id, input.payment);
  const { split, ...plan } = await planBookingPayment(ports, buyer, input.payment, feeTotalMinor);
  const user = await ports.repos.users.findById(buyer.userId);
  const now = ports.clock.now();
  const purchasedAt = ports.travelClock.now();
  const inserted = await ports.repos.priceFreezes.createOrFind({
    id: `pf_${randomUUID().replaceAll('-', '')}`,
    userId: buyer.userId,
    tenant: buyer.tenant,
    product: record.product,
    offerId: record.id,
    idempotencyKey,
    requestHash: input.requestHash,
    state: 'Pending',
    offer: record.offer,
    passengerCount: record.passengerCount,
    frozenTotalMinor: record.frozenTotalMinor,
    capPerPassengerMinor: record.capPerPassengerMinor,
    feePerPassengerMinor,
    feeTotalMinor,
    currency: record.currency,
    durationHours: input.durationHours,
    purchasedAt,
    expiresAt: freezeExpiresAt(purchasedAt, input.durationHours),
    cardMinor: split.cardMinor,
    rewardsMinor: split.rewardsMinor,
    walletCreditMinor: split.walletCreditMinor,
    cardToken: plan.cardToken,
    rewardsAccountReferenceId: plan.rewardsAccountReferenceId,
    walletCreditId: plan.walletCreditId,
    contactEmail: user?.email ?? '',
    createdAt: now,
    updatedAt: now,
  });
  if (!inserted.created) {
    const other = inserted.freeze;
    if (other?.userId === buyer.userId && other.idempotencyKey === idempotencyKey)
      return { created: false, freeze: other };
    throw new AppError(
      'DuplicateBooking',
      'This offer was already used for a price freeze. Check your trips, or ask for a new offer.',
      'offerId',
    );
  }
  if (!inserted.freeze) throw new AppError('GenericFailed');
  const valid = await chargeFreezeFee(ports, inserted.freeze);
  await scheduleFreezeExpiry(ports, valid);
  await ports.repos.emailOutbox.enqueue(input.renderEmail(valid, now));
  ports.emailSender.kick();
  return { created: true, freeze: valid };
}

/**
 * Charges a Pending freeze's fee through the booking path's payment steps, under the freeze's id
 * (the authorization and the ledger moves are keyed by it, so a retry charges once): card
 * authorized, rewards and wallet credit redeemed, card captured, then Valid. Any failure undoes
 * what was done and leaves the freeze Failed with the code.
 */
export async function chargeFreezeFee(
  ports: PriceFreezePorts,
  freeze: PriceFreezeRecord,
): Promise<PriceFreezeRecord> {
  const payments = createPaymentProvider(ports);
  const { bookingLedger } = ports.repos;
  try {
    let authorizationId: string | null = null;
    if (freeze.cardMinor > 0) {
      const auth = await payments.authorize(
        freeze.cardToken,
        freeze.cardMinor,
        freeze.currency,
        freeze.id,
      );
      if (!auth.ok) {
        await recordCardDecline(ports, freeze.userId, freeze.offerId);
        throw new FeeChargeFailure(auth.code, 'payment.cardToken');
      }
      authorizationId = auth.authorizationId;
    }
    if (freeze.rewardsMinor > 0 && freeze.rewardsAccountReferenceId) {
      const moved = await bookingLedger.moveRewards(
        freeze.rewardsAccountReferenceId,
        freeze.id,
        'redeem',
        freeze.rewardsMinor,
      );
      if (!moved.ok) throw new FeeChargeFailure('RedemptionFailure', 'payment.rewardsMinor');
    }
    if (freeze.walletCreditMinor > 0 && freeze.walletCreditId) {
      const moved = await bookingLedger.moveWalletCredit(
        freeze.walletCreditId,
        freeze.id,
        'redeem',
        freeze.walletCreditMinor,
        ports.travelClock.now(),
      );
      if (!moved.ok) throw new FeeChargeFailure('RedemptionFailure', 'payment.applyWalletCredit');
    }
    if (authorizationId) await payments.capture(authorizationId);
    const valid = await ports.repos.priceFreezes.transition(
      freeze.id,
      'Pending',
      'Valid',
      ports.clock.now(),
      { authorizationId },
    );
    if (!valid) throw new FeeChargeFailure('GenericFailed', 'payment');
    return valid;
  } catch (error) {
    const code = error instanceof FeeChargeFailure ? error.code : 'GenericFailed';
    await undoFeeCharge(ports, freeze);
    await ports.repos.priceFreezes.transition(freeze.id, 'Pending', 'Failed', ports.clock.now(), {
      errorCode: code,
    });
    if (error instanceof FeeChargeFailure) throw new AppError(code, undefined, error.field);
    throw error;
  }
}

/** Undoes a fee charge that did not finish: the authorization voided, redemptions given back. */
async function undoFeeCharge(ports: PriceFreezePorts, freeze: PriceFreezeRecord): Promise<void> {
  const { bookingLedger } = ports.repos;
  await createPaymentProvider(ports).void(`auth_${freeze.id}`);
  if (
    freeze.rewardsAccountReferenceId &&
    (await bookingLedger.hasMove(freeze.id, 'rewards-redeem'))
  )
    await bookingLedger.moveRewards(
      freeze.rewardsAccountReferenceId,
      freeze.id,
      'refund',
      freeze.rewardsMinor,
    );
  if (freeze.walletCreditId && (await bookingLedger.hasMove(freeze.id, 'wallet-redeem')))
    await bookingLedger.moveWalletCredit(
      freeze.walletCreditId,
      freeze.id,
      'refund',
      freeze.walletCreditMinor,
    );
}
