import { canUseTravelCreditOnStay } from '@wayfare/domain/travel-offers';
import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@wayfare/contracts/errors';
import type {
  HotelBookingRequest,
  HotelBookingView,
  HotelQuoteRequest,
  HotelQuoteResponse,
} from '@wayfare/contracts/hotel-booking';
import type { SupplyFailure } from '@wayfare/contracts/places';
import type { Tenant } from '@wayfare/contracts/tenant';
import { listCardEarns } from '@wayfare/domain/earn';
import { judgeHotelRate } from '@wayfare/domain/hotel-rate-policy';
import type {
  HotelBookingInsert,
  HotelBookingRecord,
} from '@wayfare/store/repositories/hotel-bookings-repository';
import { validateGuest } from '@wayfare/supply/lodging/hotel-quote';
import { parseRateId } from '@wayfare/supply/lodging/hotel-rate-plans';
import { AppError } from '../app-error';
import { assertBookingContact } from './booking-contact';
import type { BookingPorts } from './booking-ports';
import { prepareAndBook, type BookingActor, type BookingPart } from './booking-service';
import {
  HotelQuoteSnapshotSchema,
  toHotelBookingView,
  type HotelQuoteSnapshot,
} from './hotel-booking-records';
import { withHotelFreezeDiscount } from './hotel-price-freeze-view';
import { classifyHotelFailure, HOTEL_SAGA, toHotelError } from './hotel-saga';
import { assertStay, pricePortalRate } from './hotel-shop';
import { signQuoteToken } from './quote-tokens';
import {
  claimFreezeForBooking,
  priceFreezeUse,
  readExercisableFreeze,
} from './price-freeze-exercise';
import type { SagaOptions } from './saga-model';
import type { BookerPolicy } from './travel-policy';

/** Who quotes: the person, the tenant, their cards (earn) and their policy tier (business). */
export interface HotelQuoter {
  userId: string;
  tenant: Tenant;
  accounts: BookingActor['accounts'];
  policy: BookerPolicy | null;
}

const SUPPLIER_HOTEL_CODES = new Set<string>([
  'Invalid Quote',
  'ExpiredQuoteToken',
  'RateNotAvailable',
  'NotAvailable',
  'NoAvailability',
  'LackOfInventory',
  'CheckInMinimumAgeNotMet',
  'InvalidGuestCountry',
  'InvalidFulfillmentInput',
]);

/** A supplier refusal as an HTTP error: §8 hotel codes as they are, anything else a 400. */
function toAppError(failure: SupplyFailure, field: string): AppError {
  if (!SUPPLIER_HOTEL_CODES.has(failure.code))
    return new AppError('BadRequest', failure.message, field);
  const { code, failureReason } = toHotelError(failure.code);
  return new AppError(code, failure.message, field, { failureReason });
}

/** What pricing a stay reads: the clock, the world's rate ids and the supplier's hotels. */
export interface HotelStayPricingPorts {
  clock: Pick<BookingPorts['clock'], 'now'>;
  supply: Pick<BookingPorts['supply'], 'getWorld'>;
  suppliers: Pick<BookingPorts['suppliers'], 'hotels'>;
}

/**
 * Prices a rate for the stay as the portal sells it: the supplier's fresh quote, the hotel's facts,
 * the complimentary fourth night, the refundable-room variant when offered (and chosen), the
 * booker's policy status and the earn on each card.
 */
