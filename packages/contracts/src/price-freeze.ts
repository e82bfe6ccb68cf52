import { z } from 'zod';
import {
  HOTEL_PRICE_FREEZE_EXERCISE_ERROR_CODES,
  PRICE_FREEZE_EXERCISE_ERROR_CODES,
} from './error-catalogue';
import { BookingPaymentSchema, PaymentSourceSchema } from './flight-booking';
import { FlightQuoteRequestSchema } from './flight-shop';
import {
  AirlineRefSchema,
  CabinClassSchema,
  FlightTripTypeSchema,
  PassengerCountsSchema,
} from './flights';
import { HotelQuoteRequestSchema } from './hotel-booking';
import { MealPlanSchema, RefundabilitySchema } from './lodging';
import { MoneySchema } from './money';

/**
 * Price freeze (issue 17; spec §4, §5, §8, §9): an offer to hold a fare set's price for a chosen
 * length, the purchase that pays its fee, the voucher it leaves, and what exercising it costs.
 * Amounts are minor units; every figure comes per passenger and for the frozen passenger count,
 * so the pages word them without arithmetic. Hotels (per room) follow the flights' below.
 */

/** An amount per passenger (or per room) and for all of them. */
export const FreezeAmountSchema = z.object({ perPassenger: MoneySchema, total: MoneySchema });
export type FreezeAmount = z.infer<typeof FreezeAmountSchema>;

/** Spec §4 voucher states. */
export const PriceFreezeStateSchema = z.enum([
  'Valid',
  'Exercised',
  'Expired',
  'Refunded',
  'Exchanged',
]);
export type PriceFreezeState = z.infer<typeof PriceFreezeStateSchema>;

/** Spec §4 freeze activity, from the clock: active until the instant it ends. */
export const FreezeActivitySchema = z.enum(['IsActive', 'IsExpired']);
export type FreezeActivity = z.infer<typeof FreezeActivitySchema>;

/** One flight of a frozen slice, as the voucher and the overview name it. */
export const FrozenSegmentSchema = z.object({
  flightInstanceId: z.string(),
  marketingAirline: AirlineRefSchema,
  origin: z.string().length(3),
  destination: z.string().length(3),
  /** Local wall-clock times `YYYY-MM-DDTHH:mm`. */
  departureTime: z.string(),
  arrivalTime: z.string(),
});

/** One frozen slice: its flights and the fare bought on them. */
export const FrozenSliceSchema = z.object({
  sliceIndex: z.number().int().nonnegative(),
  origin: z.string().length(3),
  destination: z.string().length(3),
  departureTime: z.string(),
  arrivalTime: z.string(),
  stops: z.number().int().min(0),
  cabinClass: CabinClassSchema,
  fareId: z.string(),
  fareName: z.string(),
  segments: z.array(FrozenSegmentSchema).min(1),
});
export type FrozenSlice = z.infer<typeof FrozenSliceSchema>;

/** The exact flights and passengers a freeze holds the price for (spec §5). */
export const FrozenFlightsSchema = z.object({
  tripType: FlightTripTypeSchema,
  passengers: PassengerCountsSchema,
  /** Everyone the price holds for, lap infants included: the fee and the cap count them. */
  passengerCount: z.number().int().positive(),
  fareIds: z.array(z.string()),
  slices: z.array(FrozenSliceSchema).min(1),
});
export type FrozenFlights = z.infer<typeof FrozenFlightsSchema>;

/** One length a freeze can be bought for, with its fee if bought now. */
export const FreezeLengthOptionSchema = z.object({
  /** Days are `durationHours / 24` (spec §9). */
  durationHours: z.number().int().positive(),
  fee: FreezeAmountSchema,
  /** When a freeze bought now for this length would end. */
  expiresAt: z.iso.datetime(),
});
export type FreezeLengthOption = z.infer<typeof FreezeLengthOptionSchema>;

