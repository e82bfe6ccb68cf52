/**
 * English messages of the missed-connection guarantee (issue 20, part C): the trip page's row,
 * notice and timeline, /trips/rebook/connection and /trips/rebook/flight, /trips/rebook-connecting-flight,
 * /trips/contact-support and the agent portal's missed connections. Spread into TRIPS_EN; French
 * in trips-missed-connection-fr.ts.
 */
export const TRIPS_MISSED_CONNECTION_EN = {
  'missedConnection.label': 'Missed-connection guarantee',
  'missedConnection.title.connection': 'Rebook your missed connection',
  'missedConnection.title.flight': 'Rebook your missed flight',
  'missedConnection.loading': 'Loading your missed-connection guarantee…',
  'missedConnection.loadFailed': 'We could not load the missed-connection guarantee for this trip',
  'missedConnection.none': 'This trip doesn’t have a missed-connection guarantee',
  'missedConnection.noneBody':
    'Only trips with a self-transfer between two tickets have it, from the moment they are booked.',
  'missedConnection.missingTrip': 'Which trip? This link is missing its trip.',
  'missedConnection.toTrips': 'Go to My trips',
  'missedConnection.backToTrip': 'Back to the trip',
  'missedConnection.terms': 'Read the guarantee’s terms',

  'missedConnection.state.Active':
    'Active: if a delay makes you miss your self-transfer, we rebook you at no cost',
  'missedConnection.state.Missed': 'You missed your connection: choose a new flight',
  'missedConnection.state.Rebooking': 'Your new ticket is being issued by the airline',
  'missedConnection.state.Rebooked': 'Used: you were rebooked on a new flight',
  'missedConnection.state.ContactSupport':
    'Call us to finish your rebooking (reference {reference})',
  'missedConnection.ended.Deadline': 'Ended: the time to rebook passed',
  'missedConnection.ended.VoluntaryChange': 'Ended: the flights were changed',
  'missedConnection.ended.TripCancelled': 'Ended: the trip was cancelled',
  'missedConnection.ended.Voided': 'Ended: the tickets were voided',

  'missedConnection.what.title': 'What happened',
  'missedConnection.what.delayed':
    'Your flight {flights} from {origin} to {destination}, due to leave {departure}, is delayed by {delay}.',
  'missedConnection.what.missed':
    'You can’t make your connection in {airport}: {flights} to {destination}, leaving {departure}.',
  'missedConnection.what.found': 'We found it {at}.',
  'missedConnection.what.deadline': 'Choose a new flight by {at}.',

  'missedConnection.notice.title': 'You missed your connection in {city}',
  'missedConnection.notice.choose': 'Choose a new flight',
  'missedConnection.notice.support': 'Call us to finish your rebooking',
  'missedConnection.row.open': 'See your options',
  'missedConnection.row.support': 'Call us with your reference',
  'missedConnection.row.follow': 'Follow your rebooking',
  'missedConnection.timeline.title': 'Your missed-connection claim',
  'missedConnection.step.Covered': 'Guarantee on the trip',
  'missedConnection.step.Missed': 'Missed connection found',
  'missedConnection.step.RebookRequested': 'New flight requested',
  'missedConnection.step.RebookIssued': 'New ticket issued',
  'missedConnection.step.RebookFailed': 'The airline could not issue the new ticket',
  'missedConnection.step.SentToSupport': 'Sent to our support team',
  'missedConnection.step.ResolvedByAgent': 'Rebooked by an agent',
  'missedConnection.step.Expired': 'Time to rebook passed',
  'missedConnection.step.Voided': 'Guarantee ended',

  'missedConnection.options.title': 'Choose your new flight',
  'missedConnection.options.rule':
    'Every flight here is covered: from the same airports, leaving the same day or the next, in the same or a lower cabin. The flights that leave {rule} come first.',
  'missedConnection.options.rule.hour':
    '{minutes, plural, =60 {within an hour} other {within # minutes}} of the flight you missed',
  'missedConnection.options.rule.morning':
    'by {morning} the next day, as the flight you missed was due to leave after {late}',
  'missedConnection.options.legend': 'New flights from {origin} to {destination}',
  'missedConnection.options.reasonable.hour':
    '{minutes, plural, =60 {Leaves within an hour of your missed flight} other {Leaves within # minutes of your missed flight}}',
  'missedConnection.options.reasonable.morning': 'Leaves by {morning} the next day',
  'missedConnection.options.later': 'Later, still covered',
  'missedConnection.options.noCost': 'No cost to you',
  'missedConnection.options.cap': 'The guarantee pays the new fare, up to {cap} per traveler.',
  'missedConnection.options.continue': 'Continue',
  'missedConnection.options.chooseFirst': 'Choose a flight first.',
  'missedConnection.options.notNow': 'There is nothing to choose on this trip now.',
  'missedConnection.options.toSupport': 'Call us to finish your rebooking',

  'missedConnection.flight.carrier': '{airline} · {flights}',
  'missedConnection.flight.day': '{day}, {origin} to {destination}',
  'missedConnection.option.seats': '{count, plural, one {# seat left} other {# seats left}}',
  'missedConnection.option.seatsEveryone': 'Seats everyone',
  'missedConnection.option.notEveryone': 'Not enough seats for everyone',
  'missedConnection.option.fare': 'Fare {fare} per traveler',

  'missedConnection.review.title': 'Review your new flight',
  'missedConnection.review.missed': 'The flight you missed',
  'missedConnection.review.new': 'Your new flight',
  'missedConnection.review.travelers':
    '{count, plural, one {For # traveler, at no cost to you.} other {For all # travelers, at no cost to you.}}',
  'missedConnection.review.confirm': 'Confirm new flight',
  'missedConnection.review.back': 'Back to the options',
  'missedConnection.review.optionGone': 'This flight is no longer among your options',
  'missedConnection.progress': 'Issuing your new ticket with the airline…',
  'missedConnection.progress.body':
    'This usually takes under a minute. You can leave this page: your trip will show the new flight.',
  'missedConnection.done.title': 'New ticket issued',
  'missedConnection.done.issuedAt': 'Issued {at}',
  'missedConnection.done.locator': 'Airline confirmation {locator}',
  'missedConnection.failed.title': 'The airline could not issue the new ticket',
  'missedConnection.failed.body': 'Your guarantee is still open: choose another flight.',
  'missedConnection.error.title': 'We could not rebook you',
  'missedConnection.error.MissedConnectionExpired': 'The time to rebook online has passed.',
  'missedConnection.error.MissedConnectionAlreadyUsed':
    'This guarantee was already used for a new flight.',
  'missedConnection.error.RebookingOptionUnavailable':
    'This flight can no longer be booked for everyone: its seats or fare changed. Choose another.',
  'missedConnection.error.MissedConnectionNotMissed':
    'There is nothing to rebook online on this trip now.',
  'missedConnection.error.MissedConnectionNotCovered':
    'This trip doesn’t have a missed-connection guarantee.',
  'missedConnection.error.generic': 'We could not confirm the new flight. Please try again.',

  'missedConnection.support.title': 'Call us to finish your rebooking',
  'missedConnection.support.genericTitle': 'Contact support',
  'missedConnection.support.call': 'Call {phone}',
  'missedConnection.support.phone': 'Phone',
  'missedConnection.support.reference': 'Reference to quote',
  'missedConnection.support.code': 'Confirmation code',
  'missedConnection.support.whyTitle': 'Why we need you to call',
  'missedConnection.support.why.PartialTravelers':
    'We can’t seat all {count} travelers together online: no qualifying flight has enough seats for everyone.',
  'missedConnection.support.why.NoQualifyingOption':
    'No flight that qualifies for the guarantee can be booked online right now.',
  'missedConnection.support.nextTitle': 'What the agent will do',
  'missedConnection.support.next':
    'An agent sees your case with the same flights and rebooks everyone on one of them, at no cost to you. Your trip shows the new flight once its ticket is issued.',
  'missedConnection.support.deadline': 'Please call before {at}.',
  'missedConnection.support.genericBody':
    'Quote your confirmation code and we’ll help you with this trip.',

  'missedConnection.agent.queue.title': 'Missed connections',
  'missedConnection.agent.queue.intro':
    'Self-transfer trips whose travelers could not be rebooked online. Open a case to rebook everyone on one flight.',
  'missedConnection.agent.queue.loading': 'Loading missed connections…',
  'missedConnection.agent.queue.error': 'We could not load the missed connections',
  'missedConnection.agent.queue.empty': 'No missed connection is waiting for an agent.',
  'missedConnection.agent.queue.caption':
    '{count, plural, one {# missed connection} other {# missed connections}} waiting',
  'missedConnection.agent.col.reference': 'Reference',
  'missedConnection.agent.col.trip': 'Trip',
  'missedConnection.agent.col.travelers': 'Travelers',
  'missedConnection.agent.col.missed': 'Missed flight',
  'missedConnection.agent.col.since': 'Since',
  'missedConnection.agent.only': 'Only support agents can see this page',
  'missedConnection.agent.onlyBody': 'Sign in to the agent console with a support agent’s account.',
  'missedConnection.agent.back': 'Agent console',
  'missedConnection.agent.toQueue': 'Missed connections',
  'missedConnection.agent.case.title': 'Missed connection {reference}',
  'missedConnection.agent.case.loading': 'Loading the case…',
  'missedConnection.agent.case.error': 'We could not load this case',
  'missedConnection.agent.case.legend': 'Qualifying flights',
  'missedConnection.agent.case.resolve': 'Rebook everyone on this flight',
  'missedConnection.agent.case.noOptions': 'No qualifying flight can be booked now.',
  'missedConnection.agent.case.noSeats': 'No flight seats everyone now.',
  'missedConnection.agent.case.requested':
    'Rebooking requested: the airline is issuing the new ticket.',
  'missedConnection.agent.case.closed': 'This case is no longer waiting: {state}',
} as const;
