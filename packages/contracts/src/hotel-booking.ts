import { z } from 'zod';
import { ErrorCodeSchema } from './errors';
import { BookingPaymentSchema, BookingStepSchema, PaymentSourceSchema } from './flight-booking';
import { CardEarnSchema, HotelRatePolicyStatusSchema, RefundableVariantSchema } from './hotel-shop';

export {
  HotelDiscountAwarePriceSchema,
  RefundableVariantSchema,
  type HotelDiscountAwarePrice,
  type RefundableVariant,
} from './hotel-shop';
import {
  BedTypeSchema,
  CancellationPolicySchema,
  CollectionSchema,
  FeeLineSchema,
  HotelFailureReasonSchema,
  HotelStayRequestSchema,
  MealPlanSchema,
  NightPriceSchema,
  PayTimingSchema,
  RefundabilitySchema,
  TaxLineSchema,
} from './lodging';
import { MoneySchema } from './money';
import { ApprovalProcessSchema } from './policy';
import { RewardsCurrencySchema } from './rewards';

const IsoDateSchema = z.iso.date({ error: 'Use a calendar date written YYYY-MM-DD.' });

/** The hotel facts a quote, booking page and confirmation show. */
export const HotelBookingHotelSchema = z.object({
  lodgingId: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  countryCode: z.string(),
  neighbourhood: z.string(),
  imageSvg: z.string(),
  starRating: z.number().int().min(1).max(5),
  userRating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  collection: CollectionSchema,
  chainName: z.string().nullable(),
  /** The chain's loyalty program (spec §3 hotel loyalty catalogue code), for the loyalty number field. */
  loyaltyProgramCode: z.string().nullable(),
  /** Hotel-local `HH:mm`. */
  checkInTime: z.string(),
  checkOutTime: z.string(),
  minimumCheckInAge: z.number().int().positive(),
  timeZone: z.string(),
});
export type HotelBookingHotel = z.infer<typeof HotelBookingHotelSchema>;

/** The room and rate as quoted and booked. */
export const HotelBookingRoomSchema = z.object({
  roomTypeId: z.string(),
  roomName: z.string(),
  /** An accessible room type is booked as its own, guaranteed room type. */
  isAccessible: z.boolean(),
  accessibilityFeatures: z.array(z.string()),
  bedTypes: z.array(BedTypeSchema).min(1),
  rateId: z.string(),
  rateName: z.string(),
  mealPlan: MealPlanSchema,
  payTiming: PayTimingSchema,
  /** As booked: FullyRefundable when the refundable-room variant was chosen. */
  refundability: RefundabilitySchema,
});
export type HotelBookingRoom = z.infer<typeof HotelBookingRoomSchema>;

/** The full price breakdown of a quote or booking (all amounts for every room and night). */
export const HotelPriceBreakdownSchema = z.object({
  /** Per-room nightly prices by date, before length-of-stay and plan discounts and taxes. */
  nightly: z.array(NightPriceSchema),
  lengthOfStayDiscountPercent: z.number().int().min(0).max(100),
  /** The supplier's sell rate: rooms × nights after its discounts, before taxes. */
  subtotal: MoneySchema,
  taxes: MoneySchema,
  taxLines: z.array(TaxLineSchema),
  /** Property fees; those with isPaidAtProperty are due at the hotel, not charged here. */
  fees: z.array(FeeLineSchema),
  /** Spec §9 complimentary fourth night, taxes included; null when it does not apply. */
  complimentaryNightDiscount: MoneySchema.nullable(),
  /** The refundable-room premium when the variant is chosen; null otherwise. */
  refundablePremium: MoneySchema.nullable(),
  /** Subtotal + taxes − complimentary night + premium (property fees excluded). */
  total: MoneySchema,
  /** Charged when booking (the total for pay-now rates, the premium only for pay-later ones). */
  payNowTotal: MoneySchema,
  /** Due at the property: the stay for pay-later rates plus fees paid at the property. */
  payLaterTotal: MoneySchema,
  /** Per room and night before taxes, as the supplier sells it. */
  perNightSellRate: MoneySchema,
  /** Spec §3: per room and night after the complimentary night, rounded up. */
  nightlyDiscountAware: MoneySchema,
  /** Spec §3: subtotal + taxes after the complimentary night (premium excluded). */
  totalDiscountAware: MoneySchema,
  /**
   * A price freeze's exercise (issue 17): `grandTotal` is what is charged for the stay,
   * `discountAmount` what the frozen price covers of `total` (today's price). Absent otherwise.
   */
  discount: z
    .object({
      grandTotal: MoneySchema,
      discountAmount: MoneySchema,
      type: z.enum(['PriceFreeze']),
    })
    .optional(),
});
export type HotelPriceBreakdown = z.infer<typeof HotelPriceBreakdownSchema>;

