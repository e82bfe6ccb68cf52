import type { PRICE_MATCH_EN } from './price-match';

/** French for price match (the best price guarantee): loaded with messages-fr. */
export const PRICE_MATCH_FR: Record<keyof typeof PRICE_MATCH_EN, string> = {
  'priceMatch.title': 'Vous avez trouvé moins cher?',
  'priceMatch.intro.flight':
    'Vous avez trouvé ces mêmes vols moins cher sur un autre site public? Faites une demande d’ici le {until} et nous verserons la différence dans votre portefeuille voyage. Le prix doit être en dollars américains, taxes et frais compris, avec la même politique d’annulation. Votre réservation reste telle quelle.',
  'priceMatch.intro.hotel':
    'Vous avez trouvé cette même chambre, aux mêmes dates, moins cher sur un autre site public? Faites une demande d’ici le {until} et nous verserons la différence dans votre portefeuille voyage. Le prix doit être en dollars américains, taxes et frais compris, avec la même politique d’annulation. Votre réservation reste telle quelle.',
  'priceMatch.open': 'Demander l’égalisation du prix',
  'priceMatch.openAgain': 'Faire une nouvelle demande',
  'priceMatch.claimAgain':
    'Vous pouvez faire une nouvelle demande avec le prix exact jusqu’au {until}.',
  'priceMatch.windowClosed':
    'Les demandes d’égalisation de prix pour ce voyage ont pris fin le {time}, {hours} heures après la réservation.',
  'priceMatch.termsLink': 'Conditions de la garantie du meilleur prix',
  'priceMatch.status.InReview':
    'Nous vérifions le prix de {claimed} trouvé sur {site}. Un agent vous répondra d’ici le {due}, et nous vous écrirons.',
  'priceMatch.status.Accepted': 'Prix égalisé : {credit} versé dans votre portefeuille voyage.',
  'priceMatch.status.AcceptedDetail':
    'Vous avez trouvé {verified} sur {site}; vous avez payé {paid}. Votre réservation est inchangée.',
  'priceMatch.status.Declined': 'Votre demande pour {claimed} sur {site} a été refusée.',
  'priceMatch.reason.NotLower': 'Le prix n’est pas inférieur aux {paid} que vous avez payés.',
  'priceMatch.reason.PriceNotFound': 'Nous n’avons pas trouvé le prix de ce voyage sur {site}.',
  'priceMatch.reason.PriceDiffers':
    'Le prix sur {site} n’est pas le prix de {claimed} que vous avez saisi. L’égalisation exige le prix exact.',
  'priceMatch.reasonFound.PriceDiffers':
    '{site} affiche {verified} pour le même voyage, et non {claimed} comme vous l’avez saisi. L’égalisation exige le prix exact.',
  'priceMatch.reason.DifferentItinerary':
    'Le prix vise d’autres vols, ou une autre chambre ou d’autres dates.',
  'priceMatch.reason.DifferentPolicy': 'Le prix s’accompagne d’une autre politique d’annulation.',
  'priceMatch.reason.NotPublic':
    'Le prix n’est pas offert au public (prix réservé aux membres, forfait ou prix privé).',
  'priceMatch.reason.Unverifiable': 'Nous n’avons pas pu vérifier le prix sur {site}.',
  'priceMatch.reason.TripCancelled': 'Le voyage a été annulé.',
  'priceMatch.form.legend': 'Votre demande',
  'priceMatch.form.url': 'Où vous avez vu le prix',
  'priceMatch.form.urlHint': 'L’adresse Web de la page, commençant par https://',
  'priceMatch.form.amount': 'Prix trouvé, en dollars américains',
  'priceMatch.form.amountHint':
    'Le total pour tous, taxes et frais compris, par exemple 412,37. Vous avez payé {paid}.',
  'priceMatch.form.confirmLegend': 'Confirmez qu’il s’agit du même voyage',
  'priceMatch.form.sameItinerary.flight':
    'Il s’agit des mêmes vols, aux mêmes dates, pour les mêmes voyageurs',
  'priceMatch.form.sameItinerary.hotel':
    'Il s’agit de la même chambre et du même tarif, aux mêmes dates, pour le même nombre de chambres',
  'priceMatch.form.samePolicy': 'La politique d’annulation est la même que celle de ma réservation',
  'priceMatch.form.submit': 'Envoyer la demande',
  'priceMatch.form.cancel': 'Annuler',
  'priceMatch.form.error.url.Empty': 'Saisissez l’adresse où vous avez vu le prix.',
  'priceMatch.form.error.url.NotUrl':
    'Saisissez l’adresse complète de la page, commençant par https://.',
  'priceMatch.form.error.url.NotHttp':
    'Saisissez une adresse Web commençant par https:// ou http://.',
  'priceMatch.form.error.url.NotPublic':
    'Saisissez l’adresse d’un site de voyage public, où tout le monde peut voir le prix.',
  'priceMatch.form.error.amountEmpty': 'Saisissez le prix trouvé.',
  'priceMatch.form.error.amountInvalid':
    'Saisissez le prix en dollars et en cents, par exemple 412,37.',
  'priceMatch.form.error.notLower':
    'L’égalisation vise un prix plus bas : saisissez un prix inférieur aux {paid} que vous avez payés.',
  'priceMatch.form.error.sameItinerary.flight':
    'Confirmez que le prix vise les mêmes vols, dates et voyageurs.',
  'priceMatch.form.error.sameItinerary.hotel':
    'Confirmez que le prix vise la même chambre, le même tarif et les mêmes dates.',
  'priceMatch.form.error.samePolicy': 'Confirmez que la politique d’annulation est la même.',
  'priceMatch.error.PriceMatchWindowClosed':
    'Le délai de 24 heures est écoulé : cette demande ne peut plus être faite.',
  'priceMatch.error.PriceMatchClaimOpen':
    'Ce voyage a déjà une demande en cours d’examen ou acceptée.',
  'priceMatch.error.PriceMatchNotEligible':
    'Ce voyage n’est pas admissible à l’égalisation de prix.',
  'priceMatch.error.generic': 'Nous n’avons pas pu envoyer votre demande. Veuillez réessayer.',
  'priceMatch.product.flight': 'Vol',
  'priceMatch.product.hotel': 'Hôtel',
  'priceMatch.agentOnly': 'Cette page est réservée aux agents du soutien',
  'priceMatch.agentOnlyBody':
    'Connectez-vous à la console de l’agent pour examiner les demandes d’égalisation de prix.',

  'priceMatch.queue.title': 'Demandes d’égalisation de prix',
  'priceMatch.queue.intro':
    'Demandes visant des sites que le flux de prix ne couvre pas, les plus anciennes d’abord. Vérifiez le prix sur le site et répondez à chacune dans les {hours} heures.',
  'priceMatch.queue.caption':
    '{count, plural, one {# demande à examiner} other {# demandes à examiner}}, les plus anciennes d’abord',
  'priceMatch.queue.empty': 'Aucune demande n’attend d’examen.',
  'priceMatch.queue.loading': 'Chargement des demandes…',
  'priceMatch.queue.error': 'Nous n’avons pas pu charger les demandes',
  'priceMatch.queue.col.trip': 'Voyage',
  'priceMatch.queue.col.claimed': 'Demandé le',
  'priceMatch.queue.col.site': 'Site',
  'priceMatch.queue.col.price': 'Prix demandé',
  'priceMatch.queue.col.due': 'Répondre d’ici le',
  'priceMatch.queue.price': '{claimed} (payé {paid})',
  'priceMatch.queue.overdue': 'En retard',
  'priceMatch.queue.review': '{product} {trip}',
  'priceMatch.queue.back': 'Console de l’agent',

  'priceMatch.review.title': 'Demande d’égalisation de prix : {product} {trip}',
  'priceMatch.review.loading': 'Chargement de la demande…',
  'priceMatch.review.error': 'Nous n’avons pas pu charger la demande',
  'priceMatch.review.notFound': 'Cette demande n’existe pas',
  'priceMatch.review.notFoundBody': 'Elle relève peut-être de la file de l’autre portail.',
  'priceMatch.review.backToQueue': 'Demandes d’égalisation de prix',
  'priceMatch.review.claim': 'La demande',
  'priceMatch.review.url': 'Où le voyageur l’a vu',
  'priceMatch.review.claimed': 'Prix demandé (USD, taxes et frais compris)',
  'priceMatch.review.paid': 'Payé',
  'priceMatch.review.claimedAt': 'Demandé le',
  'priceMatch.review.due': 'Répondre d’ici le',
  'priceMatch.review.confirmed': 'Le voyageur a confirmé',
  'priceMatch.review.confirmedValue.flight':
    'Les mêmes vols, dates et voyageurs, et la même politique d’annulation',
  'priceMatch.review.confirmedValue.hotel':
    'La même chambre, le même tarif et les mêmes dates, et la même politique d’annulation',
  'priceMatch.review.booking': 'La réservation',
  'priceMatch.review.code': 'Code de confirmation',
  'priceMatch.review.status': 'État',
  'priceMatch.review.bookedAt': 'Réservé le',
  'priceMatch.review.travelers': 'Voyageurs',
  'priceMatch.review.slice': '{origin} → {destination}',
  'priceMatch.review.segment': '{flight} : {origin} {date} {departure} → {destination} {arrival}',
  'priceMatch.review.fare': '{fare} · {cabin} · {cancel}',
  'priceMatch.review.stay':
    'Du {checkIn} au {checkOut} · {rooms, plural, one {# chambre} other {# chambres}}',
  'priceMatch.review.room': '{room} · {rate}',
  'priceMatch.review.decide': 'Votre réponse',
  'priceMatch.review.accept.title': 'Accepter',
  'priceMatch.review.accept.found': 'Prix sur le site, en dollars américains',
  'priceMatch.review.accept.hint':
    'Il doit s’agir du prix demandé, {claimed}, inférieur aux {paid} payés. La différence est versée au voyageur.',
  'priceMatch.review.accept.submit': 'Accepter et verser',
  'priceMatch.review.decline.title': 'Refuser',
  'priceMatch.review.decline.reason': 'Motif',
  'priceMatch.review.decline.submit': 'Refuser la demande',
  'priceMatch.review.accepted':
    'Acceptée le {at} : {credit} versé dans le portefeuille du voyageur.',
  'priceMatch.review.declined': 'Refusée le {at} : {reason}.',
  'priceMatch.review.error.notExact':
    'Le prix trouvé doit être le prix demandé, {claimed}. Sinon, refusez la demande pour prix différent.',
  'priceMatch.review.error.notLower':
    'Le prix trouvé doit être inférieur aux {paid} payés. Sinon, refusez la demande pour prix non inférieur.',
  'priceMatch.review.error.PriceMatchDecided': 'Un autre agent a déjà répondu à cette demande.',
  'priceMatch.review.error.generic': 'La réponse n’a pas été enregistrée. Veuillez réessayer.',
  'priceMatch.declineReason.PriceNotFound': 'Prix introuvable sur le site',
  'priceMatch.declineReason.PriceDiffers': 'Prix différent',
  'priceMatch.declineReason.NotLower': 'Pas inférieur au prix payé',
  'priceMatch.declineReason.DifferentItinerary': 'Autres vols, chambre ou dates',
  'priceMatch.declineReason.DifferentPolicy': 'Autre politique d’annulation',
  'priceMatch.declineReason.NotPublic': 'Prix non public',
  'priceMatch.declineReason.Unverifiable': 'Impossible à vérifier',
  'priceMatch.declineReason.TripCancelled': 'Voyage annulé',

  'priceMatchTerms.title': 'Garantie du meilleur prix',
  'priceMatchTerms.intro':
    'Trouvez le même voyage moins cher dans les {hours} heures suivant la réservation, et nous versons la différence dans votre portefeuille voyage. Vous gardez votre réservation telle quelle.',
  'priceMatchTerms.window.label': 'Quand faire une demande',
  'priceMatchTerms.window.value':
    'Dans les {hours} heures suivant la réservation, depuis la page du voyage dans Mes voyages.',
  'priceMatchTerms.what.label': 'Ce qui est admissible',
  'priceMatchTerms.what.value':
    'Les vols et séjours à l’hôtel réservés ici et confirmés. Les forfaits ne sont pas admissibles.',
  'priceMatchTerms.same.label': 'Le même voyage',
  'priceMatchTerms.same.value':
    'Les mêmes vols aux mêmes dates pour les mêmes voyageurs, ou la même chambre et le même tarif aux mêmes dates pour le même nombre de chambres, avec la même politique d’annulation.',
  'priceMatchTerms.price.label': 'Le prix',
  'priceMatchTerms.price.value':
    'Un prix public que tout le monde peut réserver (pas un prix réservé aux membres, un forfait ou un prix privé), en dollars américains, taxes et frais compris, inférieur à ce que vous avez payé.',
  'priceMatchTerms.exact.label': 'Un prix exact',
  'priceMatchTerms.exact.value':
    'Nous vérifions le prix sur le site : il doit correspondre au prix demandé, à {tolerance} près.',
  'priceMatchTerms.verify.label': 'Notre vérification',
  'priceMatchTerms.verify.value':
    'Les prix des sites que nous suivons sont vérifiés sur-le-champ. Les demandes visant d’autres sites vont à nos agents, qui répondent dans les {hours} heures. Nous vous écrivons la réponse dans tous les cas.',
  'priceMatchTerms.credit.label': 'Ce que vous obtenez',
  'priceMatchTerms.credit.value':
    'La différence entre ce que vous avez payé et le prix vérifié, en crédit du portefeuille voyage utilisable pendant {days} jours.',
  'priceMatchTerms.once.label': 'Nombre de demandes',
  'priceMatchTerms.once.value':
    'Une demande en cours d’examen ou acceptée par réservation. Après un refus, vous pouvez refaire une demande avec le prix exact tant que le délai court.',
  'priceMatchTerms.how.title': 'Comment faire une demande',
  'priceMatchTerms.how.step1':
    'Ouvrez le voyage dans Mes voyages et choisissez « Demander l’égalisation du prix ».',
  'priceMatchTerms.how.step2':
    'Saisissez l’adresse de la page où vous avez vu le prix et le prix en dollars américains, taxes et frais compris, puis confirmez qu’il s’agit du même voyage avec la même politique d’annulation.',
  'priceMatchTerms.how.step3':
    'Nous le vérifions sur-le-champ, ou un agent répond dans les {hours} heures. Les demandes acceptées sont versées dans votre portefeuille voyage; les refus sont motivés.',
  'priceMatchTerms.kept.title': 'Votre réservation',
  'priceMatchTerms.kept.body':
    'L’égalisation de prix ne modifie ni n’annule jamais votre réservation : vous gardez votre itinéraire d’origine, et la différence est versée à part.',

  'priceMatch.console.title': 'Prix des concurrents',
  'priceMatch.console.intro':
    'Ce que le flux de prix des concurrents répond aujourd’hui pour les derniers voyages confirmés. Fixez le prix d’un site pour qu’une demande d’égalisation le trouve.',
  'priceMatch.console.loading': 'Chargement des prix des concurrents…',
  'priceMatch.console.error': 'Les prix des concurrents n’ont pas pu être lus.',
  'priceMatch.console.empty': 'Aucun voyage confirmé pour l’instant.',
  'priceMatch.console.paid': 'Payé {paid}',
  'priceMatch.console.prices': 'Prix aujourd’hui',
  'priceMatch.console.notSold': 'non vendu',
  'priceMatch.console.setByConsole': 'fixé par la console',
  'priceMatch.console.formLabel': 'Prix d’un concurrent pour {trip}',
  'priceMatch.console.site': 'Site',
  'priceMatch.console.price': 'Prix (USD)',
  'priceMatch.console.notSoldOption': 'Non vendu sur ce site',
  'priceMatch.console.submit': 'Fixer le prix',
  'priceMatch.console.amountError': 'Saisissez un prix en dollars et en cents.',
  'priceMatch.console.done': 'Prix de {site} fixé pour {trip}.',
  'priceMatch.console.failed': 'Impossible de fixer le prix de {site} pour {trip}.',
};
