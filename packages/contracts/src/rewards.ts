import { z } from 'zod';
import { CardProductSchema } from './tenant';

export const ACCOUNT_ROLES = [
  'Primary',
  'Authorized User',
  'Account Manager',
  'Non Financial User',
] as const;
export const AccountRoleSchema = z.enum(ACCOUNT_ROLES);
export type AccountRole = z.infer<typeof AccountRoleSchema>;

export const AccountTypeSchema = z.enum(['Personal', 'Business']);
export const CustomerTypeSchema = z.enum(['Business', 'Consumer']);
export const RewardsCurrencySchema = z.enum(['miles', 'cash']);
export type RewardsCurrency = z.infer<typeof RewardsCurrencySchema>;

/**
 * Earn rates in hundredths: for miles, the multiplier x100 (125 = 1.25X); for cash, the percent x100 (150 = 1.5%).
 * Integers so no float ever describes an earn.
 */
export const EarnRatesSchema = z.object({
  flights: z.number().int().nonnegative(),
  hotels: z.number().int().nonnegative(),
  cars: z.number().int().nonnegative(),
  homes: z.number().int().nonnegative(),
});
export type EarnRates = z.infer<typeof EarnRatesSchema>;

export const RewardsAccountSchema = z.object({
  accountReferenceId: z.string(),
  productId: CardProductSchema,
  productDisplayName: z.string(),
  customerAccountRole: AccountRoleSchema,
  accountType: AccountTypeSchema,
  lastFour: z.string().regex(/^\d{4}$/),
  currency: RewardsCurrencySchema,
  /** Miles as whole miles; cash rewards in US cents. */
  rewardsBalance: z.object({
    value: z.number().int().nonnegative(),
    currency: RewardsCurrencySchema,
  }),
  redemptionMinimum: z.number().int().nonnegative(),
  earnRates: EarnRatesSchema,
  /** The issuing business for business cards; null for personal cards. */
  businessId: z.string().nullable(),
});
export type RewardsAccount = z.infer<typeof RewardsAccountSchema>;

export const RewardsResponseSchema = z.object({ accounts: z.array(RewardsAccountSchema) });
export type RewardsResponse = z.infer<typeof RewardsResponseSchema>;
