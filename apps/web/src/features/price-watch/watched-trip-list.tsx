import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { countPassengers } from '@wayfare/domain/passenger-counts';
import type { PriceWatch, WatchesResponse } from '@wayfare/contracts/price-watch';
import { WATCHES_KEY, watchesQueryOptions } from '../../api/price-watch-calls';
import { Button } from '../../ui/button';
import { BellIcon } from './bell-icon';
import { StopWatchingDialog } from './stop-watching-dialog';
import { buildWatchResultsPath, selectFocusAfterRemoval } from './watch-model';
import { selectWatchChange, useWatchWords } from './watch-words';
import './price-watch.css';

const headingId = (watch: PriceWatch) => `watch-${watch.watchId}`;

/** One watched trip: route and dates, travelers, today's lowest price and its change, the advice. */
function WatchedTripCard({
  watch,
  onStop,
}: {
  watch: PriceWatch;
  onStop: (watch: PriceWatch) => void;
}) {
  const intl = useIntl();
  const words = useWatchWords();
  const { request } = watch;
  const cabin = request.cabinClass ?? 'Economy';
  const change = selectWatchChange(watch).direction;
  const checked = watch.lastCheckedAt
    ? words.instant(watch.lastCheckedAt)
    : watch.nextCheckAt
      ? intl.formatMessage(
          { id: 'priceWatch.checked.never' },
          { time: words.instant(watch.nextCheckAt) },
        )
      : intl.formatMessage({ id: 'priceWatch.checked.neverUnscheduled' });
  return (
    <article
      className="wf-card wf-trip-card wf-watch-card"
      aria-labelledby={headingId(watch)}
      data-state={watch.state}
    >
      <div className="wf-trip-card-head">
        <span className="wf-trip-type wf-watch-type">
          <BellIcon size={22} />
        </span>
        <div className="wf-trip-card-titles">
          <p className="wf-trip-kind">{intl.formatMessage({ id: 'priceWatch.card.kind' })}</p>
          {/* Focus lands here when the card before it stops being watched. */}
          <h3 id={headingId(watch)} tabIndex={-1}>
            {words.route(request)}
          </h3>
          <p className="wf-trip-subtitle">
            {intl.formatMessage({ id: `tripType.${request.tripType}` })} ·{' '}
            {intl.formatMessage({ id: `cabin.${cabin}` })}
          </p>
        </div>
        <div className="wf-trip-badges">
          {watch.state === 'JustWatched' || watch.state === 'Watching' ? (
            <span className="wf-badge wf-watch-badge" data-state={watch.state}>
              {intl.formatMessage({ id: `priceWatch.state.${watch.state}` })}
            </span>
          ) : null}
        </div>
      </div>
      <dl className="wf-watch-figures">
        <div>
          <dt>{intl.formatMessage({ id: 'priceWatch.card.price' })}</dt>
          <dd className="wf-watch-price" data-testid="watch-price" data-change={change}>
            {words.price(watch)}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceWatch.card.advice' })}</dt>
          <dd className="wf-watch-advice" data-advice={watch.advice}>
            {intl.formatMessage({ id: `priceWatch.advice.${watch.advice}` })}
          </dd>
        </div>
      </dl>
      <dl className="wf-trip-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'priceWatch.card.dates' })}</dt>
          <dd>{words.dates(request)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceWatch.card.travelers' })}</dt>
          <dd>
            {intl.formatMessage(
              { id: 'flightSearch.travelersSummary' },
              { count: countPassengers(request.passengers) },
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceWatch.card.checked' })}</dt>
          <dd>{checked}</dd>
        </div>
      </dl>
      <div className="wf-row wf-watch-actions">
        <Link
          to={buildWatchResultsPath(request)}
          className="wf-button"
          data-variant="primary"
          aria-describedby={headingId(watch)}
        >
          {intl.formatMessage({ id: 'priceWatch.card.seeFlights' })}
        </Link>
        <Button
          variant="secondary"
          aria-describedby={headingId(watch)}
          onPress={() => onStop(watch)}
        >
          {intl.formatMessage({ id: 'priceWatch.card.stop' })}
        </Button>
      </div>
    </article>
  );
}

/**
 * Watched trips (spec §2): a card per live watch, newest first. "Stop watching" asks first (the
 * stop-watching modal); once stopped the card leaves, focus moves to the card that took its place
 * (or the one before it, or the section when none is left) and the change is read out.
 */
export function WatchedTripList({
  watches,
  empty,
}: {
  watches: readonly PriceWatch[];
  /** What the section shows once nothing is watched (the page's own empty state). */
  empty: ReactNode;
}) {
  const intl = useIntl();
  const words = useWatchWords();
  const queryClient = useQueryClient();
  const sectionRef = useRef<HTMLDivElement>(null);
  const [stopping, setStopping] = useState<PriceWatch | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Set when a card leaves: where focus goes once the list has re-rendered without it (after the
  // dialog, which would otherwise hand focus back to the card's button on its way out).
  const focusAfterRemoval = useRef<{ removedId: string; focusId: string | null } | null>(null);

  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (!target || watches.some((w) => w.watchId === target.removedId)) return;
    focusAfterRemoval.current = null;
    const heading = target.focusId ? document.getElementById(`watch-${target.focusId}`) : null;
    (heading ?? sectionRef.current)?.focus();
  }, [watches]);

  const handleStopped = (_stopped: PriceWatch, watch: PriceWatch) => {
    const index = watches.findIndex((w) => w.watchId === watch.watchId);
    const remaining = watches.filter((w) => w.watchId !== watch.watchId);
    focusAfterRemoval.current = {
      removedId: watch.watchId,
      focusId: selectFocusAfterRemoval(
        remaining.map((w) => w.watchId),
        Math.max(index, 0),
      ),
    };
    queryClient.setQueryData<WatchesResponse>(watchesQueryOptions().queryKey, (data) =>
      data ? { watches: data.watches.filter((w) => w.watchId !== watch.watchId) } : data,
    );
    // The results page's button asks again whether its search is watched.
    void queryClient.invalidateQueries({
      queryKey: WATCHES_KEY,
      predicate: (query) => query.queryKey[1] === 'find',
    });
    setStopping(null);
    const route = words.route(watch.request);
    setAnnouncement(
      intl.formatMessage(
        { id: remaining.length === 0 ? 'priceWatch.stop.doneLast' : 'priceWatch.stop.done' },
        { route },
      ),
    );
  };

  return (
    <div ref={sectionRef} className="wf-watched-trips" tabIndex={-1}>
      <p className="wf-visually-hidden" role="status">
        {announcement}
      </p>
      {watches.length === 0 ? (
        empty
      ) : (
        <ul className="wf-trip-list">
          {watches.map((watch) => (
            <li key={watch.watchId}>
              <WatchedTripCard watch={watch} onStop={setStopping} />
            </li>
          ))}
        </ul>
      )}
      <StopWatchingDialog
        watch={stopping}
        onClose={() => setStopping(null)}
        onStopped={handleStopped}
      />
    </div>
  );
}
