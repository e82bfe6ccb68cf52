import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExchangeScreenStateSchema } from '@wayfare/contracts/exchange';
import { decideExchangeEntry, firstExchangeStep, type ExchangeFacts } from './flight-exchange';

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
