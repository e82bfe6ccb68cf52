import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CabinClass } from '@wayfare/contracts/flights';
import {
  decideOnlineRebooking,
  findQualifyingFailure,
  guaranteeExpiresAt,
  isConnectionMissed,
  isGuaranteeUsable,
  isLateDeparture,
  isQualifying,
  isReasonable,
  rankRebookingOptions,
  reconnectReadyAt,
  type GuaranteeFlight,
  type RebookingCandidate,
} from './missed-connection';
import { PROTECTION_TERMS } from './protection-terms';

const terms = PROTECTION_TERMS.capone.missedConnection;
const CABINS: CabinClass[] = ['BasicEconomy', 'Economy', 'PremiumEconomy', 'Business', 'First'];

/** A flight from ORD to LGA in Chicago time (UTC−6 in winter): wall clock and instant agree. */
function flight(local: string, cabinClass: CabinClass = 'Economy'): GuaranteeFlight {
  return {
    origin: 'ORD',
    destination: 'LGA',
    cabinClass,
    localDeparture: local,
    departsAt: new Date(`${local}:00-06:00`),
  };
}

function candidate(local: string, over: Partial<RebookingCandidate> = {}): RebookingCandidate {
  return { ...flight(local), pricePerTravelerMinor: 30_000, seatsAvailable: 9, ...over };
}

const missed = flight('2027-01-14T17:30');
const earliest = new Date('2027-01-14T17:00:00-06:00');

describe('missed-connection guarantee: qualifying rebooking flights (spec §5)', () => {
  it('qualifies a flight the same day or the next, and not the day after', () => {
    expect(findQualifyingFailure(candidate('2027-01-14T21:15'), missed, terms, earliest)).toBe(
      null,
    );
    expect(findQualifyingFailure(candidate('2027-01-15T23:59'), missed, terms, earliest)).toBe(
      null,
    );
    expect(findQualifyingFailure(candidate('2027-01-16T00:00'), missed, terms, earliest)).toBe(
      'NotSameOrNextDay',
    );
  });

  it('needs the same airports', () => {
    const other = { ...candidate('2027-01-14T19:00'), destination: 'JFK' };
    expect(findQualifyingFailure(other, missed, terms, earliest)).toBe('DifferentAirports');
    const from = { ...candidate('2027-01-14T19:00'), origin: 'MDW' };
    expect(findQualifyingFailure(from, missed, terms, earliest)).toBe('DifferentAirports');
  });

  it('takes the same or a lower fare class, never a higher one', () => {
    const business = flight('2027-01-14T17:30', 'Business');
    for (const cabin of CABINS) {
      const c = { ...candidate('2027-01-14T19:00'), cabinClass: cabin };
      const higher = cabin === 'First';
      expect(isQualifying(c, business, terms, earliest)).toBe(!higher);
    }
  });

  it('counts basic economy and economy as one cabin: a basic economy traveller rebooks in economy', () => {
    const basic = flight('2027-01-14T17:30', 'BasicEconomy');
    const inCabin = (cabinClass: CabinClass) => ({ ...candidate('2027-01-14T19:00'), cabinClass });
    expect(isQualifying(inCabin('Economy'), basic, terms, earliest)).toBe(true);
    expect(isQualifying(inCabin('BasicEconomy'), flight('2027-01-14T17:30'), terms, earliest)).toBe(
      true,
    );
    expect(findQualifyingFailure(inCabin('PremiumEconomy'), basic, terms, earliest)).toBe(
      'HigherFareClass',
    );
  });

  it('costs at most US$5,000 per traveller: the cap is inclusive', () => {
    expect(terms.capPerTravelerMinor).toBe(500_000);
    const at = candidate('2027-01-14T19:00', { pricePerTravelerMinor: 500_000 });
    const over = candidate('2027-01-14T19:00', { pricePerTravelerMinor: 500_001 });
    expect(findQualifyingFailure(at, missed, terms, earliest)).toBe(null);
    expect(findQualifyingFailure(over, missed, terms, earliest)).toBe('OverCap');
  });

  it('must leave after the traveller can make it, not at that instant', () => {
    const ready = new Date('2027-01-14T19:00:00-06:00');
    expect(findQualifyingFailure(candidate('2027-01-14T19:00'), missed, terms, ready)).toBe(
      'AlreadyDeparted',
    );
    expect(findQualifyingFailure(candidate('2027-01-14T19:01'), missed, terms, ready)).toBe(null);
  });
});

