import type { TRAVEL_WALLET_EN } from './travel-wallet';

/** Le relevé du portefeuille voyage, en français; réparti dans TRAVEL_CREDITS_FR. */
export const TRAVEL_WALLET_FR: Record<keyof typeof TRAVEL_WALLET_EN, string> = {
  'wallet.title': 'Portefeuille voyage',
  'wallet.intro':
    'Les crédits voyage de votre carte et ceux que vous obtenez grâce à la protection contre les baisses de prix et à l’égalisation de prix, avec tout ce que vous en avez dépensé. Appliquez-les au moment de réserver.',
  'wallet.loading': 'Chargement de votre portefeuille voyage…',
  'wallet.error': 'Nous n’avons pas pu charger votre portefeuille voyage.',
  'wallet.balance': 'Solde : {amount}',
  'wallet.empty': 'Aucune opération pour l’instant',
  'wallet.emptyBody':
    'Les crédits de votre carte, de la protection contre les baisses de prix et de l’égalisation de prix apparaissent ici, avec ce que vous en dépensez.',
  'wallet.caption':
    '{count, plural, one {# opération} other {# opérations}}, la plus récente d’abord',
  'wallet.col.date': 'Date',
  'wallet.col.type': 'Opération',
  'wallet.col.trip': 'Voyage',
  'wallet.col.amount': 'Montant',
  'wallet.col.state': 'État',
  'wallet.trip': 'Voyage {code}',
  'wallet.tripNoCode.flight': 'Votre vol',
  'wallet.tripNoCode.hotel': 'Votre séjour',
  'wallet.tripNoCode.car': 'Votre location de voiture',
  'wallet.tripNoCode.activity': 'Votre activité',
  'wallet.tripNoCode.home': 'Votre location de vacances',
  'wallet.noTrip': 'Aucun voyage',
  'wallet.state.Completed': 'Terminée',
  'wallet.state.Pending': 'En attente',
  'wallet.type.redemption': 'Utilisation',
  'wallet.type.adjustment': 'Ajustement',
  'wallet.type.statement_credit_created': 'Crédit au relevé accordé',
  'wallet.type.statement_credit_redeemed': 'Crédit au relevé utilisé',
  'wallet.type.statement_credit_expired': 'Crédit au relevé expiré',
  'wallet.type.statement_credit_canceled': 'Crédit au relevé annulé',
  'wallet.type.price_drop_protection': 'Protection contre les baisses de prix',
  'wallet.type.travel_offer': 'Offre voyage',
  'wallet.type.price_match': 'Correspondance de prix',
  'wallet.type.refund': 'Remboursement',
  'wallet.type.pending': 'En attente',
  'wallet.type.expired': 'Expiré',
  'wallet.type.canceled': 'Annulé',
  'wallet.type.referral': 'Parrainage',
};
