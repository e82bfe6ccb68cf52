import type { Coordinates } from '@wayfare/contracts/places';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { HotelMap } from './hotel-map';

/** The hotel page's "Location": a still map with the hotel's pill, loaded with the page. */
export function HotelLocationMap({
  hotel,
}: {
  hotel: { lodgingId: string; name: string; coordinates: Coordinates };
}) {
  const intl = useIntl();
  const { lodgingId, name, coordinates } = hotel;
  const markers = useMemo(
    () => [{ id: lodgingId, lat: coordinates.lat, lon: coordinates.lon, label: name, name }],
    [lodgingId, name, coordinates.lat, coordinates.lon],
  );
  return (
    <section className="wf-card wf-stack" aria-labelledby="hotel-location-title">
      <h2 id="hotel-location-title">{intl.formatMessage({ id: 'hotelMap.location' })}</h2>
      <HotelMap
        isStatic
        className="wf-map-static"
        label={intl.formatMessage({ id: 'hotelMap.locationLabel' }, { name })}
        markers={markers}
        fit={{ key: lodgingId, box: null }}
      />
    </section>
  );
}
