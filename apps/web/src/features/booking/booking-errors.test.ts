import { describe, expect, it } from 'vitest';
import { CAR_LOYALTY_ERROR_CODES } from '@wayfare/contracts/error-catalogue';
import { CARD_ERROR_CODES, PASSENGER_RULE_CODES } from '@wayfare/contracts/errors';
import { selectNextStep } from './booking-errors';

describe('selectNextStep', () => {
  it('gives every booking error of spec §8 a next step a person can take', () => {
    expect(selectNextStep('InvalidPassengers')).toBe('fixField');
    expect(selectNextStep('BookingSessionClosed')).toBe('searchAgain');
    expect(selectNextStep('UpgradeRequired')).toBe('reload');
    expect(selectNextStep('QuoteError')).toBe('tryAgain');
    expect(selectNextStep('BookError')).toBe('tryAgain');
    expect(selectNextStep('BookFailed')).toBe('callUs');
    expect(selectNextStep('PriceUnavailableUnder25')).toBe('searchAgain');
    expect(selectNextStep('VccGenerationFailure')).toBe('tryAgain');
    expect(selectNextStep('TicketingUnconfirmed')).toBe('callUs');
    expect(selectNextStep('Inactivity')).toBe('requote');
    expect(selectNextStep('UserCardNotFound')).toBe('choosePayment');
    expect(selectNextStep('MaximumPriceIncreaseReached')).toBe('searchAgain');
    expect(selectNextStep('Timeout')).toBe('tryAgain');
    expect(selectNextStep('ExcessiveUserActivity')).toBe('callUs');
    expect(selectNextStep('DuplicateBooking')).toBe('checkTrips');
  });

  it('sends every card code to the card and every passenger rule to its field', () => {
    for (const code of CARD_ERROR_CODES) expect(selectNextStep(code)).toBe('choosePayment');
    for (const code of PASSENGER_RULE_CODES) expect(selectNextStep(code)).toBe('fixField');
    expect(selectNextStep('SomethingNew')).toBe('tryAgain');
  });

  it('sends the car loyalty errors and the driver age rules to their fields', () => {
    expect(CAR_LOYALTY_ERROR_CODES).toHaveLength(4);
    for (const code of CAR_LOYALTY_ERROR_CODES) expect(selectNextStep(code)).toBe('fixField');
    for (const code of ['DriverUnderMinimumAge', 'DriverAgeMismatch', 'DriverDateOfBirthRequired'])
      expect(selectNextStep(code)).toBe('fixField');
  });
});
