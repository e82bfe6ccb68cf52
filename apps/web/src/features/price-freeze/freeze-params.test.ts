import { describe, expect, it } from 'vitest';
import {
  buildFreezeQuery,
  readFreezeEntry,
  readFreezeFareSet,
  readFreezeHours,
  selectDefaultHours,
} from './freeze-params';

describe('freeze page URLs', () => {
  const fareSet = {
    tripType: 'round_trip' as const,
    passengers: { ADT: 2, CNN: 1, INS: 0, INF: 0 },
    fareIds: ['fare-out', 'fare-back'],
  };

  it('reads back the fare set, entry, offer and length it wrote', () => {
    const params = new URLSearchParams(
      buildFreezeQuery(fareSet, { entry: 'prediction', offerId: 'pfo_1', hours: 72 }),
    );
    expect(readFreezeFareSet(params)).toEqual(fareSet);
    expect(readFreezeEntry(params)).toBe('prediction');
    expect(params.get('offerId')).toBe('pfo_1');
    expect(readFreezeHours(params, [24, 72])).toBe(72);
    expect(readFreezeHours(params, [24, 168])).toBeNull();
  });

  it('refuses a URL without fares, with an unknown trip type or an impossible party', () => {
    expect(readFreezeFareSet(new URLSearchParams('tripType=one_way&adt=1'))).toBeNull();
    expect(readFreezeFareSet(new URLSearchParams('tripType=any&adt=1&fareIds=a'))).toBeNull();
    expect(readFreezeFareSet(new URLSearchParams('tripType=one_way&adt=0&fareIds=a'))).toBeNull();
    expect(readFreezeFareSet(new URLSearchParams('tripType=one_way&adt=12&fareIds=a'))).toBeNull();
    expect(readFreezeFareSet(new URLSearchParams('tripType=one_way&adt=x&fareIds=a'))).toBeNull();
    expect(readFreezeEntry(new URLSearchParams('priceFreezeEntry=spam'))).toBeNull();
  });

  it('defaults to the longest length up to a week', () => {
    expect(selectDefaultHours([24, 72, 168, 336])).toBe(168);
    expect(selectDefaultHours([24, 72])).toBe(72);
    expect(selectDefaultHours([336])).toBe(336);
    expect(selectDefaultHours([])).toBeNull();
  });
});
