import type { EXCHANGE_EN } from './exchange';

/** Modifier un vol réservé : l’entrée, les étapes, les nouveaux vols et la confirmation. Français. */
export const EXCHANGE_FR: Record<keyof typeof EXCHANGE_EN, string> = {
  'exchange.pageTitle': 'Modifier votre vol',
  'exchange.loading': 'Chargement de votre voyage…',
  'exchange.loadFailed.title': 'Nous n’avons pas pu charger les options de modification',
  'exchange.tripCode': 'Voyage {code}',
  'exchange.reference': 'Référence : {reference}',
  'exchange.backToTrip': 'Retour à votre voyage',
  'exchange.viewTrip': 'Voir votre voyage',
  'exchange.myTrips': 'Aller à Mes voyages',
  'exchange.continue': 'Continuer',
  'exchange.newFlights': 'Vos nouveaux vols',
  'exchange.pendingStatus': 'En attente de confirmation de la compagnie',
  'exchange.callWithReference':
    'Appelez-nous au {phone} et donnez la référence {reference} : nous ferons la modification avec vous.',

  'exchange.slice.route': '{origin} à {destination}',
  'exchange.slice.numbered': 'Vol {number} : {origin} à {destination}',
  'exchange.slice.airline': '{airline} · {flights}',
  'exchange.slice.detail': '{airline} {flights} · {stops} · {fare}',

  'exchange.go.title': 'Modifier votre vol',
  'exchange.go.flights': 'Vos vols réservés',
  'exchange.go.fee': 'La compagnie facture des frais de modification de {fee} pour ce voyage.',
  'exchange.go.noFee': 'Ces tarifs se modifient sans frais de modification.',
  'exchange.go.how': 'Comment ça se passe',
  'exchange.go.how.choose': 'Choisissez les vols à modifier, puis de nouveaux vols.',
  'exchange.go.how.pay':
    'Payez l’éventuelle différence de tarif et les frais de modification avec la carte utilisée pour réserver.',
  'exchange.go.how.credit':
    'Si le nouveau tarif est plus bas, la différence sert d’abord à payer les frais de modification, et le reste vous revient en crédit de voyage de la compagnie.',
  'exchange.go.waiver':
    'La compagnie a modifié les horaires de vos vols : vous pouvez passer sans frais à un autre vol sur le même trajet, sans frais de modification ni différence de tarif.',
  'exchange.waiver.note':
    'La modification d’horaire de la compagnie rend ce changement gratuit : ni frais de modification ni différence de tarif.',
  'exchange.go.waiver.DisruptionAssistance':
    'La compagnie a perturbé votre vol : l’assistance vous trouve un autre vol sur n’importe quelle compagnie, sans frais de modification ni différence de tarif.',
  'exchange.waiver.note.DisruptionAssistance':
    'L’assistance en cas de perturbation rend ce changement gratuit : toute compagnie, ni frais de modification ni différence de tarif.',
  'exchange.waived': 'Offert',
  'exchange.go.how.confirm':
    'La compagnie confirme vos nouveaux vols, en général en quelques minutes. D’ici là, vos vols réservés restent valables.',

  'exchange.requested.title': 'Votre modification est entre les mains de la compagnie',
  'exchange.requested.body':
    'Nous avons envoyé votre modification à la compagnie. Vos nouveaux vols restent en attente jusqu’à sa confirmation, en général en quelques minutes.',
  'exchange.success.title': 'Modification demandée',
  'exchange.success.paidCard': '{amount} a été débité sur {card}.',
  'exchange.success.paid': '{amount} a été débité.',
  'exchange.success.credit':
    '{amount} vous revient en crédit de voyage de la compagnie dès sa confirmation.',
  'exchange.confirmed.title': 'Votre vol est modifié',
  'exchange.confirmed.body': 'La compagnie a confirmé vos nouveaux vols.',

  'exchange.failed.title': 'Votre modification n’a pas abouti',
  'exchange.failed.unchanged': 'Vos vols réservés restent inchangés.',
  'exchange.error.unknown': 'La compagnie n’a pas pu faire cette modification.',
  'exchange.error.ExchangeNotAvailable':
    'Ce voyage ne peut pas être modifié en ligne pour le moment. Ouvrez le voyage pour savoir pourquoi et qui peut vous aider.',
  'exchange.error.ExchangeUnderWay':
    'Une modification de ce voyage est déjà entre les mains de la compagnie. Vous verrez les nouveaux vols sur le voyage dès sa confirmation.',
  'exchange.error.NoAvailability': 'Ce vol vient d’être complet. Choisissez un autre vol.',
  'exchange.error.OfferInvalid': 'Ce tarif n’est plus offert. Choisissez un autre vol.',
  'exchange.error.ExpiredQuoteToken':
    'Ce prix a expiré. Relancez la recherche pour voir le prix du jour.',
  'exchange.error.CardDeclined':
    'Votre carte a été refusée, la modification n’a donc pas été faite. Appelez l’émetteur de la carte, puis réessayez.',
  'exchange.error.InsufficientFunds':
    'Les fonds de votre carte sont insuffisants, la modification n’a donc pas été faite.',
  'exchange.error.CreditCardExpired':
    'La carte utilisée pour réserver a expiré, la modification n’a donc pas été faite.',
  'exchange.error.ProviderError': 'La compagnie n’a pas accepté la modification.',

  'exchange.tooMany.title': 'Appelez-nous pour modifier ce voyage',
  'exchange.tooMany.body':
    'Vos dernières tentatives de modification n’ont pas abouti : notre équipe voyage la terminera avec vous.',
  'exchange.support.title': 'Appelez-nous pour modifier ce voyage',
  'exchange.support.body':
    'Un bébé sur les genoux voyage sur ce voyage, et les compagnies ne modifient ces billets que par un agent.',
  'exchange.airline.title': 'La compagnie modifie ce voyage',
  'exchange.airline.body':
    'Les billets de ce voyage relèvent de plusieurs compagnies, ou les règles de modification de son tarif nous sont inconnues : seule la compagnie peut le modifier.',
  'exchange.airline.how':
    'Appelez la compagnie avec le code de confirmation de la compagnie affiché sur votre voyage.',

  'exchange.ineligible.title': 'Ce voyage ne peut pas être modifié en ligne',
  'exchange.ineligible.notConfirmed':
    'Seule une réservation confirmée peut être modifiée, et celle-ci ne l’est pas.',
  'exchange.ineligible.tooClose':
    'Votre premier vol part dans moins de {hours} heures. Adressez-vous à la compagnie pour le modifier.',
  'exchange.ineligible.fare':
    'Votre tarif ne permet pas de modification. Vous pourrez peut-être l’annuler depuis votre voyage.',
  'exchange.ineligible.unknown':
    'Les vols se modifient en ligne seulement sur une réservation confirmée dont le tarif le permet, jusqu’à {hours} heures avant le départ.',

  'exchange.voidable.title': 'Annulez sans frais, puis réservez à nouveau',
  'exchange.voidable.until': 'Vous pouvez encore annuler ce voyage sans frais jusqu’au {until}.',
  'exchange.voidable.recent':
    'Vous avez réservé ce voyage récemment : vous pouvez encore l’annuler sans frais.',
  'exchange.voidable.rebook':
    'Pour le modifier, annulez-le depuis votre voyage pour un remboursement complet, puis réservez les vols souhaités.',
  'exchange.voidable.legacy':
    'Ses billets relèvent de plusieurs compagnies, et chacune doit annuler le sien : annulez le voyage depuis sa page pour un remboursement complet (nous demandons aux compagnies d’annuler les billets), puis réservez les vols souhaités.',
  'exchange.voidable.action': 'Aller à votre voyage pour l’annuler',

  'exchange.notFound.title': 'Nous n’avons pas trouvé ce voyage',
  'exchange.notFound.body':
    'Le lien est peut-être incomplet, ou le voyage appartient à un autre compte. Ouvrez le voyage depuis Mes voyages pour le modifier.',

  'exchange.step.SliceSelection': 'Quels vols voulez-vous modifier?',
  'exchange.step.ChangeDateTime': 'Quand voulez-vous partir?',
  'exchange.step.ChangeAirports': 'Quels aéroports?',
  'exchange.slices.legend': 'Vols à modifier',
  'exchange.slices.required': 'Choisissez au moins un vol à modifier.',
  'exchange.dates.label': 'Nouvelle date : {flight}',
  'exchange.dates.booked': 'Réservé pour le {date} ; choisissez une date jusqu’au {latest}.',
  'exchange.dates.airports': 'Vol de {origin} à {destination}.',
  'exchange.dates.required': 'Indiquez la date de votre vol.',
  'exchange.dates.afterLatest': 'Choisissez une date au plus tard le {latest}.',
  'exchange.dates.beforeEarlier': 'Ce vol ne peut pas partir avant votre vol {flight} ({date}).',
  'exchange.dates.afterLater':
    'Ce vol ne peut pas partir après votre vol {flight} ({date}). Modifiez aussi ce vol.',
  'exchange.dates.fix': 'Vérifiez les dates ci-dessus.',
  'exchange.dates.findFlights': 'Trouver des vols',
  'exchange.dates.changeAirports': 'Changer d’aéroports',
  'exchange.dates.changeSlices': 'Choisir d’autres vols',
  'exchange.airports.from': 'Aéroport de départ',
  'exchange.airports.to': 'Aéroport d’arrivée',
  'exchange.airports.option': '{name} ({code})',
  'exchange.airports.none': 'Chacune de ces villes n’a qu’un aéroport.',
  'exchange.airports.done': 'Retour aux dates',

  'exchange.shop.title': 'Choisissez vos nouveaux vols',
  'exchange.shop.lead':
    'Les prix valent pour tous les voyageurs du voyage, par rapport au tarif réservé.',
  'exchange.shop.loading': 'Recherche de vols…',
  'exchange.shop.failed': 'Nous n’avons pas trouvé de vols pour cette modification',
  'exchange.shop.changeDates': 'Modifier les dates',
  'exchange.shop.seeWhy': 'Voir pourquoi',
  'exchange.shop.sliceTitle': 'Vol {number} : {route} · {date}',
  'exchange.shop.booked': 'Votre vol réservé',
  'exchange.shop.bookedFare': '{fare} · {amount}',
  'exchange.shop.legend': 'Nouveau vol : {route}',
  'exchange.shop.optionDetail': '{origin} à {destination} · {stops} · {duration} · {fare}',
  'exchange.shop.empty': 'Il n’y a pas d’autre vol ce jour-là ({date}).',
  'exchange.shop.otherDate': 'Choisir une autre date',
  'exchange.shop.changeFee': 'Frais de modification pour tout le voyage : {fee}',
  'exchange.shop.noChangeFee': 'Aucuns frais de modification sur ces tarifs.',
  'exchange.shop.differenceHint':
    'Vous payez la différence d’un tarif plus élevé avec les frais de modification. La différence d’un tarif plus bas sert d’abord à payer les frais ; le reste vous revient en crédit de voyage de la compagnie.',
  'exchange.shop.chooseOne': 'Choisissez un nouveau vol pour {route}.',
  'exchange.shop.chooseEach': 'Choisissez un nouveau vol pour chaque vol modifié.',
  'exchange.shop.review': 'Vérifier la modification',
  'exchange.shop.noChanges.title': 'Choisissez d’abord vos nouvelles dates',
  'exchange.shop.noChanges.body': 'Choisissez les vols à modifier et leurs nouvelles dates.',
  'exchange.fareDifference.more': '+{amount}',
  'exchange.fareDifference.less': '−{amount}',
  'exchange.fareDifference.same': 'Même tarif',

  'exchange.confirm.title': 'Vérifiez votre modification',
  'exchange.confirm.loading': 'Chargement de votre modification…',
  'exchange.confirm.loadFailed': 'Nous n’avons pas pu charger votre modification',
  'exchange.confirm.notFound': 'Nous n’avons pas trouvé cette modification',
  'exchange.confirm.startAgain': 'Recommencer',
  'exchange.confirm.flights': 'Vols réservés et nouveaux vols',
  'exchange.confirm.booked': 'Réservé',
  'exchange.confirm.new': 'Nouveau',
  'exchange.confirm.unchanged': 'Inchangé',
  'exchange.confirm.breakdown': 'Ce que coûte la modification',
  'exchange.confirm.fareDifference': 'Différence de tarif',
  'exchange.confirm.changeFee': 'Frais de modification',
  'exchange.confirm.total': 'Total à payer',
  'exchange.confirm.chargedTo': 'Débité sur {card}',
  'exchange.confirm.cardEnding': 'se terminant par',
  'exchange.confirm.nothingDue': 'Rien à payer',
  'exchange.confirm.creditBack': 'Crédit de voyage de la compagnie pour vous',
  'exchange.confirm.creditHint':
    'Ce qui reste du tarif plus bas après les frais de modification, pour un prochain vol avec la compagnie.',
  'exchange.confirm.endsCfar':
    'Modifier vos vols met fin à la protection d’annulation pour toute raison de ce voyage.',
  'exchange.confirm.heldUntil': 'Ce prix est garanti jusqu’à {time}.',
  'exchange.confirm.expired.title': 'Ce prix a expiré',
  'exchange.confirm.expired.body':
    'Les prix sont garantis 15 minutes. Relancez la recherche pour voir le prix du jour de vos nouveaux vols.',
  'exchange.confirm.shopAgain': 'Relancer la recherche',
  'exchange.confirm.submit': 'Confirmer la modification',
  'exchange.confirm.keep': 'Garder mes vols',
  'exchange.confirm.working': 'Envoi de votre modification à la compagnie…',
  // Modification pour toute raison (issue 18)
  'exchange.chfar.covers':
    'La modification pour toute raison couvre ce changement : ce qu’il coûte (la différence de tarif et les frais de modification) vous est remboursé sur votre carte sous {days} jours ouvrables, jusqu’à {limit}.',
  'exchange.chfar.paysBack': 'La modification pour toute raison rembourse',
  'exchange.chfar.paysBackBy': 'La modification pour toute raison rembourse d’ici le {date}',
  'exchange.chfar.paysBackHint':
    'Vous payez le total maintenant ; ce montant revient sur la même carte.',
  'exchange.chfar.paysBackCappedHint':
    'Vous payez le total maintenant ; ce montant, le maximum couvert par la modification pour toute raison, revient sur la même carte.',
  'exchange.chfar.outcome':
    'La modification pour toute raison vous rembourse {amount} sur votre carte.',
  'exchange.chfar.outcomeBy':
    'La modification pour toute raison vous rembourse {amount} sur votre carte d’ici le {date}.',
};
