import { useIntl } from 'react-intl';
import type { RecentFlightSearch } from '@wayfare/contracts/flight-shop';
import { countPassengers } from '@wayfare/domain/passenger-counts';

export interface RecentSearchesProps {
  searches: readonly RecentFlightSearch[];
  onRun: (search: RecentFlightSearch) => void;
}

const MAX_CARDS = 4;

function formatIsoDate(intl: ReturnType<typeof useIntl>, iso: string): string {
  // Calendar dates, not instants: format at noon UTC in UTC so no zone moves the day.
  return intl.formatDate(`${iso}T12:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The user's recent flight searches as cards; pressing one searches again (`recently_searched_air`). */
export function RecentSearches({ searches, onRun }: RecentSearchesProps) {
  const intl = useIntl();
  if (searches.length === 0) return null;
  return (
    <section className="wf-recent-searches" aria-labelledby="recent-searches-title">
      <h2 id="recent-searches-title">{intl.formatMessage({ id: 'flightSearch.recentTitle' })}</h2>
      <ul className="wf-recent-list">
        {searches.slice(0, MAX_CARDS).map((recent) => {
          const first = recent.labels[0];
          const firstSlice = recent.search.slices[0];
          const lastSlice = recent.search.slices[recent.search.slices.length - 1];
          const route = intl.formatMessage(
            { id: 'flightSearch.recentRoute' },
            {
              origin: first?.origin ?? firstSlice?.origin ?? '',
              destination: first?.destination ?? firstSlice?.destination ?? '',
            },
          );
          const dates =
            firstSlice && lastSlice && recent.search.slices.length > 1
              ? `${formatIsoDate(intl, firstSlice.departureDate)} – ${formatIsoDate(intl, lastSlice.departureDate)}`
              : firstSlice
                ? formatIsoDate(intl, firstSlice.departureDate)
                : '';
          const travelers = intl.formatMessage(
            { id: 'flightSearch.travelersSummary' },
            { count: countPassengers(recent.search.passengers) },
          );
          return (
            <li key={recent.id}>
              {/* Named by what it shows (axe: a label must contain the visible text); the
                  section's heading says these search again. */}
              <button
                type="button"
                className="wf-card wf-recent-card"
                onClick={() => onRun(recent)}
              >
                <span className="wf-recent-route">{route}</span>
                <span className="wf-recent-meta">
                  {intl.formatMessage({ id: `tripType.${recent.search.tripType}` })} · {dates} ·{' '}
                  {travelers}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
