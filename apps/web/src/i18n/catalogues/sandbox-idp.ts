/**
 * The sandbox sign-in page (choose a demo account): English, added by that page through
 * AreaMessages rather than loaded with the shell.
 */
export const SANDBOX_IDP_EN = {
  'sandbox.badge': 'Sandbox',
  'sandbox.title': 'Choose a demo account',
  'sandbox.intro':
    "This is the sandbox sign-in. It stands in for the bank's identity provider so you can try the portal with demo data: choose any account below to sign in as that person. No password is needed and nothing is charged.",
  'sandbox.findTrip': 'Looking for a trip without signing in? {link}.',
  'sandbox.findTripLink': 'Find it with your confirmation code',
  'sandbox.introAgents':
    'This is the sandbox sign-in for the agent portal. Choose a support agent to sign in, then start a session for a customer with their Profile Reference ID.',
  'sandbox.group.cardholder': 'Card holders',
  'sandbox.group.employee': 'Business employees',
  'sandbox.group.agent': 'Support agents',
  'sandbox.signIn': 'Sign in',
  'sandbox.signInAs': 'Sign in as {displayName}',
  'sandbox.signingInAs': 'Signing in as {displayName}',
  'sandbox.signingIn': 'Signing in…',
  'sandbox.cardsLabel': 'Cards',
  'sandbox.profileReferenceId': 'Profile Reference ID',
  'sandbox.business': 'Business',
  'sandbox.loading': 'Loading demo accounts…',
  'sandbox.empty':
    'No demo accounts are available yet. Start the portal with its demo data and reload.',
  'sandbox.error': "We couldn't load the demo accounts.",
  'sandbox.invalid.title': "This sign-in link isn't valid any more",
  'sandbox.invalid.body':
    'Sign-in links work once and expire after a few minutes. Start over to get a new one.',
  'sandbox.startOver': 'Start over',
  'sandbox.signInFailed': "We couldn't sign you in. Please try again.",
} as const;
