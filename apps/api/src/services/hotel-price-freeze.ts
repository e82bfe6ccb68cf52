import { randomUUID } from 'node:crypto';
import type { HotelQuoteResponse } from '@wayfare/contracts/hotel-booking';
import type {
  HotelFreezeExerciseQuote,
  HotelFreezeOffer,
  HotelFreezeOfferRequest,
  HotelFreezePurchaseRequest,
  HotelFreezeVoucher,
} from '@wayfare/contracts/price-freeze';
import type { Tenant } from '@wayfare/contracts/tenant';
import { listCardEarns } from '@wayfare/domain/earn';
import { HISTORY_WINDOW_DAYS, priceFreezeFee } from '@wayfare/domain/freeze-pricing';
import { computeFreezeExercise, freezeExpiresAt } from '@wayfare/domain/price-freeze';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import type {
  PriceFreezeOfferRecord,
  PriceFreezeRecord,
} from '@wayfare/store/repositories/price-freezes-repository';
import { AppError } from '../app-error';
import { priceHotelStay, toHotelQuoteResponse, type HotelQuoter } from './hotel-booking';
import type { HotelQuoteSnapshot } from './hotel-booking-records';
import {
  describeFrozenPricings,
  describeFrozenStay,
  readFrozenStayQuote,
  renderHotelFreezePurchaseEmail,
  roomAmountFromEach,
  roomAmountFromTotal,
  toHotelFreezeVoucher,
  withHotelFreezeDiscount,
} from './hotel-price-freeze-view';
import {
  FREEZE_OFFER_TTL_MINUTES,
  hashFreezeRequest,
  payForFreeze,
  replayFreezeRow,
  type FreezeBuyer,
  frozenPriceMoved,
} from './price-freeze';
import type { PriceFreezePorts } from './price-freeze-ports';
import { toMoney } from './price-freeze-view';
import { findOwnFreeze, isUsable, refundFreezeFee, requireUsable } from './price-freeze-voucher';
import type { SupplierPorts } from './supplier-ports';

/**
 * Price freeze for hotels (issue 17), on the flights' model: an offer for a rate, its dates and
 * room count, priced from the stay's observed past prices (`pastHotelRates`), its purchase (the
 * flights' payment and expiry), the voucher with nightly and stay pricings, and the exercise: a
 * hotel quote bound to the freeze, booked by `POST /hotels/book` (`HOTEL_BOOKING` claims and
 * settles the freeze with the flights' hooks). The row's `passengerCount` is the room count.
 */
export interface HotelFreezePorts extends PriceFreezePorts {
  suppliers: Pick<SupplierPorts, 'hotels' | 'pastHotelRates'>;
}

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Quoting a stay needs no cards or policy: the freeze's own figures are the stay's price. */
const quoterOf = (row: { userId: string; tenant: string }): HotelQuoter => ({
  userId: row.userId,
  tenant: row.tenant === 'capone-corporate' ? 'capone-corporate' : 'capone',
  accounts: [],
  policy: null,
});

type StayPrice = { kind: 'priced'; quote: HotelQuoteSnapshot } | { kind: 'soldOut' };

/** The rate priced now for the stay, or that its room no longer sells for those nights. */
async function priceStayNow(
  ports: HotelFreezePorts,
  who: HotelQuoter,
  request: HotelFreezeOfferRequest,
): Promise<StayPrice> {
  try {
    return { kind: 'priced', quote: await priceHotelStay(ports, who, request) };
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'NotAvailable' || error.code === 'RateNotAvailable')
    )
      return { kind: 'soldOut' };
    throw error;
  }
}

/** The frozen stay priced now for the frozen rooms. */
function priceFrozenStay(
  ports: HotelFreezePorts,
  freeze: PriceFreezeRecord,
  who: HotelQuoter = quoterOf(freeze),
): Promise<StayPrice> {
  const held = readFrozenStayQuote(freeze);
  return priceStayNow(ports, who, { rateId: held.room.rateId, stay: held.stay });
}

/**
 * The stay's total per room as observed on each past day of the fee model's window (the supplier
 * port priced as of that day, as a price tracker would have seen it), where the deployment
 * backfills; none otherwise (the fee model then takes its cautious defaults). The port's totals
 * are before taxes: each is scaled by today's taxes-included total over today's subtotal, so the
 * history is in the frozen price's terms (the cap's too).
 */
