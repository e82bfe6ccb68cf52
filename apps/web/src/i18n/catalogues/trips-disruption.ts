/**
 * English messages of disruption assistance on a trip (issue 20): the trip page's row and notice,
 * /trips/disruption and its refund and rebooking, /flights/disruption-offer and its confirmation.
 * Spread into TRIPS_EN; French in trips-disruption-fr.ts.
 */
export const TRIPS_DISRUPTION_EN = {
  'disruption.label': 'Disruption assistance',
  'disruption.title': 'Disruption assistance',
  'disruption.loading': 'Loading disruption assistance…',
  'disruption.loadFailed': 'We could not load disruption assistance for this trip',
  'disruption.none': 'This trip doesn’t have disruption assistance',
  'disruption.missingTrip': 'Which trip? This link is missing its trip.',
  'disruption.toTrips': 'Go to My trips',
  'disruption.backToTrip': 'Back to the trip',
  'disruption.state.none': 'Not added',
  'disruption.state.Active':
    'Active: covers a delay of {hours, plural, one {# hour} other {# hours}}{minutes, plural, =0 {} other { # minutes}} or more, a missed connection or a cancellation by the airline',
  'disruption.state.Disrupted': 'The airline disrupted your trip: choose a new flight or a refund',
  'disruption.state.Rebooking': 'Your new flight is being confirmed with the airline',
  'disruption.state.Rebooked': 'Used: you were rebooked on a new flight',
  'disruption.state.Refunded': 'Used: your fares were refunded',
  'disruption.ended.Deadline': 'Ended: its time window passed',
  'disruption.ended.CfarExercised': 'Ended: cancel for any reason was used',
  'disruption.ended.VoluntaryChange':
    'Ended: the flights were changed more than a day before departure',
  'disruption.ended.TripCancelled': 'Ended: the trip was cancelled',
  'disruption.ended.Removed': 'Removed from the trip',
  'disruption.row.add': 'Add it for {fee}',
  'disruption.row.fee': 'Fee paid: {fee}',
  'disruption.row.open': 'See the disruption and your choices',
  'disruption.notice.title': 'The airline disrupted your trip',
  'disruption.notice.claim': 'Disruption assistance',
  'disruption.notice.choose': 'Choose a new flight or a refund',
  'disruption.notice.follow': 'Follow your claim',
  'disruption.what.title': 'What happened',
  'disruption.what.Delayed':
    '{flight} from {origin} to {destination} ({departure}) is delayed by {hours, plural, =0 {} one {# hour} other {# hours}}{minutes, plural, =0 {} other { # minutes}}.',
  'disruption.what.MissedConnection':
    '{flight} from {origin} to {destination} ({departure}) is delayed by {hours, plural, =0 {} one {# hour} other {# hours}}{minutes, plural, =0 {} other { # minutes}}, so you can’t make your connection.',
  'disruption.what.AirlineCancellation':
    'The airline cancelled {flight} from {origin} to {destination} ({departure}).',
  'disruption.announced': 'Announced {at}.',
  'disruption.nothing.title': 'Nothing has happened to your flights',
  'disruption.nothing.body':
    'We watch your flights and e-mail you if the airline delays or cancels one. You then choose here.',
  'disruption.second':
    '{flight} was disrupted too, but disruption assistance covers one disruption per trip.',
  'disruption.choices.title': 'Your choices',
  'disruption.choices.deadline': 'Choose by {at}.',
  'disruption.rebook.title': 'A new flight',
  'disruption.rebook.body':
    'Any airline, leaving from now on the same or the next days, between the same cities.',
  'disruption.rebook.cost': 'No cost to you',
  'disruption.rebook.action': 'Find a new flight',
  'disruption.rebook.notOffered': 'Rebooking isn’t available',
  'disruption.rebook.notNow':
    'There is no disruption to rebook for on this trip now. Open the trip to see where it stands.',
  'disruption.refund.title': 'Your fares back',
  'disruption.refund.pageTitle': 'Refund your fares',
  'disruption.refund.body': '{total}: the base fare, taxes and fees, back to where you paid from:',
  'disruption.refund.lines': 'Where the refund goes',
  'disruption.refund.voids':
    'Choosing the refund ends rebooking: you can’t take a new flight afterwards.',
  'disruption.refund.cancels': 'Your remaining flights are cancelled with the airline.',
  'disruption.refund.addOns': 'Add-ons and the fee for disruption assistance are not refunded.',
  'disruption.refund.action': 'Review the refund',
  'disruption.refund.confirmTitle': 'Refund {total}',
  'disruption.refund.confirm': 'Cancel my flights and refund {total}',
  'disruption.refund.flown':
    'Part of this trip has been flown, so disruption assistance can rebook you but can’t refund the fares.',
  'disruption.refund.unavailable': 'A refund isn’t available for this trip now.',
  'disruption.refund.notOffered': 'A refund isn’t available',
  'disruption.refunded.title': 'Refund sent: {total}',
  'disruption.newFlight.title': 'Your new flight',
  'disruption.newFlight.line': '{airline} {flights}, {origin} to {destination}, leaves {departure}',
  'disruption.timeline.title': 'Your claim',
  'disruption.step.Purchased': 'Disruption assistance added',
  'disruption.step.Disrupted': 'Disruption found and e-mailed to you',
  'disruption.step.RebookRequested': 'New flight requested',
  'disruption.step.RebookIssued': 'New ticket issued',
  'disruption.step.RebookFailed': 'The airline couldn’t issue the new ticket',
  'disruption.step.RefundRequested': 'Refund requested',
  'disruption.step.RefundSent': 'Refund sent',
  'disruption.step.Removed': 'Removed',
  'disruption.step.Voided': 'Ended',
  'disruption.step.Expired': 'Time window ended',
  'disruption.covers.delay':
    'A delay of {hours, plural, one {# hour} other {# hours}}{minutes, plural, =0 {} other { # minutes}} or more on any flight of the trip',
  'disruption.covers.connection': 'A delay that makes you miss a connection on this booking',
  'disruption.covers.cancellation': 'A cancellation by the airline',
  'disruption.covers.choice':
    'You choose a new flight on any airline at no cost, or your fares back (base fare, taxes and fees)',
  'disruption.covers.window': 'You have until {hours} hours after your last flight to choose',
  'disruption.covers.fee':
    '{fee} per booking, non-refundable and non-transferable; sold up to {hours} hours before departure. One disruption per trip.',
  'disruption.terms.link': 'Read the full terms',
  'disruption.offer.title': 'Add disruption assistance',
  'disruption.offer.intro':
    'If the airline delays or cancels a flight of this trip, you get a new flight on any airline at no cost, or your fares back.',
  'disruption.offer.covers': 'What it covers',
  'disruption.offer.until': 'You can add it until {deadline}.',
  'disruption.offer.continue': 'Continue: {fee}',
  'disruption.offer.bought': 'This trip already has disruption assistance',
  'disruption.offer.closed': 'Disruption assistance can’t be added to this trip any more',
  'disruption.purchase.title': 'Confirm disruption assistance',
  'disruption.purchase.review': 'Review',
  'disruption.purchase.card': 'We charge the fee to the card you paid this trip with.',
  'disruption.purchase.fineprint': 'The fee is per booking, non-refundable and non-transferable.',
  'disruption.purchase.confirm': 'Buy for {fee}',
  'disruption.purchase.done': 'Disruption assistance is on your trip',
  'disruption.purchase.doneBody':
    'We charged {fee} to your card. If the airline disrupts a flight, we e-mail you.',
  'disruption.error.Generic': 'Something went wrong. Try again in a moment.',
  'disruption.error.AlreadyExercised':
    'Disruption assistance was already used for this trip: it covers one disruption, once.',
  'disruption.error.RebookOnlyEligible':
    'Part of this trip has been flown, so disruption assistance can rebook you but can’t refund the fares.',
  'disruption.error.NoDisruptionDetected':
    'The airline hasn’t disrupted a flight of this trip in a way disruption assistance covers.',
  'disruption.error.DisruptionDecisionClosed':
    'The time to use disruption assistance for this trip has ended.',
  'disruption.error.NoDisruptionProtectionAttached':
    'This trip doesn’t have disruption assistance.',
  'disruption.error.DisruptionNotOffered':
    'Disruption assistance can’t be added to this trip any more.',
  'disruption.error.DisruptionAlreadyPurchased': 'This trip already has disruption assistance.',
  'disruption.error.DisruptionFeeChanged':
    'The fee for disruption assistance changed. Reload the page to see it.',
  'disruption.error.CardDeclined': 'Your card was declined. Nothing was charged.',
  'trips.receipt.line.disruptionAssistance': 'Disruption assistance',
  'trips.outcome.disruption_refund': 'Refunded by disruption assistance: {refund}.',
  'trips.cancel.policy.disruption_refund':
    'Disruption assistance refunds your fares (base fare, taxes and fees).',
} as const;
