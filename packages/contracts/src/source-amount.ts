import { z } from 'zod';
import { CardBrandSchema, PaymentSourceSchema } from './flight-booking';
import { MoneySchema } from './money';

/** Money going back to one payment source (card refund, miles returned, wallet credit restored). */
export const SourceAmountSchema = z.object({
  source: PaymentSourceSchema,
  amount: MoneySchema,
  /** Cards: the brand and last four the web says ("Visa ending 4242"); null when unknown. */
  card: z.object({ brand: CardBrandSchema, lastFour: z.string() }).nullable(),
  /**
   * The source's own name, as its owner named it: the rewards product ("Venture Rewards"), the
   * wallet credit's, or the airline of an airline credit; null for cards or when unknown.
   */
  name: z.string().nullable(),
  /** Rewards only: the miles or points this amount is, in the account's own unit. */
  rewardsValue: z.number().int().nullable(),
});
export type SourceAmount = z.infer<typeof SourceAmountSchema>;
