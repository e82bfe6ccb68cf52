import type { TRIPS_EMISSIONS_EN } from './trips-emissions';

/** Le CO₂ des voyages en avion dans la liste des voyages d’entreprise (issue 23), en français. */
export const TRIPS_EMISSIONS_FR: Record<keyof typeof TRIPS_EMISSIONS_EN, string> = {
  'trips.card.co2': 'Éq. CO₂, tous les voyageurs',
  'trips.card.co2Value': '{kg} kg (estimation)',
  'trips.co2.upcomingTotal':
    'Vols à venir : environ {kg} kg éq. CO₂ au total, pour tous les voyageurs.',
  'trips.co2.methodLink': 'Comment nous estimons les émissions',
};
