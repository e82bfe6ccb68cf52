import type { TRIPS_MISSED_CONNECTION_EN } from './trips-missed-connection';

/** La garantie de correspondance manquée (issue 20, partie C). Français. */
export const TRIPS_MISSED_CONNECTION_FR: Record<keyof typeof TRIPS_MISSED_CONNECTION_EN, string> = {
  'missedConnection.label': 'Garantie de correspondance',
  'missedConnection.title.connection': 'Réservez à nouveau votre correspondance manquée',
  'missedConnection.title.flight': 'Réservez à nouveau votre vol manqué',
  'missedConnection.loading': 'Chargement de votre garantie de correspondance…',
  'missedConnection.loadFailed':
    'Nous n’avons pas pu charger la garantie de correspondance de ce voyage',
  'missedConnection.none': 'Ce voyage n’a pas de garantie de correspondance',
  'missedConnection.noneBody':
    'Seuls les voyages avec une correspondance autonome entre deux billets l’ont, dès leur réservation.',
  'missedConnection.missingTrip': 'Quel voyage? Il manque le voyage dans ce lien.',
  'missedConnection.toTrips': 'Aller à Mes voyages',
  'missedConnection.backToTrip': 'Retour au voyage',
  'missedConnection.terms': 'Lire les conditions de la garantie',

  'missedConnection.state.Active':
    'Active : si un retard vous fait manquer votre correspondance autonome, nous vous réservons un autre vol sans frais',
  'missedConnection.state.Missed':
    'Vous avez manqué votre correspondance : choisissez un nouveau vol',
  'missedConnection.state.Rebooking': 'La compagnie émet votre nouveau billet',
  'missedConnection.state.Rebooked': 'Utilisée : vous avez un nouveau vol',
  'missedConnection.state.ContactSupport':
    'Appelez-nous pour terminer la nouvelle réservation (référence {reference})',
  'missedConnection.ended.Deadline': 'Terminée : le délai pour réserver à nouveau est passé',
  'missedConnection.ended.VoluntaryChange': 'Terminée : les vols ont été modifiés',
  'missedConnection.ended.TripCancelled': 'Terminée : le voyage a été annulé',
  'missedConnection.ended.Voided': 'Terminée : les billets ont été annulés',

  'missedConnection.what.title': 'Ce qui s’est passé',
  'missedConnection.what.delayed':
    'Votre vol {flights} de {origin} à {destination}, prévu {departure}, est retardé de {delay}.',
  'missedConnection.what.missed':
    'Vous ne pouvez pas prendre votre correspondance à {airport} : {flights} vers {destination}, départ {departure}.',
  'missedConnection.what.found': 'Constaté le {at}.',
  'missedConnection.what.deadline': 'Choisissez un nouveau vol avant le {at}.',

  'missedConnection.notice.title': 'Vous avez manqué votre correspondance à {city}',
  'missedConnection.notice.choose': 'Choisir un nouveau vol',
  'missedConnection.notice.support': 'Appelez-nous pour terminer la nouvelle réservation',
  'missedConnection.row.open': 'Voir vos options',
  'missedConnection.row.support': 'Appelez-nous avec votre référence',
  'missedConnection.row.follow': 'Suivre la nouvelle réservation',
  'missedConnection.timeline.title': 'Votre demande de correspondance manquée',
  'missedConnection.step.Covered': 'Garantie sur le voyage',
  'missedConnection.step.Missed': 'Correspondance manquée constatée',
  'missedConnection.step.RebookRequested': 'Nouveau vol demandé',
  'missedConnection.step.RebookIssued': 'Nouveau billet émis',
  'missedConnection.step.RebookFailed': 'La compagnie n’a pas pu émettre le nouveau billet',
  'missedConnection.step.SentToSupport': 'Transmise à notre équipe d’assistance',
  'missedConnection.step.ResolvedByAgent': 'Nouvelle réservation faite par un agent',
  'missedConnection.step.Expired': 'Délai pour réserver à nouveau passé',
  'missedConnection.step.Voided': 'Garantie terminée',

  'missedConnection.options.title': 'Choisissez votre nouveau vol',
  'missedConnection.options.rule':
    'Chaque vol proposé est couvert : mêmes aéroports, départ le jour même ou le lendemain, même cabine ou inférieure. Les vols qui partent {rule} sont en premier.',
  'missedConnection.options.rule.hour':
    '{minutes, plural, =60 {dans l’heure} other {dans les # minutes}} qui suit le vol manqué',
  'missedConnection.options.rule.morning':
    'avant {morning} le lendemain, puisque le vol manqué devait partir après {late}',
  'missedConnection.options.legend': 'Nouveaux vols de {origin} à {destination}',
  'missedConnection.options.reasonable.hour':
    '{minutes, plural, =60 {Part dans l’heure qui suit votre vol manqué} other {Part dans les # minutes qui suivent votre vol manqué}}',
  'missedConnection.options.reasonable.morning': 'Part avant {morning} le lendemain',
  'missedConnection.options.later': 'Plus tard, toujours couvert',
  'missedConnection.options.noCost': 'Sans frais pour vous',
  'missedConnection.options.cap': 'La garantie paie le nouveau tarif, jusqu’à {cap} par voyageur.',
  'missedConnection.options.continue': 'Continuer',
  'missedConnection.options.chooseFirst': 'Choisissez d’abord un vol.',
  'missedConnection.options.notNow': 'Il n’y a rien à choisir pour ce voyage maintenant.',
  'missedConnection.options.toSupport': 'Appelez-nous pour terminer la nouvelle réservation',

  'missedConnection.flight.carrier': '{airline} · {flights}',
  'missedConnection.flight.day': '{day}, de {origin} à {destination}',
  'missedConnection.option.seats':
    '{count, plural, one {# place restante} other {# places restantes}}',
  'missedConnection.option.seatsEveryone': 'Places pour tout le monde',
  'missedConnection.option.notEveryone': 'Pas assez de places pour tout le monde',
  'missedConnection.option.fare': 'Tarif de {fare} par voyageur',

  'missedConnection.review.title': 'Vérifiez votre nouveau vol',
  'missedConnection.review.missed': 'Le vol manqué',
  'missedConnection.review.new': 'Votre nouveau vol',
  'missedConnection.review.travelers':
    '{count, plural, one {Pour # voyageur, sans frais pour vous.} other {Pour les # voyageurs, sans frais pour vous.}}',
  'missedConnection.review.confirm': 'Confirmer le nouveau vol',
  'missedConnection.review.back': 'Retour aux options',
  'missedConnection.review.optionGone': 'Ce vol ne fait plus partie de vos options',
  'missedConnection.progress': 'La compagnie émet votre nouveau billet…',
  'missedConnection.progress.body':
    'Cela prend d’habitude moins d’une minute. Vous pouvez quitter cette page : votre voyage affichera le nouveau vol.',
  'missedConnection.done.title': 'Nouveau billet émis',
  'missedConnection.done.issuedAt': 'Émis le {at}',
  'missedConnection.done.locator': 'Confirmation de la compagnie {locator}',
  'missedConnection.failed.title': 'La compagnie n’a pas pu émettre le nouveau billet',
  'missedConnection.failed.body': 'Votre garantie reste ouverte : choisissez un autre vol.',
  'missedConnection.error.title': 'Nous n’avons pas pu vous réserver un autre vol',
  'missedConnection.error.MissedConnectionExpired':
    'Le délai pour réserver à nouveau en ligne est passé.',
  'missedConnection.error.MissedConnectionAlreadyUsed':
    'Cette garantie a déjà servi pour un nouveau vol.',
  'missedConnection.error.RebookingOptionUnavailable':
    'Ce vol ne peut plus être réservé pour tout le monde : ses places ou son tarif ont changé. Choisissez-en un autre.',
  'missedConnection.error.MissedConnectionNotMissed':
    'Il n’y a rien à réserver à nouveau en ligne pour ce voyage maintenant.',
  'missedConnection.error.MissedConnectionNotCovered':
    'Ce voyage n’a pas de garantie de correspondance.',
  'missedConnection.error.generic':
    'Nous n’avons pas pu confirmer le nouveau vol. Veuillez réessayer.',

  'missedConnection.support.title': 'Appelez-nous pour terminer la nouvelle réservation',
  'missedConnection.support.genericTitle': 'Contacter l’assistance',
  'missedConnection.support.call': 'Appeler le {phone}',
  'missedConnection.support.phone': 'Téléphone',
  'missedConnection.support.reference': 'Référence à donner',
  'missedConnection.support.code': 'Code de confirmation',
  'missedConnection.support.whyTitle': 'Pourquoi nous appeler',
  'missedConnection.support.why.PartialTravelers':
    'Nous ne pouvons pas placer les {count} voyageurs ensemble en ligne : aucun vol admissible n’a assez de places pour tout le monde.',
  'missedConnection.support.why.NoQualifyingOption':
    'Aucun vol admissible à la garantie ne peut être réservé en ligne maintenant.',
  'missedConnection.support.nextTitle': 'Ce que fera l’agent',
  'missedConnection.support.next':
    'Un agent voit votre dossier avec les mêmes vols et réserve tout le monde sur l’un d’eux, sans frais pour vous. Votre voyage affiche le nouveau vol dès que son billet est émis.',
  'missedConnection.support.deadline': 'Veuillez appeler avant le {at}.',
  'missedConnection.support.genericBody':
    'Donnez votre code de confirmation et nous vous aiderons pour ce voyage.',

  'missedConnection.agent.queue.title': 'Correspondances manquées',
  'missedConnection.agent.queue.intro':
    'Voyages avec correspondance autonome dont les voyageurs n’ont pas pu être réservés à nouveau en ligne. Ouvrez un dossier pour réserver tout le monde sur un même vol.',
  'missedConnection.agent.queue.loading': 'Chargement des correspondances manquées…',
  'missedConnection.agent.queue.error': 'Nous n’avons pas pu charger les correspondances manquées',
  'missedConnection.agent.queue.empty': 'Aucune correspondance manquée n’attend un agent.',
  'missedConnection.agent.queue.caption':
    '{count, plural, one {# correspondance manquée} other {# correspondances manquées}} en attente',
  'missedConnection.agent.col.reference': 'Référence',
  'missedConnection.agent.col.trip': 'Voyage',
  'missedConnection.agent.col.travelers': 'Voyageurs',
  'missedConnection.agent.col.missed': 'Vol manqué',
  'missedConnection.agent.col.since': 'Depuis',
  'missedConnection.agent.only': 'Seuls les agents d’assistance peuvent voir cette page',
  'missedConnection.agent.onlyBody':
    'Connectez-vous à la console des agents avec un compte d’agent d’assistance.',
  'missedConnection.agent.back': 'Console des agents',
  'missedConnection.agent.toQueue': 'Correspondances manquées',
  'missedConnection.agent.case.title': 'Correspondance manquée {reference}',
  'missedConnection.agent.case.loading': 'Chargement du dossier…',
  'missedConnection.agent.case.error': 'Nous n’avons pas pu charger ce dossier',
  'missedConnection.agent.case.legend': 'Vols admissibles',
  'missedConnection.agent.case.resolve': 'Réserver tout le monde sur ce vol',
  'missedConnection.agent.case.noOptions': 'Aucun vol admissible ne peut être réservé maintenant.',
  'missedConnection.agent.case.noSeats': 'Aucun vol n’a de places pour tout le monde maintenant.',
  'missedConnection.agent.case.requested':
    'Nouvelle réservation demandée : la compagnie émet le nouveau billet.',
  'missedConnection.agent.case.closed': 'Ce dossier n’est plus en attente : {state}',
};
