import {
  PriceFreezeStateSchema,
  type FrozenStay,
  type HotelFreezeAmount,
  type HotelFreezeVoucher,
} from '@wayfare/contracts/price-freeze';
import { computeFreezeExercise, freezeActivity } from '@wayfare/domain/price-freeze';
import { formatTotal } from '@wayfare/domain/trip-display';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import type { PriceFreezeRecord } from '@wayfare/store/repositories/price-freezes-repository';
import { HotelQuoteSnapshotSchema, type HotelQuoteSnapshot } from './hotel-booking-records';
import { describeVoucherMoney, renderFreezeEmail, toMoney } from './price-freeze-view';

/*
 * How a hotel price freeze reads (issue 17): the frozen stay, amounts per room and for every
 * frozen room, stay and nightly pricings, the voucher and its e-mails. No I/O. The freeze row's
 * `passengerCount` is the room count and `capPerPassengerMinor` the cap per room.
 */

/** The frozen quote: the rate, dates and rooms priced when the offer was made. */
export function readFrozenStayQuote(row: Pick<PriceFreezeRecord, 'offer'>): HotelQuoteSnapshot {
  return HotelQuoteSnapshotSchema.parse(row.offer);
}

/** The stay as the freeze pages name it. */
export function describeFrozenStay(quote: HotelQuoteSnapshot): FrozenStay {
  return {
    lodgingId: quote.hotel.lodgingId,
    hotelName: quote.hotel.name,
    city: quote.hotel.city,
    countryCode: quote.hotel.countryCode,
    starRating: quote.hotel.starRating,
    imageSvg: quote.hotel.imageSvg,
    roomTypeId: quote.room.roomTypeId,
    roomName: quote.room.roomName,
    rateId: quote.room.rateId,
    rateName: quote.room.rateName,
    mealPlan: quote.room.mealPlan,
    refundability: quote.room.refundability,
    checkInDate: quote.stay.checkInDate,
    checkOutDate: quote.stay.checkOutDate,
    nights: quote.nights,
    rooms: quote.rooms,
    adults: quote.stay.adults,
    children: quote.stay.children,
  };
}

/** An amount for every room from its total (per room rounded; the total stays exact). */
export function roomAmountFromTotal(
  totalMinor: number,
  rooms: number,
  currency: string,
): HotelFreezeAmount {
  return {
    perRoom: toMoney(Math.round(totalMinor / rooms), currency),
    allRooms: toMoney(totalMinor, currency),
  };
}

/** An amount for every room from its per-room figure (fees, caps). */
export function roomAmountFromEach(
  eachMinor: number,
  rooms: number,
  currency: string,
): HotelFreezeAmount {
  return { perRoom: toMoney(eachMinor, currency), allRooms: toMoney(eachMinor * rooms, currency) };
}

/** A stay's amount per night: the stay's figure over its nights, rounded up (spec §9). */
export function perNight(amount: HotelFreezeAmount, nights: number): HotelFreezeAmount {
  const each = (m: HotelFreezeAmount['perRoom']) => ({
    amountMinor: Math.ceil(m.amountMinor / nights),
    currency: m.currency,
  });
  return { perRoom: each(amount.perRoom), allRooms: each(amount.allRooms) };
}

/** Frozen price and cap for the stay and per night (the offer's pricings). */
export function describeFrozenPricings(
  row: Pick<
    PriceFreezeRecord,
    'frozenTotalMinor' | 'capPerPassengerMinor' | 'passengerCount' | 'currency'
  >,
  nights: number,
) {
  const rooms = row.passengerCount;
  const frozen = roomAmountFromTotal(row.frozenTotalMinor, rooms, row.currency);
  const cap = roomAmountFromEach(row.capPerPassengerMinor, rooms, row.currency);
  return {
    nightly: { frozen: perNight(frozen, nights), cap: perNight(cap, nights) },
    total: { frozen, cap },
  };
}

/**
 * The hotel voucher as of `now` (travel clock), with today's price of the frozen rooms and dates
 * when known (`currentMinor`, every room; null when they do not sell or were not priced).
 */
export function toHotelFreezeVoucher(
  row: PriceFreezeRecord,
  now: Date,
  currentMinor: number | null,
): HotelFreezeVoucher {
  const rooms = row.passengerCount;
  const { currency } = row;
  const quote = readFrozenStayQuote(row);
  const activity = freezeActivity(row.expiresAt, now);
  const figures =
    currentMinor === null
      ? null
      : computeFreezeExercise({
          frozenMinor: row.frozenTotalMinor,
          currentMinor,
          capMinor: row.capPerPassengerMinor * rooms,
        });
  const usable = row.state === 'Valid' && activity === 'IsActive';
  const frozen = describeFrozenPricings(row, quote.nights);
  const selling = currentMinor === null ? null : roomAmountFromTotal(currentMinor, rooms, currency);
  const savings = figures ? roomAmountFromTotal(figures.coveredMinor, rooms, currency) : null;
  return {
    id: row.id,
    product: 'hotel',
    state: PriceFreezeStateSchema.parse(row.state),
    activity,
    durationHours: row.durationHours,
    action: { expiration: row.expiresAt.toISOString() },
    purchasedAt: row.purchasedAt.toISOString(),
    stay: describeFrozenStay(quote),
    rooms,
    pricings: {
      nightly: {
        ...frozen.nightly,
        selling: selling && perNight(selling, quote.nights),
        savings: savings && perNight(savings, quote.nights),
      },
      total: { ...frozen.total, selling, savings },
    },
    priceOverCap: figures ? figures.isOverCap : null,
    deposit: roomAmountFromEach(row.feePerPassengerMinor, rooms, currency),
    ...describeVoucherMoney(row, currency, usable ? figures : null),
  };
}

