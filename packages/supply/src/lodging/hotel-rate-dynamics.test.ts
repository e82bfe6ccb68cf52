import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../reference/calendar';
import { loadReferenceData } from '../world/reference-data';
import {
  computeBookingWindowFactor,
  computeRateMovement,
  computeSellOutChance,
  getObservationDay,
} from './hotel-rate-dynamics';
import { computeNightlyRateMinor, isNightAvailable } from './hotel-rates';
import { getHotelDetail } from './hotel-detail';
import { parseRateId } from './hotel-rate-plans';
import { listRateNightlyPrices, priceRoomStayMinor } from './hotel-room-rate';
import { buildHotelWorld, DEFAULT_HOTEL_TARGET } from './hotel-world';

const SEED = 20_250_101;
const world = buildHotelWorld(loadReferenceData(), SEED, DEFAULT_HOTEL_TARGET);
const NIGHT = parseIsoDate('2026-03-10') ?? 0;
const DAY = 86_400_000;

describe('revenue-managed hotel prices', () => {
  it('observes on the UTC day of the instant', () => {
    const at = Date.parse('2026-02-01T00:00:00Z');
    expect(getObservationDay(at)).toBe(getObservationDay(at + DAY - 1));
    expect(getObservationDay(at + DAY)).toBe(getObservationDay(at) + 1);
    expect(getObservationDay(new Date(at))).toBe(getObservationDay(at));
  });

  it('is deterministic, and a price seen twice on the same day is the same', () => {
    const other = buildHotelWorld(loadReferenceData(), SEED, DEFAULT_HOTEL_TARGET);
    const key = { hotel: 1234, template: 0, checkIn: NIGHT, nights: 3 };
    const morning = Date.parse('2026-02-20T08:00:00Z');
    const evening = Date.parse('2026-02-20T23:59:00Z');
    expect(listRateNightlyPrices(world, key, morning)).toEqual(
      listRateNightlyPrices(world, key, evening),
    );
    expect(listRateNightlyPrices(world, key, morning)).toEqual(
      listRateNightlyPrices(other, key, morning),
    );
  });

  it('moves from one observation day to the next, a few percent a day', () => {
    const changes: number[] = [];
    let moved = 0;
    for (let hotel = 0; hotel < 400; hotel++) {
      for (let d = 60; d > 30; d--) {
        const a = computeNightlyRateMinor(world, hotel, NIGHT, NIGHT - d);
        const b = computeNightlyRateMinor(world, hotel, NIGHT, NIGHT - d + 1);
        if (a !== b) moved += 1;
        changes.push(Math.log(b / a));
      }
    }
    expect(moved / changes.length).toBeGreaterThan(0.8);
    const sd = Math.sqrt(changes.reduce((s, x) => s + x * x, 0) / changes.length);
    expect(sd).toBeGreaterThan(0.015);
    expect(sd).toBeLessThan(0.06);
  });

  it('reverts to its level: far apart days differ by a bounded amount, not a growing one', () => {
    const spread = (lag: number) => {
      let sum = 0;
      let n = 0;
      for (let hotel = 0; hotel < 300; hotel++)
        for (let day = 0; day < 20; day++) {
          const a = computeRateMovement(world, hotel, NIGHT, NIGHT - 200 + day);
          const b = computeRateMovement(world, hotel, NIGHT, NIGHT - 200 + day + lag);
          sum += Math.log(b / a) ** 2;
          n += 1;
        }
      return Math.sqrt(sum / n);
    };
    expect(spread(30)).toBeLessThan(spread(1) * 3);
    expect(Math.abs(spread(60) - spread(30))).toBeLessThan(0.02);
  });

  it('is cheaper far out and climbs over the last three weeks', () => {
    const hotel = 4321;
    const at = (lead: number) => computeBookingWindowFactor(world, hotel, NIGHT, NIGHT - lead);
    expect(at(200)).toBeCloseTo(0.9, 10);
    expect(at(120)).toBeCloseTo(0.9, 10);
    expect(at(60)).toBeCloseTo(0.96, 10);
    expect(at(21)).toBeCloseTo(1, 10);
    for (let lead = 200; lead > 3; lead--) expect(at(lead - 1)).toBeGreaterThanOrEqual(at(lead));
    expect(at(3)).toBeGreaterThan(1.06);
    expect(at(3)).toBeLessThan(1.27);
    // A night already begun is priced as tonight.
    expect(at(-1)).toBe(at(0));
  });

  it('cuts some nights in their last two days, and only then', () => {
    let dips = 0;
    let nights = 0;
    for (let hotel = 0; hotel < 2000; hotel++) {
      const f = (lead: number) => computeBookingWindowFactor(world, hotel, NIGHT, NIGHT - lead);
      nights += 1;
      if (f(1) < f(3)) {
        dips += 1;
        expect(f(1)).toBeGreaterThan(0.8);
      }
      expect(f(3)).toBeGreaterThanOrEqual(f(4));
    }
    expect(dips / nights).toBeGreaterThan(0.08);
    expect(dips / nights).toBeLessThan(0.25);
  });

  it('sells out a little more often as the night nears, and a sold-out night stays sold out', () => {
    expect(computeSellOutChance(0.03, NIGHT, NIGHT - 60)).toBe(0.03);
    expect(computeSellOutChance(0.03, NIGHT, NIGHT)).toBeCloseTo(0.03 + 0.97 * 0.06, 10);
    let far = 0;
    let near = 0;
    for (let hotel = 0; hotel < 5000; hotel++) {
      const isOpenFar = isNightAvailable(world, hotel, NIGHT, NIGHT - 60);
      const isOpenNear = isNightAvailable(world, hotel, NIGHT, NIGHT - 1);
      if (!isOpenFar) {
        far += 1;
        expect(isOpenNear).toBe(false);
      }
      if (!isOpenNear) near += 1;
    }
    expect(near).toBeGreaterThan(far);
  });

  it('keeps every price positive, whole dollars and within sane bounds across observation days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: world.count - 1 }),
        fc.integer({ min: 0, max: 330 }),
        fc.integer({ min: -1, max: 330 }),
        fc.integer({ min: -1, max: 330 }),
        (hotel, offset, lead, otherLead) => {
          const night = NIGHT + offset;
          const observedDay = night - lead;
          const price = computeNightlyRateMinor(world, hotel, night, observedDay);
          expect(price).toBeGreaterThan(0);
          expect(price % 100).toBe(0);
          // Seen on any two days, the same night's price is within a factor of two (and a dollar's rounding).
          const other = computeNightlyRateMinor(world, hotel, night, night - otherLead);
          expect(price).toBeLessThanOrEqual(2 * other + 100);
          expect(other).toBeLessThanOrEqual(2 * price + 100);
          const factor =
            computeBookingWindowFactor(world, hotel, night, observedDay) *
            computeRateMovement(world, hotel, night, observedDay);
          expect(factor).toBeGreaterThan(0.55);
          expect(factor).toBeLessThan(1.75);
        },
      ),
      { numRuns: 2000, seed: 17 },
    );
  });

  it('prices a past day as the hotel page showed it that day (what a price tracker sees)', () => {
    let compared = 0;
    for (let hotel = 1200; hotel < 1220; hotel++) {
      const request = {
        lodgingId: `H${hotel}`,
        checkInDate: '2026-03-10',
        checkOutDate: '2026-03-13',
        rooms: 1,
        adults: 1,
        children: 0,
      };
      for (const at of ['2026-01-10T15:00:00Z', '2026-02-01T09:00:00Z', '2026-03-05T22:00:00Z']) {
        const detail = getHotelDetail(world, request, Date.parse(at));
        if (!detail.ok) throw new Error(detail.message);
        for (const rate of detail.value.rooms.flatMap((r) => r.rates)) {
          const key = parseRateId(world, rate.rateId);
          // Room-only rates: the sell rate is the room's charge (no board), one room.
          if (key?.plan.board !== 'R') continue;
          expect(priceRoomStayMinor(world, key, getObservationDay(Date.parse(at)))).toBe(
            rate.sellRate.amountMinor,
          );
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
    const key = {
      hotel: 1234,
      template: 0,
      plan: { terms: 'F', board: 'R' },
      checkIn: NIGHT,
      nights: 3,
    } as const;
    // A stay that has begun, or is past the horizon, did not sell that day.
    expect(priceRoomStayMinor(world, key, NIGHT + 2)).toBeNull();
    expect(priceRoomStayMinor(world, key, NIGHT - 400)).toBeNull();
  });
});
