import type { TRIPS_PRICE_DROP_EN } from './trips-price-drop';

/** La protection contre les baisses de prix sur la page d’un voyage. Français. */
export const TRIPS_PRICE_DROP_FR: Record<keyof typeof TRIPS_PRICE_DROP_EN, string> = {
  'trips.priceDrop.title': 'Protection contre les baisses de prix',
  'trips.priceDrop.status.flight':
    'Nous vérifions le prix de ces vols toutes les {hours} heures jusqu’au {until}. S’il baisse, nous versons la différence dans votre portefeuille voyage.',
  'trips.priceDrop.status.stay':
    'Nous vérifions le prix de cette chambre toutes les {hours} heures jusqu’au {until}. S’il baisse, nous versons la différence dans votre portefeuille voyage à partir du {date}.',
  'trips.priceDrop.status.ended': 'La surveillance a pris fin le {date}.',
  'trips.priceDrop.status.endedCancelled':
    'La surveillance a pris fin le {date}, à l’annulation du voyage.',
  'trips.priceDrop.status.endedChanged':
    'La surveillance a pris fin le {date}, à la modification des vols.',
  'trips.priceDrop.status.notCovered': 'Cette réservation n’est pas couverte : {reason}.',
  'trips.priceDrop.credited': 'Crédité jusqu’ici : {credited} sur {cap}',
  'trips.priceDrop.terms': 'Fonctionnement de la protection contre les baisses de prix',
  'trips.priceDrop.noChecksYet':
    'Aucune vérification pour l’instant. La première est prévue le {time}.',
  'trips.priceDrop.noChecks': 'Aucune vérification n’a été faite.',
  'trips.priceDrop.log.caption':
    '{count, plural, one {# vérification du prix} other {# vérifications du prix}}, la plus récente d’abord',
  'trips.priceDrop.log.checked': 'Vérifié le',
  'trips.priceDrop.log.price': 'Prix constaté',
  'trips.priceDrop.log.result': 'Résultat',
  'trips.priceDrop.log.noPrice': 'Plus en vente',
  'trips.priceDrop.result.NoDrop': 'Aucune baisse',
  'trips.priceDrop.result.Credited': 'Baisse de {amount}, créditée',
  'trips.priceDrop.result.CreditedToCap':
    'Baisse constatée, {amount} crédité : la limite de {cap} est atteinte',
  'trips.priceDrop.result.DropPending': 'Baisse constatée, créditée le {date}',
  'trips.priceDrop.result.CapReached':
    'Baisse constatée, mais la limite de {cap} est déjà atteinte',
  'trips.priceDrop.result.Unavailable': 'Prix non disponible',
  'trips.priceDrop.result.NotEligible': 'Non admissible : {reason}',
  'trips.priceDrop.reason.Package': 'les forfaits ne sont pas couverts',
  'trips.priceDrop.reason.HotelCollection':
    'seuls les séjours dans les hôtels des collections Premier et Lifestyle sont couverts',
  'trips.priceDrop.reason.CheckInTooSoon':
    'le séjour commence avant qu’un crédit puisse être versé',
  'trips.priceDrop.reason.Currency': 'seules les réservations en dollars américains sont couvertes',
  'trips.priceDrop.reason.NoTravelWallet':
    'aucune carte ne peut recevoir de crédit dans le portefeuille voyage',
  'trips.priceDrop.reason.ItineraryChanged': 'les vols ont été modifiés',
  'trips.priceDrop.reason.TripCancelled': 'le voyage a été annulé',
};