/** POST /api/v0/flights/freeze/offer: the fare set the shop showed (one fare per slice). */
export const FlightFreezeOfferRequestSchema = FlightQuoteRequestSchema;
export type FlightFreezeOfferRequest = z.infer<typeof FlightFreezeOfferRequestSchema>;

/**
 * A freeze offer, held for a while under its id: the frozen price, the cap shown before any money
 * moves (issue 17, honest freeze), and each length with its risk-priced fee.
 */
export const FlightFreezeOfferSchema = z.object({
  offerId: z.string(),
  /** Buy before then; afterwards ask for a new offer. */
  offerExpiresAt: z.iso.datetime(),
  flights: FrozenFlightsSchema,
  /** Today's price of these flights for these passengers: what the freeze holds. */
  frozen: FreezeAmountSchema,
  /** The most the freeze pays above the frozen price. */
  cap: FreezeAmountSchema,
  /** Shortest first; each at most the tenant's window. */
  options: z.array(FreezeLengthOptionSchema).min(1),
});
export type FlightFreezeOffer = z.infer<typeof FlightFreezeOfferSchema>;

/** The payment of a freeze's fee: a booking's payment (card, rewards, wallet credit). */
export const FreezePaymentSchema = BookingPaymentSchema.omit({ airlineCreditId: true });

/**
 * POST /api/v0/flights/freeze (header Idempotency-Key required): buys a freeze of an offer, or of
 * a fare set directly (an offer is made for it on the spot). The same key answers the same freeze.
 */
export const FlightFreezePurchaseRequestSchema = z.union([
  z.object({
    offerId: z.string().min(1).max(80),
    durationHours: z
      .number()
      .int()
      .positive()
      .max(24 * 60),
    payment: FreezePaymentSchema,
  }),
  FlightFreezeOfferRequestSchema.extend({
    durationHours: z
      .number()
      .int()
      .positive()
      .max(24 * 60),
    payment: FreezePaymentSchema,
  }),
]);
export type FlightFreezePurchaseRequest = z.infer<typeof FlightFreezePurchaseRequestSchema>;

/** Why a freeze's fee went back. */
export const FreezeRefundReasonSchema = z.enum([
  /** The frozen flights sold out and no similar flight was taken. */
  'SoldOut',
  /** Our own exercise failed (supplier error, our timeout, a price moved in our checkout). */
  'ExerciseFailed',
]);

export const FreezeRefundLineSchema = z.object({
  reason: FreezeRefundReasonSchema,
  source: PaymentSourceSchema,
  amount: MoneySchema,
  refundedAt: z.iso.datetime(),
});

/**
 * The booking of a freeze still under way (paying, confirming) or held for an approver: it holds
 * the freeze, which cannot be booked again meanwhile (`booking` on the vouchers).
 */
export const FreezeBookingSchema = z.object({
  bookingId: z.string(),
  awaitingApproval: z.boolean(),
});
export type FreezeBooking = z.infer<typeof FreezeBookingSchema>;

/** What exercising costs today (computeFreezeExercise), for the frozen passengers. */
export const FreezeExerciseFiguresSchema = z.object({
  /** The lower of today's and the frozen price, plus what today's exceeds it by beyond the cap. */
  pay: MoneySchema,
  /** What the freeze covers today (at most the cap). */
  covered: MoneySchema,
  /** What today's price exceeds the frozen price by beyond the cap: the traveller pays it. */
  overCap: MoneySchema,
});
export type FreezeExerciseFigures = z.infer<typeof FreezeExerciseFiguresSchema>;

