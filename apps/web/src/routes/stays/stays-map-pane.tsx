import type { StayItem } from '@wayfare/contracts/home-booking';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { HotelMap } from '../../features/hotel-map/hotel-map';
import type { MapMarker } from '../../features/hotel-map/offline-style';
import { formatPillPrice } from '../../features/hotel-map/price-pill';
import { formatFare } from '../../format/format-money';

/** A stay's id on the map and in the list: its kind and its own id. */
export function stayItemId(item: StayItem): string {
  return item.kind === 'Hotels' ? `hotel:${item.hotel.lodgingId}` : `home:${item.home.listingId}`;
}

export function stayItemName(item: StayItem): string {
  return item.kind === 'Hotels' ? item.hotel.name : item.home.title;
}

/** /stays/availability's map: a price pill per hotel and home, a card for the chosen one. */
export function StaysMapPane({
  items,
  place,
  fitKey,
  hrefOf,
  selectedId,
  onSelect,
}: {
  items: readonly StayItem[];
  place: string;
  fitKey: string;
  hrefOf: (item: StayItem) => string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}) {
  const intl = useIntl();
  const markers = useMemo<MapMarker[]>(
    () =>
      items.map((item) => ({
        id: stayItemId(item),
        lat: item.coordinates.lat,
        lon: item.coordinates.lon,
        label: formatPillPrice(intl.locale, item.nightlyPrice),
        name: stayItemName(item),
      })),
    [items, intl.locale],
  );
  const renderPopup = (id: string) => {
    const item = items.find((i) => stayItemId(i) === id);
    if (!item) return null;
    return (
      <div className="wf-map-card">
        <p className="wf-home-kind">
          {intl.formatMessage({ id: `staysResults.kindOf.${item.kind}` })}
        </p>
        <h3 className="wf-map-card-name">
          <Link to={hrefOf(item)}>{stayItemName(item)}</Link>
        </h3>
        <p>
          <strong>{formatFare(intl, item.nightlyPrice)}</strong>{' '}
          {intl.formatMessage({ id: 'homeResults.perNight' })}
        </p>
      </div>
    );
  };
  return (
    <div id="stays-map" className="wf-hotel-map-pane">
      <HotelMap
        label={intl.formatMessage({ id: 'staysResults.mapLabel' }, { place })}
        markers={markers}
        selectedId={selectedId}
        onSelect={onSelect}
        renderPopup={renderPopup}
        fit={{ key: fitKey, box: null }}
      />
    </div>
  );
}
