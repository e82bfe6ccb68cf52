import { describe, expect, it } from 'vitest';
import type {
  ResultFare,
  ResultItinerary,
  ShopResults,
} from '../../features/flight-results/shop-results';
import { priceChosenFares, priceSliceChoices } from './trip-ticketing';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
const fare = (fareId: string, share: number, separate: number, isCheapest = false) =>
  ({
    fareId,
    grandTotal: usd(share),
    separateTicketTotal: usd(separate),
    amount: { fiat: usd(share), rewards: null },
    fareScore: { isBest: false, isCheapest, isBestQuality: false, isFastest: false },
    tags: isCheapest ? ['Cheapest'] : [],
  }) as unknown as ResultFare;
const itinerary = (itineraryId: string, airline: string, fares: ResultFare[]) =>
  ({
    itineraryId,
    segments: [{ operatingAirline: { code: airline, name: airline } }],
    fares,
  }) as unknown as ResultItinerary;

// BA and AA sell one ticket together; UA does not with BA.
const SEARCH = { interline: { BA: ['AA', 'BA'] } } as unknown as ShopResults;
const OUT = itinerary('out-ba', 'BA', [fare('ba', 47_500, 50_000)]);
const BACK_AA = itinerary('back-aa', 'AA', [fare('aa', 38_000, 40_000, true)]);
const BACK_UA = itinerary('back-ua', 'UA', [fare('ua', 33_250, 35_000)]);
const chosenOut = [{ sliceIndex: 0, itinerary: OUT, fare: OUT.fares[0] as ResultFare }];

describe('priceSliceChoices', () => {
  it('leaves the departure step as shares', () => {
    expect(priceSliceChoices(SEARCH, [], [OUT], null)).toEqual([OUT]);
  });

  it('prices a return on a partner as its share and one on another airline as what it adds', () => {
    const [aa, ua] = priceSliceChoices(SEARCH, chosenOut, [BACK_AA, BACK_UA], null);
    expect(aa?.pairing).toBeUndefined();
    expect(aa?.fares[0]?.grandTotal).toEqual(usd(38_000));
    // UA: its one-way $350 plus the departure's $25 more as a one-way ticket.
    expect(ua?.pairing).toEqual({ kind: 'hackerFare', earlierExtra: usd(2_500) });
    expect(ua?.fares[0]?.grandTotal).toEqual(usd(37_500));
    expect(ua?.fares[0]?.amount.fiat).toEqual(usd(37_500));
    // The hacker fare makes the cheaper trip: "Cheapest" moves to it.
    expect(ua?.fares[0]?.fareScore.isCheapest).toBe(true);
    expect(ua?.fares[0]?.tags).toContain('Cheapest');
    expect(aa?.fares[0]?.fareScore.isCheapest).toBe(false);
    expect(aa?.fares[0]?.tags).not.toContain('Cheapest');
  });
});

describe('priceChosenFares', () => {
  it('keeps shares on one ticket and one-way prices for a hacker fare, totals agreeing', () => {
    const single = priceChosenFares(
      SEARCH,
      [...chosenOut, { sliceIndex: 1, itinerary: BACK_AA, fare: BACK_AA.fares[0] as ResultFare }],
      null,
    );
    expect(single.kind).toBe('single');
    expect(single.chosen.map((c) => c.fare.grandTotal.amountMinor)).toEqual([47_500, 38_000]);
    const hacker = priceChosenFares(
      SEARCH,
      [...chosenOut, { sliceIndex: 1, itinerary: BACK_UA, fare: BACK_UA.fares[0] as ResultFare }],
      null,
    );
    expect(hacker.kind).toBe('hackerFare');
    expect(hacker.chosen.map((c) => c.fare.grandTotal.amountMinor)).toEqual([50_000, 35_000]);
    // What the return step showed (departure share + what the return adds) is the review's total.
    const shown = priceSliceChoices(SEARCH, chosenOut, [BACK_UA], null)[0]?.fares[0];
    expect(47_500 + (shown?.grandTotal.amountMinor ?? 0)).toBe(50_000 + 35_000);
  });
});
