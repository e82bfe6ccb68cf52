import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCreditNow,
  decidePriceDropCheck,
  decidePriceDropEligibility,
  hotelCreditFrom,
  includesPriceDropProtection,
  isPriceDropMonitored,
  nextPriceDropCheckAt,
  priceDropMonitorUntil,
  type PriceDropState,
} from './price-drop-protection';
import { PROTECTION_TERMS } from './protection-terms';

const terms = PROTECTION_TERMS.capone.priceDropProtection;
const bookedAt = new Date('2026-11-25T15:00:00Z');
const farAway = new Date('2027-03-01T12:00:00Z');

const flight = (overrides: Partial<PriceDropState> = {}): PriceDropState => ({
  status: 'Monitoring',
  lowestSeenMinor: 40_000,
  capMinor: terms.flight.capMinor,
  creditedMinor: 0,
  monitorUntil: priceDropMonitorUntil('flight', bookedAt, farAway, terms),
  creditFrom: null,
  ...overrides,
});
const seen = (priceSeenMinor: number | null, now = bookedAt, pendingLowestMinor = null) => ({
  now,
  priceSeenMinor,
  pendingLowestMinor,
  stopReason: null,
});
const at = (ms: number) => new Date(bookedAt.getTime() + ms);
const DAY = 86_400_000;

