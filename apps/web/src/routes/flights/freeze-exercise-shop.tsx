import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import type {
  FlightFreezeExerciseQuote,
  FlightFreezeVoucher,
  SimilarFlight,
} from '@wayfare/contracts/price-freeze';
import { flightQuoteQueryOptions } from '../../api/booking-calls';
import {
  flightFreezeQueryOptions,
  postFlightFreezeExercise,
  postFlightFreezeExerciseQuote,
  postPriceFreezeRefund,
} from '../../api/price-freeze-calls';
import { buildFreezeQuery } from '../../features/price-freeze/freeze-params';
import { FrozenFlightList } from '../../features/price-freeze/freeze-terms';
import {
  FreezeBookingNote,
  isFreezeBookable,
} from '../../features/price-freeze/freeze-voucher-card';
import '../../features/price-freeze/price-freeze.css';
import { formatCharge, formatTotal } from '../../format/format-money';
import { formatIsoDate, formatLocalTime } from '../../format/format-dates';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import type { FlightBookLocationState } from './flights-book-route';

/** Where a freeze's flights can be frozen again at today's price. */
function refreezeUrl(voucher: FlightFreezeVoucher): string {
  return `/flights/freeze/overview?${buildFreezeQuery(
    {
      tripType: voucher.flights.tripType,
      passengers: voucher.flights.passengers,
      fareIds: voucher.flights.fareIds,
    },
    { entry: 'trips' },
  )}`;
}

/**
 * Holds the freeze's flights (or, sold out, the named similar ones) at what the freeze makes them
 * cost, then opens the booking page with this page as the way back.
 */
function useExerciseFreeze(freezeId: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return async (fareIds?: string[]) => {
    const held = await postFlightFreezeExercise(freezeId, fareIds ? { fareIds } : {});
    queryClient.setQueryData(flightQuoteQueryOptions(held.quoteId).queryKey, held);
    const state: FlightBookLocationState = { shopUrl: `${location.pathname}${location.search}` };
    await navigate(
      `/flights/book/pricefreeze/confirm?quoteId=${encodeURIComponent(held.quoteId)}`,
      { state },
    );
  };
}

