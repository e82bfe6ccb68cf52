import type { FLIGHT_EMISSIONS_EN } from './flight-emissions';

/** Le CO₂ par itinéraire dans les résultats de vols (issue 23), en français. */
export const FLIGHT_EMISSIONS_FR: Record<keyof typeof FLIGHT_EMISSIONS_EN, string> = {
  'sort.emissions': 'Émissions les plus faibles',
  'emissions.perPassenger': '{kg} kg éq. CO₂ par passager',
  'emissions.level.lower': 'Émissions plus faibles',
  'emissions.level.typical': 'Émissions habituelles',
  'emissions.level.higher': 'Émissions plus élevées',
  'emissions.vsTypical': '{difference} par rapport à l’habitude',
  'emissions.explainSummary': 'À propos de cette estimation',
  'emissions.explain':
    'Une estimation du CO₂ dont un passager ({cabin}) est responsable sur ces vols, d’après la distance parcourue, le type d’avion, la part de la cabine dans l’espace à bord et le remplissage habituel des vols. L’habitude pour ce trajet est de {typical} kg, le milieu des estimations des vols trouvés.',
  'emissions.methodLink': 'Comment nous estimons les émissions',
};
