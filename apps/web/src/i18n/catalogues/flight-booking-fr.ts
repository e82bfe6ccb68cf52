import type { FLIGHT_BOOKING_EN } from './flight-booking';
import { FLIGHT_BOOKING_DISRUPTION_FR } from './flight-booking-disruption-fr';
import { SPLIT_PAYMENT_FR } from './split-payment-fr';
import { SPREEDLY_CARD_FR } from './spreedly-card-fr';

/** French for the flight booking messages: loaded with messages-fr, never in the first-load chunk. */
export const FLIGHT_BOOKING_FR: Record<keyof typeof FLIGHT_BOOKING_EN, string> = {
  ...FLIGHT_BOOKING_DISRUPTION_FR,
  ...SPLIT_PAYMENT_FR,
  ...SPREEDLY_CARD_FR,

  'booking.pageTitle': 'Réserver votre vol',
  'booking.heading': 'Réserver votre vol',
  'booking.loading': 'Chargement de votre voyage…',
  'booking.loadFailed': 'Nous n’avons pas pu charger le voyage choisi.',
  'booking.noTrip.title': 'Aucun voyage à réserver',
  'booking.noTrip.body': 'Recherchez des vols et choisissez un tarif pour le réserver ici.',
  'booking.searchFlights': 'Rechercher des vols',
  'booking.travelers.title': 'Qui voyage',
  'booking.travelers.hint':
    'Les noms et dates de naissance doivent correspondre à la pièce d’identité de chaque voyageur.',
  'booking.travelers.hintInternational':
    'Ce voyage est international : chaque voyageur doit avoir un passeport valide après le dernier vol, avec sa nationalité.',
  'booking.travelers.slot': 'Voyageur {number} ({type})',
  'booking.travelers.choose': 'Choisir un voyageur',
  'booking.travelers.ageMismatch': '{name} (l’âge ne correspond pas)',
  'booking.travelers.needsDetails': '{name} (compléter son profil)',
  'booking.travelers.edit': 'Modifier {name}',
  'booking.travelers.add': 'Ajouter un voyageur',
  'booking.travelers.addFor': 'Ajouter un voyageur comme {slot}',
  'booking.passengerType.ADT': 'adulte',
  'booking.passengerType.CNN': 'enfant',
  'booking.passengerType.INS': 'bébé avec siège',
  'booking.passengerType.INF': 'bébé sur les genoux',

  'bookingRule.TravelerRequired': 'Choisissez un voyageur ou ajoutez-en un.',
  'bookingRule.NoAdultPassenger': 'Au moins un adulte doit voyager.',
  'bookingRule.TooManyPassengers': 'Au plus 9 voyageurs peuvent réserver ensemble.',
  'bookingRule.TooManyLapInfants':
    'Chaque bébé sur les genoux doit être accompagné d’un adulte : ajoutez un adulte ou réservez un siège.',
  'bookingRule.LapInfantTooOld':
    'Un bébé sur les genoux doit avoir moins de 2 ans pendant tout le voyage; réservez-lui un siège.',
  'bookingRule.LapInfantWithTrustedTravelerNumber':
    'Un bébé sur les genoux ne peut pas avoir de numéro de voyageur connu ni de recours.',
  'bookingRule.PassengerTypeMismatch':
    'La date de naissance ne correspond pas à ce type de passager le jour du voyage.',
  'bookingRule.UnsupportedNameCharacters':
    'Les noms ne peuvent contenir que des lettres, espaces, apostrophes, traits d’union et points, comme sur le passeport.',
  'bookingRule.InvalidKnownTravelerNumber':
    'Le numéro de voyageur connu compte de 8 à 10 lettres et chiffres.',
  'bookingRule.InvalidRedressNumber': 'Le numéro de recours compte de 7 à 13 chiffres.',
  'bookingRule.PassportMissing': 'Un passeport est requis pour un voyage international.',
  'bookingRule.PassportExpired': 'Le passeport doit être valide après le dernier vol du voyage.',
  'bookingRule.PassportNationalityMissing':
    'Ajoutez la nationalité indiquée sur le passeport pour un voyage international.',
  'bookingRule.ContactEmailRequired': 'Entrez une adresse courriel pour la confirmation.',
  'bookingRule.ContactPhoneRequired':
    'Entrez un numéro de téléphone où la compagnie aérienne peut vous joindre.',

  'booking.contact.title': 'Coordonnées',
  'booking.contact.hint':
    'Nous envoyons la confirmation ici; la compagnie aérienne appelle ce numéro en cas de changement.',
  'booking.contact.email': 'Courriel',
  'booking.contact.phone': 'Téléphone',

  'booking.payment.title': 'Paiement',
  'booking.airlineCredit.title': 'Crédit voyage de la compagnie aérienne',
  'booking.airlineCredit.none': 'Ne pas utiliser de crédit de compagnie aérienne',
  'booking.airlineCredit.option':
    'Appliquer votre crédit {airline} ({amount} restants, expire le {date})',
  'booking.airlineCredit.note':
    "Un crédit de compagnie aérienne paie d'abord ; le crédit voyage, les récompenses et la carte paient le reste.",
  'booking.airlineCredit.applied':
    'Le crédit de la compagnie déduit {amount}. Il reste {rest} à payer avec votre crédit voyage, vos récompenses ou votre carte.',
  'booking.credit.title': 'Crédit voyage',
  'booking.credit.apply': 'Appliquer votre {label} ({amount} disponible)',
  'booking.rewards.title': 'Payer avec des récompenses',
  'booking.rewards.eligibility.AllMeet': 'Tous vos comptes peuvent échanger.',
  'booking.rewards.eligibility.OneDoesNot':
    'Un de vos comptes n’a pas encore assez de récompenses à échanger.',
  'booking.rewards.eligibility.NoneMeets':
    'Aucun de vos comptes n’a encore assez de récompenses à échanger. Payez par carte et accumulez-en.',
  'booking.rewards.none': 'Ne pas utiliser de récompenses',
  'booking.rewards.account': '{name} se terminant par {lastFour}',
  'booking.rewards.balance.miles': '{balance} milles disponibles',
  'booking.rewards.balance.cash': '{balance} en remises disponibles',
  'booking.rewards.belowMinimum.miles':
    'Échange à partir de {minimum} milles; ce compte en a {balance}.',
  'booking.rewards.belowMinimum.cash': 'Échange à partir de {minimum}; ce compte a {balance}.',
  'booking.rewards.amount.miles': 'Milles à utiliser',
  'booking.rewards.amount.cash': 'Remises à utiliser ($ US)',
  'booking.rewards.valueText.miles': '{amount} milles, {cash}',
  'booking.rewards.valueText.cash': '{cash}',
  'booking.rewards.useMax': 'Utiliser le maximum',
  'booking.rewards.note.miles':
    '{amount} milles couvrent {cash} de ce voyage (au plus {max} milles).',
  'booking.rewards.note.cash': '{cash} en remises couvrent une partie du voyage (au plus {max}).',
  'booking.card.title': 'Carte',
  'booking.card.notNeeded':
    'Vos récompenses et votre crédit couvrent tout le voyage : aucune carte requise.',
  'booking.card.charge': '{amount} sera porté à cette carte.',
  'booking.card.option': '{brand} se terminant par {lastFour}, expire {month}/{year}',
  'booking.card.save': 'Enregistrer cette carte pour la prochaine fois',
  'booking.card.new': 'Nouvelle carte',
  'booking.card.loading': 'Chargement du formulaire de carte sécurisé…',
  'booking.card.add': 'Ajouter une carte',
  'booking.card.required': 'Ajoutez une carte pour payer le reste du total.',
  'booking.card.frameTitle': 'Détails de la carte (formulaire sécurisé)',

  'booking.summary.title': 'Votre voyage',
  'booking.summary.base': '{count, plural, one {Tarif, # voyageur} other {Tarifs, # voyageurs}}',
  'booking.summary.taxes': 'Taxes et frais',
  'booking.summary.freezeCovers': 'Votre gel de prix couvre',
  'cfar.addOn.title': 'Annulation pour toute raison',
  'cfar.addOn.intro':
    'Les projets changent. Annulez pour toute raison jusqu’au {deadline} et récupérez {percent} % de vos tarifs ({refund}) sur votre moyen de paiement, ou leur valeur totale en crédit de voyage de la compagnie.',
  'cfar.addOn.legend': 'Ajouter l’annulation pour toute raison ?',
  'cfar.addOn.yes': 'L’ajouter pour {premium}',
  'cfar.addOn.yesHint':
    '{percent} % de vos tarifs, pour chaque voyageur et chaque vol de ce voyage',
  'cfar.addOn.no': 'Non merci, les règles d’annulation du tarif me suffisent',
  'cfar.addOn.fineprint':
    'Disponible uniquement maintenant, avec cette réservation. La prime n’est pas remboursable. Les remboursements sur carte arrivent sous {min} à {max} cycles de facturation. Elle prend fin plus tôt si la compagnie annule un vol, si vous modifiez le voyage auprès de la compagnie, ou si une alerte gouvernementale ou sanitaire est émise pour votre destination.',
  'cfar.addOn.terms': 'Lire les conditions complètes',
  'booking.summary.cfar': 'Annulation pour toute raison',
  'booking.summary.priceDrop': 'Protection contre les baisses de prix incluse',
  'confirmation.cfar':
    'L’annulation pour toute raison est incluse : utilisez-la depuis votre voyage jusqu’à 3 heures avant votre premier vol.',
  'chfar.addOn.title': 'Modification pour toute raison',
  'chfar.addOn.intro':
    'Les projets changent. Modifiez vos vols une fois, pour toute raison, jusqu’au {deadline}, même si votre tarif ne permet pas de modification. Ce que coûte la modification (la différence de tarif et les frais de modification) vous est remboursé sur votre carte sous {days} jours ouvrables, jusqu’à {limit}.',
  'chfar.addOn.legend': 'Ajouter la modification pour toute raison ?',
  'chfar.addOn.yes': 'L’ajouter pour {premium}',
  'chfar.addOn.yesHint':
    '{percent} % de vos tarifs, pour chaque voyageur et chaque vol de ce voyage',
  'chfar.addOn.no': 'Non merci, les règles de modification du tarif me suffisent',
  'chfar.addOn.fineprint':
    'Disponible uniquement maintenant, avec cette réservation. La prime n’est pas remboursable. Vos nouveaux vols doivent partir dans {years, plural, one {l’année} other {les # ans}} qui suit votre premier vol réservé, et une seule modification vaut pour tous les voyageurs.',
  'chfar.addOn.terms': 'Lire les conditions complètes',
  'booking.summary.chfar': 'Modification pour toute raison',
  'confirmation.chfar':
    'La modification pour toute raison est incluse : modifiez vos vols une fois depuis votre voyage, jusqu’à {hours} heures avant votre premier vol.',
  'booking.summary.priceChange': 'Changement de prix depuis la cotation',
  'booking.summary.milesUsed': '{amount} milles',
  'booking.hold.left': 'Prix retenu jusqu’à {time} (encore {left}).',
  'booking.hold.ended': 'La retenue du prix a pris fin : la réservation vérifiera le prix.',

  'booking.progress.title': 'Réservation de votre voyage',
  'booking.progress.label': 'Progression de la réservation',
  'booking.progress.price': 'Confirmation du prix et des places',
  'booking.progress.payment': 'Sécurisation de votre paiement',
  'booking.progress.airline': 'Réservation auprès de la compagnie aérienne',
  'booking.progressHotel.price': 'Confirmation du prix et de la chambre',
  'booking.progressHotel.airline': 'Réservation auprès de l’hôtel',
  'carCrossSell.title': 'Besoin d’une voiture à {city}?',
  'carCrossSell.body': 'Prenez-en une à {airport} du {from} au {until}.',
  'carCrossSell.action': 'Voir les voitures à {airport}',
  'booking.progressCar.price': 'Confirmation du prix et de la voiture',
  'booking.progressCar.airline': 'Réservation auprès du loueur',
  'booking.progressActivity.price': 'Nous retenons vos places',
  'booking.progressActivity.airline': 'Réservation auprès de l’organisateur',
  'booking.progressHome.price': 'Confirmation du prix et des dates',
  'booking.progressHome.airline': 'Réservation auprès de l’hôte',
  'booking.progress.stay': 'Cela prend quelques secondes. Gardez cette page ouverte.',

  'booking.fixErrors': 'Vérifiez les détails signalés, puis réservez de nouveau.',
  'booking.fixPayment': 'Votre paiement n’a pas abouti. Rien n’a été porté à votre compte.',
  'booking.chooseOther': 'Choisir d’autres vols',
  'booking.agree':
    'En réservant, vous acceptez les règles tarifaires et de payer {total}, taxes et frais compris.',
  'booking.book': 'Réserver pour {total}',
  'booking.priceChange.title': 'Le prix a changé',
  'booking.priceChange.up':
    'Le prix de ce voyage est passé de {quoted} à {next} depuis le devis. Nous ne réserverons pas sans votre accord.',
  'booking.priceChange.down':
    'Bonne nouvelle : le prix de ce voyage est passé de {quoted} à {next}.',
  'booking.priceChange.accept': 'Continuer à {next}',
  'booking.expired.title': 'La retenue de votre prix a pris fin',
  'booking.expired.body':
    'Les prix sont retenus 15 minutes. Obtenez un nouveau prix pour les mêmes vols; vos détails sont conservés.',
  'booking.expired.requote': 'Obtenir un nouveau prix',

  'bookingError.CardDeclined': 'Votre carte a été refusée. Utilisez une autre carte.',
  'bookingError.InsufficientFunds': 'Fonds insuffisants sur cette carte. Utilisez une autre carte.',
  'bookingError.CreditCardExpired': 'Cette carte est expirée. Utilisez une autre carte.',
  'bookingError.GenericError':
    'L’émetteur de la carte n’a pas pu traiter ce paiement. Utilisez une autre carte.',
  'bookingError.InvalidCreditCardVerificationNumber':
    'Le code de sécurité ne correspond pas. Ajoutez la carte de nouveau ou utilisez-en une autre.',
  'bookingError.InvalidCreditCardNumber': 'Vérifiez le numéro de carte et réessayez.',
  'bookingError.LikelyFraud':
    'Nous n’avons pas pu effectuer ce paiement. Utilisez une autre carte ou appelez-nous.',
  'bookingError.UnknownCard': 'Nous ne trouvons pas cette carte. Ajoutez-la de nouveau.',
  'bookingError.RedemptionFailure':
    'Nous n’avons pas pu échanger ces récompenses. Choisissez un autre montant ou compte.',
  'bookingError.NoAvailability':
    'La compagnie n’a plus de places à ce tarif. Rien n’a été facturé. Choisissez d’autres vols.',
  'bookingError.OfferInvalid': 'Ce tarif n’est plus offert. Rien n’a été facturé.',
  'bookingError.PollingTimeout':
    'La compagnie n’a pas confirmé à temps; nous avons annulé la tentative. Rien n’a été facturé et vos récompenses ont été rendues. Réessayez.',
  'bookingError.ProviderError':
    'La compagnie n’a pas pu effectuer la réservation. Rien n’a été facturé. Réessayez dans un instant.',
  'bookingError.DuplicateBooking':
    'Ce voyage est déjà réservé ou en cours de réservation. Vérifiez vos courriels avant de réserver de nouveau.',
  'bookingError.IdempotencyKeyReused':
    'Cette réservation a déjà été envoyée avec d’autres détails. Rechargez la page et réessayez.',
  'bookingError.ExcessiveActivity': 'Trop de tentatives. Attendez un instant et réessayez.',

  'confirmation.pageTitle': 'Réservation confirmée',
  'confirmation.loading': 'Chargement de votre réservation…',
  'confirmation.notFound.title': 'Nous ne trouvons pas cette réservation',
  'confirmation.notFound.body': 'Vérifiez le lien ou recherchez des vols pour réserver.',
  'confirmation.failed.title': 'Cette réservation n’a pas abouti',
  'confirmation.subtitle.Round-trip': 'Aller-retour',
  'confirmation.subtitle.One-way': 'Aller simple',
  'confirmation.subtitle.Multi-city': 'Multidestination',
  'confirmation.title': 'C’est réservé!',
  'confirmation.code': 'Code de confirmation',
  'confirmation.emailSent': 'Nous avons envoyé la confirmation à {email}.',
  'confirmation.travelers': 'Voyageurs',
  'confirmation.paid': 'Paiement',
  'confirmation.earned.miles': 'Vous avez accumulé {amount} milles sur ce voyage.',
  'confirmation.earned.cash': 'Vous avez obtenu {amount} en remises sur ce voyage.',
  'confirmation.bookAnother': 'Réserver un autre vol',
  'booking.passengerType.CHD': 'enfant (tarif sans âge)',
  'booking.passengerType.JCB': 'adulte (tarif privé)',
  'booking.passengerType.JNN': 'enfant (tarif privé)',
  'booking.passengerType.JNS': 'bébé avec siège (tarif privé)',
  'booking.passengerType.JNF': 'bébé sur les genoux (tarif privé)',
  'booking.party.title': 'Vérifiez qui voyage',
  'bookingRule.PassportInvalid':
    'Vérifiez le passeport : son numéro compte de 6 à 9 lettres et chiffres, son pays de délivrance un code de 2 lettres, son expiration une date.',
  'booking.amountWithMiles': '{cash} + {miles} milles',
  'booking.amountWithCash': '{cash} + {rewards} en récompenses',
  'booking.priceDifference.up': 'Le prix a augmenté depuis que vous avez revu ce voyage',
  'booking.priceDifference.down': 'Le prix a baissé depuis que vous avez revu ce voyage',
  'booking.priceDifference.body':
    'Vous avez vu {reviewed} à la révision; le prix retenu pour vous est maintenant de {total}, une différence de {difference}. La réservation porte {total}; pour choisir de nouveau, changez de vols.',
  'booking.next.reload': 'Recharger la page',
  'booking.next.callUs': 'Appelez-nous au {phone}',
  'booking.next.checkTrips': 'Voir vos voyages',
  'bookingError.CreditCardDeclined':
    'Votre carte a été refusée. Rien n’a été facturé; utilisez une autre carte.',
  'bookingError.CreditCardLostStolen':
    'Cette carte ne peut pas être utilisée. Rien n’a été facturé; utilisez une autre carte.',
  'bookingError.CreditCardNotSupported':
    'Ce type de carte n’est pas accepté ici. Utilisez une autre carte.',
  'bookingError.InvalidCreditCardInformation':
    'Les détails de la carte n’ont pas été acceptés. Vérifiez le nom et la date d’expiration, ou utilisez une autre carte.',
  'bookingError.InvalidCreditCardCountryCode':
    'Le pays de facturation de la carte n’a pas été accepté. Utilisez une autre carte.',
  'bookingError.InvalidCreditCardZipCode':
    'Le code postal de facturation ne correspond pas à cette carte. Vérifiez-le ou utilisez une autre carte.',
  'bookingError.Fraud':
    'L’émetteur de la carte a bloqué ce paiement. Appelez-le ou utilisez une autre carte.',
  'bookingError.UserCardNotFound':
    'Cette carte enregistrée a été retirée. Choisissez une autre carte ou ajoutez-la de nouveau.',
  'bookingError.ExcessiveUserActivity':
    'Trop de cartes ont été refusées pour ce voyage; nous n’acceptons plus de carte pour celui-ci. Rien n’a été facturé. Appelez-nous pour réserver.',
  'bookingError.InvalidPassengers':
    'Les voyageurs ne correspondent pas aux passagers pour lesquels ce prix est retenu. Vérifiez qui voyage.',
  'bookingError.BookingSessionClosed':
    'Votre session de réservation est fermée : vous vous êtes reconnecté après la fin de la retenue du prix. Rien n’a été facturé. Choisissez de nouveau votre voyage pour réserver.',
  'bookingError.UpgradeRequired':
    'Cette page de réservation n’est plus à jour. Rien n’a été facturé. Rechargez la page pour réserver.',
  'bookingError.QuoteError':
    'Nous n’avons pas pu obtenir le prix de nouveau. Rien n’a été facturé. Réessayez.',
  'bookingError.Timeout':
    'La compagnie ou l’hôtel n’a pas répondu à temps. Rien n’a été facturé. Réessayez.',
  'bookingError.PriceUnavailableUnder25':
    'Ce prix n’est pas offert pour un voyageur de moins de 25 ans. Rien n’a été facturé. Choisissez une autre option.',
  'bookingError.MaximumPriceIncreaseReached':
    'Le prix a augmenté plus qu’une réservation ne peut l’accepter. Rien n’a été facturé. Choisissez de nouveau aux prix actuels.',
  'bookingError.BookError':
    'La compagnie ou l’hôtel a refusé la demande de réservation. Rien n’a été facturé. Réessayez.',
  'bookingError.BookFailed':
    'La réservation a échoué après sa prise en charge par la compagnie ou l’hôtel; nous l’avons annulée et rien n’a été facturé. Appelez-nous et nous la terminerons avec vous.',
  'bookingError.VccGenerationFailure':
    'Nous n’avons pas pu créer le paiement à la compagnie ou à l’hôtel. Rien n’a été facturé. Réessayez.',
  'bookingError.TicketingUnconfirmed':
    'La compagnie n’a pas confirmé les billets; nous avons annulé la réservation. Rien n’a été facturé. Appelez-nous pour réserver ces vols.',
  'bookingError.Inactivity':
    'Cette page est restée inactive un moment; son prix ne tient peut-être plus. Obtenez un nouveau prix pour réserver.',
  'confirmation.viewTrip': 'Voir votre voyage',
};