const HotelStaySchema = HotelStayRequestSchema.extend({
  lodgingId: z.string().min(1).max(40),
  checkInDate: IsoDateSchema,
  checkOutDate: IsoDateSchema,
  rooms: z
    .number()
    .int()
    .min(1, 'At least one room is needed.')
    .max(8, 'At most 8 rooms can be booked at once.'),
  adults: z.number().int().min(1, 'At least one adult is needed.').max(32),
  children: z.number().int().min(0).max(24).default(0),
});

/** POST /api/v0/hotels/quote: re-price a rate of the shop page and hold that price (30 minutes). */
export const HotelQuoteRequestSchema = z.object({
  rateId: z.string().min(1).max(200),
  /** The stay exactly as the shop page has it (`HotelShopResponse.stay`). */
  stay: HotelStaySchema,
  /** Choose the rate's refundable-room variant (non-refundable rates, when offered). */
  refundableVariant: z.boolean().optional(),
});
export type HotelQuoteRequest = z.infer<typeof HotelQuoteRequestSchema>;

export const HotelQuoteResponseSchema = z.object({
  /** Reads the quote back (`GET /api/v0/hotels/quote/:quoteId`) after a reload of the booking page. */
  quoteId: z.string(),
  /** Signed and expiring: booking with it charges exactly this price, or says why not. */
  quoteToken: z.string(),
  expiresAt: z.iso.datetime(),
  hotel: HotelBookingHotelSchema,
  stay: HotelStayRequestSchema,
  nights: z.number().int().positive(),
  room: HotelBookingRoomSchema,
  pricing: HotelPriceBreakdownSchema,
  /** The cancellation policy that applies as quoted (the variant's when chosen), in plain words. */
  cancellationPolicy: CancellationPolicySchema,
  /** The variant on offer for this rate (whether or not chosen); null when none is offered. */
  refundableVariant: RefundableVariantSchema.nullable(),
  refundableVariantChosen: z.boolean(),
  /** Under the booker's tier (business tenant); null for card holders. */
  policyStatus: HotelRatePolicyStatusSchema.nullable(),
  /** What the pay-now total earns on each card at its hotels rate. */
  earn: z.array(CardEarnSchema),
  /**
   * Set when the quote exercises a hotel price freeze (`POST /hotels/freeze/:id/exercise`):
   * booking it pays `pricing.discount.grandTotal` and uses the freeze. Absent otherwise.
   */
  priceFreeze: z.object({ priceFreezeId: z.string(), use: z.enum(['Exercised']) }).optional(),
});
export type HotelQuoteResponse = z.infer<typeof HotelQuoteResponseSchema>;

/** The lead guest: the name at check-in, who must meet the hotel's minimum check-in age. */
export const HotelLeadGuestSchema = z.object({
  givenName: z.string().trim().min(1, 'Enter the guest’s given name.').max(60),
  surname: z.string().trim().min(1, 'Enter the guest’s surname.').max(60),
  /** Optional; when given, the hotel's minimum check-in age is checked at booking. */
  dateOfBirth: IsoDateSchema.optional(),
  /** ISO 3166 alpha-2 country of residence. */
  countryCode: z.string().regex(/^[A-Za-z]{2}$/, 'Choose the guest’s country.'),
  /**
   * The saved traveler the guest was filled from, when one was: a business stay is judged under
   * that traveler's policy tier (their linked employee's), not the booker's.
   */
  travelerId: z.string().min(1).max(80).optional(),
});
export type HotelLeadGuest = z.infer<typeof HotelLeadGuestSchema>;

