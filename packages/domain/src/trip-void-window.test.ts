import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeVoidWindowEnd,
  isInsideVoidWindow,
  selectVoidRule,
  type VoidWindowInput,
} from './trip-void-window';
import { fromLocalDateTime, toLocalDate } from './trip-zoned-time';

const HOUR = 3_600_000;
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('selectVoidRule', () => {
  it('uses Canada when the first departure airport is in Canada, else the US rule', () => {
    expect(selectVoidRule('CA')).toBe('CA');
    expect(selectVoidRule('ca')).toBe('CA');
    expect(selectVoidRule('US')).toBe('US');
    expect(selectVoidRule('GB')).toBe('US');
  });
});

describe('US void window', () => {
  const base: VoidWindowInput = {
    rule: 'US',
    ticketedAt: new Date('2026-11-23T15:00:00Z'),
    firstDepartureAt: new Date('2026-12-14T13:00:00Z'),
    departureTimeZone: 'America/New_York',
  };

  it('ends 24 hours after ticketing, exclusive', () => {
    const end = computeVoidWindowEnd(base);
    expect(iso(end)).toBe('2026-11-24T14:59:59.999Z');
    expect(isInsideVoidWindow(end, base.ticketedAt, new Date('2026-11-24T14:59:59.999Z'))).toBe(
      true,
    );
    expect(isInsideVoidWindow(end, base.ticketedAt, new Date('2026-11-24T15:00:00Z'))).toBe(false);
  });

  it('closes once the departure is 24 hours away', () => {
    const end = computeVoidWindowEnd({
      ...base,
      firstDepartureAt: new Date('2026-11-25T03:00:00Z'),
    });
    expect(iso(end)).toBe('2026-11-24T02:59:59.999Z');
    // Booked within 24 hours of departure: never voidable.
    expect(
      computeVoidWindowEnd({ ...base, firstDepartureAt: new Date('2026-11-24T10:00:00Z') }),
    ).toBeNull();
  });

  it('is 24 clock hours across the DST change (Nov 1 2026 in New York)', () => {
    const end = computeVoidWindowEnd({ ...base, ticketedAt: new Date('2026-10-31T16:00:00Z') });
    expect(iso(end)).toBe('2026-11-01T15:59:59.999Z');
  });

  it('never lasts longer than 24 hours nor reaches within 24 hours of departure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 * 24 }),
        fc.integer({ min: 0, max: 400 * 24 }),
        (ticketHour, leadHours) => {
          const ticketedAt = new Date(Date.UTC(2026, 0, 1) + ticketHour * HOUR);
          const firstDepartureAt = new Date(ticketedAt.getTime() + leadHours * HOUR);
          const end = computeVoidWindowEnd({ ...base, ticketedAt, firstDepartureAt });
          if (!end) {
            expect(leadHours).toBeLessThanOrEqual(24);
            return;
          }
          expect(end.getTime() - ticketedAt.getTime()).toBeLessThan(24 * HOUR);
          expect(firstDepartureAt.getTime() - end.getTime()).toBeGreaterThan(24 * HOUR);
        },
      ),
    );
  });
});

describe('Canada void window', () => {
  const base: VoidWindowInput = {
    rule: 'CA',
    ticketedAt: new Date('2026-11-23T15:00:00Z'),
    firstDepartureAt: new Date('2026-12-14T13:00:00Z'),
    departureTimeZone: 'America/Toronto',
  };

  it('runs until 11:59 pm local on the day of ticketing', () => {
    // 10:00 in Toronto (UTC−5) → 23:59:59.999 local = 04:59:59.999Z next day.
    const end = computeVoidWindowEnd(base);
    expect(iso(end)).toBe('2026-11-24T04:59:59.999Z');
    expect(isInsideVoidWindow(end, base.ticketedAt, new Date('2026-11-24T04:59:00Z'))).toBe(true);
    expect(isInsideVoidWindow(end, base.ticketedAt, new Date('2026-11-24T05:00:00Z'))).toBe(false);
  });

  it('uses the departure airport’s zone (Vancouver)', () => {
    const end = computeVoidWindowEnd({
      ...base,
      ticketedAt: new Date('2026-11-24T06:30:00Z'), // 22:30 on Nov 23 in Vancouver
      departureTimeZone: 'America/Vancouver',
    });
    expect(iso(end)).toBe('2026-11-24T07:59:59.999Z');
  });

  it('a ticket issued a minute before midnight has one minute', () => {
    const ticketedAt = fromLocalDateTime('2026-11-23T23:59', 'America/Toronto');
    const end = computeVoidWindowEnd({ ...base, ticketedAt });
    expect(end && end.getTime() - ticketedAt.getTime()).toBe(60_000 - 1);
  });

  it('is exact on DST days (spring forward and fall back in Toronto)', () => {
    // 8 Mar 2026: clocks go 02:00 → 03:00 (EST → EDT); the day ends at 03:59:59.999Z.
    expect(
      iso(computeVoidWindowEnd({ ...base, ticketedAt: new Date('2026-03-08T06:00:00Z') })),
    ).toBe('2026-03-09T03:59:59.999Z');
    // 1 Nov 2026: clocks go 02:00 → 01:00 (EDT → EST); the day ends at 04:59:59.999Z.
    expect(
      iso(computeVoidWindowEnd({ ...base, ticketedAt: new Date('2026-11-01T05:30:00Z') })),
    ).toBe('2026-11-02T04:59:59.999Z');
  });

  it('never passes the first departure', () => {
    const end = computeVoidWindowEnd({
      ...base,
      firstDepartureAt: new Date('2026-11-23T22:00:00Z'),
    });
    expect(iso(end)).toBe('2026-11-23T21:59:59.999Z');
  });

  it('always ends on the local day of ticketing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 24 * 60 }), (minute) => {
        const ticketedAt = new Date(Date.UTC(2026, 0, 1) + minute * 60_000);
        const end = computeVoidWindowEnd({
          ...base,
          ticketedAt,
          firstDepartureAt: new Date(ticketedAt.getTime() + 30 * 24 * HOUR),
        });
        expect(end).not.toBeNull();
        if (!end) return;
        expect(toLocalDate(end, 'America/Toronto')).toBe(
          toLocalDate(ticketedAt, 'America/Toronto'),
        );
        expect(toLocalDate(new Date(end.getTime() + 1), 'America/Toronto')).not.toBe(
          toLocalDate(ticketedAt, 'America/Toronto'),
        );
      }),
    );
  });
});