/**
 * The quote with the freeze's discount (issue 17): `pricing.total` stays today's price,
 * `pricing.discount.grandTotal` is what is charged (frozen rooms are pay-now rates).
 */
export function withHotelFreezeDiscount<Q extends Pick<HotelQuoteSnapshot, 'pricing'>>(
  quote: Q,
  figures: { payMinor: number; coveredMinor: number },
): Q {
  const { currency } = quote.pricing.total;
  return {
    ...quote,
    pricing: {
      ...quote.pricing,
      discount: {
        grandTotal: { amountMinor: figures.payMinor, currency },
        discountAmount: { amountMinor: figures.coveredMinor, currency },
        type: 'PriceFreeze',
      },
    },
  };
}

function describeStay(row: PriceFreezeRecord): string {
  const quote = readFrozenStayQuote(row);
  const rooms = `${quote.rooms} ${quote.rooms === 1 ? 'room' : 'rooms'}`;
  return `${quote.hotel.name}, ${quote.room.roomName} (${rooms}, ${quote.stay.checkInDate} to ${quote.stay.checkOutDate})`;
}

const formatEnd = (row: PriceFreezeRecord) =>
  `${row.expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/** The purchase e-mail: the stay, the frozen price, the cap per room, the fee and the end. */
export function renderHotelFreezePurchaseEmail(row: PriceFreezeRecord, now: Date): OutboxMessage {
  const money = (minor: number) => formatTotal(minor, row.currency);
  const rooms = row.passengerCount;
  const lines = [
    `Your hotel price is frozen for ${describeStay(row)} (freeze ${row.id}).`,
    `Frozen price: ${money(row.frozenTotalMinor)} for ${rooms} ${rooms === 1 ? 'room' : 'rooms'}, those dates only.`,
    `If the price rises, we cover up to ${money(row.capPerPassengerMinor)} per room (${money(row.capPerPassengerMinor * rooms)} in all); above that, you pay the difference. If it falls, you pay the lower price.`,
    `Freeze fee paid: ${money(row.feeTotalMinor)} (${money(row.feePerPassengerMinor)} per room).`,
    `Book by ${formatEnd(row)}.`,
  ];
  return renderFreezeEmail(
    row,
    `freeze-purchase:${row.id}`,
    'Your hotel price is frozen',
    lines,
    now,
  );
}

/** The refund e-mail of a hotel freeze. */
export function renderHotelFreezeRefundEmail(row: PriceFreezeRecord, now: Date): OutboxMessage {
  const money = (minor: number) => formatTotal(minor, row.currency);
  const lines = [
    `We refunded the fee of your hotel price freeze ${row.id} for ${describeStay(row)}.`,
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
 * Where a traveller opens the hotel again to freeze today's price: the web's hotel page
 * (`model/hotel-search-params.ts` reads the stay) with `hotelBookType=pf-purchase` (spec §2).
 */
export function describeHotelRefreezePath(row: Pick<PriceFreezeRecord, 'offer'>): string {
  const quote = readFrozenStayQuote(row);
  const query = new URLSearchParams({
    lodgingId: quote.hotel.lodgingId,
    fromDate: quote.stay.checkInDate,
    untilDate: quote.stay.checkOutDate,
    rooms: String(quote.stay.rooms),
    adults: String(quote.stay.adults),
    children: String(quote.stay.children),
    hotelBookType: 'pf-purchase',
    priceFreezeEntry: 'trips',
  });
  return `/hotels/shop?${query.toString()}`;
}

/** The expiry e-mail: the freeze ended unused, and where to freeze again at today's price. */
export function renderHotelFreezeExpiryEmail(row: PriceFreezeRecord, now: Date): OutboxMessage {
  const money = (minor: number) => formatTotal(minor, row.currency);
  const lines = [
    `Your hotel price freeze ${row.id} for ${describeStay(row)} ended on ${formatEnd(row)} without being used.`,
    `The frozen price was ${money(row.frozenTotalMinor)}; the freeze fee is not refunded.`,
    `To hold today's price again, freeze it here: ${describeHotelRefreezePath(row)}`,
  ];
  return renderFreezeEmail(row, `freeze-expired:${row.id}`, 'Your price freeze ended', lines, now);
}
