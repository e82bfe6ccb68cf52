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
  'travelCredits.offers.title': 'Offres',
  'travelCredits.offers.empty': 'Aucune offre pour le moment',
  'travelCredits.offers.emptyBody':
    'Les offres qui vous sont destinées s’afficheront ici. Revenez bientôt.',
} as const;
