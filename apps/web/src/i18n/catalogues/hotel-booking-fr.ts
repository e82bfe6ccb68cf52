import type { HOTEL_BOOKING_EN } from './hotel-booking';

/** Réservation d’hôtel et confirmation. Français. */
export const HOTEL_BOOKING_FR: Record<keyof typeof HOTEL_BOOKING_EN, string> = {
  'hotelShop.stay.title': 'Votre séjour',
  'hotelShop.stay.summary':
    'Du {from} au {until} · {rooms, plural, one {# chambre} other {# chambres}} · {adults, plural, one {# adulte} other {# adultes}}{children, plural, =0 {} one {, # enfant} other {, # enfants}}',
  'hotelShop.stay.change': 'Changer les dates ou les voyageurs',
  'hotelShop.stay.close': 'Garder ces dates',
  'hotelShop.stay.update': 'Mettre à jour les chambres et tarifs',
  'hotelShop.rateGone':
    'Ce tarif n’est plus offert : la chambre est complète à vos dates. Rien n’a été débité. Les chambres et tarifs de cette page sont de nouveau à jour.',
  'hotelShop.reserve': 'Réserver',
  'hotelShop.reserveRate': 'Réserver {rate} pour {total}',
  'hotelShop.fourthNightFree': '4e nuit offerte',
  'hotelShop.refundable.choose': 'La rendre remboursable pour {perNight} de plus par nuit',
  'hotelShop.refundable.hint':
    'Annulez pour toute raison avant l’arrivée et récupérez {percent} % de votre séjour, jusqu’à {amount}.',
  'hotelBook.pageTitle': 'Réservez votre séjour',
  'hotelBook.heading': 'Réservez votre séjour',
  'hotelBook.noRoom.title': 'Aucune chambre à réserver',
  'hotelBook.noRoom.body':
    'Ce lien de réservation ne retient aucune chambre. Cherchez un hôtel et choisissez une chambre.',
  'hotelBook.guest.title': 'Qui fait l’enregistrement?',
  'hotelBook.guest.hint':
    'La réservation est au nom du client principal. Il présente une pièce d’identité à l’arrivée et doit avoir {age} ans ou plus.',
  'hotelBook.guest.saved': 'Voyageur enregistré',
  'hotelBook.guest.someoneElse': 'Une autre personne (saisir son nom)',
  'hotelBook.guest.givenName': 'Prénom',
  'hotelBook.guest.surname': 'Nom',
  'hotelBook.guest.dateOfBirth': 'Date de naissance (facultatif)',
  'hotelBook.guest.dateOfBirthHint':
    'Nous la vérifions selon l’âge minimum d’enregistrement de l’hôtel.',
  'hotelBook.guest.country': 'Pays de résidence',
  'hotelBook.bed.title': 'Préférence de lit',
  'hotelBook.bed.hint': 'Garantie par l’hôtel pour ce type de chambre.',
  'hotelBook.loyalty.label': 'Numéro {program} (facultatif)',
  'hotelBook.loyalty.hint': 'L’hôtel ajoute le séjour au compte du client principal.',
  'hotelBook.requests.label': 'Demandes spéciales (facultatif)',
  'hotelBook.requests.hint':
    'L’hôtel les voit mais ne peut les garantir. {left, plural, one {# caractère restant} other {# caractères restants}}.',
  'hotelBook.contact.hint':
    'Nous envoyons la confirmation ici et n’appelons que si l’hôtel a besoin de vous.',
  'hotelBook.cancellation': 'Politique d’annulation',
  'hotelBook.agree':
    'En réservant, vous acceptez les politiques de l’hôtel et la politique d’annulation ci-dessus. {total} est débité maintenant.',
  'hotelBook.agreePayLater':
    'En réservant, vous acceptez les politiques de l’hôtel et la politique d’annulation ci-dessus. {total} est débité maintenant; {later} est à payer à l’hôtel.',
  'hotelBook.changeRoom': 'Changer de chambre',
  'hotelBook.chooseAnotherRoom': 'Choisir une autre chambre',
  'hotelBook.progress.title': 'Réservation de votre séjour',
  'hotelBook.summary.title': 'Votre séjour',
  'hotelBook.summary.party':
    '{showRooms, select, yes {{rooms} chambres · } other {}}{adults, plural, one {# adulte} other {# adultes}}{children, plural, =0 {} one { · # enfant} other { · # enfants}} · {nights, plural, one {# nuit} other {# nuits}}',
  'hotelBook.summary.fourthNight': '4e nuit offerte',
  'hotelBook.summary.refundablePremium': 'Chambre remboursable',
  'hotelBook.rule.required': 'Ce champ est nécessaire pour réserver.',
  'hotelBook.rule.nameCharacters':
    'Utilisez uniquement des lettres, espaces, apostrophes, traits d’union et points.',
  'hotelBook.rule.tooLong': 'C’est trop long.',
  'hotelBook.rule.dateFormat': 'Saisissez une vraie date de naissance.',
  'hotelBook.rule.tooYoung':
    'Le client principal doit avoir {age} ans ou plus à l’arrivée. Réservez au nom d’un client plus âgé.',
  'hotelBook.rule.emailFormat': 'Saisissez une adresse courriel comme nom@exemple.com.',
  'hotelBook.rule.phoneFormat': 'Saisissez un numéro de téléphone de 7 à 20 chiffres.',
  'hotelBook.rule.loyaltyFormat': 'Un numéro de fidélité compte de 4 à 30 lettres ou chiffres.',
  'hotelBookError.Invalid Quote':
    'Le prix de cette chambre ne tient plus. Choisissez de nouveau la chambre sur la page de l’hôtel.',
  'hotelBookError.NotAvailable':
    'Cette chambre est complète à vos dates. Choisissez une autre chambre ou changez vos dates.',
  'hotelBookError.RateNotAvailable':
    'Ce tarif n’est plus offert. Rien n’a été débité. Revenez à l’hôtel pour voir ses chambres et tarifs actuels.',
  'hotelBookError.LackOfInventory':
    'La dernière chambre de ce type vient d’être réservée. Rien n’a été débité. Choisissez une autre chambre.',
  'hotelBookError.NoAvailability':
    'Cette chambre est complète à vos dates. Rien n’a été débité. Choisissez une autre chambre.',
  'hotelBookError.Experiment':
    'Cette offre ne vous est pas accessible pour le moment. Choisissez une autre chambre.',
  'hotelBookError.CheckInMinimumAgeNotMet':
    'Le client principal n’a pas l’âge minimum d’enregistrement de l’hôtel. Réservez au nom d’un client plus âgé.',
  'hotelBookError.InvalidGuestCountry':
    'Cet hôtel ne peut accepter une réservation pour un client de ce pays. Vérifiez le pays.',
  'hotelBookError.InvalidFulfillmentInput':
    'L’hôtel n’a pas accepté certains détails du client ou de la chambre. Vérifiez-les et réessayez.',
  'hotelBookError.CreditCardDeclined':
    'Votre carte a été refusée. Rien n’a été débité; utilisez une autre carte.',
  'hotelBookError.CardDeclined':
    'Votre carte a été refusée. Rien n’a été débité; utilisez une autre carte.',
  'hotelBookError.InsufficientFunds': 'Fonds insuffisants sur la carte. Utilisez une autre carte.',
  'hotelBookError.CreditCardExpired': 'Cette carte est expirée. Utilisez une autre carte.',
  'hotelBookError.CreditCardLostStolen':
    'Cette carte ne peut être utilisée. Utilisez une autre carte.',
  'hotelBookError.CreditCardNotSupported':
    'Cet hôtel n’accepte pas ce type de carte. Utilisez une autre carte.',
  'hotelBookError.InvalidCreditCardNumber': 'Vérifiez le numéro de carte et réessayez.',
  'hotelBookError.InvalidCreditCardInformation':
    'Les détails de la carte n’ont pas été acceptés. Vérifiez le nom et la date d’expiration, ou utilisez une autre carte.',
  'hotelBookError.InvalidCreditCardVerificationNumber':
    'Le code de sécurité ne correspond pas à cette carte. Vérifiez-le, ou utilisez une autre carte.',
  'hotelBookError.InvalidCreditCardCountryCode':
    'Le pays de facturation de la carte n’a pas été accepté. Utilisez une autre carte.',
  'hotelBookError.InvalidCreditCardZipCode':
    'Le code postal de facturation ne correspond pas. Vérifiez-le, ou utilisez une autre carte.',
  'hotelBookError.Fraud':
    'L’émetteur de la carte a bloqué ce paiement. Appelez-le, ou utilisez une autre carte.',
  'hotelBookError.RedemptionFailure':
    'Ces récompenses n’ont pu être échangées. Rien n’a été débité; utilisez moins de récompenses ou la carte.',
  'hotelBookError.ProviderError':
    'L’hôtel n’a pu confirmer cette réservation. Rien n’a été débité; réessayez.',
  'hotelBookError.PollingTimeout':
    'L’hôtel n’a pas confirmé à temps. Rien n’a été débité; réessayez.',
  'hotelBookError.DuplicateBooking':
    'Ce séjour est déjà réservé ou en cours de réservation. Vérifiez vos voyages avant de réserver de nouveau.',
  'hotelBookError.IdempotencyKeyReused':
    'Cette réservation a déjà été envoyée avec d’autres détails. Rechargez la page et réessayez.',
  'hotelBookError.Unknown': 'Nous n’avons pu réserver ce séjour. Rien n’a été débité; réessayez.',
  'hotelConfirm.pageTitle': 'Votre séjour est réservé',
  'hotelConfirm.title': 'Votre séjour est réservé',
  'hotelConfirm.cancelled': 'Ce séjour est annulé',
  'hotelConfirm.failed.title': 'Nous n’avons pu réserver ce séjour',
  'hotelConfirm.badge':
    'Hôtel · {nights, plural, one {# nuit} other {# nuits}} · du {from} au {until}',
  'hotelConfirm.stay': 'Votre séjour',
  'hotelConfirm.held.body':
    'Votre séjour est retenu : la chambre et le prix de {total} sont gardés jusqu’au {until} pendant que votre approbateur décide. Rien n’est débité avant l’approbation.',
  'hotelConfirm.toPay': 'À payer après l’approbation',
  'hotelConfirm.guest': 'Client principal',
  'hotelConfirm.room': 'Chambre',
  'hotelConfirm.loyalty': 'Numéro de fidélité',
  'hotelConfirm.bookAnother': 'Réserver un autre séjour',
  'hotelShop.freeze': 'Geler ce prix',
  'hotelShop.freezeRate': 'Geler ce prix : {rate}',
};
