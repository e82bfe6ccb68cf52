/** The flight booking and confirmation pages: English, spread into EN_MESSAGES. */
export const FLIGHT_BOOKING_EN = {
  'review.continue': 'Continue to book',
  'review.quoteUnavailable':
    'These seats are no longer available at this fare. Choose other flights.',
  'review.quoteFailed': 'We could not hold this price. Try again in a moment.',

  'booking.pageTitle': 'Book your flight',
  'booking.heading': 'Book your flight',
  'booking.loading': 'Loading your trip…',
  'booking.loadFailed': 'We could not load the trip you chose.',
  'booking.noTrip.title': 'No trip to book',
  'booking.noTrip.body': 'Search for flights and choose a fare to book it here.',
  'booking.searchFlights': 'Search flights',
  'booking.travelers.title': 'Who is flying',
  'booking.travelers.hint':
    'Names and dates of birth must match the government ID each traveler will fly with.',
  'booking.travelers.hintInternational':
    'This trip is international: each traveler needs a passport valid beyond the last flight, with nationality.',
  'booking.travelers.slot': 'Traveler {number} ({type})',
  'booking.travelers.choose': 'Choose a traveler',
  'booking.travelers.ageMismatch': '{name} (age does not match)',
  'booking.travelers.edit': 'Edit {name}',
  'booking.travelers.add': 'Add a new traveler',
  'booking.travelers.addFor': 'Add a new traveler as {slot}',
  'booking.passengerType.ADT': 'adult',
  'booking.passengerType.CNN': 'child',
  'booking.passengerType.INS': 'infant in seat',
  'booking.passengerType.INF': 'lap infant',

  'bookingRule.TravelerRequired': 'Choose a traveler or add a new one.',
  'bookingRule.NoAdultPassenger': 'At least one adult must travel.',
  'bookingRule.TooManyPassengers': 'At most 9 travelers can book together.',
  'bookingRule.TooManyLapInfants':
    'Each lap infant needs an adult: add an adult or seat the infant.',
  'bookingRule.LapInfantTooOld':
    'A lap infant must be under 2 for the whole trip; book a seat for this child instead.',
  'bookingRule.LapInfantWithTrustedTravelerNumber':
    'Lap infants cannot have a known traveler or redress number.',
  'bookingRule.PassengerTypeMismatch':
    'The date of birth does not match this passenger type on the day of travel.',
  'bookingRule.UnsupportedNameCharacters':
    'Names may use letters, spaces, apostrophes, hyphens and periods only, as on the passport.',
  'bookingRule.InvalidKnownTravelerNumber':
    'The known traveler number is 8 to 10 letters and digits.',
  'bookingRule.InvalidRedressNumber': 'The redress number is 7 to 13 digits.',
  'bookingRule.PassportMissing': 'A passport is required for international travel.',
  'bookingRule.PassportExpired': 'The passport must be valid beyond the last flight of the trip.',
  'bookingRule.PassportNationalityMissing':
    'Add the nationality shown on the passport for international travel.',
  'bookingRule.ContactEmailRequired': 'Enter an e-mail address for the booking confirmation.',
  'bookingRule.ContactPhoneRequired': 'Enter a phone number the airline can reach you on.',

  'booking.contact.title': 'Contact',
  'booking.contact.hint':
    'We send the confirmation here; the airline calls this number about changes.',
  'booking.contact.email': 'E-mail',
  'booking.contact.phone': 'Phone',

  'booking.payment.title': 'Payment',
  'booking.credit.title': 'Travel credit',
  'booking.credit.apply': 'Apply your {label} ({amount} available)',
  'booking.rewards.title': 'Pay with rewards',
  'booking.rewards.eligibility.AllMeet': 'All of your accounts can redeem.',
  'booking.rewards.eligibility.OneDoesNot':
    'One of your accounts does not have enough rewards to redeem yet.',
  'booking.rewards.eligibility.NoneMeets':
    'None of your accounts has enough rewards to redeem yet. Pay by card and earn more.',
  'booking.rewards.none': 'Do not use rewards',
  'booking.rewards.account': '{name} ending {lastFour}',
  'booking.rewards.balance.miles': '{balance} miles available',
  'booking.rewards.balance.cash': '{balance} cash rewards available',
  'booking.rewards.belowMinimum.miles': 'Redeem from {minimum} miles; this account has {balance}.',
  'booking.rewards.belowMinimum.cash': 'Redeem from {minimum}; this account has {balance}.',
  'booking.rewards.amount.miles': 'Miles to use',
  'booking.rewards.amount.cash': 'Cash rewards to use (US$)',
  'booking.rewards.valueText.miles': '{amount} miles, {cash}',
  'booking.rewards.valueText.cash': '{cash}',
  'booking.rewards.useMax': 'Use the most',
  'booking.rewards.note.miles': '{amount} miles cover {cash} of this trip (at most {max} miles).',
  'booking.rewards.note.cash': '{cash} of cash rewards cover part of this trip (at most {max}).',
  'booking.card.title': 'Card',
  'booking.card.notNeeded': 'Your rewards and credit cover the whole trip: no card needed.',
  'booking.card.charge': '{amount} will be charged to this card.',
  'booking.card.option': '{brand} ending {lastFour}, expires {month}/{year}',
  'booking.card.save': 'Save this card for next time',
  'booking.card.new': 'New card',
  'booking.card.loading': 'Loading the secure card form…',
  'booking.card.add': 'Add a new card',
  'booking.card.required': 'Add a card to pay the rest of the total.',
  'booking.card.frameTitle': 'Card details (secure form)',

  'booking.summary.title': 'Your trip',
  'booking.summary.base': '{count, plural, one {Fare, # traveler} other {Fares, # travelers}}',
  'booking.summary.taxes': 'Taxes and fees',
  'booking.summary.priceChange': 'Price change since your quote',
  'booking.summary.milesUsed': '{amount} miles',
  'booking.source.UserCard': 'Card',
  'booking.source.Rewards': 'Rewards',
  'booking.source.TravelWallet': 'Travel credit',
  'booking.source.AncillaryCredit': 'Airline credit',
  'booking.hold.left': 'Price held until {time} ({left} left).',
  'booking.hold.ended': 'The price hold has ended: booking checks the price again.',

  'booking.progress.title': 'Booking your trip',
  'booking.progress.label': 'Booking progress',
  'booking.progress.price': 'Confirming the price and seats',
  'booking.progress.payment': 'Securing your payment',
  'booking.progress.airline': 'Booking with the airline',
  'booking.progress.stay': 'This takes a few seconds. Please keep this page open.',

  'booking.fixErrors': 'Check the highlighted details, then book again.',
  'booking.fixPayment': 'Your payment did not go through. Nothing was charged.',
  'booking.chooseOther': 'Choose other flights',
  'booking.agree':
    'By booking you agree to the fare rules and to pay {total}, taxes and fees included.',
  'booking.book': 'Book for {total}',
  'booking.priceChange.title': 'The price changed',
  'booking.priceChange.up':
    'The airline raised the price of this trip from {quoted} to {next}. We will not book it without your agreement.',
  'booking.priceChange.down': 'Good news: the price of this trip fell from {quoted} to {next}.',
  'booking.priceChange.accept': 'Continue at {next}',
  'booking.expired.title': 'Your price hold has ended',
  'booking.expired.body':
    'Prices are held for 15 minutes. Get a new price for the same flights; your details stay as entered.',
  'booking.expired.requote': 'Get a new price',

  'bookingError.CardDeclined': 'Your card was declined. Use another card.',
  'bookingError.InsufficientFunds': 'The card has insufficient funds. Use another card.',
  'bookingError.CreditCardExpired': 'This card has expired. Use another card.',
  'bookingError.GenericError': 'The card issuer could not process this payment. Use another card.',
  'bookingError.InvalidCreditCardVerificationNumber':
    'The security code did not match. Add the card again or use another card.',
  'bookingError.InvalidCreditCardNumber': 'Check the card number and try again.',
  'bookingError.LikelyFraud':
    'We could not complete this payment. Use another card or call us for help.',
  'bookingError.UnknownCard': 'We could not find that card. Add it again.',
  'bookingError.RedemptionFailure':
    'We could not redeem these rewards. Choose another amount or account.',
  'bookingError.NoAvailability':
    'The airline no longer has seats at this fare. Nothing was charged. Choose other flights.',
  'bookingError.OfferInvalid': 'This fare is no longer offered. Nothing was charged.',
  'bookingError.PollingTimeout':
    'The airline did not confirm in time, so we cancelled the attempt. Nothing was charged and your rewards were returned. Try again.',
  'bookingError.ProviderError':
    'The airline could not complete the booking. Nothing was charged. Try again in a moment.',
  'bookingError.DuplicateBooking':
    'This trip is already booked or being booked. Check your e-mail for a confirmation before booking again.',
  'bookingError.ExcessiveActivity': 'Too many attempts. Wait a moment and try again.',

  'confirmation.pageTitle': 'Booking confirmed',
  'confirmation.loading': 'Loading your booking…',
  'confirmation.notFound.title': 'We could not find this booking',
  'confirmation.notFound.body': 'Check the link, or search for flights to book a trip.',
  'confirmation.failed.title': 'This booking did not go through',
  'confirmation.subtitle.Round-trip': 'Round-trip',
  'confirmation.subtitle.One-way': 'One-way',
  'confirmation.subtitle.Multi-city': 'Multi-city',
  'confirmation.title': 'You are booked!',
  'confirmation.code': 'Confirmation code',
  'confirmation.emailSent': 'We sent the confirmation to {email}.',
  'confirmation.travelers': 'Travelers',
  'confirmation.paid': 'Payment',
  'confirmation.earned.miles': 'You earned {amount} miles on this trip.',
  'confirmation.earned.cash': 'You earned {amount} cash back on this trip.',
  'confirmation.bookAnother': 'Book another flight',
} as const;

