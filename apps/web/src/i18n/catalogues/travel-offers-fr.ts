import type { TRAVEL_OFFERS_EN } from './travel-offers';

/** Les offres voyage (issue 23), en français. */
export const TRAVEL_OFFERS_FR: Record<keyof typeof TRAVEL_OFFERS_EN, string> = {
  'travelOffer.product':
    '{product, select, hotel {une réservation d’hôtel} car {une location de voiture} flight {un vol} activity {une activité} home {une location de vacances} other {un forfait}}',
  'travelOffer.title.fixed':
    '{amount} de réduction sur {product}{nights, plural, =0 {} =1 {} other { d’au moins # nuits}}',
  'travelOffer.title.percent':
    '{percent} % de réduction sur {product}{nights, plural, =0 {} =1 {} other { d’au moins # nuits}}, jusqu’à {cap}',
  'travelOffer.description.fixed':
    '{amount} de moins sur ce que vous payez maintenant en réservant {product} chez nous avec une carte admissible.',
  'travelOffer.description.percent':
    '{percent} % de moins (jusqu’à {cap}) sur ce que vous payez maintenant en réservant {product} chez nous avec une carte admissible.',
  'travelOffer.terms.minimumSpend': 'Dépense minimale de {amount} payée à la réservation.',
  'travelOffer.terms.noMinimum': 'Aucune dépense minimale.',
  'travelOffer.terms.dates': 'Réservez du {from} au {until}.',
  'travelOffer.terms.tiers': 'Pour les cartes {tiers} ouvertes et en règle.',
  'travelOffer.terms.anyCard': 'Pour toutes nos cartes ouvertes et en règle.',
  'travelOffer.terms.oncePer.person': 'Une fois par personne.',
  'travelOffer.terms.oncePer.account': 'Une fois par compte de carte.',
  'travelOffer.terms.restore':
    'Annulez le voyage avant la fin de l’offre et vous pourrez l’utiliser de nouveau. Non remboursable en argent.',
  'travelOffer.tier.top': 'Venture X',
  'travelOffer.tier.travel': 'Venture',
  'travelOffer.tier.entry': 'VentureOne',
  'travelOffer.tier.other': 'autres',
  'travelOffer.status.Eligible': 'Disponible',
  'travelOffer.status.Used': 'Utilisée',
  'travelOffer.status.Expired': 'Terminée',
  'travelOffer.status.NotYetValid': 'Pas encore ouverte',
  'travelOffer.usedOn': 'Utilisée sur un voyage ({amount} de réduction)',
  'travelOffer.booking.title': 'Offre voyage',
  'travelOffer.booking.apply': 'Utiliser {title} : {amount} de réduction',
  'travelOffer.booking.applied': 'Vous payez {rest} maintenant au lieu de {total}.',
  'travelOffer.booking.notApplied':
    'Non utilisée sur cette réservation : vous pouvez la garder pour un autre voyage.',
  'travelOffer.booking.terms': 'Conditions de l’offre',
  'booking.source.TravelOffer': 'Offre voyage',
  'travelOffer.receipt': 'Offre voyage',
  'travelOffer.trip.status.Pending': 'Appliquée, en attente',
  'travelOffer.trip.status.Completed': 'Appliquée',
  'travelOffer.trip.status.Canceled': 'Rendue',
  'travelOffer.creditNotAllowed.title': 'Le crédit voyage ne peut pas servir pour ce tarif',
  'travelOffer.creditNotAllowed.body':
    'Les crédits voyage ne peuvent pas payer une réservation payable à l’hôtel dans un hôtel Premier ou Lifestyle. Choisissez un tarif payable maintenant pour utiliser votre crédit voyage.',
  'walletCredit.TravelOffer': 'Offre voyage',
  'bookingError.TravelOfferUnavailable':
    'Cette offre voyage ne peut plus servir pour cette réservation : elle a été utilisée sur une autre réservation, est terminée ou ne s’applique plus. Réservez sans elle.',
  'bookingError.TravelCreditNotAllowedPayAtHotel':
    'Les crédits voyage ne peuvent pas servir pour une réservation payable à l’hôtel dans un hôtel Premier ou Lifestyle. Réservez sans le crédit voyage ou choisissez un tarif payable maintenant.',
  'trips.receipt.line.travelOffer': 'Offre voyage',
  'trips.card.travelOfferUsed': 'Offre voyage',
};
