import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ExchangeQuote, ExchangeSliceView } from '@wayfare/contracts/exchange';
import type { Money } from '@wayfare/contracts/money';
import { nameCardBrand } from '@wayfare/domain/card-rules';
import { exchangeQuoteQueryOptions, postExchangeConfirm } from '../../api/trips-calls';
import { formatTotal } from '../../format/format-money';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import { ChfarPaysBackLine, ChfarPaysBackRow } from './exchange-chfar';
import {
  describeCallFailure,
  describeFailedChange,
  isTransientFailure,
  type ExchangeFailure,
} from './exchange-format';
import {
  ExchangeAlert,
  ExchangeLoadFailed,
  ExchangeProgress,
  PendingFlightList,
  SliceViewLines,
} from './exchange-page';
import {
  exchangeEntryUrl,
  exchangeFlightUrl,
  exchangeShopUrl,
  readQuoteChanges,
  tripUrl,
} from './exchange-params';

/** Whether the price is still held: the quote's own expiry against the clock, kept current. */
function useIsExpired(expiresAt: string): boolean {
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = deadline - Date.now();
    if (!(wait > 0)) return;
    // Timers longer than ~24.8 days overflow; a held price never lasts that long.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 250, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [deadline]);
  return !(deadline > now);
}

/** A signed amount for the breakdown: "$42.00", "−$18.00". */
function formatSignedTotal(intl: ReturnType<typeof useIntl>, money: Money): string {
  if (money.amountMinor >= 0) return formatTotal(intl, money);
  return intl.formatMessage(
    { id: 'exchange.fareDifference.less' },
    { amount: formatTotal(intl, { ...money, amountMinor: -money.amountMinor }) },
  );
}

/** "Mastercard ••••4444", read as "Mastercard ending 4444". */
function CardName({ card }: { card: NonNullable<ExchangeQuote['card']> }) {
  const intl = useIntl();
  return (
    <>
      {nameCardBrand(card.brand)} <span aria-hidden="true">••••</span>
      <span className="wf-visually-hidden">
        {intl.formatMessage({ id: 'exchange.confirm.cardEnding' })}{' '}
      </span>
      {card.lastFour}
    </>
  );
}

/** The booked and the new flight of one slice, side by side (or the booked one, unchanged). */
function SliceComparison({
  booked,
  proposed,
}: {
  booked: ExchangeSliceView | undefined;
  proposed: ExchangeSliceView;
}) {
  const intl = useIntl();
  const headingId = `exchange-slice-${String(proposed.sliceIndex)}`;
  return (
    <section className="wf-exchange-compare" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {intl.formatMessage(
          { id: 'exchange.slice.numbered' },
          {
            number: proposed.sliceIndex + 1,
            origin: (booked ?? proposed).origin,
            destination: (booked ?? proposed).destination,
          },
        )}
        {proposed.changed ? null : (
          <span className="wf-badge wf-exchange-unchanged">
            {intl.formatMessage({ id: 'exchange.confirm.unchanged' })}
          </span>
        )}
      </h3>
      {proposed.changed ? (
        <div className="wf-exchange-columns">
          <div className="wf-exchange-column" data-kind="booked">
            <p className="wf-exchange-label">
              {intl.formatMessage({ id: 'exchange.confirm.booked' })}
            </p>
            {booked ? <SliceViewLines slice={booked} /> : null}
          </div>
          <div className="wf-exchange-column" data-kind="new">
            <p className="wf-exchange-label">
              {intl.formatMessage({ id: 'exchange.confirm.new' })}
            </p>
            <SliceViewLines slice={proposed} />
          </div>
        </div>
      ) : (
        <div className="wf-exchange-column" data-kind="unchanged">
          <SliceViewLines slice={booked ?? proposed} />
        </div>
      )}
    </section>
  );
}

