import type { TRIPS_HOME_EN } from './trips-home';

/** Voyages : annulation et reçu d’une location de vacances. Français. */
export const TRIPS_HOME_FR: Record<keyof typeof TRIPS_HOME_EN, string> = {
  'trips.outcome.home_full_refund': 'Annulé à temps : {refund} remboursés, tout le séjour.',
  'trips.outcome.home_partial_refund':
    'Annulé selon les conditions de l’hôte : {refund} remboursés, le reste retenu.',
  'trips.outcome.home_non_refundable': 'Le séjour n’était plus remboursable : rien n’a été rendu.',
  'trips.cancelTerms.home_full_refund':
    'Gratuite : ce que vous avez payé pour le séjour est remboursé',
  'trips.cancelTerms.home_partial_refund':
    'Une partie du séjour est remboursée ; l’hôte garde le reste selon ses conditions',
  'trips.cancelTerms.home_non_refundable':
    'Non remboursable : vous pouvez annuler, mais rien n’est remboursé',
  'trips.receipt.line.base.Home': 'Séjour',
};
