import { describe, expect, it } from 'vitest';
import type { PackageFlightShopResponse } from '@wayfare/contracts/packages';
import {
  listPackageItineraries,
  priceChosenPackage,
  readChosenFares,
} from './package-flight-choice';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

function itinerary(id: string, departureTime: string, fareIds: string[]) {
  return {
    itineraryId: id,
    departureTime,
    fares: fareIds.map((fareId) => ({ fareId })),
  };
}

/** A flight shop answer with just what the choice reads (two slices, their fares' differences). */
const shop = {
  package: {
    total: usd(200_000),
    perPerson: usd(100_000),
    separateTotal: usd(220_000),
    saving: usd(20_000),
    savingPercent: 9,
    travelers: 2,
  },
  includedFareIds: ['out-a-basic', 'ret-a-basic'],
  fareDifferences: {
    'out-a-basic': { difference: usd(0), perPerson: usd(0) },
    'out-a-flex': { difference: usd(8_400), perPerson: usd(4_200) },
    'out-b-basic': { difference: usd(-3_600), perPerson: usd(-1_800) },
    'ret-a-basic': { difference: usd(0), perPerson: usd(0) },
    'ret-b-basic': { difference: usd(5_000), perPerson: usd(2_500) },
  },
  flights: {
    search: {
      slices: [
        {
          sliceIndex: 0,
          itineraries: [
            itinerary('out-c', '2026-12-01T06:00', ['out-c-unpriced']),
            itinerary('out-b', '2026-12-01T09:00', ['out-b-basic']),
            itinerary('out-a', '2026-12-01T12:00', ['out-a-basic', 'out-a-flex']),
          ],
        },
        {
          sliceIndex: 1,
          itineraries: [
            itinerary('ret-b', '2026-12-05T07:00', ['ret-b-basic']),
            itinerary('ret-a', '2026-12-05T18:00', ['ret-a-basic']),
          ],
        },
      ],
    },
  },
} as unknown as PackageFlightShopResponse;

describe('a package’s flights', () => {
  it('prices the package with the chosen fares: the included price plus each difference', () => {
    expect(priceChosenPackage(shop, ['out-a-basic', 'ret-a-basic'])).toEqual({
      total: usd(200_000),
      perPerson: usd(100_000),
    });
    expect(priceChosenPackage(shop, ['out-b-basic', 'ret-b-basic'])).toEqual({
      total: usd(200_000 - 3_600 + 5_000),
      perPerson: usd(100_000 - 1_800 + 2_500),
    });
  });

  it('lists the included flight first, then the smallest difference, leaving unpriced ones out', () => {
    expect(listPackageItineraries(shop, 0).map((i) => i.itineraryId)).toEqual(['out-a', 'out-b']);
    expect(listPackageItineraries(shop, 1).map((i) => i.itineraryId)).toEqual(['ret-a', 'ret-b']);
    expect(listPackageItineraries(shop, 2)).toEqual([]);
  });

  it('keeps a chosen fare it knows, else the included one', () => {
    expect(readChosenFares(shop, ['out-b-basic', null])).toEqual(['out-b-basic', 'ret-a-basic']);
    expect(readChosenFares(shop, ['gone', 'ret-b-basic'])).toEqual(['out-a-basic', 'ret-b-basic']);
  });
});
