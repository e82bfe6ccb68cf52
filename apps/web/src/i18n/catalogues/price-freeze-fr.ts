import type { PRICE_FREEZE_EN } from './price-freeze';

/** French for the price freeze messages: loaded with messages-fr. */
export const PRICE_FREEZE_FR: Record<keyof typeof PRICE_FREEZE_EN, string> = {
  'priceFreeze.pageTitle': 'Geler ce prix',
  'priceFreeze.overview.heading': 'Gelez le prix du jour',
  'priceFreeze.customize.heading': 'Choisissez votre gel de prix',
  'priceFreeze.confirm.heading': 'Payer votre gel de prix',
  'priceFreeze.voucher.heading': 'Votre prix est gelé',
  'priceFreeze.loading': 'Préparation de votre gel de prix…',
  'priceFreeze.loadFailed': 'Nous n’avons pas pu préparer un gel de prix pour ces vols.',
  'priceFreeze.noFlights.title': 'Aucun vol à geler',
  'priceFreeze.noFlights.body': 'Recherchez des vols et choisissez « Geler ce prix » sur un tarif.',
  'priceFreeze.searchFlights': 'Rechercher des vols',
  'priceFreeze.flights.title': 'Vols dont vous gelez le prix',
  'priceFreeze.flights.slice': '{origin} à {destination}',
  'priceFreeze.flights.detail': '{date} · {departure}–{arrival} · {stops} · {fare}',
  'priceFreeze.stops': '{count, plural, =0 {Sans escale} one {# escale} other {# escales}}',
  'priceFreeze.travelers': '{count, plural, one {# voyageur} other {# voyageurs}}',
  'priceFreeze.terms.title': 'Votre gel de prix',
  'priceFreeze.frozen': 'Prix gelé',
  'priceFreeze.length': 'Durée du gel',
  'priceFreeze.days': '{days, plural, one {# jour} other {# jours}}',
  'priceFreeze.fee': 'Frais de gel',
  'priceFreeze.cap': 'Nous couvrons les hausses jusqu’à',
  'priceFreeze.perTraveler': '{amount} par voyageur',
  'priceFreeze.perTravelerTotal': '{amount} par voyageur ({total} au total)',
  'priceFreeze.ends': 'Prend fin le {date}',
  'priceFreeze.scenarios.title': 'Ce qui se passe après le gel',
  'priceFreeze.scenario.rises':
    'Si le prix augmente, vous payez votre prix gelé. Nous couvrons la hausse jusqu’à {cap} par voyageur ; au-delà, vous ne payez que ce qui dépasse {cap}.',
  'priceFreeze.scenario.falls': 'Si le prix baisse, vous payez le prix le plus bas.',
  'priceFreeze.scenario.soldOut':
    'Si ces vols sont complets, choisissez un vol semblable (mêmes aéroports et même jour, cabine égale ou supérieure) à votre prix gelé, ou récupérez vos frais de gel.',
  'priceFreeze.scenario.expires':
    'Si vous ne réservez pas avant la fin du gel, il expire et les frais ne sont pas remboursés.',
  'priceFreeze.scenario.exact':
    'Le prix gelé vaut pour ces vols précis et {count, plural, one {# voyageur} other {# voyageurs}}.',
  'priceFreeze.feeNote':
    'Les frais ne font pas partie de votre billet. Si nous ne pouvons pas honorer votre gel, nous les remboursons automatiquement.',
  'priceFreeze.termsLink': 'Conditions du gel de prix',
  'priceFreeze.continue': 'Choisir la durée et les voyageurs',
  'priceFreeze.lengthLegend': 'Durée du gel',
  'priceFreeze.lengthOption': '{days} · {fee} par voyageur',
  'priceFreeze.travelersLegend': 'Adultes',
  'priceFreeze.travelersHint':
    'Le prix gelé vaut pour exactement ce nombre de voyageurs sur ces vols.',
  'priceFreeze.fewerAdults': 'Un adulte de moins',
  'priceFreeze.moreAdults': 'Un adulte de plus',
  'priceFreeze.repricing': 'Calcul du prix pour ce nombre de voyageurs…',
  'priceFreeze.repriceFailed': 'Nous n’avons pas pu calculer le prix pour ce nombre de voyageurs.',
  'priceFreeze.toPayment': 'Continuer vers le paiement',
  'priceFreeze.changeChoice': 'Modifier le gel',
  'priceFreeze.backToFlights': 'Retour aux vols',
  'priceFreeze.chooseOther': 'Choisir d’autres vols',
  'priceFreeze.agree':
    'Vous payez {total} maintenant pour le gel. Vos billets sont payés lors de la réservation.',
  'priceFreeze.submit': 'Geler le prix pour {total}',
  'priceFreeze.progress': 'Gel de votre prix',
  'priceFreeze.summary.title': 'Récapitulatif du gel',
  'priceFreeze.summary.fee': 'Frais de gel ({count, plural, one {# voyageur} other {# voyageurs}})',
  'priceFreeze.summary.total': 'Total dû maintenant',
  'priceFreeze.offerEnds': 'Cette offre est retenue jusqu’à {time}.',
  'priceFreeze.voucher.id': 'Gel {id}',
  'priceFreeze.voucher.title': '{origin} à {destination}',
  'priceFreeze.state.Valid': 'Gelé',
  'priceFreeze.state.Exercised': 'Réservé',
  'priceFreeze.state.Expired': 'Expiré',
  'priceFreeze.state.Refunded': 'Remboursé',
  'priceFreeze.state.Exchanged': 'Réservé sur un vol semblable',
  'priceFreeze.voucher.left': 'Prend fin dans {left}',
  'priceFreeze.voucher.leftDays': '{days} j {hours} h {minutes} min',
  'priceFreeze.voucher.leftHours': '{hours} h {minutes} min {seconds} s',
  'priceFreeze.voucher.endedAt': 'A pris fin le {date}',
  'priceFreeze.voucher.current': 'Prix du jour',
  'priceFreeze.voucher.pay': 'Vous paieriez aujourd’hui',
  'priceFreeze.voucher.savings': 'Votre gel vous fait économiser',
  'priceFreeze.voucher.deposit': 'Frais de gel payés',
  'priceFreeze.voucher.overCap':
    'Le prix du jour dépasse votre prix gelé de plus de {cap} par voyageur : vous payez ce qui dépasse le plafond.',
  'priceFreeze.voucher.soldOut': 'Ces vols ne sont plus en vente.',
  'priceFreeze.voucher.refund': 'Frais remboursés : {amount} sur {source}',
  'priceFreeze.voucher.refundReason.SoldOut': 'les vols sont complets',
  'priceFreeze.voucher.refundReason.ExerciseFailed':
    'nous n’avons pas pu finaliser votre réservation',
  'priceFreeze.voucher.refundLine': '{amount} remboursés sur {source} le {date} : {reason}.',
  'priceFreeze.refreeze': 'Geler à nouveau au prix du jour',
  'priceFreeze.viewFrozen': 'Voir vos prix gelés',
  'priceFreeze.confirmation.emailed': 'Nous vous avons envoyé les détails par courriel.',
  'priceFreeze.error.FrozenPriceIncreased':
    'Le prix de ces vols a augmenté, les frais de gel ont donc changé. Obtenez la nouvelle offre pour continuer.',
  'priceFreeze.error.FrozenPriceDecreased':
    'Le prix de ces vols a baissé, les frais de gel ont donc changé. Obtenez la nouvelle offre pour continuer.',
  'priceFreeze.error.NoAvailability':
    'Ces vols ne peuvent plus être gelés. Choisissez d’autres vols.',
  'priceFreeze.error.CustomOfferGenerationFailed':
    'Nous n’avons pas pu préparer un gel de prix pour ces vols. Réessayez dans un instant.',
  'priceFreeze.error.GenericFailed':
    'Nous n’avons pas pu finaliser votre gel de prix. Rien n’a été débité ; réessayez.',
  'priceFreeze.error.BookParamsFailed':
    'Certains détails de ce gel de prix ne sont pas valides. Choisissez à nouveau le gel.',
  'priceFreeze.termsPage.title': 'Conditions du gel de prix',
  'priceFreeze.termsPage.heading': 'Conditions du gel de prix : vols',
  'priceFreeze.termsPage.intro':
    'Un gel de prix retient le prix du jour des vols précis que vous choisissez, pour le nombre de voyageurs choisi, pendant la durée payée. Voici les conditions du portail de votre carte.',
  'priceFreeze.termsPage.lengths': 'Durées offertes',
  'priceFreeze.termsPage.window': 'Gel le plus long',
  'priceFreeze.termsPage.capRow': 'Couverture maximale au-dessus de votre prix gelé',
  'priceFreeze.termsPage.feeRow': 'Frais de gel',
  'priceFreeze.termsPage.feeValue':
    'De {min} à {max} par voyageur, selon la variation du tarif, le délai avant le départ, la durée du gel et le plafond',
  'priceFreeze.termsPage.refundRow': 'Si nous ne pouvons pas honorer votre gel',
  'priceFreeze.termsPage.refundValue':
    '{percent} % des frais remboursés automatiquement selon votre mode de paiement',
  'priceFreeze.termsPage.rules': 'Fonctionnement',
  'priceFreeze.scenario.exactAny':
    'Le prix gelé ne vaut que pour les vols précis et le nombre de voyageurs choisis.',
  'priceFreeze.exercise.heading': 'Réserver vos vols gelés',
  'priceFreeze.exercise.loading': 'Vérification du prix du jour de vos vols gelés…',
  'priceFreeze.exercise.failed': 'Nous n’avons pas pu vérifier le prix du jour de vos vols gelés.',
  'priceFreeze.exercise.tag': 'Prix gelé',
  'priceFreeze.exercise.covered': 'Votre gel couvre',
  'priceFreeze.exercise.overCap': 'Au-delà du plafond (à votre charge)',
  'priceFreeze.exercise.continue': 'Continuer vers la réservation',
  'priceFreeze.exercise.notUsable.title': 'Ce gel ne peut pas être utilisé',
  'priceFreeze.exercise.notUsable.body':
    'Il a pris fin ou a déjà été utilisé. Vous pouvez geler ces vols de nouveau au prix du jour.',
  'priceFreeze.exercise.soldOut.title': 'Vos vols gelés sont complets',
  'priceFreeze.exercise.soldOut.similar':
    'Choisissez un vol semblable (mêmes aéroports et même jour, cabine égale ou supérieure) à votre prix gelé, ou récupérez vos frais de gel.',
  'priceFreeze.exercise.soldOut.none':
    'Il n’y a aucun vol semblable. Nous pouvons rembourser vos frais de gel.',
  'priceFreeze.exercise.similarLegend': 'Vols semblables à votre prix gelé',
  'priceFreeze.exercise.similarOption': '{departure}–{arrival} · {stops} · {fare} · {flights}',
  'priceFreeze.exercise.bookSimilar': 'Réserver ce vol à votre prix gelé',
  'priceFreeze.exercise.refund': 'Rembourser mes frais de {amount}',
  'priceFreeze.exercise.refunded':
    'Nous avons remboursé vos frais de gel selon votre mode de paiement.',
  'priceFreeze.exercise.quoteFailed':
    'Nous n’avons pas pu retenir ce prix. Réessayez dans un instant.',
  'priceFreeze.bookNow': 'Réserver maintenant',
  'hotelFreeze.customize.heading': 'Geler le prix de cette chambre',
  'hotelFreeze.overview.heading': 'Le prix gelé de votre chambre',
  'hotelFreeze.overview.none': 'Ce gel de prix d’hôtel n’existe pas',
  'hotelFreeze.loadFailed': 'Nous n’avons pas pu préparer de gel de prix pour cette chambre.',
  'hotelFreeze.voucherFailed': 'Nous n’avons pas pu charger votre gel de prix.',
  'hotelFreeze.noStay.title': 'Aucune chambre à geler',
  'hotelFreeze.noStay.body':
    'Ouvrez un hôtel et choisissez « Geler ce prix » sur un tarif payé maintenant.',
  'hotelFreeze.backToHotel': 'Retour à l’hôtel',
  'hotelFreeze.chooseOther': 'Choisir une autre chambre',
  'hotelFreeze.otherRooms': 'Voir les chambres de l’hôtel',
  'hotelFreeze.stay.title': 'Chambre dont vous gelez le prix',
  'hotelFreeze.stay.place': '{city} · {stars, plural, one {# étoile} other {# étoiles}}',
  'hotelFreeze.stay.room': '{room} · {rate}',
  'hotelFreeze.stay.dates': 'Du {from} au {until} · {nights, plural, one {# nuit} other {# nuits}}',
  'hotelFreeze.stay.party':
    '{rooms, plural, one {# chambre} other {# chambres}} · {adults, plural, one {# adulte} other {# adultes}}{children, plural, =0 {} one {, # enfant} other {, # enfants}}',
  'hotelFreeze.perRoom': '{amount} par chambre',
  'hotelFreeze.perRoomTotal': '{amount} par chambre ({total} au total)',
  'hotelFreeze.frozenDetail':
    '{rooms, plural, one {# chambre} other {# chambres}}, {nights, plural, one {# nuit} other {# nuits}} · {nightly} la nuit par chambre',
  'hotelFreeze.lengthOption': '{days} · {fee} par chambre',
  'hotelFreeze.lengthHint':
    'Les frais sont par chambre : vous gelez {rooms, plural, one {# chambre} other {# chambres}} pour ces dates.',
  'hotelFreeze.scenario.rises':
    'Si le prix augmente, vous payez votre prix gelé. Nous couvrons la hausse jusqu’à {cap} par chambre pour le séjour ; au-delà, vous ne payez que ce qui dépasse {cap}.',
  'hotelFreeze.scenario.soldOut':
    'Si ces chambres ne sont plus disponibles à vos dates, nous remboursons vos frais de gel.',
  'hotelFreeze.scenario.exact':
    'Le prix gelé vaut pour ces dates exactes, cette chambre et ce tarif, et {count, plural, one {# chambre} other {# chambres réservées ensemble}}.',
  'hotelFreeze.scenario.exactAny':
    'Le prix gelé ne vaut que pour les dates, la chambre, le tarif et le nombre de chambres gelés, réservés ensemble.',
  'hotelFreeze.feeNote':
    'Les frais ne font pas partie de votre séjour. Si nous ne pouvons pas honorer votre gel, nous les remboursons automatiquement.',
  'hotelFreeze.agree':
    'Vous payez {total} maintenant pour le gel. Votre séjour est payé quand vous le réservez.',
  'hotelFreeze.summary.fee': 'Frais de gel ({count, plural, one {# chambre} other {# chambres}})',
  'hotelFreeze.voucher.overCap':
    'Le prix du jour dépasse votre prix gelé de plus de {cap} par chambre : vous payez ce qui dépasse le plafond.',
  'hotelFreeze.voucher.soldOut': 'Ces chambres ne sont plus en vente pour vos dates.',
  'hotelFreeze.voucher.refundReason.SoldOut': 'les chambres ne sont plus disponibles',
  'hotelFreeze.exercise.title': 'Réserver à votre prix gelé',
  'hotelFreeze.exercise.loading': 'Vérification du prix du jour de vos chambres gelées…',
  'hotelFreeze.exercise.failed':
    'Nous n’avons pas pu vérifier le prix du jour de vos chambres gelées.',
  'hotelFreeze.exercise.pay': 'Vous payez pour {rooms, plural, one {# chambre} other {# chambres}}',
  'hotelFreeze.exercise.together':
    'Le prix gelé vaut pour {rooms, plural, one {cette chambre} other {ces # chambres, réservées ensemble}} à vos dates. Tarif payé maintenant : vous payez à la réservation.',
  'hotelFreeze.exercise.book':
    'Réserver {rooms, plural, one {cette chambre} other {ces # chambres}} pour {total}',
  'hotelFreeze.exercise.soldOut.title': 'Vos chambres gelées ne sont plus disponibles',
  'hotelFreeze.exercise.soldOut.body':
    'L’hôtel ne vend plus cette chambre pour vos dates. Vos frais de gel vous sont remboursés sur votre moyen de paiement.',
  'hotelFreeze.error.FrozenPriceIncreased':
    'Le prix de cette chambre a augmenté, les frais de gel ont donc changé. Obtenez la nouvelle offre pour continuer.',
  'hotelFreeze.error.FrozenPriceDecreased':
    'Le prix de cette chambre a baissé, les frais de gel ont donc changé. Obtenez la nouvelle offre pour continuer.',
  'hotelFreeze.error.NoAvailability':
    'Le prix de cette chambre ne peut plus être gelé. Choisissez une autre chambre.',
  'hotelFreeze.error.CustomOfferGenerationFailed':
    'Nous n’avons pas pu préparer de gel de prix pour cette chambre pour l’instant. Réessayez dans un instant.',
  'hotelFreeze.error.GenericFailed':
    'Nous n’avons pas pu terminer pour l’instant. Rien n’a été débité ; réessayez.',
  'hotelFreeze.error.BookParamsFailed':
    'Certains détails de ce gel de prix ne sont pas valides. Choisissez à nouveau le gel.',
  'hotelFreeze.error.Refund':
    'Vos chambres gelées ne sont plus en vente. Vos frais de gel vous sont remboursés sur votre moyen de paiement.',
  'hotelFreeze.error.LikelyFraud':
    'Nous ne pouvons pas utiliser ce gel en ligne. Appelez-nous et nous vous aiderons à réserver.',
  'hotelFreeze.termsPage.heading': 'Conditions du gel de prix : hôtels',
  'hotelFreeze.termsPage.intro':
    'Un gel de prix d’hôtel garantit le prix du jour de la chambre, du tarif et des dates exactes que vous choisissez, pour le nombre de chambres choisi, pendant la durée payée. Voici les conditions du portail de votre carte.',
  'hotelFreeze.termsPage.feeValue':
    '{min} à {max} par chambre, selon les variations du prix de l’hôtel, le délai avant l’arrivée, la durée du gel et le plafond',
  'hotelFreeze.book.banner':
    'Vous réservez à votre prix gelé. Il vaut pour ces dates et {rooms, plural, one {# chambre} other {# chambres}}.',
  'hotelFreeze.bookNowAt': 'Réserver maintenant : {hotel}',
  'priceFreeze.state.awaitingApproval': 'En attente d’approbation',
  'priceFreeze.state.booking': 'Réservation en cours',
  'priceFreeze.voucher.awaitingApproval':
    'Une réservation à ce prix gelé attend un approbateur. Le gel la garantit jusqu’à sa décision.',
  'priceFreeze.voucher.bookingUnderWay': 'Une réservation à ce prix gelé est en cours.',
  'priceFreeze.voucher.seeBooking': 'Voir la réservation',
};
