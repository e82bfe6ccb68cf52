import type { MultiTicketType } from '@wayfare/contracts/flights';
import type { Money } from '@wayfare/contracts/money';

/**
 * How a trip of one or more slices is ticketed, and so priced (issue 20, spec §3 multiTicketType;
 * docs/decisions/014-self-transfer-itineraries.md). Pure: the sandbox supplier's quote and the
 * web's results and review read the same answer, so the price shown is the price quoted.
 *
 * - `single`: one ticket. A round trip or multi-city trip is one ticket when the first slice's
 *   validating airline (its first flight's operating airline) interlines with every airline of
 *   every other slice; each slice is then priced as its share of the journey.
 * - `hackerFare`: the slices' airlines don't all interline, so each slice is a one-way ticket of
 *   its own, bought together, each at its one-way price.
 * - `virtualInterline`: a slice is itself two tickets joined by a self-transfer; every other slice
 *   of the trip is then a one-way ticket too (a self-transfer is never part of a journey fare).
 */

/** What the rule needs of a slice. */
export interface TicketingSlice {
  /** The operating airline of each flight, in order. */
  airlineCodes: readonly string[];
  /** Two tickets joined by a self-transfer (the itinerary's `multiTicketType`). */
  isSelfTransfer: boolean;
}

/** Whether one ticket validated by `validating` may carry a flight of `airline`. */
export type InterlineRule = (validating: string, airline: string) => boolean;

/** The trip's kind: one ticket, or two or more bought together. */
export function decideTripTicketing(
  slices: readonly TicketingSlice[],
  interlines: InterlineRule,
): MultiTicketType {
  if (slices.some((s) => s.isSelfTransfer)) return 'virtualInterline';
  const validating = slices[0]?.airlineCodes[0];
  if (validating === undefined) return 'single';
  for (const slice of slices.slice(1))
    for (const airline of slice.airlineCodes)
      if (airline !== validating && !interlines(validating, airline)) return 'hackerFare';
  return 'single';
}

/**
 * The interline rule from a search answer's `interline` map (validating airline → the airlines it
 * sells one ticket with): an airline always interlines with itself.
 */
export function readInterlineMap(map: Readonly<Record<string, readonly string[]>>): InterlineRule {
  return (validating, airline) =>
    validating === airline || (map[validating]?.includes(airline) ?? false);
}

/** A slice's two prices in a trip of several slices. */
export interface SlicePrices {
  /** As its share of a one-ticket journey. */
  share: Money;
  /** As a one-way ticket of its own (a self-transfer's own two tickets: its only price). */
  separate: Money;
}

/** Each slice's price in a trip of this kind: shares on one ticket, else one-way prices. */
export function priceTripSlices(kind: MultiTicketType, slices: readonly SlicePrices[]): Money[] {
  return slices.map((s) => (kind === 'single' ? s.share : s.separate));
}
