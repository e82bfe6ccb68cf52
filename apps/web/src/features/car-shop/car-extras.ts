import type { CarExtra, CarExtraChoice, CarExtraType } from '@wayfare/contracts/cars';

/** The extras the person chose, by type (0 or absent: not taken). */
export type CarExtraQuantities = Partial<Record<CarExtraType, number>>;

/** What one extra costs for the rental: its price a day for the charged days, times how many. */
export function priceCarExtraMinor(extra: CarExtra, days: number, quantity: number): number {
  return extra.pricePerDay.amountMinor * Math.min(days, extra.maxChargeDays) * quantity;
}

/** The extras' total as the page shows it before the quote (the quote's is what is charged). */
export function sumCarExtrasMinor(
  extras: readonly CarExtra[],
  days: number,
  chosen: CarExtraQuantities,
): number {
  return extras.reduce(
    (sum, extra) => sum + priceCarExtraMinor(extra, days, chosen[extra.type] ?? 0),
    0,
  );
}

/** The quote request's extras: each chosen type once, within its maximum. */
export function toCarExtraChoices(
  extras: readonly CarExtra[],
  chosen: CarExtraQuantities,
): CarExtraChoice[] {
  return extras.flatMap((extra) => {
    const quantity = Math.min(chosen[extra.type] ?? 0, extra.maxQuantity);
    return quantity > 0 ? [{ type: extra.type, quantity }] : [];
  });
}

/** The order extras are offered in: seats and drivers first, then equipment and cover. */
const ORDER: readonly CarExtraType[] = [
  'FullCoverage',
  'AdditionalDriver',
  'ChildSeat',
  'InfantSeat',
  'BoosterSeat',
  'Gps',
  'WifiHotspot',
  'TollPass',
  'SkiRack',
  'SnowChains',
];

export function sortCarExtras(extras: readonly CarExtra[]): CarExtra[] {
  return [...extras].sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
}
