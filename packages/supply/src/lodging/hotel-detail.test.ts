import { HotelDetailSchema, type HotelStayRequest } from '@wayfare/contracts/lodging';
import { describe, expect, it } from 'vitest';
import { loadReferenceData } from '../world/reference-data';
import { findCancellationTier } from './hotel-cancellation';
import { getHotelDetail } from './hotel-detail';
import { searchHotels } from './hotel-search';
import { buildHotelWorld } from './hotel-world';

const world = buildHotelWorld(loadReferenceData(), 20_250_101, 20_000);
const NOW = Date.parse('2026-01-10T15:00:00Z');
const LONDON = 'C2643743';

function stay(lodgingId: string, extra: Partial<HotelStayRequest> = {}): HotelStayRequest {
  return {
    lodgingId,
    checkInDate: '2026-03-10',
    checkOutDate: '2026-03-13',
    rooms: 1,
    adults: 2,
    children: 0,
    ...extra,
  };
}

function detailOf(req: HotelStayRequest) {
  const r = getHotelDetail(world, req, NOW);
  if (!r.ok) throw new Error(r.message);
  return HotelDetailSchema.parse(r.value);
}

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
    limit: 50,
  },
  NOW,
);
const hotels = found.ok ? found.value.hotels : [];

describe('hotel detail', () => {
  it('offers the search lead rate as its standard-room rate, with the same total', () => {
    expect(hotels.length).toBeGreaterThan(20);
    for (const h of hotels.slice(0, 20)) {
      const d = detailOf(stay(h.lodgingId));
      const rates = d.rooms.flatMap((r) => r.rates);
      const lead = rates.find((r) => r.rateId === h.leadRate.rateId);
      expect(lead?.total).toEqual(h.leadRate.total);
      expect(lead?.payTiming).toBe(h.leadRate.payTiming);
      expect(d.name).toBe(h.name);
      expect(d.photos.length).toBeGreaterThanOrEqual(2);
      expect(d.reviews.categories).toHaveLength(5);
      expect(d.description).toContain(d.city);
    }
  });

  it('prices parties of three per room on a room that sleeps them, in search and detail alike', () => {
    const three = searchHotels(
      world,
      {
        location: { kind: 'city', cityCode: LONDON },
        checkInDate: '2026-03-10',
        checkOutDate: '2026-03-13',
        rooms: 1,
        adults: 3,
        children: 0,
        filters: {},
        sort: 'Price',
        offset: 0,
        limit: 10,
      },
      NOW,
    );
    if (!three.ok) throw new Error(three.message);
    expect(three.value.hotels.length).toBeGreaterThan(5);
    for (const h of three.value.hotels) {
      const d = detailOf(stay(h.lodgingId, { adults: 3 }));
      const rate = d.rooms.flatMap((r) => r.rates).find((r) => r.rateId === h.leadRate.rateId);
      expect(rate?.total).toEqual(h.leadRate.total);
      expect(
        d.rooms.find((r) => r.roomTypeId === rate?.roomTypeId)?.maxOccupancy,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('sells room types with beds, accessible rooms, meal plans, pay now or later and every refund kind', () => {
    const details = hotels.map((h) => detailOf(stay(h.lodgingId)));
    const rooms = details.flatMap((d) => d.rooms);
    const rates = rooms.flatMap((r) => r.rates);
    const beds = new Set(rooms.flatMap((r) => r.bedTypes));
    for (const bed of ['King', 'Queen', 'Double', 'SofaBed'] as const)
      expect(beds.has(bed)).toBe(true);
    // Single rooms sleep one, so two adults are never offered them.
    expect(rooms.some((r) => r.maxOccupancy < 2)).toBe(false);
    const accessible = rooms.find((r) => r.isAccessible && r.rates.length > 0);
    expect(accessible?.accessibilityFeatures.length).toBeGreaterThan(0);
    expect(new Set(rates.map((r) => r.refundability))).toEqual(
      new Set(['FullyRefundable', 'NonRefundable', 'PartiallyRefundable']),
    );
    expect(new Set(rates.map((r) => r.payTiming))).toEqual(new Set(['PayNow', 'PayLater']));
    const meals = new Set(rates.map((r) => r.mealPlan));
    expect(meals.has('RoomOnly') && meals.has('BreakfastFor2')).toBe(true);
    for (const r of rates) {
      expect(r.total.amountMinor).toBe(r.sellRate.amountMinor + r.taxes.amountMinor);
      expect(r.taxLines.reduce((s, t) => s + t.amount.amountMinor, 0)).toBe(r.taxes.amountMinor);
      if (r.payTiming === 'PayLater') expect(r.payNowTotal.amountMinor).toBe(0);
    }
  });

  it('prices nights differently by date and discounts week-long stays', () => {
    const h = hotels[0]?.lodgingId ?? 'H0';
    const week = detailOf(stay(h, { checkOutDate: '2026-03-17' }));
    const rate = week.rooms[0]?.rates[0];
    expect(new Set(rate?.nightly.map((n) => n.sellRate.amountMinor)).size).toBeGreaterThan(2);
    expect(rate?.lengthOfStayDiscountPercent).toBe(10);
    const summer = detailOf(stay(h, { checkInDate: '2026-07-14', checkOutDate: '2026-07-17' }));
    const winter = detailOf(stay(h, { checkInDate: '2026-01-20', checkOutDate: '2026-01-23' }));
    const std = (d: typeof summer) =>
      d.rooms.find((r) => r.roomTypeId.endsWith('-R0'))?.rates.at(-1);
    expect(std(summer)?.total.amountMinor ?? 0).toBeGreaterThan(
      std(winter)?.total.amountMinor ?? 0,
    );
  });

  it('states cancellation deadlines relative to check-in, free until then and a night after', () => {
    const d = detailOf(stay(hotels[0]?.lodgingId ?? 'H0'));
    const flexible = d.rooms
      .flatMap((r) => r.rates)
      .find((r) => r.refundability === 'FullyRefundable');
    const policy = flexible?.cancellationPolicy;
    if (!policy) throw new Error('no flexible rate');
    const hours = policy.freeCancellationHoursBeforeCheckIn ?? 0;
    expect(policy.terms).toBe('FreeCancellation');
    expect([24, 48, 72]).toContain(hours);
    expect(policy.freeCancellationUntil).toMatch(/^2026-03-0\dT15:00$/);
    expect(findCancellationTier(policy, hours * 60).penaltyKind).toBe('None');
    expect(findCancellationTier(policy, hours * 60 - 1).penaltyKind).toBe('FirstNight');
    expect(findCancellationTier(policy, -5).penaltyKind).toBe('FullStay');
  });

  it('shows some nights sold out and then no rates for that room', () => {
    let soldOut = 0;
    for (const h of hotels.slice(0, 30)) {
      const d = detailOf(stay(h.lodgingId, { checkOutDate: '2026-03-30' }));
      for (const r of d.rooms)
        if (r.soldOutDates.length > 0) {
          soldOut++;
          expect(r.availability).toBe('Unavailable');
          expect(r.rates).toEqual([]);
        }
    }
    expect(soldOut).toBeGreaterThan(0);
  });

  it('rejects bad input with typed errors', () => {
    const h = hotels[0]?.lodgingId ?? 'H0';
    const code = (req: HotelStayRequest) => {
      const r = getHotelDetail(world, req, NOW);
      return r.ok ? 'ok' : r.code;
    };
    expect(code(stay('H99999999'))).toBe('NotFound');
    expect(code(stay(h, { rooms: 0 }))).toBe('ZeroRooms');
    expect(code(stay(h, { checkInDate: '2027-03-10', checkOutDate: '2027-03-12' }))).toBe(
      'DateOutsideHorizon',
    );
    expect(code(stay(h, { checkOutDate: '2026-03-01' }))).toBe('CheckOutBeforeCheckIn');
  });
});
