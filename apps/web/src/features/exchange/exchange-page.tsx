import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ExchangeSliceView } from '@wayfare/contracts/exchange';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../ui/button';
import { formatFlightTimes, formatStops, type ExchangeFailure } from './exchange-format';
import './exchange.css';

/** An exchange page: its document title and layout around the screen (the shell owns `main`). */
export function ExchangePage({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="wf-exchange">
      <PageTitle title={intl.formatMessage({ id: 'exchange.pageTitle' })} />
      {children}
    </div>
  );
}

/**
 * LoadingOrProcessing (spec §2): an indeterminate progress indicator named by its visible text, in
 * a polite live region so the wait is announced.
 */
export function ExchangeProgress({ label }: { label: string }) {
  const labelId = useId();
  return (
    <div className="wf-status wf-exchange-progress" role="status">
      <span className="wf-spinner" role="progressbar" aria-labelledby={labelId} />
      <span id={labelId}>{label}</span>
    </div>
  );
}

/**
 * A failure shown in the page rather than a modal: announced, and focused when it appears so a
 * keyboard or screen reader user lands on it.
 */
export function ExchangeAlert({
  failure,
  children,
}: {
  failure: ExchangeFailure;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  // Focused once, as it appears: a new failure is a new alert (callers key it by the attempt).
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={ref} className="wf-exchange-alert" role="alert" tabIndex={-1}>
      <p>{failure.message}</p>
      {failure.referenceId ? (
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'exchange.reference' }, { reference: failure.referenceId })}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** LoadFailed (spec §2): the call failed on the way (network, server fault); Try again. */
export function ExchangeLoadFailed({
  title,
  failure,
  onRetry,
  isRetrying,
  children,
}: {
  title: string;
  failure: ExchangeFailure;
  onRetry: () => void;
  isRetrying: boolean;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="wf-notice" data-tone="error" role="alert">
      <h1>{title}</h1>
      <p>{failure.message}</p>
      {failure.referenceId ? (
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'exchange.reference' }, { reference: failure.referenceId })}
        </p>
      ) : null}
      <div className="wf-row">
        <Button isPending={isRetrying} onPress={onRetry}>
          {intl.formatMessage({ id: 'common.tryAgain' })}
        </Button>
        {children}
      </div>
    </div>
  );
}

/** A flight of the booked or the new itinerary: route, day and times, airline and flights. */
export function SliceViewLines({ slice }: { slice: ExchangeSliceView }) {
  const intl = useIntl();
  return (
    <>
      <span className="wf-exchange-route">
        {intl.formatMessage(
          { id: 'exchange.slice.route' },
          { origin: slice.origin, destination: slice.destination },
        )}
      </span>
      <span className="wf-block">
        {formatFlightTimes(intl, slice.departureTime, slice.arrivalTime)}
      </span>
      <span className="wf-block wf-field-description">
        {intl.formatMessage(
          { id: 'exchange.slice.detail' },
          {
            airline: slice.airline,
            flights: slice.flightNumbers.join(', '),
            stops: formatStops(intl, slice.stops),
            fare: slice.fareName,
          },
        )}
      </span>
    </>
  );
}

/** A status badge beside new flights the airline has still to confirm. */
export function PendingBadge() {
  const intl = useIntl();
  return (
    <span className="wf-badge wf-exchange-pending">
      {intl.formatMessage({ id: 'exchange.pendingStatus' })}
    </span>
  );
}

/** The new flights of a requested change, each marked pending until the airline confirms. */
export function PendingFlightList({
  slices,
  label,
}: {
  slices: readonly ExchangeSliceView[];
  label: string;
}) {
  return (
    <ul className="wf-exchange-flights" aria-label={label}>
      {slices.map((slice) => (
        <li key={slice.sliceIndex} className="wf-exchange-flight">
          <SliceViewLines slice={slice} />
          <PendingBadge />
        </li>
      ))}
    </ul>
  );
}
