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
  // Each demo person's line, by their sandbox id (the server's description is English only).
  'sandbox.person.usr_ada':
    'Venture X card holder with a large miles balance and the $300 annual travel credit.',
  'sandbox.person.usr_marcus': 'Venture card holder who travels a few times a year.',
  'sandbox.person.usr_priya': 'VentureOne card holder building up miles.',
  'sandbox.person.usr_leo': 'VentureOne card holder whose balance is below the redemption minimum.',
  'sandbox.person.usr_sofia': 'Quicksilver cash-back card holder.',
  'sandbox.person.usr_jamal': 'Savor card holder who mostly books hotels.',
  'sandbox.person.usr_emily': 'Walmart Rewards card holder, francophone.',
  'sandbox.person.usr_nora':
    'Runs a studio: a Venture X personal card and a Spark Cash Plus business card.',
  'sandbox.person.usr_owen': 'Sole proprietor with a Spark Miles card.',
  'sandbox.person.usr_hana': 'Spark Miles Select and Spark Cash Select for two small businesses.',
  'sandbox.person.usr_diego': 'Spark Cash card holder.',
  'sandbox.person.usr_grace':
    'Northwind travel administrator: can view users and the admin host; approves trips.',
  'sandbox.person.usr_katherine':
    'Northwind travel arranger: books for colleagues, no admin access.',
  'sandbox.person.usr_alan':
    'Northwind traveler on the Standard tier (approval required); sees only himself.',
  'sandbox.person.usr_linus':
    'New Northwind employee who has not yet accepted the business travel terms.',
  'sandbox.person.usr_maya':
    'Bluebird administrator: the business is not live yet, so she is sent to onboarding.',
  'sandbox.person.usr_ravi':
    'Bluebird traveler: the business is not live yet (not in the program).',
  'sandbox.person.usr_agent_sam':
    'Support agent: starts sessions for customers by Profile Reference ID.',
  'sandbox.person.usr_agent_dana': "Support lead: Sam Rivera's lead; reads every agent's trail.",
  'sandbox.person.usr_noor':
    'Venture card holder whom support books for (the agent trail journey).',
  'sandbox.person.usr_tomas':
    'Consultant in two businesses: Northwind Analytics and Fjord Outfitters.',
  'sandbox.person.usr_theo':
    'New Venture card member: the $250 one-time travel credit, for a year.',
  'sandbox.person.usr_iris': 'New VentureOne card member: the $100 first-year travel credit.',
  'sandbox.person.usr_wren':
    'Venture card holder who sets travel preferences (home airport, cabin) on the profile.',
  'sandbox.person.usr_quinn':
    'Northwind office manager, a Non Financial User: books trips but cannot redeem rewards or spend travel credits.',
  'sandbox.person.usr_elena':
    'Venture X card holder who arrives from a campaign link (the experiments and tracking journey).',
  'sandbox.person.usr_felix':
    'Venture card holder whose experiment variants the sandbox console pins.',
  'sandbox.person.usr_mina':
    'Venture card holder who meets a scheduled maintenance window (the maintenance journey).',
} as const;
