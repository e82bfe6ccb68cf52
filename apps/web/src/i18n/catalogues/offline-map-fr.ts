import type { OFFLINE_MAP_EN } from './offline-map';

/** Les mots de la carte hors ligne. Français. */
export const OFFLINE_MAP_FR: Record<keyof typeof OFFLINE_MAP_EN, string> = {
  'hotelMap.loading': 'Chargement de la carte…',
  'hotelMap.failed':
    'La carte ne peut pas s’afficher dans ce navigateur. Tous les hôtels sont dans la liste.',
  'hotelMap.keys': 'Carte : les flèches la déplacent, plus et moins zooment',
  'hotelMap.label.static': 'Carte',
  'hotelMap.zoomIn': 'Zoom avant',
  'hotelMap.zoomOut': 'Zoom arrière',
  'hotelMap.closePopup': 'Fermer',
  'hotelMap.cluster': '{count, plural, one {# hôtel} other {# hôtels}} ici, zoomer',
};