/** What the change costs: the fare difference, the change fee, what is paid or comes back. */
function ChangeBreakdown({ quote }: { quote: ExchangeQuote }) {
  const intl = useIntl();
  const { fareDifference, changeFee, amountDue, creditBack, card } = quote;
  return (
    <dl
      className="wf-exchange-breakdown"
      aria-label={intl.formatMessage({ id: 'exchange.confirm.breakdown' })}
    >
      <div>
        <dt>{intl.formatMessage({ id: 'exchange.confirm.fareDifference' })}</dt>
        <dd data-testid="exchange-fare-difference">
          {quote.waiver
            ? intl.formatMessage({ id: 'exchange.waived' })
            : formatSignedTotal(intl, fareDifference)}
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'exchange.confirm.changeFee' })}</dt>
        <dd data-testid="exchange-change-fee">{formatTotal(intl, changeFee)}</dd>
      </div>
      <div className="wf-exchange-total">
        <dt>
          {intl.formatMessage({ id: 'exchange.confirm.total' })}
          {amountDue.amountMinor > 0 && card ? (
            <span className="wf-block wf-field-description">
              {intl.formatMessage(
                { id: 'exchange.confirm.chargedTo' },
                { card: <CardName key="card" card={card} /> },
              )}
            </span>
          ) : null}
        </dt>
        <dd data-testid="exchange-amount-due">
          {amountDue.amountMinor > 0
            ? formatTotal(intl, amountDue)
            : intl.formatMessage({ id: 'exchange.confirm.nothingDue' })}
        </dd>
      </div>
      <ChfarPaysBackRow quote={quote} />
      {creditBack.amountMinor > 0 ? (
        <div>
          <dt>
            {intl.formatMessage({ id: 'exchange.confirm.creditBack' })}
            <span className="wf-block wf-field-description">
              {intl.formatMessage({ id: 'exchange.confirm.creditHint' })}
            </span>
          </dt>
          <dd data-testid="exchange-credit-back">{formatTotal(intl, creditBack)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The outcome's frame: the page's heading and its ways on. */
function Outcome({
  title,
  tone,
  children,
  actions,
}: {
  title: string;
  tone: 'success' | 'error' | 'neutral';
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      className="wf-card wf-exchange-screen"
      data-tone={tone}
      aria-labelledby="exchange-title"
    >
      <h1 id="exchange-title">{title}</h1>
      {children}
      <div className="wf-row wf-exchange-actions">{actions}</div>
    </section>
  );
}

/** Requested (or already Confirmed by the airline): the new flights and what was paid. */
function ChangeSent({ quote }: { quote: ExchangeQuote }) {
  const intl = useIntl();
  const isConfirmed = quote.status === 'Confirmed';
  const newFlights = quote.proposed.filter((slice) => slice.changed);
  return (
    <Outcome
      title={intl.formatMessage({
        id: isConfirmed ? 'exchange.confirmed.title' : 'exchange.success.title',
      })}
      tone="success"
      actions={
        <Link to={tripUrl(quote.bookingId)} className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'exchange.viewTrip' })}
        </Link>
      }
    >
      <p>
        {intl.formatMessage({
          id: isConfirmed ? 'exchange.confirmed.body' : 'exchange.requested.body',
        })}
      </p>
      {quote.amountDue.amountMinor > 0 ? (
        <p>
          {quote.card
            ? intl.formatMessage(
                { id: 'exchange.success.paidCard' },
                {
                  amount: formatTotal(intl, quote.amountDue),
                  card: <CardName key="card" card={quote.card} />,
                },
              )
            : intl.formatMessage(
                { id: 'exchange.success.paid' },
                { amount: formatTotal(intl, quote.amountDue) },
              )}
        </p>
      ) : null}
      <ChfarPaysBackLine quote={quote} />
      {quote.creditBack.amountMinor > 0 ? (
        <p>
          {intl.formatMessage(
            { id: 'exchange.success.credit' },
            { amount: formatTotal(intl, quote.creditBack) },
          )}
        </p>
      ) : null}
      <h2 id="exchange-new-title">{intl.formatMessage({ id: 'exchange.newFlights' })}</h2>
      {isConfirmed ? (
        <ul className="wf-exchange-flights" aria-labelledby="exchange-new-title">
          {newFlights.map((slice) => (
            <li key={slice.sliceIndex} className="wf-exchange-flight">
              <SliceViewLines slice={slice} />
            </li>
          ))}
        </ul>
      ) : (
        <PendingFlightList
          slices={newFlights}
          label={intl.formatMessage({ id: 'exchange.newFlights' })}
        />
      )}
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'exchange.reference' }, { reference: quote.referenceId })}
      </p>
    </Outcome>
  );
}

