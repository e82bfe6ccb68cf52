import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeBookingEarn,
  formatEarnRate,
  listCardEarns,
  selectEarnAccount,
  selectEarnGreeting,
} from './earn';

describe('formatEarnRate', () => {
  it('shows miles as a multiplier with X and cash as a percent', () => {
    expect(formatEarnRate(200, 'miles')).toBe('2X');
    expect(formatEarnRate(1000, 'miles')).toBe('10X');
    expect(formatEarnRate(125, 'miles')).toBe('1.25X');
    expect(formatEarnRate(150, 'cash')).toBe('1.5%');
    expect(formatEarnRate(500, 'cash')).toBe('5%');
  });

  it('round-trips every rate back to its hundredths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (rate) => {
        const text = formatEarnRate(rate, 'cash').slice(0, -1);
        expect(Math.round(Number(text) * 100)).toBe(rate);
      }),
    );
  });
});

describe('selectEarnGreeting', () => {
  it('gives Venture X Business its special 2X flights / 5X hotels and cars message', () => {
    expect(
      selectEarnGreeting(
        'VentureXBusiness',
        { flights: 200, hotels: 500, cars: 500, homes: 200 },
        'miles',
      ),
    ).toEqual({
      kind: 'ventureXBusiness',
      flights: '2X',
      hotelsAndCars: '5X',
    });
  });

  it('names hotel-and-car and flight rates for other cards', () => {
    expect(
      selectEarnGreeting(
        'Quicksilver',
        { flights: 150, hotels: 500, cars: 500, homes: 150 },
        'cash',
      ),
    ).toEqual({
      kind: 'hotelsAndCars',
      hotelsAndCars: '5%',
      flights: '1.5%',
      currency: 'cash',
    });
  });

  it('uses one rate when every category earns the same', () => {
    expect(
      selectEarnGreeting('Savor', { flights: 100, hotels: 100, cars: 100, homes: 100 }, 'cash')
        .kind,
    ).toBe('flat');
  });
});

describe('listCardEarns', () => {
  const ventureX = {
    accountReferenceId: 'RA-1',
    currency: 'miles' as const,
    earnRates: { flights: 500, hotels: 1000, cars: 1000, homes: 500 },
  };
  const quicksilver = {
    accountReferenceId: 'RA-2',
    currency: 'cash' as const,
    earnRates: { flights: 150, hotels: 500, cars: 500, homes: 150 },
  };

  it('earns each card its hotels rate on the stay, in the cards’ order', () => {
    expect(
      listCardEarns({ amountMinor: 45_678, currency: 'USD' }, [ventureX, quicksilver], 'hotels'),
    ).toEqual([
      // $456.78 × 10 = 4,567.8 miles, rounded up; 5% of $456.78 = $22.839 → 2,284 cents.
      { accountReferenceId: 'RA-1', value: 4568, currency: 'miles', rateHundredths: 1000 },
      { accountReferenceId: 'RA-2', value: 2284, currency: 'cash', rateHundredths: 500 },
    ]);
  });

  it('earns nothing without cards and never less for a higher price', () => {
    expect(listCardEarns({ amountMinor: 100, currency: 'USD' }, [], 'hotels')).toEqual([]);
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000 }), (price, more) => {
        const [low] = listCardEarns({ amountMinor: price, currency: 'USD' }, [ventureX], 'hotels');
        const [high] = listCardEarns(
          { amountMinor: price + more, currency: 'USD' },
          [ventureX],
          'hotels',
        );
        expect(high?.value ?? 0).toBeGreaterThanOrEqual(low?.value ?? 0);
      }),
    );
  });
});

describe('computeBookingEarn', () => {
  const miles = {
    accountReferenceId: 'RA-1',
    currency: 'miles' as const,
    earnRates: { flights: 500, hotels: 1000, cars: 1000, homes: 500 },
  };
  const cash = {
    accountReferenceId: 'RA-2',
    currency: 'cash' as const,
    earnRates: { flights: 150, hotels: 500, cars: 500, homes: 150 },
  };

  it('earns on the card part at the category rate, rounding as every other earn', () => {
    // $1,067.48 on the card at 5X: 5,337.4 miles, rounded up.
    expect(computeBookingEarn({ amountMinor: 106_748, currency: 'USD' }, miles, 'flights')).toEqual(
      { value: 5338, currency: 'miles' },
    );
    // 5% of $456.78 = $22.839 → 2,284 cents.
    expect(computeBookingEarn({ amountMinor: 45_678, currency: 'USD' }, cash, 'hotels')).toEqual({
      value: 2284,
      currency: 'cash',
    });
    expect(computeBookingEarn({ amountMinor: 0, currency: 'USD' }, miles, 'hotels')).toEqual({
      value: 0,
      currency: 'miles',
    });
    expect(computeBookingEarn({ amountMinor: 100, currency: 'USD' }, undefined, 'hotels')).toBe(
      null,
    );
  });

  it('is the same for every product at the same rate, and never more for paying less by card', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 5_000_000 }),
        fc.nat({ max: 5_000_000 }),
        fc.constantFrom(miles, cash),
        (card, rewards, account) => {
          const flat = {
            ...account,
            earnRates: { flights: 300, hotels: 300, cars: 300, homes: 300 },
          };
          const flight = computeBookingEarn(
            { amountMinor: card, currency: 'USD' },
            flat,
            'flights',
          );
          const stay = computeBookingEarn({ amountMinor: card, currency: 'USD' }, flat, 'hotels');
          expect(flight).toEqual(stay);
          // Paying part with rewards leaves less on the card and never earns more.
          const less = computeBookingEarn(
            { amountMinor: Math.max(0, card - rewards), currency: 'USD' },
            flat,
            'flights',
          );
          expect(less?.value ?? 0).toBeLessThanOrEqual(flight?.value ?? 0);
        },
      ),
    );
  });
});

describe('selectEarnAccount', () => {
  const accounts = [{ accountReferenceId: 'RA-1' }, { accountReferenceId: 'RA-2' }];
  it('earns on the redeeming account, else the first card', () => {
    expect(selectEarnAccount(accounts, 'RA-2')?.accountReferenceId).toBe('RA-2');
    expect(selectEarnAccount(accounts, null)?.accountReferenceId).toBe('RA-1');
    expect(selectEarnAccount(accounts, 'RA-9')?.accountReferenceId).toBe('RA-1');
    expect(selectEarnAccount([], null)).toBeUndefined();
  });
});
