import { TRAVEL_APP_EN } from './catalogues/travel-app';
import { AGENTS_EN } from './catalogues/agents';
import { FLIGHT_BOOKING_EN } from './catalogues/flight-booking';
import { FLIGHT_SHOP_EN } from './catalogues/flight-shop';
import { LEGAL_EN } from './catalogues/legal';
import { SANDBOX_IDP_EN } from './catalogues/sandbox-idp';
import { TRAVELERS_EN } from './catalogues/travelers';
import { TRAVEL_POLICY_EN } from './catalogues/travel-policy';
import { SANDBOX_OUTBOX_EN } from './catalogues/sandbox-outbox';
import { TRAVEL_OFFERS_EN } from './catalogues/travel-offers';
import { SITE_NOTICES_EN } from './catalogues/site-notices';
import { SHOWN_ONCE_TIPS_EN } from './catalogues/shown-once-tips';
import { PREFERENCES_EN } from './catalogues/preferences';
import { SANDBOX_MAINTENANCE_EN } from './catalogues/sandbox-maintenance';
import { FAQ_EN } from './catalogues/faq';
import { ONBOARDING_EN } from './catalogues/onboarding';
import { HOTELS_EN } from './catalogues/hotels';
import { STAYS_EN } from './catalogues/stays';
import { HOTEL_BOOKING_EN } from './catalogues/hotel-booking';
import { TRIPS_EN } from './catalogues/trips';
import { SANDBOX_CONSOLE_EN } from './catalogues/sandbox-console';
import { TRAVEL_CREDITS_EN } from './catalogues/travel-credits';
import { TRAVEL_SALE_EN } from './catalogues/travel-sale';
import { EXPERIMENTS_TRACKING_EN } from './catalogues/experiments-tracking';
import { PRICE_FREEZE_EN } from './catalogues/price-freeze';
import { EXCHANGE_EN } from './catalogues/exchange';
import { PRICE_WATCH_EN } from './catalogues/price-watch';
import { FLIGHT_DATES_EN } from './catalogues/flight-dates';
import { PRICE_MATCH_EN } from './catalogues/price-match';
import { CARS_EN } from './catalogues/cars';
import { ACTIVITIES_EN } from './catalogues/activities';
import { ACTIVITY_BOOKING_EN } from './catalogues/activity-booking';
import { CAR_RENTAL_EN } from './catalogues/car-rental';
import { CAR_BOOKING_EN } from './catalogues/car-booking';
import { CAR_FACTS_EN } from './catalogues/car-facts';
import { HOMES_EN } from './catalogues/homes';
import { STAY_SEARCH_EN } from './catalogues/stay-search';
import { OFFLINE_MAP_EN } from './catalogues/offline-map';
import { PACKAGES_EN } from './catalogues/packages';
import { PACKAGE_BUILDER_EN } from './catalogues/package-builder';
import { APPROVALS_EN } from './catalogues/approvals';
import { TRAVEL_POLICY_PAGE_EN } from './catalogues/travel-policy-page';
import { AGENT_TRAIL_EN } from './catalogues/agent-trail';
import { TRAVEL_APP_TEST_EN } from './catalogues/travel-app-test';

/**
 * The shell's English messages: those any page may use, loaded with the shell. With the area
 * catalogues below they are the English catalogue, the source of every message id. French
 * (messages-fr.ts) must cover every id with the same placeholders; a unit test checks it.
 */
