import type { FlightOffer, FlightSearchResponse } from '@wayfare/contracts/flights';
import { describe, expect, it } from 'vitest';
import { createPackageFlightCache, type IncludedFlight } from './package-flight-cache';

const found = (id: string): IncludedFlight => ({
  result: { slices: [] } as unknown as FlightSearchResponse,
  fareIds: [`${id}-out`, `${id}-back`],
  offer: {} as FlightOffer,
});

describe('package flight cache', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('searches a trip once for concurrent and repeated callers, for a minute', async () => {
    const cache = createPackageFlightCache();
    let searches = 0;
    const find = async () => {
      searches += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return found('a');
    };
    const answers = await Promise.all([1, 2, 3, 4].map(() => cache.read('trip', now, find)));
    expect(searches).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await cache.read('trip', new Date(now.getTime() + 59_999), find);
    expect(searches).toBe(1);
    await cache.read('trip', new Date(now.getTime() + 60_000), find);
    expect(searches).toBe(2);
  });

  it('keeps no failure: the next caller searches again', async () => {
    const cache = createPackageFlightCache();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('supplier down'));
    };
    await expect(cache.read('trip', now, failing)).rejects.toThrow('supplier down');
    await expect(cache.read('trip', now, failing)).rejects.toThrow('supplier down');
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('forgets everything when seats are sold, and keeps no search that started before', async () => {
    const cache = createPackageFlightCache();
    await cache.read('trip', now, () => Promise.resolve(found('a')));
    expect(cache.size).toBe(1);
    let release: (value: IncludedFlight) => void = () => undefined;
    const running = cache.read(
      'other',
      now,
      () => new Promise<IncludedFlight>((resolve) => (release = resolve)),
    );
    cache.invalidate();
    expect(cache.size).toBe(0);
    release(found('b'));
    expect((await running).fareIds).toEqual(['b-out', 'b-back']);
    expect(cache.size).toBe(0);
    const again = await cache.read('trip', now, () => Promise.resolve(found('c')));
    expect(again.fareIds).toEqual(['c-out', 'c-back']);
  });
});