function collectStayHistory(
  ports: HotelFreezePorts,
  quote: HotelQuoteSnapshot,
): { observedOn: string; lowestMinor: number }[] {
  if (!ports.backfillFareHistory) return [];
  const now = ports.clock.now();
  const stay = {
    lodgingId: quote.hotel.lodgingId,
    rateId: quote.room.rateId,
    checkIn: quote.stay.checkInDate,
    checkOut: quote.stay.checkOutDate,
  };
  const { total, subtotal } = quote.pricing;
  const withTaxes = subtotal.amountMinor > 0 ? total.amountMinor / subtotal.amountMinor : 1;
  const history: { observedOn: string; lowestMinor: number }[] = [];
  for (let daysAgo = HISTORY_WINDOW_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    const seen = ports.suppliers.pastHotelRates.findStayTotal(stay, at);
    if (seen && seen.currency === total.currency)
      history.push({
        observedOn: isoDay(at),
        lowestMinor: Math.round(seen.amountMinor * withTaxes),
      });
  }
  return history;
}

/**
 * Makes and stores an offer for a priced stay: each length of the tenant's hotel terms that ends
 * before check-in, with its fee per room from the stay's price history.
 */
async function makeHotelOffer(
  ports: HotelFreezePorts,
  actor: { userId: string; tenant: Tenant },
  quote: HotelQuoteSnapshot,
): Promise<PriceFreezeOfferRecord> {
  const terms = protectionTermsFor(actor.tenant);
  const hotelTerms = terms.priceFreeze.hotel;
  const total = quote.pricing.total;
  // Pay-at-hotel rates charge nothing here, so nothing of theirs can be discounted at booking.
  if (quote.room.payTiming !== 'PayNow')
    throw new AppError(
      'BookParamsFailed',
      'Rates paid at the hotel can’t be frozen. Choose a rate paid now.',
      'rateId',
    );
  if (total.currency !== terms.currency)
    throw new AppError('CustomOfferGenerationFailed', undefined, 'rateId');
  const rooms = quote.rooms;
  const purchasedAt = ports.travelClock.now();
  const checkInAt = Date.parse(`${quote.stay.checkInDate}T00:00:00Z`);
  const lengths = hotelTerms.lengthOptionsHours.filter(
    (hours) =>
      hours <= hotelTerms.windowHours && freezeExpiresAt(purchasedAt, hours).getTime() < checkInAt,
  );
  if (lengths.length === 0)
    throw new AppError(
      'CustomOfferGenerationFailed',
      'This stay begins too soon to freeze its price.',
      'stay.checkInDate',
    );
  const history = collectStayHistory(ports, quote);
  const perRoomMinor = Math.round(total.amountMinor / rooms);
  // As for flights, a length whose risk needs a fee above the terms' maximum is not sold.
  const options = lengths.flatMap((durationHours) => {
    const fee = priceFreezeFee({
      history,
      currentMinor: perRoomMinor,
      today: isoDay(ports.clock.now()),
      departureDate: quote.stay.checkInDate,
      durationHours,
      capMinor: hotelTerms.capMinor,
      bounds: hotelTerms.feeMinor,
      product: 'hotel',
    });
    return fee.isOffered ? [{ durationHours, feePerPassengerMinor: fee.feeMinor }] : [];
  });
  if (options.length === 0)
    throw new AppError(
      'CustomOfferGenerationFailed',
      'The price of this stay moves too much to freeze it now.',
      'rateId',
    );
  const now = ports.clock.now();
  const record: PriceFreezeOfferRecord = {
    id: `pfo_${randomUUID().replaceAll('-', '')}`,
    userId: actor.userId,
    tenant: actor.tenant,
    product: 'hotel',
    offer: quote,
    passengerCount: rooms,
    frozenTotalMinor: total.amountMinor,
    capPerPassengerMinor: hotelTerms.capMinor,
    currency: total.currency,
    options,
    createdAt: now,
    expiresAt: new Date(now.getTime() + FREEZE_OFFER_TTL_MINUTES * 60_000),
  };
  await ports.repos.priceFreezes.createOffer(record);
  return record;
}