export const FLIGHT_BOOKING_FR: Record<keyof typeof FLIGHT_BOOKING_EN, string> = {
  'review.continue': 'Continuer vers la réservation',
  'review.quoteUnavailable':
    'Ces places ne sont plus offertes à ce tarif. Choisissez d’autres vols.',
  'review.quoteFailed': 'Nous n’avons pas pu retenir ce prix. Réessayez dans un instant.',

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
  'booking.summary.priceChange': 'Changement de prix depuis la cotation',
  'booking.summary.milesUsed': '{amount} milles',
  'booking.source.UserCard': 'Carte',
  'booking.source.Rewards': 'Récompenses',
  'booking.source.TravelWallet': 'Crédit voyage',
  'booking.source.AncillaryCredit': 'Crédit de compagnie aérienne',
  'booking.hold.left': 'Prix retenu jusqu’à {time} (encore {left}).',
  'booking.hold.ended': 'La retenue du prix a pris fin : la réservation vérifiera le prix.',

  'booking.progress.title': 'Réservation de votre voyage',
  'booking.progress.label': 'Progression de la réservation',
  'booking.progress.price': 'Confirmation du prix et des places',
  'booking.progress.payment': 'Sécurisation de votre paiement',
  'booking.progress.airline': 'Réservation auprès de la compagnie aérienne',
  'booking.progress.stay': 'Cela prend quelques secondes. Gardez cette page ouverte.',

  'booking.fixErrors': 'Vérifiez les détails signalés, puis réservez de nouveau.',
  'booking.fixPayment': 'Votre paiement n’a pas abouti. Rien n’a été porté à votre compte.',
  'booking.chooseOther': 'Choisir d’autres vols',
  'booking.agree':
    'En réservant, vous acceptez les règles tarifaires et de payer {total}, taxes et frais compris.',
  'booking.book': 'Réserver pour {total}',
  'booking.priceChange.title': 'Le prix a changé',
  'booking.priceChange.up':
    'La compagnie aérienne a augmenté le prix de ce voyage de {quoted} à {next}. Nous ne réserverons pas sans votre accord.',
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
};
