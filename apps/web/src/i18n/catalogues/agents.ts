/**
 * Issue 24: the agent's trail (agent portal), "made by support" on trips, the business switcher
 * and the policy intro (business tenant). English, spread into the shell's messages: the account
 * menu and the trip cards use it on every page.
 */
export const AGENTS_EN = {
  'agent.trailLink': 'Agent trail',
  'agentTrail.title': 'Agent trail',
  'agentTrail.intro': 'What support agents did in customers’ sessions, newest first.',
  'agentTrail.back': 'Agent console',
  'agentTrail.filters': 'Show the trail of',
  'agentTrail.agent': 'Agent',
  'agentTrail.day': 'Day',
  'agentTrail.show': 'Show',
  'agentTrail.loading': 'Loading the agent trail…',
  'agentTrail.error': 'We couldn’t load the agent trail.',
  'agentTrail.only': 'For support agents only',
  'agentTrail.onlyBody':
    'Sign in to the agent portal to see your trail. Only a support lead sees other agents’ trails.',
  'agentTrail.empty': '{name} took no actions in customers’ sessions on {day}.',
  'agentTrail.caption':
    '{count, plural, one {# action} other {# actions}} by {name} on {day}, newest first',
  'agentTrail.truncated': 'Showing the latest {count} actions of the day only.',
  'agentTrail.col.time': 'Time',
  'agentTrail.col.customer': 'Customer',
  'agentTrail.col.action': 'Action',
  'agentTrail.col.target': 'Booking or search',
  'agentTrail.col.result': 'Result',
  'agentTrail.customer': '{name} · {profileReferenceId}',
  'agentTrail.result.ok': 'Done',
  'agentTrail.result.error': 'Failed ({code})',
  'agentTrail.result.errorStatus': 'Failed (HTTP {status})',
  'agentTrail.action.startSession': 'Started a session',
  'agentTrail.action.endSession': 'Ended the session',
  'agentTrail.action.switchCustomer': 'Switched customer',
  'agentTrail.action.search': 'Searched',
  'agentTrail.action.quote': 'Priced',
  'agentTrail.action.book': 'Booked',
  'agentTrail.action.hold': 'Froze a price',
  'agentTrail.action.cancel': 'Cancelled',
  'agentTrail.action.change': 'Changed a trip',
  'agentTrail.action.changeTraveler': 'Changed a traveler',
  'agentTrail.action.claim': 'Made a claim',
  'agentTrail.action.manageTrip': 'Managed a trip',
  'agentTrail.action.managePayment': 'Managed a payment',
  'agentTrail.action.manageWishlist': 'Changed favorites',
  'agentTrail.action.manageWatch': 'Changed a price watch',
  'agentTrail.action.managePreferences': 'Changed travel preferences',
  'agentTrail.action.approve': 'Decided an approval',

  'trips.madeBySupport': 'Booked with the help of our support team on {date}',

  'business.inUse': 'Business in use: {name}',
  'business.inUseLabel': 'Business in use:',
  'business.switchTo': 'Switch to {name}',
  'business.switchFailed': 'We couldn’t switch business. Please try again.',

  'policyIntro.title': 'About your travel policy',
  'policyIntro.body':
    'This page sets out what your business lets you book. Trips outside it can still be booked: you give a reason, and some need an approver.',
  'policyIntro.dismiss': 'Got it',
} as const;
