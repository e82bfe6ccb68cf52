import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type {
  ExchangeAlternative,
  ExchangeShopResponse,
  ExchangeSliceChange,
} from '@wayfare/contracts/exchange';
import {
  exchangeEntryQueryOptions,
  exchangeQuoteQueryOptions,
  exchangeShopQueryOptions,
  postExchangeQuote,
} from '../../api/trips-calls';
import { formatDuration, formatIsoDate } from '../../format/format-dates';
import { formatCharge, formatFare } from '../../format/format-money';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import {
  describeCallFailure,
  formatFareDifference,
  formatFlightTimes,
  formatStops,
  isTransientFailure,
} from './exchange-format';
import { ChfarCoversNote } from './exchange-chfar';
import { selectCoveringChfar } from './exchange-rules';
import { ExchangeAlert, ExchangeLoadFailed, ExchangeProgress } from './exchange-page';
import {
  exchangeConfirmUrl,
  exchangeEntryUrl,
  exchangeFlightUrl,
  tripUrl,
} from './exchange-params';

type ShopSlice = ExchangeShopResponse['slices'][number];

/** One alternative as its radio's label: times, airline and flights, stops, duration, fare. */
function AlternativeLabel({
  alternative,
  isWaived,
}: {
  alternative: ExchangeAlternative;
  isWaived: boolean;
}) {
  const intl = useIntl();
  const difference = isWaived ? 0 : alternative.fareDifference.amountMinor;
  return (
    <span className="wf-exchange-option">
      <span className="wf-exchange-option-main">
        <strong className="wf-block">
          {formatFlightTimes(
            intl,
            alternative.departureTime,
            alternative.arrivalTime,
            alternative.plusDays,
          )}
        </strong>
        <span className="wf-block">
          {intl.formatMessage(
            { id: 'exchange.slice.airline' },
            { airline: alternative.airline.name, flights: alternative.flightNumbers.join(', ') },
          )}
        </span>
        <span className="wf-block wf-field-description">
          {intl.formatMessage(
            { id: 'exchange.shop.optionDetail' },
            {
              stops: formatStops(intl, alternative.stops),
              duration: formatDuration(intl, alternative.durationMinutes),
              fare: alternative.fareName,
              origin: alternative.origin,
              destination: alternative.destination,
            },
          )}
        </span>
      </span>
      <span
        className="wf-exchange-difference"
        data-direction={difference > 0 ? 'more' : difference < 0 ? 'less' : 'same'}
      >
        {isWaived
          ? intl.formatMessage({ id: 'exchange.waived' })
          : formatFareDifference(intl, alternative.fareDifference)}
      </span>
    </span>
  );
}

