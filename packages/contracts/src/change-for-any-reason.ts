import { z } from 'zod';
import { MoneySchema } from './money';

/**
 * Change for any reason (issue 18; spec §4 life cycle, §9: bought at booking at least 24 hours
 * before departure, one change, until 3 hours before departure, what the change cost reimbursed
 * within 10 business days, the new itinerary within 1 year of the original).
 */

/** Offered with a flight quote for every passenger and slice together; not sold after booking. */
export const ChfarOfferSchema = z.object({
  premium: MoneySchema,
  /** Premium ÷ fares × 100, rounded. */
  premiumPercent: z.number().int().min(0),
  /** The most one change is reimbursed: its fee and a higher fare's difference, up to this. */
  coverageLimit: MoneySchema,
  /** Usable until this instant (3 hours before the first departure). */
  deadline: z.iso.datetime(),
  /** What the change cost reaches the card within this many business days. */
  reimbursementBusinessDays: z.number().int().positive(),
  /** The new flights leave within this many years of the booked first departure. */
  windowYears: z.number().int().positive(),
});
export type ChfarOffer = z.infer<typeof ChfarOfferSchema>;

/**
 * Active: usable for one change. Used: a change took it (with the airline, or confirmed and
 * waiting for its reimbursement). Reimbursed: what the change cost went back to the card. Expired:
 * it ended unused (deadline, trip cancelled).
 */
export const ChfarStateSchema = z.enum(['Active', 'Used', 'Reimbursed', 'Expired']);
export type ChfarState = z.infer<typeof ChfarStateSchema>;

export const ChfarExpiryReasonSchema = z.enum(['Deadline', 'TripCancelled']);
export type ChfarExpiryReason = z.infer<typeof ChfarExpiryReasonSchema>;

/** The protection on a booked trip, as the trip page and the exchange flow show it. */
export const ChfarProtectionSchema = z.object({
  state: ChfarStateSchema,
  premium: MoneySchema,
  coverageLimit: MoneySchema,
  deadline: z.iso.datetime(),
  expiredReason: ChfarExpiryReasonSchema.nullable(),
  /** Once a change used it: what is reimbursed, by when, and when it was. */
  reimbursement: z
    .object({
      amount: MoneySchema,
      dueBy: z.iso.datetime().nullable(),
      paidAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  referenceId: z.string(),
});
export type ChfarProtection = z.infer<typeof ChfarProtectionSchema>;
