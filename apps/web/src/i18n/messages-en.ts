/**
 * The English catalogue: the source of every message id. French (messages-fr.ts) must cover every id
 * with the same placeholders; a unit test checks it.
 */
export const EN_MESSAGES = {
  // Brand and tenant copy (spec §1)
  'brand.capone.name': 'Capital One Travel',
  'brand.capone-corporate.name': 'Capital One Business Travel',
  'tenant.capone.welcomeTitle': 'Welcome to Capital One Travel',
  'tenant.capone-corporate.welcomeTitle': 'Welcome to Capital One Business Travel',
  'tenant.capone.tagline': 'Book flights, hotels, cars and more, and earn rewards on every trip',
  'tenant.capone-corporate.tagline': 'Smarter business travel starts here',
  'tenant.sandboxNotice': 'Sandbox: demo data only. No real bookings or charges.',

  // Shell
  'shell.skipToContent': 'Skip to main content',
  'shell.homeLink': '{brand} home',
  'shell.adminBadge': 'Admin',
  'shell.productsNav': 'Products',
  'productTab.flight': 'Flights',
  'productTab.ground': 'Cars',
  'productTab.hotel': 'Hotels',
  'productTab.stays': 'Stays',
  'productTab.trips': 'Trips',
  'productTab.experiences': 'Experiences',
  'productTab.wallet': 'Travel wallet',
  'productTab.packages': 'Packages',
  'account.menu': 'Account',
  'account.signedInAs': 'Signed in as {email}',
  'account.signOut': 'Sign out',
  'account.signIn': 'Sign in',
  'language.label': 'Language',
  'language.en': 'English',
  'language.fr': 'Français',
  'footer.support': 'Travel support, 24/7: {phone}',
  'footer.legalNav': 'Legal',
  'footer.termsOfService': 'Terms of Service',
  'footer.siteTermsOfUse': 'Site Terms of Use',
  'footer.copyright': '© {year} {brand}',

  // Shared states
  'common.loading': 'Loading…',
  'common.tryAgain': 'Try again',
  'common.goHome': 'Go to the home page',
  'common.errorTitle': 'Something went wrong',
  'common.errorBody': "We couldn't load this. Please try again.",
  'notFound.title': "We couldn't find that page",
  'notFound.body': "The page you're looking for doesn't exist or has moved.",
  'routeError.title': "This page didn't load",
  'routeError.body': 'Check your connection, then reload the page.',
  'routeError.reload': 'Reload the page',
  'errorModal.title': 'Something went wrong',
  'errorModal.referenceLabel': 'Reference ID',
  'errorModal.referenceHelp': 'If this keeps happening, give this reference to our support team.',
  'errorModal.submit': 'OK',
  'error.ExcessiveActivity': 'Too many requests. Please wait a moment and try again.',
  'error.network': "We couldn't reach our servers. Check your connection and try again.",

  // Session gate
  'session.loading': 'Checking your session…',
  'session.redirecting': 'Redirecting…',
  'session.error': "We couldn't check your session.",
  'session.delegatedBanner': 'You are acting on behalf of {firstName} {lastName}',
  'session.signInAgain': 'Sign in again',
  'session.ended': 'Your session has ended.',

  // Home (spec §1 greeting)
  'home.greeting': 'Hi {firstName} — your {cardName} card ending {lastFour}',
  'home.greetingNoCard': 'Hi {firstName}',
  'home.featuresTitle': 'Book with confidence',
  'feature.pricePrediction.title': 'Price prediction',
  'feature.pricePrediction.body':
    'See whether fares are likely to rise or drop, so you know when to book.',
  'feature.priceFreeze.title': 'Price freeze',
  'feature.priceFreeze.body': 'Lock in a flight or hotel price while you finalize your plans.',
  'feature.cancelForAnyReason.title': 'Cancel for any reason',
  'feature.cancelForAnyReason.body':
    'Add flexibility to flights and hotels and get money back if plans change.',
  'feature.travelWallet.title': 'Travel wallet',
  'feature.travelWallet.body': 'Use your travel credits and offers at checkout.',
  'earn.ventureXBusiness':
    'Earn {flights} miles on flights and {hotelsAndCars} miles on hotels and rental cars booked through Capital One Business Travel',
  'earn.miles.split':
    'Earn {hotelsAndCars} miles on hotels and rental cars and {flights} miles on flights',
  'earn.cash.split':
    'Earn {hotelsAndCars} cash back on hotels and rental cars and {flights} on flights',
  'earn.flat': 'Earn {everything} on every booking',
  'rewards.cardTitle': 'Your rewards',
  'rewards.balanceLabel': 'Available balance',
  'rewards.miles': '{count, plural, one {# mile} other {# miles}}',
  'rewards.cardLine': '{cardName} ending {lastFour}',
  'rewards.loading': 'Loading your rewards…',
  'rewards.error': "We couldn't load your rewards balance.",
  'rewards.empty': 'No rewards account is linked to this profile yet.',

  // Agent console
  'agent.title': 'Agent console',
  'agent.intro':
    "Signed in as {name}. Enter a customer's Profile Reference ID to start a session on their behalf.",
  'agent.profileReferenceId': 'Profile Reference ID',
  'agent.startSession': 'Start session',

  // Sandbox identity provider
  'sandbox.badge': 'Sandbox',
  'sandbox.title': 'Choose a demo account',
  'sandbox.intro':
    "This is the sandbox sign-in. It stands in for the bank's identity provider so you can try the portal with demo data: choose any account below to sign in as that person. No password is needed and nothing is charged.",
  'sandbox.introAgents':
    'This is the sandbox sign-in for the agent portal. Choose a support agent to sign in, then start a session for a customer with their Profile Reference ID.',
  'sandbox.group.cardholder': 'Card holders',
  'sandbox.group.employee': 'Business employees',
  'sandbox.group.agent': 'Support agents',
  'sandbox.signIn': 'Sign in',
  'sandbox.signInAs': 'Sign in as {displayName}',
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

  // Auth screens (spec §2)
  'startSession.loading': 'Starting the session…',
  'startSession.notFound': "We couldn't find that Profile Reference ID. Try a different one?",
  'startSession.submit': 'Submit',
  'endSession.loading': 'Signing you out…',
  'endSession.error': "We couldn't sign you out.",
  'invalidSession.loading': 'Taking you to sign in…',
  'invalidSession.error': "We couldn't start signing you in.",
  'invalidSession.loopTitle': "We couldn't keep you signed in",
  'invalidSession.loopBody':
    'Your browser may be blocking cookies for this site. Allow cookies, then try again.',
  'ftux.title': 'Welcome aboard, {firstName}!',
  'ftux.intro':
    '{brand} is your place to book flights, hotels, rental cars, vacation rentals, experiences and packages, with tools that help you book at the right price.',
  'ftux.offersTitle': 'What you can do here',
  'ftux.earnTitle': 'Your card earns more here',
  'ftux.getStarted': 'Get started',

  // Access pages
  'accessDenied.title': "You don't have access to this portal",
  'accessDenied.body':
    "Your account isn't set up to use {brand}. If you think this is a mistake, call us and we'll sort it out.",
  'accessDeniedNotBeta.title': "Business travel isn't available for your business yet",
  'accessDeniedNotBeta.body':
    "{brand} is opening to businesses in stages, and yours isn't enrolled yet. Call us to ask about joining.",
  'access.callUs': 'Call us at {phone}',
  'access.signOutHint': 'Signed in with the wrong account?',

  // Business travel terms acknowledgement (40106)
  'ack.title': 'Business travel terms',
  'ack.intro':
    'Before you book, please read and accept the terms for travel booked through your business.',
  'ack.version': 'Version {version}',
  'ack.terms.policy':
    "Bookings must follow your business's travel policy. Out-of-policy choices may need approval before they are confirmed.",
  'ack.terms.payment':
    'Travel is charged to the business card or rewards account you choose at checkout. Your business may review every booking.',
  'ack.terms.travelers':
    'You may book for yourself and, when your role allows it, for other employees. Traveler details must match government ID.',
  'ack.terms.changes':
    'Changes and cancellations follow the fare or rate rules shown at booking and any protections you add.',
  'ack.checkbox': 'I have read and accept the business travel terms',
  'ack.continue': 'Continue',
  'ack.saving': 'Saving…',

  // Legal pages
  'tos.title': 'Terms of Service',
  'tos.intro':
    'These terms govern your use of {brand} to search for and book travel. By booking, you agree to them.',
  'tos.bookings.title': 'Bookings',
  'tos.bookings.body':
    'Travel is supplied by airlines, hotels, rental car companies and other providers. Their rules, including change and cancellation fees, apply to your booking and are shown before you pay.',
  'tos.prices.title': 'Prices and rewards',
  'tos.prices.body':
    'Prices are in US dollars and include taxes and fees unless stated. When you pay with rewards, the rewards are deducted from your account when the booking is confirmed.',
  'tos.protections.title': 'Protections',
  'tos.protections.body':
    'Optional protections such as price freeze and cancel for any reason have their own terms, shown when you add them.',
  'tos.promotions.title': 'Promotions',
  'tos.promotions.body':
    'Promotions are limited to one booking per account and are for personal, non-commercial use unless the offer says otherwise.',
  'siteTerms.title': 'Site Terms of Use',
  'siteTerms.intro': 'These terms apply to anyone who visits this website.',
  'siteTerms.use.title': 'Using this site',
  'siteTerms.use.body':
    'Use this site only to plan and book travel for yourself or people you are authorized to book for. Do not disrupt the site or access it by automated means.',
  'siteTerms.privacy.title': 'Privacy',
  'siteTerms.privacy.body':
    'We use your information to provide the service, keep your account secure and improve the site, as described in our privacy notice.',
  'siteTerms.content.title': 'Content',
  'siteTerms.content.body':
    'Travel information on this site comes from our suppliers. We work to keep it accurate but cannot guarantee it is complete or current.',

  // Webview
  'webview.loading': 'Opening the portal…',
  'webview.missingToken.title': 'This link is missing its sign-in token',
  'webview.missingToken.body': 'Open the travel portal again from the app.',

  // Admin host
  'admin.title': 'Business administration',
  'admin.intro': 'Set up your business profile so your employees can book business travel.',
  'admin.onboardingLink': 'Go to business onboarding',
  'onboarding.title': 'Business onboarding',
  'onboarding.profileTitle': 'Business profile',
  'onboarding.status': 'Status',
  'onboarding.live': 'Live',
  'onboarding.notLive': 'Not live yet',
  'onboarding.employees': 'Employees',
  'onboarding.policyTiers': 'Policy tiers',
  'onboarding.renameTitle': 'Rename your business',
  'onboarding.nameField': 'Business name',
  'onboarding.save': 'Save name',
  'onboarding.saving': 'Saving…',
  'onboarding.saved': 'Business name saved.',
  'onboarding.nameTooShort': 'Business name must be at least 2 characters.',
  'onboarding.nameTooLong': 'Business name is at most 120 characters.',
  'onboarding.goLiveTitle': 'Go live',
  'onboarding.goLiveHelp':
    'When your profile is ready, mark the business live so employees can book travel.',
  'onboarding.goLive': 'Mark business live',
  'onboarding.isLive': 'Your business is live: employees can book travel.',
  'onboarding.wentLive': 'Your business is now live.',
  'onboarding.loading': 'Loading your business…',
  'onboarding.error': "We couldn't load your business profile.",
} as const;

export type MessageId = keyof typeof EN_MESSAGES;
export type MessageCatalogue = Record<MessageId, string>;