describe('missed-connection guarantee: reasonable options (spec §5)', () => {
  it('is reasonable within one hour of the missed flight, inclusive', () => {
    expect(isReasonable(flight('2027-01-14T18:30'), missed, terms)).toBe(true);
    expect(isReasonable(flight('2027-01-14T18:31'), missed, terms)).toBe(false);
  });

  it('treats 20:00 as not late and 20:01 as late (after 8:00 PM)', () => {
    expect(isLateDeparture(flight('2027-01-14T20:00'), terms)).toBe(false);
    expect(isLateDeparture(flight('2027-01-14T20:01'), terms)).toBe(true);
    const nextMorning = flight('2027-01-15T08:45');
    expect(isReasonable(nextMorning, flight('2027-01-14T20:00'), terms)).toBe(false);
    expect(isReasonable(nextMorning, flight('2027-01-14T20:01'), terms)).toBe(true);
  });

  it('after a late missed flight, is reasonable by 9:00 AM next day, not a minute later', () => {
    const late = flight('2027-01-14T21:40');
    expect(isReasonable(flight('2027-01-15T09:00'), late, terms)).toBe(true);
    expect(isReasonable(flight('2027-01-15T09:01'), late, terms)).toBe(false);
    expect(isReasonable(flight('2027-01-14T23:55'), late, terms)).toBe(true);
  });

  it('offers only qualifying flights that seat everyone, reasonable first, then earliest', () => {
    const options = rankRebookingOptions(
      [
        candidate('2027-01-15T07:00'),
        candidate('2027-01-14T18:15'),
        candidate('2027-01-14T18:10', { seatsAvailable: 1 }),
        candidate('2027-01-14T17:50', { pricePerTravelerMinor: 600_000 }),
        candidate('2027-01-14T20:30'),
      ],
      missed,
      2,
      terms,
      earliest,
    );
    expect(options.map((o) => [o.candidate.localDeparture, o.reasonable])).toEqual([
      ['2027-01-14T18:15', true],
      ['2027-01-14T20:30', false],
      ['2027-01-15T07:00', false],
    ]);
  });

  it('property: every option offered qualifies and seats every traveller', () => {
    const arb = fc.record({
      dayOffset: fc.integer({ min: -1, max: 3 }),
      minute: fc.integer({ min: 0, max: 1439 }),
      price: fc.integer({ min: 0, max: 800_000 }),
      seats: fc.integer({ min: 0, max: 9 }),
      cabin: fc.constantFrom(...CABINS),
      sameAirports: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(arb, { maxLength: 30 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(...CABINS),
        (rows, travelers, missedCabin) => {
          const booked = flight('2027-01-14T17:30', missedCabin);
          const candidates = rows.map((r) => {
            const day = 14 + r.dayOffset;
            const hh = String(Math.floor(r.minute / 60)).padStart(2, '0');
            const mm = String(r.minute % 60).padStart(2, '0');
            const local = `2027-01-${String(day).padStart(2, '0')}T${hh}:${mm}`;
            return {
              ...candidate(local, { pricePerTravelerMinor: r.price, seatsAvailable: r.seats }),
              cabinClass: r.cabin,
              destination: r.sameAirports ? 'LGA' : 'EWR',
            };
          });
          const options = rankRebookingOptions(candidates, booked, travelers, terms, earliest);
          for (const o of options) {
            expect(isQualifying(o.candidate, booked, terms, earliest)).toBe(true);
            expect(o.candidate.seatsAvailable).toBeGreaterThanOrEqual(travelers);
            expect(o.candidate.pricePerTravelerMinor).toBeLessThanOrEqual(500_000);
          }
          const verdict = decideOnlineRebooking(candidates, booked, travelers, terms, earliest);
          expect(verdict.kind === 'Online').toBe(options.length > 0);
        },
      ),
    );
  });
});

describe('missed-connection guarantee: online or support (spec §5, §8)', () => {
  it('rebooks online only when every traveller can be rebooked', () => {
    const oneSeat = [candidate('2027-01-14T18:15', { seatsAvailable: 1 })];
    expect(decideOnlineRebooking(oneSeat, missed, 1, terms, earliest)).toEqual({
      kind: 'Online',
    });
    expect(decideOnlineRebooking(oneSeat, missed, 2, terms, earliest)).toEqual({
      kind: 'ContactSupport',
      reason: 'PartialTravelers',
    });
    expect(decideOnlineRebooking([], missed, 2, terms, earliest)).toEqual({
      kind: 'ContactSupport',
      reason: 'NoQualifyingOption',
    });
  });
});

describe('missed-connection guarantee: detection and expiry', () => {
  const arrival = new Date('2027-01-14T15:00:00Z');
  const connecting = new Date('2027-01-14T17:00:00Z');

  it('misses the connection when the delayed landing leaves less than the reconnection time', () => {
    expect(terms.minReconnectMinutes).toBe(60);
    expect(isConnectionMissed(arrival, 60, connecting, terms)).toBe(false);
    expect(isConnectionMissed(arrival, 61, connecting, terms)).toBe(true);
    expect(isConnectionMissed(arrival, -30, connecting, terms)).toBe(false);
    expect(reconnectReadyAt(arrival, 90, terms).toISOString()).toBe('2027-01-14T17:30:00.000Z');
  });

  it('expires 24 hours after the disruption, usable up to that instant', () => {
    const detected = new Date('2027-01-14T16:05:00Z');
    const expires = guaranteeExpiresAt(detected, terms);
    expect(expires.toISOString()).toBe('2027-01-15T16:05:00.000Z');
    expect(isGuaranteeUsable('Missed', expires, expires)).toBe(true);
    expect(isGuaranteeUsable('Missed', expires, new Date(expires.getTime() + 1))).toBe(false);
    expect(isGuaranteeUsable('Rebooked', expires, detected)).toBe(false);
  });
});
