/**
 * A price that moved between what the person saw and what they are asked to pay (spec §8
 * price-difference notices): never charged silently. A rise they agreed to is booked; a rise
 * beyond MAX_PRICE_INCREASE_PERCENT of the held price is too far for a click to accept and the
 * person searches again (MaximumPriceIncreaseReached).
 */
export const MAX_PRICE_INCREASE_PERCENT = 25;

export type PriceConsent =
  { ok: true } | { ok: false; code: 'PriceChanged' | 'MaximumPriceIncreaseReached' };

/** Whether `currentMinor` may be charged for a price held at `quotedMinor`. */
export function judgePriceConsent(input: {
  quotedMinor: number;
  currentMinor: number;
  /** The total the person agreed to, if any: only exactly the current one counts. */
  acceptedMinor: number | null;
}): PriceConsent {
  const { quotedMinor, currentMinor, acceptedMinor } = input;
  if (currentMinor === quotedMinor) return { ok: true };
  // Integer arithmetic: current / quoted > 1 + max% ⇔ current × 100 > quoted × (100 + max).
  if (currentMinor * 100 > quotedMinor * (100 + MAX_PRICE_INCREASE_PERCENT))
    return { ok: false, code: 'MaximumPriceIncreaseReached' };
  if (acceptedMinor === currentMinor) return { ok: true };
  return { ok: false, code: 'PriceChanged' };
}

export interface PriceDifference {
  direction: 'up' | 'down';
  /** Always positive. */
  differenceMinor: number;
}

/**
 * The notice a page owes when the total it asks for differs from the total the person was shown
 * a step before (the review step's total against the held quote's): null when they agree.
 */
export function describePriceDifference(
  shownMinor: number | null,
  askedMinor: number,
): PriceDifference | null {
  if (shownMinor === null || shownMinor === askedMinor) return null;
  return {
    direction: askedMinor > shownMinor ? 'up' : 'down',
    differenceMinor: Math.abs(askedMinor - shownMinor),
  };
}
