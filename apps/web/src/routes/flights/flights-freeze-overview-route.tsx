import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  readFreezeEntry,
  readFreezeFareSet,
  selectDefaultHours,
} from '../../features/price-freeze/freeze-params';
import {
  FreezeScenarios,
  FreezeTermsList,
  FrozenFlightList,
} from '../../features/price-freeze/freeze-terms';
import {
  FreezeOfferState,
  FreezePage,
  NoFlightsToFreeze,
  freezeStepUrl,
  useFreezeOffer,
} from './freeze-pages';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { PRICE_FREEZE_EN } from '../../i18n/catalogues/price-freeze';

/** The freeze pages' messages: their own, and booking's (the payment step, the paid-with lines). */
const FREEZE_MESSAGES = { ...FLIGHT_BOOKING_EN, ...PRICE_FREEZE_EN };

/** What the shop hands the freeze pages in history state. */
export interface FreezeLocationState {
  shopUrl?: string;
}

/**
 * /flights/freeze/overview (spec §2): the frozen total, the freeze's length, the fee and the cap per
 * traveler before any payment, and what happens if the price rises above the cap, falls, or the
 * flights sell out.
 */
function OverviewPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as FreezeLocationState | null;
  const fareSet = readFreezeFareSet(params);
  const entry = readFreezeEntry(params);
  const offer = useFreezeOffer(fareSet, params.get('offerId'));
  return (
    <FreezePage heading={intl.formatMessage({ id: 'priceFreeze.overview.heading' })}>
      {fareSet === null && !params.get('offerId') ? (
        <NoFlightsToFreeze />
      ) : (
        <FreezeOfferState offer={offer}>
          {(data) => {
            const hours = selectDefaultHours(data.options.map((o) => o.durationHours));
            const option = data.options.find((o) => o.durationHours === hours) ?? data.options[0];
            return (
              <div className="wf-freeze-layout">
                <section className="wf-card" aria-labelledby="freeze-flights-title">
                  <h2 id="freeze-flights-title">
                    {intl.formatMessage({ id: 'priceFreeze.flights.title' })}
                  </h2>
                  <FrozenFlightList flights={data.flights} />
                  <FreezeTermsList
                    flights={data.flights}
                    frozen={data.frozen}
                    cap={data.cap}
                    fee={option?.fee ?? null}
                    durationHours={option?.durationHours ?? null}
                    expiresAt={option?.expiresAt ?? null}
                  />
                </section>
                <FreezeScenarios cap={data.cap} passengerCount={data.flights.passengerCount} />
                <div className="wf-row">
                  <Link
                    className="wf-button"
                    data-variant="primary"
                    to={freezeStepUrl('customize', data, {
                      ...(option ? { hours: option.durationHours } : {}),
                      entry,
                    })}
                    state={state}
                  >
                    {intl.formatMessage({ id: 'priceFreeze.continue' })}
                  </Link>
                  <Link to={state?.shopUrl ?? '/flights/search'}>
                    {intl.formatMessage({ id: 'priceFreeze.backToFlights' })}
                  </Link>
                </div>
              </div>
            );
          }}
        </FreezeOfferState>
      )}
    </FreezePage>
  );
}

export function Component() {
  return (
    <AreaMessages english={FREEZE_MESSAGES}>
      <OverviewPage />
    </AreaMessages>
  );
}
