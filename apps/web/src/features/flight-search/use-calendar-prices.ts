import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { flightCalendarQueryOptions } from '../../api/flight-calendar-calls';
import type { CalendarPrices } from '../../ui/calendar-prices';
import { buildCalendarQuery, toCalendarPrices } from './calendar-prices';
import type { FlightSearchDraft } from './search-draft';

export interface CalendarPriceSlot {
  /** Undefined without a route (or for multi-city): the calendar shows dates only. */
  prices: CalendarPrices | undefined;
  /** The calendar is about to open: its prices are fetched from then on. */
  onCalendarIntent: () => void;
  onAnchorChange: (date: string | null) => void;
}

/**
 * The fare calendar of the draft's route for the date picker, fetched once the person reaches for
 * the calendar (not for every form shown), and again for the return days once a round trip's
 * departure is picked in it.
 */
export function useCalendarPrices(draft: FlightSearchDraft): CalendarPriceSlot {
  const intl = useIntl();
  const [isWanted, setIsWanted] = useState(false);
  const [anchor, setAnchor] = useState<string | null>(null);
  const query = buildCalendarQuery(draft, anchor);
  const answer = useQuery(
    flightCalendarQueryOptions(
      query ?? { origin: '', destination: '' },
      isWanted && query !== null,
    ),
  );
  return {
    prices: query
      ? toCalendarPrices(intl, query, draft.passengers, {
          status: answer.status,
          data: answer.data,
        })
      : undefined,
    onCalendarIntent: () => setIsWanted(true),
    onAnchorChange: setAnchor,
  };
}
