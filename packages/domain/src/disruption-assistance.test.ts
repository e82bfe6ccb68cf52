import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDisruption,
  computeDisruptionRefund,
  detectDisruptions,
  disruptionDecideBy,
  disruptionPurchaseDeadline,
  isDecisionOpen,
  isDisruptionPurchasable,
  isPastArrival,
  isRefundAllowed,
  isVoidedByVoluntaryChange,
  listServiceActions,
  listVoidableStates,
  MIN_CONNECTION_MINUTES,
  type AirlineEvent,
  type DisruptionState,
  type ProtectedFlight,
} from './disruption-assistance';
import { PROTECTION_TERMS } from './protection-terms';
import { splitRefund } from './trip-refunds';

const terms = PROTECTION_TERMS.capone.disruptionAssistance;
const corporate = PROTECTION_TERMS['capone-corporate'].disruptionAssistance;
const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (iso: string) => new Date(iso);
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);

/** A round trip: outbound DEN→ORD→BOS (two flights), return BOS→DEN two days later. */
const flights: ProtectedFlight[] = [
  {
    sliceIndex: 0,
    segmentIndex: 0,
    flightInstanceId: 'f-out-1',
    departureAt: at('2027-03-10T14:00:00Z'),
    arrivalAt: at('2027-03-10T16:30:00Z'),
  },
  {
    sliceIndex: 0,
    segmentIndex: 1,
    flightInstanceId: 'f-out-2',
    departureAt: at('2027-03-10T18:00:00Z'),
    arrivalAt: at('2027-03-10T20:30:00Z'),
  },
  {
    sliceIndex: 1,
    segmentIndex: 0,
    flightInstanceId: 'f-back',
    departureAt: at('2027-03-12T15:00:00Z'),
    arrivalAt: at('2027-03-12T19:00:00Z'),
  },
];
const outboundLastArrival = at('2027-03-10T20:30:00Z');
const lastArrival = at('2027-03-12T19:00:00Z');
const event = (
  flightInstanceId: string,
  kind: AirlineEvent['kind'],
  minutes: number,
  announcedAt = at('2027-03-10T12:00:00Z'),
): AirlineEvent => ({ flightInstanceId, kind, minutes, announcedAt });
const beforeTrip = at('2027-03-10T12:30:00Z');

describe('disruption assistance: buying', () => {
  it('is sold until exactly 24 hours before the first departure, not a millisecond later', () => {
    const deadline = disruptionPurchaseDeadline(flights, terms);
    expect(deadline.toISOString()).toBe('2027-03-09T14:00:00.000Z');
    expect(isDisruptionPurchasable(deadline, flights, terms)).toBe(true);
    expect(isDisruptionPurchasable(plus(deadline, 1), flights, terms)).toBe(false);
    expect(isDisruptionPurchasable(at('2027-03-11T00:00:00Z'), flights, terms)).toBe(false);
    expect(isDisruptionPurchasable(at('2027-01-01T00:00:00Z'), [], terms)).toBe(false);
  });
});

