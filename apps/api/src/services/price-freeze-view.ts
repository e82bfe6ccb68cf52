import { PaymentSourceSchema, type PaymentSource } from '@wayfare/contracts/flight-booking';
import { FlightOfferSchema, type FlightOffer } from '@wayfare/contracts/flights';
import { CurrencySchema, type Money } from '@wayfare/contracts/money';
import {
  FreezeRefundReasonSchema,
  PriceFreezeStateSchema,
  type FlightFreezeVoucher,
  type FreezeAmount,
  type FrozenFlights,
} from '@wayfare/contracts/price-freeze';
import { computeFreezeExercise, freezeActivity } from '@wayfare/domain/price-freeze';
import { formatTotal } from '@wayfare/domain/trip-display';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import type { PriceFreezeRecord } from '@wayfare/store/repositories/price-freezes-repository';
import { escapeHtml, formatLocalDateTime, TENANT_COPY } from './booking-email';

/*
 * How a price freeze reads (issue 17): the frozen flights, amounts per passenger and in total,
 * the voucher with today's figures, and its e-mails. No I/O.
 */

/** Everyone a flight freeze holds the price for: the fee and the cap count each of them. */
export function countFreezePassengers(passengers: FlightOffer['passengers']): number {
  return passengers.ADT + passengers.CNN + passengers.INS + passengers.INF;
}

/** Per passenger as the pages show it (the total stays exact). */
export function perPassengerMinor(totalMinor: number, passengerCount: number): number {
  return Math.round(totalMinor / passengerCount);
}

export function toMoney(amountMinor: number, currency: string): Money {
  return { amountMinor, currency: CurrencySchema.parse(currency) };
}

/** An amount for all passengers from its total. */
export function amountFromTotal(
  totalMinor: number,
  passengerCount: number,
  currency: string,
): FreezeAmount {
  return {
    perPassenger: toMoney(perPassengerMinor(totalMinor, passengerCount), currency),
    total: toMoney(totalMinor, currency),
  };
}

/** An amount for all passengers from its per-passenger figure (fees, caps). */
export function amountFromEach(
  eachMinor: number,
  passengerCount: number,
  currency: string,
): FreezeAmount {
  return {
    perPassenger: toMoney(eachMinor, currency),
    total: toMoney(eachMinor * passengerCount, currency),
  };
}

/** The fare ids of an offer, one per slice, in order. */
export function listOfferFareIds(offer: FlightOffer): string[] {
  return offer.slices.map((s) => s.fares[0]?.fareId ?? '');
}

/** The exact flights and passengers of an offer, as the freeze pages name them. */
export function describeFrozenFlights(offer: FlightOffer): FrozenFlights {
  return {
    tripType: offer.tripType,
    passengers: offer.passengers,
    passengerCount: countFreezePassengers(offer.passengers),
    fareIds: listOfferFareIds(offer),
    slices: offer.slices.map((it, sliceIndex) => {
      const fare = it.fares[0];
      return {
        sliceIndex,
        origin: it.origin,
        destination: it.destination,
        departureTime: it.departureTime,
        arrivalTime: it.arrivalTime,
        stops: it.stops,
        cabinClass: fare?.cabinClass ?? 'Economy',
        fareId: fare?.fareId ?? '',
        fareName: fare?.fareName ?? '',
        segments: it.segments.map((g) => ({
          flightInstanceId: g.flightInstanceId,
          marketingAirline: g.marketingAirline,
          origin: g.origin.code,
          destination: g.destination.code,
          departureTime: g.departureTime,
          arrivalTime: g.arrivalTime,
        })),
      };
    }),
  };
}

export function readFrozenOffer(row: Pick<PriceFreezeRecord, 'offer'>): FlightOffer {
  return FlightOfferSchema.parse(row.offer);
}

/** What paid the fee, by source. */
export function listFeePayments(
  row: PriceFreezeRecord,
): { source: PaymentSource; amountMinor: number }[] {
  const sources: { source: PaymentSource; amountMinor: number }[] = [
    { source: 'UserCard', amountMinor: row.cardMinor },
    { source: 'Rewards', amountMinor: row.rewardsMinor },
    { source: 'TravelWallet', amountMinor: row.walletCreditMinor },
  ];
  return sources.filter((p) => p.amountMinor > 0);
}

/**
 * What both products' vouchers say of money besides their prices: what exercising costs now
 * (when usable), the fee's payments and refunds. `booking` is named by the trips routes, which
 * look the freeze's booking up.
 */
export function describeVoucherMoney(
  row: PriceFreezeRecord,
  currency: string,
  usableFigures: { payMinor: number; coveredMinor: number; overCapMinor: number } | null,
) {
  return {
    exercise: usableFigures
      ? {
          pay: toMoney(usableFigures.payMinor, currency),
          covered: toMoney(usableFigures.coveredMinor, currency),
          overCap: toMoney(usableFigures.overCapMinor, currency),
        }
      : null,
    payments: listFeePayments(row).map((p) => ({
      source: p.source,
      amount: toMoney(p.amountMinor, currency),
    })),
    refunds: row.refunds.map((line) => ({
      reason: FreezeRefundReasonSchema.parse(line.reason),
      source: PaymentSourceSchema.parse(line.source),
      amount: toMoney(line.amountMinor, currency),
      refundedAt: line.refundedAt,
    })),
    booking: null,
  };
}

/**
 * The voucher as of `now` (travel clock), with today's price of the frozen flights for the frozen
 * passengers when known (`currentMinor`; null when they do not sell or were not priced).
 */
