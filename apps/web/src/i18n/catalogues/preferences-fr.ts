import type { PREFERENCES_EN } from './preferences';

/** French for the travel preferences form: loaded with messages-fr. */
export const PREFERENCES_FR: Record<keyof typeof PREFERENCES_EN, string> = {
  'preferences.title': 'Préférences de voyage',
  'preferences.lead':
    'Vos recherches partent d’ici : la recherche de vols part de votre aéroport d’attache, dans votre cabine préférée.',
  'preferences.loading': 'Chargement de vos préférences…',
  'preferences.loadError': 'Nous n’avons pas pu charger vos préférences.',
  'preferences.flightTitle': 'Vols',
  'preferences.homeAirport': 'Aéroport d’attache',
  'preferences.homeAirportHelp': 'Son code à trois lettres, comme YUL ou JFK.',
  'preferences.homeAirportFormat': 'Saisissez un code d’aéroport à trois lettres, comme YUL.',
  'preferences.homeAirportUnknown': 'Nous ne desservons pas cet aéroport. Vérifiez le code.',
  'preferences.cabin': 'Cabine préférée',
  'preferences.cabinNone': 'Aucune préférence',
  'preferences.seat': 'Siège',
  'preferences.seat.aisle': 'Couloir',
  'preferences.seat.window': 'Hublot',
  'preferences.seat.none': 'Aucune préférence',
  'preferences.airlines': 'Compagnies aériennes préférées',
  'preferences.airlinesHelp': 'Jusqu’à {max} compagnies.',
  'preferences.addAirline': 'Ajouter une compagnie',
  'preferences.addAirlineChoose': 'Choisir une compagnie',
  'preferences.removeAirline': 'Retirer {airline}',
  'preferences.noAirlines': 'Aucune compagnie préférée pour l’instant.',
  'preferences.hotelTitle': 'Hôtels',
  'preferences.chains': 'Chaînes hôtelières préférées',
  'preferences.chainsHelp':
    'Jusqu’à {max} chaînes ; les résultats d’hôtels les proposent en tête des filtres.',
  'preferences.minStars': 'Nombre d’étoiles minimum',
  'preferences.minStarsAny': 'Indifférent',
  'preferences.minStarsValue': '{stars, plural, one {# étoile} other {# étoiles}} ou plus',
  'preferences.save': 'Enregistrer les préférences',
  'preferences.saved': 'Vos préférences sont enregistrées.',
  'preferences.saveError': 'Nous n’avons pas pu enregistrer vos préférences. Réessayez.',
};
