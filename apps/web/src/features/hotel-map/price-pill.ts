import type { Money } from '@wayfare/contracts/money';
import { roundFareForDisplay } from '@wayfare/domain/display-rules';

/** Above this a pill would outgrow its neighbours: "$12K" rather than "$12,345". */
const COMPACT_FROM = 10_000;

/**
 * The price on a map pill: the nightly lead rate in whole units as the list shows it, compact
 * from ten thousand so pills stay small where hundreds sit side by side.
 */
export function formatPillPrice(locale: string, money: Money): string {
  const { amount, currency } = roundFareForDisplay(money);
  const isCompact = amount >= COMPACT_FROM;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: isCompact ? 1 : 0,
    ...(isCompact ? { notation: 'compact' } : {}),
  }).format(amount);
}

/** A cluster's pill: how many hotels, shortened past a thousand. */
export function formatClusterCount(locale: string, count: number): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    count,
  );
}
