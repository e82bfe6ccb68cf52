import type { TRIPS_DATE_CHANGE_EN } from './trips-date-change';

/** Modifier les dates d’un séjour (issue 22). Français. */
export const TRIPS_DATE_CHANGE_FR: Record<keyof typeof TRIPS_DATE_CHANGE_EN, string> = {
  'trips.action.changeDates': 'Modifier les dates',
  'dateChange.pageTitle': 'Modifier vos dates',
  'dateChange.loading': 'Chargement de votre séjour…',
  'dateChange.missingBooking': 'Quel séjour? Il manque la réservation dans ce lien.',
  'dateChange.backToTrip': 'Retour au voyage',
  'dateChange.toTrips': 'Aller à Mes voyages',
  'dateChange.booked': 'Réservé',
  'dateChange.stay': 'du {from} au {until}',
  'dateChange.nights': '{nights, plural, one {# nuit} other {# nuits}}',
  'dateChange.until':
    'Même chambre, même tarif, mêmes voyageurs. Vous pouvez modifier les dates en ligne jusqu’au {deadline}.',
  'dateChange.untilHome':
    'Même logement, mêmes voyageurs et animaux. Vous pouvez modifier les dates en ligne jusqu’au {deadline}, heure locale du logement.',
  'dateChange.notAllowed.title': 'Les dates de ce séjour ne peuvent pas être modifiées en ligne',
  'dateChange.notAllowed.BookingNotConfirmed':
    'La réservation n’est pas encore confirmée. Réessayez une fois qu’elle le sera.',
  'dateChange.notAllowed.BookingCancelled': 'Ce séjour a été annulé.',
  'dateChange.notAllowed.CheckInPassed': 'L’heure d’arrivée est passée.',
  'dateChange.notAllowed.ChangeDeadlinePassed':
    'La date limite d’annulation gratuite est passée. Appelez-nous et nous verrons ce que {kind, select, home {l’hôte permet} other {l’hôtel permet}}.',
  'dateChange.notAllowed.RateNotChangeable':
    '{kind, select, home {Les conditions de ce logement ne permettent pas de modification gratuite. Appelez-nous et nous le demanderons à l’hôte.} other {Ce tarif ne peut être ni modifié ni annulé gratuitement. Appelez-nous et nous le demanderons à l’hôtel.}}',
  'dateChange.notAllowed.RefundableRoomBooked':
    'Votre chambre remboursable a été tarifée pour ces dates. Appelez-nous pour les modifier.',
  'dateChange.field': 'Nouvelles dates',
  'dateChange.fieldHint': 'Arrivée et départ. Les nuits marquées indisponibles sont complètes.',
  'dateChange.pickDates': 'Choisissez une date d’arrivée et une date de départ.',
  'dateChange.check': 'Voir le prix pour ces dates',
  'dateChange.checking': 'Vérification des disponibilités et du prix…',
  'dateChange.unavailable.title': 'Ces dates ne sont pas disponibles',
  'dateChange.unavailable.BlockedDates':
    '{kind, select, home {{count, plural, =0 {Le logement est réservé à ces dates.} other {Le logement est réservé le {nights}.}}} other {{count, plural, =0 {La chambre est complète à ces dates.} other {La chambre est complète le {nights}.}}}} Essayez d’autres dates.',
  'dateChange.unavailable.RateNotAvailable':
    'L’hôtel ne vend pas ce tarif à ces dates. Essayez d’autres dates.',
  'dateChange.unavailable.other':
    '{kind, select, home {Le logement} other {L’hôtel}} ne peut pas accueillir ce séjour à ces dates. Essayez d’autres dates.',
  'dateChange.compare': 'Votre séjour avant et après la modification',
  'dateChange.old': 'Actuel',
  'dateChange.new': 'Nouveau',
  'dateChange.dates': 'Dates',
  'dateChange.length': 'Durée',
  'dateChange.total': 'Total',
  'dateChange.atHotel': 'À payer à l’hôtel',
  'dateChange.payMore': 'Vous payez {amount} de plus',
  'dateChange.refundCard': 'Nous vous remboursons {amount} sur votre carte',
  'dateChange.refundSources': 'Nous vous remboursons {amount}',
  'dateChange.samePrice': 'Le prix reste le même',
  'dateChange.chargedTo': 'Porté à {source}',
  'dateChange.refundLines': 'Remboursements',
  'dateChange.heldUntil': 'Ce prix est garanti jusqu’à {time}.',
  'dateChange.confirm': 'Modifier mes dates',
  'dateChange.confirmPay': 'Payer {amount} et modifier mes dates',
  'dateChange.confirming': 'Modification de vos dates…',
  'dateChange.priceChanged':
    'Le prix pour ces dates vient de changer : le nouveau total est de {total}. Modifier vos dates à ce prix?',
  'dateChange.acceptPrice': 'Modifier mes dates pour {total}',
  'dateChange.error.ExpiredQuoteToken':
    'Ce prix a expiré. Affichez de nouveau le prix pour vos dates.',
  'dateChange.error.BookingChanged':
    'Votre réservation a changé entre-temps. Affichez de nouveau le prix pour vos dates.',
  'dateChange.error.NotAvailable':
    'La chambre vient d’être prise pour ces dates. Choisissez d’autres dates.',
  'dateChange.success.title': 'Vos dates sont modifiées',
  'dateChange.success.body': 'Votre séjour à {hotel} est maintenant du {from} au {until}.',
  'dateChange.success.code': 'Votre code de confirmation reste {code}.',
  'dateChange.success.charged': '{amount} a été porté à {source}.',
  'dateChange.success.refunded': 'Remboursé :',
  'dateChange.card': '{brand} se terminant par {lastFour}',
  'dateChange.viewTrip': 'Voir le voyage',
};
