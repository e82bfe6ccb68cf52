import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import type { FindWatchResponse, PriceWatch } from '@wayfare/contracts/price-watch';
import { findWatchQueryOptions, postWatch, watchesQueryOptions } from '../../api/price-watch-calls';
import { Button } from '../../ui/button';
import { BellIcon } from './bell-icon';
import { StopWatchingDialog } from './stop-watching-dialog';
import { isWatched, selectWatchState } from './watch-model';
import './price-watch.css';

/** Watched trips on My Trips. */
export const WATCHED_TRIPS_PATH = '/trips/?tab=watched';

/**
 * "Watch this trip" (issue 19) beside the price prediction: a toggle button (aria-pressed) whose
 * state is the person's watch of this search, asked for on arrival. Pressing it watches the trip
 * (JustWatched: a short confirmation with the way to Watched trips); pressing it again asks
 * before stopping (the stop-watching modal). While a call runs it is InProcess: busy, and a
 * press does nothing. Shown only once the API has answered whether the trip is watched.
 */
export function WatchThisTrip({ request }: { request: FlightSearchRequest }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const noteId = useId();
  const found = useQuery(findWatchQueryOptions(request));
  const [stopping, setStopping] = useState<PriceWatch | null>(null);
  const [hasStopped, setHasStopped] = useState(false);
  const findKey = findWatchQueryOptions(request).queryKey;

  const settle = (watch: PriceWatch | null) => {
    queryClient.setQueryData<FindWatchResponse>(findKey, { watch });
    // Watched trips read the list again when next shown.
    void queryClient.invalidateQueries({ queryKey: watchesQueryOptions().queryKey });
  };
  const watchTrip = useMutation({
    mutationFn: () => postWatch(request),
    onSuccess: (watch) => {
      setHasStopped(false);
      settle(watch);
    },
  });

  if (found.isError) return null;
  const watch = found.data?.watch ?? null;
  const state = selectWatchState(watch, found.isPending || watchTrip.isPending);
  const pressed = isWatched(state);
  const label = intl.formatMessage({ id: pressed ? 'priceWatch.watching' : 'priceWatch.watch' });

  let note = null;
  if (state === 'JustWatched' || state === 'Watching') {
    note = (
      <>
        {intl.formatMessage({
          id: state === 'JustWatched' ? 'priceWatch.justWatched' : 'priceWatch.watchingSince',
        })}{' '}
        <Link to={WATCHED_TRIPS_PATH}>{intl.formatMessage({ id: 'priceWatch.seeWatched' })}</Link>
      </>
    );
  } else if (state === 'NotWatching' && hasStopped) {
    note = intl.formatMessage({ id: 'priceWatch.stopped' });
  } else {
    // Not watching, and also while it checks or watches, so the note's line is there from the
    // start and nothing below it moves (issue 16).
    note = intl.formatMessage({ id: 'priceWatch.hint' });
  }

  return (
    <div className="wf-watch-entry" data-state={state}>
      <Button
        variant="secondary"
        className="wf-watch-toggle"
        aria-pressed={pressed}
        aria-describedby={noteId}
        isPending={state === 'InProcess'}
        aria-label={found.isPending ? intl.formatMessage({ id: 'priceWatch.checking' }) : undefined}
        onPress={() => {
          if (watch && pressed) setStopping(watch);
          else watchTrip.mutate();
        }}
      >
        <BellIcon filled={pressed} />
        {label}
      </Button>
      {/* Polite: the confirmation after watching and stopping is read out as it appears. */}
      <p id={noteId} className="wf-field-description wf-watch-note" role="status">
        {note}
      </p>
      {watchTrip.isError ? (
        <p className="wf-field-error" role="alert">
          {intl.formatMessage({ id: 'priceWatch.watchFailed' })}
        </p>
      ) : null}
      <StopWatchingDialog
        watch={stopping}
        onClose={() => setStopping(null)}
        onStopped={() => {
          setStopping(null);
          setHasStopped(true);
          settle(null);
        }}
      />
    </div>
  );
}
