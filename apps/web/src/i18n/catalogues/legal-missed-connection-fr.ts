import type { LEGAL_MISSED_CONNECTION_EN } from './legal-missed-connection';

/** French messages of `/terms/missed-connection-guarantee` (issue 20). */
export const LEGAL_MISSED_CONNECTION_FR: Record<keyof typeof LEGAL_MISSED_CONNECTION_EN, string> = {
  'missedConnectionTerms.title': 'Garantie de correspondance manquée : conditions',
  'missedConnectionTerms.intro':
    'Certains des itinéraires les moins chers ou les plus rapides réunissent deux compagnies qui ne vendent pas de billets ensemble. Nous les réservons en deux billets, avec une correspondance autonome entre les deux, et nous garantissons la correspondance : si un retard de votre premier vol vous fait manquer le suivant, nous vous réservons un autre vol sans frais.',
  'missedConnectionTerms.covers.label': 'Ce qu’elle couvre',
  'missedConnectionTerms.covers.value':
    'Tout itinéraire avec correspondance autonome réservé ici, pour chaque voyageur, sans supplément. Chaque correspondance autonome laisse au moins {minutes} minutes pour récupérer vos bagages et vous enregistrer de nouveau.',
  'missedConnectionTerms.missed.label': 'Quand une correspondance est manquée',
  'missedConnectionTerms.missed.value':
    'Quand votre premier vol, retardé, atterrit moins de {minutes} minutes avant le départ de votre vol suivant.',
  'missedConnectionTerms.flight.label': 'Le vol sur lequel nous vous réservons',
  'missedConnectionTerms.flight.value':
    'Au départ et à destination des mêmes aéroports, le jour même ou le lendemain, dans la même classe tarifaire ou une classe inférieure, jusqu’à {cap} par voyageur.',
  'missedConnectionTerms.reasonable.label': 'Les options proposées en premier',
  'missedConnectionTerms.reasonable.value':
    'Les vols qui partent dans les {minutes} minutes du vol manqué ou, s’il devait partir après {late}, les vols qui partent avant {morning} le lendemain.',
  'missedConnectionTerms.together.label': 'Voyager ensemble',
  'missedConnectionTerms.together.value':
    'Nous ne modifions la réservation en ligne que si tous les voyageurs peuvent prendre le même vol. Sinon, appelez-nous au {phone} et un agent la termine avec les mêmes options.',
  'missedConnectionTerms.window.label': 'Combien de temps vous avez',
  'missedConnectionTerms.window.value':
    '{hours} heures après le retard qui vous a fait manquer la correspondance.',
  'missedConnectionTerms.ends.title': 'Quand elle prend fin',
  'missedConnectionTerms.ends.unused': 'Sans avoir servi, {hours} heures après la perturbation.',
  'missedConnectionTerms.ends.change':
    'Vous modifiez le voyage vous-même, chez nous ou auprès d’une compagnie.',
  'missedConnectionTerms.ends.cancelled':
    'Le voyage est annulé, y compris pendant la période d’annulation sans frais.',
  'missedConnectionTerms.use.title': 'Comment l’utiliser',
  'missedConnectionTerms.use.body':
    'Dès que nous voyons le retard, nous vous écrivons et votre voyage indique la correspondance manquée. Choisissez-y un nouveau vol : le nouveau billet est émis et votre voyage l’affiche. Si rien ne peut être réservé en ligne, le voyage vous donne notre numéro et une référence à citer.',
};
