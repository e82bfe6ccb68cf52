import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FlightFreezeOffer } from '@wayfare/contracts/price-freeze';
import {
  fetchFlightFreeze,
  flightFreezeOfferQueryOptions,
  flightFreezeQueryOptions,
  postFlightFreeze,
  postFlightFreezeOffer,
} from '../../api/price-freeze-calls';
import { BookingPageFrame } from '../../features/booking/booking-shell';
import '../../features/booking/booking.css';
import {
  readFreezeEntry,
  readFreezeFareSet,
  readFreezeHours,
} from '../../features/price-freeze/freeze-params';
import {
  FreezeScenarios,
  FreezeTermsList,
  FrozenFlightList,
} from '../../features/price-freeze/freeze-terms';
import { FreezeVoucherCard } from '../../features/price-freeze/freeze-voucher-card';
import '../../features/price-freeze/price-freeze.css';
import { Notice } from '../../ui/states';
import { FreezeBought } from '../price-freeze/freeze-bought';
import { FreezePaymentStep } from '../price-freeze/freeze-payment-step';
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

/** The freeze part of the one booking page: the chosen freeze, then the shared payment step. */
function FreezePaymentForm({ offer, hours }: { offer: FlightFreezeOffer; hours: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const entry = readFreezeEntry(params);
  const state = location.state as FreezeLocationState | null;
  const option = offer.options.find((o) => o.durationHours === hours);
  if (!option) return null;
  const count = offer.flights.passengerCount;
  const customizeUrl = freezeStepUrl('customize', offer, { hours, entry });
  return (
    <FreezePaymentStep
      offerId={offer.offerId}
      offerExpiresAt={offer.offerExpiresAt}
      durationHours={option.durationHours}
      fee={option.fee.total}
      feeLabel={intl.formatMessage({ id: 'priceFreeze.summary.fee' }, { count })}
      earnCategory="flights"
      supplier="airline"
      shopUrl={state?.shopUrl ?? '/flights/search'}
      chooseOtherLabel={intl.formatMessage({ id: 'priceFreeze.chooseOther' })}
      changeLabel={intl.formatMessage({ id: 'priceFreeze.backToFlights' })}
      details={
        <section className="wf-card wf-booking-section" aria-labelledby="freeze-choice-title">
          <h2 id="freeze-choice-title">{intl.formatMessage({ id: 'priceFreeze.terms.title' })}</h2>
          <FrozenFlightList flights={offer.flights} />
          <FreezeTermsList
            flights={offer.flights}
            frozen={offer.frozen}
            cap={offer.cap}
            fee={option.fee}
            durationHours={option.durationHours}
            expiresAt={option.expiresAt}
          />
          <p>
            <Link to={customizeUrl} state={state}>
              {intl.formatMessage({ id: 'priceFreeze.changeChoice' })}
            </Link>
          </p>
        </section>
      }
      extras={<FreezeScenarios cap={offer.cap} passengerCount={count} />}
      agreeText={(total) => intl.formatMessage({ id: 'priceFreeze.agree' }, { total })}
      errorPrefix="priceFreeze.error"
      buy={postFlightFreeze}
      fetchVoucher={fetchFlightFreeze}
      voucherQueryKey={(id) => flightFreezeQueryOptions(id).queryKey}
      voucherPath={(id) => `/flights/freeze/confirm?freezeId=${encodeURIComponent(id)}`}
      requote={async () => {
        const fresh = await postFlightFreezeOffer({
          tripType: offer.flights.tripType,
          passengers: offer.flights.passengers,
          fareIds: offer.flights.fareIds,
        });
        queryClient.setQueryData(flightFreezeOfferQueryOptions(fresh.offerId).queryKey, fresh);
        const sameLength = fresh.options.some((o) => o.durationHours === hours);
        await navigate(
          freezeStepUrl(sameLength ? 'confirm' : 'customize', fresh, { hours, entry }),
          { replace: true, state },
        );
      }}
    />
  );
}

/** After the purchase: the voucher, and where it lives from now on. */
function FreezeConfirmation({ freezeId }: { freezeId: string }) {
  const intl = useIntl();
  return (
    <FreezeBought
      voucher={useQuery(flightFreezeQueryOptions(freezeId))}
      failedTitle={intl.formatMessage({ id: 'priceFreeze.loadFailed' })}
      renderCard={(voucher) => <FreezeVoucherCard voucher={voucher} headingLevel={2} />}
      bookNowPath={(voucher) =>
        `/flights/shop?flightShopType=pf-exercise&priceFreezeId=${encodeURIComponent(voucher.id)}`
      }
    />
  );
}

/**
 * /flights/freeze/confirm (spec §2): pays the freeze fee on the one booking page (card, rewards,
 * travel credit), then, with `freezeId`, shows the voucher.
 */
function ConfirmPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const freezeId = params.get('freezeId');
  const fareSet = readFreezeFareSet(params);
  const offerId = params.get('offerId');
  const offer = useFreezeOffer(freezeId ? null : fareSet, freezeId ? null : offerId);
  if (freezeId)
    return (
      <FreezePage heading={intl.formatMessage({ id: 'priceFreeze.voucher.heading' })}>
        <FreezeConfirmation freezeId={freezeId} />
      </FreezePage>
    );
  return (
    <BookingPageFrame
      title={intl.formatMessage({ id: 'priceFreeze.pageTitle' })}
      heading={intl.formatMessage({ id: 'priceFreeze.confirm.heading' })}
      quoteId={offerId}
    >
      {fareSet === null && offerId === null ? (
        <NoFlightsToFreeze />
      ) : (
        <FreezeOfferState offer={offer}>
          {(data) => {
            const hours = readFreezeHours(
              params,
              data.options.map((o) => o.durationHours),
            );
            if (hours === null)
              return (
                <Notice
                  title={intl.formatMessage({ id: 'priceFreeze.lengthLegend' })}
                  action={
                    <Link
                      to={freezeStepUrl('customize', data)}
                      className="wf-button"
                      data-variant="primary"
                    >
                      {intl.formatMessage({ id: 'priceFreeze.changeChoice' })}
                    </Link>
                  }
                />
              );
            return (
              <FreezePaymentForm key={`${data.offerId}-${hours}`} offer={data} hours={hours} />
            );
          }}
        </FreezeOfferState>
      )}
    </BookingPageFrame>
  );
}

export function Component() {
  return (
    <AreaMessages english={FREEZE_MESSAGES}>
      <ConfirmPage />
    </AreaMessages>
  );
}
