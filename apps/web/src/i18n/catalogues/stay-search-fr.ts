import type { STAY_SEARCH_EN } from './stay-search';

/** Le formulaire de recherche de séjours et de locations de vacances. Français. */
export const STAY_SEARCH_FR: Record<keyof typeof STAY_SEARCH_EN, string> = {
  'staySearch.formLabel': 'Recherche de séjour',
  'staySearch.place': 'Ville',
  'staySearch.dates': 'Arrivée et départ',
  'staySearch.guests': 'Qui vient',
  'staySearch.rooms': 'Chambres d’hôtel',
  'staySearch.roomsHint': 'Pour les hôtels ; un logement se loue en entier.',
  'staySearch.adults': 'Adultes',
  'staySearch.children': 'Enfants',
  'staySearch.pets': 'Animaux',
  'staySearch.petsHint': 'Les logements qui les acceptent sont signalés.',
  'staySearch.submit': 'Rechercher des séjours',
  'staySearch.error.place': 'Choisissez une ville dans la liste.',
  'staySearch.error.city':
    'Les logements se cherchent par ville : choisissez une ville plutôt qu’un quartier ou un hôtel.',
  'staySearch.error.dates': 'Choisissez une date d’arrivée et une date de départ postérieure.',
  'staySearch.error.past':
    'Choisissez une date d’arrivée à partir d’aujourd’hui, dans les 330 prochains jours.',
  'staySearch.error.long':
    'Une recherche couvre au plus {nights} nuits. Choisissez des dates plus proches.',
};
