import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { PackageIncludedFlight } from '@wayfare/contracts/packages';
import { isApiError } from '../../api/api-error';
import { formatDuration, formatIsoDate, formatLocalTime } from '../../format/format-dates';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/states';
import { buildPackagePath, type PackageArea, type PackageSearchParams } from './package-params';

/** The steps a package goes through, named on every page of the flow. */
const STEPS = ['hotel', 'room', 'flights', 'review', 'book'] as const;
export type PackageFlowStep = (typeof STEPS)[number];

/** "Step 2 of 5: Choose a room", read as one line above the page's heading. */
export function PackageStepLine({ step }: { step: PackageFlowStep }) {
  const intl = useIntl();
  return (
    <p className="wf-package-step">
      {intl.formatMessage(
        { id: 'packageFlow.step' },
        {
          current: STEPS.indexOf(step) + 1,
          total: STEPS.length,
          name: intl.formatMessage({ id: `packageFlow.step.${step}` }),
        },
      )}
    </p>
  );
}

/** The search a page is for: from, to, dates and travellers, with a link to change it. */
export function PackageSearchSummary({
  area,
  search,
}: {
  area: PackageArea;
  search: PackageSearchParams;
}) {
  const intl = useIntl();
  return (
    <p className="wf-lead">
      {intl.formatMessage(
        { id: 'packageFlow.summary' },
        {
          origin: search.originName,
          from: formatIsoDate(intl, search.fromDate),
          until: formatIsoDate(intl, search.untilDate),
          travelers: search.adults + search.children,
          rooms: search.rooms,
        },
      )}{' '}
      <Link to={buildPackagePath(area, 'search', search)}>
        {intl.formatMessage({ id: 'packageFlow.changeSearch' })}
      </Link>
    </p>
  );
}

/** "Air Canada · Nonstop · 8:05 AM – 11:20 AM (3h 15m)": one flight of the package. */
export function IncludedFlightLines({ flight }: { flight: PackageIncludedFlight }) {
  const intl = useIntl();
  return (
    <ul className="wf-package-flight-lines">
      {flight.slices.map((slice, index) => (
        <li key={`${slice.origin}-${slice.destination}-${index}`}>
          <strong>
            {intl.formatMessage(
              { id: index === 0 ? 'packageFlow.outbound' : 'packageFlow.return' },
              { origin: slice.origin, destination: slice.destination },
            )}
          </strong>{' '}
          {intl.formatMessage(
            { id: 'packageFlow.flightLine' },
            {
              airline: slice.airline.name,
              stops: slice.stops,
              departs: formatLocalTime(intl, slice.departureTime),
              arrives: formatLocalTime(intl, slice.arrivalTime),
              duration: formatDuration(intl, slice.durationMinutes),
              fare: slice.fareName,
            },
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A package call that failed: no flight or no hotel for the search (409 `NoAvailability`, its
 * part), a search the server refused (400, its message), or anything else (try again).
 */
export function PackageCallProblem({
  error,
  title,
  onRetry,
  back,
}: {
  error: unknown;
  title: string;
  onRetry: () => void;
  back: { path: string; label: string };
}) {
  const intl = useIntl();
  let body: ReactNode;
  if (isApiError(error) && error.code === 'NoAvailability') {
    body = intl.formatMessage({
      id: error.details.part === 'flight' ? 'packageFlow.noFlight' : 'packageFlow.noHotel',
    });
  } else if (isApiError(error) && error.status === 400) {
    body = error.message;
  } else {
    body = intl.formatMessage({ id: 'packageFlow.failed' });
  }
  return (
    <Notice
      tone="error"
      title={title}
      action={
        <>
          <Button onPress={onRetry}>{intl.formatMessage({ id: 'common.tryAgain' })}</Button>
          <Link to={back.path} className="wf-button" data-variant="secondary">
            {back.label}
          </Link>
        </>
      }
    >
      <p>{body}</p>
    </Notice>
  );
}
