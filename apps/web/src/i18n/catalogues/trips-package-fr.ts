import type { TRIPS_PACKAGE_EN } from './trips-package';

/** Voyages : la carte, la page, les issues d’annulation et la ligne de reçu d’un forfait. Français. */
export const TRIPS_PACKAGE_FR: Record<keyof typeof TRIPS_PACKAGE_EN, string> = {
  'trips.outcome.package_full_refund': 'Annulé à temps : {refund} remboursés, tout le forfait.',
  'trips.outcome.package_partial_refund':
    'Annulé selon les règles tarifaires des vols et la politique de l’hôtel : {refund} remboursés, le reste est retenu.',
  'trips.outcome.package_non_refundable':
    'Le forfait n’était pas remboursable : rien n’a été rendu.',
  'trips.cancelTerms.package_full_refund':
    'Gratuit : ce que vous avez payé pour le forfait vous revient',
  'trips.cancelTerms.package_partial_refund':
    'Une partie du forfait vous revient, selon les règles tarifaires des vols et la politique de l’hôtel',
  'trips.cancelTerms.package_non_refundable':
    'Non remboursable : ni les vols ni l’hôtel ne rendraient quoi que ce soit, il ne peut donc pas être annulé en ligne',
  'trips.cancel.policy.package':
    'Un forfait s’annule en entier : les vols suivent leurs règles tarifaires et l’hôtel sa politique d’annulation, et un seul remboursement du prix du forfait vous revient.',
  'trips.receipt.line.package': 'Forfait (vols et hôtel)',
  'trips.receipt.line.base.Package': 'Forfait',
  'trips.card.parts': 'Vols et hôtel',
  'trips.card.partsValue': 'Vols : {flight} · Hôtel : {hotel}',
  'trips.part.Pending': 'En cours de confirmation',
  'trips.part.Confirmed': 'Confirmé',
  'trips.part.Cancelled': 'Annulé',
  'trips.part.flights': 'Vols',
  'trips.part.hotel': 'Hôtel',
  'trips.part.Failed': 'Non réservé',
  'trips.package.partStatus': 'Statut',
  'trips.package.price': 'Prix du forfait',
  'trips.package.separate': 'Vols et hôtel réservés séparément',
  'trips.package.saving': 'Vous avez économisé',
  'trips.package.noPriceDrop':
    'La protection contre les baisses de prix n’est pas offerte pour les forfaits.',
  'trips.package.hotelCode': 'Confirmation de l’hôtel',
  'trips.package.hotelContact':
    'Pour joindre l’hôtel, appelez-le à l’adresse ci-dessous ou appelez-nous 24 h/24 avec votre code de forfait.',
  'trips.package.airlineContact':
    'À l’aéroport ou auprès de la compagnie, donnez le code de réservation de la compagnie ci-dessous.',
};