/** The price-freeze voucher (spec §4). */
export const FlightFreezeVoucherSchema = z.object({
  id: z.string(),
  product: z.literal('flight'),
  state: PriceFreezeStateSchema,
  activity: FreezeActivitySchema,
  durationHours: z.number().int().positive(),
  action: z.object({ expiration: z.iso.datetime() }),
  purchasedAt: z.iso.datetime(),
  flights: FrozenFlightsSchema,
  pricings: z.object({
    frozen: FreezeAmountSchema,
    cap: FreezeAmountSchema,
    /** Today's price of the frozen flights; null when they no longer sell (sold out). */
    currentSelling: FreezeAmountSchema.nullable(),
    /** What the freeze saves today (today's price minus what exercising costs). */
    savings: FreezeAmountSchema.nullable(),
  }),
  /** Today's price is above the frozen price by more than the cap; null when it does not sell. */
  fareOverCap: z.boolean().nullable(),
  /** What exercising would cost now; null once the voucher cannot be used or nothing sells. */
  exercise: FreezeExerciseFiguresSchema.nullable(),
  /** The fee paid. */
  deposit: FreezeAmountSchema,
  payments: z.array(z.object({ source: PaymentSourceSchema, amount: MoneySchema })),
  refunds: z.array(FreezeRefundLineSchema),
  /** A booking of this voucher under way or awaiting approval; null when none holds it. */
  booking: FreezeBookingSchema.nullable(),
});
export type FlightFreezeVoucher = z.infer<typeof FlightFreezeVoucherSchema>;

/** GET /api/v0/trips/freezes: the person's frozen prices, newest first. */
export const FlightFreezeListSchema = z.object({ freezes: z.array(FlightFreezeVoucherSchema) });
export type FlightFreezeList = z.infer<typeof FlightFreezeListSchema>;

/** A flight offered instead of a sold-out frozen one: same airports and day, same or better cabin. */
export const SimilarFlightSchema = z.object({
  sliceIndex: z.number().int().nonnegative(),
  itineraryId: z.string(),
  fareId: z.string(),
  cabinClass: CabinClassSchema,
  fareName: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  stops: z.number().int().min(0),
  segments: z.array(FrozenSegmentSchema).min(1),
});
export type SimilarFlight = z.infer<typeof SimilarFlightSchema>;

/**
 * POST /api/v0/flights/freeze/:freezeId/exercise: a flight quote (`FlightQuoteResponse`) of the
 * frozen flights for the frozen passengers at what the freeze makes them cost today. After a
 * sell-out, `fareIds` (one per slice) names a similar flight of `similarFlights` for a slice that
 * sold out, the frozen fare for the others; without it, the frozen fares.
 */
export const FlightFreezeExerciseRequestSchema = z.object({
  fareIds: z.array(z.string().min(1).max(400)).min(1).max(5).optional(),
});
export type FlightFreezeExerciseRequest = z.infer<typeof FlightFreezeExerciseRequestSchema>;

export const FreezeExerciseCodeSchema = z.enum(PRICE_FREEZE_EXERCISE_ERROR_CODES);

/**
 * POST /api/v0/flights/freeze/:freezeId/exercise/quote: what the traveller pays today for the
 * frozen flights and passengers, or, when they sold out, the similar flights at the frozen price
 * (`SimilarFlightsPlusRefund`) or only the refund (`Refund`) when there are none.
 */
export const FlightFreezeExerciseQuoteSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('Available'),
    freezeId: z.string(),
    frozen: FreezeAmountSchema,
    currentSelling: FreezeAmountSchema,
    cap: FreezeAmountSchema,
    fareOverCap: z.boolean(),
    exercise: FreezeExerciseFiguresSchema,
  }),
  z.object({
    outcome: z.literal('SoldOut'),
    freezeId: z.string(),
    code: FreezeExerciseCodeSchema.extract(['SimilarFlightsPlusRefund', 'Refund']),
    frozen: FreezeAmountSchema,
    similarFlights: z.array(SimilarFlightSchema),
    /** The fee that goes back if no similar flight is taken. */
    refund: MoneySchema,
  }),
]);
export type FlightFreezeExerciseQuote = z.infer<typeof FlightFreezeExerciseQuoteSchema>;

