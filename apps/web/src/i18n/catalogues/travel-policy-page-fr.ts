import type { TRAVEL_POLICY_PAGE_EN } from './travel-policy-page';

/** French for `travel-policy-page.ts`, spread into FR_MESSAGES. */
export const TRAVEL_POLICY_PAGE_FR: Record<keyof typeof TRAVEL_POLICY_PAGE_EN, string> = {
  'travelPolicy.title': 'Votre politique de voyage',
  'travelPolicy.loading': 'Chargement de votre politique de voyage…',
  'travelPolicy.error': 'Nous n’avons pas pu charger votre politique de voyage.',
  'travelPolicy.none.title': 'Aucune politique de voyage',
  'travelPolicy.none.body':
    'Les politiques de voyage s’appliquent aux comptes de voyages d’affaires. Vos voyages n’ont aucune limite.',
  'travelPolicy.tier': 'Niveau de politique : {tier}',
  'travelPolicy.approval.24hr_review':
    'Chaque voyage est examiné par un approbateur avant sa réservation; les places et le prix sont retenus jusqu’à 24 heures.',
  'travelPolicy.approval.auto': 'Les voyages sont réservés immédiatement, sans approbation.',
  'travelPolicy.open':
    'Votre niveau n’a aucune limite : tous les tarifs, hôtels et voitures sont conformes.',
  'travelPolicy.flights.title': 'Vols',
  'travelPolicy.flights.short': 'Vols de {hours} heures de vol ou moins :',
  'travelPolicy.flights.long': 'Vols de plus de {hours} heures de vol :',
  'travelPolicy.flights.all': 'Tous les vols :',
  'travelPolicy.flights.cabins': '{cabins}.',
  'travelPolicy.flights.oneWayCap': 'Jusqu’à {amount} l’aller simple.',
  'travelPolicy.flights.noOneWayCap': 'Aucune limite pour un aller simple.',
  'travelPolicy.flights.roundTripCap': 'Jusqu’à {amount} l’aller-retour.',
  'travelPolicy.flights.noRoundTripCap': 'Aucune limite pour un aller-retour.',
  'travelPolicy.flights.perTraveler':
    'Les limites sont par voyageur, taxes et frais compris. Un voyage de plusieurs vols peut coûter jusqu’à la somme de leurs limites aller simple.',
  'travelPolicy.hotels.title': 'Hôtels',
  'travelPolicy.hotels.stars': 'Hôtels {stars} étoiles,',
  'travelPolicy.hotels.cap': 'jusqu’à {amount} la nuit.',
  'travelPolicy.hotels.noCap': 'sans limite par nuit.',
  'travelPolicy.cars.title': 'Voitures',
  'travelPolicy.cars.cap': 'Jusqu’à {amount} par jour.',
  'travelPolicy.cars.noCap': 'Aucune limite par jour.',
};
