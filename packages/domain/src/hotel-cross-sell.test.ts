import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countRoomsFor,
  isStayOverlapping,
  MAX_CROSS_SELL_NIGHTS,
  ONE_WAY_STAY_NIGHTS,
  planCrossSellStay,
} from './hotel-cross-sell';

describe('planCrossSellStay', () => {
  it('stays from the landing day until the return leaves', () => {
    expect(
      planCrossSellStay([
        { departureTime: '2027-01-10T22:00', arrivalTime: '2027-01-11T10:05' },
        { departureTime: '2027-01-15T08:00', arrivalTime: '2027-01-15T11:00' },
      ]),
    ).toEqual({ checkInDate: '2027-01-11', checkOutDate: '2027-01-15' });
  });

  it(`offers ${ONE_WAY_STAY_NIGHTS} nights after a one-way flight`, () => {
    expect(
      planCrossSellStay([{ departureTime: '2027-03-30T09:00', arrivalTime: '2027-03-30T12:00' }]),
    ).toEqual({ checkInDate: '2027-03-30', checkOutDate: '2027-04-02' });
  });

  it('offers nothing when the trip leaves again the day it lands', () => {
    expect(
      planCrossSellStay([
        { departureTime: '2027-01-10T07:00', arrivalTime: '2027-01-10T09:00' },
        { departureTime: '2027-01-10T19:00', arrivalTime: '2027-01-10T21:00' },
      ]),
    ).toBeNull();
    expect(planCrossSellStay([])).toBeNull();
  });

  it(`caps a long trip at ${MAX_CROSS_SELL_NIGHTS} nights`, () => {
    const stay = planCrossSellStay([
      { departureTime: '2027-01-01T07:00', arrivalTime: '2027-01-01T09:00' },
      { departureTime: '2027-03-01T07:00', arrivalTime: '2027-03-01T09:00' },
    ]);
    expect(stay).toEqual({ checkInDate: '2027-01-01', checkOutDate: '2027-01-31' });
  });
});

describe('isStayOverlapping', () => {
  const planned = { checkInDate: '2027-01-11', checkOutDate: '2027-01-15' };
  it('sees a shared night, and not a stay ending the day the other starts', () => {
    expect(
      isStayOverlapping(planned, { checkInDate: '2027-01-14', checkOutDate: '2027-01-16' }),
    ).toBe(true);
    expect(
      isStayOverlapping(planned, { checkInDate: '2027-01-15', checkOutDate: '2027-01-16' }),
    ).toBe(false);
    expect(
      isStayOverlapping(planned, { checkInDate: '2027-01-08', checkOutDate: '2027-01-11' }),
    ).toBe(false);
    expect(
      isStayOverlapping(planned, { checkInDate: '2027-01-01', checkOutDate: '2027-02-01' }),
    ).toBe(true);
  });

  it('is symmetric', () => {
    const date = fc
      .integer({ min: 0, max: 60 })
      .map((n) => new Date(Date.UTC(2027, 0, 1 + n)).toISOString().slice(0, 10));
    const stay = fc
      .tuple(date, date)
      .filter(([a, b]) => a < b)
      .map(([checkInDate, checkOutDate]) => ({ checkInDate, checkOutDate }));
    fc.assert(
      fc.property(stay, stay, (a, b) => {
        expect(isStayOverlapping(a, b)).toBe(isStayOverlapping(b, a));
      }),
    );
  });
});

describe('countRoomsFor', () => {
  it('puts up to four guests in a room', () => {
    expect([1, 4, 5, 9].map(countRoomsFor)).toEqual([1, 1, 2, 3]);
  });
});