/** A changed slice: the booked flight, then its alternatives as one radio group (or none). */
function ShopSliceSection({
  bookingId,
  slice,
  changes,
  chosen,
  isMissing,
  isWaived,
  onChoose,
}: {
  bookingId: string;
  isWaived: boolean;
  slice: ShopSlice;
  changes: readonly ExchangeSliceChange[];
  chosen: string | undefined;
  isMissing: boolean;
  onChoose: (fareId: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const route = intl.formatMessage(
    { id: 'exchange.slice.route' },
    { origin: slice.origin, destination: slice.destination },
  );
  return (
    <section
      className="wf-card wf-exchange-slice"
      aria-labelledby={`${id}-title`}
      data-slice={slice.sliceIndex}
    >
      <h2 id={`${id}-title`}>
        {intl.formatMessage(
          { id: 'exchange.shop.sliceTitle' },
          {
            number: slice.sliceIndex + 1,
            route,
            date: formatIsoDate(intl, slice.departureDate),
          },
        )}
      </h2>
      <div className="wf-exchange-booked">
        <p className="wf-exchange-label">{intl.formatMessage({ id: 'exchange.shop.booked' })}</p>
        <p>
          {formatFlightTimes(intl, slice.booked.departureTime, slice.booked.arrivalTime)}
          <span className="wf-block wf-field-description">
            {intl.formatMessage(
              { id: 'exchange.shop.bookedFare' },
              { fare: slice.booked.fareName, amount: formatFare(intl, slice.booked.fare) },
            )}
          </span>
        </p>
      </div>
      {slice.alternatives.length === 0 ? (
        <div className="wf-exchange-empty">
          <p>
            {intl.formatMessage(
              { id: 'exchange.shop.empty' },
              { date: formatIsoDate(intl, slice.departureDate) },
            )}
          </p>
          <Link
            to={exchangeFlightUrl(bookingId, 'ChangeDateTime', changes)}
            className="wf-button"
            data-variant="secondary"
          >
            {intl.formatMessage({ id: 'exchange.shop.otherDate' })}
          </Link>
        </div>
      ) : (
        <fieldset
          className="wf-exchange-fieldset"
          aria-describedby={isMissing ? `${id}-missing` : undefined}
        >
          <legend>{intl.formatMessage({ id: 'exchange.shop.legend' }, { route })}</legend>
          <div className="wf-stack wf-exchange-options">
            {slice.alternatives.map((alternative) => (
              <label key={alternative.fareId} className="wf-radio wf-exchange-radio">
                <input
                  type="radio"
                  name={`${id}-fare`}
                  value={alternative.fareId}
                  checked={chosen === alternative.fareId}
                  onChange={() => onChoose(alternative.fareId)}
                />
                <AlternativeLabel alternative={alternative} isWaived={isWaived} />
              </label>
            ))}
          </div>
          {isMissing ? (
            <p id={`${id}-missing`} className="wf-field-error">
              {intl.formatMessage({ id: 'exchange.shop.chooseOne' }, { route })}
            </p>
          ) : null}
        </fieldset>
      )}
    </section>
  );
}

/**
 * The shop of a change (/exchange/flight/shop): for each changed slice, the booked flight and the
 * alternatives with their fare difference, one radio group each, the trip's change fee, and Review
 * change, which prices the chosen flights and opens the confirm page.
 */
export function ExchangeShop({
  bookingId,
  changes,
}: {
  bookingId: string;
  changes: ExchangeSliceChange[];
}) {
  const intl = useIntl();
  const session = useSignedInSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const shop = useQuery(exchangeShopQueryOptions(session.userId, bookingId, { changes }));
  // The entry (cached from the steps) says whether the airline waives the fee and difference.
  const entry = useQuery(exchangeEntryQueryOptions(session.userId, bookingId));
  const isWaived = entry.data?.waiver != null;
  const chfar = selectCoveringChfar(entry.data);
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [showMissing, setShowMissing] = useState(false);
  const quote = useMutation({
    mutationFn: (fares: { sliceIndex: number; fareId: string }[]) =>
      postExchangeQuote(bookingId, { fares }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(
        exchangeQuoteQueryOptions(session.userId, bookingId, answer.exchangeId).queryKey,
        answer,
      );
      await navigate(exchangeConfirmUrl(bookingId, answer.exchangeId));
    },
  });
  const datesUrl = exchangeFlightUrl(bookingId, 'ChangeDateTime', changes);

  if (shop.isPending)
    return <ExchangeProgress label={intl.formatMessage({ id: 'exchange.shop.loading' })} />;
  if (shop.isError) {
    const failure = describeCallFailure(intl, shop.error);
    if (isTransientFailure(shop.error))
      return (
        <ExchangeLoadFailed
          title={intl.formatMessage({ id: 'exchange.shop.failed' })}
          failure={failure}
          isRetrying={shop.isFetching}
          onRetry={() => void shop.refetch()}
        />
      );
    // The change itself cannot be shopped: the dates (BadRequest) or the trip (Exchange…).
    const isTripProblem =
      failure.code === 'ExchangeNotAvailable' || failure.code === 'ExchangeUnderWay';
    return (
      <section className="wf-card wf-exchange-screen" aria-labelledby="exchange-title">
        <h1 id="exchange-title">{intl.formatMessage({ id: 'exchange.shop.failed' })}</h1>
        <ExchangeAlert failure={failure} />
        <div className="wf-row wf-exchange-actions">
          <Link
            to={isTripProblem ? exchangeEntryUrl(bookingId) : datesUrl}
            className="wf-button"
            data-variant="primary"
          >
            {intl.formatMessage({
              id: isTripProblem ? 'exchange.shop.seeWhy' : 'exchange.shop.changeDates',
            })}
          </Link>
          <Link to={tripUrl(bookingId)} className="wf-button" data-variant="secondary">
            {intl.formatMessage({ id: 'exchange.backToTrip' })}
          </Link>
        </div>
      </section>
    );
  }

  const slices = shop.data.slices;
  const shoppable = slices.filter((slice) => slice.alternatives.length > 0);
  const missing = shoppable.filter((slice) => !chosen[slice.sliceIndex]);
  const canReview = shoppable.length === slices.length && slices.length > 0;
  const review = () => {
    if (missing.length > 0) {
      setShowMissing(true);
      const first = missing[0];
      formRef.current
        ?.querySelector<HTMLInputElement>(`[data-slice="${String(first?.sliceIndex)}"] input`)
        ?.focus();
      return;
    }
    quote.mutate(
      slices.map((slice) => ({
        sliceIndex: slice.sliceIndex,
        fareId: chosen[slice.sliceIndex] ?? '',
      })),
    );
  };
  return (
    <form
      ref={formRef}
      className="wf-exchange-shop"
      noValidate
      aria-labelledby="exchange-title"
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <h1 id="exchange-title">{intl.formatMessage({ id: 'exchange.shop.title' })}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'exchange.shop.lead' })}</p>
      {slices.map((slice) => (
        <ShopSliceSection
          key={slice.sliceIndex}
          bookingId={bookingId}
          slice={slice}
          changes={changes}
          chosen={chosen[slice.sliceIndex]}
          isMissing={showMissing && !chosen[slice.sliceIndex] && slice.alternatives.length > 0}
          isWaived={isWaived}
          onChoose={(fareId) =>
            setChosen((current) => ({ ...current, [slice.sliceIndex]: fareId }))
          }
        />
      ))}
      <div className="wf-card wf-exchange-summary">
        <p data-testid="exchange-shop-fee">
          {isWaived
            ? intl.formatMessage({
                id:
                  entry.data?.waiver === 'DisruptionAssistance'
                    ? 'exchange.waiver.note.DisruptionAssistance'
                    : 'exchange.waiver.note',
              })
            : shop.data.changeFee
              ? intl.formatMessage(
                  { id: 'exchange.shop.changeFee' },
                  { fee: formatCharge(intl, shop.data.changeFee) },
                )
              : intl.formatMessage({ id: 'exchange.shop.noChangeFee' })}
        </p>
        {isWaived ? null : (
          <p className="wf-field-description">
            {intl.formatMessage({ id: 'exchange.shop.differenceHint' })}
          </p>
        )}
        {chfar ? <ChfarCoversNote protection={chfar} /> : null}
        {showMissing && missing.length > 0 ? (
          <p className="wf-field-error" role="alert">
            {intl.formatMessage({ id: 'exchange.shop.chooseEach' })}
          </p>
        ) : null}
        {quote.isError ? (
          <ExchangeAlert key={quote.submittedAt} failure={describeCallFailure(intl, quote.error)} />
        ) : null}
        <div className="wf-row">
          {canReview ? (
            <Button type="submit" isPending={quote.isPending}>
              {intl.formatMessage({ id: 'exchange.shop.review' })}
            </Button>
          ) : null}
          <Link to={datesUrl} className="wf-button" data-variant="secondary">
            {intl.formatMessage({ id: 'exchange.shop.changeDates' })}
          </Link>
        </div>
      </div>
    </form>
  );
}

/** The shop's address names no complete change: back to the dates. */
export function NoChangesToShop({
  bookingId,
  changes,
}: {
  bookingId: string;
  changes: ExchangeSliceChange[];
}) {
  const intl = useIntl();
  return (
    <section className="wf-card wf-exchange-screen" aria-labelledby="exchange-title">
      <h1 id="exchange-title">{intl.formatMessage({ id: 'exchange.shop.noChanges.title' })}</h1>
      <p>{intl.formatMessage({ id: 'exchange.shop.noChanges.body' })}</p>
      <div className="wf-row wf-exchange-actions">
        <Link
          to={exchangeFlightUrl(
            bookingId,
            changes.length > 0 ? 'ChangeDateTime' : undefined,
            changes,
          )}
          className="wf-button"
          data-variant="primary"
        >
          {intl.formatMessage({ id: 'exchange.shop.changeDates' })}
        </Link>
      </div>
    </section>
  );
}