describe('price drop protection: windows', () => {
  it('watches a flight for exactly 10 calendar days after purchase, and never past departure', () => {
    const until = priceDropMonitorUntil('flight', bookedAt, farAway, terms);
    expect(until.toISOString()).toBe('2026-12-05T15:00:00.000Z');
    expect(isPriceDropMonitored(at(10 * DAY - 1), until)).toBe(true);
    expect(isPriceDropMonitored(at(10 * DAY), until)).toBe(false);
    const departure = new Date('2026-11-30T08:00:00Z');
    expect(priceDropMonitorUntil('flight', bookedAt, departure, terms)).toEqual(departure);
  });

  it('credits a stay only from exactly five calendar days after booking', () => {
    const from = hotelCreditFrom(bookedAt, terms);
    expect(from.toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(canCreditNow(at(5 * DAY - 1), from)).toBe(false);
    expect(canCreditNow(at(5 * DAY), from)).toBe(true);
    expect(canCreditNow(bookedAt, null)).toBe(true);
  });

  it('checks every 6 hours of travel time, at day five and at the window’s end when sooner', () => {
    const state = { monitorUntil: at(10 * DAY), creditFrom: at(5 * DAY) };
    expect(nextPriceDropCheckAt(bookedAt, state, terms)).toEqual(at(6 * 3_600_000));
    expect(nextPriceDropCheckAt(at(5 * DAY - 3_600_000), state, terms)).toEqual(at(5 * DAY));
    expect(nextPriceDropCheckAt(at(10 * DAY - 60_000), state, terms)).toEqual(at(10 * DAY));
    expect(nextPriceDropCheckAt(at(10 * DAY), state, terms)).toBeNull();
  });
});

describe('price drop protection: who is covered', () => {
  const checkInAt = new Date('2027-01-10T15:00:00Z');
  it('covers every flight, stays at Premier and Lifestyle hotels, and never a package', () => {
    const flightBooking = { product: 'flight', currency: 'USD' } as const;
    expect(decidePriceDropEligibility(flightBooking, terms, 'USD', bookedAt)).toEqual({
      eligible: true,
    });
    for (const collection of ['Premier', 'Lifestyle'] as const)
      expect(
        decidePriceDropEligibility(
          { product: 'hotel', currency: 'USD', collection, checkInAt },
          terms,
          'USD',
          bookedAt,
        ).eligible,
      ).toBe(true);
    expect(
      decidePriceDropEligibility(
        { product: 'hotel', currency: 'USD', collection: 'NoCollection', checkInAt },
        terms,
        'USD',
        bookedAt,
      ),
    ).toEqual({ eligible: false, reason: 'HotelCollection' });
    expect(decidePriceDropEligibility({ product: 'package' }, terms, 'USD', bookedAt)).toEqual({
      eligible: false,
      reason: 'Package',
    });
    expect(includesPriceDropProtection({ product: 'package' }, terms)).toBe(false);
    expect(includesPriceDropProtection({ product: 'flight' }, terms)).toBe(true);
    expect(
      includesPriceDropProtection({ product: 'hotel', collection: 'NoCollection' }, terms),
    ).toBe(false);
  });

  it('does not cover a stay that begins before its credit could be made', () => {
    const hotel = (checkIn: Date) =>
      decidePriceDropEligibility(
        { product: 'hotel', currency: 'USD', collection: 'Lifestyle', checkInAt: checkIn },
        terms,
        'USD',
        bookedAt,
      );
    expect(hotel(at(5 * DAY))).toEqual({ eligible: false, reason: 'CheckInTooSoon' });
    expect(hotel(at(5 * DAY + 1)).eligible).toBe(true);
  });
});

describe('price drop protection: a check', () => {
  it('says no drop at or above the lowest seen, and credits the difference below it', () => {
    expect(decidePriceDropCheck(flight(), seen(40_000))).toMatchObject({
      result: 'NoDrop',
      creditMinor: 0,
      log: true,
    });
    expect(decidePriceDropCheck(flight(), seen(38_800))).toMatchObject({
      result: 'Credited',
      creditMinor: 1_200,
      lowestSeenAfterMinor: 38_800,
      end: null,
    });
  });

  it('credits up to $50 per booking in total, then logs a drop as CapReached', () => {
    expect(decidePriceDropCheck(flight({ creditedMinor: 4_000 }), seen(37_000))).toMatchObject({
      result: 'Credited',
      creditMinor: 1_000,
    });
    expect(decidePriceDropCheck(flight({ creditedMinor: 5_000 }), seen(37_000))).toMatchObject({
      result: 'CapReached',
      creditMinor: 0,
      lowestSeenAfterMinor: 40_000,
    });
  });

  it('keeps a stay’s drop pending before day five and credits it from then, whatever the price then', () => {
    const stay = flight({ creditFrom: hotelCreditFrom(bookedAt, terms) });
    expect(decidePriceDropCheck(stay, seen(36_000, at(2 * DAY)))).toMatchObject({
      result: 'DropPending',
      creditMinor: 0,
      lowestSeenAfterMinor: 40_000,
    });
    expect(
      decidePriceDropCheck(stay, { ...seen(41_000, at(5 * DAY)), pendingLowestMinor: 36_000 }),
    ).toMatchObject({ result: 'Credited', creditMinor: 4_000, lowestSeenAfterMinor: 36_000 });
  });

  it('logs a price no longer sold as Unavailable and a cancelled trip as the end', () => {
    expect(decidePriceDropCheck(flight(), seen(null))).toMatchObject({ result: 'Unavailable' });
    expect(
      decidePriceDropCheck(flight(), { ...seen(30_000), stopReason: 'TripCancelled' }),
    ).toMatchObject({
      result: 'NotEligible',
      reason: 'TripCancelled',
      end: 'TripCancelled',
      creditMinor: 0,
      log: true,
    });
    expect(decidePriceDropCheck(flight({ status: 'Ended' }), seen(30_000))).toEqual({
      kind: 'skip',
    });
  });

  it('ends at the window without a log row, paying a drop that was waiting', () => {
    const end = at(10 * DAY);
    expect(decidePriceDropCheck(flight(), seen(30_000, end))).toMatchObject({
      result: 'Unavailable',
      end: 'WindowEnded',
      log: false,
      creditMinor: 0,
    });
    const stay = flight({ creditFrom: at(5 * DAY) });
    expect(
      decidePriceDropCheck(stay, { ...seen(null, end), pendingLowestMinor: 39_000 }),
    ).toMatchObject({ result: 'Credited', creditMinor: 1_000, end: 'WindowEnded', log: true });
  });
});

describe('price drop protection: properties', () => {
  const checks = fc.array(
    fc.record({
      price: fc.option(fc.integer({ min: 0, max: 80_000 }), { nil: null }),
      hoursLater: fc.integer({ min: 0, max: 30 }),
    }),
    { maxLength: 60 },
  );

  it('never credits more than the cap in total, nor without a price below the lowest seen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 80_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        checks,
        (paid, cap, isStay, steps) => {
          let state: PriceDropState = flight({
            lowestSeenMinor: paid,
            capMinor: cap,
            creditFrom: isStay ? hotelCreditFrom(bookedAt, terms) : null,
          });
          let now = bookedAt;
          let pending: number | null = null;
          let total = 0;
          for (const step of steps) {
            now = new Date(now.getTime() + step.hoursLater * 3_600_000);
            const before = state.lowestSeenMinor;
            const decision = decidePriceDropCheck(state, {
              now,
              priceSeenMinor: step.price,
              pendingLowestMinor: pending,
              stopReason: null,
            });
            if (decision.kind === 'skip') break;
            if (decision.creditMinor > 0) {
              // Credited only below the lowest seen, by at most the drop below it.
              const lowestFound = Math.min(step.price ?? Infinity, pending ?? Infinity);
              expect(lowestFound).toBeLessThan(before);
              expect(decision.creditMinor).toBeLessThanOrEqual(before - lowestFound);
              expect(decision.result).toBe('Credited');
            } else expect(decision.lowestSeenAfterMinor).toBe(before);
            expect(decision.lowestSeenAfterMinor).toBeLessThanOrEqual(before);
            if (decision.result === 'DropPending')
              pending = Math.min(pending ?? Infinity, step.price ?? Infinity);
            if (decision.result === 'Credited') pending = null;
            total += decision.creditMinor;
            state = {
              ...state,
              creditedMinor: state.creditedMinor + decision.creditMinor,
              lowestSeenMinor: decision.lowestSeenAfterMinor,
              status: decision.end ? 'Ended' : 'Monitoring',
            };
          }
          expect(total).toBeLessThanOrEqual(cap);
          expect(total).toBe(state.creditedMinor);
          expect(total).toBeLessThanOrEqual(paid);
        },
      ),
    );
  });

  it('decides the same twice from the same state: a check repeated on a state already credited pays nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 80_000 }),
        fc.integer({ min: 0, max: 80_000 }),
        (paid, price) => {
          const state = flight({ lowestSeenMinor: paid });
          const first = decidePriceDropCheck(state, seen(price));
          if (first.kind === 'skip') return;
          const after: PriceDropState = {
            ...state,
            creditedMinor: first.creditMinor,
            lowestSeenMinor: first.lowestSeenAfterMinor,
          };
          const again = decidePriceDropCheck(after, seen(price));
          expect(again.kind === 'check' ? again.creditMinor : 0).toBe(0);
        },
      ),
    );
  });
});