describe('disruption assistance: detection', () => {
  it('counts a delay from the tenant’s threshold: 119 minutes no, 120 yes (90 for business)', () => {
    const single = flights.slice(2);
    const on = at('2027-03-12T13:00:00Z');
    const check = (minutes: number, t = terms) =>
      detectDisruptions(single, [event('f-back', 'Delay', minutes, on)], on, t)[0]?.type ?? null;
    expect(check(terms.delayThresholdMinutes - 1)).toBeNull();
    expect(check(terms.delayThresholdMinutes)).toBe('Delayed');
    expect(check(corporate.delayThresholdMinutes - 1, corporate)).toBeNull();
    expect(check(corporate.delayThresholdMinutes, corporate)).toBe('Delayed');
  });

  it('counts an airline cancellation whatever the minutes, and never a schedule change', () => {
    const found = detectDisruptions(
      flights,
      [event('f-out-1', 'ScheduleChange', 240), event('f-back', 'AirlineCancellation', 0)],
      beforeTrip,
      terms,
    );
    expect(found.map((d) => [d.type, d.flightInstanceId, d.delayMinutes])).toEqual([
      ['AirlineCancellation', 'f-back', 0],
    ]);
  });

  it('calls a delay that breaks the next connection a missed connection, at the minimum connection time', () => {
    // 90 minutes between arrival and the next departure: a delay leaving MIN_CONNECTION_MINUTES still connects.
    const connects = 90 - MIN_CONNECTION_MINUTES;
    const typeOf = (minutes: number) =>
      detectDisruptions(flights, [event('f-out-1', 'Delay', minutes)], beforeTrip, terms)[0]
        ?.type ?? null;
    expect(typeOf(connects)).toBeNull();
    expect(typeOf(connects + 1)).toBe('MissedConnection');
    // The next flight's own delay gives the time back.
    expect(
      detectDisruptions(
        flights,
        [event('f-out-1', 'Delay', connects + 30), event('f-out-2', 'Delay', 30)],
        beforeTrip,
        terms,
      )[0]?.flightInstanceId,
    ).toBeUndefined();
  });

  it('ignores an event announced after now', () => {
    const later = event('f-out-1', 'AirlineCancellation', 0, plus(beforeTrip, 1));
    expect(detectDisruptions(flights, [later], beforeTrip, terms)).toEqual([]);
  });

  it('stops counting a slice 24 hours after its last scheduled arrival, to the minute', () => {
    expect(isPastArrival(outboundLastArrival, plus(outboundLastArrival, 24 * HOUR), terms)).toBe(
      false,
    );
    expect(
      isPastArrival(outboundLastArrival, plus(outboundLastArrival, 24 * HOUR + MIN), terms),
    ).toBe(true);
    const cancelFirst = [event('f-out-1', 'AirlineCancellation', 0)];
    // The outbound's first flight follows the outbound's LAST arrival, not its own.
    expect(
      detectDisruptions(flights, cancelFirst, plus(outboundLastArrival, 24 * HOUR), terms),
    ).toHaveLength(1);
    expect(
      detectDisruptions(flights, cancelFirst, plus(outboundLastArrival, 24 * HOUR + MIN), terms),
    ).toHaveLength(0);
    // The return slice counts on its own last arrival after the outbound is past.
    const back = [event('f-back', 'AirlineCancellation', 0)];
    expect(
      detectDisruptions(flights, back, plus(outboundLastArrival, 24 * HOUR + MIN), terms),
    ).toHaveLength(1);
    expect(detectDisruptions(flights, back, plus(lastArrival, 24 * HOUR + MIN), terms)).toEqual([]);
  });
});

describe('disruption assistance: the check and the one disruption per trip', () => {
  const decideBy = disruptionDecideBy(flights, terms);
  const detected = detectDisruptions(
    flights,
    [event('f-out-1', 'AirlineCancellation', 0), event('f-back', 'Delay', 300)],
    beforeTrip,
    terms,
  );

  it('answers each check result', () => {
    expect(checkDisruption(null, detected, beforeTrip, decideBy).result).toBe(
      'NoDisruptionProtectionAttached',
    );
    expect(
      checkDisruption(
        { state: 'Voided', recordedFlightInstanceId: null },
        detected,
        beforeTrip,
        decideBy,
      ).result,
    ).toBe('NoDisruptionProtectionAttached');
    expect(
      checkDisruption({ state: 'Active', recordedFlightInstanceId: null }, [], beforeTrip, decideBy)
        .result,
    ).toBe('NoDisruptionDetected');
    const first = checkDisruption(
      { state: 'Active', recordedFlightInstanceId: null },
      detected,
      beforeTrip,
      decideBy,
    );
    expect(first).toMatchObject({ result: 'Success', toRecord: { flightInstanceId: 'f-out-1' } });
  });

  it('finds a second disruption on the same trip ineligible', () => {
    const second = checkDisruption(
      { state: 'Rebooked', recordedFlightInstanceId: 'f-out-1' },
      detected,
      beforeTrip,
      decideBy,
    );
    expect(second).toMatchObject({
      result: 'Success',
      toRecord: null,
      secondDisruption: { flightInstanceId: 'f-back' },
    });
  });

  it('records nothing once the decision window closed (24 hours after the last flight, ±1 ms)', () => {
    expect(decideBy.toISOString()).toBe('2027-03-13T19:00:00.000Z');
    expect(isDecisionOpen(decideBy, decideBy)).toBe(true);
    expect(isDecisionOpen(plus(decideBy, MIN), decideBy)).toBe(false);
    expect(
      checkDisruption(
        { state: 'Active', recordedFlightInstanceId: null },
        detected,
        plus(decideBy, 1),
        decideBy,
      ).result,
    ).toBe('NoDisruptionDetected');
  });
});