export async function priceHotelStay(
  ctx: HotelStayPricingPorts,
  who: HotelQuoter,
  input: HotelQuoteRequest,
  /** A booked stay priced for other dates leaves its own held nights out (issue 22). */
  options: { exceptHold?: string } = {},
): Promise<HotelQuoteSnapshot> {
  const now = ctx.clock.now();
  const { stay } = input;
  assertStay(stay, now);
  const world = ctx.supply.getWorld().hotels;
  const key = parseRateId(world, input.rateId);
  if (!key)
    throw new AppError(
      'RateNotAvailable',
      'This rate is not one the hotel offers. Go back to the hotel to see its rates.',
      'rateId',
    );
  const provider = ctx.suppliers.hotels;
  const priced = await provider.priceRate(
    { rateId: input.rateId, rooms: stay.rooms, adults: stay.adults, children: stay.children },
    now,
    options,
  );
  if (!priced.ok) throw toAppError(priced, 'rateId');
  const supplier = priced.value;
  if (
    supplier.lodgingId !== stay.lodgingId ||
    supplier.stay.checkInDate !== stay.checkInDate ||
    supplier.stay.checkOutDate !== stay.checkOutDate
  )
    throw new AppError('BadRequest', 'This rate is for another hotel or other dates.', 'rateId');
  const found = await provider.getHotelDetail(stay, now);
  if (!found.ok) throw toAppError(found, 'stay');
  const detail = found.value;
  const room = detail.rooms.find((r) => r.roomTypeId === supplier.rate.roomTypeId);
  const rate = supplier.rate;
  const portal = pricePortalRate(
    who.tenant,
    { collection: detail.collection, checkInTime: detail.policies.checkInTime },
    { ...rate, rooms: stay.rooms, checkInDate: stay.checkInDate },
  );
  const chosen = input.refundableVariant === true;
  if (chosen && !portal.refundableVariant)
    throw new AppError(
      'BadRequest',
      'This rate has no refundable-room option. Choose a refundable rate instead.',
      'refundableVariant',
    );
  const currency = rate.total.currency;
  const money = (amountMinor: number) => ({ amountMinor, currency });
  const premium = chosen ? (portal.refundableVariant?.premiumPrices.total ?? null) : null;
  const total = portal.totalDiscountAware.amountMinor + (premium?.amountMinor ?? 0);
  const feesAtProperty = rate.fees
    .filter((f) => f.isPaidAtProperty)
    .reduce((s, f) => s + f.amount.amountMinor, 0);
  const payLater = rate.payTiming === 'PayLater';
  const payNow = payLater ? (premium?.amountMinor ?? 0) : total;
  const payAtProperty = (payLater ? portal.totalDiscountAware.amountMinor : 0) + feesAtProperty;
  return {
    quoteId: '',
    expiresAt: supplier.expiresAt,
    hotel: {
      lodgingId: detail.lodgingId,
      name: detail.name,
      address: detail.address,
      city: detail.city,
      countryCode: detail.countryCode,
      neighbourhood: detail.neighbourhood,
      imageSvg: detail.imageSvg,
      starRating: detail.starRating,
      userRating: detail.userRating,
      reviewCount: detail.reviewCount,
      collection: detail.collection,
      chainName: detail.chainName,
      loyaltyProgramCode: detail.loyaltyProgramCode,
      checkInTime: detail.policies.checkInTime,
      checkOutTime: detail.policies.checkOutTime,
      minimumCheckInAge: detail.policies.minimumCheckInAge,
      timeZone: detail.policies.timeZone,
    },
    stay: supplier.stay,
    nights: detail.nights,
    room: {
      roomTypeId: rate.roomTypeId,
      roomName: supplier.roomName,
      isAccessible: room?.isAccessible ?? false,
      accessibilityFeatures: room?.accessibilityFeatures ?? [],
      bedTypes: supplier.bedTypes.length > 0 ? supplier.bedTypes : ['Queen'],
      rateId: rate.rateId,
      rateName: rate.name,
      mealPlan: rate.mealPlan,
      payTiming: rate.payTiming,
      refundability: chosen ? 'FullyRefundable' : rate.refundability,
    },
    pricing: {
      nightly: rate.nightly,
      lengthOfStayDiscountPercent: rate.lengthOfStayDiscountPercent,
      subtotal: rate.sellRate,
      taxes: rate.taxes,
      taxLines: rate.taxLines,
      fees: rate.fees,
      complimentaryNightDiscount: portal.complimentaryNightDiscount,
      refundablePremium: premium,
      total: money(total),
      payNowTotal: money(payNow),
      payLaterTotal: money(payAtProperty),
      perNightSellRate: rate.perNightSellRate,
      nightlyDiscountAware: portal.nightlyDiscountAware,
      totalDiscountAware: portal.totalDiscountAware,
    },
    cancellationPolicy:
      chosen && portal.refundableVariant
        ? portal.refundableVariant.cancellationPolicy
        : rate.cancellationPolicy,
    refundableVariant: portal.refundableVariant,
    refundableVariantChosen: chosen,
    policyStatus: judgeHotelRate(who.tenant, who.policy?.policy ?? null, {
      starRating: detail.starRating,
      nightlyPriceMinor: rate.perNightSellRate.amountMinor,
    }),
    earn: listCardEarns(money(payNow), who.accounts, 'hotels'),
    supplierQuoteId: supplier.quoteId,
    supplierTotalMinor: supplier.rate.total.amountMinor,
    rooms: stay.rooms,
  };
}

