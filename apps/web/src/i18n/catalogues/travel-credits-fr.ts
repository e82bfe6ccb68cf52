import type { TRAVEL_CREDITS_EN } from './travel-credits';
import { TRAVEL_WALLET_FR } from './travel-wallet-fr';

/** My Travel Credits and Offers in French, spread into FR_MESSAGES. */
export const TRAVEL_CREDITS_FR: Record<keyof typeof TRAVEL_CREDITS_EN, string> = {
  ...TRAVEL_WALLET_FR,
  'travelCredits.title': 'Mes crédits voyage et offres',
  'travelCredits.intro':
    'Les crédits de vols annulés, les crédits voyage de votre carte et les offres qui vous sont destinées, au même endroit.',
  'travelCredits.loading': 'Chargement de vos crédits voyage…',
  'travelCredits.error': "Nous n'avons pas pu charger vos crédits voyage.",
  'travelCredits.airline.title': 'Crédits voyage des compagnies aériennes',
  'travelCredits.airline.intro':
    "Un crédit de compagnie aérienne s'applique à un nouveau vol de la même compagnie, pour le même voyageur, jusqu'à son expiration.",
  'travelCredits.airline.name': '{airline} ({code})',
  'travelCredits.airline.empty': 'Aucun crédit voyage de compagnie aérienne',
  'travelCredits.airline.emptyBody':
    "Lorsque vous annulez un vol dont le tarif donne droit à un crédit de la compagnie, il s'affiche ici.",
  'travelCredits.status.available': 'Disponible',
  'travelCredits.status.expired': 'Expiré',
  'travelCredits.status.redeemed': 'Utilisé',
  'travelCredits.amount': 'Montant initial',
  'travelCredits.remaining': 'Solde',
  'travelCredits.granted': 'Accordé',
  'travelCredits.expires': 'Expire le',
  'travelCredits.expired': 'Expiré le',
  'travelCredits.travelers': 'Voyageurs',
  'travelCredits.origin': 'Du voyage {code}',
  'travelCredits.originNoCode': "D'un voyage annulé",
  'travelCredits.wallet.title': 'Crédits voyage de la carte',
  'travelCredits.wallet.empty': 'Aucun crédit voyage de la carte',
  'travelCredits.wallet.emptyBody':
    "Les crédits voyage de votre carte s'affichent ici et peuvent être appliqués à la réservation.",
  'travelCredits.card.intro':
    'Le crédit voyage de votre carte s’applique à une réservation si vous le choisissez. Un crédit utilisé pour un voyage que vous annulez vous est rendu, sauf s’il a expiré entre-temps.',
  'travelCredits.card.rule.AnnualTravelCredit':
    '{amount} chaque année de titulaire, renouvelé à la date anniversaire de votre compte.',
  'travelCredits.card.rule.EntryTravelCredit':
    '{amount} une seule fois, pour votre première année de titulaire.',
  'travelCredits.card.rule.TravelCardCredit':
    '{amount} une seule fois, valable un an à compter de son octroi.',
  'travelCredits.card.card': '{product} se terminant par {lastFour}',
  'travelCredits.card.state.created': 'Disponible',
  'travelCredits.card.state.redeemed': 'Utilisé',
  'travelCredits.card.state.expired': 'Expiré',
  'travelCredits.card.state.canceled': 'Annulé',
  'travelCredits.card.ends': 'Prend fin le',
  'travelCredits.card.ended': 'A pris fin le',
  'travelCredits.card.canceledOn': 'Annulé le',
  'travelCredits.card.canceledBody':
    'Annulé, car le compte de la carte n’est pas ouvert et en règle.',
  'travelCredits.card.use': 'Réserver un voyage avec ce crédit',
  'travelCredits.offers.title': 'Offres',
  'travelCredits.offers.empty': 'Aucune offre pour le moment',
  'travelCredits.offers.emptyBody':
    'Les offres qui vous sont destinées s’afficheront ici. Revenez bientôt.',
} as const;
