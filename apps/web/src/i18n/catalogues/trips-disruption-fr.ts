import type { TRIPS_DISRUPTION_EN } from './trips-disruption';

/** L’assistance en cas de perturbation sur un voyage (issue 20). Français. */
export const TRIPS_DISRUPTION_FR: Record<keyof typeof TRIPS_DISRUPTION_EN, string> = {
  'disruption.label': 'Assistance en cas de perturbation',
  'disruption.title': 'Assistance en cas de perturbation',
  'disruption.loading': 'Chargement de l’assistance en cas de perturbation…',
  'disruption.loadFailed': 'Nous n’avons pas pu charger l’assistance de ce voyage',
  'disruption.none': 'Ce voyage n’a pas d’assistance en cas de perturbation',
  'disruption.missingTrip': 'Quel voyage ? Il manque le voyage dans ce lien.',
  'disruption.toTrips': 'Aller à Mes voyages',
  'disruption.backToTrip': 'Retour au voyage',
  'disruption.state.none': 'Non ajoutée',
  'disruption.state.Active':
    'Active : couvre un retard de {hours, plural, one {# heure} other {# heures}}{minutes, plural, =0 {} other { # minutes}} ou plus, une correspondance manquée ou une annulation par la compagnie',
  'disruption.state.Disrupted':
    'La compagnie a perturbé votre voyage : choisissez un nouveau vol ou un remboursement',
  'disruption.state.Rebooking':
    'Votre nouveau vol est en cours de confirmation auprès de la compagnie',
  'disruption.state.Rebooked': 'Utilisée : vous avez un nouveau vol',
  'disruption.state.Refunded': 'Utilisée : vos tarifs ont été remboursés',
  'disruption.ended.Deadline': 'Terminée : son délai est passé',
  'disruption.ended.CfarExercised': 'Terminée : l’annulation pour toute raison a été utilisée',
  'disruption.ended.VoluntaryChange':
    'Terminée : les vols ont été changés plus d’un jour avant le départ',
  'disruption.ended.TripCancelled': 'Terminée : le voyage a été annulé',
  'disruption.ended.Removed': 'Retirée du voyage',
  'disruption.row.add': 'L’ajouter pour {fee}',
  'disruption.row.fee': 'Frais payés : {fee}',
  'disruption.row.open': 'Voir la perturbation et vos choix',
  'disruption.notice.title': 'La compagnie aérienne a perturbé votre voyage',
  'disruption.notice.claim': 'Assistance en cas de perturbation',
  'disruption.notice.choose': 'Choisir un nouveau vol ou un remboursement',
  'disruption.notice.follow': 'Suivre votre demande',
  'disruption.what.title': 'Ce qui s’est passé',
  'disruption.what.Delayed':
    '{flight} de {origin} à {destination} ({departure}) est retardé de {hours, plural, =0 {} one {# heure} other {# heures}}{minutes, plural, =0 {} other { # minutes}}.',
  'disruption.what.MissedConnection':
    '{flight} de {origin} à {destination} ({departure}) est retardé de {hours, plural, =0 {} one {# heure} other {# heures}}{minutes, plural, =0 {} other { # minutes}} : vous ne pouvez pas prendre votre correspondance.',
  'disruption.what.AirlineCancellation':
    'La compagnie a annulé {flight} de {origin} à {destination} ({departure}).',
  'disruption.announced': 'Annoncé le {at}.',
  'disruption.nothing.title': 'Rien n’est arrivé à vos vols',
  'disruption.nothing.body':
    'Nous surveillons vos vols et vous écrivons si la compagnie en retarde ou en annule un. Vous choisissez alors ici.',
  'disruption.second':
    '{flight} a aussi été perturbé, mais l’assistance couvre une perturbation par voyage.',
  'disruption.choices.title': 'Vos choix',
  'disruption.choices.deadline': 'Choisissez d’ici le {at}.',
  'disruption.rebook.title': 'Un nouveau vol',
  'disruption.rebook.body':
    'Toute compagnie, au départ dès maintenant, le jour même ou les jours suivants, entre les mêmes villes.',
  'disruption.rebook.cost': 'Sans frais pour vous',
  'disruption.rebook.action': 'Trouver un nouveau vol',
  'disruption.rebook.notOffered': 'Le changement de vol n’est pas offert',
  'disruption.rebook.notNow':
    'Aucune perturbation à régler sur ce voyage pour l’instant. Ouvrez le voyage pour voir où il en est.',
  'disruption.refund.title': 'Vos tarifs remboursés',
  'disruption.refund.pageTitle': 'Rembourser vos tarifs',
  'disruption.refund.body':
    '{total} : le tarif de base, les taxes et les frais, remboursés à vos moyens de paiement :',
  'disruption.refund.lines': 'Où va le remboursement',
  'disruption.refund.voids':
    'Choisir le remboursement met fin au changement de vol : vous ne pourrez plus prendre un nouveau vol.',
  'disruption.refund.cancels': 'Vos vols restants sont annulés auprès de la compagnie.',
  'disruption.refund.addOns': 'Les options et les frais de l’assistance ne sont pas remboursés.',
  'disruption.refund.action': 'Voir le remboursement',
  'disruption.refund.confirmTitle': 'Rembourser {total}',
  'disruption.refund.confirm': 'Annuler mes vols et rembourser {total}',
  'disruption.refund.flown':
    'Une partie de ce voyage a été effectuée : l’assistance peut vous trouver un nouveau vol, mais pas rembourser les tarifs.',
  'disruption.refund.unavailable': 'Aucun remboursement n’est offert pour ce voyage en ce moment.',
  'disruption.refund.notOffered': 'Aucun remboursement n’est offert',
  'disruption.refunded.title': 'Remboursement envoyé : {total}',
  'disruption.newFlight.title': 'Votre nouveau vol',
  'disruption.newFlight.line':
    '{airline} {flights}, de {origin} à {destination}, part le {departure}',
  'disruption.timeline.title': 'Votre demande',
  'disruption.step.Purchased': 'Assistance ajoutée',
  'disruption.step.Disrupted': 'Perturbation détectée et signalée par courriel',
  'disruption.step.RebookRequested': 'Nouveau vol demandé',
  'disruption.step.RebookIssued': 'Nouveau billet émis',
  'disruption.step.RebookFailed': 'La compagnie n’a pas pu émettre le nouveau billet',
  'disruption.step.RefundRequested': 'Remboursement demandé',
  'disruption.step.RefundSent': 'Remboursement envoyé',
  'disruption.step.Removed': 'Retirée',
  'disruption.step.Voided': 'Terminée',
  'disruption.step.Expired': 'Délai écoulé',
  'disruption.covers.delay':
    'Un retard de {hours, plural, one {# heure} other {# heures}}{minutes, plural, =0 {} other { # minutes}} ou plus sur un vol du voyage',
  'disruption.covers.connection':
    'Un retard qui vous fait manquer une correspondance de cette réservation',
  'disruption.covers.cancellation': 'Une annulation par la compagnie',
  'disruption.covers.choice':
    'Vous choisissez un nouveau vol sur n’importe quelle compagnie sans frais, ou le remboursement de vos tarifs (tarif de base, taxes et frais)',
  'disruption.covers.window':
    'Vous avez jusqu’à {hours} heures après votre dernier vol pour choisir',
  'disruption.covers.fee':
    '{fee} par réservation, ni remboursables ni transférables ; en vente jusqu’à {hours} heures avant le départ. Une perturbation par voyage.',
  'disruption.terms.link': 'Lire les conditions complètes',
  'disruption.offer.title': 'Ajouter l’assistance en cas de perturbation',
  'disruption.offer.intro':
    'Si la compagnie retarde ou annule un vol de ce voyage, vous obtenez un nouveau vol sur n’importe quelle compagnie sans frais, ou le remboursement de vos tarifs.',
  'disruption.offer.covers': 'Ce qui est couvert',
  'disruption.offer.until': 'Vous pouvez l’ajouter jusqu’au {deadline}.',
  'disruption.offer.continue': 'Continuer : {fee}',
  'disruption.offer.bought': 'Ce voyage a déjà l’assistance en cas de perturbation',
  'disruption.offer.closed': 'L’assistance ne peut plus être ajoutée à ce voyage',
  'disruption.purchase.title': 'Confirmer l’assistance en cas de perturbation',
  'disruption.purchase.review': 'Récapitulatif',
  'disruption.purchase.card': 'Nous portons les frais à la carte utilisée pour ce voyage.',
  'disruption.purchase.fineprint':
    'Les frais sont par réservation, ni remboursables ni transférables.',
  'disruption.purchase.confirm': 'Acheter pour {fee}',
  'disruption.purchase.done': 'L’assistance en cas de perturbation est sur votre voyage',
  'disruption.purchase.doneBody':
    'Nous avons porté {fee} à votre carte. Si la compagnie perturbe un vol, nous vous écrivons.',
  'disruption.error.Generic': 'Un problème est survenu. Réessayez dans un instant.',
  'disruption.error.AlreadyExercised':
    'L’assistance a déjà été utilisée pour ce voyage : elle couvre une perturbation, une fois.',
  'disruption.error.RebookOnlyEligible':
    'Une partie de ce voyage a été effectuée : l’assistance peut vous trouver un nouveau vol, mais pas rembourser les tarifs.',
  'disruption.error.NoDisruptionDetected':
    'La compagnie n’a perturbé aucun vol de ce voyage d’une façon couverte par l’assistance.',
  'disruption.error.DisruptionDecisionClosed': 'Le délai pour utiliser l’assistance est écoulé.',
  'disruption.error.NoDisruptionProtectionAttached':
    'Ce voyage n’a pas d’assistance en cas de perturbation.',
  'disruption.error.DisruptionNotOffered': 'L’assistance ne peut plus être ajoutée à ce voyage.',
  'disruption.error.DisruptionAlreadyPurchased':
    'Ce voyage a déjà l’assistance en cas de perturbation.',
  'disruption.error.DisruptionFeeChanged':
    'Les frais de l’assistance ont changé. Rechargez la page pour les voir.',
  'disruption.error.CardDeclined': 'Votre carte a été refusée. Rien n’a été porté.',
  'trips.receipt.line.disruptionAssistance': 'Assistance en cas de perturbation',
  'trips.outcome.disruption_refund':
    'Remboursé par l’assistance en cas de perturbation : {refund}.',
  'trips.cancel.policy.disruption_refund':
    'L’assistance rembourse vos tarifs (tarif de base, taxes et frais).',
};
