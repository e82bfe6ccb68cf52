import type { LEGAL_PRICE_DROP_EN } from './legal-price-drop';

/** `/terms/price-drop-protection` en français, réparti dans LEGAL_FR. */
export const LEGAL_PRICE_DROP_FR: Record<keyof typeof LEGAL_PRICE_DROP_EN, string> = {
  'priceDropTerms.title': 'Protection contre les baisses de prix : conditions',
  'priceDropTerms.intro':
    'La protection contre les baisses de prix accompagne chaque vol réservé ici ainsi que les séjours dans les hôtels des collections Premier et Lifestyle. Après votre réservation, nous continuons de vérifier le prix exact de ce que vous avez acheté. S’il baisse, nous versons la différence dans votre portefeuille voyage.',
  'priceDropTerms.cost.label': 'Ce qu’elle coûte',
  'priceDropTerms.cost.value':
    'Rien. Elle est incluse avec chaque réservation de vol, quelle que soit la prévision de prix au moment de réserver.',
  'priceDropTerms.checked.label': 'Ce que nous vérifions',
  'priceDropTerms.checked.value':
    'Les mêmes vols, tarifs et voyageurs, ou la même chambre, le même tarif et les mêmes dates, dont le prix est vérifié toutes les {hours} heures.',
  'priceDropTerms.flights.label': 'Vols',
  'priceDropTerms.flights.value':
    'Vérifiés pendant {days} jours civils après la réservation, et jamais après le départ.',
  'priceDropTerms.stays.label': 'Séjours',
  'priceDropTerms.stays.value':
    'Hôtels des collections Premier et Lifestyle seulement. Vérifiés pendant {days} jours civils après la réservation, et jamais après l’arrivée. Une baisse est créditée à partir de {creditDays} jours civils après la réservation : celle constatée plus tôt est créditée à ce moment. Un séjour qui commence moins de {creditDays} jours après la réservation n’est pas couvert.',
  'priceDropTerms.amount.label': 'Ce que vous recevez',
  'priceDropTerms.amount.value':
    'La différence entre le nouveau prix et le prix le plus bas que nous avions constaté (au départ, ce que vous avez payé), jusqu’à {flightCap} par réservation de vol et {hotelCap} par séjour au total.',
  'priceDropTerms.credit.label': 'Où va le crédit',
  'priceDropTerms.credit.value':
    'Dans votre portefeuille voyage, dès la vérification qui constate la baisse, avec un courriel chaque fois. Utilisez-le en réservant, dans un délai de {days} jours.',
  'priceDropTerms.excluded.label': 'Non couvert',
  'priceDropTerms.excluded.value':
    'Les forfaits, les séjours dans les hôtels hors des collections Premier et Lifestyle et les réservations qui ne sont pas en dollars américains.',
  'priceDropTerms.ends.title': 'Quand elle prend fin',
  'priceDropTerms.ends.window':
    'À la fin de la période de vérification ({flightDays} jours pour les vols, {hotelDays} pour les séjours).',
  'priceDropTerms.ends.cancelled': 'À l’annulation du voyage.',
  'priceDropTerms.ends.changed': 'À la modification des vols.',
  'priceDropTerms.log.title': 'Chaque vérification, sur votre voyage',
  'priceDropTerms.log.body':
    'La page de votre voyage énumère chaque vérification : quand elle a eu lieu, le prix constaté et son résultat. Les crédits figurent aussi dans votre portefeuille voyage, sous Mes crédits voyage et offres.',
};
