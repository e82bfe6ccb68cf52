import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import { describe, expect, it } from 'vitest';
import { buildFlightNetwork } from '../flights/build-flight-network';
import { createDisruptionRegistry } from '../flights/flight-disruptions';
import { observeFarePrices } from '../flights/flight-offers';
import { createFlightWorld } from '../flights/flight-world';
import { loadReferenceData } from '../world/reference-data';
import { createSandboxFlightProvider } from './flight-provider';
import { createInMemorySeatInventory } from './seat-inventory';

const SEED = 20_250_101;
const world = createFlightWorld(buildFlightNetwork(loadReferenceData(), SEED), SEED);
const NOW = Date.parse('2026-01-10T15:00:00Z');
const REQUEST: FlightSearchRequest = {
  tripType: 'one_way',
  slices: [{ origin: 'DEN', destination: 'PHX', departureDate: '2026-02-03' }],
  passengers: { ADT: 2, CNN: 0, INS: 0, INF: 0 },
  maxStops: 0,
  excludeLowCostCarriers: false,
};

describe('sandbox flight provider', () => {
  it('books a searched fare, holds the seats, and releases them on cancel', async () => {
    const inventory = createInMemorySeatInventory();
    const provider = createSandboxFlightProvider(world, inventory);
    const found = await provider.searchFlights(REQUEST, NOW);
    if (!found.ok) throw new Error(found.message);
    const fare = found.value.slices[0]?.itineraries[0]?.fares.find(
      (f) => f.cabinClass === 'Economy',
    );
    if (!fare) throw new Error('no economy fare');
    const request = {
      tripType: 'one_way' as const,
      fareIds: [fare.fareId],
      passengers: REQUEST.passengers,
    };
    const quoted = await provider.priceOffer(request, NOW);
    expect(quoted.ok && quoted.value.pricing.grandTotal).toEqual(fare.pricing.grandTotal);
    const booked = await provider.book('BK-123456', request, NOW);
    expect(booked.ok && booked.value.status).toBe('Confirmed');
    const again = await provider.book('BK-123456', request, NOW);
    expect(again.ok && again.value.bookedAt).toBe(booked.ok && booked.value.bookedAt);
    const instance = fare.fareId.split('|')[0] ?? '';
    expect((await inventory.getSoldSeats([instance])).get(instance)?.economy).toBe(2);
    const cancelled = await provider.cancel('BK-123456', NOW);
    expect(cancelled.ok && cancelled.value.status).toBe('Cancelled');
    expect((await inventory.getSoldSeats([instance])).get(instance)).toBeUndefined();
    expect((await provider.cancel('BK-123456', NOW)).ok).toBe(false);
    expect(await provider.retrieve('nope')).toMatchObject({ ok: false, code: 'NotFound' });
  });

  it('refuses a booking once the flight is full', async () => {
    const provider = createSandboxFlightProvider(world, createInMemorySeatInventory());
    const found = await provider.searchFlights(
      { ...REQUEST, passengers: { ADT: 9, CNN: 0, INS: 0, INF: 0 } },
      NOW,
    );
    if (!found.ok) throw new Error(found.message);
    const fare = found.value.slices[0]?.itineraries[0]?.fares.find(
      (f) => f.cabinClass === 'Economy',
    );
    if (!fare) throw new Error('no economy fare');
    const request = {
      tripType: 'one_way' as const,
      fareIds: [fare.fareId],
      passengers: { ADT: 9, CNN: 0, INS: 0, INF: 0 },
    };
    let refused = false;
    for (let i = 0; i < 60 && !refused; i++) {
      const r = await provider.book(`BK-${i}`, request, NOW);
      if (!r.ok) {
        expect(r.code).toBe('NoAvailability');
        refused = true;
      }
    }
    expect(refused).toBe(true);
  });

  it('rejects a tampered fare id', async () => {
    const provider = createSandboxFlightProvider(world, createInMemorySeatInventory());
    const r = await provider.priceOffer(
      {
        tripType: 'one_way',
        fareIds: ['999999999@20500|1Economy'],
        passengers: REQUEST.passengers,
      },
      NOW,
    );
    expect(r).toMatchObject({ ok: false, code: 'OfferInvalid' });
  });

  it('remembers what a fare cost on past days, and the price moves', async () => {
    const provider = createSandboxFlightProvider(world, createInMemorySeatInventory());
    const found = await provider.searchFlights(REQUEST, NOW);
    if (!found.ok) throw new Error(found.message);
    const fareId = found.value.slices[0]?.itineraries[0]?.fares[1]?.fareId ?? '';
    const days = Array.from({ length: 20 }, (_, i) => NOW - i * 86_400_000);
    const history = observeFarePrices(
      world,
      { tripType: 'one_way', fareIds: [fareId], passengers: REQUEST.passengers },
      days,
    );
    expect(history.every((h) => h.grandTotalMinor !== null)).toBe(true);
    expect(new Set(history.map((h) => h.grandTotalMinor)).size).toBeGreaterThan(5);
  });
});

describe('disruptions', () => {
  it('shows an injected delay only once it is announced, and a background rate of a few percent', () => {
    const registry = createDisruptionRegistry();
    registry.inject({
      flightInstanceId: '100@20500',
      kind: 'Delay',
      minutes: 95,
      announcedAt: NOW + 3_600_000,
    });
    expect(registry.find(world, '100@20500', NOW)).toBeNull();
    expect(registry.find(world, '100@20500', NOW + 7_200_000)).toMatchObject({
      kind: 'Delay',
      minutes: 95,
      source: 'injected',
    });
    let disrupted = 0;
    for (let s = 0; s < 5000; s++)
      if (registry.find(world, `${s}@20500`, Date.parse('2026-02-17T00:00:00Z'))) disrupted++;
    expect(disrupted).toBeGreaterThan(50);
    expect(disrupted).toBeLessThan(250);
  });
});
