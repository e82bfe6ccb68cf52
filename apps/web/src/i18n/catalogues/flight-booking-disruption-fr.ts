import type { FLIGHT_BOOKING_DISRUPTION_EN } from './flight-booking-disruption';

/** L’assistance en cas de perturbation à la réservation d’un vol (issue 20). Français. */
export const FLIGHT_BOOKING_DISRUPTION_FR: Record<
  keyof typeof FLIGHT_BOOKING_DISRUPTION_EN,
  string
> = {
  'disruption.addOn.title': 'Assistance en cas de perturbation',
  'disruption.addOn.intro':
    'Si la compagnie retarde un vol de {hours, plural, one {# heure} other {# heures}}{minutes, plural, =0 {} other { # minutes}} ou plus, vous fait manquer une correspondance ou l’annule, choisissez un nouveau vol sur n’importe quelle compagnie sans frais ou le remboursement de vos tarifs (tarif de base, taxes et frais). Vous avez jusqu’à {window} heures après votre dernier vol pour choisir.',
  'disruption.addOn.legend': 'Ajouter l’assistance en cas de perturbation ?',
  'disruption.addOn.yes': 'L’ajouter pour {fee}',
  'disruption.addOn.yesHint': 'Par réservation, pour chaque voyageur et chaque vol de ce voyage',
  'disruption.addOn.no': 'Non merci, je m’arrangerai avec la compagnie',
  'disruption.addOn.fineprint':
    'Les frais ne sont ni remboursables ni transférables ; elle couvre une perturbation par voyage. Vous pouvez aussi l’ajouter depuis votre voyage jusqu’au {deadline}.',
  'disruption.addOn.terms': 'Lire les conditions complètes',
  'booking.summary.disruption': 'Assistance en cas de perturbation',
  'confirmation.disruption':
    'L’assistance en cas de perturbation est sur ce voyage : si la compagnie perturbe un vol, nous vous écrivons.',
  'confirmation.disruptionOffer': 'Ajouter l’assistance en cas de perturbation à ce voyage',
};
