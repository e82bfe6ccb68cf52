import { describe, expect, it } from 'vitest';
import { FlightSortKeySchema } from '@wayfare/contracts/flights';
import { NO_FILTERS, SORT_KEYS } from './result-filters';
import { readResultView, writeResultView } from './result-filters-params';

describe('result view in the URL', () => {
  it('reads every sort key the contracts know, and no other', () => {
    expect([...SORT_KEYS].sort()).toEqual([...FlightSortKeySchema.options].sort());
    for (const key of SORT_KEYS)
      expect(readResultView(new URLSearchParams({ sort: key })).sortKey).toBe(key);
    expect(readResultView(new URLSearchParams('sort=constructor')).sortKey).toBe('fareScore');
  });

  it('round-trips the sort and every filter, keeping the other parameters', () => {
    const view = {
      sortKey: 'price' as const,
      filters: {
        isNonStopOnly: true,
        excludesLowCostCarriers: true,
        isShortLayoverOnly: false,
        excludesSelfTransfers: true,
        airlineCodes: ['AA', 'B6'],
        departureBuckets: ['morning' as const, 'evening' as const],
        priceRange: { minMinor: 30_000, maxMinor: 52_000 },
      },
    };
    const params = writeResultView(
      new URLSearchParams('tripType=round_trip&step=ChooseReturn'),
      view,
    );
    expect(params.toString()).toBe(
      'tripType=round_trip&step=ChooseReturn&sort=price&nonStop=1&noLowCost=1&noSelfTransfer=1&airlines=AA%2CB6&departs=morning%2Cevening&price=30000-52000',
    );
    expect(readResultView(params)).toEqual(view);
  });

  it('leaves defaults out and reads missing or broken values as not set', () => {
    expect(
      writeResultView(new URLSearchParams('a=1'), {
        sortKey: 'fareScore',
        filters: NO_FILTERS,
      }).toString(),
    ).toBe('a=1');
    expect(
      readResultView(
        new URLSearchParams('sort=cheapest&departs=noon,morning&price=9-1&airlines=x'),
      ),
    ).toEqual({
      sortKey: 'fareScore',
      filters: { ...NO_FILTERS, departureBuckets: ['morning'] },
    });
  });
});
