/**
 * Issue 24: the account menu's link to the agent trail, "made by support" on trips, the business
 * switcher and the policy intro (business tenant). English, spread into the shell's messages: the
 * account menu and the trip cards use it on every page. The trail page's own messages are in
 * agent-trail.ts.
 */
export const AGENTS_EN = {
  'agent.trailLink': 'Agent trail',

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
