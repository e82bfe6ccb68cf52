import type { MultiTicketType } from '@wayfare/contracts/flights';
import type { Money } from '@wayfare/contracts/money';
import { priceFareInRewards, type RewardsCard } from '@wayfare/domain/fare-rewards';
import {
  decideTripTicketing,
  priceTripSlices,
  readInterlineMap,
  type TicketingSlice,
} from '@wayfare/domain/trip-ticketing';
import type {
  ResultFare,
  ResultItinerary,
  ShopResults,
} from '../../features/flight-results/shop-results';
import type { ChosenFare } from './shop-selection';

/**
 * A trip's tickets as the shop shows them (issue 20, `domain/trip-ticketing.ts`, the rule the
 * supplier's quote applies): flights of airlines that sell one ticket together are priced as
 * shares of the journey; otherwise every slice is a one-way ticket of its own (`hackerFare`), at
 * its `separateTicketTotal`. The departure step shows shares; a later step prices each itinerary
 * by what choosing it adds to the trip, so sorting and "Cheapest" compare whole trips.
 */

function toTicketingSlice(itinerary: ResultItinerary): TicketingSlice {
  return {
    airlineCodes: itinerary.segments.map((s) => s.operatingAirline.code),
    isSelfTransfer: itinerary.multiTicketType !== undefined,
  };
}

/** The kind of a trip made of these itineraries, in slice order. */
export function decideChosenTicketing(
  search: Pick<ShopResults, 'interline'>,
  itineraries: readonly ResultItinerary[],
): MultiTicketType {
  return decideTripTicketing(itineraries.map(toTicketingSlice), readInterlineMap(search.interline));
}

const money = (amountMinor: number, currency: Money['currency']): Money => ({
  amountMinor,
  currency,
});

function repriceFare(fare: ResultFare, total: Money, card: RewardsCard | null): ResultFare {
  return {
    ...fare,
    grandTotal: total,
    amount: { fiat: total, rewards: card ? priceFareInRewards(total, card) : null },
  };
}

/** What a fare costs as a ticket of its own: its one-way price (a share's), else its price. */
function separateTotal(fare: ResultFare): Money {
  return fare.separateTicketTotal ?? fare.grandTotal;
}

/**
 * The chosen fares priced as the trip is ticketed, and its kind: on one ticket as they are; as
 * several tickets each at its one-way price. The review, its total, the policy and the quote's
 * expected total all read these.
 */
export function priceChosenFares(
  search: Pick<ShopResults, 'interline'>,
  chosen: readonly ChosenFare[],
  card: RewardsCard | null,
): { kind: MultiTicketType; chosen: ChosenFare[] } {
  const kind = decideChosenTicketing(
    search,
    chosen.map((c) => c.itinerary),
  );
  const prices = priceTripSlices(
    kind,
    chosen.map((c) => ({ share: c.fare.grandTotal, separate: separateTotal(c.fare) })),
  );
  return {
    kind,
    chosen: chosen.map((c, i) =>
      kind === 'single'
        ? c
        : { ...c, fare: repriceFare(c.fare, prices[i] ?? c.fare.grandTotal, card) },
    ),
  };
}

/**
 * A later slice's itineraries priced for the flights chosen before it: one that shares their
 * ticket as it is; one that can't at its one-way price plus what the earlier flights then cost
 * more (their one-way prices less their shares), marked with `pairing`. "Cheapest" is set again
 * on the cheapest of the slice as priced. The departure step (nothing chosen) is unchanged.
 */
export function priceSliceChoices(
  search: Pick<ShopResults, 'interline'>,
  chosenBefore: readonly ChosenFare[],
  itineraries: readonly ResultItinerary[],
  card: RewardsCard | null,
): ResultItinerary[] {
  if (chosenBefore.length === 0) return [...itineraries];
  const earlier = chosenBefore.map((c) => c.itinerary);
  let extraMinor = 0;
  for (const { fare } of chosenBefore)
    extraMinor += separateTotal(fare).amountMinor - fare.grandTotal.amountMinor;
  const priced = itineraries.map((itinerary): ResultItinerary => {
    const kind = decideChosenTicketing(search, [...earlier, itinerary]);
    if (kind === 'single') return itinerary;
    const currency = itinerary.fares[0]?.grandTotal.currency ?? 'USD';
    return {
      ...itinerary,
      pairing: { kind, earlierExtra: money(extraMinor, currency) },
      fares: itinerary.fares.map((fare) => {
        const own = separateTotal(fare);
        return repriceFare(fare, money(own.amountMinor + extraMinor, own.currency), card);
      }),
    };
  });
  if (!priced.some((it) => it.pairing)) return priced;
  let lowest = Infinity;
  for (const it of priced)
    for (const f of it.fares) lowest = Math.min(lowest, f.grandTotal.amountMinor);
  return priced.map((it) => ({
    ...it,
    fares: it.fares.map((f) => {
      const isCheapest = f.grandTotal.amountMinor === lowest;
      if (f.fareScore.isCheapest === isCheapest) return f;
      return {
        ...f,
        fareScore: { ...f.fareScore, isCheapest },
        tags: isCheapest ? [...f.tags, 'Cheapest'] : f.tags.filter((t) => t !== 'Cheapest'),
      };
    }),
  }));
}
