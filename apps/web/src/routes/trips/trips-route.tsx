import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type {
  FlightFreezeVoucher,
  HotelFreezeVoucher,
  PriceFreezeVoucher,
} from '@wayfare/contracts/price-freeze';
import type { TripsResponse } from '@wayfare/contracts/trips';
import { priceFreezesQueryOptions } from '../../api/price-freeze-calls';
import { buildFreezeQuery } from '../../features/price-freeze/freeze-params';
import {
  FreezeVoucherCard,
  isFreezeBookable,
} from '../../features/price-freeze/freeze-voucher-card';
import {
  frozenStayShopPath,
  hotelFreezeOverviewPath,
} from '../../features/price-freeze/hotel-freeze-params';
import { HotelFreezeVoucherCard } from '../../features/price-freeze/hotel-freeze-voucher-card';
import '../../features/price-freeze/price-freeze.css';
import { PRICE_FREEZE_EN } from '../../i18n/catalogues/price-freeze';
import { PRICE_WATCH_EN } from '../../i18n/catalogues/price-watch';
import { watchesQueryOptions } from '../../api/price-watch-calls';
import { WatchedTripList } from '../../features/price-watch/watched-trip-list';
import { isApiError } from '../../api/api-error';
import { tripsQueryOptions } from '../../api/trips-calls';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { AirlineCreditCard, TripCard } from '../../features/trips/trip-card';
import {
  countTripSection,
  listTripSections,
  readTripSectionTab,
  sortPastTrips,
  sortUpcomingTrips,
  type TripSectionTab,
  type WatchedSectionSource,
} from '../../features/trips/trip-sections';
import '../../features/trips/trips.css';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { TRIPS_EN } from '../../i18n/catalogues/trips';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { Tabs } from '../../ui/tabs';

/**
 * Trips' own, booking's (paid-with lines), the freezes' and the hotels' (a frozen room's words),
 * and the watches' (Watched trips).
 */
const TRIPS_MESSAGES = {
  ...FLIGHT_BOOKING_EN,
  ...HOTELS_EN,
  ...TRIPS_EN,
  ...PRICE_FREEZE_EN,
  ...PRICE_WATCH_EN,
};

/** Where an empty section sends people: the search that fills it. */
const EMPTY_ACTIONS: Record<TripSectionTab, string> = {
  upcoming: '/flights/search',
  watched: '/flights/search',
  frozen: '/flights/search',
  credits: '/flights/search',
  past: '/flights/search',
  offers: '/travel-offers/',
};

function EmptySection({ tab }: { tab: TripSectionTab }) {
  const intl = useIntl();
  return (
    <div className="wf-trips-empty">
      <h3>{intl.formatMessage({ id: `trips.empty.${tab}.title` })}</h3>
      <p>{intl.formatMessage({ id: `trips.empty.${tab}.body` })}</p>
      <p className="wf-row">
        <Link to={EMPTY_ACTIONS[tab]} className="wf-button" data-variant="secondary">
          {intl.formatMessage({ id: `trips.empty.${tab}.action` })}
        </Link>
        {tab === 'upcoming' || tab === 'past' ? (
          <Link to="/hotels/search" className="wf-button" data-variant="secondary">
            {intl.formatMessage({ id: 'trips.empty.searchHotels' })}
          </Link>
        ) : null}
      </p>
    </div>
  );
}

/** A frozen room price on the trips page: its voucher, booking it, or freezing again. */
function FrozenStayItem({ voucher }: { voucher: HotelFreezeVoucher }) {
  const intl = useIntl();
  const ended = voucher.state === 'Expired' || voucher.activity === 'IsExpired';
  return (
    <HotelFreezeVoucherCard
      voucher={voucher}
      actions={
        isFreezeBookable(voucher) ? (
          <Link
            to={hotelFreezeOverviewPath(voucher.id)}
            className="wf-button"
            data-variant="primary"
            aria-label={intl.formatMessage(
              { id: 'hotelFreeze.bookNowAt' },
              { hotel: voucher.stay.hotelName },
            )}
          >
            {intl.formatMessage({ id: 'priceFreeze.bookNow' })}
          </Link>
        ) : ended && voucher.state !== 'Refunded' ? (
          <Link
            to={frozenStayShopPath(voucher.stay)}
            className="wf-button"
            data-variant="secondary"
          >
            {intl.formatMessage({ id: 'priceFreeze.refreeze' })}
          </Link>
        ) : null
      }
    />
  );
}

