import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DateGridCell, FlightDateGridQuery } from '@wayfare/contracts/flight-calendar';
import type { PassengerCounts } from '@wayfare/contracts/flights';
import { countPassengers } from '@wayfare/domain/passenger-counts';
import { flightDateGridQueryOptions } from '../../api/flight-calendar-calls';
import { formatIsoDate } from '../../format/format-dates';
import { formatFare } from '../../format/format-money';
import { Button } from '../../ui/button';

/** How far either side of the searched dates the grid reaches. */
const REACH_DAYS = 3;
const DAY_MS = 86_400_000;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const around = (date: string) =>
  Array.from({ length: 2 * REACH_DAYS + 1 }, (_, i) => addDays(date, i - REACH_DAYS));

export interface DateGridTrip {
  tripType: 'one_way' | 'round_trip';
  origin: string;
  destination: string;
  departureDate: string;
  /** The round trip's return; undefined one-way. */
  returnDate: string | undefined;
  passengers: PassengerCounts;
  cabinClass: FlightDateGridQuery['cabin'];
}

export interface DateGridProps {
  /** The section's id, which its toggle (DateGridToggle) controls. */
  id: string;
  trip: DateGridTrip;
  /** The results of another pair of dates, the view (sort and filters) kept. */
  hrefFor: (departureDate: string, returnDate: string | null) => string;
}

/**
 * Shows or hides the flexible dates (a disclosure): small enough to sit beside the results'
 * "Change search", so a closed grid costs the first screen nothing on a phone.
 */
export function DateGridToggle({
  isOpen,
  onToggle,
  controls,
}: {
  isOpen: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="wf-button wf-date-grid-toggle"
      data-variant="secondary"
      aria-expanded={isOpen}
      aria-controls={isOpen ? controls : undefined}
      onClick={onToggle}
    >
      {intl.formatMessage({ id: 'dateGrid.toggle' })}
      <span aria-hidden="true">{isOpen ? ' ▴' : ' ▾'}</span>
    </button>
  );
}

/**
 * Flexible dates: the lowest total three days either side of the searched dates, as a table
 * (round trip: departures by row, returns by column; one-way: a row of seven days). The searched
 * dates are marked, and the cheapest cell; each price links to that search. The table's dates are
 * known before its prices, so it keeps its size while they load.
 */
