import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { HomeShopResponse } from '@wayfare/contracts/home-booking';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import { isApiError } from '../../api/api-error';
import { homeQuoteQueryOptions, homeShopQueryOptions, postHomeQuote } from '../../api/homes-calls';
import '../../features/booking/booking.css';
import { HotelMap } from '../../features/hotel-map/hotel-map';
import '../../features/home-results/homes.css';
import {
  HomeCancellationText,
  HomeFacts,
  HomeHouseRulesList,
  HomePolicyBadge,
  HomePriceLines,
  HomeViolations,
  sayHomePolicyReasons,
} from '../../components/home-stay';
import { PageTitle } from '../../components/page-title';
import { formatIsoDate } from '../../format/format-dates';
import { AreaMessages } from '../../i18n/area-messages';
import { HOMES_EN } from '../../i18n/catalogues/homes';
import { OFFLINE_MAP_EN } from '../../i18n/catalogues/offline-map';
import {
  buildHomeStayParams,
  readHomeStayParams,
  type HomeStayParams,
} from '../../model/home-search-params';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { LoadingState, Notice } from '../../ui/states';
import { HomeCalendar } from './home-calendar';
import { HomeGallery } from './home-gallery';
import './vacation-rentals.css';

/** The map around the home: this many degrees each way (a few kilometres). */
const MAP_SPAN = 0.03;

/** What the results page hands the home's page in history state. */
export interface HomeShopLocationState {
  resultsUrl?: string;
}

function HostCard({ shop }: { shop: HomeShopResponse }) {
  const intl = useIntl();
  const { host } = shop;
  return (
    <section className="wf-card wf-stack" aria-labelledby="home-host-title">
      <h2 id="home-host-title">
        {intl.formatMessage({ id: 'homeShop.host' }, { name: host.name })}
      </h2>
      {host.isSuperhost ? (
        <p className="wf-home-superhost">{intl.formatMessage({ id: 'homeShop.superhost' })}</p>
      ) : null}
      <p>
        {intl.formatMessage(
          { id: 'homeShop.hostSince' },
          {
            since: intl.formatDate(`${host.since}-15T12:00:00Z`, {
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            }),
          },
        )}
      </p>
      <p>
        {intl.formatMessage(
          { id: 'homeShop.hostResponse' },
          { rate: host.responseRatePercent, hours: host.responseTimeHours },
        )}
      </p>
    </section>
  );
}

/** The price box: the stay broken down and what it earns, or why the home can't host it. */
function PriceBox({
  shop,
  stay,
  onFix,
}: {
  shop: HomeShopResponse;
  stay: HomeStayParams;
  onFix: (next: HomeStayParams) => void;
}) {
  const intl = useIntl();
  const first = shop.earn[0];
  return (
    <section className="wf-card wf-stack" aria-labelledby="home-price-title">
      <h2 id="home-price-title">{intl.formatMessage({ id: 'homeShop.price' })}</h2>
      <p>
        {intl.formatMessage(
          { id: 'homeShop.stay' },
          {
            from: formatIsoDate(intl, stay.fromDate),
            until: formatIsoDate(intl, stay.untilDate),
            guests: stay.adults + stay.children,
            pets: stay.pets,
          },
        )}
      </p>
      {shop.availability.available && shop.pricing ? (
        <>
          <HomePriceLines pricing={shop.pricing} />
          {first && first.value > 0 ? (
            <p className="wf-hotel-earn">
              {intl.formatMessage(
                { id: first.currency === 'miles' ? 'fare.earn.miles' : 'fare.earn.cash' },
                { amount: formatRewardAmount(first.value, first.currency, intl.locale) },
              )}
            </p>
          ) : null}
        </>
      ) : (
        <div role="alert" className="wf-stack wf-home-unavailable-box">
          <h3>{intl.formatMessage({ id: 'homeShop.unavailable' })}</h3>
          <HomeViolations
            violations={shop.availability.violations}
            stay={stay}
            onFix={(choice) => onFix({ ...stay, ...choice })}
          />
          <p className="wf-field-description">
            {intl.formatMessage({ id: 'homeShop.useCalendar' })}
          </p>
        </div>
      )}
    </section>
  );
}

