import type {
  HotelAvailabilityHotel,
  HotelAvailabilityRequest,
} from '@wayfare/contracts/hotel-shop';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { FavoriteButton } from '../../features/favorites/favorite-button';
import { formatFare } from '../../format/format-money';
import { HotelMap } from '../../features/hotel-map/hotel-map';
import { isSameBox, toSearchBox, type MapBox } from '../../features/hotel-map/map-geometry';
import type { MapMarker } from '../../features/hotel-map/offline-style';
import { formatPillPrice } from '../../features/hotel-map/price-pill';
import { useMapHotels } from '../../features/hotel-map/use-map-hotels';
import {
  formatAreaParam,
  formatLocation,
  type HotelListParams,
  type HotelSearchParams,
} from '../../model/hotel-search-params';

/** After the person stops moving the map, this long before the list follows. */
const FOLLOW_DELAY_MS = 600;

function useSetArea() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (area: MapBox | null) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (area) copy.set('area', formatAreaParam(area));
          else copy.delete('area');
          return copy;
        },
        // Panning is not a page of its own: back leaves the results, the URL stays a deep link.
        { replace: true },
      ),
    [setParams],
  );
}

/**
 * Where the map should look. It fits the place when it opens (or a deep link's area), and again
 * whenever the area in the URL changes by something other than the person moving the map:
 * "show the whole place", back and forward.
 */
function useFitTarget(search: HotelSearchParams, area: MapBox | null) {
  const [followed, setFollowed] = useState<MapBox | null>(area);
  const [target, setTarget] = useState({ epoch: 0, area, box: area });
  if (!isSameBox(target.area, area)) {
    const isOurs = isSameBox(followed, area);
    setTarget({
      epoch: isOurs ? target.epoch : target.epoch + 1,
      area,
      box: isOurs ? target.box : area,
    });
  }
  return {
    fit: { key: `${formatLocation(search.location)}|${target.epoch}`, box: target.box },
    markFollowed: setFollowed,
  };
}

/** "Showing the map's area" and the way back to the whole place, above the list. */
export function MapAreaNotice({
  search,
  list,
}: {
  search: HotelSearchParams;
  list: HotelListParams;
}) {
  const intl = useIntl();
  const setArea = useSetArea();
  if (!list.area) return null;
  return (
    <p className="wf-hotel-area">
      <span>{intl.formatMessage({ id: 'hotelMap.areaShown' })}</span>
      <button
        type="button"
        className="wf-button"
        data-variant="secondary"
        onClick={() => setArea(null)}
      >
        {intl.formatMessage({ id: 'hotelMap.showPlace' }, { place: search.locationName })}
      </button>
    </p>
  );
}

export interface AvailabilityMapPaneProps {
  search: HotelSearchParams;
  list: HotelListParams;
  request: Omit<HotelAvailabilityRequest, 'offset' | 'limit'>;
  /** The hotels the list has loaded, and how many the search found. */
  hotels: readonly HotelAvailabilityHotel[];
  total: number;
  shopHref: (hotel: HotelAvailabilityHotel) => string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/**
 * /hotels/availability's map: a pill per hotel (up to MAP_HOTEL_LIMIT), a card for the chosen
 * one, and the list following the map's area as the person pans and zooms (or on "Search this
 * area" when following is off).
 */
export function AvailabilityMapPane({
  search,
  list,
  request,
  hotels,
  total,
  shopHref,
  selectedId,
  onSelect,
}: AvailabilityMapPaneProps) {
  const intl = useIntl();
  const setArea = useSetArea();
  const { fit, markFollowed } = useFitTarget(search, list.area);
  const [isFollowing, setIsFollowing] = useState(true);
  const [pendingArea, setPendingArea] = useState<MapBox | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const mapHotels = useMapHotels(request, hotels, total, true);
  const markers = useMemo<MapMarker[]>(
    () =>
      mapHotels.map((hotel) => ({
        id: hotel.lodgingId,
        lat: hotel.coordinates.lat,
        lon: hotel.coordinates.lon,
        label: formatPillPrice(intl.locale, hotel.leadRate.nightlyDiscountAware),
        name: hotel.name,
      })),
    [mapHotels, intl.locale],
  );

  const follow = (box: MapBox) => {
    markFollowed(box);
    setArea(box);
  };
  const onUserMove = (view: MapBox) => {
    const box = toSearchBox(view);
    window.clearTimeout(timer.current);
    if (!box || isSameBox(box, list.area)) return;
    if (!isFollowing) {
      setPendingArea(box);
      return;
    }
    timer.current = window.setTimeout(() => follow(box), FOLLOW_DELAY_MS);
  };

  const renderPopup = (id: string) => {
    const hotel = mapHotels.find((h) => h.lodgingId === id);
    if (!hotel) return null;
    return (
      <div className="wf-map-card">
        <h3 className="wf-map-card-name">
          <Link to={shopHref(hotel)}>{hotel.name}</Link>
        </h3>
        <FavoriteButton lodgingId={hotel.lodgingId} hotelName={hotel.name} />
        <p>
          <strong>{formatFare(intl, hotel.leadRate.nightlyDiscountAware)}</strong>{' '}
          {intl.formatMessage({ id: 'hotel.perNight' })}
        </p>
        <p>{`${hotel.neighbourhood}, ${hotel.city}`}</p>
      </div>
    );
  };

  const label = intl.formatMessage({ id: 'hotelMap.label' }, { place: search.locationName });
  return (
    <div id="hotel-map" className="wf-hotel-map-pane">
      <HotelMap
        label={label}
        markers={markers}
        selectedId={selectedId}
        onSelect={onSelect}
        renderPopup={renderPopup}
        fit={fit}
        onUserMove={onUserMove}
        overlay={
          <>
            <label className="wf-map-follow">
              <input
                type="checkbox"
                checked={isFollowing}
                onChange={(event) => {
                  setIsFollowing(event.target.checked);
                  setPendingArea(null);
                }}
              />{' '}
              {intl.formatMessage({ id: 'hotelMap.follow' })}
            </label>
            {!isFollowing && pendingArea ? (
              <button
                type="button"
                className="wf-button"
                data-variant="primary"
                onClick={() => {
                  follow(pendingArea);
                  setPendingArea(null);
                }}
              >
                {intl.formatMessage({ id: 'hotelMap.searchArea' })}
              </button>
            ) : null}
          </>
        }
      />
    </div>
  );
}