/** ChangeFailed after confirming: why, the reference, and Try again from the dates. */
function ChangeNotMade({ bookingId, failure }: { bookingId: string; failure: ExchangeFailure }) {
  const intl = useIntl();
  return (
    <Outcome
      title={intl.formatMessage({ id: 'exchange.failed.title' })}
      tone="error"
      actions={
        <>
          <Link to={exchangeFlightUrl(bookingId)} className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Link>
          <Link to={tripUrl(bookingId)} className="wf-button" data-variant="secondary">
            {intl.formatMessage({ id: 'exchange.backToTrip' })}
          </Link>
        </>
      }
    >
      <p data-testid="exchange-failure-reason">{failure.message}</p>
      <p>{intl.formatMessage({ id: 'exchange.failed.unchanged' })}</p>
      {failure.referenceId ? (
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'exchange.reference' }, { reference: failure.referenceId })}
        </p>
      ) : null}
    </Outcome>
  );
}

/** The held price ran out: shop the same changes again. */
function PriceExpired({ quote }: { quote: ExchangeQuote }) {
  const intl = useIntl();
  const changes = readQuoteChanges(quote);
  return (
    <div className="wf-notice" role="alert">
      <h2>{intl.formatMessage({ id: 'exchange.confirm.expired.title' })}</h2>
      <p>{intl.formatMessage({ id: 'exchange.confirm.expired.body' })}</p>
      <div className="wf-row">
        <Link
          to={
            changes.length > 0
              ? exchangeShopUrl(quote.bookingId, changes)
              : exchangeFlightUrl(quote.bookingId)
          }
          className="wf-button"
          data-variant="primary"
        >
          {intl.formatMessage({ id: 'exchange.confirm.shopAgain' })}
        </Link>
      </div>
    </div>
  );
}

