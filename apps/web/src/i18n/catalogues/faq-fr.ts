import type { FAQ_EN } from './faq';

/** French messages of `/faq/` (issue 24). */
export const FAQ_FR: Record<keyof typeof FAQ_EN, string> = {
  'faq.title': 'Questions fréquentes',
  'faq.intro':
    'Des réponses pour chercher, réserver et gérer vos voyages avec {brand}. Chaque réponse renvoie aux conditions complètes lorsqu’il y en a.',
  'faq.search.label': 'Rechercher dans les questions',
  'faq.search.hint': 'Tapez un mot ou deux : tarif, remboursement, récompenses…',
  'faq.search.count':
    '{count, plural, =0 {Aucune question ne correspond} one {# question} other {# questions}}',
  'faq.search.countFor':
    '{count, plural, =0 {Aucune question ne correspond à « {query} »} one {# question correspond à « {query} »} other {# questions correspondent à « {query} »}}',
  'faq.search.clear': 'Effacer la recherche',
  'faq.empty.title': 'Aucune question ne correspond à « {query} »',
  'faq.empty.body':
    'Essayez un autre mot, ou appelez-nous au {phone} : nous répondrons à votre question.',
  'faq.terms': 'Lire les conditions',
  'faq.tripLookup': 'Retrouver un voyage',
  'faq.copyLink': 'Lien vers cette question',
  'faq.group.flights': 'Vols',
  'faq.group.hotels': 'Hôtels',
  'faq.group.stays': 'Séjours',
  'faq.group.premiumStays': 'Séjours premium',
  'faq.group.vacationRentals': 'Locations de vacances',
  'faq.group.cars': 'Voitures',
  'faq.group.activities': 'Activités',
  'faq.group.packages': 'Forfaits vol + hôtel',
  'faq.group.protections': 'Protections',
  'faq.group.payments': 'Paiements et récompenses',
  'faq.group.trips': 'Voyages et annulation',
  'faq.group.corporate': 'Voyages d’affaires',
  'faq.flight-price-prediction.q': 'Dois-je réserver mon vol maintenant ou attendre ?',
  'faq.flight-price-prediction.a':
    'Quand vous cherchez un trajet, la prévision de prix indique si les tarifs devraient monter ou baisser, et vous pouvez surveiller le voyage pour recevoir un courriel quand son prix change.',
  'faq.flight-price-freeze.q': 'Puis-je bloquer un tarif le temps de décider ?',
  'faq.flight-price-freeze.a':
    'Oui, gelez le prix jusqu’à {flightFreezeDays} jours moyennant des frais. Si le tarif monte, nous couvrons la différence jusqu’à {flightFreezeCap} par passager quand vous réservez ; s’il baisse, vous payez le prix le plus bas.',
  'faq.flight-self-transfer.q': 'Qu’est-ce qu’un itinéraire avec correspondance autonome ?',
  'faq.flight-self-transfer.a':
    'Deux billets de compagnies qui ne vendent pas de billets ensemble, avec au moins {selfTransferMinutes} minutes entre les deux pour récupérer vos bagages et vous enregistrer de nouveau. Si un retard vous fait manquer le second vol, notre garantie de correspondance manquée vous réserve un autre vol sans frais, jusqu’à {missedConnectionCap} par voyageur.',
  'faq.hotel-pay-later.q': 'Puis-je payer à l’hôtel ?',
  'faq.hotel-pay-later.a':
    'Les tarifs « payer plus tard » ne débitent rien à la réservation : l’hôtel perçoit le séjour. Les frais perçus par l’hôtel lui-même, comme les frais de complexe, sont indiqués avant la réservation et payés à l’hôtel, quel que soit le tarif.',
  'faq.hotel-price-freeze.q': 'Puis-je geler le prix d’un hôtel ?',
  'faq.hotel-price-freeze.a':
    'Oui, jusqu’à {hotelFreezeDays} jours moyennant des frais. Si le prix de la chambre monte, nous couvrons la différence jusqu’à {hotelFreezeCap} par chambre quand vous réservez.',
  'faq.hotel-refundable-room.q': 'Puis-je rendre remboursable une chambre non remboursable ?',
  'faq.hotel-refundable-room.a':
    'Lorsque c’est proposé, ajoutez l’annulation pour toute raison au séjour pour {hotelCfarPremium} % de son total : vous pouvez alors annuler jusqu’à l’arrivée et récupérer {hotelCfarCoverage} % du séjour.',
  'faq.stays-what.q': 'Quelle différence entre Hôtels et Séjours ?',
  'faq.stays-what.a':
    'Séjours cherche à la fois les hôtels et les locations de vacances, pour comparer une chambre et un logement entier aux mêmes dates. Hôtels ne cherche que des hôtels.',
  'faq.premium-benefits.q': 'Qu’est-ce qui est inclus dans un séjour premium ?',
  'faq.premium-benefits.a':
    'Les séjours premium sont les hôtels des collections Premier et Lifestyle. Selon la collection, un séjour comprend des avantages comme un crédit d’expérience, un surclassement selon disponibilité, l’arrivée anticipée et le départ tardif, et le Wi-Fi ; chaque page d’hôtel les énumère.',
  'faq.premium-complimentary-night.q': 'Comment fonctionne la nuit offerte ?',
  'faq.premium-complimentary-night.a':
    'Réservez {minNights} nuits ou plus dans un hôtel {nightCollections} et la {freeNight, selectordinal, one {#re} other {#e}} nuit est offerte, une fois par séjour : elle est déjà déduite des prix affichés.',
  'faq.rental-cancellation.q': 'Puis-je annuler une location de vacances ?',
  'faq.rental-cancellation.a':
    'Cela dépend de la politique de l’hôte, de flexible à non remboursable. L’annonce et la page de réservation indiquent la politique et ses échéances avant la réservation ; annulez depuis votre voyage tant qu’elle le permet.',
  'faq.rental-total.q': 'Pourquoi le total d’une location dépasse-t-il son prix par nuit ?',
  'faq.rental-total.a':
    'Le total ajoute les frais de l’hôte (comme le ménage), les frais de service et les taxes, et déduit toute remise pour un séjour plus long. La page de réservation détaille chaque ligne avant le paiement.',
  'faq.car-pay-counter.q': 'Je paie la voiture maintenant ou au comptoir ?',
  'faq.car-pay-counter.a':
    'Cela dépend du loueur : certains permettent de payer au comptoir, d’autres seulement maintenant, souvent moins cher. Une location payée au comptoir ne débite rien maintenant et ne rapporte aucune récompense chez nous.',
  'faq.car-driver-age.q': 'Un jeune conducteur peut-il louer une voiture ?',
  'faq.car-driver-age.a':
    'Le conducteur doit avoir l’âge minimum du loueur, et les conducteurs de moins de 25 ans paient des frais de jeune conducteur. Cherchez avec l’âge du conducteur : le prix affiché est celui de cet âge.',
  'faq.activity-cancel.q': 'Puis-je annuler une activité ?',
  'faq.activity-cancel.a':
    'Chaque activité affiche sa politique d’annulation avant la réservation, par exemple gratuite jusqu’à un certain nombre d’heures avant le début. Annulez depuis votre voyage tant que la politique le permet.',
  'faq.package-savings.q': 'Pourquoi réserver le vol et l’hôtel ensemble ?',
  'faq.package-savings.a':
    'Un forfait utilise un tarif hôtelier groupé : il coûte moins cher que les deux réservés séparément, et l’économie est affichée avec le total. La part de l’hôtel n’est jamais affichée seule, et la protection contre les baisses de prix ne s’applique pas aux forfaits.',
  'faq.protection-price-drop.q': 'Qu’est-ce que la protection contre les baisses de prix ?',
  'faq.protection-price-drop.a':
    'Elle est offerte avec les vols : pendant {priceDropDays} jours après la réservation, si le même vol baisse, nous créditons la différence dans votre portefeuille voyage, jusqu’à {priceDropCap}. Les séjours dans les hôtels {priceDropCollections} sont surveillés pendant {priceDropHotelDays} jours.',
  'faq.protection-best-price.q': 'J’ai trouvé moins cher ailleurs. Que faire ?',
  'faq.protection-best-price.a':
    'Dans les {priceMatchHours} heures suivant la réservation, envoyez-nous le prix plus bas du même voyage depuis la page de votre voyage. S’il est vérifié, nous créditons la différence.',
  'faq.protection-cfar.q': 'Qu’est-ce que l’annulation pour toute raison ?',
  'faq.protection-cfar.a':
    'Une option achetée avec votre vol : annulez pour n’importe quelle raison jusqu’à {cfarHours} heures avant le premier départ et récupérez {cfarPercent} % des tarifs en argent.',
  'faq.protection-disruption.q': 'Que couvre l’assistance en cas de perturbation ?',
  'faq.protection-disruption.a':
    'Pour {disruptionFee} par réservation, achetée au moins {disruptionHours} heures avant le départ : si un vol a {disruptionDelay} minutes de retard ou plus, est annulé, ou si vous manquez une correspondance, changez de vol sur n’importe quelle compagnie sans frais ou faites-vous rembourser les tarifs.',
  'faq.payment-rewards.q': 'Puis-je payer avec mes récompenses ?',
  'faq.payment-rewards.a':
    'Oui : payez avec votre carte, vos récompenses, ou les deux. Les récompenses sont déduites de votre compte quand la réservation est confirmée, et la page de réservation indique ce que vous gagnerez.',
  'faq.payment-wallet.q': 'Que contient mon portefeuille voyage ?',
  'faq.payment-wallet.a':
    'Les crédits de la protection contre les baisses de prix, de l’égalisation de prix et les crédits voyage de votre carte. Utilisez-les sur la page de réservation ; un crédit de protection s’utilise pendant {creditDays} jours.',
  'faq.trip-cancel-flight.q': 'Comment annuler un vol ?',
  'faq.trip-cancel-flight.a':
    'Ouvrez le voyage et choisissez Annuler : vous voyez ce qui vous revient avant de confirmer. Peu après la réservation, un billet peut en général être annulé pour un remboursement complet ; plus tard, les règles du tarif décident entre un remboursement, un crédit de la compagnie ou des frais. Les vols ne s’annulent pas en ligne dans les 3 dernières heures avant le départ.',
  'faq.trip-change-stay.q': 'Puis-je changer les dates d’un séjour ?',
  'faq.trip-change-stay.a':
    'Oui, depuis la page du voyage, tant que le séjour le permet : les nouvelles dates sont tarifées à nouveau et vous voyez la différence avant de confirmer.',
  'faq.trip-find.q': 'Puis-je retrouver un voyage sans me connecter ?',
  'faq.trip-find.a':
    'Oui : retrouvez-le avec son code de confirmation et l’adresse courriel utilisée pour la réservation.',
  'faq.corporate-policy.q': 'Et si un voyage ne respecte pas la politique ?',
  'faq.corporate-policy.a':
    'Les résultats indiquent si chaque option respecte votre politique de voyage. Vous pouvez quand même réserver une option hors politique, avec un motif pour votre approbateur.',
  'faq.corporate-arrange.q': 'Puis-je réserver pour un collègue ?',
  'faq.corporate-arrange.a':
    'Si votre entreprise vous permet d’organiser des voyages, choisissez le collègue comme voyageur : le voyage est évalué selon son niveau de politique.',
  'faq.corporate-approval.q': 'Pourquoi ma réservation attend-elle une approbation ?',
  'faq.corporate-approval.a':
    'Votre niveau de politique demande à un approbateur d’examiner certains voyages. La réservation est retenue jusqu’à sa décision.',
};