/** A frozen price on the trips page: its voucher, and freezing again once it ended. */
function FrozenPriceItem({ voucher }: { voucher: PriceFreezeVoucher }) {
  if (voucher.product === 'hotel') return <FrozenStayItem voucher={voucher} />;
  return <FrozenFlightItem voucher={voucher} />;
}

/** A frozen flight price: its voucher, booking it, or freezing again once it ended. */
function FrozenFlightItem({ voucher }: { voucher: FlightFreezeVoucher }) {
  const intl = useIntl();
  const ended = voucher.state === 'Expired' || voucher.activity === 'IsExpired';
  const refreeze = `/flights/freeze/overview?${buildFreezeQuery(
    {
      tripType: voucher.flights.tripType,
      passengers: voucher.flights.passengers,
      fareIds: voucher.flights.fareIds,
    },
    { entry: 'trips' },
  )}`;
  return (
    <FreezeVoucherCard
      voucher={voucher}
      actions={
        isFreezeBookable(voucher) ? (
          <Link
            to={`/flights/shop?flightShopType=pf-exercise&priceFreezeId=${encodeURIComponent(voucher.id)}`}
            className="wf-button"
            data-variant="primary"
          >
            {intl.formatMessage({ id: 'priceFreeze.bookNow' })}
          </Link>
        ) : ended && voucher.state !== 'Refunded' ? (
          <Link to={refreeze} className="wf-button" data-variant="secondary">
            {intl.formatMessage({ id: 'priceFreeze.refreeze' })}
          </Link>
        ) : null
      }
    />
  );
}

/** Problem text for a failed call: the server's message, or the network's. */
function FailureText({ error }: { error: unknown }) {
  const intl = useIntl();
  return (
    <>
      <p>
        {isApiError(error) && error.status !== 0
          ? error.message
          : intl.formatMessage({ id: 'error.network' })}
      </p>
      {isApiError(error) && error.referenceId ? (
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'trips.reference' }, { reference: error.referenceId })}
        </p>
      ) : null}
    </>
  );
}

/** Watched trips: the cards, or why there are none (nothing watched, or the list failed). */
function WatchedSection() {
  const intl = useIntl();
  const watches = useQuery(watchesQueryOptions());
  if (watches.isPending)
    return <LoadingState label={intl.formatMessage({ id: 'priceWatch.loading' })} />;
  if (watches.isError)
    return (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'priceWatch.loadFailed' })}
        action={
          <Button onPress={() => void watches.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      >
        <FailureText error={watches.error} />
      </Notice>
    );
  return <WatchedTripList watches={watches.data.watches} empty={<EmptySection tab="watched" />} />;
}

function SectionBody({
  trips,
  freezes,
  tab,
}: {
  trips: TripsResponse;
  freezes: readonly PriceFreezeVoucher[];
  tab: TripSectionTab;
}) {
  if (tab === 'watched') return <WatchedSection />;
  if (countTripSection(trips, tab, { frozen: freezes.length, watched: 0 }) === 0)
    return <EmptySection tab={tab} />;
  let items: ReactNode[];
  if (tab === 'frozen') {
    items = freezes.map((voucher) => (
      <li key={voucher.id}>
        <FrozenPriceItem voucher={voucher} />
      </li>
    ));
  } else if (tab === 'credits') {
    items = trips.airlineCredits.map((credit) => (
      <li key={credit.id}>
        <AirlineCreditCard credit={credit} />
      </li>
    ));
  } else {
    const list =
      tab === 'upcoming'
        ? sortUpcomingTrips(trips.upcoming)
        : tab === 'offers'
          ? trips.withOffers
          : sortPastTrips(trips.past);
    items = list.map((trip) => (
      <li key={trip.bookingId}>
        <TripCard trip={trip} />
      </li>
    ));
  }
  const cards = <ul className="wf-trip-list">{items}</ul>;
  // Issue 23: the corporate tenant's upcoming flight trips' CO₂ in all, above their cards.
  return tab === 'upcoming' && trips.upcoming.some((t) => t.co2eGrams !== undefined) ? (
    <>
      <UpcomingCo2Total grams={trips.upcomingCo2eGrams ?? 0} />
      {cards}
    </>
  ) : (
    cards
  );
}