describe('disruption assistance: choices, voiding and the refund', () => {
  it('offers rebook and refund until a flight has left, then rebooking only', () => {
    const delayed = [event('f-out-1', 'Delay', 180)];
    expect(isRefundAllowed(flights, delayed, at('2027-03-10T16:59:00Z'))).toBe(true);
    expect(isRefundAllowed(flights, delayed, at('2027-03-10T17:00:00Z'))).toBe(false);
    const cancelled = [event('f-out-1', 'AirlineCancellation', 0)];
    expect(isRefundAllowed(flights, cancelled, at('2027-03-10T17:00:00Z'))).toBe(true);
    expect(isRefundAllowed(flights, cancelled, at('2027-03-10T18:00:00Z'))).toBe(false);
    const base = { purchasable: false, decisionOpen: true };
    expect(listServiceActions({ ...base, state: 'Disrupted', refundAllowed: true })).toEqual([
      'Rebook',
      'Refund',
      'Cancel',
    ]);
    expect(listServiceActions({ ...base, state: 'Disrupted', refundAllowed: false })).toEqual([
      'Rebook',
      'RebookOnlyEligible',
      'Cancel',
    ]);
    expect(listServiceActions({ ...base, state: null, refundAllowed: true })).toEqual([]);
    expect(
      listServiceActions({ ...base, purchasable: true, state: null, refundAllowed: true }),
    ).toEqual(['Purchase']);
    expect(listServiceActions({ ...base, state: 'Active', refundAllowed: true })).toEqual([
      'Remove',
      'Cancel',
    ]);
    for (const state of ['Rebooking', 'Rebooked', 'Refunded'] as const)
      expect(listServiceActions({ ...base, state, refundAllowed: true })).toEqual([
        'AlreadyExercised',
      ]);
    expect(
      listServiceActions({ ...base, decisionOpen: false, state: 'Disrupted', refundAllowed: true }),
    ).toEqual([]);
  });

  it('is voided by a voluntary change more than 24 hours before departure, not at exactly 24', () => {
    const departure = flights[0]?.departureAt ?? new Date(0);
    expect(isVoidedByVoluntaryChange(plus(departure, -24 * HOUR - 1), departure, terms)).toBe(true);
    expect(isVoidedByVoluntaryChange(plus(departure, -24 * HOUR), departure, terms)).toBe(false);
    expect(listVoidableStates('VoluntaryChange')).toEqual(['Active']);
    expect(listVoidableStates('CfarExercised')).toEqual(['Active', 'Disrupted']);
    expect(listVoidableStates('TripCancelled')).toEqual(['Active', 'Disrupted']);
  });

  it('refunds the fares and never the add-ons, split across what paid without losing a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 4 }),
        (fares, addOns, paid) => {
          const total = fares + addOns.reduce((s, a) => s + a, 0);
          const refund = computeDisruptionRefund(total, addOns);
          expect(refund).toBe(fares);
          const sources = paid.map((p, i) => ({ source: `s${i}`, paidMinor: p }));
          const parts = splitRefund(refund, sources);
          const sum = parts.reduce((s, p) => s + p.refundMinor, 0);
          expect(sum).toBe(
            Math.min(
              refund,
              paid.reduce((s, p) => s + p, 0),
            ),
          );
          parts.forEach((p, i) => expect(p.refundMinor).toBeLessThanOrEqual(paid[i] ?? 0));
        },
      ),
    );
  });

  it('never detects a delay under the threshold that leaves the connection, whatever the schedule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 * 60 }),
        fc.integer({ min: 0, max: 10 * 60 }),
        fc.integer({ min: 0, max: 48 * 60 }),
        (delay, layover, nowOffset) => {
          const first = flights[0] as ProtectedFlight;
          const second: ProtectedFlight = {
            ...first,
            segmentIndex: 1,
            flightInstanceId: 'next',
            departureAt: plus(first.arrivalAt, layover * MIN),
            arrivalAt: plus(first.arrivalAt, (layover + 120) * MIN),
          };
          const now = plus(first.departureAt, (nowOffset - 24 * 60) * MIN);
          const found = detectDisruptions(
            [first, second],
            [event(first.flightInstanceId, 'Delay', delay, first.departureAt)],
            now,
            terms,
          );
          const announced = now.getTime() >= first.departureAt.getTime();
          const missed = delay > layover - MIN_CONNECTION_MINUTES;
          const expected = !announced
            ? null
            : missed
              ? 'MissedConnection'
              : delay >= terms.delayThresholdMinutes
                ? 'Delayed'
                : null;
          expect(found[0]?.type ?? null).toBe(expected);
        },
      ),
    );
  });

  it('lists actions only a live state allows, for every state', () => {
    const states: (DisruptionState | null)[] = [
      null,
      'Active',
      'Disrupted',
      'Rebooking',
      'Rebooked',
      'Refunded',
      'Expired',
      'Voided',
      'Removed',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (s, p, r, o) => {
          const actions = listServiceActions({
            state: s,
            purchasable: p,
            refundAllowed: r,
            decisionOpen: o,
          });
          if (actions.includes('Refund')) expect(s === 'Disrupted' && r && o).toBe(true);
          if (actions.includes('Purchase')) expect(s).toBeNull();
          if (s === 'Expired' || s === 'Voided' || s === 'Removed') expect(actions).toEqual([]);
        },
      ),
    );
  });
});