/** A stored quote as the guest sees it, with its signed token. */
export function toHotelQuoteResponse(
  quoteSigningSecret: string,
  snapshot: HotelQuoteSnapshot,
  quoteId: string,
  expiresAt: Date,
): HotelQuoteResponse {
  const {
    supplierQuoteId: _supplierQuoteId,
    supplierTotalMinor: _supplierTotalMinor,
    rooms: _rooms,
    ...shown
  } = snapshot;
  return {
    ...shown,
    quoteId,
    quoteToken: signQuoteToken(quoteSigningSecret, quoteId, expiresAt),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * POST /api/v0/hotels/quote: price the rate for the stay and hold that price for 30 minutes. A rate
 * the hotel page listed whose room has sold out since is RateNotAvailable (spec §8, the failure
 * reason saying why); once a price is held, a room sold out before booking is NotAvailable.
 */
export async function quoteHotel(
  ctx: BookingPorts,
  who: HotelQuoter,
  input: HotelQuoteRequest,
): Promise<HotelQuoteResponse> {
  const refusal = await ctx.suppliers.calls.refusal('hotel', 'quote');
  if (refusal)
    throw refusal.kind === 'timeout'
      ? new AppError('PollingTimeout', refusal.message, undefined, { failureReason: 'Inactivity' })
      : new AppError('ProviderError', refusal.message, undefined, { failureReason: 'Unknown' });
  const snapshot = await priceHotelStay(ctx, who, input).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NotAvailable')
      throw new AppError(
        'RateNotAvailable',
        'This rate is no longer available: its room is sold out for your dates. Go back to the hotel to see its current rooms and rates.',
        error.field,
        error.details,
      );
    throw error;
  });
  const quoteId = `hq_${randomUUID()}`;
  const expiresAt = new Date(snapshot.expiresAt);
  const stored = { ...snapshot, quoteId, expiresAt: expiresAt.toISOString() };
  await ctx.repos.quotes.create({
    id: quoteId,
    userId: who.userId,
    tenant: who.tenant,
    vertical: 'hotels',
    offer: stored,
    totalMinor: snapshot.pricing.total.amountMinor,
    currency: snapshot.pricing.total.currency,
    createdAt: ctx.clock.now(),
    expiresAt,
  });
  return toHotelQuoteResponse(ctx.secrets.quoteSigning, stored, quoteId, expiresAt);
}

/** GET /api/v0/hotels/quote/:quoteId: the person's own quote as it was given (expired ones too). */
export async function readHotelQuoteById(
  ctx: BookingPorts,
  userId: string,
  quoteId: string,
): Promise<HotelQuoteResponse> {
  const quote = await ctx.repos.quotes.findForUser(quoteId, userId);
  if (!quote || quote.vertical !== 'hotels') throw new AppError('NotFound');
  const snapshot = HotelQuoteSnapshotSchema.safeParse(quote.offer);
  if (!snapshot.success) throw new AppError('NotFound');
  return {
    ...toHotelQuoteResponse(ctx.secrets.quoteSigning, snapshot.data, quoteId, quote.expiresAt),
    ...(quote.priceFreezeId
      ? { priceFreeze: { priceFreezeId: quote.priceFreezeId, use: 'Exercised' as const } }
      : {}),
  };
}

const GUEST_FIELD: Partial<Record<ErrorCode, string>> = {
  CheckInMinimumAgeNotMet: 'guests.lead.dateOfBirth',
  InvalidGuestCountry: 'guests.lead.countryCode',
  InvalidFulfillmentInput: 'guests.lead',
};

