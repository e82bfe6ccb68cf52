import { describe, expect, it } from 'vitest';
import { readHomeDateChangeFacts } from './home-date-change';
import { buildHomeCancellationPolicy } from './home-stay';
import { decideLodgingDateChange } from './lodging-date-change';

// A Lisbon home, check-in 2027-07-10 at 16:00 local (WEST, UTC+1: 15:00Z).
const CHECK_IN_AT = new Date('2027-07-10T15:00:00Z');
const policyOf = (kind: 'Flexible' | 'Moderate' | 'Strict' | 'NonRefundable') =>
  buildHomeCancellationPolicy({
    kind,
    totalMinor: 60_000,
    nights: 3,
    checkInAt: CHECK_IN_AT,
    utcOffsetMinutes: 60,
  });
const factsOf = (
  kind: Parameters<typeof policyOf>[0],
  status: 'Confirmed' | 'Cancelled' = 'Confirmed',
) =>
  readHomeDateChangeFacts({
    status,
    checkInDate: '2027-07-10',
    timeZone: 'Europe/Lisbon',
    policy: policyOf(kind),
  });
const at = (iso: string) => new Date(iso);

describe('readHomeDateChangeFacts + decideLodgingDateChange', () => {
  it('a Flexible home changes until 24 hours before check-in: a minute before and the deadline itself yes, a minute after no', () => {
    const facts = factsOf('Flexible');
    expect(facts).toMatchObject({
      terms: 'FreeCancellation',
      freeCancellationUntil: '2027-07-09T16:00',
      checkInTime: '16:00',
    });
    expect(decideLodgingDateChange(facts, at('2027-07-09T14:59:00Z'))).toEqual({
      ok: true,
      until: at('2027-07-09T15:00:00Z'),
    });
    expect(decideLodgingDateChange(facts, at('2027-07-09T15:00:00Z')).ok).toBe(true);
    expect(decideLodgingDateChange(facts, at('2027-07-09T15:01:00Z'))).toEqual({
      ok: false,
      code: 'ChangeDeadlinePassed',
    });
  });

  it('a Moderate home changes until 5 days before check-in', () => {
    const facts = factsOf('Moderate');
    expect(decideLodgingDateChange(facts, at('2027-07-05T14:59:00Z')).ok).toBe(true);
    expect(decideLodgingDateChange(facts, at('2027-07-05T15:01:00Z'))).toEqual({
      ok: false,
      code: 'ChangeDeadlinePassed',
    });
  });

  it('non-refundable and partially refundable (Strict) homes are not changed online', () => {
    expect(decideLodgingDateChange(factsOf('NonRefundable'), at('2027-06-01T00:00:00Z'))).toEqual({
      ok: false,
      code: 'RateNotChangeable',
    });
    expect(decideLodgingDateChange(factsOf('Strict'), at('2027-06-01T00:00:00Z'))).toEqual({
      ok: false,
      code: 'RateNotChangeable',
    });
  });

  it('never from check-in on, nor a cancelled stay', () => {
    expect(decideLodgingDateChange(factsOf('NonRefundable'), at('2027-07-10T15:00:00Z'))).toEqual({
      ok: false,
      code: 'CheckInPassed',
    });
    expect(
      decideLodgingDateChange(factsOf('Flexible', 'Cancelled'), at('2027-06-01T00:00:00Z')),
    ).toEqual({ ok: false, code: 'BookingCancelled' });
  });

  it('reads the deadline in the home’s own zone across a clock change (deadline in winter time)', () => {
    // Check-in 2027-03-30 16:00 in Lisbon (UTC+1 since 03-28); Moderate: 5 days before is
    // 2027-03-25 15:00Z = 15:00 local (UTC+0 then), not 16:00.
    const facts = readHomeDateChangeFacts({
      status: 'Confirmed',
      checkInDate: '2027-03-30',
      timeZone: 'Europe/Lisbon',
      policy: buildHomeCancellationPolicy({
        kind: 'Moderate',
        totalMinor: 10_000,
        nights: 2,
        checkInAt: at('2027-03-30T15:00:00Z'),
        utcOffsetMinutes: 60,
      }),
    });
    expect(facts.freeCancellationUntil).toBe('2027-03-25T15:00');
    expect(decideLodgingDateChange(facts, at('2027-03-25T15:00:00Z')).ok).toBe(true);
    expect(decideLodgingDateChange(facts, at('2027-03-25T15:01:00Z')).ok).toBe(false);
  });
});