/*
 * Hotels (issue 17; spec §3 "Price-freeze voucher (hotel)"): the price of one rate for exact
 * dates and a room count, held for up to the tenant's hotel window. Amounts come per room and for
 * all the frozen rooms; nightly figures are the stay's figure over its nights, rounded up (spec
 * §9), so the cap, like the price, is the stay's.
 */

/** An amount per room and for every frozen room. */
export const HotelFreezeAmountSchema = z.object({ perRoom: MoneySchema, allRooms: MoneySchema });
export type HotelFreezeAmount = z.infer<typeof HotelFreezeAmountSchema>;

/** POST /api/v0/hotels/freeze/offer: a rate of the hotel page for its stay, as the quote takes it. */
export const HotelFreezeOfferRequestSchema = HotelQuoteRequestSchema.omit({
  refundableVariant: true,
});
export type HotelFreezeOfferRequest = z.infer<typeof HotelFreezeOfferRequestSchema>;

/** The exact stay a hotel freeze holds the price for (spec §5: those dates and rooms only). */
export const FrozenStaySchema = z.object({
  lodgingId: z.string(),
  hotelName: z.string(),
  city: z.string(),
  countryCode: z.string(),
  starRating: z.number().int().min(1).max(5),
  imageSvg: z.string(),
  roomTypeId: z.string(),
  roomName: z.string(),
  rateId: z.string(),
  rateName: z.string(),
  mealPlan: MealPlanSchema,
  refundability: RefundabilitySchema,
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int().positive(),
  rooms: z.number().int().positive(),
  adults: z.number().int().positive(),
  children: z.number().int().nonnegative(),
});
export type FrozenStay = z.infer<typeof FrozenStaySchema>;

/** One length a hotel freeze can be bought for, with its fee per room if bought now. */
export const HotelFreezeLengthOptionSchema = z.object({
  durationHours: z.number().int().positive(),
  fee: HotelFreezeAmountSchema,
  expiresAt: z.iso.datetime(),
});

/** Frozen price and cap, for the stay and per night. */
const HotelFreezeOfferPricingSchema = z.object({
  frozen: HotelFreezeAmountSchema,
  cap: HotelFreezeAmountSchema,
});

/** A hotel freeze offer, held under its id like a flight's (the cap shown before any money moves). */
export const HotelFreezeOfferSchema = z.object({
  offerId: z.string(),
  offerExpiresAt: z.iso.datetime(),
  stay: FrozenStaySchema,
  pricings: z.object({
    nightly: HotelFreezeOfferPricingSchema,
    total: HotelFreezeOfferPricingSchema,
  }),
  /** Shortest first; each at most the tenant's hotel window and ending before check-in. */
  options: z.array(HotelFreezeLengthOptionSchema).min(1),
});
export type HotelFreezeOffer = z.infer<typeof HotelFreezeOfferSchema>;

const FreezeDurationHoursSchema = z
  .number()
  .int()
  .positive()
  .max(24 * 60);

/**
 * POST /api/v0/hotels/freeze (header Idempotency-Key required): buys a hotel freeze of an offer,
 * or of a rate and stay directly. The same key answers the same freeze.
 */
export const HotelFreezePurchaseRequestSchema = z.union([
  z.object({
    offerId: z.string().min(1).max(80),
    durationHours: FreezeDurationHoursSchema,
    payment: FreezePaymentSchema,
  }),
  HotelFreezeOfferRequestSchema.extend({
    durationHours: FreezeDurationHoursSchema,
    payment: FreezePaymentSchema,
  }),
]);
export type HotelFreezePurchaseRequest = z.infer<typeof HotelFreezePurchaseRequestSchema>;

/** One side of a hotel voucher's pricings: the stay's, or per night. */
const HotelFreezePricingSchema = z.object({
  frozen: HotelFreezeAmountSchema,
  cap: HotelFreezeAmountSchema,
  /** Today's price of the frozen rooms and dates; null when they no longer sell (sold out). */
  selling: HotelFreezeAmountSchema.nullable(),
  /** What the freeze saves today (today's price minus what exercising costs). */
  savings: HotelFreezeAmountSchema.nullable(),
});

