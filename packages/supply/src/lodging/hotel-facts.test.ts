import { HotelFactsSchema } from '@wayfare/contracts/hotel-shop';
import { describe, expect, it } from 'vitest';
import { loadReferenceData } from '../world/reference-data';
import { describeHotelFacts, labelHotelLocation } from './hotel-facts';
import { searchHotels } from './hotel-search';
import { buildHotelWorld, DEFAULT_HOTEL_TARGET } from './hotel-world';

const world = buildHotelWorld(loadReferenceData(), 20_250_101, DEFAULT_HOTEL_TARGET);
const LONDON = 'C2643743';

describe('hotel facts', () => {
  it('describes a hotel exactly as search does, without a stay', () => {
    const found = searchHotels(
      world,
      {
        location: { kind: 'city', cityCode: LONDON },
        checkInDate: '2026-03-10',
        checkOutDate: '2026-03-13',
        rooms: 1,
        adults: 2,
        children: 0,
        filters: {},
        sort: 'MostRecommended',
        offset: 0,
        limit: 3,
      },
      Date.parse('2026-01-10T15:00:00Z'),
    );
    if (!found.ok) throw new Error(found.message);
    for (const summary of found.value.hotels) {
      const facts = HotelFactsSchema.parse(describeHotelFacts(world, summary.lodgingId));
      expect(facts).toEqual(HotelFactsSchema.parse(summary));
    }
  });

  it('knows nothing of ids outside the world', () => {
    expect(describeHotelFacts(world, `H${world.count}`)).toBeNull();
    expect(describeHotelFacts(world, 'X1')).toBeNull();
  });

  it('labels cities and airports, and refuses codes it does not know', () => {
    expect(labelHotelLocation(world, { kind: 'city', cityCode: LONDON })).toBe(
      'London, United Kingdom',
    );
    expect(labelHotelLocation(world, { kind: 'airport', airportCode: 'jfk' })).toMatch(/\(JFK\)$/);
    expect(labelHotelLocation(world, { kind: 'city', cityCode: 'C1' })).toBeNull();
    expect(labelHotelLocation(world, { kind: 'airport', airportCode: 'ZZZ' })).toBeNull();
    expect(
      labelHotelLocation(world, {
        kind: 'point',
        coordinates: { lat: 51.5, lon: -0.12 },
        radiusKm: 5,
      }),
    ).toBe('Near 51.500, -0.120');
  });
});
