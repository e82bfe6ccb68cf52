import type { ErrorCode } from './error-catalogue';

/**
 * The server's safe default message for each error code (error-catalogue.ts has the codes and
 * their statuses), sent with the code when a failure has no message of its own. The web writes
 * its own sentences from the code and never loads this file.
 */
export const ERROR_MESSAGES: { readonly [Code in ErrorCode]: string } = {
  // Request shape and lookups
  BadRequest: 'The request is not valid.',
  NotFound: 'We could not find what you asked for.',
  Conflict: 'That is not possible in its current state.',
  Forbidden: 'Your account is not allowed to do that.',
  PayloadTooLarge: 'The request is too large.',
  UnsupportedMediaType: 'The request’s content type is not accepted. Send JSON.',
  InternalError: 'Something went wrong on our side. Please try again.',
  ServiceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  // Auth and access (spec §6, §8)
  Unauthorized: 'Please sign in to continue.',
  InvalidSession: 'Your session has ended. Please sign in again.',
  AuthError: 'We could not sign you in.',
  InvalidCsrfToken: 'This request could not be verified. Reload the page and try again.',
  ExcessiveActivity: 'Too many requests. Please wait a moment and try again.',
  InvalidCustomer: "We couldn't find that Profile Reference ID. Try a different one?",
  // Corporate access codes (spec §4): carried in the body's code.
  '40102': 'Your business is not enrolled in the business travel program yet.',
  '40103': 'You do not have access to this portal.',
  '40105': 'Your business profile needs to be set up before booking.',
  '40106': 'Please review and accept the business travel terms.',
  // Fraud and carts
  // Business onboarding on the admin host.
  BusinessNotReady: 'Your business is not ready to go live yet.',
  PolicyTierNameTaken: 'Your business already has a policy tier with that name.',
  PolicyTierInUse: 'Move its employees to another tier before deleting this tier.',
  EmployeeExists: 'Someone with that email address already has an account.',
  OwnAdminAccess: 'You can’t remove your own admin access. Ask another administrator.',
  FraudAutoReject: 'We could not complete this request.',
  LikelyFraud: 'We could not complete this request.',
  CartValidationError: 'Some details of this booking are not valid.',
  ExpiredFulfillToken: 'This booking session has expired. Please start again.',
  ExpiredQuoteToken: 'This price has expired. Please review the new price.',
  // Booking errors (spec §8)
  NoAvailability: 'Those seats are no longer available. Please choose another flight.',
  OfferInvalid: 'This fare is no longer offered. Please search again.',
  PriceChanged: 'The price of this trip has changed. Please review the new price to continue.',
  OutOfPolicyReasonRequired:
    'This trip is out of policy: tell your approver why you need it (at least 10 characters).',
  ApprovalDeclined: 'Your approver declined this trip. Nothing was charged.',
  ApprovalExpired:
    'Nobody approved this trip within 24 hours, so the hold ended. Nothing was charged.',
  InvalidSplitShares:
    'The shares must add up exactly to the amount paid by card, each at least 1.00.',
  SplitPaymentExpired:
    'Not every share was paid before the deadline, so the hold ended. Every authorization was released and nothing was charged.',
  SplitShareClosed:
    'This share can no longer be paid: it was paid already or the booking’s hold ended.',
  DuplicateBooking:
    'This trip is already booked or being booked. Check your trips before booking again.',
  IdempotencyKeyReused: 'This booking request was already sent with different details.',
  PollingTimeout: 'The airline did not confirm in time. Nothing was charged; please try again.',
  RedemptionFailure: 'Those rewards cannot be redeemed on this booking.',
  ProviderError: 'The airline could not complete this booking. Nothing was charged.',
  // Booking errors of spec §8 with their causes (docs/decisions/004-booking-saga.md, the table).
  InvalidPassengers: 'The travelers do not match the passengers this price was held for.',
  BookingSessionClosed:
    'Your booking session closed: you signed in again after this price hold ended. Search again to book.',
  UpgradeRequired: 'This booking page is out of date. Reload the page to book.',
  QuoteError: 'The airline or hotel could not price this trip again just now. Nothing was charged.',
  BookError: 'The airline or hotel refused the booking request. Nothing was charged.',
  BookFailed: 'The booking failed after the airline or hotel took it. Nothing was charged.',
  PriceUnavailableUnder25:
    'This price is not available for a traveler under 25. Choose another fare or room.',
  VccGenerationFailure:
    'We could not create the card that pays the airline or hotel. Nothing was charged.',
  TicketingUnconfirmed:
    'The airline did not confirm the tickets, so we cancelled the booking. Nothing was charged.',
  Inactivity: 'This booking page was idle for a while. Get a new price to book.',
  UserCardNotFound: 'That saved card was removed. Choose another card.',
  MaximumPriceIncreaseReached:
    'The price rose too far to accept here. Search again for the current prices.',
  Timeout: 'The airline or hotel did not answer in time. Nothing was charged; please try again.',
  ExcessiveUserActivity:
    'Too many cards were declined for this trip. Wait a while or call us to book.',
  // Passenger rules of spec §5 (domain/passenger-rules.ts), each answered at its field.
  NoAdultPassenger: 'At least one adult must travel.',
  TooManyPassengers: 'At most 9 travelers can book together.',
  TooManyLapInfants: 'Each lap infant needs an adult: add an adult or seat the infant.',
  LapInfantTooOld:
    'A lap infant must be under 2 for the whole trip; book a seat for this child instead.',
  LapInfantWithTrustedTravelerNumber: 'Lap infants cannot have a known traveler or redress number.',
  PassengerTypeMismatch:
    'The date of birth does not match this passenger type on the day of travel.',
  UnsupportedNameCharacters:
    'Names may use letters, spaces, apostrophes, hyphens and periods only, as on the passport.',
  InvalidKnownTravelerNumber: 'The known traveler number is 8 to 10 letters and digits.',
  InvalidRedressNumber: 'The redress number is 7 to 13 digits.',
  PassportMissing: 'A passport is required for international travel.',
  PassportExpired: 'The passport must be valid beyond the last flight of the trip.',
  PassportInvalid:
    'Check the passport: its number is 6 to 9 letters and digits, its country a 2-letter code.',
  PassportNationalityMissing: 'Add the nationality shown on the passport for international travel.',
  ContactEmailRequired: 'Enter an e-mail address for the booking confirmation.',
  ContactPhoneRequired: 'Enter a phone number the airline can reach you on.',
  // Hotel booking errors (spec §8). Each message says what happened and what to do next.
  'Invalid Quote':
    'This room’s price no longer holds. Go back to the hotel and choose the room again.',
  NotAvailable: 'This room is sold out for your dates. Choose another room or change your dates.',
  // Vacation rentals (issue 22): a home's nights someone else has just booked (details.blockedNights).
  BlockedDates: 'Someone has just booked some of these nights. Please choose other dates.',
  RateNotAvailable:
    'This rate is no longer available. Go back to the hotel to see its current rooms and rates.',
  CheckInMinimumAgeNotMet:
    'The lead guest is younger than this hotel’s minimum check-in age. Book in the name of an older guest.',
  InvalidGuestCountry:
    'This hotel cannot accept a booking for a guest from that country. Check the country.',
  InvalidFulfillmentInput:
    'Some guest or room details were not accepted by the hotel. Check them and try again.',
  Experiment: 'This offer is not available to you right now. Go back and choose another room.',
  // Payment and card errors (spec §8); a failed booking carries them, nothing was charged.
  CardDeclined: 'Your card was declined. Please try another card.',
  InsufficientFunds: 'Your card was declined for insufficient funds. Please try another card.',
  CreditCardExpired: 'This card has expired. Please use another card.',
  InvalidCreditCardNumber: 'Check the card number and try again.',
  InvalidCreditCardVerificationNumber: 'The security code does not match this card.',
  CreditCardDeclined: 'Your card was declined. Nothing was charged; please try another card.',
  CreditCardLostStolen: 'This card cannot be used. Nothing was charged; please use another card.',
  CreditCardNotSupported: 'This hotel does not accept this kind of card. Please use another card.',
  InvalidCreditCardInformation:
    'The card details were not accepted. Check the name and expiry date, or use another card.',
  InvalidCreditCardCountryCode:
    'The card’s billing country was not accepted. Check it, or use another card.',
  InvalidCreditCardZipCode:
    'The billing ZIP or postal code does not match this card. Check it and try again.',
  Fraud:
    'We could not complete this booking. Nothing was charged; please call us to finish booking.',
  UnknownCard: 'We could not find that card. Please enter it again.',
  GenericError: 'The payment could not be processed. Nothing was charged; please try again.',
  // Self-serve cancellation (issue 7; spec §8 cancellation failure codes).
  CancellationFailed:
    'We couldn’t cancel this trip just now. Nothing has changed; please try again.',
  CancellationTimeout:
    'The airline or hotel didn’t answer in time. Your cancellation is pending; we’ll e-mail you when it’s done.',
  BookingProviderUnavailable:
    'The airline or hotel can’t take cancellations right now. Please try again shortly.',
  ExternalBookingServiceUnavailable:
    'Our booking partner is unavailable right now. Please try again shortly.',
  CancellationFeesApplicable:
    'What this cancellation gives back has changed. Review the new terms before cancelling.',
  CancelQuoteExpired: 'These cancellation terms have expired. Review them again before cancelling.',
  CancellationNotAllowed: 'This trip can’t be cancelled online. Please call us and we’ll help.',
  AirlineCreditUnavailable: 'This airline travel credit can’t be used for these flights.',
  // Price freeze (issue 17; spec §8 purchase and exercise errors). NoAvailability and
  // ProviderError are the booking path's own codes, shared.
  BookParamsFailed: 'Some details of this price freeze are not valid. Check them and try again.',
  GenericFailed:
    'We couldn’t complete this price freeze just now. Nothing was charged; please try again.',
  CustomOfferGenerationFailed:
    'We couldn’t prepare a price freeze for these flights just now. Please try again.',
  FrozenPriceIncreased:
    'The price of these flights went up, so the freeze and its fee changed. Review the new offer to continue.',
  FrozenPriceDecreased:
    'The price of these flights went down, so the freeze and its fee changed. Review the new offer to continue.',
  SimilarFlightsPlusRefund:
    'Your frozen flights sold out. Choose a similar flight at your frozen price, or get your freeze fee back.',
  Refund: 'We couldn’t use your price freeze, so we refunded its fee to how you paid.',
  // Cancel for any reason (issue 18; spec §4 CFAR states).
  CfarExpired:
    'Cancel for any reason has ended for this trip, so it can’t be used. You can still cancel under the fare’s own rules.',
  CfarNotPurchased: 'This trip has no cancel-for-any-reason protection.',
  TravelOfferUnavailable:
    'This travel offer can’t be used on this booking any more: it has been used, has ended or no longer applies. Book without it.',
  TravelCreditNotAllowedPayAtHotel:
    'Travel credits can’t be used on a pay-at-hotel booking at a Premier or Lifestyle hotel. Book without the travel credit, or choose a pay-now rate.',
  CfarNotOffered:
    'Cancel for any reason isn’t available for these flights any more. Book without it, or choose other flights.',
  ScheduleChangeDecided:
    'This schedule change was already decided, or the airline changed the flight again. Review the trip to see it as it is now.',
  ChfarNotOffered:
    'Change for any reason isn’t available for these flights any more. Book without it, or choose other flights.',
  // Disruption assistance (issue 20; spec §4 check results and service actions, §9).
  DisruptionNotOffered:
    'Disruption assistance can be added up to 24 hours before the first flight. It isn’t available for this trip any more.',
  DisruptionAlreadyPurchased: 'This trip already has disruption assistance.',
  DisruptionFeeChanged: 'The fee for disruption assistance changed. Review it and try again.',
  NoDisruptionProtectionAttached: 'This trip doesn’t have disruption assistance.',
  NoDisruptionDetected:
    'The airline hasn’t delayed or cancelled a flight of this trip in a way disruption assistance covers.',
  AlreadyExercised:
    'Disruption assistance was already used for this trip: it covers one disruption, once.',
  RebookOnlyEligible:
    'Part of this trip has been flown, so disruption assistance can rebook you but can’t refund the fares.',
  DisruptionDecisionClosed: 'The time to use disruption assistance for this trip has ended.',
  // The missed-connection guarantee (issue 20, part C; self-transfer itineraries).
  MissedConnectionNotCovered: 'This trip doesn’t have the missed-connection guarantee.',
  MissedConnectionNotMissed:
    'No connection of this trip has been missed, so there is nothing to rebook.',
  MissedConnectionExpired: 'The missed-connection guarantee for this trip has ended.',
  MissedConnectionAlreadyUsed: 'The missed-connection guarantee was already used for this trip.',
  RebookingOptionUnavailable: 'That flight can no longer be offered. Choose another option.',
  // Changing a booked flight (issue 18; spec §2 exchange screen states).
  ExchangeNotAvailable:
    'This trip can’t be changed online right now. Open the trip to see why and who can help.',
  ExchangeUnderWay:
    'A change to this trip is already with the airline. You will see the new flights on the trip once it confirms.',
  // Changing a booked stay's dates (issue 22; details.reason says why, as data).
  DateChangeNotAllowed:
    'The dates of this booking can’t be changed online. Please call us and we’ll help.',
  BookingChanged: 'This booking changed since these dates were priced. Review them again.',
  // Flight check-in (issue 7; the sandbox airline checks in: 24 h to 60 min before departure).
  CheckInNotOpen: 'Online check-in isn’t open yet. It opens 24 hours before the flight.',
  CheckInClosed: 'Online check-in has closed for this flight. Please check in at the airport.',
  CheckInNotAllowed: 'This trip can’t be checked in online. Please check in at the airport.',
  // Price match, the best price guarantee (issue 19; spec §5: within 24 hours of booking).
  PriceMatchWindowClosed:
    'Price match claims can be made within 24 hours of booking, and this trip’s window has closed.',
  PriceMatchNotEligible: 'This trip can’t be price matched.',
  PriceMatchClaimOpen: 'This trip already has a price match claim in review or accepted.',
  PriceMatchDecided: 'This claim was already decided. Reload the queue to see it as it is now.',
  // Cars (issue 21; spec §8 car loyalty errors, two of our design, and the driver rules).
  InvalidLoyaltyNumber:
    'That loyalty number is not one the rental company issues. Check it and try again.',
  LoyaltyNameMismatch:
    'That loyalty number belongs to someone else. Use the main driver’s own number.',
  LoyaltyProgramNotAccepted:
    'This rental company does not accept a loyalty number for this rental.',
  LoyaltyAccountInactive:
    'That loyalty account is closed or inactive. Book without it or use another number.',
  DriverUnderMinimumAge:
    'The driver is younger than this car’s minimum driver age. Choose another driver.',
  DriverAgeMismatch:
    'The driver’s age is not the one searched, and the price depends on it. Search again with the driver’s age.',
  DriverDateOfBirthRequired: 'Add the driver’s date of birth to their traveler profile.',
};
