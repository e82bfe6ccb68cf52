/**
 * English messages of `/terms/disruption-assistance` (issue 20), spread into LEGAL_EN; French in
 * legal-disruption-fr.ts.
 */
export const LEGAL_DISRUPTION_EN = {
  'disruptionTerms.title': 'Disruption assistance: terms',
  'disruptionTerms.intro':
    'Disruption assistance looks after your trip when the airline disrupts it. If a protected flight is delayed, cancelled or makes you miss your connection, you choose: a new flight on any airline at no cost, or your fares back.',
  'disruptionTerms.covers.label': 'What it covers',
  'disruptionTerms.covers.value':
    'A delay of {hours, plural, one {# hour} other {# hours}}{minutes, plural, =0 {} other { # minutes}} or more, a delay that makes you miss a connection on the same booking, or a cancellation by the airline, of any flight on the trip. One disruption per trip.',
  'disruptionTerms.choice.label': 'Your choice',
  'disruptionTerms.choice.value':
    'A new flight for the disrupted part of the trip on any airline, leaving from now on the same or the next days, at no cost; or a refund of your fares.',
  'disruptionTerms.refund.label': 'What the refund covers',
  'disruptionTerms.refund.value':
    'The base fare, taxes and fees of your tickets, back to where you paid from in the same proportions. Add-ons and the fee for disruption assistance are not refunded. Once part of the trip is flown, you can rebook but not take the refund.',
  'disruptionTerms.window.label': 'How long you have',
  'disruptionTerms.window.value':
    'Until {hours} hours after your last flight’s scheduled arrival. A flight stops counting {pastHours} hours after the last scheduled arrival of its part of the trip.',
  'disruptionTerms.fee.label': 'What it costs',
  'disruptionTerms.fee.value':
    '{fee} per booking, whatever the number of travelers. The fee is non-refundable and non-transferable.',
  'disruptionTerms.sold.label': 'When you can add it',
  'disruptionTerms.sold.value':
    'When you book, or afterwards from your trip, up to {hours} hours before your first flight departs.',
  'disruptionTerms.ends.title': 'When it ends without a claim',
  'disruptionTerms.ends.window': '{hours} hours after your last flight, if you have not chosen.',
  'disruptionTerms.ends.cfar': 'You use cancel for any reason on the trip.',
  'disruptionTerms.ends.cancelled': 'The trip is cancelled.',
  'disruptionTerms.ends.change':
    'You change your flights yourself more than {beforeHours} hours before departure.',
  'disruptionTerms.ends.second':
    'It covers one disruption: a second one on the same trip is not covered.',
  'disruptionTerms.use.title': 'How to use it',
  'disruptionTerms.use.body':
    'We watch your flights and e-mail you when the airline disrupts one. Open the trip in My Trips and choose: the new flight is confirmed with the airline, or the refund is sent, without calling anyone.',
} as const;
