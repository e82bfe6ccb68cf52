import { describe, expect, it } from 'vitest';
import type { FlightShopRequest } from '@wayfare/contracts/flight-shop';
import { FlightSearchRequestSchema } from '@wayfare/contracts/flights';
import type { PriceWatch } from '@wayfare/contracts/price-watch';
import { parseFlightSearchParams } from '../../model/flight-search-params';
import {
  buildWatchResultsPath,
  comparePrices,
  isWatched,
  selectFocusAfterRemoval,
  selectWatchDates,
  selectWatchRoute,
  selectWatchState,
  toWatchRequest,
} from './watch-model';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

const shopRequest: FlightShopRequest = {
  tripType: 'round_trip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
    { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-17' },
  ],
  passengers: { ADT: 2, CNN: 1, INS: 0, INF: 0 },
  maxStops: 2,
  excludeLowCostCarriers: false,
  cabinClass: 'Business',
  entrySource: 'recently_searched_air',
};

function watch(state: PriceWatch['state']): PriceWatch {
  return {
    watchId: 'pw_1',
    state,
    request: toWatchRequest(shopRequest),
    createdAt: '2026-11-01T10:00:00.000Z',
    startingLowest: usd(45_000),
    currentLowest: usd(41_200),
    advice: 'wait',
    lastCheckedAt: null,
    nextCheckAt: '2026-11-01T16:00:00.000Z',
    alertCount: 0,
  };
}

describe('the watched search', () => {
  it('is the trip without how the person reached it, valid as the API reads it', () => {
    const request = toWatchRequest(shopRequest);
    expect(request).not.toHaveProperty('entrySource');
    expect(FlightSearchRequestSchema.parse(request)).toEqual(request);
    expect(request.cabinClass).toBe('Business');
  });

  it('links back to the results page of the same search', () => {
    const path = buildWatchResultsPath(toWatchRequest(shopRequest));
    expect(path).toBe(
      '/flights/shop?tripType=round_trip&slices=JFK-LAX-2026-12-10%2CLAX-JFK-2026-12-17&adt=2&cnn=1&ins=0&inf=0&cabin=Business',
    );
    const parsed = parseFlightSearchParams(new URLSearchParams(path.split('?')[1]));
    expect(parsed && toWatchRequest(parsed)).toEqual(toWatchRequest(shopRequest));
  });

  it('names the route and dates of one-way, round and multi-city trips', () => {
    const roundTrip = toWatchRequest(shopRequest);
    expect(selectWatchRoute(roundTrip)).toMatchObject({
      kind: 'pair',
      origin: 'JFK',
      destination: 'LAX',
    });
    expect(selectWatchDates(roundTrip)).toEqual({ first: '2026-12-10', last: '2026-12-17' });
    const multiCity = {
      ...roundTrip,
      tripType: 'multi_city' as const,
      slices: [
        { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
        { origin: 'LAX', destination: 'SFO', departureDate: '2026-12-14' },
      ],
    };
    expect(selectWatchRoute(multiCity)).toMatchObject({ kind: 'path', path: 'JFK → LAX → SFO' });
    const oneWay = {
      ...roundTrip,
      tripType: 'one_way' as const,
      slices: roundTrip.slices.slice(0, 1),
    };
    expect(selectWatchDates(oneWay)).toEqual({ first: '2026-12-10', last: '2026-12-10' });
  });
});

describe('the watch button', () => {
  it('is InProcess while a call runs, else the watch state, NotWatching without one', () => {
    expect(selectWatchState(null, true)).toBe('InProcess');
    expect(selectWatchState(watch('Watching'), true)).toBe('InProcess');
    expect(selectWatchState(null, false)).toBe('NotWatching');
    expect(selectWatchState(watch('JustWatched'), false)).toBe('JustWatched');
    expect(selectWatchState(watch('Watching'), false)).toBe('Watching');
  });

  it('is pressed for a live watch only', () => {
    expect(isWatched('JustWatched')).toBe(true);
    expect(isWatched('Watching')).toBe(true);
    expect(isWatched('NotWatching')).toBe(false);
    expect(isWatched('InProcess')).toBe(false);
  });
});

describe('the price change since watching', () => {
  it('is the whole-unit difference, down or up', () => {
    expect(comparePrices(usd(45_000), usd(41_200), 100)).toEqual({
      direction: 'down',
      amount: usd(3_800),
    });
    expect(comparePrices(usd(41_200), usd(45_000), 100)).toEqual({
      direction: 'up',
      amount: usd(3_800),
    });
  });

  it('compares the prices as the card shows them, whole: $450 and $450.40 are the same', () => {
    expect(comparePrices(usd(45_000), usd(45_040), 100)).toEqual({ direction: 'same' });
    expect(comparePrices(usd(45_000), usd(44_960), 100)).toEqual({ direction: 'same' });
    // $450 then $449 (449.40 shown whole): down $1, as the two figures read.
    expect(comparePrices(usd(45_000), usd(44_940), 100)).toEqual({
      direction: 'down',
      amount: usd(100),
    });
  });

  it('is unknown without both prices or across currencies', () => {
    expect(comparePrices(null, usd(41_200), 100)).toEqual({ direction: 'unknown' });
    expect(comparePrices(usd(45_000), null, 100)).toEqual({ direction: 'unknown' });
    expect(
      comparePrices(usd(45_000), { amountMinor: 41_200, currency: 'CAD' as const }, 100),
    ).toEqual({ direction: 'unknown' });
  });

  it('keeps a currency without minor units whole', () => {
    const jpy = (amountMinor: number) => ({ amountMinor, currency: 'JPY' as const });
    expect(comparePrices(jpy(50_000), jpy(46_000), 1)).toEqual({
      direction: 'down',
      amount: jpy(4_000),
    });
  });
});

describe('focus after a card leaves', () => {
  it('goes to the card that took its place, else the one before, else nowhere', () => {
    expect(selectFocusAfterRemoval(['b', 'c'], 0)).toBe('b');
    expect(selectFocusAfterRemoval(['a', 'c'], 1)).toBe('c');
    expect(selectFocusAfterRemoval(['a', 'b'], 2)).toBe('b');
    expect(selectFocusAfterRemoval([], 0)).toBeNull();
  });
});
