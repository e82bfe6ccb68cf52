/**
 * The offline map's own words (features/hotel-map: loading, zoom, clusters), for every page that
 * shows it: hotel lists, a hotel's location, favorites and the car results. English.
 */
export const OFFLINE_MAP_EN = {
  'hotelMap.loading': 'Loading the map…',
  'hotelMap.failed': 'The map can’t be shown in this browser. Every hotel is in the list.',
  'hotelMap.keys': 'Map: arrow keys move it, plus and minus zoom',
  'hotelMap.label.static': 'Map',
  'hotelMap.zoomIn': 'Zoom in',
  'hotelMap.zoomOut': 'Zoom out',
  'hotelMap.closePopup': 'Close',
  'hotelMap.cluster': '{count, plural, one {# hotel} other {# hotels}} here, zoom in',
} as const;
