/**
 * The sandbox's travel-app bridge test page (admin host): English, loaded with its page (i18n/area-messages.tsx),
 * not with the shell. French is in travel-app-test-fr.ts.
 */
export const TRAVEL_APP_TEST_EN = {
  'travelAppTest.title': 'Travel-app bridge test',
  'travelAppTest.badge': 'Sandbox',
  'travelAppTest.intro':
    'Opens the portal as a phone app would, in webview mode, and lists each event the app would receive through its bridge. This page exists only in the sandbox.',
  'travelAppTest.consoleLink': 'Sandbox console',
  'travelAppTest.setup': 'Open the portal',
  'travelAppTest.person': 'Demo person',
  'travelAppTest.tenant.capone': 'Consumer portal',
  'travelAppTest.tenant.capone-corporate': 'Business portal',
  'travelAppTest.startPage': 'Start page (path and query)',
  'travelAppTest.startPageHint':
    'Any page of the portal; a deep link carries isTravelApp=true and the search parameters.',
  'travelAppTest.preset': 'Example deep link',
  'travelAppTest.preset.home': 'Home',
  'travelAppTest.preset.flights': 'Flights to Paris',
  'travelAppTest.preset.hotels': 'Hotels in Paris',
  'travelAppTest.preset.homes': 'Vacation rentals in Lisbon',
  'travelAppTest.preset.cars': 'Cars in Chicago',
  'travelAppTest.preset.activities': 'Museums in London',
  'travelAppTest.preset.trips': 'Trips',
  'travelAppTest.open': 'Open in the phone',
  'travelAppTest.opening': 'Opening…',
  'travelAppTest.openFailed': "We couldn't open a webview session for this person.",
  'travelAppTest.peopleFailed': "We couldn't load the demo people.",
  'travelAppTest.phone': 'The portal in a phone (390 × 844)',
  'travelAppTest.phoneEmpty': 'Choose a person and a start page, then open the portal here.',
  'travelAppTest.events': 'Events received',
  'travelAppTest.eventCount': '{count, plural, =0 {No events yet} one {# event} other {# events}}',
  'travelAppTest.clear': 'Clear',
  'travelAppTest.column.time': 'Time',
  'travelAppTest.column.event': 'Event',
  'travelAppTest.column.funnel': 'Funnel',
  'travelAppTest.column.payload': 'Payload',
  'travelAppTest.noFunnel': 'none',
  'travelAppTest.eventsEmpty':
    'Search, pick dates or book in the phone: each event the app would receive shows here.',
  'travelAppTest.announce': '{event} received',
  'travelAppTest.bridges': 'What the app provides',
  'travelAppTest.bridges.ios': 'iOS (WKWebView)',
  'travelAppTest.bridges.reactNative': 'React Native (react-native-webview)',
  'travelAppTest.bridges.android': 'Android (addJavascriptInterface)',
  'travelAppTest.bridges.message':
    'Each message is {shape}: an object on iOS, a JSON string elsewhere. This page receives the same message from the framed portal.',
  'travelAppTest.bridges.handoff':
    'The app opens {path} with its session token in the hash, then the portal keeps webview mode for the session.',
} as const;