export const SHELL_EN_MESSAGES = {
  // Brand and tenant copy (spec §1)
  'brand.capone.name': 'Capital One Travel',
  'brand.capone-corporate.name': 'Capital One Business Travel',
  'tenant.capone.welcomeTitle': 'Welcome to Capital One Travel',
  'tenant.capone-corporate.welcomeTitle': 'Welcome to Capital One Business Travel',
  'tenant.capone.tagline': 'Book flights and hotels, and earn rewards on every trip',
  'tenant.capone-corporate.tagline': 'Smarter business travel starts here',
  'tenant.sandboxNotice': 'Sandbox: demo data only. No real bookings or charges.',

  // Shell
  'shell.skipToContent': 'Skip to main content',
  'shell.homeLink': '{brand} home',
  'shell.adminBadge': 'Admin',
  'shell.approvalsWaiting': '{count, plural, one {trip} other {trips}} waiting',
  'shell.travelCredits': 'Travel credits and offers',
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
  'account.travelers': 'Travelers',
  'account.favorites': 'Favorites',
  'account.signOut': 'Sign out',
  'account.signIn': 'Sign in',
  'language.label': 'Language',
  'language.en': 'English',
  'language.fr': 'Français',
  'footer.support': 'Travel support, 24/7: {phone}',
  'footer.legalNav': 'Help and legal',
  'footer.faq': 'Questions and answers',
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
  'errorModal.submitReference': 'Submit',
  'errorModal.sent': 'Thank you. Our support team has reference {reference}.',
  'errorModal.close': 'Close',
  'error.ExcessiveActivity': 'Too many requests. Please wait a moment and try again.',
  'error.network': "We couldn't reach our servers. Check your connection and try again.",

  // Session gate
  'session.loading': 'Checking your session…',
  'session.redirecting': 'Redirecting…',
  'session.error': "We couldn't check your session.",
  'session.delegatedBanner': 'You are acting on behalf of {firstName} {lastName}',
  'session.delegatedLabel': 'Agent session',
  'session.delegatedReference': 'Profile Reference ID {profileReferenceId}',
  'session.delegatedAgent': 'Agent: {name}',
  'session.switchCustomer': 'Switch customer',
  'session.endSession': 'End session',
  'session.switchCustomerFailed': 'We couldn’t switch customer. Try again.',
  'session.signInAgain': 'Sign in again',
  'session.ended': 'Your session has ended.',

  // Home (spec §1 greeting)
  'home.greeting': 'Hi {firstName} — your {cardName} card ending {lastFour}',
  'home.greetingNoCard': 'Hi {firstName}',
  'home.featuresTitle': 'Book with confidence',
  'home.searchTitle': 'Search',
  'home.searchTabs': 'What are you booking?',
  'feature.pricePrediction.title': 'Price prediction',
  'feature.pricePrediction.body':
    'See whether fares are likely to rise or drop, so you know when to book.',
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
  'agent.priceMatchQueue': 'Price match claims to review',
  'agent.missedConnectionsQueue': 'Missed connections to rebook',

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
    '{brand} is your place to book flights, hotels and stays, with tools that help you book at the right price.',
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

  // Webview
  'webview.loading': 'Opening the portal…',
  'webview.missingToken.title': 'This link is missing its sign-in token',
  'webview.missingToken.body': 'Open the travel portal again from the app.',
  'webview.sessionEnded.title': 'Your session has ended',
  'webview.sessionEnded.body': 'Go back to the app to sign in again. Nothing you booked is lost.',

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

  // Flight search (/flights/search)
  'flightSearch.pageTitle': 'Search flights',
  'flightSearch.heading': 'Where are you flying?',
  'flightSearch.tripType': 'Trip type',
  'tripType.one_way': 'One-way',
  'tripType.round_trip': 'Round-trip',
  'tripType.multi_city': 'Multi-city',
  'flightSearch.flightLegend': 'Flight {number}',
  'flightSearch.origin': 'From',
  'flightSearch.destination': 'To',
  'flightSearch.swap': 'Swap origin and destination',
  'flightSearch.departureDate': 'Departure date',
  'flightSearch.dates': 'Travel dates',
  'flightSearch.calendar': 'Calendar',
  // The date picker's fare calendar (issue 19)
  'flightCalendar.loading': 'Finding the lowest fares…',
  'flightCalendar.unavailable':
    'Fares aren’t available right now. You can still choose your dates.',
  'flightCalendar.note.oneWay':
    'Lowest one-way fare each day, for {travelers, plural, one {# traveler} other {all # travelers}}.',
  'flightCalendar.note.roundTrip':
    'Lowest round-trip total by departure day for a {days, plural, =0 {same-day trip} one {# day trip} other {#-day trip}}, {travelers, plural, one {# traveler} other {# travelers}}.',
  'flightCalendar.note.return':
    'Lowest round-trip total by return day, leaving {date}, {travelers, plural, one {# traveler} other {# travelers}}.',
  'flightCalendar.spoken.low': '{price}, low fare',
  'flightCalendar.spoken.typical': '{price}, typical fare',
  'flightCalendar.spoken.high': '{price}, high fare',
  'flightCalendar.legend.low': 'Low for this route',
  'flightCalendar.legend.typical': 'Typical',
  'flightCalendar.legend.high': 'High',
  'flightSearch.addFlight': 'Add a flight',
  'flightSearch.removeFlight': 'Remove flight {number}',
  'flightSearch.maxFlights': 'Up to {count} flights per trip.',
  'flightSearch.travelers': 'Travelers',
  'flightSearch.travelersSummary': '{count, plural, one {# traveler} other {# travelers}}',
  'flightSearch.cabin': 'Cabin',
  'flightSearch.submit': 'Search flights',
  'flightSearch.fixErrors': 'Check the highlighted fields, then search again.',
  'flightSearch.recentTitle': 'Recent searches',
  'flightSearch.recentRoute': '{origin} to {destination}',
  'flightSearch.recentSearchAgain': 'Search again: {route}, {dates}',
  'flightSearch.recentError': "We couldn't load your recent searches.",
  'passenger.ADT': 'Adults',
  'passenger.CNN': 'Children',
  'passenger.INS': 'Infants in seat',
  'passenger.INF': 'Lap infants',
  'passenger.ADT.hint': '12 years and over',
  'passenger.CNN.hint': 'Ages 2 to 11',
  'passenger.INS.hint': 'Under 2, with their own seat',
  'passenger.INF.hint': "Under 2, on an adult's lap",
  'passenger.add': 'Add one: {type}',
  'passenger.remove': 'Remove one: {type}',
  'passengerRule.NoAdultPassenger': 'At least one adult must travel.',
  'passengerRule.TooManyPassengers': 'At most 9 travelers can book together.',
  'passengerRule.TooManyLapInfants':
    'Each lap infant needs an adult: there can be no more lap infants than adults.',
  'searchRule.OriginRequired': 'Choose where you are flying from.',
  'searchRule.DestinationRequired': 'Choose where you are flying to.',
  'searchRule.SameOriginAndDestination': 'The destination must differ from the origin.',
  'searchRule.DateRequired': 'Choose a departure date.',
  'searchRule.DateBeforeToday': 'Choose a date from today onwards.',
  'searchRule.DateOutsideHorizon': 'Choose a date within {days} days from today.',
  'searchRule.ReturnRequired': 'Choose a return date.',
  'searchRule.ReturnBeforeDeparture': 'The return must be on or after the departure date.',
  'searchRule.DatesOutOfOrder': 'Each flight must leave on or after the flight before it.',
  'cabin.BasicEconomy': 'Basic economy',
  'cabin.Economy': 'Economy',
  'cabin.PremiumEconomy': 'Premium economy',
  'cabin.Business': 'Business',
  'cabin.First': 'First',
  'autocomplete.loading': 'Searching places…',
  'autocomplete.empty': 'No airports or cities match.',
  'autocomplete.error': "We couldn't look up places. Try again.",
  'autocomplete.recent': 'Recent places',
  'autocomplete.results': 'Airports and cities',
  'placeKind.metro': 'Metro area',
  'placeKind.metroName': '{name} (all airports)',
  'placeKind.airport': 'Airport',
  'placeKind.city': 'City',
  // Flight shop messages other pages share (the shop's own: catalogues/flight-shop.ts)
  'flightShop.searchFailed.title': 'Uh oh! We were unable to process your search request.',
  'flightShop.searchFailed.body': 'Something went wrong.',
  'filters.heading': 'Filters',
  'filters.toggle': 'Filters',
  'filters.clear': 'Clear filters',
  'itinerary.times': '{departure} – {arrival}',
  'itinerary.plusDays': '+{days}',
  'itinerary.duration': '{hours} h {minutes} min',
  'itinerary.durationHours': '{hours} h',
  'itinerary.nonStop': 'Non-stop',
  'itinerary.stops': '{count, plural, one {# stop} other {# stops}}',
  'fare.earn.miles': 'Earn {amount} miles',
  'fare.earn.cash': 'Earn {amount} cash back',
  'penalty.change.NoPenalty': 'Free changes',
  'penalty.change.WithFee': 'Changes cost {fee}',
  'penalty.change.NotPossible': 'Not changeable',
  'penalty.change.Unknown': 'Changes: ask the airline',
  'penalty.cancel.NoPenalty': 'Free cancellation',
  'penalty.cancel.WithFee': 'Cancelling costs {fee}',
  'penalty.cancel.NotPossible': 'Not refundable',
  'penalty.cancel.Unknown': 'Refunds: ask the airline',
  'penalty.askAirline': 'Ask the airline',
  'review.flight': 'Flight {number}: {origin} to {destination}',
  'review.fare': '{brand} · {cabin}',
  'review.total': 'Trip total',
  'review.changeFlights': 'Change flights',
  // Self-transfer itineraries (issue 20): results, review, booking, confirmation and trips.
  'selfTransfer.title': 'Self-transfer in {city}: collect your bags and check in again',
  'selfTransfer.time':
    '{duration} between flights (we sell self-transfers with at least {minimum})',
  'selfTransfer.tickets': '{count, plural, one {# ticket} other {# tickets}}',
  'selfTransfer.guarantee': 'Missed-connection guarantee included',
  'selfTransfer.guaranteeHelp':
    'These flights are separate tickets on airlines that don’t sell connections together. If a delay on your first flight makes you miss the next one, we rebook you on a qualifying flight at no cost to you; when that can’t be done online, our support team does it.',
  'selfTransfer.guaranteeTerms': 'Missed-connection guarantee terms',
  'selfTransfer.ticket': 'Ticket {number}: {airline}',
  'selfTransfer.ticketRoute': '{origin} to {destination}',
  'selfTransfer.locator': 'Airline confirmation {locator}',
  'selfTransfer.ticketsHeading': 'Your tickets',
  'selfTransfer.hackerFare':
    "Hacker fare: one-way tickets bought together. Each follows its airline's rules: to change or cancel, contact the airline.",
  'walletCredit.AnnualTravelCredit': '{product} annual travel credit',
  'walletCredit.EntryTravelCredit': '{product} first-year travel credit',
  'walletCredit.TravelCardCredit': '{product} one-time travel credit',
  'walletCredit.PriceDropProtection': 'Price drop protection credit',
  'walletCredit.PriceMatch': 'Price match credit',
  'booking.source.UserCard': 'Card',
  'booking.source.Rewards': 'Rewards',
  'booking.source.TravelWallet': 'Travel credit',
  'booking.source.AncillaryCredit': 'Airline credit',
  ...TRAVEL_OFFERS_EN,
  ...SITE_NOTICES_EN,
  ...SHOWN_ONCE_TIPS_EN,
  ...TRAVEL_APP_EN,
  ...TRAVEL_POLICY_EN,
  ...AGENTS_EN,
} as const;

