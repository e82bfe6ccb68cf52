import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import { describe, expect, it } from 'vitest';
import { buildFlightNetwork } from '../flights/build-flight-network';
import { createFlightWorld } from '../flights/flight-world';
import { loadReferenceData } from '../world/reference-data';
import {
  createSandboxFareCalendarProvider,
  type FareCalendarQuery,
} from './fare-calendar-provider';
import { createSandboxFlightProvider } from './flight-provider';
import { createInMemorySeatInventory } from './seat-inventory';

const SEED = 20_250_101;
const world = createFlightWorld(buildFlightNetwork(loadReferenceData(), SEED), SEED);
const NOW = Date.parse('2026-01-10T15:00:00Z');
const QUERY: FareCalendarQuery = {
  origin: 'DEN',
  destination: 'PHX',
  passengers: { ADT: 2, CNN: 0, INS: 0, INF: 0 },
  maxStops: 2,
  excludeLowCostCarriers: false,
  pricedAs: 'one_way',
  fromDate: '2026-02-01',
  toDate: '2026-02-07',
};

function oneWay(date: string): FlightSearchRequest {
  return {
    tripType: 'one_way',
    slices: [{ origin: 'DEN', destination: 'PHX', departureDate: date }],
    passengers: QUERY.passengers,
    maxStops: 2,
    excludeLowCostCarriers: false,
  };
}

describe('sandbox fare calendar provider', () => {
  it('prices again the days whose cheapest fare flies on flights the portal sold out', async () => {
    const inventory = createInMemorySeatInventory();
    const calendar = createSandboxFareCalendarProvider(world, inventory);
    const flights = createSandboxFlightProvider(world, inventory);
    const cheapestOf = async (date: string) => {
      const found = await flights.searchFlights(oneWay(date), NOW);
      if (!found.ok) throw new Error(found.message);
      const fares = found.value.slices[0]?.itineraries.flatMap((it) => it.fares) ?? [];
      const cheapest = fares.reduce((a, b) =>
        a.pricing.grandTotal.amountMinor <= b.pricing.grandTotal.amountMinor ? a : b,
      );
      return cheapest;
    };
    const before = await calendar.findLowestFares(QUERY, NOW);
    if (!before.ok) throw new Error(before.message);
    expect(before.value).toHaveLength(7);
    const target = before.value[3];
    if (!target?.lowest) throw new Error('no fare on the fourth day');
    const cheapest = await cheapestOf(target.date);
    expect(cheapest.pricing.grandTotal).toEqual(target.lowest);

    // The portal sells every economy seat on the cheapest itinerary's flights.
    const ids = (cheapest.fareId.split('|')[0] ?? '').split('+');
    const reserved = await inventory.reserve(
      'sold-out',
      ids.map((flightInstanceId) => ({
        flightInstanceId,
        cabin: 'economy',
        seats: 400,
        portalCapacity: 1000,
      })),
    );
    expect(reserved.ok).toBe(true);

    const after = await calendar.findLowestFares(QUERY, NOW);
    if (!after.ok) throw new Error(after.message);
    const moved = after.value[3];
    const searched = await cheapestOf(target.date);
    expect(moved?.lowest).toEqual(searched.pricing.grandTotal);
    expect(moved?.lowest?.amountMinor).toBeGreaterThan(target.lowest.amountMinor);
    // The other days did not move.
    expect(after.value.filter((_, i) => i !== 3)).toEqual(before.value.filter((_, i) => i !== 3));
  });

  it('answers every asked date, null where nothing is on sale', async () => {
    const calendar = createSandboxFareCalendarProvider(world, createInMemorySeatInventory());
    const found = await calendar.findLowestFares(
      { ...QUERY, fromDate: '2026-01-08', toDate: '2026-01-11' },
      NOW,
    );
    if (!found.ok) throw new Error(found.message);
    expect(found.value.map((d) => [d.date, d.lowest === null])).toEqual([
      ['2026-01-08', true],
      ['2026-01-09', true],
      ['2026-01-10', false],
      ['2026-01-11', false],
    ]);
  });

  it('refuses bad dates and spans', async () => {
    const calendar = createSandboxFareCalendarProvider(world, createInMemorySeatInventory());
    expect(await calendar.findLowestFares({ ...QUERY, fromDate: '2026-02-30' }, NOW)).toMatchObject(
      { ok: false, code: 'InvalidDate' },
    );
    expect(
      await calendar.findLowestFares(
        { ...QUERY, fromDate: '2026-02-07', toDate: '2026-02-01' },
        NOW,
      ),
    ).toMatchObject({ ok: false, code: 'InvalidDate' });
    expect(
      await calendar.findLowestFares(
        { ...QUERY, fromDate: '2026-01-10', toDate: '2027-06-01' },
        NOW,
      ),
    ).toMatchObject({ ok: false, code: 'InvalidRequest' });
  });
});