/** The frozen flights still sell: what booking them costs today, then the booking page. */
function AvailableExercise({
  voucher,
  quote,
}: {
  voucher: FlightFreezeVoucher;
  quote: Extract<FlightFreezeExerciseQuote, { outcome: 'Available' }>;
}) {
  const intl = useIntl();
  const exercise = useExerciseFreeze(voucher.id);
  const [isQuoting, setIsQuoting] = useState(false);
  const [failed, setFailed] = useState(false);
  const book = async () => {
    setIsQuoting(true);
    setFailed(false);
    try {
      await exercise();
    } catch {
      setFailed(true);
    } finally {
      setIsQuoting(false);
    }
  };
  return (
    <section className="wf-card wf-freeze-voucher" aria-labelledby="freeze-exercise-flights">
      <header className="wf-freeze-voucher-header">
        <h2 id="freeze-exercise-flights">
          {intl.formatMessage({ id: 'priceFreeze.flights.title' })}
        </h2>
        <span className="wf-fare-tag" data-tag="FrozenPrice">
          {intl.formatMessage({ id: 'priceFreeze.exercise.tag' })}
        </span>
      </header>
      <FrozenFlightList flights={voucher.flights} />
      <dl className="wf-freeze-terms">
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.frozen' })}</dt>
          <dd>{formatTotal(intl, quote.frozen.total)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.voucher.current' })}</dt>
          <dd>{formatTotal(intl, quote.currentSelling.total)}</dd>
        </div>
        {quote.exercise.covered.amountMinor > 0 ? (
          <div>
            <dt>{intl.formatMessage({ id: 'priceFreeze.exercise.covered' })}</dt>
            <dd>−{formatTotal(intl, quote.exercise.covered)}</dd>
          </div>
        ) : null}
        {quote.exercise.overCap.amountMinor > 0 ? (
          <div>
            <dt>{intl.formatMessage({ id: 'priceFreeze.exercise.overCap' })}</dt>
            <dd>{formatTotal(intl, quote.exercise.overCap)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.voucher.pay' })}</dt>
          <dd>
            <strong>{formatTotal(intl, quote.exercise.pay)}</strong>
          </dd>
        </div>
      </dl>
      {quote.fareOverCap ? (
        <p className="wf-freeze-warning" role="note">
          {intl.formatMessage(
            { id: 'priceFreeze.voucher.overCap' },
            { cap: formatCharge(intl, quote.cap.perPassenger) },
          )}
        </p>
      ) : null}
      {failed ? (
        <p className="wf-field-error" role="alert">
          {intl.formatMessage({ id: 'priceFreeze.exercise.quoteFailed' })}
        </p>
      ) : null}
      <div className="wf-row">
        <Button isPending={isQuoting} onPress={() => void book()}>
          {intl.formatMessage({ id: 'priceFreeze.exercise.continue' })}
        </Button>
      </div>
    </section>
  );
}

function describeSimilar(intl: ReturnType<typeof useIntl>, flight: SimilarFlight): string {
  return intl.formatMessage(
    { id: 'priceFreeze.exercise.similarOption' },
    {
      departure: `${formatIsoDate(intl, flight.departureTime)} ${formatLocalTime(intl, flight.departureTime)}`,
      arrival: formatLocalTime(intl, flight.arrivalTime),
      stops: intl.formatMessage({ id: 'priceFreeze.stops' }, { count: flight.stops }),
      fare: flight.fareName,
      flights: flight.segments
        .map((s) => `${s.marketingAirline.code} ${s.marketingAirline.flightNumber}`)
        .join(', '),
    },
  );
}

/** The frozen flights sold out: a similar flight at the frozen price, or the fee back. */
function SoldOutExercise({
  voucher,
  quote,
}: {
  voucher: FlightFreezeVoucher;
  quote: Extract<FlightFreezeExerciseQuote, { outcome: 'SoldOut' }>;
}) {
  const intl = useIntl();
  const id = useId();
  const queryClient = useQueryClient();
  const exercise = useExerciseFreeze(voucher.id);
  const [chosen, setChosen] = useState<string | null>(quote.similarFlights[0]?.fareId ?? null);
  const [busy, setBusy] = useState<'book' | 'refund' | null>(null);
  const [failed, setFailed] = useState(false);
  const chosenFlight = quote.similarFlights.find((f) => f.fareId === chosen) ?? null;

  const bookSimilar = async () => {
    if (!chosenFlight) return;
    setBusy('book');
    setFailed(false);
    try {
      await exercise(
        voucher.flights.slices.map((slice) =>
          slice.sliceIndex === chosenFlight.sliceIndex ? chosenFlight.fareId : slice.fareId,
        ),
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const refund = async () => {
    setBusy('refund');
    setFailed(false);
    try {
      const refunded = await postPriceFreezeRefund(voucher.id);
      if (refunded.product === 'flight')
        queryClient.setQueryData(flightFreezeQueryOptions(voucher.id).queryKey, refunded);
      void queryClient.invalidateQueries({ queryKey: ['trips', 'freezes'] });
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="wf-card wf-freeze-voucher" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'priceFreeze.exercise.soldOut.title' })}</h2>
      <p>
        {intl.formatMessage({
          id:
            quote.similarFlights.length > 0
              ? 'priceFreeze.exercise.soldOut.similar'
              : 'priceFreeze.exercise.soldOut.none',
        })}
      </p>
      {quote.similarFlights.length > 0 ? (
        <fieldset className="wf-freeze-fieldset">
          <legend>{intl.formatMessage({ id: 'priceFreeze.exercise.similarLegend' })}</legend>
          <div className="wf-stack" role="radiogroup">
            {quote.similarFlights.map((flight) => (
              <label key={flight.fareId} className="wf-radio">
                <input
                  type="radio"
                  name={`${id}-similar`}
                  checked={chosen === flight.fareId}
                  onChange={() => setChosen(flight.fareId)}
                />
                <span>{describeSimilar(intl, flight)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {failed ? (
        <p className="wf-field-error" role="alert">
          {intl.formatMessage({ id: 'priceFreeze.exercise.quoteFailed' })}
        </p>
      ) : null}
      <div className="wf-row">
        {chosenFlight ? (
          <Button isPending={busy === 'book'} onPress={() => void bookSimilar()}>
            {intl.formatMessage({ id: 'priceFreeze.exercise.bookSimilar' })}
          </Button>
        ) : null}
        <Button
          variant={chosenFlight ? 'secondary' : 'primary'}
          isPending={busy === 'refund'}
          onPress={() => void refund()}
        >
          {intl.formatMessage(
            { id: 'priceFreeze.exercise.refund' },
            { amount: formatCharge(intl, quote.refund) },
          )}
        </Button>
      </div>
    </section>
  );
}

/**
 * The flight shop in `flightShopType=pf-exercise` (spec §2): the frozen flights with the
 * `FrozenPrice` tag and what booking them costs today (the lower of today's and the frozen price,
 * plus only what goes over the cap), or, sold out, similar flights at the frozen price or the fee
 * back. Booking goes on to `/flights/book/pricefreeze/confirm`.
 */
export function FreezeExerciseShop({ freezeId }: { freezeId: string }) {
  const intl = useIntl();
  const voucher = useQuery(flightFreezeQueryOptions(freezeId));
  const usable = voucher.data && isFreezeBookable(voucher.data) ? voucher.data : null;
  const quote = useQuery({
    queryKey: ['flights', 'freeze', freezeId, 'exercise-quote'],
    queryFn: () => postFlightFreezeExerciseQuote(freezeId),
    enabled: usable !== null,
    retry: false,
  });
  let body;
  if (voucher.isPending || (usable && quote.isPending)) {
    body = <LoadingState label={intl.formatMessage({ id: 'priceFreeze.exercise.loading' })} />;
  } else if (voucher.isError || quote.isError) {
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'priceFreeze.exercise.failed' })}
        action={
          <Button
            onPress={() => {
              void voucher.refetch();
              void quote.refetch();
            }}
          >
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  } else if (voucher.data.state === 'Refunded') {
    body = (
      <Notice tone="success" title={intl.formatMessage({ id: 'priceFreeze.state.Refunded' })}>
        <p>{intl.formatMessage({ id: 'priceFreeze.exercise.refunded' })}</p>
      </Notice>
    );
  } else if (voucher.data.state === 'Valid' && voucher.data.booking) {
    // A booking of this freeze is under way or held for an approver: it holds the freeze.
    body = (
      <Notice
        title={intl.formatMessage({
          id: voucher.data.booking.awaitingApproval
            ? 'priceFreeze.state.awaitingApproval'
            : 'priceFreeze.state.booking',
        })}
      >
        <FreezeBookingNote voucher={voucher.data} />
      </Notice>
    );
  } else if (!usable || !quote.data) {
    body = (
      <Notice
        title={intl.formatMessage({ id: 'priceFreeze.exercise.notUsable.title' })}
        action={
          <Link to={refreezeUrl(voucher.data)} className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'priceFreeze.refreeze' })}
          </Link>
        }
      >
        <p>{intl.formatMessage({ id: 'priceFreeze.exercise.notUsable.body' })}</p>
      </Notice>
    );
  } else if (quote.data.outcome === 'Available') {
    body = <AvailableExercise voucher={usable} quote={quote.data} />;
  } else {
    body = <SoldOutExercise voucher={usable} quote={quote.data} />;
  }
  return (
    <div className="wf-page wf-freeze-page">
      <h1>{intl.formatMessage({ id: 'priceFreeze.exercise.heading' })}</h1>
      <div className="wf-freeze-layout">{body}</div>
    </div>
  );
}