/**
 * Every English message: the shell's, and the area catalogues that load with the pages using them
 * (i18n/area-messages.tsx): flight booking (the shop's review step, booking, confirmation and
 * approvals pages), the flight shop, travelers, the legal pages, the sandbox sign-in, admin
 * onboarding, hotels (search, availability, hotel page, favorites), stays and premium stays,
 * changing a booked flight (the exchange pages), price watch (the results' watch button and
 * Watched trips), cars (search to confirmation), a rental's facts (the car pages and trips), the
 * approvals and travel policy pages, the agent trail, and the sandbox's outbox and travel-app test
 * pages. The portal never loads this object whole (only tests and types use it, so the
 * build drops it).
 */
export const EN_MESSAGES = /* @__PURE__ */ (() =>
  ({
    ...SHELL_EN_MESSAGES,
    ...FLIGHT_BOOKING_EN,
    ...FLIGHT_SHOP_EN,
    ...LEGAL_EN,
    ...SANDBOX_IDP_EN,
    ...TRAVELERS_EN,
    ...PREFERENCES_EN,
    ...ONBOARDING_EN,
    ...HOTELS_EN,
    ...STAYS_EN,
    ...HOTEL_BOOKING_EN,
    ...TRIPS_EN,
    ...SANDBOX_CONSOLE_EN,
    ...SANDBOX_MAINTENANCE_EN,
    ...FAQ_EN,
    ...TRAVEL_CREDITS_EN,
    ...TRAVEL_SALE_EN,
    ...PRICE_FREEZE_EN,
    ...EXCHANGE_EN,
    ...PRICE_WATCH_EN,
    ...FLIGHT_DATES_EN,
    ...PRICE_MATCH_EN,
    ...CARS_EN,
    ...CAR_RENTAL_EN,
    ...CAR_BOOKING_EN,
    ...CAR_FACTS_EN,
    ...HOMES_EN,
    ...STAY_SEARCH_EN,
    ...OFFLINE_MAP_EN,
    ...ACTIVITIES_EN,
    ...ACTIVITY_BOOKING_EN,
    ...PACKAGES_EN,
    ...PACKAGE_BUILDER_EN,
    ...EXPERIMENTS_TRACKING_EN,
    ...APPROVALS_EN,
    ...TRAVEL_POLICY_PAGE_EN,
    ...AGENT_TRAIL_EN,
    ...TRAVEL_APP_TEST_EN,
    ...SANDBOX_OUTBOX_EN,
  }) as const)();

export type MessageId = keyof typeof EN_MESSAGES;
export type MessageCatalogue = Record<MessageId, string>;
