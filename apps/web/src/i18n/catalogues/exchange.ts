/**
 * Changing a booked flight (issue 18; spec §2 exchange routes): the entry's screens, the steps, the
 * shop of new flights and the confirm page. English, added by those pages through AreaMessages;
 * French in exchange-fr.ts.
 */
export const EXCHANGE_EN = {
  'exchange.pageTitle': 'Change your flight',
  'exchange.loading': 'Loading your trip…',
  'exchange.loadFailed.title': 'We couldn’t load your trip’s change options',
  'exchange.tripCode': 'Trip {code}',
  'exchange.reference': 'Reference: {reference}',
  'exchange.backToTrip': 'Back to your trip',
  'exchange.viewTrip': 'View your trip',
  'exchange.myTrips': 'Go to My trips',
  'exchange.continue': 'Continue',
  'exchange.newFlights': 'Your new flights',
  'exchange.pendingStatus': 'Pending airline confirmation',
  'exchange.callWithReference':
    'Call us at {phone} and give the reference {reference}: we’ll make the change with you.',

  // A flight of the trip
  'exchange.slice.route': '{origin} to {destination}',
  'exchange.slice.numbered': 'Flight {number}: {origin} to {destination}',
  'exchange.slice.airline': '{airline} · {flights}',
  'exchange.slice.detail': '{airline} {flights} · {stops} · {fare}',

  // GoToExchange
  'exchange.go.title': 'Change your flight',
  'exchange.go.flights': 'Your booked flights',
  'exchange.go.fee': 'The airline charges a {fee} change fee for this trip.',
  'exchange.go.noFee': 'These fares change without a change fee.',
  'exchange.go.how': 'What happens',
  'exchange.go.how.choose': 'Choose the flights you want to change, then pick new ones.',
  'exchange.go.how.pay':
    'Pay any difference in fare and the change fee to the card you booked with.',
  'exchange.go.how.credit':
    'If the new fare is lower, the difference goes first to the change fee, and what is left comes back as an airline travel credit.',
  'exchange.go.waiver':
    'The airline changed your flight times, so you can move to another flight on the same route at no cost: no change fee and no fare difference.',
  'exchange.waiver.note':
    'The airline’s schedule change makes this change free: no change fee and no fare difference.',
  'exchange.go.waiver.DisruptionAssistance':
    'The airline disrupted your flight, so disruption assistance rebooks it on any airline at no cost: no change fee and no fare difference.',
  'exchange.waiver.note.DisruptionAssistance':
    'Disruption assistance makes this rebooking free: any airline, no change fee and no fare difference.',
  'exchange.waived': 'Waived',
  'exchange.go.how.confirm':
    'The airline confirms your new flights, usually within minutes. Until then your booked flights stand.',

  // ChangeRequested, and the outcome of confirming
  'exchange.requested.title': 'Your change is with the airline',
  'exchange.requested.body':
    'We sent your change to the airline. Your new flights show as pending until it confirms them, usually within minutes.',
  'exchange.success.title': 'Change requested',
  'exchange.success.paidCard': '{amount} was charged to {card}.',
  'exchange.success.paid': '{amount} was charged.',
  'exchange.success.credit':
    '{amount} comes back to you as an airline travel credit once the airline confirms.',
  'exchange.confirmed.title': 'Your flight is changed',
  'exchange.confirmed.body': 'The airline confirmed your new flights.',

  // ChangeFailed
  'exchange.failed.title': 'Your change didn’t go through',
  'exchange.failed.unchanged': 'Your booked flights are unchanged.',
  'exchange.error.unknown': 'The airline couldn’t make this change.',
  'exchange.error.ExchangeNotAvailable':
    'This trip can’t be changed online right now. Open the trip to see why and who can help.',
  'exchange.error.ExchangeUnderWay':
    'A change to this trip is already with the airline. You’ll see the new flights on the trip once it confirms.',
  'exchange.error.NoAvailability': 'That flight just sold out. Choose another flight.',
  'exchange.error.OfferInvalid': 'That fare is no longer offered. Choose another flight.',
  'exchange.error.ExpiredQuoteToken': 'This price has expired. Search again for today’s price.',
  'exchange.error.CardDeclined':
    'Your card was declined, so the change wasn’t made. Call your card issuer, then try again.',
  'exchange.error.InsufficientFunds':
    'Your card has insufficient funds, so the change wasn’t made.',
  'exchange.error.CreditCardExpired':
    'The card you booked with has expired, so the change wasn’t made.',
  'exchange.error.ProviderError': 'The airline didn’t accept the change.',

  // TooManyAttemptsSupport, ContactSupport, ContactAirline
  'exchange.tooMany.title': 'Call us to change this trip',
  'exchange.tooMany.body':
    'Your last attempts to change this trip didn’t go through, so our travel team will finish it with you.',
  'exchange.support.title': 'Call us to change this trip',
  'exchange.support.body':
    'A lap infant travels on this trip, and airlines change those tickets only through an agent.',
  'exchange.airline.title': 'The airline changes this trip',
  'exchange.airline.body':
    'This trip’s tickets are with more than one airline, or its fare’s change rules aren’t known to us, so only the airline can change it.',
  'exchange.airline.how': 'Call the airline with the airline confirmation code shown on your trip.',

  // IneligibleForExchange
  'exchange.ineligible.title': 'This trip can’t be changed online',
  'exchange.ineligible.notConfirmed':
    'Only a confirmed booking can be changed, and this one isn’t confirmed.',
  'exchange.ineligible.tooClose':
    'Your first flight leaves in less than {hours} hours. Talk to the airline to change it.',
  'exchange.ineligible.fare':
    'Your fare doesn’t allow changes. You may still be able to cancel it from your trip.',
  'exchange.ineligible.unknown':
    'Flights change online only on a confirmed booking whose fare allows changes, up to {hours} hours before departure.',

  // TicketedVoidable, LegacyTicketedVoidable
  'exchange.voidable.title': 'Cancel for free, then book again',
  'exchange.voidable.until': 'You can still cancel this trip for free until {until}.',
  'exchange.voidable.recent': 'You booked this trip recently, so you can still cancel it for free.',
  'exchange.voidable.rebook':
    'To change it, cancel it from your trip for a full refund, then book the flights you want.',
  'exchange.voidable.legacy':
    'Its tickets are with several airlines, and each airline must void its own: cancel the trip from your trip page for a full refund (we ask the airlines to void the tickets), then book the flights you want.',
  'exchange.voidable.action': 'Go to your trip to cancel',

  // ItineraryNotFound
  'exchange.notFound.title': 'We couldn’t find this trip',
  'exchange.notFound.body':
    'The link may be incomplete, or the trip belongs to another account. Open the trip from My trips to change it.',

  // The steps: SliceSelection, ChangeDateTime, ChangeAirports
  'exchange.step.SliceSelection': 'Which flights do you want to change?',
  'exchange.step.ChangeDateTime': 'When do you want to fly?',
  'exchange.step.ChangeAirports': 'Which airports?',
  'exchange.slices.legend': 'Flights to change',
  'exchange.slices.required': 'Choose at least one flight to change.',
  'exchange.dates.label': 'New date: {flight}',
  'exchange.dates.booked': 'Booked for {date}. Choose a date up to {latest}.',
  'exchange.dates.airports': 'Flying {origin} to {destination}.',
  'exchange.dates.required': 'Enter the date you want to fly.',
  'exchange.dates.afterLatest': 'Choose a date on or before {latest}.',
  'exchange.dates.beforeEarlier': 'This flight can’t leave before your {flight} flight on {date}.',
  'exchange.dates.afterLater':
    'This flight can’t leave after your {flight} flight on {date}. Change that flight too.',
  'exchange.dates.fix': 'Check the dates above.',
  'exchange.dates.findFlights': 'Find flights',
  'exchange.dates.changeAirports': 'Change airports',
  'exchange.dates.changeSlices': 'Choose other flights',
  'exchange.airports.from': 'Departing from',
  'exchange.airports.to': 'Arriving at',
  'exchange.airports.option': '{name} ({code})',
  'exchange.airports.none': 'Each of these cities has one airport.',
  'exchange.airports.done': 'Back to dates',

  // The shop
  'exchange.shop.title': 'Choose your new flights',
  'exchange.shop.lead':
    'Prices are for every traveler on the trip, compared with the fare you booked.',
  'exchange.shop.loading': 'Finding flights…',
  'exchange.shop.failed': 'We couldn’t find flights for this change',
  'exchange.shop.changeDates': 'Change dates',
  'exchange.shop.seeWhy': 'See why',
  'exchange.shop.sliceTitle': 'Flight {number}: {route} · {date}',
  'exchange.shop.booked': 'Your booked flight',
  'exchange.shop.bookedFare': '{fare} · {amount}',
  'exchange.shop.legend': 'New flight: {route}',
  'exchange.shop.optionDetail': '{origin} to {destination} · {stops} · {duration} · {fare}',
  'exchange.shop.empty': 'There are no other flights on {date}.',
  'exchange.shop.otherDate': 'Pick another date',
  'exchange.shop.changeFee': 'Change fee for the whole trip: {fee}',
  'exchange.shop.noChangeFee': 'No change fee on these fares.',
  'exchange.shop.differenceHint':
    'You pay a higher fare’s difference with the change fee. A lower fare’s difference goes first to the fee; what is left comes back as an airline travel credit.',
  'exchange.shop.chooseOne': 'Choose a new flight for {route}.',
  'exchange.shop.chooseEach': 'Choose a new flight for each flight you change.',
  'exchange.shop.review': 'Review change',
  'exchange.shop.noChanges.title': 'Choose your new dates first',
  'exchange.shop.noChanges.body': 'Pick the flights you want to change and their new dates.',
  'exchange.fareDifference.more': '+{amount}',
  'exchange.fareDifference.less': '−{amount}',
  'exchange.fareDifference.same': 'Same fare',

  // The confirm page
  'exchange.confirm.title': 'Review your change',
  'exchange.confirm.loading': 'Loading your change…',
  'exchange.confirm.loadFailed': 'We couldn’t load your change',
  'exchange.confirm.notFound': 'We couldn’t find this change',
  'exchange.confirm.startAgain': 'Start again',
  'exchange.confirm.flights': 'Booked and new flights',
  'exchange.confirm.booked': 'Booked',
  'exchange.confirm.new': 'New',
  'exchange.confirm.unchanged': 'Unchanged',
  'exchange.confirm.breakdown': 'What the change costs',
  'exchange.confirm.fareDifference': 'Fare difference',
  'exchange.confirm.changeFee': 'Change fee',
  'exchange.confirm.total': 'Total to pay',
  'exchange.confirm.chargedTo': 'Charged to {card}',
  'exchange.confirm.cardEnding': 'ending',
  'exchange.confirm.nothingDue': 'Nothing to pay',
  'exchange.confirm.creditBack': 'Airline travel credit for you',
  'exchange.confirm.creditHint':
    'What the lower fare leaves after the change fee, for a future flight with the airline.',
  'exchange.confirm.endsCfar':
    'Changing your flights ends this trip’s cancel for any reason protection.',
  'exchange.confirm.heldUntil': 'This price is held until {time}.',
  'exchange.confirm.expired.title': 'This price has expired',
  'exchange.confirm.expired.body':
    'Prices are held for 15 minutes. Search again to see today’s price for your new flights.',
  'exchange.confirm.shopAgain': 'Search again',
  'exchange.confirm.submit': 'Confirm change',
  'exchange.confirm.keep': 'Keep my flights',
  'exchange.confirm.working': 'Sending your change to the airline…',
  // Change for any reason (issue 18)
  'exchange.chfar.covers':
    'Change for any reason covers this change: what it costs (the fare difference and the change fee) comes back to your card within {days} business days, up to {limit}.',
  'exchange.chfar.paysBack': 'Change for any reason pays back',
  'exchange.chfar.paysBackBy': 'Change for any reason pays back by {date}',
  'exchange.chfar.paysBackHint': 'You pay the total now; this comes back to the same card.',
  'exchange.chfar.paysBackCappedHint':
    'You pay the total now; this much of it, the most change for any reason covers, comes back to the same card.',
  'exchange.chfar.outcome': 'Change for any reason pays {amount} back to your card.',
  'exchange.chfar.outcomeBy': 'Change for any reason pays {amount} back to your card by {date}.',
} as const;