export function toFlightFreezeVoucher(
  row: PriceFreezeRecord,
  now: Date,
  currentMinor: number | null,
): FlightFreezeVoucher {
  const count = row.passengerCount;
  const { currency } = row;
  const capTotalMinor = row.capPerPassengerMinor * count;
  const activity = freezeActivity(row.expiresAt, now);
  const figures =
    currentMinor === null
      ? null
      : computeFreezeExercise({
          frozenMinor: row.frozenTotalMinor,
          currentMinor,
          capMinor: capTotalMinor,
        });
  const usable = row.state === 'Valid' && activity === 'IsActive';
  return {
    id: row.id,
    product: 'flight',
    state: PriceFreezeStateSchema.parse(row.state),
    activity,
    durationHours: row.durationHours,
    action: { expiration: row.expiresAt.toISOString() },
    purchasedAt: row.purchasedAt.toISOString(),
    flights: describeFrozenFlights(readFrozenOffer(row)),
    pricings: {
      frozen: amountFromTotal(row.frozenTotalMinor, count, currency),
      cap: amountFromEach(row.capPerPassengerMinor, count, currency),
      currentSelling: currentMinor === null ? null : amountFromTotal(currentMinor, count, currency),
      savings: figures ? amountFromTotal(figures.coveredMinor, count, currency) : null,
    },
    fareOverCap: figures ? figures.isOverCap : null,
    deposit: amountFromEach(row.feePerPassengerMinor, count, currency),
    ...describeVoucherMoney(row, currency, usable ? figures : null),
  };
}

function describeRoute(offer: FlightOffer): string {
  return offer.slices.map((s) => `${s.origin}→${s.destination}`).join(', ');
}

/** A freeze e-mail in the tenant's brand, of either product. */
export function renderFreezeEmail(
  row: PriceFreezeRecord,
  id: string,
  subject: string,
  lines: string[],
  now: Date,
): OutboxMessage {
  const copy = TENANT_COPY[row.tenant] ??
    TENANT_COPY.capone ?? { brand: '', phone: '', color: '#000' };
  const footer = `Questions? Call ${copy.phone}.`;
  return {
    id,
    toAddress: row.contactEmail,
    subject,
    textBody: [...lines, '', footer, copy.brand].join('\n'),
    htmlBody: `<div style="font-family:sans-serif"><h1 style="color:${copy.color}">${escapeHtml(subject)}</h1>${lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}<p>${escapeHtml(footer)}</p><p>${escapeHtml(copy.brand)}</p></div>`,
    createdAt: now,
    tenant: row.tenant,
  };
}

/** The purchase e-mail: the flights, the frozen price, the cap, the fee and when it ends. */
export function renderFreezePurchaseEmail(row: PriceFreezeRecord, now: Date): OutboxMessage {
  const offer = readFrozenOffer(row);
  const money = (minor: number) => formatTotal(minor, row.currency);
  const count = row.passengerCount;
  const lines = [
    `Your price is frozen for ${describeRoute(offer)} (freeze ${row.id}).`,
    ...offer.slices.map(
      (s) => `${s.origin}→${s.destination}: departs ${formatLocalDateTime(s.departureTime)}`,
    ),
    `Frozen price: ${money(row.frozenTotalMinor)} for ${count} ${count === 1 ? 'traveler' : 'travelers'}.`,
    `If the price rises, we cover up to ${money(row.capPerPassengerMinor)} per traveler (${money(row.capPerPassengerMinor * count)} in all); above that, you pay the difference. If it falls, you pay the lower price.`,
    `Freeze fee paid: ${money(row.feeTotalMinor)} (${money(row.feePerPassengerMinor)} per traveler).`,
    `Book by ${row.expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
  ];
  return renderFreezeEmail(row, `freeze-purchase:${row.id}`, 'Your price is frozen', lines, now);
}

/** The refund e-mail: the fee back to where it came from, line by line. */
export function renderFreezeRefundEmail(row: PriceFreezeRecord, now: Date): OutboxMessage {
  const money = (minor: number) => formatTotal(minor, row.currency);
  const lines = [
    `We refunded the fee of your price freeze ${row.id} for ${describeRoute(readFrozenOffer(row))}.`,
    ...row.refunds.map((line) => `${line.source}: ${money(line.amountMinor)}`),
    'Card refunds take 1-2 billing cycles to appear.',
  ];
  return renderFreezeEmail(
    row,
    `freeze-refund:${row.id}`,
    'Your price freeze fee was refunded',
    lines,
    now,
  );
}

/**
 * Where a traveller freezes the same flights again at today's price (the web's
 * `/flights/freeze/overview`, spec §2; `features/price-freeze/freeze-params.ts` reads it).
 */
export function describeRefreezePath(row: Pick<PriceFreezeRecord, 'offer'>): string {
  const offer = readFrozenOffer(row);
  const query = new URLSearchParams({
    tripType: offer.tripType,
    adt: String(offer.passengers.ADT),
    cnn: String(offer.passengers.CNN),
    ins: String(offer.passengers.INS),
    inf: String(offer.passengers.INF),
    fareIds: listOfferFareIds(offer).join(','),
    priceFreezeEntry: 'trips',
  });
  return `/flights/freeze/overview?${query.toString()}`;
}

/** The expiry e-mail: the freeze ended unused, and where to freeze again at today's price. */
export function renderFreezeExpiryEmail(row: PriceFreezeRecord, now: Date): OutboxMessage {
  const money = (minor: number) => formatTotal(minor, row.currency);
  const lines = [
    `Your price freeze ${row.id} for ${describeRoute(readFrozenOffer(row))} ended on ${row.expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC without being used.`,
    `The frozen price was ${money(row.frozenTotalMinor)}; the freeze fee is not refunded.`,
    `To hold today's price again, freeze it here: ${describeRefreezePath(row)}`,
  ];
  return renderFreezeEmail(row, `freeze-expired:${row.id}`, 'Your price freeze ended', lines, now);
}
