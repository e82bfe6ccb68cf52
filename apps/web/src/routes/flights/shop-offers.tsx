import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { FlightShopRequest } from '@wayfare/contracts/flight-shop';
import type { ShopResults } from '../../features/flight-results/shop-results';
import { buildFreezeQuery, type PriceFreezeEntry } from '../../features/price-freeze/freeze-params';
import { toWatchRequest } from '../../features/price-watch/watch-model';
import { WatchThisTrip } from '../../features/price-watch/watch-this-trip';
import { useExperimentVariant } from '../../session/use-experiments';
import type { FreezeLocationState } from './flights-freeze-overview-route';
import { selectFreezeFareIds } from './shop-selection';

/**
 * "Freeze this price" for a full fare set: opens the freeze's overview, coming back here after.
 * Until the search has answered (`search` null) or the gate is known, it holds its place as a
 * disabled button, as Watch this trip does while it checks, so nothing below it moves when it
 * becomes a link (issue 16).
 */
export function FreezeThisPrice({
  search,
  fareIds,
  entry,
}: {
  search: ShopResults | null;
  fareIds: readonly string[] | null;
  entry: PriceFreezeEntry;
}) {
  const intl = useIntl();
  const location = useLocation();
  const offers = useExperimentVariant('price-freeze-offers');
  const isGateKnown = offers.status !== 'InProcess';
  if (isGateKnown && offers.variant !== 'available') return null;
  if (search && !fareIds) return null;
  const label = intl.formatMessage({ id: 'priceFreeze.action' });
  let button;
  if (!search || !fareIds || !isGateKnown) {
    button = (
      <button type="button" className="wf-button" data-variant="secondary" disabled>
        {label}
      </button>
    );
  } else {
    const shop = new URLSearchParams(location.search);
    shop.delete('fareDetails');
    const state: FreezeLocationState = { shopUrl: `${location.pathname}?${shop.toString()}` };
    const query = buildFreezeQuery(
      { tripType: search.tripType, passengers: search.passengers, fareIds: [...fareIds] },
      { entry },
    );
    button = (
      <Link
        to={`/flights/freeze/overview?${query}`}
        state={state}
        className="wf-button"
        data-variant="secondary"
      >
        {label}
      </Link>
    );
  }
  return (
    <div className="wf-freeze-entry">
      {button}
      <span className="wf-field-description">
        {intl.formatMessage({ id: 'priceFreeze.action.hint' })}
      </span>
    </div>
  );
}

/**
 * Beside the price prediction's advice: watch this trip and freeze its cheapest fares, the same
 * while the search runs (`search` null: freezing holds its place) as once it has answered.
 */
export function PredictionActions({
  request,
  search,
}: {
  request: FlightShopRequest;
  search: ShopResults | null;
}) {
  return (
    <>
      <WatchThisTrip request={toWatchRequest(request)} />
      <FreezeThisPrice
        search={search}
        fareIds={search ? selectFreezeFareIds(search, { kind: 'cheapest' }) : null}
        entry="prediction"
      />
    </>
  );
}
