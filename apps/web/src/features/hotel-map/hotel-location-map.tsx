import type { Coordinates } from '@wayfare/contracts/places';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { HotelMap } from './hotel-map';

/** The server draws the still map at this size (supply/lodging/hotel-map-preview.ts). */
const PREVIEW_WIDTH = 640;
const PREVIEW_HEIGHT = 320;

/**
 * The hotel page's "Location": a picture of the hotel's surroundings drawn by the server (no map
 * library on the page), and the map itself, to pan and zoom, only when the person asks for it.
 */
export function HotelLocationMap({
  hotel,
}: {
  hotel: { lodgingId: string; name: string; coordinates: Coordinates };
}) {
  const intl = useIntl();
  const [isExploring, setIsExploring] = useState(false);
  const { lodgingId, name, coordinates } = hotel;
  const markers = useMemo(
    () => [{ id: lodgingId, lat: coordinates.lat, lon: coordinates.lon, label: name, name }],
    [lodgingId, name, coordinates.lat, coordinates.lon],
  );
  const label = intl.formatMessage({ id: 'hotelMap.locationLabel' }, { name });
  return (
    <section className="wf-card wf-stack" aria-labelledby="hotel-location-title">
      <h2 id="hotel-location-title">{intl.formatMessage({ id: 'hotelMap.location' })}</h2>
      <div id={`hotel-location-${lodgingId}`}>
        {isExploring ? (
          <HotelMap
            className="wf-map-static"
            label={label}
            markers={markers}
            fit={{ key: lodgingId, box: null }}
          />
        ) : (
          <img
            className="wf-map-preview"
            src={`/api/v0/map/hotels/${lodgingId}.svg`}
            alt={label}
            width={PREVIEW_WIDTH}
            height={PREVIEW_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <button
        type="button"
        className="wf-button"
        data-variant="secondary"
        aria-expanded={isExploring}
        aria-controls={`hotel-location-${lodgingId}`}
        onClick={() => setIsExploring((open) => !open)}
      >
        {intl.formatMessage({ id: isExploring ? 'hotelMap.closeExplore' : 'hotelMap.explore' })}
      </button>
    </section>
  );
}
