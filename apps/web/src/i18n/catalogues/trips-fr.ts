import { TRIPS_EMISSIONS_FR } from './trips-emissions-fr';
import type { TRIPS_EN } from './trips';
import { TRIPS_CHECK_IN_FR } from './trips-check-in-fr';
import { TRIPS_DATE_CHANGE_FR } from './trips-date-change-fr';
import { TRIPS_DISRUPTION_FR } from './trips-disruption-fr';
import { TRIPS_HOME_FR } from './trips-home-fr';
import { TRIPS_PACKAGE_FR } from './trips-package-fr';
import { TRIPS_MISSED_CONNECTION_FR } from './trips-missed-connection-fr';
import { TRIPS_PRICE_DROP_FR } from './trips-price-drop-fr';

/** Mes voyages, la page d’un voyage et la recherche d’un voyage. Français. */
export const TRIPS_FR: Record<keyof typeof TRIPS_EN, string> = {
  ...TRIPS_EMISSIONS_FR,
  ...TRIPS_CHECK_IN_FR,
  ...TRIPS_PRICE_DROP_FR,
  ...TRIPS_DATE_CHANGE_FR,
  ...TRIPS_DISRUPTION_FR,
  ...TRIPS_HOME_FR,
  ...TRIPS_PACKAGE_FR,
  ...TRIPS_MISSED_CONNECTION_FR,
  'trips.pageTitle': 'Mes voyages',
  'trips.loading': 'Chargement de vos voyages…',
  'trips.error': 'Nous n’avons pas pu charger vos voyages',
  'trips.reference': 'Référence : {reference}',
  'trips.sections': 'Sections des voyages',
  'trips.findLink': 'Retrouver un voyage par code de confirmation',
  'trips.backToTrips': 'Retour à mes voyages',
  'trips.section.upcoming': 'Voyages à venir',
  'trips.section.watched': 'Voyages surveillés',
  'trips.section.frozen': 'Prix gelés',
  'trips.section.credits': 'Crédits de voyage aériens',
  'trips.section.past': 'Voyages passés',
  'trips.section.offers': 'Voyages avec offres',
  'trips.empty.upcoming.title': 'Aucun voyage à venir',
  'trips.empty.upcoming.body':
    'Les vols et séjours que vous réservez s’affichent ici, les plus proches d’abord.',
  'trips.empty.upcoming.action': 'Rechercher des vols',
  'trips.empty.watched.title': 'Aucun voyage surveillé',
  'trips.empty.watched.body':
    'Surveillez le prix d’un vol depuis les résultats et nous vous dirons quand réserver. Vous ne surveillez aucun voyage.',
  'trips.empty.watched.action': 'Rechercher des vols',
  'trips.empty.frozen.title': 'Aucun prix gelé',
  'trips.empty.frozen.body':
    'Gelez le prix d’un vol pour un petit montant et réservez plus tard à ce prix. Vous n’avez aucun prix gelé.',
  'trips.empty.frozen.action': 'Rechercher des vols',
  'trips.empty.credits.title': 'Aucun crédit de voyage aérien',
  'trips.empty.credits.body':
    'Quand vous annulez un vol dont le tarif donne un crédit, le crédit de voyage de la compagnie s’affiche ici et sert pour un nouveau vol avec elle.',
  'trips.empty.credits.action': 'Rechercher des vols',
  'trips.empty.past.title': 'Aucun voyage passé',
  'trips.empty.past.body': 'Les voyages faits et les voyages annulés s’affichent ici.',
  'trips.empty.past.action': 'Rechercher des vols',
  'trips.empty.offers.title': 'Aucun voyage avec offre',
  'trips.empty.offers.body':
    'Les voyages pour lesquels vous avez utilisé un crédit voyage ou une offre s’affichent ici. Aucun de vos voyages n’en a encore.',
  'trips.empty.offers.action': 'Voir crédits de voyage et offres',
  'trips.empty.searchHotels': 'Rechercher des hôtels',
  'trips.type.Flight': 'Vol',
  'trips.type.Hotel': 'Hôtel',
  'trips.type.Watch': 'Vol surveillé',
  'trips.type.Car': 'Voiture',
  'trips.type.Home': 'Location de vacances',
  'trips.type.Package': 'Forfait',
  'trips.type.PackageHotel': 'Hôtel du forfait',
  'trips.type.PackageFlight': 'Vol du forfait',
  'trips.type.Experience': 'Activité',
  'trips.status.Confirmed': 'Confirmé',
  'trips.status.Cancelled': 'Annulé',
  'trips.status.Pending': 'En attente',
  'trips.status.Unknown': 'Statut inconnu',
  'trips.status.AwaitingApproval': 'En attente d’approbation',
  'trips.timeStatus.Future': 'À venir',
  'trips.timeStatus.Present': 'En cours',
  'trips.timeStatus.Past': 'Terminé',
  'trips.timeStatus.Canceled': 'Annulé',
  'trips.timeStatus.Unused': 'Non utilisé',
  'trips.timeStatus.Invalid': 'Non valide',
  'trips.card.dates': 'Dates',
  'trips.card.travelers': 'Voyageurs',
  'trips.card.code': 'Code de confirmation',
  'trips.card.noCode': 'Pas encore émis',
  'trips.card.total': 'Total',
  'trips.card.travelCreditUsed': 'Crédit voyage utilisé',
  'trips.credit.title': 'Crédit de voyage de {amount}',
  'trips.credit.expires': 'À utiliser avant le {date}',
  'trips.credit.from': 'Voyage d’origine',
  'trips.credit.original': 'Crédit émis',
  'trips.credit.status.available': 'Disponible',
  'trips.credit.status.expired': 'Expiré',
  'trips.credit.status.redeemed': 'Utilisé',
  'trips.detail.loading': 'Chargement du voyage…',
  'trips.detail.error': 'Nous n’avons pas pu charger ce voyage',
  'trips.detail.notFound': 'Nous n’avons pas trouvé ce voyage',
  'trips.detail.pageTitle': 'Voyage {code}',
  'trips.actions': 'Gérer ce voyage',
  'trips.action.receipt': 'Reçu',
  'trips.action.payment': 'Paiement',
  'trips.action.travelers': 'Voyageurs',
  'trips.action.resend': 'Renvoyer la confirmation',
  'trips.action.travelerEdit': 'Demander une modification de voyageur',
  'trips.action.cancel': 'Annuler le voyage',
  'trips.cancelled.title': 'Ce voyage est annulé',
  'trips.cancelPending.title': 'Annulation demandée',
  'trips.outcome.ticketed_void':
    'Annulé pendant la période d’annulation gratuite : {refund} revient à vos moyens de paiement.',
  'trips.outcome.airline_full_refund': 'La compagnie rembourse le tarif en entier : {refund}.',
  'trips.outcome.airline_ftc': 'Le tarif est devenu un crédit de voyage de la compagnie.',
  'trips.outcome.airline_ftc_with_penalty':
    'Le tarif est devenu un crédit de voyage de la compagnie, moins ses frais.',
  'trips.outcome.non_refundable': 'Le tarif n’était pas remboursable : rien n’a été rendu.',
  'trips.outcome.too_close_to_departure':
    'Le départ était trop proche pour annuler en ligne; notre équipe de soutien s’en est chargée.',
  'trips.outcome.contact_customer_service':
    'Notre équipe de soutien s’est chargée de cette annulation.',
  'trips.outcome.cancellation_pending':
    'La compagnie traite encore l’annulation. Nous vous écrirons quand ce sera fait.',
  'trips.outcome.cfar_cash': 'Annulé pour toute raison : {refund} remboursé.',
  'trips.outcome.cfar_ftc': 'Annulé pour toute raison : un crédit de voyage a été émis.',
  'trips.outcome.cfar_ftc_with_penalty':
    'Annulé pour toute raison : un crédit de voyage a été émis, moins des frais.',
  'trips.outcome.hotel_full_refund': 'L’hôtel rembourse le séjour en entier : {refund}.',
  'trips.outcome.hotel_partial_refund': 'L’hôtel rembourse une partie du séjour : {refund}.',
  'trips.outcome.hotel_non_refundable': 'Le tarif n’était pas remboursable : rien n’a été rendu.',
  'trips.flight.disruptions': 'La compagnie a modifié vos vols',
  'trips.disruption.Delay': 'Le vol {flight} a {minutes} minutes de retard.',
  'trips.disruption.AirlineCancellation': 'La compagnie a annulé le vol {flight}.',
  'trips.disruption.ScheduleChange': 'La compagnie a déplacé le vol {flight} de {minutes} minutes.',
  'trips.flight.itinerary': 'Itinéraire',
  'trips.flight.slice': '{origin} à {destination} · {date}',
  'trips.flight.agentLocator': 'Code de confirmation',
  'trips.flight.airlineLocator': 'Code de réservation {airline}',
  'trips.flight.fare': 'Tarif, conditions et bagages',
  'trips.flight.fareBrand': 'Vol {slice} : {brand} · {cabin}',
  'trips.cancelTerms.label': 'Annulation',
  'trips.cancelTerms.ticketed_void': 'Gratuite jusqu’au {until}',
  'trips.cancelTerms.airline_full_refund':
    'Remboursable : le tarif est rendu au mode de paiement utilisé',
  'trips.cancelTerms.airline_ftc': 'Contre un crédit de voyage de la compagnie pour tout le tarif',
  'trips.cancelTerms.airline_ftc_with_penalty':
    'Contre un crédit de voyage de la compagnie, moins les frais d’annulation de la compagnie',
  'trips.cancelTerms.non_refundable':
    'Non remboursable : vous pouvez annuler, mais rien ne vous est rendu',
  'trips.cancelTerms.hotel_full_refund':
    'Gratuite : ce que vous avez payé pour le séjour vous est rendu',
  'trips.cancelTerms.hotel_partial_refund':
    'Partiellement remboursable, moins les frais de l’hôtel',
  'trips.cancelTerms.hotel_non_refundable':
    'Non remboursable : vous pouvez annuler, mais rien ne vous est rendu',
  'trips.cancelTerms.online': 'En ligne, avec Annuler le voyage',
  'trips.cancelTerms.callUs': 'Pas en ligne : appelez-nous au',
  'trips.baggage.carryOn':
    '{count, plural, =0 {Aucun bagage de cabine} one {# bagage de cabine} other {# bagages de cabine}}',
  'trips.baggage.checked':
    '{count, plural, =0 {Aucun bagage enregistré inclus} one {# bagage enregistré inclus (jusqu’à {kg} kg)} other {# bagages enregistrés inclus (jusqu’à {kg} kg chacun)}}',
  'trips.baggage.charge': 'Bagage enregistré {piece} : {amount}',
  'trips.hotel.reservation': 'Réservation',
  'trips.hotel.checkIn': 'Arrivée',
  'trips.hotel.checkOut': 'Départ',
  'trips.hotel.nights': 'Durée du séjour',
  'trips.hotel.nightsValue': '{nights, plural, one {# nuit} other {# nuits}}',
  'trips.hotel.guest': 'Client',
  'trips.hotel.room': 'Chambre',
  'trips.hotel.rate': 'Tarif',
  'trips.hotel.rooms': 'Chambres et voyageurs',
  'trips.hotel.roomsValue':
    '{rooms, plural, one {# chambre} other {# chambres}}, {adults, plural, one {# adulte} other {# adultes}}{children, plural, =0 {} one {, # enfant} other {, # enfants}}',
  'trips.hotel.pricing': 'Prix',
  'trips.hotel.subtotal': 'Sous-total',
  'trips.hotel.taxes': 'Taxes',
  'trips.hotel.complimentaryNight': 'Nuit offerte',
  'trips.hotel.refundablePremium': 'Chambre remboursable',
  'trips.hotel.payNowTotal': 'Payé maintenant',
  'trips.hotel.dueAtProperty': 'À payer à l’hôtel',
  'trips.hotel.cancellationPolicy': 'Politique d’annulation',
  'trips.refundability.FullyRefundable': 'Remboursable',
  'trips.refundability.PartiallyRefundable': 'Partiellement remboursable',
  'trips.refundability.NonRefundable': 'Non remboursable',
  'trips.refundability.Unknown': 'Renseignez-vous auprès de l’hôtel',
  'trips.modal.close': 'Fermer',
  'trips.receipt.title': 'Reçu détaillé',
  'trips.receipt.code': 'Code de confirmation {code}',
  'trips.receipt.charges': 'Frais',
  'trips.receipt.total': 'Total',
  'trips.receipt.payments': 'Payé avec',
  'trips.receipt.refunds': 'Remboursé',
  'trips.receipt.rewardsValue': '{miles} milles ({amount})',
  'trips.receipt.print': 'Imprimer',
  'trips.receipt.line.base.Flight': 'Tarif de base',
  'trips.receipt.line.base.Hotel': 'Sous-total de la chambre',
  'trips.receipt.line.flightChange': 'Modifications de vol',
  'trips.receipt.line.taxes': 'Taxes',
  'trips.receipt.line.discount': 'Remise',
  'trips.receipt.line.fees': 'Frais',
  'trips.receipt.line.complimentaryNight': 'Quatrième nuit offerte',
  'trips.receipt.line.refundableVariant': 'Chambre remboursable',
  'trips.scheduleChange.title': 'La compagnie a modifié vos horaires',
  'trips.scheduleChange.later': '{flight} part maintenant {minutes} minutes plus tard.',
  'trips.scheduleChange.earlier': '{flight} part maintenant {minutes} minutes plus tôt.',
  'trips.scheduleChange.status.AutoAccepted':
    'C’est un petit changement : nous l’avons accepté pour vous.',
  'trips.scheduleChange.status.AwaitingDecision':
    'Gardez les nouveaux horaires, ou annulez pour un remboursement complet.',
  'trips.scheduleChange.status.Accepted': 'Vous avez gardé les nouveaux horaires.',
  'trips.scheduleChange.status.Rebooked':
    'Vous avez choisi un autre vol sur le même trajet, sans frais : il apparaîtra sur le voyage dès que la compagnie l’aura confirmé.',
  'trips.scheduleChange.status.Refunded':
    'Vous avez annulé ce voyage pour un remboursement complet.',
  'trips.scheduleChange.newTimes':
    'Nouveaux horaires de la compagnie : départ {departure}, arrivée {arrival}.',
  'trips.scheduleChange.review': 'Examiner le changement',
  'trips.scheduleChange.dialogTitle': 'Changement d’horaire : voyage {code}',
  'trips.scheduleChange.step.choose': 'Que souhaitez-vous faire ?',
  'trips.scheduleChange.step.confirm-refund': 'Annuler pour un remboursement complet ?',
  'trips.scheduleChange.step.accepted': 'Vous avez gardé les nouveaux horaires',
  'trips.scheduleChange.step.refunded': 'Votre voyage est annulé',
  'trips.scheduleChange.step.error': 'Un problème est survenu',
  'trips.scheduleChange.choose.body':
    'Le changement est important, c’est donc à vous de décider : garder les nouveaux horaires, passer sans frais sur un autre vol du même trajet, ou annuler le voyage et récupérer tout ce que vous avez payé ({total}).',
  'trips.scheduleChange.rebook': 'Choisir un autre vol',
  'trips.scheduleChange.accept': 'Garder les nouveaux horaires',
  'trips.scheduleChange.refund': 'Annuler pour un remboursement complet',
  'trips.scheduleChange.confirm.body':
    'Cela annule tous les vols du voyage {code} pour tous les voyageurs et rembourse {total}. C’est irréversible.',
  'trips.scheduleChange.confirm.submit': 'Annuler mon voyage',
  'trips.scheduleChange.accepted.body':
    'Votre voyage garde les nouveaux horaires de la compagnie. Rien d’autre à faire.',
  'trips.scheduleChange.refunded.body': '{total} sera remboursé sur votre moyen de paiement.',
  'trips.receipt.line.cancelForAnyReason': 'Annulation pour toute raison',
  'trips.cancel.forfeitedTravelCredit.expired':
    'Le crédit voyage de {amount} utilisé pour ce voyage a expiré : il ne sera ni rendu ni remboursé sur votre carte.',
  'trips.cancel.forfeitedTravelCredit.canceled':
    'Le crédit voyage de {amount} utilisé pour ce voyage a été annulé avec le compte de la carte : il ne sera ni rendu ni remboursé sur votre carte.',
  'trips.cancel.keptAddOns':
    'La prime d’annulation pour toute raison de {amount} n’est pas remboursée par une annulation ordinaire.',
  'trips.cfar.label': 'Annulation pour toute raison',
  'trips.cfar.status.CfarRefundable':
    'Jusqu’au {deadline} : {percent} % remboursés ou un crédit complet de la compagnie',
  'trips.cfar.status.Pending': 'En cours d’utilisation : votre annulation est en cours',
  'trips.cfar.status.Canceled': 'Utilisée : ce voyage a été annulé avec elle',
  'trips.cfar.status.CancellationFailure':
    'N’a pas abouti : vous pouvez réessayer jusqu’au {deadline}',
  'trips.cfar.status.ContactCustomerService':
    'Appelez-nous pour l’utiliser (référence {reference})',
  'trips.cfar.status.Expired': 'Terminée',
  'trips.receipt.line.changeForAnyReason': 'Modification pour toute raison',
  'trips.chfar.label': 'Modification pour toute raison',
  'trips.chfar.status.Active':
    'Une modification jusqu’au {deadline}, son coût remboursé sur votre carte (jusqu’à {limit})',
  'trips.chfar.status.Used': 'Utilisée : {amount} remboursés sur votre carte d’ici le {dueBy}',
  'trips.chfar.status.UsedNoDate':
    'Utilisée : {amount} remboursés sur votre carte une fois la modification confirmée par la compagnie',
  'trips.chfar.status.UsedNothingBack': 'Utilisée pour la modification de ce voyage',
  'trips.chfar.status.Reimbursed': 'Utilisée : {amount} ont été remboursés sur votre carte',
  'trips.chfar.status.Expired': 'Terminée',
  'trips.chfar.expired.Deadline':
    'Elle pouvait servir jusqu’au {deadline}, {hours} heures avant votre premier vol.',
  'trips.chfar.expired.TripCancelled': 'Le voyage a été annulé avant qu’elle serve.',
  'trips.action.change': 'Modifier le vol',
  'trips.exchange.requested.title': 'Votre modification attend la compagnie',
  'trips.exchange.requested.body':
    'Vous avez demandé à modifier ce voyage le {date}. Jusqu’à la confirmation de la compagnie, les vols réservés ci-dessous restent valables.',
  'trips.exchange.newFlights': 'Vos nouveaux vols',
  'trips.exchange.flight': '{origin} à {destination}',
  'trips.exchange.flightTimes': '{date} · {departure} – {arrival}',
  'trips.exchange.flightDetail': '{airline} {flights} · {fare}',
  'trips.exchange.segmentStatus.Confirmed': 'Confirmé',
  'trips.exchange.segmentStatus.Pending': 'En attente',
  'trips.exchange.segmentStatus.Declined': 'Refusé par la compagnie',
  'trips.exchange.segmentStatus.UnMapped': 'En attente de la compagnie',
  'trips.exchange.segmentStatus.Canceled': 'Annulé',
  'trips.exchange.segmentStatus.ConfirmedPendingNewChange':
    'En attente de confirmation de la compagnie',
  'trips.exchange.segmentStatus.UnMappedPersisted': 'En attente de la compagnie',
  'trips.exchange.changedLabel': 'Modification de vol',
  'trips.exchange.changedOn': 'Modifié le {date}',
  'trips.exchange.failed.title': 'Votre modification n’a pas abouti',
  'trips.exchange.failed.body':
    'La compagnie n’a pas fait la modification : vos vols réservés restent valables.',
  'trips.exchange.tryAgain': 'Réessayer la modification',
  'trips.action.cfar': 'Annuler pour toute raison',
  'trips.cfar.title': 'Annulation pour toute raison : voyage {code}',
  'trips.cfar.loading': 'Vérification de vos options…',
  'trips.cfar.step.loading': 'Vérification de vos options',
  'trips.cfar.step.choose': 'Comment souhaitez-vous être remboursé ?',
  'trips.cfar.step.confirm': 'Annuler tous les vols de ce voyage ?',
  'trips.cfar.step.pending': 'Votre annulation est en cours',
  'trips.cfar.step.success': 'Votre voyage est annulé',
  'trips.cfar.step.expired': 'L’annulation pour toute raison a pris fin',
  'trips.cfar.step.support': 'Appelez-nous pour utiliser l’annulation pour toute raison',
  'trips.cfar.step.error': 'Un problème est survenu',
  'trips.cfar.choose.body':
    'Vous pouvez l’utiliser jusqu’au {deadline}. Un seul choix vaut pour tous les voyageurs.',
  'trips.cfar.choose.legend': 'Vos options',
  'trips.cfar.option.cash': '{amount} remboursés sur votre moyen de paiement',
  'trips.cfar.option.cashHint':
    'Une part de vos tarifs, remboursée sur la carte, les miles ou le crédit voyage utilisés.',
  'trips.cfar.option.credit': '{amount} en crédit de voyage {airline}',
  'trips.cfar.option.creditHint':
    'La valeur totale de vos tarifs, à utiliser avec cette compagnie dans l’année.',
  'trips.cfar.option.creditFee':
    'La valeur totale de vos tarifs moins les frais de modification de {fee}, à utiliser avec cette compagnie dans l’année.',
  'trips.cfar.confirm.irreversible':
    'Cela annule tous les vols du voyage {code} pour tous les voyageurs. C’est irréversible.',
  'trips.cfar.confirm.submit': 'Annuler mon voyage',
  'trips.cfar.confirm.back': 'Revenir aux options',
  'trips.cfar.expired.Deadline':
    'Elle pouvait être utilisée jusqu’au {deadline}, 3 heures avant votre premier vol.',
  'trips.cfar.expired.AirlineCancellation':
    'La compagnie a annulé un vol de ce voyage : ses propres options s’appliquent.',
  'trips.cfar.expired.VoluntaryChange':
    'Le voyage a été modifié (ici ou directement auprès de la compagnie), ce qui met fin à la protection.',
  'trips.cfar.expired.GovernmentAlert':
    'Une alerte gouvernementale ou sanitaire a été émise pour votre destination, ce qui met fin à la protection.',
  'trips.cfar.expired.HealthDesignation':
    'Une organisation de santé a émis une désignation pour votre destination, ce qui met fin à la protection.',
  'trips.cfar.expired.TripCancelled': 'Le voyage a été annulé selon les règles du tarif.',
  'trips.cfar.expired.HotelCancellation':
    'L’hôtel a annulé votre réservation : son propre remboursement s’applique.',
  'trips.cfar.hotel.status.CfarRefundable':
    'Jusqu’au {deadline} : {percent} % de votre séjour remboursés',
  'trips.cfar.hotel.expired.Deadline':
    'Elle pouvait être utilisée jusqu’à l’arrivée, le {deadline}.',
  'trips.cfar.hotel.expired.TripCancelled': 'Le séjour a été annulé selon les règles du tarif.',
  'trips.cfar.hotel.expired.still':
    'Votre séjour est inchangé. Vous pouvez toujours l’annuler selon les règles du tarif avec Annuler le voyage.',
  'trips.cfar.hotel.option.cashHint':
    'Le coût de votre séjour, remboursé sur la carte, les miles ou le crédit voyage utilisés. La prime reste due.',
  'trips.cfar.hotel.step.confirm': 'Annuler toutes les chambres de ce séjour ?',
  'trips.cfar.hotel.confirm.irreversible':
    'Cela annule toutes les chambres du séjour {code}. C’est irréversible.',
  'trips.cfar.expired.still':
    'Votre voyage est inchangé. Vous pouvez toujours l’annuler selon les règles du tarif avec Annuler le voyage.',
  'trips.cfar.support.body':
    'Ce voyage est sur plusieurs compagnies : notre équipe l’annule auprès de chacune pour vous.',
  'trips.cfar.support.call': 'Appelez le {phone} et donnez la référence {reference}.',
  'trips.receipt.line.dueAtProperty': 'Payable à l’hôtel',
  'trips.source.card': '{brand} se terminant par {lastFour}',
  'trips.source.airlineCredit': 'Crédit de voyage {airline}',
  'trips.payment.title': 'Paiement',
  'trips.travelers.title': 'Voyageurs',
  'trips.travelers.contact': 'Les confirmations sont envoyées à {email}.',
  'trips.resend.title': 'Renvoyer la confirmation',
  'trips.resend.body': 'Nous envoyons la confirmation à {email}.',
  'trips.resend.choose': 'Envoyer la confirmation à',
  'trips.resend.toBooking': '{email} (sur la réservation)',
  'trips.resend.toAccount': '{email} (votre compte)',
  'trips.resend.submit': 'Envoyer la confirmation',
  'trips.resend.sent': 'Nous avons envoyé la confirmation à {email}.',
  'trips.travelerEdit.title': 'Demander une modification de voyageur',
  'trips.travelerEdit.body':
    'Les noms et renseignements d’un billet ne se modifient pas en ligne. Dites-nous quoi changer et notre équipe de soutien vous contactera.',
  'trips.travelerEdit.traveler': 'Voyageur',
  'trips.travelerEdit.message': 'Que faut-il changer?',
  'trips.travelerEdit.submit': 'Envoyer la demande',
  'trips.travelerEdit.sent': 'Nous avons reçu votre demande. Sa référence est {reference}.',
  'trips.cancel.title': 'Annuler le voyage {code}',
  'trips.cancel.step.loading': 'Vérification de ce qui vous revient',
  'trips.cancel.step.policy': 'Ce qui vous revient',
  'trips.cancel.step.confirm': 'Confirmer l’annulation',
  'trips.cancel.step.success': 'Votre voyage est annulé',
  'trips.cancel.step.non-refundable': 'Ce voyage n’est pas remboursable',
  'trips.cancel.step.support': 'Appelez-nous pour annuler',
  'trips.cancel.step.pending': 'Annulation en cours',
  'trips.cancel.step.cancelled': 'Déjà annulé',
  'trips.cancel.step.try-again': 'Nous n’avons pas pu annuler ce voyage',
  'trips.cancel.loading': 'Nous demandons au fournisseur ce que l’annulation vous rend…',
  'trips.cancel.voidWindow': 'Vous êtes dans la période d’annulation gratuite jusqu’au {until}.',
  'trips.cancel.policy.ticketed_void':
    'Vous êtes dans la période d’annulation gratuite (annulation du billet) : tout ce que vous avez payé vous est rendu.',
  'trips.cancel.policy.airline_full_refund':
    'Ce tarif est remboursable : le tarif revient là où vous avez payé.',
  'trips.cancel.policy.airline_ftc':
    'Ce tarif s’annule gratuitement contre un crédit de voyage de la compagnie pour tout le tarif.',
  'trips.cancel.policy.airline_ftc_with_penalty':
    'Ce tarif s’annule contre un crédit de voyage de la compagnie, moins ses frais d’annulation.',
  'trips.cancel.policy.non_refundable':
    'Ce tarif n’est pas remboursable : vous pouvez annuler, mais rien ne vous est rendu.',
  'trips.cancel.policy.too_close_to_departure':
    'Votre vol part dans moins de 3 heures. Appelez-nous et nous vous aiderons pour ce voyage.',
  'trips.cancel.policy.contact_customer_service':
    'Ce voyage ne peut pas être annulé en ligne. Appelez-nous et nous vous aiderons.',
  'trips.cancel.policy.cancellation_pending':
    'Votre annulation est en cours chez le fournisseur. Réessayez pour la terminer.',
  'trips.cancel.supplierFee.Flight':
    'La compagnie aérienne facture désormais des frais d’annulation de {amount}.',
  'trips.cancel.supplierFee.Hotel': 'L’hôtel facture désormais des frais d’annulation de {amount}.',
  'trips.refundTiming':
    'Les remboursements sur carte apparaissent sous 1 à 2 cycles de facturation ; les milles et les crédits de voyage reviennent aussitôt.',
  'trips.cancel.paid': 'Vous avez payé',
  'trips.cancel.penalty': 'Frais d’annulation retenus',
  'trips.cancel.refundTotal': 'Il vous revient',
  'trips.cancel.refundsTo': 'Remboursé à',
  'trips.cancel.airlineCredit':
    'Vous recevez un crédit de voyage de {amount} avec {airline} au lieu d’un remboursement.',
  'trips.cancel.creditMade':
    '{airline} a émis un crédit de voyage de {amount}. À utiliser avant le {date}.',
  'trips.cancel.continue': 'Continuer',
  'trips.cancel.keep': 'Garder mon voyage',
  'trips.cancel.nonRefundable.body':
    'Si vous annulez, rien ne vous revient : ni remboursement ni crédit. Vous pouvez quand même annuler pour libérer la réservation.',
  'trips.cancel.nonRefundable.anyway': 'Annuler quand même',
  'trips.cancel.confirm.body':
    'Annuler le voyage {code}? {amount} vous revient comme indiqué. C’est irréversible.',
  'trips.cancel.confirm.nothingBack':
    'Annuler le voyage {code}? Rien ne vous revient. C’est irréversible.',
  'trips.cancel.confirm.until': 'Cette offre tient jusqu’au {time}.',
  'trips.cancel.confirm.submit': 'Annuler le voyage',
  'trips.cancel.success.body': 'Le voyage {code} est annulé. Nous vous avons envoyé un courriel.',
  'trips.cancel.support.body': 'Ce voyage ne peut pas être annulé en ligne.',
  'trips.cancel.support.tooClose':
    'Le départ est trop proche pour annuler en ligne, mais notre équipe de soutien peut vous aider.',
  'trips.cancel.support.call': 'Appelez le {phone} et donnez la référence {code}.',
  'trips.cancel.pending.body':
    'Le fournisseur traite l’annulation du voyage {code}. Nous vous écrirons quand ce sera fait.',
  'trips.cancel.pending.waiting': 'Vérification auprès du fournisseur…',
  'trips.cancel.pending.failed':
    'Le fournisseur n’a pas pu terminer l’annulation du voyage {code}. Rien n’a changé ; veuillez réessayer.',
  'trips.cancel.feesChanged':
    'Le fournisseur a modifié ce que l’annulation vous rend. Voici les nouvelles conditions : vérifiez-les avant d’annuler.',
  'trips.cancel.cancelled.body': 'Le voyage {code} est déjà annulé.',
  'trips.lookup.title': 'Retrouver un voyage',
  'trips.lookup.intro':
    'Entrez le code de confirmation reçu par courriel et l’adresse courriel utilisée pour réserver.',
  'trips.lookup.code': 'Code de confirmation',
  'trips.lookup.codeHelp': 'Il commence par H-, par exemple H-ABC123.',
  'trips.lookup.email': 'Adresse courriel',
  'trips.lookup.submit': 'Retrouver mon voyage',
  'trips.lookup.notFound': 'Aucun voyage ne correspond à ce code et à cette adresse courriel.',
  'trips.lookup.signInTitle': 'Connectez-vous pour gérer ce voyage',
  'trips.lookup.signInBody':
    'Cet affichage est en lecture seule. Connectez-vous pour annuler, renvoyer la confirmation ou modifier les voyageurs.',
  'trips.lookup.signIn': 'Se connecter',
  'trips.outcome.car_free_cancellation': 'Annulée sans frais : {refund} remboursés.',
  'trips.outcome.car_late_cancellation':
    'Annulée après la date limite gratuite : le loueur a retenu ses frais, {refund} remboursés.',
  'trips.outcome.car_non_refundable': 'La location n’était pas remboursable : rien n’a été rendu.',
  'trips.cancelTerms.car_free_cancellation':
    'Gratuite : ce que vous avez payé pour la voiture vous revient',
  'trips.cancelTerms.car_late_cancellation':
    'Partiellement remboursable, moins les frais de retard du loueur',
  'trips.cancelTerms.car_non_refundable':
    'Non remboursable : vous pouvez annuler, mais rien ne vous revient',
  'trips.cancel.supplierFee.Car': 'Le loueur facture désormais des frais d’annulation de {amount}.',
  'trips.receipt.line.base.Car': 'Location de voiture',
  'trips.receipt.line.carExtras': 'Options',
  'trips.receipt.line.dueAtCounter': 'À payer au comptoir',
  'trips.car.rental': 'Votre location',
  'trips.car.terms': 'Conditions de location',
  'trips.car.driver': 'Conducteur principal',
  'trips.car.extras': 'Options',
  'trips.car.extraValue': '{name} × {quantity}',
  'trips.car.dueAtCounter': 'À payer au comptoir',
  'trips.car.actions': 'Détails de la location',
  'trips.car.modal.confirmation': 'Confirmation de la voiture',
  'trips.car.modal.drivers': 'Conducteurs',
  'trips.car.modal.pickUp': 'Prise en charge',
  'trips.car.modal.dropOff': 'Retour',
  'trips.car.modal.change': 'Changer ou annuler la voiture',
  'trips.car.supplierCode': 'Numéro de réservation {supplier}',
  'trips.car.confirmationHint':
    'Présentez l’un ou l’autre numéro au comptoir avec le permis et la carte de crédit du conducteur principal.',
  'trips.car.mainDriver': '{name}, conducteur principal ({age} ans le jour de la prise en charge)',
  'trips.car.additionalDriver':
    '{name}, conducteur additionnel ({age} ans le jour de la prise en charge)',
  'trips.car.driversHint':
    'Chaque conducteur présente son propre permis au comptoir. Pour ajouter un conducteur, demandez-le au comptoir ou changez de voiture.',
  'trips.car.pickUpBring':
    'Apportez le permis du conducteur principal et une carte de crédit à son nom : {deposit} est retenu en dépôt.',
  'trips.car.changeBody':
    'Une location ne se modifie pas : pour changer de voiture, de dates ou de lieu, annulez cette location et réservez-en une autre. Refaites d’abord la recherche pour voir l’offre; le même lieu et les mêmes dates sont remplis.',
  'trips.car.changeSearch': 'Refaire la recherche avec le même lieu et les mêmes dates',
  'trips.car.cancelCar': 'Annuler cette voiture',
};
