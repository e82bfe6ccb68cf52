import type { Money } from '@wayfare/contracts/money';
import { formatMoney, roundToWholeMajorUnits } from '@wayfare/domain/money-format';

/** Above this a pill would outgrow its neighbours: "$12K" rather than "$12,345". */
const COMPACT_FROM = 10_000;

/**
 * The price on a map pill: the nightly lead rate in whole units as the list shows it, compact
 * from ten thousand so pills stay small where hundreds sit side by side.
 */
export function formatPillPrice(locale: string, money: Money): string {
  const isCompact = roundToWholeMajorUnits(money) >= COMPACT_FROM;
  return formatMoney(money, locale, {
    precision: 'whole',
    ...(isCompact ? { notation: 'compact' as const } : {}),
  });
}

/** A cluster's pill: how many hotels, shortened past a thousand. */
export function formatClusterCount(locale: string, count: number): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    count,
  );
}
