import type { HotelSearchRequest, HotelSort, MealPlan } from '@wayfare/contracts/lodging';
import { HOTEL_AMENITIES, HotelSearchResponseSchema } from '@wayfare/contracts/lodging';
import { describe, expect, it } from 'vitest';
import { createRng } from '../random/prng';
import { formatIsoDate, parseIsoDate } from '../reference/calendar';
import { loadReferenceData } from '../world/reference-data';
import { getHotelDetail } from './hotel-detail';
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
      expect(h.imageSvg).toBe(`/api/v0/images/hotels/${h.lodgingId}.svg`);
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

function searchOk(extra: Partial<HotelSearchRequest>) {
  const r = searchHotels(world, request(extra), NOW);
  if (!r.ok) throw new Error(r.message);
  return HotelSearchResponseSchema.parse(r.value);
}

describe('hotel search by meal plan', () => {
  it('keeps hotels selling the stay with a chosen meal plan, led by the cheapest such rate', () => {
    const all = searchOk({ sort: 'Price' });
    const boards: MealPlan[] = ['HalfBoard', 'AllInclusive', 'BreakfastFor2'];
    const found = searchOk({ sort: 'Price', filters: { mealPlans: boards } });
    expect(found.total).toBeGreaterThan(10);
    expect(found.total).toBeLessThan(all.total);
    for (const h of found.hotels.slice(0, 12)) {
      expect(boards).toContain(h.leadRate.mealPlan);
      const detail = getHotelDetail(
        world,
        {
          lodgingId: h.lodgingId,
          checkInDate: '2026-03-10',
          checkOutDate: '2026-03-13',
          rooms: 1,
          adults: 2,
          children: 0,
        },
        NOW,
      );
      if (!detail.ok) throw new Error(detail.message);
      const rates = detail.value.rooms.flatMap((r) => r.rates);
      // The hotel page sells the lead rate at the same price…
      const lead = rates.find((r) => r.rateId === h.leadRate.rateId);
      expect(lead?.total).toEqual(h.leadRate.total);
      expect(lead?.mealPlan).toBe(h.leadRate.mealPlan);
      expect(lead?.perNightSellRate).toEqual(h.leadRate.perNightSellRate);
      // …and no cheaper rate of that room with a chosen meal plan (partly refundable ones never lead).
      const sameRoom = rates.filter(
        (r) =>
          r.roomTypeId === lead?.roomTypeId &&
          boards.includes(r.mealPlan) &&
          r.refundability !== 'PartiallyRefundable',
      );
      for (const r of sameRoom)
        expect(r.total.amountMinor).toBeGreaterThanOrEqual(h.leadRate.total.amountMinor);
    }
    const nightly = found.hotels.map((h) => h.leadRate.perNightSellRate.amountMinor);
    expect(nightly).toEqual([...nightly].sort((a, b) => a - b));
  });

  it('changes nothing when the chosen plans include every hotel’s own board', () => {
    const all = searchOk({});
    const base = searchOk({ filters: { mealPlans: ['RoomOnly', 'Breakfast'] } });
    expect(base).toEqual(all);
  });

  it('combines with refundable and pay-later the way those filters pick a lead rate', () => {
    const refundable = searchOk({
      filters: { mealPlans: ['BreakfastFor2'], refundableOnly: true },
    });
    expect(refundable.total).toBeGreaterThan(0);
    for (const h of refundable.hotels) {
      expect(h.leadRate.mealPlan).toBe('BreakfastFor2');
      expect(h.leadRate.refundability).toBe('FullyRefundable');
    }
    const payLater = searchOk({ filters: { mealPlans: ['RoomOnly'], payLaterOnly: true } });
    expect(payLater.total).toBeGreaterThan(0);
    for (const h of payLater.hotels) {
      expect(h.leadRate.mealPlan).toBe('RoomOnly');
      expect(h.leadRate.payTiming).toBe('PayLater');
    }
    // A single guest's breakfast is "for 1": a party of two never matches it.
    expect(searchOk({ filters: { mealPlans: ['BreakfastFor1'] } }).total).toBe(0);
    expect(
      searchOk({ adults: 1, filters: { mealPlans: ['BreakfastFor1'] } }).total,
    ).toBeGreaterThan(0);
  });
});

describe('hotel search by distance', () => {
  it('keeps hotels within the distance of the centre that the summaries show', () => {
    const all = searchOk({ sort: 'DistanceAscending' });
    const near = searchOk({ sort: 'DistanceAscending', filters: { maxDistanceKm: 2 } });
    expect(near.total).toBeGreaterThan(0);
    expect(near.total).toBeLessThan(all.total);
    for (const h of near.hotels) expect(h.distanceKm).toBeLessThanOrEqual(2);
    const v = validateHotelSearch(world, request(), NOW);
    if (!v.ok) throw new Error(v.message);
    const within = findHotelMatches(world, v.query).filter(
      (m) => Math.round(m.distanceKm * 10) / 10 <= 2,
    );
    expect(near.total).toBe(within.length);
    expect(near.hotels.map((h) => h.lodgingId)).toEqual(
      all.hotels.filter((h) => h.distanceKm <= 2).map((h) => h.lodgingId),
    );
  });

  it('matches a brute-force scan with meal plans and distances on 60 seeded queries', () => {
    const rng = createRng(7);
    const big = world.reference.cities.slice(0, 300);
    const plans: MealPlan[] = ['Breakfast', 'BreakfastFor2', 'HalfBoard', 'AllInclusive'];
    let nonEmpty = 0;
    for (let q = 0; q < 60; q++) {
      const city = rng.pick(big);
      const checkIn = FIRST_DAY + rng.nextInt(300);
      const req = request({
        location:
          q % 2 === 0
            ? {
                kind: 'bbox',
                minLat: city.lat - 0.1,
                maxLat: city.lat + 0.1,
                minLon: city.lon - 0.15,
                maxLon: city.lon + 0.15,
              }
            : { kind: 'city', cityCode: `C${city.geonameId}` },
        checkInDate: formatIsoDate(checkIn),
        checkOutDate: formatIsoDate(checkIn + 1 + rng.nextInt(7)),
        sort: rng.pick(SORTS),
        filters: {
          mealPlans: rng.next() < 0.7 ? [rng.pick(plans)] : undefined,
          maxDistanceKm: rng.pick([0.5, 1, 3, 8.05, 40]),
          refundableOnly: rng.next() < 0.2,
        },
      });
      const v = validateHotelSearch(world, req, NOW);
      if (!v.ok) continue;
      const fast = findHotelMatches(world, v.query);
      expect(fast).toEqual(findHotelMatchesByScan(world, v.query));
      if (fast.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(20);
  }, 60_000);
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