function toHotelFreezeOfferView(
  record: PriceFreezeOfferRecord,
  purchasedAt: Date,
): HotelFreezeOffer {
  const quote = readFrozenStayQuote(record);
  const rooms = record.passengerCount;
  return {
    offerId: record.id,
    offerExpiresAt: record.expiresAt.toISOString(),
    stay: describeFrozenStay(quote),
    pricings: describeFrozenPricings(record, quote.nights),
    options: record.options.map((o) => ({
      durationHours: o.durationHours,
      fee: roomAmountFromEach(o.feePerPassengerMinor, rooms, record.currency),
      expiresAt: freezeExpiresAt(purchasedAt, o.durationHours).toISOString(),
    })),
  };
}

/** The stay priced for an offer, or the spec §8 purchase code saying why not. */
async function priceOfferedStay(
  ports: HotelFreezePorts,
  actor: { userId: string; tenant: Tenant },
  request: HotelFreezeOfferRequest,
  failure: 'CustomOfferGenerationFailed' | 'GenericFailed',
): Promise<HotelQuoteSnapshot> {
  const refusal = await ports.supplierCalls.refusal('hotel', 'quote');
  if (refusal) throw new AppError(failure, undefined, undefined, { supplierFault: refusal.kind });
  const priced = await priceStayNow(ports, quoterOf(actor), request);
  if (priced.kind === 'soldOut')
    throw new AppError(
      'NoAvailability',
      'This room is sold out for these dates, so its price can’t be frozen.',
      'rateId',
    );
  return priced.quote;
}

/** POST /api/v0/hotels/freeze/offer: a freeze offer for a rate, its dates and room count. */
export async function offerHotelFreeze(
  ports: HotelFreezePorts,
  actor: { userId: string; tenant: Tenant },
  request: HotelFreezeOfferRequest,
): Promise<HotelFreezeOffer> {
  const quote = await priceOfferedStay(ports, actor, request, 'CustomOfferGenerationFailed');
  const record = await makeHotelOffer(ports, actor, quote);
  return toHotelFreezeOfferView(record, ports.travelClock.now());
}

/** GET /api/v0/hotels/freeze/offer/:offerId: the person's own hotel offer, as it was made. */
export async function readHotelFreezeOffer(
  ports: HotelFreezePorts,
  userId: string,
  offerId: string,
): Promise<HotelFreezeOffer> {
  const record = await ports.repos.priceFreezes.findOfferForUser(offerId, userId);
  if (!record || record.product !== 'hotel') throw new AppError('NotFound');
  return toHotelFreezeOfferView(record, ports.travelClock.now());
}

/**
 * The offer a purchase names (or one made on the spot), priced again now: a moved price answers
 * FrozenPriceIncreased or FrozenPriceDecreased with a new offer (its id, frozen total and fee per
 * room in `details`), so the person is asked again with the new fee.
 */
async function admitHotelOffer(
  ports: HotelFreezePorts,
  buyer: FreezeBuyer,
  body: HotelFreezePurchaseRequest,
): Promise<{ record: PriceFreezeOfferRecord; feePerRoomMinor: number }> {
  let record: PriceFreezeOfferRecord;
  if ('offerId' in body) {
    const found = await ports.repos.priceFreezes.findOfferForUser(body.offerId, buyer.userId);
    if (!found || found.product !== 'hotel')
      throw new AppError('BookParamsFailed', 'We could not find that freeze offer.', 'offerId');
    if (found.expiresAt.getTime() <= ports.clock.now().getTime())
      throw new AppError(
        'ExpiredQuoteToken',
        'This freeze offer has expired. Ask for a new one.',
        'offerId',
      );
    record = found;
  } else {
    const { durationHours: _d, payment: _p, ...stay } = body;
    record = await makeHotelOffer(
      ports,
      buyer,
      await priceOfferedStay(ports, buyer, stay, 'GenericFailed'),
    );
  }
  const option = record.options.find((o) => o.durationHours === body.durationHours);
  if (!option)
    throw new AppError(
      'BookParamsFailed',
      `Choose one of the lengths offered: ${record.options.map((o) => o.durationHours).join(', ')} hours.`,
      'durationHours',
    );
  const held = readFrozenStayQuote(record);
  const current = await priceOfferedStay(
    ports,
    buyer,
    { rateId: held.room.rateId, stay: held.stay },
    'GenericFailed',
  );
  const currentMinor = current.pricing.total.amountMinor;
  if (currentMinor !== record.frozenTotalMinor) {
    const rose = currentMinor > record.frozenTotalMinor;
    throw frozenPriceMoved(record, await makeHotelOffer(ports, buyer, current), {
      currentMinor,
      durationHours: body.durationHours,
      feeDetail: 'feePerRoomMinor',
      message: `The price of this stay went ${rose ? 'up' : 'down'}, so the freeze and its fee changed. Review the new offer to continue.`,
    });
  }
  return { record, feePerRoomMinor: option.feePerPassengerMinor };
}

