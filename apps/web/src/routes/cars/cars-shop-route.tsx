import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PayTiming } from '@wayfare/contracts/lodging';
import type { CarShopResponse } from '@wayfare/contracts/cars';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import { isApiError } from '../../api/api-error';
import { carQuoteQueryOptions, carShopQueryOptions, postCarQuote } from '../../api/cars-calls';
import { CarExtrasChooser } from '../../features/car-shop/car-extras-chooser';
import {
  sumCarExtrasMinor,
  toCarExtraChoices,
  type CarExtraQuantities,
} from '../../features/car-shop/car-extras';
import '../../features/booking/booking.css';
import '../../features/car-shop/car-shop.css';
import '../../features/car-results/car-results.css';
import {
  CarFactList,
  CarImage,
  CarPolicyBadge,
  CarRating,
  useCarPolicyReasons,
} from '../../components/car-facts';
import {
  CarCancellationTerms,
  CarCounters,
  CarRentalTerms,
} from '../../components/car-rental-details';
import { PageTitle } from '../../components/page-title';
import { formatTotal } from '../../format/format-money';
import {
  buildCarPath,
  buildCarSearchParams,
  readCarSearchParams,
} from '../../model/car-search-params';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { CAR_BOOKING_EN } from '../../i18n/catalogues/car-booking';
import { CAR_FACTS_EN } from '../../i18n/catalogues/car-facts';
import { CAR_RENTAL_EN } from '../../i18n/catalogues/car-rental';

/** What paying now earns on the person's first card (its cars rate: Venture X Business 5X). */
function CarEarn({ earn }: { earn: CarShopResponse['earn'] }) {
  const intl = useIntl();
  const first = earn[0];
  if (!first || first.value <= 0) return null;
  return (
    <p className="wf-fare-earn">
      {intl.formatMessage(
        { id: first.currency === 'miles' ? 'fare.earn.miles' : 'fare.earn.cash' },
        { amount: formatRewardAmount(first.value, first.currency, intl.locale) },
      )}
    </p>
  );
}

/** The price box: the rental's charges, the extras chosen, the total and how to pay. */
function PriceBox({
  shop,
  extrasMinor,
  payTiming,
  onPayTiming,
}: {
  shop: CarShopResponse;
  extrasMinor: number;
  payTiming: PayTiming;
  onPayTiming: (next: PayTiming) => void;
}) {
  const intl = useIntl();
  const { offer } = shop;
  const currency = shop.total.currency;
  return (
    <section className="wf-card wf-car-price" aria-labelledby="car-price-title">
      <h2 id="car-price-title">{intl.formatMessage({ id: 'carShop.price' })}</h2>
      <dl className="wf-booking-prices">
        {offer.charges.map((charge, index) => (
          <div key={`${charge.type}-${String(index)}`}>
            <dt>{intl.formatMessage({ id: `carCharge.${charge.type}` })}</dt>
            <dd>{formatTotal(intl, charge.amount)}</dd>
          </div>
        ))}
        {extrasMinor > 0 ? (
          <div>
            <dt>{intl.formatMessage({ id: 'carShop.extrasTotal' })}</dt>
            <dd>{formatTotal(intl, { amountMinor: extrasMinor, currency })}</dd>
          </div>
        ) : null}
        <div className="wf-booking-total">
          <dt>{intl.formatMessage({ id: 'carShop.total' })}</dt>
          <dd data-testid="car-shop-total">
            {formatTotal(intl, { amountMinor: shop.total.amountMinor + extrasMinor, currency })}
          </dd>
        </div>
      </dl>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'carShop.taxesIncluded' }, { days: offer.days })}
      </p>
      <fieldset className="wf-car-pay-timing">
        <legend className="wf-field-label">{intl.formatMessage({ id: 'carShop.payWhen' })}</legend>
        {offer.payTimings.map((timing) => (
          <label key={timing} className="wf-radio">
            <input
              type="radio"
              name="car-pay-timing"
              value={timing}
              checked={payTiming === timing}
              onChange={() => onPayTiming(timing)}
            />
            {intl.formatMessage({ id: `carShop.payTiming.${timing}` })}
          </label>
        ))}
      </fieldset>
      {payTiming === 'PayNow' ? <CarEarn earn={shop.earn} /> : null}
    </section>
  );
}

