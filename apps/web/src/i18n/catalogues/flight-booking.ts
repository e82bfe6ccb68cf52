/**
 * The flight booking and confirmation pages (and the shop's review step, the approvals page): English,
 * added by those pages through AreaMessages rather than loaded with the shell.
 */
export const FLIGHT_BOOKING_EN = {
  'review.continue': 'Continue to book',
  'review.quoteUnavailable':
    'These seats are no longer available at this fare. Choose other flights.',
  'review.quoteFailed': 'We could not hold this price. Try again in a moment.',

  'booking.pageTitle': 'Book your flight',
  'booking.heading': 'Book your flight',
  'booking.loading': 'Loading your trip…',
  'booking.loadFailed': 'We could not load the trip you chose.',
  'booking.noTrip.title': 'No trip to book',
  'booking.noTrip.body': 'Search for flights and choose a fare to book it here.',
  'booking.searchFlights': 'Search flights',
  'booking.travelers.title': 'Who is flying',
  'booking.travelers.hint':
    'Names and dates of birth must match the government ID each traveler will fly with.',
  'booking.travelers.hintInternational':
    'This trip is international: each traveler needs a passport valid beyond the last flight, with nationality.',
  'booking.travelers.slot': 'Traveler {number} ({type})',
  'booking.travelers.choose': 'Choose a traveler',
  'booking.travelers.ageMismatch': '{name} (age does not match)',
  'booking.travelers.edit': 'Edit {name}',
  'booking.travelers.add': 'Add a new traveler',
  'booking.travelers.addFor': 'Add a new traveler as {slot}',
  'booking.passengerType.ADT': 'adult',
  'booking.passengerType.CNN': 'child',
  'booking.passengerType.INS': 'infant in seat',
  'booking.passengerType.INF': 'lap infant',

  'bookingRule.TravelerRequired': 'Choose a traveler or add a new one.',
  'bookingRule.NoAdultPassenger': 'At least one adult must travel.',
  'bookingRule.TooManyPassengers': 'At most 9 travelers can book together.',
  'bookingRule.TooManyLapInfants':
    'Each lap infant needs an adult: add an adult or seat the infant.',
  'bookingRule.LapInfantTooOld':
    'A lap infant must be under 2 for the whole trip; book a seat for this child instead.',
  'bookingRule.LapInfantWithTrustedTravelerNumber':
    'Lap infants cannot have a known traveler or redress number.',
  'bookingRule.PassengerTypeMismatch':
    'The date of birth does not match this passenger type on the day of travel.',
  'bookingRule.UnsupportedNameCharacters':
    'Names may use letters, spaces, apostrophes, hyphens and periods only, as on the passport.',
  'bookingRule.InvalidKnownTravelerNumber':
    'The known traveler number is 8 to 10 letters and digits.',
  'bookingRule.InvalidRedressNumber': 'The redress number is 7 to 13 digits.',
  'bookingRule.PassportMissing': 'A passport is required for international travel.',
  'bookingRule.PassportExpired': 'The passport must be valid beyond the last flight of the trip.',
  'bookingRule.PassportNationalityMissing':
    'Add the nationality shown on the passport for international travel.',
  'bookingRule.ContactEmailRequired': 'Enter an e-mail address for the booking confirmation.',
  'bookingRule.ContactPhoneRequired': 'Enter a phone number the airline can reach you on.',

  'booking.contact.title': 'Contact',
  'booking.contact.hint':
    'We send the confirmation here; the airline calls this number about changes.',
  'booking.contact.email': 'E-mail',
  'booking.contact.phone': 'Phone',

  'booking.payment.title': 'Payment',
  'booking.airlineCredit.title': 'Airline travel credit',
  'booking.airlineCredit.none': "Don't use an airline credit",
  'booking.airlineCredit.option': 'Apply your {airline} credit ({amount} left, expires {date})',
  'booking.airlineCredit.note':
    'An airline credit pays first; credit, rewards and card pay the rest.',
  'booking.airlineCredit.applied':
    'The airline credit takes {amount} off. {rest} is left to pay with your travel credit, rewards or card.',
  'booking.credit.title': 'Travel credit',
  'booking.credit.apply': 'Apply your {label} ({amount} available)',
  'booking.rewards.title': 'Pay with rewards',
  'booking.rewards.eligibility.AllMeet': 'All of your accounts can redeem.',
  'booking.rewards.eligibility.OneDoesNot':
    'One of your accounts does not have enough rewards to redeem yet.',
  'booking.rewards.eligibility.NoneMeets':
    'None of your accounts has enough rewards to redeem yet. Pay by card and earn more.',
  'booking.rewards.none': 'Do not use rewards',
  'booking.rewards.account': '{name} ending {lastFour}',
  'booking.rewards.balance.miles': '{balance} miles available',
  'booking.rewards.balance.cash': '{balance} cash rewards available',
  'booking.rewards.belowMinimum.miles': 'Redeem from {minimum} miles; this account has {balance}.',
  'booking.rewards.belowMinimum.cash': 'Redeem from {minimum}; this account has {balance}.',
  'booking.rewards.amount.miles': 'Miles to use',
  'booking.rewards.amount.cash': 'Cash rewards to use (US$)',
  'booking.rewards.valueText.miles': '{amount} miles, {cash}',
  'booking.rewards.valueText.cash': '{cash}',
  'booking.rewards.useMax': 'Use the most',
  'booking.rewards.note.miles': '{amount} miles cover {cash} of this trip (at most {max} miles).',
  'booking.rewards.note.cash': '{cash} of cash rewards cover part of this trip (at most {max}).',
  'booking.card.title': 'Card',
  'booking.card.notNeeded': 'Your rewards and credit cover the whole trip: no card needed.',
  'booking.card.charge': '{amount} will be charged to this card.',
  'booking.card.option': '{brand} ending {lastFour}, expires {month}/{year}',
  'booking.card.save': 'Save this card for next time',
  'booking.card.new': 'New card',
  'booking.card.loading': 'Loading the secure card form…',
  'booking.card.add': 'Add a new card',
  'booking.card.required': 'Add a card to pay the rest of the total.',
  'booking.card.frameTitle': 'Card details (secure form)',

  'booking.summary.title': 'Your trip',
  'booking.summary.base': '{count, plural, one {Fare, # traveler} other {Fares, # travelers}}',
  'booking.summary.taxes': 'Taxes and fees',
  'booking.summary.priceChange': 'Price change since your quote',
  'booking.summary.milesUsed': '{amount} miles',
  'booking.source.UserCard': 'Card',
  'booking.source.Rewards': 'Rewards',
  'booking.source.TravelWallet': 'Travel credit',
  'booking.source.AncillaryCredit': 'Airline credit',
  'booking.hold.left': 'Price held until {time} ({left} left).',
  'booking.hold.ended': 'The price hold has ended: booking checks the price again.',

  'booking.progress.title': 'Booking your trip',
  'booking.progress.label': 'Booking progress',
  'booking.progress.price': 'Confirming the price and seats',
  'booking.progress.payment': 'Securing your payment',
  'booking.progress.airline': 'Booking with the airline',
  'booking.progressHotel.price': 'Confirming the price and room',
  'booking.progressHotel.airline': 'Booking with the hotel',
  'booking.progress.stay': 'This takes a few seconds. Please keep this page open.',

  'booking.fixErrors': 'Check the highlighted details, then book again.',
  'booking.fixPayment': 'Your payment did not go through. Nothing was charged.',
  'booking.chooseOther': 'Choose other flights',
  'booking.agree':
    'By booking you agree to the fare rules and to pay {total}, taxes and fees included.',
  'booking.book': 'Book for {total}',
  'booking.priceChange.title': 'The price changed',
  'booking.priceChange.up':
    'The airline raised the price of this trip from {quoted} to {next}. We will not book it without your agreement.',
  'booking.priceChange.down': 'Good news: the price of this trip fell from {quoted} to {next}.',
  'booking.priceChange.accept': 'Continue at {next}',
  'booking.expired.title': 'Your price hold has ended',
  'booking.expired.body':
    'Prices are held for 15 minutes. Get a new price for the same flights; your details stay as entered.',
  'booking.expired.requote': 'Get a new price',

  'bookingError.CardDeclined': 'Your card was declined. Use another card.',
  'bookingError.InsufficientFunds': 'The card has insufficient funds. Use another card.',
  'bookingError.CreditCardExpired': 'This card has expired. Use another card.',
  'bookingError.GenericError': 'The card issuer could not process this payment. Use another card.',
  'bookingError.InvalidCreditCardVerificationNumber':
    'The security code did not match. Add the card again or use another card.',
  'bookingError.InvalidCreditCardNumber': 'Check the card number and try again.',
  'bookingError.LikelyFraud':
    'We could not complete this payment. Use another card or call us for help.',
  'bookingError.UnknownCard': 'We could not find that card. Add it again.',
  'bookingError.RedemptionFailure':
    'We could not redeem these rewards. Choose another amount or account.',
  'bookingError.NoAvailability':
    'The airline no longer has seats at this fare. Nothing was charged. Choose other flights.',
  'bookingError.OfferInvalid': 'This fare is no longer offered. Nothing was charged.',
  'bookingError.PollingTimeout':
    'The airline did not confirm in time, so we cancelled the attempt. Nothing was charged and your rewards were returned. Try again.',
  'bookingError.ProviderError':
    'The airline could not complete the booking. Nothing was charged. Try again in a moment.',
  'bookingError.DuplicateBooking':
    'This trip is already booked or being booked. Check your e-mail for a confirmation before booking again.',
  'bookingError.IdempotencyKeyReused':
    'This booking was already sent with different details. Reload the page and try again.',
  'bookingError.ExcessiveActivity': 'Too many attempts. Wait a moment and try again.',

  'confirmation.pageTitle': 'Booking confirmed',
  'confirmation.loading': 'Loading your booking…',
  'confirmation.notFound.title': 'We could not find this booking',
  'confirmation.notFound.body': 'Check the link, or search for flights to book a trip.',
  'confirmation.failed.title': 'This booking did not go through',
  'confirmation.subtitle.Round-trip': 'Round-trip',
  'confirmation.subtitle.One-way': 'One-way',
  'confirmation.subtitle.Multi-city': 'Multi-city',
  'confirmation.title': 'You are booked!',
  'confirmation.code': 'Confirmation code',
  'confirmation.emailSent': 'We sent the confirmation to {email}.',
  'confirmation.travelers': 'Travelers',
  'confirmation.paid': 'Payment',
  'confirmation.earned.miles': 'You earned {amount} miles on this trip.',
  'confirmation.earned.cash': 'You earned {amount} cash back on this trip.',
  'confirmation.bookAnother': 'Book another flight',
} as const;
