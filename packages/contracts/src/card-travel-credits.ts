import { z } from 'zod';
import { MoneySchema } from './money';

/**
 * Card travel credits (issue 23; spec §9): the top tier's $300 for each card-member year, the
 * entry card's $100 for the first card-member year and the travel card's $250 for a year from its
 * grant, each on one card. Served in `GET /api/v0/travelCredits` (`cardTravelCredits`).
 */

export const CardTravelCreditKindSchema = z.enum([
  'AnnualTravelCredit',
  'EntryTravelCredit',
  'TravelCardCredit',
]);
export type CardTravelCreditKind = z.infer<typeof CardTravelCreditKindSchema>;

/** Spec §4 statement credit: created (something left to spend), redeemed, expired, canceled. */
export const CardTravelCreditStateSchema = z.enum(['created', 'redeemed', 'expired', 'canceled']);
export type CardTravelCreditState = z.infer<typeof CardTravelCreditStateSchema>;

export const CardTravelCreditSchema = z.object({
  id: z.string(),
  kind: CardTravelCreditKindSchema,
  state: CardTravelCreditStateSchema,
  amount: MoneySchema,
  remaining: MoneySchema,
  grantedAt: z.iso.datetime(),
  /** When what is left can no longer be spent. */
  expiresAt: z.iso.datetime().nullable(),
  /** When it was canceled with its account (spec §5: an account not open or in good standing). */
  canceledAt: z.iso.datetime().nullable(),
  /** The card it belongs to. */
  card: z.object({
    accountReferenceId: z.string(),
    productName: z.string(),
    lastFour: z.string(),
  }),
});
export type CardTravelCredit = z.infer<typeof CardTravelCreditSchema>;

/**
 * Why a cancelled trip's travel credit is not given back (spec §5, restored only if not
 * expired): it expired, or was canceled with its account, before the cancellation. That part is
 * not refunded to the card either.
 */
export const ForfeitedTravelCreditSchema = z.object({
  amount: MoneySchema,
  reason: z.enum(['expired', 'canceled']),
});
export type ForfeitedTravelCredit = z.infer<typeof ForfeitedTravelCreditSchema>;