/** The upcoming flight trips' estimated CO₂ in all, with how it is estimated. */
function UpcomingCo2Total({ grams }: { grams: number }) {
  const intl = useIntl();
  return (
    <p className="wf-trips-co2-total" data-testid="trips-co2-total">
      {intl.formatMessage(
        { id: 'trips.co2.upcomingTotal' },
        { kg: intl.formatNumber(Math.round(grams / 1000)) },
      )}{' '}
      <Link to="/terms/co2-estimates">{intl.formatMessage({ id: 'trips.co2.methodLink' })}</Link>
    </p>
  );
}

/** /trips/: the spec's sections as tabs with counts; the tab is in the URL (`?tab=past`). */
function TripsPage() {
  const intl = useIntl();
  const session = useSignedInSession();
  const [params, setParams] = useSearchParams();
  const tab = readTripSectionTab(params.get('tab'));
  const trips = useQuery(tripsQueryOptions(session.userId));
  const freezes = useQuery(priceFreezesQueryOptions());
  // Watched trips is a section only once the person's watches answer (listTripSections).
  const watches = useQuery(watchesQueryOptions());
  const title = intl.formatMessage({ id: 'trips.pageTitle' });

  let body: ReactNode;
  if (trips.isPending || freezes.isPending || watches.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'trips.loading' })} />;
  } else if (trips.isError || freezes.isError) {
    const error = trips.error ?? freezes.error;
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'trips.error' })}
        action={
          <Button
            onPress={() => {
              void trips.refetch();
              void freezes.refetch();
            }}
          >
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      >
        <FailureText error={error} />
      </Notice>
    );
  } else {
    const data = trips.data;
    const frozen = freezes.data.freezes;
    const watchedSource: WatchedSectionSource = watches.isSuccess
      ? { status: 'success', count: watches.data.watches.length }
      : { status: 'error' };
    const counts = {
      frozen: frozen.length,
      watched: watches.isSuccess ? watches.data.watches.length : 0,
    };
    body = (
      <Tabs
        className="wf-trips-tabs"
        label={intl.formatMessage({ id: 'trips.sections' })}
        tabs={listTripSections(watchedSource, tab).map((section) => ({
          id: section.tab,
          label: (
            <>
              {intl.formatMessage({ id: `trips.section.${section.tab}` })}
              {section.tab === 'watched' && !watches.isSuccess ? null : (
                <>
                  {' '}
                  <span className="wf-section-tab-count">
                    {countTripSection(data, section.tab, counts)}
                  </span>
                </>
              )}
            </>
          ),
        }))}
        selected={tab}
        onSelect={(key) => {
          const next = new URLSearchParams(params);
          next.set('tab', key);
          setParams(next, { replace: true });
        }}
      >
        <h2 className="wf-visually-hidden">{intl.formatMessage({ id: `trips.section.${tab}` })}</h2>
        <SectionBody trips={data} freezes={frozen} tab={tab} />
      </Tabs>
    );
  }

  return (
    <div className="wf-page wf-trips-page">
      <PageTitle title={title} />
      <div className="wf-trips-header">
        <h1>{title}</h1>
        <Link to="/trips/find">{intl.formatMessage({ id: 'trips.findLink' })}</Link>
      </div>
      {body}
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={TRIPS_MESSAGES}>
      <TripsPage />
    </AreaMessages>
  );
}
