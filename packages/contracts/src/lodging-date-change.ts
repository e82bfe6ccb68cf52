import { z } from 'zod';
import { HomeViolationSchema } from './home-booking';
import { UnavailabilityReasonSchema } from './lodging';
import { MoneySchema } from './money';
import { SourceAmountSchema } from './source-amount';

/**
 * Changing the dates of a booked stay (issue 22): a lodging booking (hotels now, homes later)
 * keeps its confirmation code and moves to new nights. Rules: domain/lodging-date-change.ts;
 * decision record docs/decisions/019-lodging-date-change.md.
 */

/** Why a booking's dates can't change online (domain `decideLodgingDateChange`). */
export const DateChangeRefusalSchema = z.enum([
  'BookingNotConfirmed',
  'BookingCancelled',
  'CheckInPassed',
  'ChangeDeadlinePassed',
  'RateNotChangeable',
  'RefundableRoomBooked',
]);
export type DateChangeRefusal = z.infer<typeof DateChangeRefusalSchema>;

/** On the trip page: whether "Change dates" is offered, until when, or why not. */
export const LodgingDateChangeAvailabilitySchema = z.discriminatedUnion('allowed', [
  z.object({
    allowed: z.literal(true),
    /** The last instant a change is accepted (the free-cancellation deadline, else check-in). */
    until: z.iso.datetime(),
  }),
  z.object({ allowed: z.literal(false), reason: DateChangeRefusalSchema }),
]);
export type LodgingDateChangeAvailability = z.infer<typeof LodgingDateChangeAvailabilitySchema>;

const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-01-15.')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Use a real calendar date.');

/** POST /api/v0/trips/:bookingId/date-change/quote. */
export const LodgingDateChangeQuoteRequestSchema = z.object({
  checkInDate: IsoDateSchema,
  checkOutDate: IsoDateSchema,
});
export type LodgingDateChangeQuoteRequest = z.infer<typeof LodgingDateChangeQuoteRequestSchema>;

/** Spec §4 unavailability reasons, plus the hotel's rate plan that is not sold for those nights. */
export const DateChangeUnavailableReasonSchema = z.union([
  UnavailabilityReasonSchema,
  z.literal('RateNotAvailable'),
]);
export type DateChangeUnavailableReason = z.infer<typeof DateChangeUnavailableReasonSchema>;

export const DateChangeStaySchema = z.object({
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int().positive(),
  /** Charged through the portal (what the difference is taken on). */
  payNowTotal: MoneySchema,
  /** Paid to the property at check-in (pay-later rates, local fees). */
  payLaterTotal: MoneySchema,
  /** Per-night prices, before stay discounts and taxes. */
  nightly: z.array(z.object({ date: z.string(), sellRate: MoneySchema })),
  taxes: MoneySchema,
});
export type DateChangeStay = z.infer<typeof DateChangeStaySchema>;

export const LodgingDateChangeQuoteSchema = z.discriminatedUnion('availability', [
  z.object({
    availability: z.literal('Available'),
    bookingId: z.string(),
    quoteId: z.string(),
    /** Signed `<quoteId>.<expiresAtMs>.<signature>`; the confirm sends it back. */
    quoteToken: z.string(),
    expiresAt: z.iso.datetime(),
    old: DateChangeStaySchema,
    new: DateChangeStaySchema,
    /** new − old of what is paid through the portal; positive: the traveller pays more. */
    difference: MoneySchema,
    /** Charged to the booking's card (the card always takes a rise). */
    charge: SourceAmountSchema.nullable(),
    /** Given back, card first, then rewards, then travel credit (reverse of how it was paid). */
    refunds: z.array(SourceAmountSchema),
  }),
  z.object({
    availability: z.literal('Unavailable'),
    bookingId: z.string(),
    reason: DateChangeUnavailableReasonSchema,
    /** Nights (check-in dates) of the asked stay that are sold out. */
    soldOutDates: z.array(z.string()),
    /** A home's every broken rule with what to change (MinStayViolation's minNights …). */
    violations: z.array(HomeViolationSchema).optional(),
    old: DateChangeStaySchema,
  }),
]);
export type LodgingDateChangeQuote = z.infer<typeof LodgingDateChangeQuoteSchema>;

/** POST /api/v0/trips/:bookingId/date-change/confirm. */
export const LodgingDateChangeConfirmRequestSchema = z.object({
  quoteToken: z.string().min(1).max(300),
  /** The new total the person agreed to after a PriceChanged answer (only exactly it counts). */
  acceptedTotal: MoneySchema.optional(),
});
export type LodgingDateChangeConfirmRequest = z.infer<typeof LodgingDateChangeConfirmRequestSchema>;

export const LodgingDateChangeResultSchema = z.object({
  changeId: z.string(),
  bookingId: z.string(),
  /** The same H- code as before the change. */
  confirmationCode: z.string().nullable(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  difference: MoneySchema,
  /** The payment records: the card charge (its authorization) or the refunds per source. */
  charge: SourceAmountSchema.nullable(),
  refunds: z.array(SourceAmountSchema),
  changedAt: z.iso.datetime(),
});
export type LodgingDateChangeResult = z.infer<typeof LodgingDateChangeResultSchema>;
