import type { TRAVEL_APP_TEST_EN } from './travel-app-test';

/** French for `travel-app-test.ts`, spread into FR_MESSAGES. */
export const TRAVEL_APP_TEST_FR: Record<keyof typeof TRAVEL_APP_TEST_EN, string> = {
  'travelAppTest.title': 'Test du pont de l’application de voyage',
  'travelAppTest.badge': 'Bac à sable',
  'travelAppTest.intro':
    "Ouvre le portail comme le ferait une application mobile, en mode webview, et liste chaque événement que l'application recevrait par son pont. Cette page n'existe que dans le bac à sable.",
  'travelAppTest.consoleLink': 'Console du bac à sable',
  'travelAppTest.setup': 'Ouvrir le portail',
  'travelAppTest.person': 'Personne de démonstration',
  'travelAppTest.tenant.capone': 'Portail grand public',
  'travelAppTest.tenant.capone-corporate': 'Portail entreprise',
  'travelAppTest.startPage': 'Page de départ (chemin et requête)',
  'travelAppTest.startPageHint':
    'Toute page du portail ; un lien profond porte isTravelApp=true et les paramètres de recherche.',
  'travelAppTest.preset': 'Exemple de lien profond',
  'travelAppTest.preset.home': 'Accueil',
  'travelAppTest.preset.flights': 'Vols vers Paris',
  'travelAppTest.preset.hotels': 'Hôtels à Paris',
  'travelAppTest.preset.homes': 'Locations de vacances à Lisbonne',
  'travelAppTest.preset.cars': 'Voitures à Chicago',
  'travelAppTest.preset.activities': 'Musées à Londres',
  'travelAppTest.preset.trips': 'Voyages',
  'travelAppTest.open': 'Ouvrir dans le téléphone',
  'travelAppTest.opening': 'Ouverture…',
  'travelAppTest.openFailed': "Nous n'avons pas pu ouvrir de session webview pour cette personne.",
  'travelAppTest.peopleFailed': "Nous n'avons pas pu charger les personnes de démonstration.",
  'travelAppTest.phone': 'Le portail dans un téléphone (390 × 844)',
  'travelAppTest.phoneEmpty':
    'Choisissez une personne et une page de départ, puis ouvrez le portail ici.',
  'travelAppTest.events': 'Événements reçus',
  'travelAppTest.eventCount':
    '{count, plural, =0 {Aucun événement pour l’instant} one {# événement} other {# événements}}',
  'travelAppTest.clear': 'Effacer',
  'travelAppTest.column.time': 'Heure',
  'travelAppTest.column.event': 'Événement',
  'travelAppTest.column.funnel': 'Parcours',
  'travelAppTest.column.payload': 'Contenu',
  'travelAppTest.noFunnel': 'aucun',
  'travelAppTest.eventsEmpty':
    'Cherchez, choisissez des dates ou réservez dans le téléphone : chaque événement que l’application recevrait s’affiche ici.',
  'travelAppTest.announce': '{event} reçu',
  'travelAppTest.bridges': "Ce que l'application fournit",
  'travelAppTest.bridges.ios': 'iOS (WKWebView)',
  'travelAppTest.bridges.reactNative': 'React Native (react-native-webview)',
  'travelAppTest.bridges.android': 'Android (addJavascriptInterface)',
  'travelAppTest.bridges.message':
    'Chaque message est {shape} : un objet sur iOS, une chaîne JSON ailleurs. Cette page reçoit le même message du portail encadré.',
  'travelAppTest.bridges.handoff':
    "L'application ouvre {path} avec son jeton de session dans le fragment, puis le portail garde le mode webview pour la session.",
};
