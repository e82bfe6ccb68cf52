import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CarResult, CarResultsResponse } from '@wayfare/contracts/cars';
import { HotelMap } from '../../features/hotel-map/hotel-map';
import type { MapMarker } from '../../features/hotel-map/offline-style';
import { formatPillPrice } from '../../features/hotel-map/price-pill';
import { formatFare } from '../../format/format-money';

const AROUND_DEGREES = 0.09;

/** Each rental company's cheapest car among those shown, cheapest first. */
function cheapestBySupplier(offers: readonly CarResult[]): CarResult[] {
  const best = new Map<string, CarResult>();
  for (const offer of offers) {
    const current = best.get(offer.supplier.code);
    if (!current || offer.pricePerDay.amountMinor < current.pricePerDay.amountMinor)
      best.set(offer.supplier.code, offer);
  }
  return [...best.values()].sort((a, b) => a.pricePerDay.amountMinor - b.pricePerDay.amountMinor);
}

/**
 * The results' map (the hotels' offline map, features/hotel-map): the pick-up place with the
 * lowest price per day of the cars shown, and the drop-off place when it differs. Its popup lists
 * each rental company's cheapest car, its counter and distance, with a link to it.
 */
export default function CarsMapPane({
  results,
  offers,
  shopHref,
}: {
  results: CarResultsResponse;
  offers: readonly CarResult[];
  shopHref: (offerId: string) => string;
}) {
  const intl = useIntl();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const bySupplier = useMemo(() => cheapestBySupplier(offers), [offers]);
  const cheapest = bySupplier[0];
  const { pickUp, dropOff } = results;
  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = [
      {
        id: 'pickUp',
        lat: pickUp.coordinates.lat,
        lon: pickUp.coordinates.lon,
        label: cheapest ? formatPillPrice(intl.locale, cheapest.pricePerDay) : pickUp.code,
        name: pickUp.name,
      },
    ];
    if (dropOff.code !== pickUp.code)
      list.push({
        id: 'dropOff',
        lat: dropOff.coordinates.lat,
        lon: dropOff.coordinates.lon,
        label: dropOff.code,
        name: dropOff.name,
      });
    return list;
  }, [intl, pickUp, dropOff, cheapest]);
  // The counters and the town around them (about 10 km each way), not one street.
  const surroundings = useMemo(() => {
    const lats = markers.map((m) => m.lat);
    const lons = markers.map((m) => m.lon);
    return {
      minLat: Math.min(...lats) - AROUND_DEGREES,
      maxLat: Math.max(...lats) + AROUND_DEGREES,
      minLon: Math.min(...lons) - AROUND_DEGREES,
      maxLon: Math.max(...lons) + AROUND_DEGREES,
    };
  }, [markers]);
  return (
    <div className="wf-car-map" id="car-map">
      <HotelMap
        label={intl.formatMessage({ id: 'carResults.mapLabel' }, { place: pickUp.name })}
        markers={markers}
        selectedId={selectedId}
        onSelect={setSelectedId}
        fit={{ key: `${pickUp.code}|${dropOff.code}`, box: surroundings }}
        renderPopup={(id) =>
          id === 'pickUp' ? (
            <div className="wf-car-map-popup">
              <p>
                <strong>{pickUp.name}</strong>
              </p>
              {cheapest ? (
                <p>
                  {intl.formatMessage(
                    { id: 'carResults.mapPopup' },
                    { count: offers.length, price: formatFare(intl, cheapest.pricePerDay) },
                  )}
                </p>
              ) : null}
              <ul>
                {bySupplier.map((offer) => (
                  <li key={offer.supplier.code}>
                    <Link to={shopHref(offer.offerId)}>{offer.supplier.name}</Link>
                    {' · '}
                    {intl.formatMessage(
                      { id: 'carResults.perDay' },
                      { price: formatFare(intl, offer.pricePerDay) },
                    )}
                    {' · '}
                    {intl.formatMessage({ id: `carPickUpKind.${offer.pickUpKind}` })}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p>
              <strong>{dropOff.name}</strong>
            </p>
          )
        }
      />
      <p className="wf-field-description">{intl.formatMessage({ id: 'carResults.mapHint' })}</p>
    </div>
  );
}
