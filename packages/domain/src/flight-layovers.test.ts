import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listLayovers, measureLayoverMinutes, type LayoverSegment } from './flight-layovers';

function segment(
  origin: string,
  destination: string,
  zonedDepartureTime: string,
  zonedArrivalTime: string,
): LayoverSegment {
  return {
    origin: { code: origin },
    destination: { code: destination },
    zonedDepartureTime,
    zonedArrivalTime,
    isSelfTransferLayover: false,
  };
}

describe('layovers', () => {
  it('counts real minutes on a connection across time zones (JFK → ORD → DEN)', () => {
    // Arrives Chicago 09:40 Central; leaves 11:05 Central; lands Denver in Mountain time.
    const layovers = listLayovers([
      segment('JFK', 'ORD', '2026-12-15T08:00:00-05:00', '2026-12-15T09:40:00-06:00'),
      segment('ORD', 'DEN', '2026-12-15T11:05:00-06:00', '2026-12-15T12:45:00-07:00'),
    ]);
    expect(layovers).toEqual([
      { airportCode: 'ORD', departureAirportCode: 'ORD', minutes: 85, isSelfTransfer: false },
    ]);
  });

  it('is never zero because the wall-clock times of two zones were compared', () => {
    // The New York departure's wall-clock time equals the London arrival's: 0 min by the clock.
    const [layover] = listLayovers([
      segment('YYZ', 'LHR', '2026-12-14T21:00:00-05:00', '2026-12-15T09:00:00+00:00'),
      segment('LHR', 'CDG', '2026-12-15T14:00:00+00:00', '2026-12-15T16:15:00+01:00'),
    ]);
    expect(layover?.minutes).toBe(300);
  });

  it('counts the hour a clock change adds (arrive 01:30 EDT, leave 01:15 EST)', () => {
    const minutes = measureLayoverMinutes(
      segment('BOS', 'CLT', '2026-11-01T00:05:00-04:00', '2026-11-01T01:30:00-04:00'),
      segment('CLT', 'MIA', '2026-11-01T01:15:00-05:00', '2026-11-01T03:10:00-05:00'),
    );
    expect(minutes).toBe(45);
  });

  it('names both airports on a change of airport and keeps self-transfers', () => {
    const arriving = segment(
      'BOS',
      'LGA',
      '2026-12-15T07:00:00-05:00',
      '2026-12-15T08:20:00-05:00',
    );
    const departing = {
      ...segment('JFK', 'LHR', '2026-12-15T12:00:00-05:00', '2026-12-16T00:05:00+00:00'),
      isSelfTransferLayover: true,
    };
    expect(listLayovers([arriving, departing])).toEqual([
      { airportCode: 'LGA', departureAirportCode: 'JFK', minutes: 220, isSelfTransfer: true },
    ]);
    expect(listLayovers([arriving])).toEqual([]);
  });

  it('refuses a time without its offset', () => {
    expect(() =>
      measureLayoverMinutes(
        segment('A', 'B', '2026-12-15T08:00:00-05:00', 'soon'),
        segment('B', 'C', '2026-12-15T10:00:00-05:00', '2026-12-15T11:00:00-05:00'),
      ),
    ).toThrow(/zoned time/);
  });

  it('does not depend on the zone each instant is written in (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 30, max: 720 }),
        fc.integer({ min: -12 * 4, max: 14 * 4 }),
        fc.integer({ min: -12 * 4, max: 14 * 4 }),
        (startMinute, waitMinutes, quartersA, quartersB) => {
          const zoned = (utcMinute: number, offsetMinutes: number) => {
            const local = new Date((utcMinute + offsetMinutes) * 60_000).toISOString().slice(0, 19);
            const sign = offsetMinutes < 0 ? '-' : '+';
            const abs = Math.abs(offsetMinutes);
            const hh = String(Math.floor(abs / 60)).padStart(2, '0');
            const mm = String(abs % 60).padStart(2, '0');
            return `${local}${sign}${hh}:${mm}`;
          };
          const base = 29_000_000 + startMinute;
          const arriving = segment('A', 'B', zoned(base - 90, 0), zoned(base, quartersA * 15));
          const departing = segment(
            'B',
            'C',
            zoned(base + waitMinutes, quartersB * 15),
            zoned(base + waitMinutes + 60, 0),
          );
          expect(measureLayoverMinutes(arriving, departing)).toBe(waitMinutes);
        },
      ),
    );
  });
});
