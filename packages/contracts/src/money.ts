import { z } from 'zod';

/** Spec §3 currencies. Minor-unit digits differ (JPY, CLP have none). */
export const CURRENCIES = [
  'CAD',
  'USD',
  'PEN',
  'EUR',
  'GBP',
  'AUD',
  'MXN',
  'NZD',
  'CNY',
  'JPY',
  'INR',
  'COP',
  'CLP',
] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;

/**
 * Money as integer minor units plus an ISO currency (house style).
 */
export const MoneySchema = z.object({
  amountMinor: z.number().int(),
  currency: CurrencySchema,
});
export type Money = z.infer<typeof MoneySchema>;
