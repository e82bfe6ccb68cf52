import { z } from 'zod';
import { MoneySchema } from './money';

/**
 * Split payment (issue 23, docs/decisions/021-split-payment.md). At book, `payment.split` shares
 * what the card pays: share 0 is the booker's, paid by `payment.cardToken`; across `cards` every
 * other share names another of the booker's vault cards, across `travellers` its payer, who gets
 * an e-mailed link to `/split-payment/pay?token=…`.
 *
 *   GET  /api/v0/splitPayments/bookings/:bookingId   the booker's view of a booking's split
 *   GET  /api/v0/splitPayments/trips/:bookingId      the same for the trip page (null: no split)
 *   GET  /api/v0/splitPayments/share?token=…         a payer's share (no sign-in)
 *   POST /api/v0/splitPayments/share/pay             a payer pays their share (no sign-in)
 */

export const SplitModeSchema = z.enum(['cards', 'travellers']);
export type SplitMode = z.infer<typeof SplitModeSchema>;

export const SplitStatusSchema = z.enum([
  'Collecting',
  'Authorized',
  'Captured',
  'Declined',
  'Expired',
  'Released',
]);
export type SplitStatus = z.infer<typeof SplitStatusSchema>;

export const SplitShareStatusSchema = z.enum([
  'Requested',
  'Authorizing',
  'Authorized',
  'Declined',
  'Expired',
  'Released',
  'Captured',
]);
export type SplitShareStatus = z.infer<typeof SplitShareStatusSchema>;

export const SplitShareRequestSchema = z.object({
  amountMinor: z.number().int().min(0),
  /** `cards`: the vault token of the card paying this share (share 0: `payment.cardToken`). */
  cardToken: z.string().min(1).max(80).optional(),
  /**
   * `travellers`: who pays this share and where their link goes (required but for share 0, whose
   * name the e-mails give as the booker's).
   */
  payer: z
    .object({ name: z.string().trim().min(1).max(120), email: z.email().max(200).optional() })
    .optional(),
});
export type SplitShareRequest = z.infer<typeof SplitShareRequestSchema>;

/** `payment.split` of a book request. */
export const SplitPaymentRequestSchema = z.object({
  mode: SplitModeSchema,
  shares: z.array(SplitShareRequestSchema).min(2).max(6),
});
export type SplitPaymentRequest = z.infer<typeof SplitPaymentRequestSchema>;

export const SplitShareViewSchema = z.object({
  position: z.number().int(),
  amount: MoneySchema,
  status: SplitShareStatusSchema,
  /** The booker's own share (share 0). */
  isBooker: z.boolean(),
  /** `travellers`: the payer's name as the booker typed it. */
  payerName: z.string().nullable(),
  /** `cards`: the card paying it. */
  card: z.object({ brand: z.string(), lastFour: z.string() }).nullable(),
  /** The processor's code of the last declined attempt, while the share is Declined. */
  declineCode: z.string().nullable(),
  /** What a cancellation gave back to this share's card; null when nothing was. */
  refunded: MoneySchema.nullable(),
});
export type SplitShareView = z.infer<typeof SplitShareViewSchema>;

/** GET /api/v0/splitPayments/bookings/:bookingId. */
export const SplitPaymentViewSchema = z.object({
  bookingId: z.string(),
  product: z.enum(['flight', 'hotel', 'car', 'activity', 'home', 'package']),
  mode: SplitModeSchema,
  status: SplitStatusSchema,
  total: MoneySchema,
  /** When unpaid shares end the hold; null before the hold starts. */
  deadline: z.iso.datetime({ offset: true }).nullable(),
  shares: z.array(SplitShareViewSchema),
});
export type SplitPaymentView = z.infer<typeof SplitPaymentViewSchema>;

/**
 * GET /api/v0/splitPayments/trips/:bookingId: the trip page's shares, or null for a trip paid
 * without a split (the trip page asks every trip, so no split is not an error).
 */
export const TripSplitPaymentResponseSchema = z.object({
  split: SplitPaymentViewSchema.nullable(),
});
export type TripSplitPaymentResponse = z.infer<typeof TripSplitPaymentResponseSchema>;

/** What the payer's page shows of the trip: codes and data, worded by the web. */
export const SplitTripSummarySchema = z.object({
  product: z.enum(['flight', 'hotel', 'car', 'activity', 'home', 'package']),
  /** Flights: `JFK → LHR`; stays: the hotel's name; others: the booking's own title. */
  title: z.string(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
});
export type SplitTripSummary = z.infer<typeof SplitTripSummarySchema>;

/** GET /api/v0/splitPayments/share?token=…: one payer's share. */
export const SplitShareResponseSchema = z.object({
  trip: SplitTripSummarySchema,
  bookerName: z.string(),
  payerName: z.string().nullable(),
  amount: MoneySchema,
  status: SplitShareStatusSchema,
  splitStatus: SplitStatusSchema,
  deadline: z.iso.datetime({ offset: true }).nullable(),
  /** Shares still unpaid, this one included. */
  outstanding: z.number().int(),
  shareCount: z.number().int(),
  declineCode: z.string().nullable(),
  /** Where the card vault frame is served from (the payer is not signed in). */
  vaultOrigin: z.string(),
});
export type SplitShareResponse = z.infer<typeof SplitShareResponseSchema>;

export const SplitShareTokenQuerySchema = z.object({ token: z.string().min(20).max(200) });

/** POST /api/v0/splitPayments/share/pay. */
export const SplitSharePayRequestSchema = z.object({
  token: z.string().min(20).max(200),
  /** A token from the card vault. */
  cardToken: z.string().min(1).max(80),
});
export type SplitSharePayRequest = z.infer<typeof SplitSharePayRequestSchema>;
