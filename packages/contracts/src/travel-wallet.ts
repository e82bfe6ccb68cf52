import { z } from 'zod';
import { MoneySchema } from './money';

/**
 * The travel wallet's statement (issue 19; spec §4 travel-wallet transaction types), served by
 * `GET /api/v0/wallet`: the balance and every transaction that makes it, newest first. Spec §7's
 * `/user/wallet` stays the spendable credits the booking page applies.
 */

/** Spec §4, verbatim (statement credits by their four events). */
export const WalletTransactionTypeSchema = z.enum([
  'redemption',
  'adjustment',
  'statement_credit_created',
  'statement_credit_redeemed',
  'statement_credit_expired',
  'statement_credit_canceled',
  'price_drop_protection',
  'travel_offer',
  'price_match',
  'refund',
  'pending',
  'expired',
  'canceled',
  'referral',
]);
export type WalletTransactionType = z.infer<typeof WalletTransactionTypeSchema>;

/** Pending: held for a booking not yet confirmed (its supplier, its approval); else Completed. */
export const WalletTransactionStateSchema = z.enum(['Pending', 'Completed']);
export type WalletTransactionState = z.infer<typeof WalletTransactionStateSchema>;

export const WalletCreditKindSchema = z.enum([
  'AnnualTravelCredit',
  /** Issue 23: the entry card's and the travel card's one-time credits. */
  'EntryTravelCredit',
  'TravelCardCredit',
  'PriceDropProtection',
  'PriceMatch',
  /** Issue 23: a tenant travel offer taken off a booking (its `travel_offer` transaction). */
  'TravelOffer',
]);
export type WalletCreditKind = z.infer<typeof WalletCreditKindSchema>;

export const WalletTransactionSchema = z.object({
  id: z.string(),
  type: WalletTransactionTypeSchema,
  state: WalletTransactionStateSchema,
  /** Signed: positive into the wallet, negative out of it. */
  amount: MoneySchema,
  occurredAt: z.iso.datetime(),
  /** The wallet credit it belongs to. */
  credit: z.object({ id: z.string(), kind: WalletCreditKindSchema, productName: z.string() }),
  /** The trip it came from or was spent on, when it is one of the person's trips. */
  trip: z
    .object({
      bookingId: z.string(),
      product: z.enum(['flight', 'hotel', 'car', 'activity', 'home', 'package']),
      confirmationCode: z.string().nullable(),
    })
    .nullable(),
});
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

export const TravelWalletResponseSchema = z.object({
  /** The sum of `transactions`: what the wallet holds to spend. */
  balance: MoneySchema,
  transactions: z.array(WalletTransactionSchema),
});
export type TravelWalletResponse = z.infer<typeof TravelWalletResponseSchema>;