/**
 * POST /api/v0/hotels/freeze: buys a hotel freeze, paid like a flight's (same key, same freeze;
 * an offer bought once; the fee charged under the freeze's id; Valid until its end on the travel
 * clock, when the shared expiry job ends it).
 */
export async function buyHotelFreeze(
  ports: HotelFreezePorts,
  buyer: FreezeBuyer,
  idempotencyKey: string,
  body: HotelFreezePurchaseRequest,
): Promise<{ created: boolean; voucher: HotelFreezeVoucher }> {
  const requestHash = hashFreezeRequest(body);
  const replay = (row: PriceFreezeRecord) =>
    toHotelFreezeVoucher(replayFreezeRow(row, requestHash), ports.travelClock.now(), null);
  const existing = await ports.repos.priceFreezes.findByKey(buyer.userId, idempotencyKey);
  if (existing) return { created: false, voucher: replay(existing) };
  const { record, feePerRoomMinor } = await admitHotelOffer(ports, buyer, body);
  const bought = await payForFreeze(ports, buyer, {
    idempotencyKey,
    requestHash,
    record,
    durationHours: body.durationHours,
    feePerPassengerMinor: feePerRoomMinor,
    payment: body.payment,
    renderEmail: renderHotelFreezePurchaseEmail,
  });
  if (!bought.created) return { created: false, voucher: replay(bought.freeze) };
  const valid = bought.freeze;
  return {
    created: true,
    voucher: toHotelFreezeVoucher(valid, valid.purchasedAt, valid.frozenTotalMinor),
  };
}

/** A hotel voucher with today's price when it can still be used; others as they ended. */
export async function viewHotelVoucher(
  ports: HotelFreezePorts,
  freeze: PriceFreezeRecord,
): Promise<HotelFreezeVoucher> {
  const now = ports.travelClock.now();
  if (!isUsable(freeze, now)) return toHotelFreezeVoucher(freeze, now, null);
  const price = await priceFrozenStay(ports, freeze);
  return toHotelFreezeVoucher(
    freeze,
    now,
    price.kind === 'priced' ? price.quote.pricing.total.amountMinor : null,
  );
}

/** The supplier's refusal to price: the spec's hotel exercise code for our own failure. */
async function checkHotelQuoteCall(ports: HotelFreezePorts): Promise<void> {
  const refusal = await ports.supplierCalls.refusal('hotel', 'quote');
  if (refusal)
    throw new AppError('GenericFailed', undefined, undefined, { supplierFault: refusal.kind });
}

/**
 * POST /api/v0/hotels/freeze/:freezeId/exercise/quote: what the frozen rooms and dates cost today
 * with the freeze (the lower of today's and the frozen price, plus what today's exceeds it by
 * beyond the cap), or, once they sold out, the fee that goes back (`Refund`).
 */
