import type { TRAVEL_SALE_EN } from './travel-sale';

/** The travel sale and the hotel cross-sell in French, spread into FR_MESSAGES. */
export const TRAVEL_SALE_FR: Record<keyof typeof TRAVEL_SALE_EN, string> = {
  'travelSale.title': 'Soldes voyage',
  'travelSale.intro':
    'Le tarif aller simple le plus bas pour un adulte vers chaque destination, au départ du {from} au {until}, à côté du prix habituel de la liaison.',
  'travelSale.loading': 'Recherche des tarifs soldés…',
  'travelSale.error': 'Impossible de charger les soldes voyage.',
  'travelSale.off.title': 'Pas de soldes voyage en ce moment',
  'travelSale.off.body':
    'Aucune promotion n’est en cours. Recherchez des vols pour voir les tarifs du jour.',
  'travelSale.searchFlights': 'Rechercher des vols',
  'travelSale.origin.label': 'Au départ de',
  'travelSale.origin.description':
    'Un code d’aéroport ou de ville à trois lettres, comme JFK ou NYC.',
  'travelSale.origin.invalid': 'Saisissez un code d’aéroport ou de ville à trois lettres.',
  'travelSale.origin.submit': 'Voir les tarifs',
  'travelSale.origin.HomeAirport':
    'Tarifs au départ de {city} ({code}), d’où vous avez cherché la dernière fois.',
  'travelSale.origin.Default': 'Tarifs au départ de {city} ({code}).',
  'travelSale.origin.Chosen': 'Tarifs au départ de {city} ({code}).',
  'travelSale.continent.label': 'Continent',
  'travelSale.continent.all': 'Tous les continents',
  'travelSale.continent.AF': 'Afrique',
  'travelSale.continent.AN': 'Antarctique',
  'travelSale.continent.AS': 'Asie',
  'travelSale.continent.EU': 'Europe',
  'travelSale.continent.NA': 'Amérique du Nord',
  'travelSale.continent.OC': 'Océanie',
  'travelSale.continent.SA': 'Amérique du Sud',
  'travelSale.list.featured': 'Offres à la une',
  'travelSale.list.sorted': 'Toutes les destinations en solde',
  'travelSale.list.international': 'International',
  'travelSale.list.us': 'Aux États-Unis',
  'travelSale.list.beach': 'Escapades à la plage',
  'travelSale.list.winter': 'Évasions d’hiver',
  'travelSale.list.empty': 'Aucune destination sur ce continent.',
  'travelSale.fare': 'À partir de {fare}',
  'travelSale.usual': 'Habituellement {fare}',
  'travelSale.saving': '{percent} % sous le prix habituel',
  'travelSale.departs': 'Départ le {date}',
  'travelSale.noFare': 'Aucun vol au départ de {origin} pendant la période des soldes.',
  'travelSale.hotelsSoldOut': 'Hôtels complets',
  'travelSale.seeFlights': 'Voir les vols vers {city}',
  'travelSale.home.title': 'Soldes voyage',
  'travelSale.home.body':
    'Des tarifs vers {count, plural, one {# destination} other {# destinations}} au départ de {city}, à partir de {fare}.',
  'travelSale.home.action': 'Voir les soldes',
  'travelSale.home.deal': '{city} à partir de {fare}',
  'premiumOffers.title': 'Offres de séjours premium',
  'premiumOffers.intro':
    'Des hôtels Premier et Lifestyle avec une offre pour un séjour de {nights} nuits du {from} au {until}, pour deux.',
  'premiumOffers.loading': 'Recherche des offres de séjours premium…',
  'premiumOffers.error': 'Impossible de charger les offres de séjours premium.',
  'premiumOffers.empty': 'Aucune offre de séjour premium en ce moment.',
  'premiumOffers.place': 'Séjours premium à {city}',
  'premiumOffers.offer.FreeNight': 'Nuit offerte : {amount} de moins sur votre séjour',
  'premiumOffers.offer.ExperienceCredit': 'Crédit expérience de {amount}',
  'hotelCrossSell.title': 'Besoin d’un hôtel à {city}?',
  'hotelCrossSell.lead':
    '{nights, plural, one {# nuit} other {# nuits}} du {from} au {until}, les dates de votre voyage.',
  'hotelCrossSell.more': 'Voir tous les hôtels à {city}',
};