function ShopBody({
  shop,
  stay,
  resultsPath,
}: {
  shop: HomeShopResponse;
  stay: HomeStayParams;
  resultsPath: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [isQuoting, setIsQuoting] = useState(false);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [isPromptOpen, setIsPromptOpen] = useState(false);
  const [isMapShown, setIsMapShown] = useState(false);
  const { lat, lon } = shop.coordinates;
  const markers = useMemo(
    () => [{ id: shop.listingId, lat, lon, label: shop.neighbourhood, name: shop.title }],
    [shop.listingId, lat, lon, shop.neighbourhood, shop.title],
  );
  const changeStay = (next: HomeStayParams) =>
    void navigate(`/vacation-rentals/shop?${buildHomeStayParams(next).toString()}`, {
      state: location.state as unknown,
    });
  const isOutOfPolicy = shop.policyStatus !== null && !shop.policyStatus.inPolicy;
  const quote = async () => {
    setIsQuoting(true);
    setQuoteError(null);
    try {
      const held = await postHomeQuote(shop.stay);
      queryClient.setQueryData(homeQuoteQueryOptions(held.quoteId).queryKey, held);
      await navigate(`/vacation-rentals/book?quoteId=${encodeURIComponent(held.quoteId)}`, {
        state: {
          shopUrl: `${location.pathname}${location.search}`,
          reviewedTotalMinor: shop.pricing?.total.amountMinor,
        },
      });
    } catch (error) {
      setQuoteError(
        isApiError(error) && error.code === 'NoAvailability'
          ? intl.formatMessage({ id: 'homeShop.quoteGone' })
          : intl.formatMessage({ id: 'homeShop.quoteFailed' }),
      );
      await queryClient.invalidateQueries({ queryKey: ['homes', 'shop'] });
    } finally {
      setIsQuoting(false);
    }
  };
  return (
    <div className="wf-home-shop">
      <div className="wf-stack">
        <HomeGallery photos={shop.photos} title={shop.title} />
        <section className="wf-card wf-stack" aria-labelledby="home-about-title">
          <p className="wf-home-kind">
            {intl.formatMessage({ id: `homeType.${shop.propertyType}` })} ·{' '}
            {`${shop.neighbourhood}, ${shop.city}`}
          </p>
          <h2 id="home-about-title">{intl.formatMessage({ id: 'homeShop.about' })}</h2>
          <HomeFacts home={shop} />
          <p>
            {intl.formatMessage(
              { id: 'homeResults.rating' },
              {
                rating: intl.formatNumber(shop.userRating, { maximumFractionDigits: 1 }),
                count: shop.reviewCount,
              },
            )}
          </p>
          {shop.policyStatus ? <HomePolicyBadge status={shop.policyStatus} /> : null}
          <p>{shop.description}</p>
        </section>
        <HostCard shop={shop} />
        <section className="wf-card wf-stack" aria-labelledby="home-amenities-title">
          <h2 id="home-amenities-title">{intl.formatMessage({ id: 'homeShop.amenities' })}</h2>
          <ul className="wf-home-amenities">
            {shop.amenities.map((amenity) => (
              <li key={amenity}>{intl.formatMessage({ id: `homeAmenity.${amenity}` })}</li>
            ))}
          </ul>
        </section>
        <section className="wf-card wf-stack" aria-labelledby="home-rules-title">
          <h2 id="home-rules-title">{intl.formatMessage({ id: 'homeShop.rules' })}</h2>
          <HomeHouseRulesList rules={shop.houseRules} />
        </section>
        <HomeCalendar
          key={`${stay.fromDate}-${stay.untilDate}`}
          days={shop.calendar.days}
          checkIn={stay.fromDate}
          checkOut={stay.untilDate}
          minNights={shop.rules.minStayNights}
          checkInWeekdays={shop.rules.checkInDays}
          onChange={(fromDate, untilDate) => changeStay({ ...stay, fromDate, untilDate })}
        />
        <section className="wf-card wf-stack" aria-labelledby="home-map-title">
          <h2 id="home-map-title">{intl.formatMessage({ id: 'homeShop.location' })}</h2>
          <p>{`${shop.neighbourhood}, ${shop.city}`}</p>
          {/* The map library loads only when asked for: the page's first visit stays light. */}
          <div id="home-map">
            {isMapShown ? (
              <HotelMap
                className="wf-home-map"
                label={intl.formatMessage({ id: 'homeShop.mapLabel' }, { title: shop.title })}
                markers={markers}
                fit={{
                  key: shop.listingId,
                  box: {
                    minLat: lat - MAP_SPAN,
                    minLon: lon - MAP_SPAN,
                    maxLat: lat + MAP_SPAN,
                    maxLon: lon + MAP_SPAN,
                  },
                }}
              />
            ) : null}
          </div>
          <button
            type="button"
            className="wf-button"
            data-variant="secondary"
            aria-expanded={isMapShown}
            aria-controls="home-map"
            onClick={() => setIsMapShown((shown) => !shown)}
          >
            {intl.formatMessage({ id: isMapShown ? 'homeShop.hideMap' : 'homeShop.showMap' })}
          </button>
        </section>
      </div>
      <div className="wf-stack wf-home-shop-aside">
        <PriceBox shop={shop} stay={stay} onFix={changeStay} />
        <section className="wf-card wf-stack" aria-labelledby="home-cancel-title">
          <h2 id="home-cancel-title">{intl.formatMessage({ id: 'homeShop.cancellation' })}</h2>
          <HomeCancellationText kind={shop.cancellationKind} policy={shop.cancellation} />
        </section>
        {quoteError ? (
          <p role="alert" className="wf-field-error">
            {quoteError}
          </p>
        ) : null}
        {shop.availability.available ? (
          <Button
            isPending={isQuoting}
            onPress={() => (isOutOfPolicy ? setIsPromptOpen(true) : void quote())}
          >
            {intl.formatMessage({ id: 'homeShop.continue' })}
          </Button>
        ) : null}
        <Link to={resultsPath}>{intl.formatMessage({ id: 'homeShop.backToResults' })}</Link>
      </div>
      <ModalDialog
        isOpen={isPromptOpen}
        role="alertdialog"
        title={intl.formatMessage({ id: 'policy.prompt.title' })}
      >
        <ul>
          {shop.policyStatus
            ? sayHomePolicyReasons(intl, shop.policyStatus.violations).map((reason) => (
                <li key={reason}>{reason}</li>
              ))
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

/** /vacation-rentals/shop?listingId=…&fromDate=…&untilDate=…: one home for the stay. */
function ShopPage() {
  const intl = useIntl();
  const location = useLocation();
  const [params] = useSearchParams();
  const stay = readHomeStayParams(params);
  const shop = useQuery({
    ...homeShopQueryOptions({
      listingId: stay?.listingId ?? '',
      checkInDate: stay?.fromDate ?? '',
      checkOutDate: stay?.untilDate ?? '',
      adults: stay?.adults ?? 2,
      children: stay?.children ?? 0,
      pets: stay?.pets ?? 0,
    }),
    enabled: stay !== null,
  });
  const state = location.state as HomeShopLocationState | null;
  const resultsPath = state?.resultsUrl ?? '/vacation-rentals/';
  const title = shop.data?.title ?? intl.formatMessage({ id: 'homeShop.pageTitle' });

  let body;
  if (!stay || (shop.isError && isApiError(shop.error) && shop.error.status < 500)) {
    const reason = shop.error && isApiError(shop.error) ? shop.error.details.reason : undefined;
    body = (
      <Notice
        title={intl.formatMessage({ id: 'homeShop.gone.title' })}
        action={
          <Link to={resultsPath} className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'homeShop.backToResults' })}
          </Link>
        }
      >
        <p>
          {typeof reason === 'string' && `homeRejection.${reason}` in intl.messages
            ? intl.formatMessage({ id: `homeRejection.${reason}` as 'homeRejection.UnknownHome' })
            : intl.formatMessage({ id: 'homeShop.gone.body' })}
        </p>
      </Notice>
    );
  } else if (shop.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'homeShop.loading' })} />;
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
    body = <ShopBody shop={shop.data} stay={stay} resultsPath={resultsPath} />;
  }
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {body}
    </div>
  );
}

const MESSAGES = { ...HOMES_EN, ...OFFLINE_MAP_EN };

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <ShopPage />
    </AreaMessages>
  );
}