export async function priceHotelFreezeExercise(
  ports: HotelFreezePorts,
  userId: string,
  freezeId: string,
): Promise<HotelFreezeExerciseQuote> {
  const freeze = await findOwnFreeze(ports, userId, freezeId, 'hotel');
  requireUsable(freeze, ports.travelClock.now());
  await checkHotelQuoteCall(ports);
  const rooms = freeze.passengerCount;
  const { currency } = freeze;
  const frozen = roomAmountFromTotal(freeze.frozenTotalMinor, rooms, currency);
  const price = await priceFrozenStay(ports, freeze);
  if (price.kind === 'soldOut')
    return {
      outcome: 'SoldOut',
      freezeId: freeze.id,
      code: 'Refund',
      frozen,
      refund: toMoney(freeze.feeTotalMinor, currency),
    };
  const currentMinor = price.quote.pricing.total.amountMinor;
  const figures = computeFreezeExercise({
    frozenMinor: freeze.frozenTotalMinor,
    currentMinor,
    capMinor: freeze.capPerPassengerMinor * rooms,
  });
  return {
    outcome: 'Available',
    freezeId: freeze.id,
    rooms,
    frozen,
    selling: roomAmountFromTotal(currentMinor, rooms, currency),
    cap: roomAmountFromEach(freeze.capPerPassengerMinor, rooms, currency),
    priceOverCap: figures.isOverCap,
    exercise: {
      pay: toMoney(figures.payMinor, currency),
      covered: toMoney(figures.coveredMinor, currency),
      overCap: toMoney(figures.overCapMinor, currency),
    },
  };
}

/**
 * POST /api/v0/hotels/freeze/:freezeId/exercise: a hotel quote of the frozen rate, dates and
 * exactly the frozen rooms, priced now with the freeze's discount (`pricing.discount`), held like
 * `POST /hotels/quote`'s and bound to the freeze: only booking this quote uses it. When the room
 * sold out for those nights, the fee goes back at once and the answer is `Refund`.
 */
export async function exerciseHotelFreeze(
  ports: HotelFreezePorts,
  who: HotelQuoter,
  freezeId: string,
): Promise<HotelQuoteResponse> {
  const freeze = await findOwnFreeze(ports, who.userId, freezeId, 'hotel');
  requireUsable(freeze, ports.travelClock.now());
  await checkHotelQuoteCall(ports);
  const price = await priceFrozenStay(ports, freeze, who);
  if (price.kind === 'soldOut') {
    await refundFreezeFee(ports, freeze, 'SoldOut');
    throw new AppError(
      'Refund',
      'The frozen room sold out for your dates, so we refunded the freeze fee to how you paid.',
      'freezeId',
      { freezeId: freeze.id, refundMinor: freeze.feeTotalMinor, currency: freeze.currency },
    );
  }
  const { quote: current } = price;
  const figures = computeFreezeExercise({
    frozenMinor: freeze.frozenTotalMinor,
    currentMinor: current.pricing.total.amountMinor,
    capMinor: freeze.capPerPassengerMinor * freeze.passengerCount,
  });
  const { currency } = current.pricing.total;
  const quoteId = `hq_${randomUUID()}`;
  const expiresAt = new Date(current.expiresAt);
  const stored: HotelQuoteSnapshot = {
    ...withHotelFreezeDiscount(current, figures),
    quoteId,
    expiresAt: expiresAt.toISOString(),
    earn: listCardEarns({ amountMinor: figures.payMinor, currency }, who.accounts, 'hotels'),
  };
  await ports.repos.quotes.create({
    id: quoteId,
    userId: who.userId,
    tenant: who.tenant,
    vertical: 'hotels',
    offer: stored,
    totalMinor: figures.payMinor,
    currency,
    createdAt: ports.clock.now(),
    expiresAt,
    priceFreezeId: freeze.id,
    priceFreezeUse: 'Exercised',
  });
  return {
    ...toHotelQuoteResponse(ports.quoteSigningSecret, stored, quoteId, expiresAt),
    priceFreeze: { priceFreezeId: freeze.id, use: 'Exercised' },
  };
}

/**
 * A hotel freeze's fee back when its room no longer sells for the frozen nights (the trips
 * page's refund): refused while the stay is still on sale.
 */
export async function refundHotelFreeze(
  ports: HotelFreezePorts,
  freeze: PriceFreezeRecord,
): Promise<HotelFreezeVoucher> {
  const now = ports.travelClock.now();
  if (freeze.state === 'Refunded') return toHotelFreezeVoucher(freeze, now, null);
  requireUsable(freeze, now);
  if ((await priceFrozenStay(ports, freeze)).kind === 'priced')
    throw new AppError(
      'BookParamsFailed',
      'The frozen room is still on sale for your dates: book it with your freeze, or let it run out.',
      'freezeId',
    );
  const refunded = await refundFreezeFee(ports, freeze, 'SoldOut');
  if (refunded.product !== 'hotel') throw new Error('a hotel freeze read back as a flight');
  return refunded;
}
