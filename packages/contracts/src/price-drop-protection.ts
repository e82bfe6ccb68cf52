import { z } from 'zod';
import { MoneySchema } from './money';

/**
 * Price drop protection on a booked trip (issue 19; spec §1, §5, §9): complimentary on every
 * flight and on stays at Premier or Lifestyle hotels; the same itinerary (or room) is priced again
 * on a schedule and a price below the lowest seen so far is credited to the travel wallet, up to a
 * cap per booking. The trip page shows it with its check log, so a traveller never wonders whether
 * it was checked.
 */

/** What one check found (the web words each; reasons are codes too). */
export const PriceDropResultSchema = z.enum([
  'NoDrop',
  'Credited',
  'DropPending',
  'CapReached',
  'Unavailable',
  'NotEligible',
]);
export type PriceDropResult = z.infer<typeof PriceDropResultSchema>;

/** Why a booking is not covered, or why monitoring ended with a logged check. */
export const PriceDropReasonSchema = z.enum([
  'Package',
  'HotelCollection',
  'CheckInTooSoon',
  'Currency',
  'NoTravelWallet',
  'ItineraryChanged',
  'TripCancelled',
]);
export type PriceDropReason = z.infer<typeof PriceDropReasonSchema>;

export const PriceDropCheckSchema = z.object({
  /** The check's number on this booking, from 1. */
  seq: z.number().int().positive(),
  checkedAt: z.iso.datetime(),
  /** The same itinerary's (room's) price seen; null when it was no longer sold. */
  priceSeen: MoneySchema.nullable(),
  result: PriceDropResultSchema,
  /** Credited to the travel wallet by this check (zero unless Credited). */
  credited: MoneySchema,
  /** This check's credit brought the booking's credits to the cap (none can follow). */
  reachesCap: z.boolean(),
  reason: PriceDropReasonSchema.nullable(),
});
export type PriceDropCheck = z.infer<typeof PriceDropCheckSchema>;

export const PriceDropProtectionSchema = z.object({
  product: z.enum(['flight', 'hotel']),
  /** Monitoring: checks run; Ended: the window closed, the trip was cancelled, or not covered. */
  status: z.enum(['Monitoring', 'Ended']),
  /** Not covered at all (a stay outside the collections): the reason, and no checks. */
  notEligibleReason: PriceDropReasonSchema.nullable(),
  paid: MoneySchema,
  lowestSeen: MoneySchema,
  cap: MoneySchema,
  credited: MoneySchema,
  /** The last instant it is checked. */
  monitorUntil: z.iso.datetime(),
  /** Stays: drops are credited from this instant (a drop found earlier waits for it). */
  creditFrom: z.iso.datetime().nullable(),
  nextCheckAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  /** Every check, newest first. */
  checks: z.array(PriceDropCheckSchema),
});
export type PriceDropProtection = z.infer<typeof PriceDropProtectionSchema>;