/** The guest as the hotel will check them, or the spec §8 code and field saying why not. */
function checkGuest(snapshot: HotelQuoteSnapshot, body: HotelBookingRequest) {
  const bedType = body.bedType ?? snapshot.room.bedTypes[0] ?? 'Queen';
  if (!snapshot.room.bedTypes.includes(bedType))
    throw new AppError(
      'InvalidFulfillmentInput',
      `The ${snapshot.room.roomName} has no ${bedType} bed. Choose one of: ${snapshot.room.bedTypes.join(', ')}.`,
      'bedType',
      { failureReason: 'Unknown' },
    );
  const { lead } = body.guests;
  const guest = {
    givenName: lead.givenName,
    surname: lead.surname,
    ...(lead.dateOfBirth ? { dateOfBirth: lead.dateOfBirth } : {}),
    countryCode: lead.countryCode.toUpperCase(),
  };
  const guestProblem = validateGuest(guest, {
    quoteId: snapshot.supplierQuoteId,
    expiresAt: snapshot.expiresAt,
    lodgingId: snapshot.hotel.lodgingId,
    hotelName: snapshot.hotel.name,
    stay: snapshot.stay,
    rate: {
      rateId: snapshot.room.rateId,
      roomTypeId: snapshot.room.roomTypeId,
      name: snapshot.room.rateName,
      perNightSellRate: snapshot.pricing.perNightSellRate,
      sellRate: snapshot.pricing.subtotal,
      taxes: snapshot.pricing.taxes,
      total: snapshot.pricing.total,
      payTiming: snapshot.room.payTiming,
      refundability: snapshot.room.refundability,
      mealPlan: snapshot.room.mealPlan,
      cancellationPolicy: snapshot.cancellationPolicy,
      roomsLeft: snapshot.rooms,
      nightly: snapshot.pricing.nightly,
      lengthOfStayDiscountPercent: snapshot.pricing.lengthOfStayDiscountPercent,
      taxLines: snapshot.pricing.taxLines,
      fees: snapshot.pricing.fees,
      dueAtProperty: snapshot.pricing.payLaterTotal,
      payNowTotal: snapshot.pricing.payNowTotal,
    },
    roomName: snapshot.room.roomName,
    bedTypes: snapshot.room.bedTypes,
    minimumCheckInAge: snapshot.hotel.minimumCheckInAge,
  });
  if (guestProblem) {
    const { code, failureReason } = toHotelError(guestProblem.code);
    throw new AppError(code, guestProblem.message, GUEST_FIELD[code] ?? 'guests.lead', {
      failureReason,
    });
  }
  assertBookingContact(body.contact, 'hotel');
  return { guest, bedType };
}

/** What a stay's row adds to the shared columns. */
type HotelColumns = Pick<
  HotelBookingInsert,
  | 'lodgingId'
  | 'checkInDate'
  | 'checkOutDate'
  | 'supplierQuoteId'
  | 'quote'
  | 'guests'
  | 'bedType'
  | 'contactPhone'
  | 'loyaltyNumber'
  | 'specialRequests'
  | 'refundableVariant'
  | 'priceFreezeId'
>;

/** Stays' part of the one booking path (booking-service.ts): the room, the rate and the guest. */
export const HOTEL_BOOKING: BookingPart<
  HotelBookingRequest,
  HotelQuoteSnapshot,
  HotelColumns,
  HotelBookingRecord,
  HotelBookingView
