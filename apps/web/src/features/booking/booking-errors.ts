import {
  CAR_LOYALTY_ERROR_CODES,
  isCardErrorCode,
  PASSENGER_RULE_CODES,
} from '@wayfare/contracts/error-catalogue';

/**
 * What a person does next about a booking error (issue 16; the table is in
 * docs/decisions/004-booking-saga.md): fix a field, choose another card or amount, search again,
 * get a new price for the same choice, try again, reload the page, call us, or check their trips.
 */
export type BookingNextStep =
  | 'fixField'
  | 'choosePayment'
  | 'searchAgain'
  | 'requote'
  | 'tryAgain'
  | 'reload'
  | 'callUs'
  | 'checkTrips';

const FIELD_CODES: ReadonlySet<string> = new Set<string>([
  ...PASSENGER_RULE_CODES,
  'BadRequest',
  'InvalidPassengers',
  'OutOfPolicyReasonRequired',
  'CheckInMinimumAgeNotMet',
  'InvalidGuestCountry',
  'InvalidFulfillmentInput',
  // Cars (issue 21): the rental company's loyalty number and the driver's age, at their fields.
  ...CAR_LOYALTY_ERROR_CODES,
  'DriverUnderMinimumAge',
  'DriverAgeMismatch',
  'DriverDateOfBirthRequired',
]);

const NEXT_STEPS: Readonly<Record<string, BookingNextStep>> = {
  RedemptionFailure: 'choosePayment',
  AirlineCreditUnavailable: 'choosePayment',
  // Spec §5: no travel credit on a pay-at-hotel stay at a Premier or Lifestyle hotel (issue 23).
  TravelCreditNotAllowedPayAtHotel: 'choosePayment',
  NoAvailability: 'searchAgain',
  OfferInvalid: 'searchAgain',
  BookingSessionClosed: 'searchAgain',
  MaximumPriceIncreaseReached: 'searchAgain',
  PriceUnavailableUnder25: 'searchAgain',
  RateNotAvailable: 'searchAgain',
  NotAvailable: 'searchAgain',
  LackOfInventory: 'searchAgain',
  'Invalid Quote': 'searchAgain',
  Experiment: 'searchAgain',
  ExpiredQuoteToken: 'requote',
  // A price freeze whose frozen price moved since the offer: a new offer, with its new fee.
  FrozenPriceIncreased: 'requote',
  FrozenPriceDecreased: 'requote',
  Inactivity: 'requote',
  UpgradeRequired: 'reload',
  IdempotencyKeyReused: 'reload',
  ExcessiveUserActivity: 'callUs',
  BookFailed: 'callUs',
  TicketingUnconfirmed: 'callUs',
  FraudAutoReject: 'callUs',
  DuplicateBooking: 'checkTrips',
};

/** The next step for a booking error code; anything unknown is worth another try. */
export function selectNextStep(code: string): BookingNextStep {
  if (FIELD_CODES.has(code)) return 'fixField';
  // Spec §8 payment errors (one list in contracts/errors.ts): choose or fix the card.
  if (isCardErrorCode(code)) return 'choosePayment';
  return NEXT_STEPS[code] ?? 'tryAgain';
}

/** Where a 400's field points on the shared part of the page (the product places its own). */
export function isPaymentField(field: string | undefined): field is `payment${string}` {
  return field?.startsWith('payment') ?? false;
}
