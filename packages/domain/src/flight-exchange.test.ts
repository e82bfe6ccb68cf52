import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExchangeScreenStateSchema } from '@wayfare/contracts/exchange';
import {
  areSliceDatesInOrder,
  computeChangeFee,
  computeLatestExchangeDate,
  decideExchangeEntry,
  firstExchangeStep,
  priceExchange,
  type ExchangeFacts,
} from './flight-exchange';

const EXCHANGE_SCREEN_STATES = ExchangeScreenStateSchema.options;

const now = new Date('2027-01-10T12:00:00Z');
const booking: NonNullable<ExchangeFacts['booking']> = {
  status: 'Confirmed',
  firstDepartureAt: new Date('2027-01-20T15:00:00Z'),
  ticketedAt: new Date('2027-01-05T10:00:00Z'),
  voidWindowEndsAt: new Date('2027-01-06T09:59:59.999Z'),
  isMultiTicket: false,
  changeRules: ['NoPenalty'],
  hasLapInfant: false,
  hasUsableChfar: false,
  hasAirlineWaiver: false,
};
const facts = (over: Partial<ExchangeFacts> = {}, b: Partial<typeof booking> = {}) =>
  decideExchangeEntry({
    now,
    booking: { ...booking, ...b },
    exchange: null,
    failedAttempts: 0,
    ...over,
  });

describe('where changing a flight starts', () => {
  it('names the spec’s 15 screen states', () => {
    expect(EXCHANGE_SCREEN_STATES).toHaveLength(15);
  });

  it('opens the exchange for a changeable confirmed trip', () => {
    expect(facts()).toBe('GoToExchange');
    expect(facts({}, { changeRules: ['WithFee', 'NoPenalty'] })).toBe('GoToExchange');
  });

  it('sends each other case to its own screen', () => {
    expect(facts({ booking: null })).toBe('ItineraryNotFound');
    expect(facts({ exchange: { status: 'Requested' } })).toBe('ChangeRequested');
    expect(facts({ failedAttempts: 3 })).toBe('TooManyAttemptsSupport');
    expect(facts({ exchange: { status: 'Failed' }, failedAttempts: 1 })).toBe('ChangeFailed');
    expect(facts({}, { status: 'Cancelled' })).toBe('IneligibleForExchange');
    expect(facts({}, { changeRules: ['NotPossible'] })).toBe('IneligibleForExchange');
    expect(facts({}, { changeRules: ['NotPossible'], hasUsableChfar: true })).toBe('GoToExchange');
    expect(facts({}, { changeRules: ['Unknown'] })).toBe('ContactAirline');
    expect(facts({}, { isMultiTicket: true })).toBe('ContactAirline');
    expect(facts({}, { hasLapInfant: true })).toBe('ContactSupport');
  });

  it('lets the traveller move after the airline’s schedule change whatever the fare, even in the void window', () => {
    const waived = { hasAirlineWaiver: true, changeRules: ['NotPossible' as const] };
    expect(facts({}, waived)).toBe('GoToExchange');
    expect(facts({ now: new Date('2027-01-06T09:00:00Z') }, waived)).toBe('GoToExchange');
    expect(facts({ exchange: { status: 'Failed' }, failedAttempts: 1 }, waived)).toBe(
      'ChangeFailed',
    );
    expect(facts({}, { ...waived, isMultiTicket: true })).toBe('ContactAirline');
    expect(facts({}, { ...waived, status: 'Cancelled' })).toBe('IneligibleForExchange');
  });

  it('changes a multi-ticket trip online when the waiver buys a new ticket (missed connection)', () => {
    const newTicket = {
      hasAirlineWaiver: true,
      waiverIgnoresCutoff: true,
      waiverBuysNewTicket: true,
      isMultiTicket: true,
    };
    expect(facts({}, newTicket)).toBe('GoToExchange');
    expect(facts({}, { ...newTicket, waiverBuysNewTicket: false })).toBe('ContactAirline');
    expect(facts({}, { ...newTicket, hasLapInfant: true })).toBe('ContactSupport');
  });

  it('voids instead inside the void window, by phone for several airlines', () => {
    const inWindow = { now: new Date('2027-01-06T09:00:00Z') };
    expect(facts(inWindow)).toBe('TicketedVoidable');
    expect(facts(inWindow, { isMultiTicket: true })).toBe('LegacyTicketedVoidable');
    expect(facts({ now: new Date('2027-01-06T10:00:00Z') })).toBe('GoToExchange');
  });

  it('closes exactly 3 hours before the first departure', () => {
    expect(facts({ now: new Date('2027-01-20T12:00:00Z') })).toBe('GoToExchange');
    expect(facts({ now: new Date('2027-01-20T12:00:00.001Z') })).toBe('IneligibleForExchange');
  });

  it('always answers one of the states the booking decides', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Pending', 'AwaitingApproval', 'Confirmed', 'Failed', 'Cancelled' as const),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.constantFrom('NoPenalty', 'WithFee', 'NotPossible', 'Unknown' as const), {
          maxLength: 3,
        }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: -48, max: 400 }),
        (status, multi, infant, rules, attempts, hoursAhead) => {
          const state = decideExchangeEntry({
            now,
            booking: {
              ...booking,
              status,
              isMultiTicket: multi,
              hasLapInfant: infant,
              changeRules: rules,
              firstDepartureAt: new Date(now.getTime() + hoursAhead * 3_600_000),
            },
            exchange: null,
            failedAttempts: attempts,
          });
          expect(EXCHANGE_SCREEN_STATES).toContain(state);
          if (attempts >= 3) expect(state).toBe('TooManyAttemptsSupport');
          if (state === 'GoToExchange') expect(status).toBe('Confirmed');
        },
      ),
    );
  });

  it('goes straight to the date for a one-slice trip', () => {
    expect(firstExchangeStep(1)).toBe('ChangeDateTime');
    expect(firstExchangeStep(2)).toBe('SliceSelection');
  });
});