/** Quoted: booked against new, the breakdown, the held price's end, and Confirm change. */
function ReviewChange({
  quote,
  onConfirm,
  isWorking,
  failure,
  failureKey,
  wasRefused,
}: {
  quote: ExchangeQuote;
  onConfirm: () => void;
  isWorking: boolean;
  failure: ExchangeFailure | null;
  failureKey: number;
  /** The API said the quote expired, whatever the clock here says. */
  wasRefused: boolean;
}) {
  const intl = useIntl();
  const isExpired = useIsExpired(quote.expiresAt) || wasRefused;
  return (
    <section className="wf-exchange-review" aria-labelledby="exchange-title">
      <h1 id="exchange-title">{intl.formatMessage({ id: 'exchange.confirm.title' })}</h1>
      <div className="wf-card">
        <h2>{intl.formatMessage({ id: 'exchange.confirm.flights' })}</h2>
        {quote.proposed.map((slice) => (
          <SliceComparison
            key={slice.sliceIndex}
            booked={quote.booked.find((b) => b.sliceIndex === slice.sliceIndex)}
            proposed={slice}
          />
        ))}
      </div>
      <div className="wf-card">
        <h2>{intl.formatMessage({ id: 'exchange.confirm.breakdown' })}</h2>
        <ChangeBreakdown quote={quote} />
        {quote.waiver ? (
          <p className="wf-exchange-fee">
            {intl.formatMessage({
              id:
                quote.waiver === 'DisruptionAssistance'
                  ? 'exchange.waiver.note.DisruptionAssistance'
                  : 'exchange.waiver.note',
            })}
          </p>
        ) : null}
        {quote.endsCancelForAnyReason ? (
          <p className="wf-exchange-warning" data-testid="exchange-cfar-warning">
            {intl.formatMessage({ id: 'exchange.confirm.endsCfar' })}
          </p>
        ) : null}
        {isExpired ? (
          <PriceExpired quote={quote} />
        ) : (
          <>
            <p className="wf-field-description">
              {intl.formatMessage(
                { id: 'exchange.confirm.heldUntil' },
                { time: intl.formatTime(quote.expiresAt) },
              )}
            </p>
            {failure ? <ExchangeAlert key={failureKey} failure={failure} /> : null}
            {isWorking ? (
              <ExchangeProgress label={intl.formatMessage({ id: 'exchange.confirm.working' })} />
            ) : null}
            <div className="wf-row">
              <Button isPending={isWorking} onPress={onConfirm}>
                {intl.formatMessage({ id: 'exchange.confirm.submit' })}
              </Button>
              <Link to={tripUrl(quote.bookingId)} className="wf-button" data-variant="secondary">
                {intl.formatMessage({ id: 'exchange.confirm.keep' })}
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * The confirm page of a change (/exchange/flight/confirm): the priced change read again by its id
 * (so a reload keeps it), then what confirming led to: requested, or failed with its reason.
 */
export function ExchangeConfirm({
  bookingId,
  exchangeId,
}: {
  bookingId: string;
  exchangeId: string;
}) {
  const intl = useIntl();
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const options = exchangeQuoteQueryOptions(session.userId, bookingId, exchangeId);
  const quote = useQuery(options);
  // A refusal that ends the attempt (a declined card, a change no longer possible).
  const [refusal, setRefusal] = useState<ExchangeFailure | null>(null);
  const [expired, setExpired] = useState(false);
  const [underWay, setUnderWay] = useState<ExchangeFailure | null>(null);
  const confirm = useMutation({
    mutationFn: () => postExchangeConfirm(bookingId, exchangeId),
    onSuccess: (answer) => {
      queryClient.setQueryData(options.queryKey, answer);
      // The trip and the flow's entry now show the change.
      void queryClient.invalidateQueries({ queryKey: ['trips', session.userId, bookingId] });
      void queryClient.invalidateQueries({ queryKey: ['trips', session.userId], exact: true });
    },
    onError: (error) => {
      if (isTransientFailure(error)) return;
      const failure = describeCallFailure(intl, error);
      if (failure.code === 'ExpiredQuoteToken') setExpired(true);
      else if (failure.code === 'ExchangeUnderWay') {
        // Another tab (or this change, sent twice) is with the airline: read this change again.
        setUnderWay(failure);
        void quote.refetch();
      } else setRefusal(failure);
    },
  });

  if (quote.isPending)
    return <ExchangeProgress label={intl.formatMessage({ id: 'exchange.confirm.loading' })} />;
  if (quote.isError) {
    const failure = describeCallFailure(intl, quote.error);
    if (isTransientFailure(quote.error))
      return (
        <ExchangeLoadFailed
          title={intl.formatMessage({ id: 'exchange.confirm.loadFailed' })}
          failure={failure}
          isRetrying={quote.isFetching}
          onRetry={() => void quote.refetch()}
        />
      );
    return (
      <Outcome
        title={intl.formatMessage({ id: 'exchange.confirm.notFound' })}
        tone="neutral"
        actions={
          <Link to={exchangeEntryUrl(bookingId)} className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'exchange.confirm.startAgain' })}
          </Link>
        }
      >
        <ExchangeAlert failure={failure} />
      </Outcome>
    );
  }
  if (refusal) return <ChangeNotMade bookingId={bookingId} failure={refusal} />;
  const data = quote.data;
  if (underWay && data.status === 'Quoted')
    return (
      <Outcome
        title={intl.formatMessage({ id: 'exchange.requested.title' })}
        tone="neutral"
        actions={
          <Link to={tripUrl(bookingId)} className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'exchange.viewTrip' })}
          </Link>
        }
      >
        <p>{underWay.message}</p>
      </Outcome>
    );
  switch (data.status) {
    case 'Requested':
    case 'Confirmed':
      return <ChangeSent quote={data} />;
    case 'Failed':
      return (
        <ChangeNotMade
          bookingId={bookingId}
          failure={{
            code: data.errorCode,
            message: describeFailedChange(intl, data.errorCode),
            referenceId: data.referenceId,
          }}
        />
      );
    case 'Quoted':
      return (
        <ReviewChange
          quote={data}
          isWorking={confirm.isPending}
          failure={
            confirm.isError && isTransientFailure(confirm.error)
              ? describeCallFailure(intl, confirm.error)
              : null
          }
          failureKey={confirm.submittedAt}
          wasRefused={expired}
          onConfirm={() => confirm.mutate()}
        />
      );
  }
}
