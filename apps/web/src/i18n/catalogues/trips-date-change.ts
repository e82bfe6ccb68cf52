/**
 * English messages of a stay's date change (issue 22): the trip page's "Change dates" and
 * /trips/change?bookingId=…. Spread into TRIPS_EN; French in trips-date-change-fr.ts.
 */
export const TRIPS_DATE_CHANGE_EN = {
  'trips.action.changeDates': 'Change dates',
  'dateChange.pageTitle': 'Change your dates',
  'dateChange.loading': 'Loading your stay…',
  'dateChange.missingBooking': 'Which stay? This link is missing its booking.',
  'dateChange.backToTrip': 'Back to the trip',
  'dateChange.toTrips': 'Go to My trips',
  'dateChange.booked': 'Booked now',
  'dateChange.stay': '{from} to {until}',
  'dateChange.nights': '{nights, plural, one {# night} other {# nights}}',
  'dateChange.until':
    'Same room, rate and guests. You can change the dates online until {deadline}.',
  'dateChange.untilHome':
    'Same home, guests and pets. You can change the dates online until {deadline}, the home’s local time.',
  'dateChange.notAllowed.title': 'The dates of this stay can’t be changed online',
  'dateChange.notAllowed.BookingNotConfirmed':
    'The booking isn’t confirmed yet. Try again once it is.',
  'dateChange.notAllowed.BookingCancelled': 'This stay was cancelled.',
  'dateChange.notAllowed.CheckInPassed': 'Check-in time has passed.',
  'dateChange.notAllowed.ChangeDeadlinePassed':
    'The free-cancellation deadline has passed. Call us and we’ll see what {kind, select, home {the host allows} other {the hotel allows}}.',
  'dateChange.notAllowed.RateNotChangeable':
    '{kind, select, home {This home’s policy doesn’t allow a free change. Call us and we’ll ask the host.} other {This rate can’t be changed or cancelled for free. Call us and we’ll ask the hotel.}}',
  'dateChange.notAllowed.RefundableRoomBooked':
    'Your refundable room was priced for these dates. Call us to change them.',
  'dateChange.field': 'New dates',
  'dateChange.fieldHint': 'Check-in and check-out. Nights marked unavailable are sold out.',
  'dateChange.pickDates': 'Choose a check-in and a check-out date.',
  'dateChange.check': 'See the price for these dates',
  'dateChange.checking': 'Checking availability and price…',
  'dateChange.unavailable.title': 'These dates aren’t available',
  'dateChange.unavailable.BlockedDates':
    '{kind, select, home {{count, plural, =0 {The home is booked on these dates.} other {The home is booked on {nights}.}}} other {{count, plural, =0 {The room is sold out on these dates.} other {The room is sold out on {nights}.}}}} Try other dates.',
  'dateChange.unavailable.RateNotAvailable':
    'The hotel doesn’t sell this rate for these dates. Try other dates.',
  'dateChange.unavailable.other':
    '{kind, select, home {The home} other {The hotel}} can’t take this stay on these dates. Try other dates.',
  'dateChange.compare': 'Your stay before and after the change',
  'dateChange.old': 'Now',
  'dateChange.new': 'New',
  'dateChange.dates': 'Dates',
  'dateChange.length': 'Length',
  'dateChange.total': 'Total',
  'dateChange.atHotel': 'Due at the hotel',
  'dateChange.payMore': 'You pay {amount} more',
  'dateChange.refundCard': 'We’ll refund {amount} to your card',
  'dateChange.refundSources': 'We’ll refund {amount}',
  'dateChange.samePrice': 'The price stays the same',
  'dateChange.chargedTo': 'Charged to {source}',
  'dateChange.refundLines': 'Refunds',
  'dateChange.heldUntil': 'This price is held until {time}.',
  'dateChange.confirm': 'Change my dates',
  'dateChange.confirmPay': 'Pay {amount} and change my dates',
  'dateChange.confirming': 'Changing your dates…',
  'dateChange.priceChanged':
    'The price for these dates just changed: the new total is {total}. Change your dates at that price?',
  'dateChange.acceptPrice': 'Change my dates for {total}',
  'dateChange.error.ExpiredQuoteToken':
    'This price has expired. See the price for your dates again.',
  'dateChange.error.BookingChanged':
    'Your booking changed in the meantime. See the price for your dates again.',
  'dateChange.error.NotAvailable': 'The room was just taken for these dates. Choose other dates.',
  'dateChange.success.title': 'Your dates are changed',
  'dateChange.success.body': 'Your stay at {hotel} is now {from} to {until}.',
  'dateChange.success.code': 'Your confirmation code stays {code}.',
  'dateChange.success.charged': '{amount} was charged to {source}.',
  'dateChange.success.refunded': 'Refunded:',
  'dateChange.card': '{brand} ending {lastFour}',
  'dateChange.viewTrip': 'View the trip',
} as const;