/** /cars/shop?offerId=…&<search>: the car and everything about the deal, then Continue. */
function ShopPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const offerId = params.get('offerId') ?? '';
  const search = readCarSearchParams(params);
  const shop = useQuery({ ...carShopQueryOptions(offerId), enabled: offerId !== '' });
  const [extras, setExtras] = useState<CarExtraQuantities>({});
  const [chosenTiming, setPayTiming] = useState<PayTiming | null>(null);
  const [isQuoting, setIsQuoting] = useState(false);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [isPromptOpen, setIsPromptOpen] = useState(false);
  const policyReasons = useCarPolicyReasons();
  const resultsPath = search
    ? buildCarPath('availability', buildCarSearchParams(search))
    : buildCarPath('search');
  const title = shop.data ? shop.data.offer.model : intl.formatMessage({ id: 'carShop.pageTitle' });

  let body;
  if (!offerId || (shop.isError && isApiError(shop.error) && shop.error.status < 500)) {
    body = (
      <Notice
        title={intl.formatMessage({ id: 'carShop.gone.title' })}
        action={
          <Link to={resultsPath} className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'carShop.backToResults' })}
          </Link>
        }
      >
        <p>{intl.formatMessage({ id: 'carShop.gone.body' })}</p>
      </Notice>
    );
  } else if (shop.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'carShop.loading' })} />;
  } else if (shop.isError) {
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'common.errorTitle' })}
        action={
          <Button onPress={() => void shop.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      >
        <p>{intl.formatMessage({ id: 'common.errorBody' })}</p>
      </Notice>
    );
  } else {
    const data = shop.data;
    const { offer } = data;
    const payTiming =
      chosenTiming ??
      (offer.payTimings.includes(offer.payTiming) ? offer.payTiming : offer.payTimings[0]) ??
      offer.payTiming;
    const extrasMinor = sumCarExtrasMinor(offer.extras, offer.days, extras);
    const isOutOfPolicy = data.policyStatus !== null && !data.policyStatus.inPolicy;
    const quote = async () => {
      setIsQuoting(true);
      setQuoteError(null);
      try {
        const held = await postCarQuote({
          offerId: offer.offerId,
          extras: toCarExtraChoices(offer.extras, extras),
          payTiming,
        });
        queryClient.setQueryData(carQuoteQueryOptions(held.quoteId).queryKey, held);
        await navigate(`${buildCarPath('book')}?quoteId=${encodeURIComponent(held.quoteId)}`, {
          state: {
            shopUrl: `${location.pathname}${location.search}`,
            reviewedTotalMinor: data.total.amountMinor + extrasMinor,
          },
        });
      } catch (error) {
        setQuoteError(
          isApiError(error) && error.code === 'NoAvailability'
            ? intl.formatMessage({ id: 'carShop.quoteGone' })
            : intl.formatMessage({ id: 'carShop.quoteFailed' }),
        );
      } finally {
        setIsQuoting(false);
      }
    };
    body = (
      <div className="wf-car-shop">
        <div className="wf-stack">
          <section className="wf-card wf-car-shop-car" aria-labelledby="car-title">
            <CarImage svg={offer.imageSvg} size="large" />
            <div className="wf-stack">
              <p className="wf-car-class">
                {intl.formatMessage({ id: `carClass.${offer.carClass}` })} · {offer.acrissCode}
              </p>
              <CarFactList offer={offer} />
              <p>
                {intl.formatMessage({ id: `carFuelType.${offer.fuelType}` })} ·{' '}
                {intl.formatMessage({ id: 'carFacts.doors' }, { count: offer.doors })}
              </p>
              <p className="wf-car-supplier">
                <strong>{offer.supplier.name}</strong> <CarRating rating={offer.rating} />
              </p>
              {data.loyaltyProgram ? (
                <p className="wf-field-description">
                  {intl.formatMessage(
                    { id: 'carShop.loyalty' },
                    { program: data.loyaltyProgram.name },
                  )}
                </p>
              ) : null}
              {data.policyStatus ? <CarPolicyBadge status={data.policyStatus} /> : null}
            </div>
          </section>
          <section className="wf-card" aria-labelledby="car-counters-title">
            <h2 id="car-counters-title">{intl.formatMessage({ id: 'carShop.counters' })}</h2>
            <CarCounters rental={data} />
          </section>
          <section className="wf-card" aria-labelledby="car-terms-title">
            <h2 id="car-terms-title">{intl.formatMessage({ id: 'carShop.terms' })}</h2>
            <CarRentalTerms rental={data} />
            <CarCancellationTerms
              rental={data}
              isPrepaid={payTiming === 'PayNow'}
              headingLevel={3}
            />
          </section>
          <CarExtrasChooser
            extras={offer.extras}
            days={offer.days}
            chosen={extras}
            onChange={setExtras}
          />
        </div>
        <div className="wf-stack wf-car-shop-aside">
          <PriceBox
            shop={data}
            extrasMinor={extrasMinor}
            payTiming={payTiming}
            onPayTiming={setPayTiming}
          />
          {quoteError ? (
            <p role="alert" className="wf-field-error">
              {quoteError}
            </p>
          ) : null}
          <Button
            isPending={isQuoting}
            onPress={() => (isOutOfPolicy ? setIsPromptOpen(true) : void quote())}
          >
            {intl.formatMessage({ id: 'carShop.continue' })}
          </Button>
          <Link to={resultsPath}>{intl.formatMessage({ id: 'carShop.backToResults' })}</Link>
        </div>
        <ModalDialog
          isOpen={isPromptOpen}
          role="alertdialog"
          title={intl.formatMessage({ id: 'policy.prompt.title' })}
        >
          <ul>
            {data.policyStatus
              ? policyReasons(data.policyStatus).map((reason) => <li key={reason}>{reason}</li>)
              : null}
          </ul>
          <p>{intl.formatMessage({ id: 'policy.prompt.body' })}</p>
          <div className="wf-row">
            <Button variant="secondary" onPress={() => void navigate(resultsPath)}>
              {intl.formatMessage({ id: 'policy.prompt.change' })}
            </Button>
            <Button
              onPress={() => {
                setIsPromptOpen(false);
                void quote();
              }}
            >
              {intl.formatMessage({ id: 'policy.prompt.continue' })}
            </Button>
          </div>
        </ModalDialog>
      </div>
    );
  }
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {body}
    </div>
  );
}

const MESSAGES = { ...CAR_FACTS_EN, ...CAR_RENTAL_EN, ...CAR_BOOKING_EN };

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <ShopPage />
    </AreaMessages>
  );
}