describe('pricing a change', () => {
  it('charges a higher fare’s difference plus the change fee', () => {
    expect(priceExchange([{ bookedFareMinor: 30_000, newFareMinor: 34_200 }], 7_500)).toEqual({
      fareDifferenceMinor: 4_200,
      changeFeeMinor: 7_500,
      amountDueMinor: 11_700,
      creditBackMinor: 0,
    });
  });

  it('gives a lower fare’s value back as credit after the fee, and nothing when the fee takes it', () => {
    expect(priceExchange([{ bookedFareMinor: 30_000, newFareMinor: 20_000 }], 0)).toMatchObject({
      amountDueMinor: 0,
      creditBackMinor: 10_000,
    });
    expect(priceExchange([{ bookedFareMinor: 30_000, newFareMinor: 25_000 }], 7_500)).toMatchObject(
      { amountDueMinor: 2_500, creditBackMinor: 0 },
    );
    expect(priceExchange([{ bookedFareMinor: 30_000, newFareMinor: 22_500 }], 7_500)).toMatchObject(
      { amountDueMinor: 0, creditBackMinor: 0 },
    );
  });

  it('never both charges and credits, and due less credit is difference plus fee', () => {
    const slice = fc.record({
      bookedFareMinor: fc.integer({ min: 0, max: 1_000_000 }),
      newFareMinor: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(slice, { minLength: 1, maxLength: 4 }), fc.nat(50_000), (s, fee) => {
        const p = priceExchange(s, fee);
        expect(p.amountDueMinor >= 0 && p.creditBackMinor >= 0).toBe(true);
        expect(p.amountDueMinor === 0 || p.creditBackMinor === 0).toBe(true);
        expect(p.amountDueMinor - p.creditBackMinor).toBe(p.fareDifferenceMinor + fee);
      }),
    );
  });

  it('takes the highest per-ticket fee of the changed fares once per ticket; none for a fare that cannot change', () => {
    expect(
      computeChangeFee(
        [
          { kind: 'WithFee', feePerTicketMinor: 7_500 },
          { kind: 'WithFee', feePerTicketMinor: 9_900 },
        ],
        2,
      ),
    ).toBe(19_800);
    expect(computeChangeFee([{ kind: 'NoPenalty', feePerTicketMinor: 0 }], 3)).toBe(0);
    expect(computeChangeFee([{ kind: 'NotPossible', feePerTicketMinor: 0 }], 1)).toBeNull();
  });
});

describe('the change window', () => {
  it('lets a new itinerary depart up to the same day a year on', () => {
    expect(computeLatestExchangeDate('2026-12-20')).toBe('2027-12-20');
    expect(computeLatestExchangeDate('2028-02-29')).toBe('2029-02-28');
  });

  it('keeps the slices’ dates in order', () => {
    expect(areSliceDatesInOrder(['2027-01-02', '2027-01-02', '2027-01-09'])).toBe(true);
    expect(areSliceDatesInOrder(['2027-01-09', '2027-01-02'])).toBe(false);
  });
});
