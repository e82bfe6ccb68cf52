import type { HotelSearchRequest, HotelSort } from '@wayfare/contracts/lodging';
import { HOTEL_AMENITIES, HotelSearchResponseSchema } from '@wayfare/contracts/lodging';
import { describe, expect, it } from 'vitest';
import { createRng } from '../random/prng';
import { formatIsoDate, parseIsoDate } from '../reference/calendar';
import { loadReferenceData } from '../world/reference-data';
import {
  findHotelMatches,
  findHotelMatchesByScan,
  searchHotels,
  validateHotelSearch,
} from './hotel-search';
import { buildHotelWorld, DEFAULT_HOTEL_TARGET } from './hotel-world';

const SEED = 20_250_101;
const world = buildHotelWorld(loadReferenceData(), SEED, DEFAULT_HOTEL_TARGET);
const NOW = Date.parse('2026-01-10T15:00:00Z');
const LONDON = 'C2643743';
const FIRST_DAY = parseIsoDate('2026-01-12') ?? 0;
const SORTS: HotelSort[] = [
  'DistanceAscending',
  'MostRecommended',
  'Price',
  'StarRating',
  'UserRating',
];

function request(extra: Partial<HotelSearchRequest> = {}): HotelSearchRequest {
  return {
    location: { kind: 'city', cityCode: LONDON },
    checkInDate: '2026-03-10',
    checkOutDate: '2026-03-13',
    rooms: 1,
    adults: 2,
    children: 0,
    filters: {},
    sort: 'MostRecommended',
    offset: 0,
    limit: 50,
    ...extra,
  };
}

describe('hotel world', () => {
  it('has over 100,000 hotels with real chains and believable names', () => {
    expect(world.count).toBeGreaterThanOrEqual(100_000);
    const r = searchHotels(world, request({ filters: { loyaltyPrograms: ['HIL'] } }), NOW);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(HotelSearchResponseSchema.parse(r.value)).toEqual(r.value);
    expect(r.value.hotels.length).toBeGreaterThan(10);
    for (const h of r.value.hotels) {
      expect(h.loyaltyProgramCode).toBe('HIL');
      expect(h.chainName).toBe('Hilton');
      expect(h.name.startsWith(h.brand ?? '?')).toBe(true);
      expect(h.imageSvg.startsWith('data:image/svg+xml')).toBe(true);
    }
  });
});

describe('hotel search', () => {
  it('matches a brute-force scan exactly on 200 seeded queries (radius and box, 3+ filters, every sort)', () => {
    const rng = createRng(99);
    const big = world.reference.cities.slice(0, 400);
    let nonEmpty = 0;
    for (let q = 0; q < 200; q++) {
      const city = rng.pick(big);
      const isBox = q % 3 === 0;
      const checkIn = FIRST_DAY + rng.nextInt(300);
      const stars = [1, 2, 3, 4, 5].filter(() => rng.next() < 0.6);
      const req = request({
        location: isBox
          ? {
              kind: 'bbox',
              minLat: city.lat - 0.08,
              maxLat: city.lat + 0.08,
              minLon: city.lon - 0.12,
              maxLon: city.lon + 0.12,
            }
          : {
              kind: 'point',
              coordinates: { lat: city.lat, lon: city.lon },
              radiusKm: 2 + rng.nextInt(20),
            },
        checkInDate: formatIsoDate(checkIn),
        checkOutDate: formatIsoDate(checkIn + 1 + rng.nextInt(7)),
        sort: rng.pick(SORTS),
        filters: {
          starRatings: stars.length > 0 ? stars : undefined,
          minUserRating: rng.pick([0, 3.5, 4, 4.5]),
          amenities: rng.next() < 0.5 ? [rng.pick(HOTEL_AMENITIES)] : ['FreeWifi'],
          maxNightlyPriceMinor: rng.next() < 0.4 ? 20_000 + rng.nextInt(30_000) : undefined,
          refundableOnly: rng.next() < 0.2,
        },
      });
      const v = validateHotelSearch(world, req, NOW);
      if (!v.ok) continue;
      const fast = findHotelMatches(world, v.query);
      const slow = findHotelMatchesByScan(world, v.query);
      expect(fast).toEqual(slow);
      if (fast.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(150);
  }, 60_000);

  it('sorts by price, distance and stars the way a guest expects', () => {
    const byPrice = searchHotels(world, request({ sort: 'Price' }), NOW);
    const byDistance = searchHotels(world, request({ sort: 'DistanceAscending' }), NOW);
    const byStars = searchHotels(world, request({ sort: 'StarRating' }), NOW);
    if (!byPrice.ok || !byDistance.ok || !byStars.ok) throw new Error('search failed');
    const prices = byPrice.value.hotels.map((h) => h.leadRate.perNightSellRate.amountMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const distances = byDistance.value.hotels.map((h) => h.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(byStars.value.hotels[0]?.starRating).toBe(5);
    expect(byPrice.value.hotels).toHaveLength(50);
  });

  it('charges more per night for five-star hotels than for two-star ones and discounts week-long stays', () => {
    const five = searchHotels(
      world,
      request({ filters: { starRatings: [5] }, sort: 'Price' }),
      NOW,
    );
    const two = searchHotels(world, request({ filters: { starRatings: [2] }, sort: 'Price' }), NOW);
    if (!five.ok || !two.ok) throw new Error('search failed');
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    expect(
      median(five.value.hotels.map((h) => h.leadRate.perNightSellRate.amountMinor)),
    ).toBeGreaterThan(
      2 * median(two.value.hotels.map((h) => h.leadRate.perNightSellRate.amountMinor)),
    );
  });

  it('is deterministic for the same seed', () => {
    const again = buildHotelWorld(loadReferenceData(), SEED, 20_000);
    const other = buildHotelWorld(loadReferenceData(), SEED, 20_000);
    expect(Array.from(again.baseRateMinor.slice(0, 500))).toEqual(
      Array.from(other.baseRateMinor.slice(0, 500)),
    );
    expect(Array.from(again.lat.slice(0, 500))).toEqual(Array.from(other.lat.slice(0, 500)));
  });
});

describe('hotel search bad input', () => {
  const cases: [string, Partial<HotelSearchRequest>, string][] = [
    ['zero rooms', { rooms: 0 }, 'ZeroRooms'],
    ['unknown city', { location: { kind: 'city', cityCode: 'C1' } }, 'UnknownLocation'],
    ['unknown airport', { location: { kind: 'airport', airportCode: 'QQQ' } }, 'UnknownLocation'],
    ['check-out before check-in', { checkOutDate: '2026-03-09' }, 'CheckOutBeforeCheckIn'],
    [
      'dates outside the horizon',
      { checkInDate: '2027-03-10', checkOutDate: '2027-03-12' },
      'DateOutsideHorizon',
    ],
    ['too long a stay', { checkOutDate: '2026-05-10' }, 'StayTooLong'],
    [
      'inverted box',
      { location: { kind: 'bbox', minLat: 52, maxLat: 51, minLon: 0, maxLon: 1 } },
      'InvalidRequest',
    ],
  ];
  it.each(cases)('rejects %s with a typed error', (_name, extra, code) => {
    const r = searchHotels(world, request(extra), NOW);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe(code);
  });
});
