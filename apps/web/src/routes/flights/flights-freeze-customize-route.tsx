import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FlightFreezeOffer } from '@wayfare/contracts/price-freeze';
import { flightFreezeOfferQueryOptions, postFlightFreezeOffer } from '../../api/price-freeze-calls';
import {
  readFreezeEntry,
  readFreezeFareSet,
  readFreezeHours,
  selectDefaultHours,
} from '../../features/price-freeze/freeze-params';
import { FreezeLengthChoice } from '../../features/price-freeze/freeze-length-choice';
import { FreezeTermsList, FrozenFlightList } from '../../features/price-freeze/freeze-terms';
import { Button } from '../../ui/button';
import { LoadingState } from '../../ui/states';
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
import type { FreezeLocationState } from './flights-freeze-overview-route';

const MAX_ADULTS = 9;

/** The length and party of a freeze: each length with its fee; adults only change the party. */
function CustomizeForm({ offer }: { offer: FlightFreezeOffer }) {
  const intl = useIntl();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const entry = readFreezeEntry(params);
  const offered = offer.options.map((o) => o.durationHours);
  const hours = readFreezeHours(params, offered) ?? selectDefaultHours(offered);
  const option = offer.options.find((o) => o.durationHours === hours) ?? null;
  const [isRepricing, setIsRepricing] = useState(false);
  const [repriceFailed, setRepriceFailed] = useState(false);
  const { passengers } = offer.flights;
  // Only a party of adults changes here: children's and infants' ages were asked in the search.
  const adultsOnly = passengers.CNN + passengers.INS + passengers.INF === 0;

  const setAdults = async (adults: number) => {
    setIsRepricing(true);
    setRepriceFailed(false);
    try {
      const next = await postFlightFreezeOffer({
        tripType: offer.flights.tripType,
        passengers: { ADT: adults, CNN: 0, INS: 0, INF: 0 },
        fareIds: offer.flights.fareIds,
      });
      queryClient.setQueryData(flightFreezeOfferQueryOptions(next.offerId).queryKey, next);
      await navigate(
        freezeStepUrl('customize', next, { ...(hours !== null ? { hours } : {}), entry }),
        { replace: true, state: location.state as FreezeLocationState | null },
      );
    } catch {
      setRepriceFailed(true);
    } finally {
      setIsRepricing(false);
    }
  };

  return (
    <div className="wf-freeze-layout">
      <section className="wf-card" aria-labelledby={`${id}-flights`}>
        <h2 id={`${id}-flights`}>{intl.formatMessage({ id: 'priceFreeze.flights.title' })}</h2>
        <FrozenFlightList flights={offer.flights} />
      </section>
      <FreezeLengthChoice
        options={offer.options.map((o) => ({ ...o, fee: o.fee.perPassenger }))}
        hours={hours}
        per="traveler"
        onChoose={(durationHours) =>
          void navigate(freezeStepUrl('customize', offer, { hours: durationHours, entry }), {
            replace: true,
            state: location.state as FreezeLocationState | null,
          })
        }
      />
      {adultsOnly ? (
        <fieldset className="wf-card wf-freeze-fieldset" aria-describedby={`${id}-party-hint`}>
          <legend>{intl.formatMessage({ id: 'priceFreeze.travelersLegend' })}</legend>
          <p id={`${id}-party-hint`} className="wf-field-description">
            {intl.formatMessage({ id: 'priceFreeze.travelersHint' })}
          </p>
          <div className="wf-freeze-stepper">
            <Button
              variant="secondary"
              aria-label={intl.formatMessage({ id: 'priceFreeze.fewerAdults' })}
              isDisabled={isRepricing || passengers.ADT <= 1}
              onPress={() => void setAdults(passengers.ADT - 1)}
            >
              −
            </Button>
            <output aria-live="polite">
              {intl.formatMessage({ id: 'priceFreeze.travelers' }, { count: passengers.ADT })}
            </output>
            <Button
              variant="secondary"
              aria-label={intl.formatMessage({ id: 'priceFreeze.moreAdults' })}
              isDisabled={isRepricing || passengers.ADT >= MAX_ADULTS}
              onPress={() => void setAdults(passengers.ADT + 1)}
            >
              +
            </Button>
          </div>
          {isRepricing ? (
            <LoadingState label={intl.formatMessage({ id: 'priceFreeze.repricing' })} />
          ) : null}
          {repriceFailed ? (
            <p className="wf-field-error" role="alert">
              {intl.formatMessage({ id: 'priceFreeze.repriceFailed' })}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <section className="wf-card" aria-labelledby={`${id}-terms`}>
        <h2 id={`${id}-terms`}>{intl.formatMessage({ id: 'priceFreeze.terms.title' })}</h2>
        <FreezeTermsList
          flights={offer.flights}
          frozen={offer.frozen}
          cap={offer.cap}
          fee={option?.fee ?? null}
          durationHours={option?.durationHours ?? null}
          expiresAt={option?.expiresAt ?? null}
        />
      </section>
      <div className="wf-row">
        {option ? (
          <Link
            className="wf-button"
            data-variant="primary"
            to={freezeStepUrl('confirm', offer, { hours: option.durationHours, entry })}
            state={location.state as FreezeLocationState | null}
          >
            {intl.formatMessage({ id: 'priceFreeze.toPayment' })}
          </Link>
        ) : null}
        <Link to={(location.state as FreezeLocationState | null)?.shopUrl ?? '/flights/search'}>
          {intl.formatMessage({ id: 'priceFreeze.backToFlights' })}
        </Link>
      </div>
    </div>
  );
}

/** /flights/freeze/customize (spec §2): choose the length and the party; the fee follows. */
function CustomizePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const fareSet = readFreezeFareSet(params);
  const offerId = params.get('offerId');
  const offer = useFreezeOffer(fareSet, offerId);
  return (
    <FreezePage heading={intl.formatMessage({ id: 'priceFreeze.customize.heading' })}>
      {fareSet === null && offerId === null ? (
        <NoFlightsToFreeze />
      ) : (
        <FreezeOfferState offer={offer}>
          {(data) => <CustomizeForm key={data.offerId} offer={data} />}
        </FreezeOfferState>
      )}
    </FreezePage>
  );
}

export function Component() {
  return (
    <AreaMessages english={FREEZE_MESSAGES}>
      <CustomizePage />
    </AreaMessages>
  );
}
