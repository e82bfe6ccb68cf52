import type { STAYS_EN } from './stays';

/** French for stays and premium stays: loaded with messages-fr only. */
export const STAYS_FR: Record<keyof typeof STAYS_EN, string> = {
  'stays.search.title': 'Trouver un séjour',
  'stays.search.lead': 'Hôtels et locations de vacances ensemble, sur une liste et une carte.',
  'stays.homes.title': 'Locations de vacances',
  'stays.homes.body':
    'Uniquement des logements entiers, avec des filtres pour les chambres, les animaux et plus.',
  'stays.homes.link': 'Rechercher des locations de vacances',
  'stays.results.title': 'Séjours à {place}',
  'stays.premium.title': 'Séjours premium',
  'stays.premium.body':
    'Les hôtels des collections Premier et Lifestyle, avec petit-déjeuner, crédits d’activité et plus à chaque séjour.',
  'stays.premium.link': 'Découvrir les séjours premium',
  'premiumStays.title': 'Séjours premium',
  'premiumStays.lead':
    'Les hôtels des collections Premier et Lifestyle, avec des avantages inclus à chaque séjour.',
  'premiumStays.offersLink': 'Voir les offres de séjours premium en cours',
  'premiumStays.collections': 'Les collections',
  'premiumStays.about.Premier': 'Des hôtels de luxe où le plus est inclus.',
  'premiumStays.about.Lifestyle': 'Des hôtels-boutiques et design qui ont du caractère.',
  'premiumStays.benefit.dailyBreakfastForTwo': 'Petit-déjeuner quotidien pour deux',
  'premiumStays.benefit.experienceCredit': 'Crédit d’activité de {amount}',
  'premiumStays.benefit.roomUpgrade': 'Surclassement de chambre, selon disponibilité',
  'premiumStays.benefit.earlyCheckInLateCheckout':
    'Arrivée anticipée et départ tardif, selon disponibilité',
  'premiumStays.benefit.freeWifi': 'Wi-Fi gratuit',
  'premiumStays.benefit.complimentaryNight':
    '4e nuit offerte pour les séjours de {minNights} nuits ou plus',
  'premiumStays.benefitsLine': 'Inclus : {benefits}',
  'premiumStays.results.title': 'Séjours premium à {place}',
  'premiumStays.shop.benefits': 'Inclus dans votre séjour',
  'premiumStays.shop.nightApplies':
    'Votre séjour de {nights} nuits comprend une 4e nuit offerte, indiquée dans le détail du prix de chaque tarif.',
  'premiumStays.shop.nightNeedsMore':
    'Séjournez {minNights} nuits ou plus et la 4e nuit est offerte.',
  'premiumStays.shop.notInCollection':
    'Cet hôtel ne fait pas partie des collections Premier ou Lifestyle : les avantages des séjours premium ne s’appliquent pas.',
  'premiumStays.shop.unavailable':
    'Votre recherche n’a trouvé aucune chambre dans cet hôtel pour ces dates. D’autres dates en ont peut-être.',
};
