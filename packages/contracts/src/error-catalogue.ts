/**
 * The one list of error codes (STYLE.md boundary 3): every spec error code with its HTTP status.
 * Server and web both read it; nothing else maps codes to statuses. Zod-free on purpose: the web
 * reads it on every page, and importing it must not bring the validation library into the
 * first-load bundle. The schemas are in errors.ts; the server's default messages, which the web
 * never shows (it writes its own sentences), are in error-messages.ts.
 */
export const ERROR_STATUS = {
  // Request shape and lookups
  BadRequest: 400,
  NotFound: 404,
  /** What was asked for exists but its state does not allow it (the sandbox console's freezes). */
  Conflict: 409,
  Forbidden: 403,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  /** A bug on our side; a dependency that is down is ServiceUnavailable instead. */
  InternalError: 500,
  ServiceUnavailable: 503,
  // Auth and access (spec §6, §8)
  Unauthorized: 401,
  InvalidSession: 401,
  AuthError: 401,
  InvalidCsrfToken: 403,
  ExcessiveActivity: 429,
  InvalidCustomer: 404,
  // Corporate access codes (spec §4): carried in the body's code.
  '40102': 403,
  '40103': 403,
  '40105': 403,
  '40106': 403,
  // Fraud and carts
  // Business onboarding on the admin host.
  BusinessNotReady: 422,
  PolicyTierNameTaken: 409,
  PolicyTierInUse: 409,
  EmployeeExists: 409,
  OwnAdminAccess: 422,
  FraudAutoReject: 422,
  LikelyFraud: 422,
  CartValidationError: 422,
  ExpiredFulfillToken: 410,
  ExpiredQuoteToken: 410,
  // Booking errors (spec §8)
  NoAvailability: 409,
  OfferInvalid: 422,
  PriceChanged: 409,
  OutOfPolicyReasonRequired: 400,
  ApprovalDeclined: 422,
  ApprovalExpired: 410,
  /** Split payment (issue 23): chosen shares that do not add up or break a rule; `details.problem`. */
  InvalidSplitShares: 400,
  SplitPaymentExpired: 410,
  /** A share link that can no longer pay: already paid, or its split ended. */
  SplitShareClosed: 409,
  DuplicateBooking: 409,
  /** The same Idempotency-Key sent again with another body: a client bug, never a second booking. */
  IdempotencyKeyReused: 422,
  PollingTimeout: 504,
  RedemptionFailure: 422,
  ProviderError: 502,
  // Booking errors of spec §8 with their causes (docs/decisions/004-booking-saga.md, the table).
  InvalidPassengers: 400,
  BookingSessionClosed: 410,
  UpgradeRequired: 426,
  QuoteError: 502,
  BookError: 502,
  BookFailed: 502,
  PriceUnavailableUnder25: 409,
  VccGenerationFailure: 502,
  TicketingUnconfirmed: 502,
  Inactivity: 410,
  UserCardNotFound: 400,
  MaximumPriceIncreaseReached: 409,
  Timeout: 504,
  ExcessiveUserActivity: 429,
  // Passenger rules of spec §5 (domain/passenger-rules.ts), each answered at its field.
  NoAdultPassenger: 400,
  TooManyPassengers: 400,
  TooManyLapInfants: 400,
  LapInfantTooOld: 400,
  LapInfantWithTrustedTravelerNumber: 400,
  PassengerTypeMismatch: 400,
  UnsupportedNameCharacters: 400,
  InvalidKnownTravelerNumber: 400,
  InvalidRedressNumber: 400,
  PassportMissing: 400,
  PassportExpired: 400,
  PassportInvalid: 400,
  PassportNationalityMissing: 400,
  ContactEmailRequired: 400,
  ContactPhoneRequired: 400,
  // Hotel booking errors (spec §8). Each message says what happened and what to do next.
  'Invalid Quote': 409,
  NotAvailable: 409,
  // Vacation rentals (issue 22): a home's nights someone else has just booked (details.blockedNights).
  BlockedDates: 409,
  RateNotAvailable: 409,
  CheckInMinimumAgeNotMet: 400,
  InvalidGuestCountry: 400,
  InvalidFulfillmentInput: 400,
  Experiment: 422,
  // Payment and card errors (spec §8); a failed booking carries them, nothing was charged.
  CardDeclined: 402,
  InsufficientFunds: 402,
  CreditCardExpired: 402,
  InvalidCreditCardNumber: 400,
  InvalidCreditCardVerificationNumber: 402,
  CreditCardDeclined: 402,
  CreditCardLostStolen: 402,
  CreditCardNotSupported: 402,
  InvalidCreditCardInformation: 402,
  InvalidCreditCardCountryCode: 402,
  InvalidCreditCardZipCode: 402,
  Fraud: 422,
  UnknownCard: 400,
  GenericError: 502,
  // Self-serve cancellation (issue 7; spec §8 cancellation failure codes).
  CancellationFailed: 502,
  CancellationTimeout: 504,
  BookingProviderUnavailable: 503,
  ExternalBookingServiceUnavailable: 503,
  CancellationFeesApplicable: 409,
  CancelQuoteExpired: 410,
  CancellationNotAllowed: 422,
  AirlineCreditUnavailable: 422,
  // Price freeze (issue 17; spec §8 purchase and exercise errors). NoAvailability and
  // ProviderError are the booking path's own codes, shared.
  BookParamsFailed: 400,
  GenericFailed: 502,
  CustomOfferGenerationFailed: 502,
  FrozenPriceIncreased: 409,
  FrozenPriceDecreased: 409,
  SimilarFlightsPlusRefund: 409,
  Refund: 409,
  // Cancel for any reason (issue 18; spec §4 CFAR states).
  CfarExpired: 409,
  CfarNotPurchased: 404,
  /** Issue 23: the travel offer chosen was used meanwhile (another booking), ended or no longer applies. */
  TravelOfferUnavailable: 409,
  /** Spec §5: hotel travel credits are not applied to pay-at-hotel stays at Premier or Lifestyle hotels. */
  TravelCreditNotAllowedPayAtHotel: 400,
  CfarNotOffered: 409,
  ScheduleChangeDecided: 409,
  ChfarNotOffered: 409,
  // Disruption assistance (issue 20; spec §4 check results and service actions, §9).
  DisruptionNotOffered: 409,
  DisruptionAlreadyPurchased: 409,
  DisruptionFeeChanged: 409,
  NoDisruptionProtectionAttached: 404,
  NoDisruptionDetected: 409,
  AlreadyExercised: 409,
  RebookOnlyEligible: 409,
  DisruptionDecisionClosed: 409,
  // The missed-connection guarantee (issue 20, part C; self-transfer itineraries).
  MissedConnectionNotCovered: 404,
  MissedConnectionNotMissed: 409,
  MissedConnectionExpired: 409,
  MissedConnectionAlreadyUsed: 409,
  RebookingOptionUnavailable: 409,
  // Changing a booked flight (issue 18; spec §2 exchange screen states).
  ExchangeNotAvailable: 409,
  ExchangeUnderWay: 409,
  // Changing a booked stay's dates (issue 22; details.reason says why, as data).
  DateChangeNotAllowed: 422,
  BookingChanged: 409,
  // Flight check-in (issue 7; the sandbox airline checks in: 24 h to 60 min before departure).
  CheckInNotOpen: 422,
  CheckInClosed: 422,
  CheckInNotAllowed: 422,
  // Price match, the best price guarantee (issue 19; spec §5: within 24 hours of booking).
  PriceMatchWindowClosed: 422,
  PriceMatchNotEligible: 422,
  PriceMatchClaimOpen: 409,
  PriceMatchDecided: 409,
  // Cars (issue 21; spec §8 car loyalty errors, two of our design, and the driver rules).
  InvalidLoyaltyNumber: 400,
  LoyaltyNameMismatch: 400,
  LoyaltyProgramNotAccepted: 400,
  LoyaltyAccountInactive: 400,
  DriverUnderMinimumAge: 400,
  DriverAgeMismatch: 400,
  DriverDateOfBirthRequired: 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/**
 * Card and payment failures (spec §8 payment errors, and the card codes the processor and hotels
 * answer): the person chooses or fixes the card. Written once; the saga, the hotel words and the
 * booking page all read this list.
 */
export const CARD_ERROR_CODES = [
  'CardDeclined',
  'CreditCardDeclined',
  'InsufficientFunds',
  'CreditCardExpired',
  'CreditCardLostStolen',
  'CreditCardNotSupported',
  'InvalidCreditCardNumber',
  'InvalidCreditCardInformation',
  'InvalidCreditCardVerificationNumber',
  'InvalidCreditCardCountryCode',
  'InvalidCreditCardZipCode',
  'LikelyFraud',
  'Fraud',
  'GenericError',
  'UnknownCard',
  'UserCardNotFound',
] as const satisfies readonly ErrorCode[];
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];

