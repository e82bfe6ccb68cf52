import { z } from 'zod';
import { MoneySchema } from './money';

/**
 * Cancel for any reason (issue 18; spec §3 cancel outcomes and CFAR states, §4 life cycles, §9 the
 * 3 hours, 80 % and premium percent): the offer on a flight quote, and the protection on a trip.
 */

/** Spec §4 CFAR states, plus Expired for one that ended unused (the "expired" trip modal). */
export const CfarStateSchema = z.enum([
  'CfarRefundable',
  'Pending',
  'Canceled',
  'CancellationFailure',
  'ContactCustomerService',
  'Expired',
]);
export type CfarState = z.infer<typeof CfarStateSchema>;

/** Why an unused protection ended: its deadline, or an early-expiry event of spec §4. */
export const CfarExpiryReasonSchema = z.enum([
  'Deadline',
  'AirlineCancellation',
  'VoluntaryChange',
  'GovernmentAlert',
  'HealthDesignation',
  /** Stays: the hotel cancelled the reservation (its own terms apply instead). */
  'HotelCancellation',
  'TripCancelled',
]);
export type CfarExpiryReason = z.infer<typeof CfarExpiryReasonSchema>;

/** The early-expiry events the sandbox console can raise on a booked trip (spec §4). */
export const CfarEventKindSchema = CfarExpiryReasonSchema.exclude(['Deadline', 'TripCancelled']);
export type CfarEventKind = z.infer<typeof CfarEventKindSchema>;

export const CfarChoiceSchema = z.enum(['cfar_cash', 'cfar_ftc', 'cfar_ftc_with_penalty']);
export type CfarChoice = z.infer<typeof CfarChoiceSchema>;

/**
 * Offered with a flight quote for every passenger and slice together (not sold after booking):
 * the premium, its percent of the fares (premium ÷ total × 100, rounded), the cash refund it
 * would give, and until when it can be used.
 */
export const CfarOfferSchema = z.object({
  premium: MoneySchema,
  premiumPercent: z.number().int().min(0),
  refundPercent: z.number().int().min(0).max(100),
  /** The cash refund on exercise: the refund percent of the fares (the premium not included). */
  refundAmount: MoneySchema,
  /** Usable until this instant (3 hours before the first departure). */
  deadline: z.iso.datetime(),
  /** A cash refund reaches the card within this many billing cycles (spec §9: 1–2). */
  refundBillingCycles: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type CfarOffer = z.infer<typeof CfarOfferSchema>;

/** The protection on a booked trip, as the trip page shows it. */
export const CfarProtectionSchema = z.object({
  state: CfarStateSchema,
  premium: MoneySchema,
  refundPercent: z.number().int().min(0).max(100),
  refundAmount: MoneySchema,
  deadline: z.iso.datetime(),
  /** Set once it ended unused. */
  expiredReason: CfarExpiryReasonSchema.nullable(),
  expiredAt: z.iso.datetime().nullable(),
  /** How it was used (Pending, Canceled, CancellationFailure). */
  choice: CfarChoiceSchema.nullable(),
  /** For a call to support (ContactCustomerService, CancellationFailure). */
  referenceId: z.string(),
});
export type CfarProtection = z.infer<typeof CfarProtectionSchema>;

/** The booking's add-ons as bought (issue 18). */
export const BookingAddOnsSchema = z.object({
  cancelForAnyReason: z.object({ premium: MoneySchema }).nullable(),
  /** Change for any reason (contracts/change-for-any-reason.ts). */
  changeForAnyReason: z.object({ premium: MoneySchema }).nullable(),
  /** Disruption assistance bought with the booking (contracts/disruption.ts): its fee. */
  disruptionAssistance: z.object({ fee: MoneySchema }).nullable(),
});
export type BookingAddOns = z.infer<typeof BookingAddOnsSchema>;

/** POST /api/v0/admin sandbox: raise an early-expiry event on a booked trip. */
export const CfarEventRequestSchema = z.object({
  bookingId: z.string().min(1).max(80),
  kind: CfarEventKindSchema,
});
export type CfarEventRequest = z.infer<typeof CfarEventRequestSchema>;
