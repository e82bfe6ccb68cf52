import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideTripTicketing,
  priceTripSlices,
  readInterlineMap,
  type TicketingSlice,
} from './trip-ticketing';

// oneworld-like partners BA, AA, IB; UA alone; a low-cost carrier (U2) with nobody.
const interlines = readInterlineMap({ BA: ['AA', 'BA', 'IB'], AA: ['AA', 'BA'], UA: ['UA'] });
const slice = (...airlineCodes: string[]): TicketingSlice => ({
  airlineCodes,
  isSelfTransfer: false,
});

describe('decideTripTicketing', () => {
  it('is one ticket when the first airline interlines with every airline after it', () => {
    expect(decideTripTicketing([slice('BA')], interlines)).toBe('single');
    expect(decideTripTicketing([slice('BA'), slice('AA')], interlines)).toBe('single');
    expect(decideTripTicketing([slice('BA', 'UA'), slice('IB', 'AA')], interlines)).toBe('single');
  });

  it('is two one-way tickets (hacker fare) when any later airline does not interline', () => {
    expect(decideTripTicketing([slice('BA'), slice('UA')], interlines)).toBe('hackerFare');
    expect(decideTripTicketing([slice('BA'), slice('AA', 'UA')], interlines)).toBe('hackerFare');
    // Only the validating (first) airline's agreements count.
    expect(decideTripTicketing([slice('UA'), slice('BA')], interlines)).toBe('hackerFare');
    // An airline missing from the map interlines with itself only.
    expect(decideTripTicketing([slice('U2'), slice('U2')], interlines)).toBe('single');
    expect(decideTripTicketing([slice('U2'), slice('BA')], interlines)).toBe('hackerFare');
  });

  it('is virtualInterline as soon as a slice is a self-transfer', () => {
    const selfTransfer = { airlineCodes: ['BA', 'U2'], isSelfTransfer: true };
    expect(decideTripTicketing([selfTransfer], interlines)).toBe('virtualInterline');
    expect(decideTripTicketing([slice('BA'), selfTransfer], interlines)).toBe('virtualInterline');
  });

  it('never calls one ticket a trip whose later slices carry an airline the first does not sell', () => {
    const codes = fc.constantFrom('BA', 'AA', 'IB', 'UA', 'U2');
    fc.assert(
      fc.property(
        fc.array(fc.array(codes, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }),
        (slices) => {
          const kind = decideTripTicketing(
            slices.map((s) => slice(...s)),
            interlines,
          );
          const validating = slices[0]?.[0] ?? '';
          const allSold = slices
            .slice(1)
            .every((s) => s.every((code) => interlines(validating, code)));
          expect(kind).toBe(allSold ? 'single' : 'hackerFare');
        },
      ),
    );
  });
});

describe('priceTripSlices', () => {
  const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
  const prices = [
    { share: usd(47_500), separate: usd(50_000) },
    { share: usd(38_000), separate: usd(40_000) },
  ];
  it('prices one ticket as shares and several as one-way tickets', () => {
    expect(priceTripSlices('single', prices)).toEqual([usd(47_500), usd(38_000)]);
    expect(priceTripSlices('hackerFare', prices)).toEqual([usd(50_000), usd(40_000)]);
    expect(priceTripSlices('virtualInterline', prices)).toEqual([usd(50_000), usd(40_000)]);
  });
});
