import type { PACKAGE_BUILDER_EN } from './package-builder';

/** Le créateur de forfait dans les résultats de vols (issue 23). Français. */
export const PACKAGE_BUILDER_FR: Record<keyof typeof PACKAGE_BUILDER_EN, string> = {
  'packageBuilder.title': 'Ajoutez un hôtel et économisez',
  'packageBuilder.body':
    'Réservez ces dates en forfait vol + hôtel et payez moins que les deux séparément.',
  'packageBuilder.action': 'Créer un forfait pour {destination}',
};
