import { FLIGHT_BOOKING_DISRUPTION_EN } from './flight-booking-disruption';
import { SPLIT_PAYMENT_EN } from './split-payment';
import { SPREEDLY_CARD_EN } from './spreedly-card';

/**
 * The flight booking and confirmation pages (and the shop's review step, the approvals page): English,
 * added by those pages through AreaMessages rather than loaded with the shell.
 */
export const FLIGHT_BOOKING_EN = {
  ...FLIGHT_BOOKING_DISRUPTION_EN,
  ...SPLIT_PAYMENT_EN,
  ...SPREEDLY_CARD_EN,

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
  'booking.travelers.needsDetails': '{name} (add their details)',
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
  'booking.summary.freezeCovers': 'Your price freeze covers',
  'cfar.addOn.title': 'Cancel for any reason',
  'cfar.addOn.intro':
    'Plans change. Cancel for any reason until {deadline} and get back {percent}% of your fares ({refund}) to how you paid, or their full value as an airline travel credit.',
  'cfar.addOn.legend': 'Add cancel for any reason?',
  'cfar.addOn.yes': 'Add it for {premium}',
  'cfar.addOn.yesHint': '{percent}% of your fares, for every traveler and flight on this trip',
  'cfar.addOn.no': 'No thanks, the fare’s own cancellation rules are enough',
  'cfar.addOn.fineprint':
    'Only available now, with this booking. The premium isn’t refundable. Card refunds arrive within {min}–{max} billing cycles. It ends early if the airline cancels a flight, you change the trip with the airline, or a government or health alert is issued for your destination.',
  'cfar.addOn.terms': 'Read the full terms',
  'booking.summary.cfar': 'Cancel for any reason',
  'booking.summary.priceDrop': 'Price drop protection included',
  'confirmation.cfar':
    'Cancel for any reason is included: use it from your trip up to 3 hours before your first flight.',
  'chfar.addOn.title': 'Change for any reason',
  'chfar.addOn.intro':
    'Plans change. Change your flights once, for any reason, until {deadline}, even if your fare doesn’t allow changes. What the change costs (the fare difference and the change fee) comes back to your card within {days} business days, up to {limit}.',
  'chfar.addOn.legend': 'Add change for any reason?',
  'chfar.addOn.yes': 'Add it for {premium}',
  'chfar.addOn.yesHint': '{percent}% of your fares, for every traveler and flight on this trip',
  'chfar.addOn.no': 'No thanks, the fare’s own change rules are enough',
  'chfar.addOn.fineprint':
    'Only available now, with this booking. The premium isn’t refundable. Your new flights must leave within {years, plural, one {a year} other {# years}} of your first booked flight, and one change covers everyone on the trip.',
  'chfar.addOn.terms': 'Read the full terms',
  'booking.summary.chfar': 'Change for any reason',
  'confirmation.chfar':
    'Change for any reason is included: change your flights once from your trip, up to {hours} hours before your first flight.',
  'booking.summary.priceChange': 'Price change since your quote',
  'booking.summary.milesUsed': '{amount} miles',
  'booking.hold.left': 'Price held until {time} ({left} left).',
  'booking.hold.ended': 'The price hold has ended: booking checks the price again.',

  'booking.progress.title': 'Booking your trip',
  'booking.progress.label': 'Booking progress',
  'booking.progress.price': 'Confirming the price and seats',
  'booking.progress.payment': 'Securing your payment',
  'booking.progress.airline': 'Booking with the airline',
  'booking.progressHotel.price': 'Confirming the price and room',
  'booking.progressHotel.airline': 'Booking with the hotel',
  'carCrossSell.title': 'Need a car in {city}?',
  'carCrossSell.body': 'Pick one up at {airport} from {from} until {until}.',
  'carCrossSell.action': 'See cars at {airport}',
  'booking.progressCar.price': 'Confirming the price and the car',
  'booking.progressCar.airline': 'Booking with the rental company',
  'booking.progressActivity.price': 'Holding your spots',
  'booking.progressActivity.airline': 'Booking with the operator',
  'booking.progressHome.price': 'Confirming the price and the dates',
  'booking.progressHome.airline': 'Booking with the host',
  'booking.progress.stay': 'This takes a few seconds. Please keep this page open.',

  'booking.fixErrors': 'Check the highlighted details, then book again.',
  'booking.fixPayment': 'Your payment did not go through. Nothing was charged.',
  'booking.chooseOther': 'Choose other flights',
  'booking.agree':
    'By booking you agree to the fare rules and to pay {total}, taxes and fees included.',
  'booking.book': 'Book for {total}',
  'booking.priceChange.title': 'The price changed',
  'booking.priceChange.up':
    'The price of this trip went up from {quoted} to {next} since it was quoted. We will not book it without your agreement.',
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
  'booking.passengerType.CHD': 'child (ageless fare)',
  'booking.passengerType.JCB': 'adult (private fare)',
  'booking.passengerType.JNN': 'child (private fare)',
  'booking.passengerType.JNS': 'infant in seat (private fare)',
  'booking.passengerType.JNF': 'lap infant (private fare)',
  'booking.party.title': 'Check who is travelling',
  'bookingRule.PassportInvalid':
    'Check the passport: its number is 6 to 9 letters and digits, its country of issue a 2-letter code, its expiry a date.',
  'booking.amountWithMiles': '{cash} + {miles} miles',
  'booking.amountWithCash': '{cash} + {rewards} in rewards',
  'booking.priceDifference.up': 'The price went up since you reviewed this trip',
  'booking.priceDifference.down': 'The price went down since you reviewed this trip',
  'booking.priceDifference.body':
    'You saw {reviewed} at review; the price held for you now is {total}, a difference of {difference}. Booking charges {total}; to choose again, change flights.',
  'booking.next.reload': 'Reload the page',
  'booking.next.callUs': 'Call us at {phone}',
  'booking.next.checkTrips': 'Check your trips',
  'bookingError.CreditCardDeclined':
    'Your card was declined. Nothing was charged; use another card.',
  'bookingError.CreditCardLostStolen':
    'This card cannot be used. Nothing was charged; use another card.',
  'bookingError.CreditCardNotSupported':
    'This kind of card is not accepted here. Use another card.',
  'bookingError.InvalidCreditCardInformation':
    'The card details were not accepted. Check the name and expiry date, or use another card.',
  'bookingError.InvalidCreditCardCountryCode':
    'The card’s billing country was not accepted. Use another card.',
  'bookingError.InvalidCreditCardZipCode':
    'The card’s billing postal code does not match. Check it, or use another card.',
  'bookingError.Fraud': 'The card issuer stopped this payment. Call them, or use another card.',
  'bookingError.UserCardNotFound':
    'That saved card was removed. Choose another card or add it again.',
  'bookingError.ExcessiveUserActivity':
    'Too many cards were declined for this trip, so we stopped taking cards for it. Nothing was charged. Call us to book.',
  'bookingError.InvalidPassengers':
    'The travelers do not match the passengers this price was held for. Check who is travelling.',
  'bookingError.BookingSessionClosed':
    'Your booking session closed: you signed in again after this price hold ended. Nothing was charged. Choose your trip again to book.',
  'bookingError.UpgradeRequired':
    'This booking page is out of date. Nothing was charged. Reload the page to book.',
  'bookingError.QuoteError':
    'We could not get the price again just now. Nothing was charged. Try again.',
  'bookingError.Timeout':
    'The airline or hotel did not answer in time. Nothing was charged. Try again.',
  'bookingError.PriceUnavailableUnder25':
    'This price is not available for a traveler under 25. Nothing was charged. Choose another option.',
  'bookingError.MaximumPriceIncreaseReached':
    'The price rose by more than a booking can accept. Nothing was charged. Choose again at the current prices.',
  'bookingError.BookError':
    'The airline or hotel refused the booking request. Nothing was charged. Try again.',
  'bookingError.BookFailed':
    'The booking failed after the airline or hotel took it; we cancelled it and nothing was charged. Call us and we will finish it with you.',
  'bookingError.VccGenerationFailure':
    'We could not create the payment to the airline or hotel. Nothing was charged. Try again.',
  'bookingError.TicketingUnconfirmed':
    'The airline did not confirm the tickets, so we cancelled the booking. Nothing was charged. Call us to book these flights.',
  'bookingError.Inactivity':
    'This page sat idle for a while, so its price may no longer hold. Get a new price to book.',
  'confirmation.viewTrip': 'View your trip',
} as const;