/** The hotel price-freeze voucher (spec §3, §4). */
export const HotelFreezeVoucherSchema = z.object({
  id: z.string(),
  product: z.literal('hotel'),
  state: PriceFreezeStateSchema,
  activity: FreezeActivitySchema,
  durationHours: z.number().int().positive(),
  action: z.object({ expiration: z.iso.datetime() }),
  purchasedAt: z.iso.datetime(),
  stay: FrozenStaySchema,
  /** The frozen room count: the price holds for exactly these rooms, exercised together. */
  rooms: z.number().int().positive(),
  pricings: z.object({ nightly: HotelFreezePricingSchema, total: HotelFreezePricingSchema }),
  /** Today's price is above the frozen price by more than the cap; null when it does not sell. */
  priceOverCap: z.boolean().nullable(),
  /** What exercising would cost now (for every frozen room); null when it cannot be used. */
  exercise: FreezeExerciseFiguresSchema.nullable(),
  /** The fee paid. */
  deposit: HotelFreezeAmountSchema,
  payments: z.array(z.object({ source: PaymentSourceSchema, amount: MoneySchema })),
  refunds: z.array(FreezeRefundLineSchema),
  /** A booking of this voucher under way or awaiting approval; null when none holds it. */
  booking: FreezeBookingSchema.nullable(),
});
export type HotelFreezeVoucher = z.infer<typeof HotelFreezeVoucherSchema>;

/** Either product's voucher, told apart by `product`. */
export const PriceFreezeVoucherSchema = z.discriminatedUnion('product', [
  FlightFreezeVoucherSchema,
  HotelFreezeVoucherSchema,
]);
export type PriceFreezeVoucher = z.infer<typeof PriceFreezeVoucherSchema>;

/** GET /api/v0/trips/freezes: the person's frozen prices, flights and hotels, newest first. */
export const PriceFreezeListSchema = z.object({ freezes: z.array(PriceFreezeVoucherSchema) });
export type PriceFreezeList = z.infer<typeof PriceFreezeListSchema>;

/** Spec §8 hotel price-freeze exercise errors. */
export const HotelFreezeExerciseCodeSchema = z.enum(HOTEL_PRICE_FREEZE_EXERCISE_ERROR_CODES);

/**
 * POST /api/v0/hotels/freeze/:freezeId/exercise/quote: what the frozen rooms and dates cost today
 * with the freeze, or, once they sold out, the fee that goes back (`Refund`).
 */
export const HotelFreezeExerciseQuoteSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('Available'),
    freezeId: z.string(),
    rooms: z.number().int().positive(),
    frozen: HotelFreezeAmountSchema,
    selling: HotelFreezeAmountSchema,
    cap: HotelFreezeAmountSchema,
    priceOverCap: z.boolean(),
    exercise: FreezeExerciseFiguresSchema,
  }),
  z.object({
    outcome: z.literal('SoldOut'),
    freezeId: z.string(),
    code: HotelFreezeExerciseCodeSchema.extract(['Refund']),
    frozen: HotelFreezeAmountSchema,
    /** The fee that goes back. */
    refund: MoneySchema,
  }),
]);
export type HotelFreezeExerciseQuote = z.infer<typeof HotelFreezeExerciseQuoteSchema>;

/**
 * POST /api/v0/hotels/freeze/:freezeId/exercise: no choice to make (the frozen rate, dates and
 * room count); answers a hotel quote (`HotelQuoteResponse`) with `pricing.discount`.
 */
export const HotelFreezeExerciseRequestSchema = z.object({});
export type HotelFreezeExerciseRequest = z.infer<typeof HotelFreezeExerciseRequestSchema>;
