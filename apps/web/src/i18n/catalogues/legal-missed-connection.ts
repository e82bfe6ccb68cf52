/**
 * English messages of `/terms/missed-connection-guarantee` (issue 20), spread into LEGAL_EN;
 * French in legal-missed-connection-fr.ts.
 */
export const LEGAL_MISSED_CONNECTION_EN = {
  'missedConnectionTerms.title': 'Missed-connection guarantee: terms',
  'missedConnectionTerms.intro':
    'Some of the cheapest or fastest itineraries join two airlines that do not sell tickets together. We book them as two tickets with a self-transfer between them, and guarantee the connection: if a delay on your first flight makes you miss the next one, we rebook you at no cost.',
  'missedConnectionTerms.covers.label': 'What it covers',
  'missedConnectionTerms.covers.value':
    'Every self-transfer itinerary booked here, for every traveler on it, at no extra cost. Each self-transfer leaves at least {minutes} minutes to collect your bags and check in again.',
  'missedConnectionTerms.missed.label': 'When a connection counts as missed',
  'missedConnectionTerms.missed.value':
    'When your first flight, delayed, lands less than {minutes} minutes before your next flight departs.',
  'missedConnectionTerms.flight.label': 'The flight we rebook you on',
  'missedConnectionTerms.flight.value':
    'From the same airports, leaving the same day or the next, in the same or a lower fare class, for up to {cap} per traveler.',
  'missedConnectionTerms.reasonable.label': 'Which options come first',
  'missedConnectionTerms.reasonable.value':
    'Flights leaving within {minutes} minutes of the one you missed, or, if it was due to leave after {late}, flights leaving by {morning} the next day.',
  'missedConnectionTerms.together.label': 'Travelling together',
  'missedConnectionTerms.together.value':
    'We rebook online only when everyone on the booking can be rebooked on the same flight. Otherwise, call us at {phone} and an agent finishes it with the same options.',
  'missedConnectionTerms.window.label': 'How long you have',
  'missedConnectionTerms.window.value':
    '{hours} hours from the delay that made you miss the connection.',
  'missedConnectionTerms.ends.title': 'When it ends',
  'missedConnectionTerms.ends.unused': 'Unused, {hours} hours after the disruption.',
  'missedConnectionTerms.ends.change': 'You change the trip yourself, with us or with an airline.',
  'missedConnectionTerms.ends.cancelled':
    'The trip is cancelled, including within the void window.',
  'missedConnectionTerms.use.title': 'How to use it',
  'missedConnectionTerms.use.body':
    'When we see the delay, we e-mail you and your trip shows the missed connection. Choose a new flight there; the new ticket is issued and your trip shows it. If nothing can be booked online, the trip gives you our number and a reference to quote.',
} as const;
