import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, checkHotelStay, MAX_STAY_NIGHTS, toEpochDay } from './hotel-stay-rules';

const window = { earliestCheckIn: '2026-11-22', latestCheckIn: '2027-10-18' };
const stay = (extra: Partial<Parameters<typeof checkHotelStay>[0]> = {}) => ({
  checkInDate: '2026-12-10',
  checkOutDate: '2026-12-13',
  rooms: 1,
  adults: 2,
  children: 0,
  ...extra,
});
const fields = (s: ReturnType<typeof stay>) => checkHotelStay(s, window).map((p) => p.field);

describe('checkHotelStay', () => {
  it('accepts a plain stay', () => {
    expect(checkHotelStay(stay(), window)).toEqual([]);
  });

  it('needs check-out after check-in, 30 nights at most', () => {
    expect(fields(stay({ checkOutDate: '2026-12-10' }))).toEqual(['checkOutDate']);
    expect(fields(stay({ checkOutDate: '2026-12-09' }))).toEqual(['checkOutDate']);
    expect(fields(stay({ checkOutDate: addDays('2026-12-10', MAX_STAY_NIGHTS) }))).toEqual([]);
    expect(checkHotelStay(stay({ checkOutDate: addDays('2026-12-10', 31) }), window)).toEqual([
      { field: 'checkOutDate', message: 'Stays are limited to 30 nights.' },
    ]);
  });

  it('refuses check-in before the window, and after it', () => {
    expect(fields(stay({ checkInDate: '2026-11-22', checkOutDate: '2026-11-23' }))).toEqual([]);
    expect(checkHotelStay(stay({ checkInDate: '2026-11-21' }), window)[0]).toEqual({
      field: 'checkInDate',
      message: 'Check-in 2026-11-21 is in the past. Choose 2026-11-22 or later.',
    });
    expect(fields(stay({ checkInDate: '2027-10-18', checkOutDate: '2027-10-19' }))).toEqual([]);
    expect(fields(stay({ checkInDate: '2027-10-19', checkOutDate: '2027-10-20' }))).toEqual([
      'checkInDate',
    ]);
  });

  it('refuses dates that are not on the calendar', () => {
    expect(fields(stay({ checkInDate: '2026-02-30' }))).toEqual(['checkInDate']);
    expect(fields(stay({ checkOutDate: 'soon' }))).toEqual(['checkOutDate']);
  });

  it('needs 1 to 8 rooms, an adult per room and at most 4 guests a room', () => {
    expect(fields(stay({ rooms: 0 }))).toEqual(['rooms']);
    expect(fields(stay({ rooms: 8, adults: 8 }))).toEqual([]);
    expect(fields(stay({ rooms: 9, adults: 9 }))).toEqual(['rooms']);
    expect(fields(stay({ rooms: 3, adults: 2 }))).toEqual(['adults']);
    expect(fields(stay({ rooms: 1, adults: 2, children: 2 }))).toEqual([]);
    expect(fields(stay({ rooms: 1, adults: 2, children: 3 }))).toEqual(['rooms']);
  });

  it('agrees with day arithmetic for every stay length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: -5, max: 40 }),
        (ahead, nights) => {
          const checkInDate = addDays(window.earliestCheckIn, ahead);
          const checkOutDate = addDays(checkInDate, nights);
          const ok = checkHotelStay(stay({ checkInDate, checkOutDate }), window).length === 0;
          expect(ok).toBe(nights >= 1 && nights <= MAX_STAY_NIGHTS);
          expect((toEpochDay(checkOutDate) ?? 0) - (toEpochDay(checkInDate) ?? 0)).toBe(nights);
        },
      ),
    );
  });
});
