import type { FLIGHT_DATES_EN } from './flight-dates';

/** French for the flexible dates grid: loaded with messages-fr. */
export const FLIGHT_DATES_FR: Record<keyof typeof FLIGHT_DATES_EN, string> = {
  'dateGrid.heading': 'Dates flexibles',
  'dateGrid.toggle': 'Dates flexibles',
  'dateGrid.caption.roundTrip':
    'Total aller-retour le plus bas pour chaque date de départ (lignes) et de retour (colonnes), {travelers, plural, one {# voyageur} other {# voyageurs}}. Choisissez un prix pour chercher ces dates.',
  'dateGrid.caption.oneWay':
    'Tarif aller simple le plus bas pour chaque date de départ, {travelers, plural, one {# voyageur} other {# voyageurs}}. Choisissez un prix pour chercher cette date.',
  'dateGrid.corner': 'Départ, retour',
  'dateGrid.departureHeader': 'Départ {date}',
  'dateGrid.returnHeader': 'Retour {date}',
  'dateGrid.rowHeader.oneWay': 'Tarif le plus bas',
  'dateGrid.current': 'Vos dates',
  'dateGrid.cheapest': 'Le moins cher',
  'dateGrid.none': 'Aucun vol',
  'dateGrid.loading': 'Recherche des prix pour les dates proches…',
  'dateGrid.error': 'Nous n’avons pas pu charger les prix des dates proches.',
};
