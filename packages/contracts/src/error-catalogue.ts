/**
 * The one error catalogue (STYLE.md boundary 3): every spec error code with its HTTP status and a
 * safe default message. Server and web both read it; nothing else maps codes to statuses.
 * Zod-free on purpose: the web reads it on every page, and importing it must not bring the
 * validation library into the first-load bundle. The schemas are in errors.ts.
 */
export const ERROR_CATALOGUE = {
  // Request shape and lookups
  BadRequest: { status: 400, message: 'The request is not valid.' },
  NotFound: { status: 404, message: 'We could not find what you asked for.' },
  /** What was asked for exists but its state does not allow it (the sandbox console's freezes). */
  Conflict: { status: 409, message: 'That is not possible in its current state.' },
  Forbidden: { status: 403, message: 'Your account is not allowed to do that.' },
  PayloadTooLarge: { status: 413, message: 'The request is too large.' },
  UnsupportedMediaType: {
    status: 415,
    message: 'The request’s content type is not accepted. Send JSON.',
  },
  /** A bug on our side; a dependency that is down is ServiceUnavailable instead. */
  InternalError: {
    status: 500,
    message: 'Something went wrong on our side. Please try again.',
  },
  ServiceUnavailable: {
    status: 503,
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
  // Auth and access (spec §6, §8)
  Unauthorized: { status: 401, message: 'Please sign in to continue.' },
  InvalidSession: { status: 401, message: 'Your session has ended. Please sign in again.' },
  AuthError: { status: 401, message: 'We could not sign you in.' },
  InvalidCsrfToken: {
    status: 403,
    message: 'This request could not be verified. Reload the page and try again.',
  },
  ExcessiveActivity: {
    status: 429,
    message: 'Too many requests. Please wait a moment and try again.',
  },
  InvalidCustomer: {
    status: 404,
    message: "We couldn't find that Profile Reference ID. Try a different one?",
  },
  // Corporate access codes (spec §4): carried in the body's code.
  '40102': {
    status: 403,
    message: 'Your business is not enrolled in the business travel program yet.',
  },
  '40103': { status: 403, message: 'You do not have access to this portal.' },
  '40105': { status: 403, message: 'Your business profile needs to be set up before booking.' },
  '40106': { status: 403, message: 'Please review and accept the business travel terms.' },
  // Fraud and carts
  // Business onboarding on the admin host.
  BusinessNotReady: {
    status: 422,
    message: 'Your business is not ready to go live yet.',
  },
  PolicyTierNameTaken: {
    status: 409,
    message: 'Your business already has a policy tier with that name.',
  },
  PolicyTierInUse: {
    status: 409,
    message: 'Move its employees to another tier before deleting this tier.',
  },
  EmployeeExists: {
    status: 409,
    message: 'Someone with that email address already has an account.',
  },
  OwnAdminAccess: {
    status: 422,
    message: 'You can’t remove your own admin access. Ask another administrator.',
  },
  FraudAutoReject: { status: 422, message: 'We could not complete this request.' },
  LikelyFraud: { status: 422, message: 'We could not complete this request.' },
  CartValidationError: { status: 422, message: 'Some details of this booking are not valid.' },
  ExpiredFulfillToken: {
    status: 410,
    message: 'This booking session has expired. Please start again.',
  },
  ExpiredQuoteToken: {
    status: 410,
    message: 'This price has expired. Please review the new price.',
  },
  // Booking errors (spec §8)
  NoAvailability: {
    status: 409,
    message: 'Those seats are no longer available. Please choose another flight.',
  },
  OfferInvalid: { status: 422, message: 'This fare is no longer offered. Please search again.' },
  PriceChanged: {
    status: 409,
    message: 'The price of this trip has changed. Please review the new price to continue.',
  },
  OutOfPolicyReasonRequired: {
    status: 400,
    message:
      'This trip is out of policy: tell your approver why you need it (at least 10 characters).',
  },
  ApprovalDeclined: {
    status: 422,
    message: 'Your approver declined this trip. Nothing was charged.',
  },
  ApprovalExpired: {
    status: 410,
    message: 'Nobody approved this trip within 24 hours, so the hold ended. Nothing was charged.',
  },
  /** Split payment (issue 23): chosen shares that do not add up or break a rule; `details.problem`. */
  InvalidSplitShares: {
    status: 400,
    message: 'The shares must add up exactly to the amount paid by card, each at least 1.00.',
  },
  SplitPaymentExpired: {
    status: 410,
    message:
      'Not every share was paid before the deadline, so the hold ended. Every authorization was released and nothing was charged.',
  },
  /** A share link that can no longer pay: already paid, or its split ended. */
  SplitShareClosed: {
    status: 409,
    message: 'This share can no longer be paid: it was paid already or the booking’s hold ended.',
  },
  DuplicateBooking: {
    status: 409,
    message: 'This trip is already booked or being booked. Check your trips before booking again.',
  },
  /** The same Idempotency-Key sent again with another body: a client bug, never a second booking. */
  IdempotencyKeyReused: {
    status: 422,
    message: 'This booking request was already sent with different details.',
  },
  PollingTimeout: {
    status: 504,
    message: 'The airline did not confirm in time. Nothing was charged; please try again.',
  },
  RedemptionFailure: {
    status: 422,
    message: 'Those rewards cannot be redeemed on this booking.',
  },
  ProviderError: {
    status: 502,
    message: 'The airline could not complete this booking. Nothing was charged.',
  },
  // Booking errors of spec §8 with their causes (docs/decisions/004-booking-saga.md, the table).
  InvalidPassengers: {
    status: 400,
    message: 'The travelers do not match the passengers this price was held for.',
  },
  BookingSessionClosed: {
    status: 410,
    message:
      'Your booking session closed: you signed in again after this price hold ended. Search again to book.',
  },
  UpgradeRequired: {
    status: 426,
    message: 'This booking page is out of date. Reload the page to book.',
  },
  QuoteError: {
    status: 502,
    message: 'The airline or hotel could not price this trip again just now. Nothing was charged.',
  },
  BookError: {
    status: 502,
    message: 'The airline or hotel refused the booking request. Nothing was charged.',
  },
  BookFailed: {
    status: 502,
    message: 'The booking failed after the airline or hotel took it. Nothing was charged.',
  },
  PriceUnavailableUnder25: {
    status: 409,
    message: 'This price is not available for a traveler under 25. Choose another fare or room.',
  },
  VccGenerationFailure: {
    status: 502,
    message: 'We could not create the card that pays the airline or hotel. Nothing was charged.',
  },
  TicketingUnconfirmed: {
    status: 502,
    message:
      'The airline did not confirm the tickets, so we cancelled the booking. Nothing was charged.',
  },
  Inactivity: {
    status: 410,
    message: 'This booking page was idle for a while. Get a new price to book.',
  },
  UserCardNotFound: {
    status: 400,
    message: 'That saved card was removed. Choose another card.',
  },
  MaximumPriceIncreaseReached: {
    status: 409,
    message: 'The price rose too far to accept here. Search again for the current prices.',
  },
  Timeout: {
    status: 504,
    message: 'The airline or hotel did not answer in time. Nothing was charged; please try again.',
  },
  ExcessiveUserActivity: {
    status: 429,
    message: 'Too many cards were declined for this trip. Wait a while or call us to book.',
  },
  // Passenger rules of spec §5 (domain/passenger-rules.ts), each answered at its field.
  NoAdultPassenger: { status: 400, message: 'At least one adult must travel.' },
  TooManyPassengers: { status: 400, message: 'At most 9 travelers can book together.' },
  TooManyLapInfants: {
    status: 400,
    message: 'Each lap infant needs an adult: add an adult or seat the infant.',
  },
  LapInfantTooOld: {
    status: 400,
    message: 'A lap infant must be under 2 for the whole trip; book a seat for this child instead.',
  },
  LapInfantWithTrustedTravelerNumber: {
    status: 400,
    message: 'Lap infants cannot have a known traveler or redress number.',
  },
  PassengerTypeMismatch: {
    status: 400,
    message: 'The date of birth does not match this passenger type on the day of travel.',
  },
  UnsupportedNameCharacters: {
    status: 400,
    message:
      'Names may use letters, spaces, apostrophes, hyphens and periods only, as on the passport.',
  },
  InvalidKnownTravelerNumber: {
    status: 400,
    message: 'The known traveler number is 8 to 10 letters and digits.',
  },
  InvalidRedressNumber: { status: 400, message: 'The redress number is 7 to 13 digits.' },
  PassportMissing: { status: 400, message: 'A passport is required for international travel.' },
  PassportExpired: {
    status: 400,
    message: 'The passport must be valid beyond the last flight of the trip.',
  },
  PassportInvalid: {
    status: 400,
    message:
      'Check the passport: its number is 6 to 9 letters and digits, its country a 2-letter code.',
  },
  PassportNationalityMissing: {
    status: 400,
    message: 'Add the nationality shown on the passport for international travel.',
  },
  ContactEmailRequired: {
    status: 400,
    message: 'Enter an e-mail address for the booking confirmation.',
  },
  ContactPhoneRequired: {
    status: 400,
    message: 'Enter a phone number the airline can reach you on.',
  },
  // Hotel booking errors (spec §8). Each message says what happened and what to do next.
  'Invalid Quote': {
    status: 409,
    message: 'This room’s price no longer holds. Go back to the hotel and choose the room again.',
  },
  NotAvailable: {
    status: 409,
    message: 'This room is sold out for your dates. Choose another room or change your dates.',
  },
  // Vacation rentals (issue 22): a home's nights someone else has just booked (details.blockedNights).
  BlockedDates: {
    status: 409,
    message: 'Someone has just booked some of these nights. Please choose other dates.',
  },
  RateNotAvailable: {
    status: 409,
    message:
      'This rate is no longer available. Go back to the hotel to see its current rooms and rates.',
  },
  CheckInMinimumAgeNotMet: {
    status: 400,
    message:
      'The lead guest is younger than this hotel’s minimum check-in age. Book in the name of an older guest.',
  },
  InvalidGuestCountry: {
    status: 400,
    message: 'This hotel cannot accept a booking for a guest from that country. Check the country.',
  },
  InvalidFulfillmentInput: {
    status: 400,
    message: 'Some guest or room details were not accepted by the hotel. Check them and try again.',
  },
  Experiment: {
    status: 422,
    message: 'This offer is not available to you right now. Go back and choose another room.',
  },
  // Payment and card errors (spec §8); a failed booking carries them, nothing was charged.
  CardDeclined: { status: 402, message: 'Your card was declined. Please try another card.' },
  InsufficientFunds: {
    status: 402,
    message: 'Your card was declined for insufficient funds. Please try another card.',
  },
  CreditCardExpired: { status: 402, message: 'This card has expired. Please use another card.' },
  InvalidCreditCardNumber: { status: 400, message: 'Check the card number and try again.' },
  InvalidCreditCardVerificationNumber: {
    status: 402,
    message: 'The security code does not match this card.',
  },
  CreditCardDeclined: {
    status: 402,
    message: 'Your card was declined. Nothing was charged; please try another card.',
  },
  CreditCardLostStolen: {
    status: 402,
    message: 'This card cannot be used. Nothing was charged; please use another card.',
  },
  CreditCardNotSupported: {
    status: 402,
    message: 'This hotel does not accept this kind of card. Please use another card.',
  },
  InvalidCreditCardInformation: {
    status: 402,
    message:
      'The card details were not accepted. Check the name and expiry date, or use another card.',
  },
  InvalidCreditCardCountryCode: {
    status: 402,
    message: 'The card’s billing country was not accepted. Check it, or use another card.',
  },
  InvalidCreditCardZipCode: {
    status: 402,
    message: 'The billing ZIP or postal code does not match this card. Check it and try again.',
  },
  Fraud: {
    status: 422,
    message:
      'We could not complete this booking. Nothing was charged; please call us to finish booking.',
  },
  UnknownCard: { status: 400, message: 'We could not find that card. Please enter it again.' },
  GenericError: {
    status: 502,
    message: 'The payment could not be processed. Nothing was charged; please try again.',
  },
  // Self-serve cancellation (issue 7; spec §8 cancellation failure codes).
  CancellationFailed: {
    status: 502,
    message: 'We couldn’t cancel this trip just now. Nothing has changed; please try again.',
  },
  CancellationTimeout: {
    status: 504,
    message:
      'The airline or hotel didn’t answer in time. Your cancellation is pending; we’ll e-mail you when it’s done.',
  },
  BookingProviderUnavailable: {
    status: 503,
    message: 'The airline or hotel can’t take cancellations right now. Please try again shortly.',
  },
  ExternalBookingServiceUnavailable: {
    status: 503,
    message: 'Our booking partner is unavailable right now. Please try again shortly.',
  },
  CancellationFeesApplicable: {
    status: 409,
    message:
      'What this cancellation gives back has changed. Review the new terms before cancelling.',
  },
  CancelQuoteExpired: {
    status: 410,
    message: 'These cancellation terms have expired. Review them again before cancelling.',
  },
  CancellationNotAllowed: {
    status: 422,
    message: 'This trip can’t be cancelled online. Please call us and we’ll help.',
  },
  AirlineCreditUnavailable: {
    status: 422,
    message: 'This airline travel credit can’t be used for these flights.',
  },
  // Price freeze (issue 17; spec §8 purchase and exercise errors). NoAvailability and
  // ProviderError are the booking path's own codes, shared.
  BookParamsFailed: {
    status: 400,
    message: 'Some details of this price freeze are not valid. Check them and try again.',
  },
  GenericFailed: {
    status: 502,
    message:
      'We couldn’t complete this price freeze just now. Nothing was charged; please try again.',
  },
  CustomOfferGenerationFailed: {
    status: 502,
    message: 'We couldn’t prepare a price freeze for these flights just now. Please try again.',
  },
  FrozenPriceIncreased: {
    status: 409,
    message:
      'The price of these flights went up, so the freeze and its fee changed. Review the new offer to continue.',
  },
  FrozenPriceDecreased: {
    status: 409,
    message:
      'The price of these flights went down, so the freeze and its fee changed. Review the new offer to continue.',
  },
  SimilarFlightsPlusRefund: {
    status: 409,
    message:
      'Your frozen flights sold out. Choose a similar flight at your frozen price, or get your freeze fee back.',
  },
  Refund: {
    status: 409,
    message: 'We couldn’t use your price freeze, so we refunded its fee to how you paid.',
  },
  // Cancel for any reason (issue 18; spec §4 CFAR states).
  CfarExpired: {
    status: 409,
    message:
      'Cancel for any reason has ended for this trip, so it can’t be used. You can still cancel under the fare’s own rules.',
  },
  CfarNotPurchased: {
    status: 404,
    message: 'This trip has no cancel-for-any-reason protection.',
  },
  /** Issue 23: the travel offer chosen was used meanwhile (another booking), ended or no longer applies. */
  TravelOfferUnavailable: {
    status: 409,
    message:
      'This travel offer can’t be used on this booking any more: it has been used, has ended or no longer applies. Book without it.',
  },
  /** Spec §5: hotel travel credits are not applied to pay-at-hotel stays at Premier or Lifestyle hotels. */
  TravelCreditNotAllowedPayAtHotel: {
    status: 400,
    message:
      'Travel credits can’t be used on a pay-at-hotel booking at a Premier or Lifestyle hotel. Book without the travel credit, or choose a pay-now rate.',
  },
  CfarNotOffered: {
    status: 409,
    message:
      'Cancel for any reason isn’t available for these flights any more. Book without it, or choose other flights.',
  },
  ScheduleChangeDecided: {
    status: 409,
    message:
      'This schedule change was already decided, or the airline changed the flight again. Review the trip to see it as it is now.',
  },
  ChfarNotOffered: {
    status: 409,
    message:
      'Change for any reason isn’t available for these flights any more. Book without it, or choose other flights.',
  },
  // Disruption assistance (issue 20; spec §4 check results and service actions, §9).
  DisruptionNotOffered: {
    status: 409,
    message:
      'Disruption assistance can be added up to 24 hours before the first flight. It isn’t available for this trip any more.',
  },
  DisruptionAlreadyPurchased: {
    status: 409,
    message: 'This trip already has disruption assistance.',
  },
  DisruptionFeeChanged: {
    status: 409,
    message: 'The fee for disruption assistance changed. Review it and try again.',
  },
  NoDisruptionProtectionAttached: {
    status: 404,
    message: 'This trip doesn’t have disruption assistance.',
  },
  NoDisruptionDetected: {
    status: 409,
    message:
      'The airline hasn’t delayed or cancelled a flight of this trip in a way disruption assistance covers.',
  },
  AlreadyExercised: {
    status: 409,
    message:
      'Disruption assistance was already used for this trip: it covers one disruption, once.',
  },
  RebookOnlyEligible: {
    status: 409,
    message:
      'Part of this trip has been flown, so disruption assistance can rebook you but can’t refund the fares.',
  },
  DisruptionDecisionClosed: {
    status: 409,
    message: 'The time to use disruption assistance for this trip has ended.',
  },
  // The missed-connection guarantee (issue 20, part C; self-transfer itineraries).
  MissedConnectionNotCovered: {
    status: 404,
    message: 'This trip doesn’t have the missed-connection guarantee.',
  },
  MissedConnectionNotMissed: {
    status: 409,
    message: 'No connection of this trip has been missed, so there is nothing to rebook.',
  },
  MissedConnectionExpired: {
    status: 409,
    message: 'The missed-connection guarantee for this trip has ended.',
  },
  MissedConnectionAlreadyUsed: {
    status: 409,
    message: 'The missed-connection guarantee was already used for this trip.',
  },
  RebookingOptionUnavailable: {
    status: 409,
    message: 'That flight can no longer be offered. Choose another option.',
  },
  // Changing a booked flight (issue 18; spec §2 exchange screen states).
  ExchangeNotAvailable: {
    status: 409,
    message:
      'This trip can’t be changed online right now. Open the trip to see why and who can help.',
  },
  ExchangeUnderWay: {
    status: 409,
    message:
      'A change to this trip is already with the airline. You will see the new flights on the trip once it confirms.',
  },
  // Changing a booked stay's dates (issue 22; details.reason says why, as data).
  DateChangeNotAllowed: {
    status: 422,
    message: 'The dates of this booking can’t be changed online. Please call us and we’ll help.',
  },
  BookingChanged: {
    status: 409,
    message: 'This booking changed since these dates were priced. Review them again.',
  },
  // Flight check-in (issue 7; the sandbox airline checks in: 24 h to 60 min before departure).
  CheckInNotOpen: {
    status: 422,
    message: 'Online check-in isn’t open yet. It opens 24 hours before the flight.',
  },
  CheckInClosed: {
    status: 422,
    message: 'Online check-in has closed for this flight. Please check in at the airport.',
  },
  CheckInNotAllowed: {
    status: 422,
    message: 'This trip can’t be checked in online. Please check in at the airport.',
  },
  // Price match, the best price guarantee (issue 19; spec §5: within 24 hours of booking).
  PriceMatchWindowClosed: {
    status: 422,
    message:
      'Price match claims can be made within 24 hours of booking, and this trip’s window has closed.',
  },
  PriceMatchNotEligible: {
    status: 422,
    message: 'This trip can’t be price matched.',
  },
  PriceMatchClaimOpen: {
    status: 409,
    message: 'This trip already has a price match claim in review or accepted.',
  },
  PriceMatchDecided: {
    status: 409,
    message: 'This claim was already decided. Reload the queue to see it as it is now.',
  },
  // Cars (issue 21; spec §8 car loyalty errors, two of our design, and the driver rules).
  InvalidLoyaltyNumber: {
    status: 400,
    message: 'That loyalty number is not one the rental company issues. Check it and try again.',
  },
  LoyaltyNameMismatch: {
    status: 400,
    message: 'That loyalty number belongs to someone else. Use the main driver’s own number.',
  },
  LoyaltyProgramNotAccepted: {
    status: 400,
    message: 'This rental company does not accept a loyalty number for this rental.',
  },
  LoyaltyAccountInactive: {
    status: 400,
    message: 'That loyalty account is closed or inactive. Book without it or use another number.',
  },
  DriverUnderMinimumAge: {
    status: 400,
    message: 'The driver is younger than this car’s minimum driver age. Choose another driver.',
  },
  DriverAgeMismatch: {
    status: 400,
    message:
      'The driver’s age is not the one searched, and the price depends on it. Search again with the driver’s age.',
  },
  DriverDateOfBirthRequired: {
    status: 400,
    message: 'Add the driver’s date of birth to their traveler profile.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];

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
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
