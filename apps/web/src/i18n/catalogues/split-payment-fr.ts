import type { SPLIT_PAYMENT_EN } from './split-payment';

/** Le paiement partagé (issue 23). Français. */
export const SPLIT_PAYMENT_FR: Record<keyof typeof SPLIT_PAYMENT_EN, string> = {
  'split.toggle': 'Partager le paiement',
  'split.toggleHint':
    'Répartissez ce que paie la carte entre vos cartes ou avec vos compagnons de voyage.',
  'split.mode.legend': 'Partager entre',
  'split.mode.cards': 'Mes cartes',
  'split.mode.travellers': 'Moi et mes voyageurs',
  'split.cards.note':
    'Chaque carte est autorisée à la réservation. Si l’une est refusée, rien n’est réservé et toutes les autorisations sont libérées.',
  'split.travellers.note':
    'Votre part est autorisée maintenant. Chaque voyageur reçoit un e-mail avec un lien pour payer sa part avec sa propre carte sous 24 heures. La réservation n’est confirmée que lorsque toutes les parts sont payées ; sinon tout est libéré et rien n’est débité.',
  'split.share.yours': 'Votre part (la carte ci-dessus)',
  'split.share.legend': 'Part {number}',
  'split.share.amount': 'Montant de la part {number}',
  'split.share.yourAmount': 'Montant de votre part',
  'split.share.card': 'Carte de la part {number}',
  'split.share.chooseCard': 'Choisissez une carte',
  'split.share.payerName': 'Qui paie la part {number}',
  'split.share.payerEmail': 'Son e-mail',
  'split.yourName': 'Votre nom, tel que vos voyageurs le verront',
  'split.add': 'Ajouter une part',
  'split.remove': 'Retirer la part {number}',
  'split.evenly': 'Partager à parts égales',
  'split.cards.needAnother': 'Ajoutez une autre carte pour partager entre vos cartes.',
  'split.sum.ok': 'Les parts font bien {total}.',
  'split.sum.under': 'Les parts font {sum} : il reste {left} à répartir sur {total}.',
  'split.sum.over': 'Les parts font {sum} : {over} de plus que {total}.',
  'split.sum.tooSmall': 'Chaque part est d’au moins {minimum}.',

  'split.pending.title': 'En attente des autres paiements',
  'split.pending.count':
    'En attente de {count} {total, plural, one {paiement sur #} other {paiements sur #}} — jusqu’au {deadline}',
  'split.pending.body':
    'Votre réservation est retenue et votre part est autorisée. Elle est confirmée quand toutes les parts sont payées. Si une part n’est pas payée à temps, tout est libéré et rien n’est débité.',
  'split.shares.title': 'Parts',
  'split.shares.you': 'Vous',
  'split.shares.card': '{brand} se terminant par {lastFour}',
  'split.shares.row': '{who} : {amount}',
  'split.status.Requested': 'En attente du paiement',
  'split.status.Authorizing': 'Paiement en cours',
  'split.status.Authorized': 'Payée (autorisée)',
  'split.status.Declined': 'Carte refusée — nouvel essai possible',
  'split.status.Expired': 'Non payée',
  'split.status.Released': 'Libérée',
  'split.status.Captured': 'Débitée',
  'split.loading': 'Chargement des parts…',
  'split.loadFailed': 'Impossible de charger les parts.',
  'split.tripPending': 'En attente de {count, plural, one {# part} other {# parts}} du paiement',
  'split.trip.title': 'Parts du paiement',
  'split.trip.intro.cards': '{total} payés par carte ont été répartis sur {count} de vos cartes.',
  'split.trip.intro.travellers':
    '{total} payés par carte ont été répartis en {count} parts, chacune payée avec la carte de son payeur.',
  'split.trip.col.payer': 'Payé par',
  'split.trip.col.card': 'Carte',
  'split.trip.col.amount': 'Montant',
  'split.trip.col.status': 'Statut',
  'split.trip.col.refunded': 'Remboursé',
  'split.trip.noCard': 'Pas encore payé',
  'split.trip.traveller': 'Un voyageur',

  'splitPay.pageTitle': 'Payer votre part',
  'splitPay.heading': 'Payer votre part',
  'splitPay.intro': '{booker} a réservé ce voyage et vous demande de payer votre part.',
  'splitPay.introNoName': 'On vous demande de payer votre part de ce voyage.',
  'splitPay.trip.flight': 'Vols {title}',
  'splitPay.trip.hotel': 'Séjour à {title}',
  'splitPay.trip.other': '{title}',
  'splitPay.dates': 'du {from} au {until}',
  'splitPay.amount': 'Votre part',
  'splitPay.deadline':
    'Payez avant le {deadline}. Rien n’est débité tant que toutes les parts ne sont pas payées.',
  'splitPay.progress': '{outstanding} parts sur {count} restent à payer',
  'splitPay.card.title': 'Votre carte',
  'splitPay.card.loading': 'Chargement du formulaire de carte sécurisé…',
  'splitPay.card.chosen': 'Paiement avec {brand} se terminant par {lastFour}',
  'splitPay.card.change': 'Utiliser une autre carte',
  'splitPay.pay': 'Payer {amount}',
  'splitPay.paying': 'Paiement…',
  'splitPay.paid.title': 'Merci — votre part est payée',
  'splitPay.paid.body':
    'Votre carte est autorisée pour {amount}. Elle est débitée quand toutes les parts sont payées et la réservation confirmée ; sinon l’autorisation est libérée.',
  'splitPay.declined': 'Votre carte a été refusée. Essayez une autre carte avant le {deadline}.',
  'splitPay.closed.title': 'Cette part ne peut plus être payée',
  'splitPay.closed.body':
    'Elle a déjà été payée, ou la retenue de la réservation a pris fin et toutes les autorisations ont été libérées.',
  'splitPay.notFound.title': 'Ce lien n’est pas valide',
  'splitPay.notFound.body':
    'Vérifiez que vous avez ouvert le lien complet de l’e-mail, sur le site d’où il a été envoyé.',
  'splitPay.loading': 'Chargement de votre part…',
  'splitPay.failed': 'Le paiement n’a pas pu être pris. Réessayez.',

  'bookingError.InvalidSplitShares':
    'Les parts doivent faire exactement ce que paie la carte, chacune d’au moins 1,00. Vérifiez les montants.',
  'bookingError.SplitPaymentExpired':
    'Toutes les parts n’ont pas été payées à temps : la retenue a pris fin. Toutes les autorisations ont été libérées et rien n’a été débité.',
  'bookingError.SplitShareClosed': 'Cette part ne peut plus être payée.',
};