/** POST /api/v0/hotels/book (header Idempotency-Key required, as for flights). */
export const HotelBookingRequestSchema = z.object({
  quoteToken: z.string().min(1).max(400),
  guests: z.object({
    lead: HotelLeadGuestSchema,
    /** Other guests by name, optional. */
    others: z
      .array(
        z.object({
          givenName: z.string().trim().min(1).max(60),
          surname: z.string().trim().min(1).max(60),
        }),
      )
      .max(55)
      .default([]),
  }),
  contact: z.object({ email: z.string().max(200), phone: z.string().max(40) }),
  /** The lead guest's number in the hotel chain's program (`hotel.loyaltyProgramCode`). */
  loyaltyNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,30}$/, 'A loyalty number is 4 to 30 letters or digits.')
    .optional(),
  specialRequests: z.string().max(500, 'Special requests are at most 500 characters.').optional(),
  /** One of the quoted room's bed types; the first when absent. */
  bedType: BedTypeSchema.optional(),
  payment: BookingPaymentSchema,
  /** The guest's consent to a new price (never a silent rise). */
  acceptPriceChange: z.object({ newTotalMinor: z.number().int().min(0) }).optional(),
  /** Required when the stay is outside the booker's travel policy (10+ characters). */
  outOfPolicyReason: z.string().max(500).optional(),
});
export type HotelBookingRequest = z.infer<typeof HotelBookingRequestSchema>;

/**
 * Spec §4 hotel booking states. The shared saga's record says Pending / AwaitingApproval /
 * Confirmed / Failed; the view maps Pending → PendingConfirm and Failed → Failure, and a
 * booking cancelled after confirmation is Cancelled.
 */
export const HotelBookingStatusSchema = z.enum([
  'PendingConfirm',
  'AwaitingApproval',
  'Confirmed',
  'Cancelled',
  'Failure',
]);
export type HotelBookingStatus = z.infer<typeof HotelBookingStatusSchema>;

/** POST /api/v0/hotels/book answer (202 new, 200 same key) and GET /api/v0/hotels/bookings/:id. */
export const HotelBookingViewSchema = z.object({
  id: z.string(),
  status: HotelBookingStatusSchema,
  step: BookingStepSchema,
  /** The agent locator prefixed with `H-` (spec §9), once confirmed. */
  confirmationCode: z.string().nullable(),
  hotel: HotelBookingHotelSchema,
  stay: HotelStayRequestSchema,
  nights: z.number().int().positive(),
  checkIn: z.object({ date: z.string(), time: z.string() }),
  checkOut: z.object({ date: z.string(), time: z.string() }),
  room: HotelBookingRoomSchema,
  bedType: BedTypeSchema,
  guests: z.object({
    lead: z.object({ givenName: z.string(), surname: z.string(), countryCode: z.string() }),
    others: z.array(z.object({ givenName: z.string(), surname: z.string() })),
  }),
  contactEmail: z.string(),
  loyaltyNumber: z.string().nullable(),
  specialRequests: z.string().nullable(),
  pricing: HotelPriceBreakdownSchema,
  totals: z.object({
    /** Charged through the portal (pay now), split per source. */
    total: MoneySchema,
    payments: z.array(z.object({ source: PaymentSourceSchema, amount: MoneySchema })),
    /** Due at the property (pay-later stay and fees paid there). */
    dueAtProperty: MoneySchema,
  }),
  complimentaryNightDiscount: MoneySchema.nullable(),
  /** The refundable-room variant bought with the booking, or null. */
  refundableVariant: RefundableVariantSchema.nullable(),
  cancellationPolicy: CancellationPolicySchema,
  earn: z.object({ value: z.number().int(), currency: RewardsCurrencySchema }).nullable(),
  /** Spec §8: the hotel error code and failure reason of a failed booking. */
  error: z
    .object({
      code: ErrorCodeSchema,
      message: z.string(),
      failureReason: HotelFailureReasonSchema.nullable(),
    })
    .nullable(),
  policy: z
    .object({
      inPolicy: z.boolean(),
      outOfPolicyReason: z.string().nullable(),
      approvalProcess: ApprovalProcessSchema,
      /** While AwaitingApproval: the held price and rooms are kept until then. */
      approvalExpiresAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  /**
   * Split payment (issue 23): the booking is held (status Pending) until every share is paid;
   * `GET /splitPayments/bookings/:id` tells the shares. Absent otherwise.
   */
  awaitingSplitPayment: z.boolean().optional(),
  createdAt: z.iso.datetime(),
});
export type HotelBookingView = z.infer<typeof HotelBookingViewSchema>;