export function isCardErrorCode(code: unknown): code is CardErrorCode {
  return CARD_ERROR_CODES.some((c) => c === code);
}

/** Spec §8 price-freeze purchase errors, as the freeze pages handle them. */
export const PRICE_FREEZE_PURCHASE_ERROR_CODES = [
  'BookParamsFailed',
  'GenericFailed',
  'CustomOfferGenerationFailed',
  'FrozenPriceIncreased',
  'FrozenPriceDecreased',
  'NoAvailability',
] as const satisfies readonly ErrorCode[];

/** Spec §8 price-freeze exercise errors (flights). */
export const PRICE_FREEZE_EXERCISE_ERROR_CODES = [
  'BookParamsFailed',
  'GenericFailed',
  'SimilarFlightsPlusRefund',
  'Refund',
  'ProviderError',
] as const satisfies readonly ErrorCode[];

/** Spec §8 hotel price-freeze exercise errors. */
export const HOTEL_PRICE_FREEZE_EXERCISE_ERROR_CODES = [
  'Refund',
  'GenericFailed',
  'LikelyFraud',
] as const satisfies readonly ErrorCode[];

/** Spec §5 passenger rules: each a code of its own, answered at the field it is about. */
export const PASSENGER_RULE_CODES = [
  'NoAdultPassenger',
  'TooManyPassengers',
  'TooManyLapInfants',
  'LapInfantTooOld',
  'LapInfantWithTrustedTravelerNumber',
  'PassengerTypeMismatch',
  'UnsupportedNameCharacters',
  'InvalidKnownTravelerNumber',
  'InvalidRedressNumber',
  'PassportMissing',
  'PassportExpired',
  'PassportInvalid',
  'PassportNationalityMissing',
  'ContactEmailRequired',
  'ContactPhoneRequired',
] as const satisfies readonly ErrorCode[];

/** Spec §8 car loyalty errors (two from the spec, two of our design): at `loyaltyNumber`. */
export const CAR_LOYALTY_ERROR_CODES = [
  'InvalidLoyaltyNumber',
  'LoyaltyNameMismatch',
  'LoyaltyProgramNotAccepted',
  'LoyaltyAccountInactive',
] as const satisfies readonly ErrorCode[];
export type CarLoyaltyErrorCode = (typeof CAR_LOYALTY_ERROR_CODES)[number];
export type PassengerRuleCode = (typeof PASSENGER_RULE_CODES)[number];

/** Corporate access codes that send the browser to a dedicated page (spec §4). */
export const CORPORATE_ACCESS_CODES = ['40102', '40103', '40105', '40106'] as const;
export type CorporateAccessCode = (typeof CORPORATE_ACCESS_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
