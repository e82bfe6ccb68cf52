import type { IntlShape } from 'react-intl';
import type {
  FlightCalendarQuery,
  FlightCalendarResponse,
} from '@wayfare/contracts/flight-calendar';
import { countPassengers } from '@wayfare/domain/passenger-counts';
import { formatCalendarFare, formatFare } from '../../format/format-money';
import { formatIsoDate } from '../../format/format-dates';
import type { CalendarDayPrice, CalendarPrices } from '../../ui/calendar-prices';
import type { FlightSearchDraft } from './search-draft';

/** A round trip's departure days are priced for a trip this long until the dates say otherwise. */
export const DEFAULT_STAY_DAYS = 7;
const MAX_STAY_DAYS = 60;
const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * What the date picker prices for the draft: a one-way's departure days; a round trip's
 * departure days for the stay its dates have (7 days until both are chosen), or, once a departure
 * is picked in the calendar (`anchor`), its return days. Null when there is no route yet (or for
 * multi-city, whose flights are priced together only by the search).
 */
export function buildCalendarQuery(
  draft: FlightSearchDraft,
  anchor: string | null,
): FlightCalendarQuery | null {
  const slice = draft.slices[0];
  const origin = slice?.origin?.code;
  const destination = slice?.destination?.code;
  if (draft.tripType === 'multi_city' || !origin || !destination || origin === destination)
    return null;
  const route = {
    origin,
    destination,
    adt: draft.passengers.ADT,
    cnn: draft.passengers.CNN,
    ins: draft.passengers.INS,
    inf: draft.passengers.INF,
    // Economy includes basic economy: the search then asks for every cabin.
    ...(draft.cabin === 'Economy' ? {} : { cabin: draft.cabin }),
  };
  if (draft.tripType === 'one_way') return { ...route, tripType: 'one_way' };
  if (anchor) return { ...route, tripType: 'round_trip', departureDate: anchor };
  const departure = slice.departureDate;
  const stay =
    departure && draft.returnDate ? daysBetween(departure, draft.returnDate) : DEFAULT_STAY_DAYS;
  return {
    ...route,
    tripType: 'round_trip',
    stay: stay >= 0 && stay <= MAX_STAY_DAYS ? stay : DEFAULT_STAY_DAYS,
  };
}

/** The note under the calendar: what its prices are, for how many travellers. */
function describePrices(
  intl: IntlShape,
  query: FlightCalendarQuery,
  passengers: FlightSearchDraft['passengers'],
): string {
  const travelers = countPassengers(passengers);
  if (query.tripType === 'one_way')
    return intl.formatMessage({ id: 'flightCalendar.note.oneWay' }, { travelers });
  if (query.departureDate)
    return intl.formatMessage(
      { id: 'flightCalendar.note.return' },
      { travelers, date: formatIsoDate(intl, query.departureDate) },
    );
  return intl.formatMessage(
    { id: 'flightCalendar.note.roundTrip' },
    { travelers, days: query.stay ?? DEFAULT_STAY_DAYS },
  );
}

/** The calendar's prices from the answer (or its loading and failure), in the reader's words. */
export function toCalendarPrices(
  intl: IntlShape,
  query: FlightCalendarQuery,
  passengers: FlightSearchDraft['passengers'],
  answer: { status: 'pending' | 'error' | 'success'; data: FlightCalendarResponse | undefined },
): CalendarPrices {
  if (answer.status === 'pending')
    return {
      status: 'loading',
      days: new Map(),
      note: intl.formatMessage({ id: 'flightCalendar.loading' }),
      legend: null,
    };
  if (answer.status === 'error' || !answer.data)
    return {
      status: 'unavailable',
      days: new Map(),
      note: intl.formatMessage({ id: 'flightCalendar.unavailable' }),
      legend: null,
    };
  const days = new Map<string, CalendarDayPrice>();
  for (const day of answer.data.days) {
    if (!day.lowest) continue;
    const price = formatFare(intl, day.lowest);
    days.set(day.date, {
      text: formatCalendarFare(intl, day.lowest),
      level: day.level,
      spoken: day.level
        ? intl.formatMessage({ id: `flightCalendar.spoken.${day.level}` }, { price })
        : price,
    });
  }
  return {
    status: 'ready',
    days,
    note: describePrices(intl, query, passengers),
    legend: answer.data.usual
      ? {
          low: intl.formatMessage({ id: 'flightCalendar.legend.low' }),
          typical: intl.formatMessage({ id: 'flightCalendar.legend.typical' }),
          high: intl.formatMessage({ id: 'flightCalendar.legend.high' }),
        }
      : null,
  };
}