export function DateGrid({ id, trip, hrefFor }: DateGridProps) {
  const intl = useIntl();
  const isRoundTrip = trip.tripType === 'round_trip' && trip.returnDate !== undefined;
  const query: FlightDateGridQuery = {
    origin: trip.origin,
    destination: trip.destination,
    tripType: isRoundTrip ? 'round_trip' : 'one_way',
    adt: trip.passengers.ADT,
    cnn: trip.passengers.CNN,
    ins: trip.passengers.INS,
    inf: trip.passengers.INF,
    ...(trip.cabinClass ? { cabin: trip.cabinClass } : {}),
    departureDate: trip.departureDate,
    ...(isRoundTrip && trip.returnDate ? { returnDate: trip.returnDate } : {}),
  };
  const grid = useQuery(flightDateGridQueryOptions(query));
  const departures = around(trip.departureDate);
  const returns = isRoundTrip && trip.returnDate ? around(trip.returnDate) : [];
  const cells = new Map<string, DateGridCell>(
    (grid.data?.cells ?? []).map((c) => [`${c.departureDate}|${c.returnDate ?? ''}`, c]),
  );
  const cheapest = grid.data?.cheapest ?? null;
  const travelers = countPassengers(trip.passengers);
  const headingId = `${id}-heading`;
  const descriptionId = `${id}-description`;
  const dateText = (date: string) => formatIsoDate(intl, date);
  /** A header's date on two lines where space is short ("Thu" over "Dec 10"). */
  const shortDate = (date: string) => {
    const at = `${date}T12:00:00Z`;
    return (
      <span className="wf-date-grid-date" aria-hidden="true">
        <span>{intl.formatDate(at, { weekday: 'short', timeZone: 'UTC' })}</span>{' '}
        <span>{intl.formatDate(at, { month: 'short', day: 'numeric', timeZone: 'UTC' })}</span>
      </span>
    );
  };
  // A phone shows a few days at a time: the searched dates are scrolled into the middle.
  const scrollRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scrollRef.current;
    const cell = box?.querySelector<HTMLElement>('td[data-current]');
    if (!box || !cell || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = cell.offsetLeft - (box.clientWidth - cell.offsetWidth) / 2;
  }, [trip.departureDate, trip.returnDate]);

  const renderCell = (departureDate: string, returnDate: string | null) => {
    const cell = cells.get(`${departureDate}|${returnDate ?? ''}`);
    const isCurrent =
      departureDate === trip.departureDate && (returnDate ?? undefined) === trip.returnDate;
    const isCheapest =
      cheapest !== null &&
      cheapest.departureDate === departureDate &&
      cheapest.returnDate === returnDate;
    const state = grid.isPending ? 'loading' : cell?.lowest ? 'priced' : 'none';
    return (
      <td
        key={`${departureDate}|${returnDate ?? ''}`}
        data-current={isCurrent || undefined}
        data-cheapest={(isCheapest && state === 'priced') || undefined}
        data-state={state}
      >
        {state === 'loading' ? (
          <span className="wf-date-grid-placeholder" aria-hidden="true">
            ···
          </span>
        ) : cell?.lowest ? (
          <Link
            to={hrefFor(departureDate, returnDate)}
            className="wf-date-grid-link"
            aria-current={isCurrent ? 'page' : undefined}
          >
            <span className="wf-date-grid-price">{formatFare(intl, cell.lowest)}</span>
            {isCurrent ? (
              <span className="wf-date-grid-tag">
                {intl.formatMessage({ id: 'dateGrid.current' })}
              </span>
            ) : null}
            {isCheapest ? (
              <span className="wf-date-grid-tag" data-kind="cheapest">
                {intl.formatMessage({ id: 'dateGrid.cheapest' })}
              </span>
            ) : null}
          </Link>
        ) : (
          <span className="wf-date-grid-none">
            <span aria-hidden="true">—</span>
            <span className="wf-visually-hidden">
              {intl.formatMessage({ id: 'dateGrid.none' })}
            </span>
          </span>
        )}
      </td>
    );
  };

  return (
    <section id={id} className="wf-card wf-date-grid" aria-labelledby={headingId}>
      <h2 id={headingId} className="wf-date-grid-heading">
        {intl.formatMessage({ id: 'dateGrid.heading' })}
      </h2>
      {/* Loading is said, not shown: the table's cells show it, so nothing moves after. */}
      <p className={grid.isError ? 'wf-date-grid-status' : 'wf-visually-hidden'} role="status">
        {grid.isPending
          ? intl.formatMessage({ id: 'dateGrid.loading' })
          : grid.isError
            ? intl.formatMessage({ id: 'dateGrid.error' })
            : ''}
      </p>
      <p id={descriptionId} className="wf-date-grid-caption">
        {intl.formatMessage(
          { id: isRoundTrip ? 'dateGrid.caption.roundTrip' : 'dateGrid.caption.oneWay' },
          { travelers },
        )}
      </p>
      {grid.isError ? (
        <Button variant="secondary" onPress={() => void grid.refetch()}>
          {intl.formatMessage({ id: 'common.tryAgain' })}
        </Button>
      ) : (
        // Wider than a phone: the table scrolls sideways (its links take the focus along).
        <div className="wf-date-grid-scroll" ref={scrollRef}>
          <table
            className="wf-date-grid-table"
            aria-labelledby={headingId}
            aria-describedby={descriptionId}
            aria-busy={grid.isPending}
          >
            <thead>
              <tr>
                {isRoundTrip ? (
                  <th scope="col" className="wf-date-grid-corner">
                    {intl.formatMessage({ id: 'dateGrid.corner' })}
                  </th>
                ) : (
                  <td className="wf-date-grid-corner" />
                )}
                {(isRoundTrip ? returns : departures).map((date) => (
                  <th
                    key={date}
                    scope="col"
                    data-current={
                      date === (isRoundTrip ? trip.returnDate : trip.departureDate) || undefined
                    }
                  >
                    <span className="wf-visually-hidden">
                      {intl.formatMessage(
                        {
                          id: isRoundTrip ? 'dateGrid.returnHeader' : 'dateGrid.departureHeader',
                        },
                        { date: dateText(date) },
                      )}
                    </span>
                    {shortDate(date)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {isRoundTrip ? (
                departures.map((departure) => (
                  <tr key={departure}>
                    <th scope="row" data-current={departure === trip.departureDate || undefined}>
                      <span className="wf-visually-hidden">
                        {intl.formatMessage(
                          { id: 'dateGrid.departureHeader' },
                          { date: dateText(departure) },
                        )}
                      </span>
                      {shortDate(departure)}
                    </th>
                    {returns.map((back) => renderCell(departure, back))}
                  </tr>
                ))
              ) : (
                <tr>
                  <th scope="row">{intl.formatMessage({ id: 'dateGrid.rowHeader.oneWay' })}</th>
                  {departures.map((departure) => renderCell(departure, null))}
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