> = {
  product: 'hotel',
  vertical: 'hotels',
  earnCategory: 'hotels',
  invalidQuoteCode: 'Invalid Quote',
  // Spec §8: every hotel error carries a failure reason.
  failureDetails: (code) => ({ failureReason: classifyHotelFailure(code, null).failureReason }),
  saga: HOTEL_SAGA,
  table: ({ repos: { hotelBookings } }) => ({
    findByKey: (userId, key) => hotelBookings.findByKey(userId, key),
    findLiveForQuote: (userId, quoteId) => hotelBookings.findLiveForQuote(userId, quoteId),
    createOrFind: (row) => hotelBookings.createOrFind(row),
  }),
  readHeld: (quote) => {
    const held = HotelQuoteSnapshotSchema.safeParse(quote.offer);
    return held.success ? held.data : null;
  },
  // The lead guest, when filled from a saved traveler, is the one the stay is for.
  selectPolicyTraveler: (body) => body.guests.lead.travelerId ?? null,
  async prepare(ctx, { actor, body, held, quote, tier }) {
    // A quote bound to a hotel price freeze books only while the freeze can be used (issue 17).
    const freeze = quote.priceFreezeId
      ? await readExercisableFreeze(ctx, actor.userId, quote.priceFreezeId, 'hotel')
      : null;
    // The price again, now, judged under the guest's tier: a sold-out room or a refreshed rate
    // answers before anything is charged.
    const current = await priceHotelStay(
      ctx,
      { ...actor, policy: tier },
      {
        rateId: held.room.rateId,
        stay: held.stay,
        refundableVariant: held.refundableVariantChosen,
      },
    );
    // The freeze's price today for the frozen rooms (pay-now rates only): the lower price plus
    // what rises beyond the cap; what is charged is the discount's total.
    const snapshot = freeze
      ? withHotelFreezeDiscount(
          current,
          priceFreezeUse(freeze, 'Exercised', current.pricing.total.amountMinor),
        )
      : current;
    const chargedMinor =
      snapshot.pricing.discount?.grandTotal.amountMinor ?? snapshot.pricing.payNowTotal.amountMinor;
    const { guest, bedType } = checkGuest(snapshot, body);
    // Spec §5: no travel credit on a pay-at-hotel stay at a Premier or Lifestyle hotel.
    if (
      body.payment.applyWalletCredit &&
      !canUseTravelCreditOnStay({
        collection: snapshot.hotel.collection,
        payTiming: snapshot.room.payTiming,
      })
    )
      throw new AppError(
        'TravelCreditNotAllowedPayAtHotel',
        undefined,
        'payment.applyWalletCredit',
        {
          failureReason: 'Unknown',
        },
      );
    return {
      nights: snapshot.nights,
      totalMinor:
        snapshot.pricing.discount?.grandTotal.amountMinor ?? snapshot.pricing.total.amountMinor,
      currency: snapshot.pricing.total.currency,
      chargedMinor,
      creditMinor: 0,
      verdict: snapshot.policyStatus,
      columns: {
        lodgingId: snapshot.hotel.lodgingId,
        checkInDate: snapshot.stay.checkInDate,
        checkOutDate: snapshot.stay.checkOutDate,
        supplierQuoteId: snapshot.supplierQuoteId,
        quote: { ...snapshot, quoteId: quote.id },
        guests: {
          lead: guest,
          others: body.guests.others.map((g) => ({ givenName: g.givenName, surname: g.surname })),
        },
        bedType,
        contactPhone: body.contact.phone.trim(),
        loyaltyNumber: body.loyaltyNumber?.trim() || null,
        specialRequests: body.specialRequests?.trim() || null,
        refundableVariant: snapshot.refundableVariantChosen,
        priceFreezeId: freeze?.id ?? null,
      },
    };
  },
  // As for flights: the freeze is taken by compare-and-set once the row exists, before the saga
  // charges anything, so of two bookings of one freeze exactly one goes on.
  async admit(ctx, booking) {
    if (!booking.priceFreezeId) return;
    const refusal = await claimFreezeForBooking(ctx, booking.priceFreezeId, booking.id);
    if (!refusal) return;
    await ctx.repos.hotelBookings.transition(booking.id, 'Pending', {
      status: 'Failed',
      errorCode: refusal.code,
      errorMessage: refusal.message,
      failureReason: 'Unknown',
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: ctx.clock.now(),
    });
    throw refusal;
  },
  toView: toHotelBookingView,
};

/** POST /api/v0/hotels/book: the one booking path with the stay part (see prepareAndBook). */
export function bookHotel(
  ctx: BookingPorts,
  actor: BookingActor,
  idempotencyKey: string,
  body: HotelBookingRequest,
  options: SagaOptions = {},
): Promise<{ created: boolean; booking: HotelBookingView }> {
  return prepareAndBook(ctx, HOTEL_BOOKING, actor, idempotencyKey, body, options);
}

/** GET /api/v0/hotels/bookings/:id: only the booker's own (anyone else's is NotFound). */
export async function getHotelBooking(
  ctx: BookingPorts,
  userId: string,
  id: string,
): Promise<HotelBookingView> {
  const row = await ctx.repos.hotelBookings.findById(id);
  if (!row || row.userId !== userId) throw new AppError('NotFound');
  return toHotelBookingView(row);
}
