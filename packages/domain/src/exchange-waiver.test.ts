import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  checkWaivedFlight,
  disruptionWaiverRules,
  missedConnectionWaiverRules,
  scheduleChangeWaiverRules,
} from './exchange-waiver';

const now = new Date('2027-03-10T15:00:00Z');
const flight = {
  sliceIndex: 0,
  sameAirline: false,
  bookedAirports: false,
  departureAt: new Date('2027-03-10T18:00:00Z'),
  departureDate: '2027-03-10',
  farePerTravelerMinor: 90_000,
};

describe('waived exchanges', () => {
  it('keeps a schedule change on the booked airline and airports', () => {
    const rules = scheduleChangeWaiverRules();
    expect(checkWaivedFlight(rules, flight)).toBe('Airline');
    expect(checkWaivedFlight(rules, { ...flight, sameAirline: true })).toBe('Airport');
    expect(checkWaivedFlight(rules, { ...flight, sameAirline: true, bookedAirports: true })).toBe(
      null,
    );
  });

  it('rebooks a disruption on any airline, its slice only, from now to two days after its day', () => {
    const rules = disruptionWaiverRules(0, '2027-03-10', now);
    expect(checkWaivedFlight(rules, flight)).toBeNull();
    expect(checkWaivedFlight(rules, { ...flight, sliceIndex: 1 })).toBe('Slice');
    expect(checkWaivedFlight(rules, { ...flight, departureAt: new Date(now.getTime() - 1) })).toBe(
      'TooEarly',
    );
    expect(checkWaivedFlight(rules, { ...flight, departureAt: now })).toBeNull();
    expect(checkWaivedFlight(rules, { ...flight, departureDate: '2027-03-12' })).toBeNull();
    expect(checkWaivedFlight(rules, { ...flight, departureDate: '2027-03-13' })).toBe('TooLate');
    expect(checkWaivedFlight({ ...rules, capPerTravelerMinor: 50_000 }, flight)).toBe('OverCap');
  });

  it('rebooks a missed connection on the booked airports, same or next day, up to the cap', () => {
    const rules = missedConnectionWaiverRules(0, '2027-03-10', now, 500_000);
    const ok = { ...flight, bookedAirports: true };
    expect(checkWaivedFlight(rules, ok)).toBeNull();
    expect(checkWaivedFlight(rules, flight)).toBe('Airport');
    expect(checkWaivedFlight(rules, { ...ok, departureDate: '2027-03-11' })).toBeNull();
    expect(checkWaivedFlight(rules, { ...ok, departureDate: '2027-03-12' })).toBe('TooLate');
    expect(checkWaivedFlight(rules, { ...ok, farePerTravelerMinor: 500_000 })).toBeNull();
    expect(checkWaivedFlight(rules, { ...ok, farePerTravelerMinor: 500_001 })).toBe('OverCap');
    expect(checkWaivedFlight(rules, { ...ok, departureAt: new Date(now.getTime() - 1) })).toBe(
      'TooEarly',
    );
  });

  it('adds calendar days across months and leap days', () => {
    expect(addCalendarDays('2028-02-28', 2)).toBe('2028-03-01');
    expect(addCalendarDays('2027-12-31', 1)).toBe('2028-01-01');
  });
});
