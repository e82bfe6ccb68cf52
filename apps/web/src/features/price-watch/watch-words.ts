import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import type { PriceWatch } from '@wayfare/contracts/price-watch';
import { selectMinorUnitsPerMajor } from '@wayfare/domain/money-format';
import { formatIsoDate } from '../../format/format-dates';
import { formatFare } from '../../format/format-money';
import { comparePrices, selectWatchDates, selectWatchRoute, type PriceChange } from './watch-model';

/** "JFK to LAX", or "JFK → LAX → SFO" for a multi-city trip. */
export function sayWatchRoute(intl: IntlShape, request: FlightSearchRequest): string {
  const route = selectWatchRoute(request);
  return route.kind === 'path'
    ? route.path
    : intl.formatMessage(
        { id: 'priceWatch.route' },
        { origin: route.origin, destination: route.destination },
      );
}

/** "Thu, Dec 10", or "Thu, Dec 10 – Thu, Dec 17" when the trip's flights leave on several days. */
export function sayWatchDates(intl: IntlShape, request: FlightSearchRequest): string {
  const { first, last } = selectWatchDates(request);
  const from = formatIsoDate(intl, first);
  return first === last ? from : `${from} – ${formatIsoDate(intl, last)}`;
}

/** How the lowest price moved since watching started (none: no flights at the last check). */
export function selectWatchChange(watch: PriceWatch): PriceChange | { direction: 'none' } {
  const current = watch.currentLowest;
  if (!current) return { direction: 'none' };
  return comparePrices(watch.startingLowest, current, selectMinorUnitsPerMajor(current.currency));
}

/** "$412, down $38 since you started watching" (prices whole, as the results show fares). */
export function sayWatchPrice(intl: IntlShape, watch: PriceWatch): string {
  const current = watch.currentLowest;
  const change = selectWatchChange(watch);
  if (!current || change.direction === 'none')
    return intl.formatMessage({ id: 'priceWatch.price.none' });
  const price = formatFare(intl, current);
  if (change.direction === 'down' || change.direction === 'up') {
    return intl.formatMessage(
      { id: `priceWatch.price.${change.direction}` },
      { price, amount: formatFare(intl, change.amount) },
    );
  }
  return intl.formatMessage({ id: `priceWatch.price.${change.direction}` }, { price });
}

/** A moment on the travel clock as the person reads it: "Thu, May 1, 7:45 PM". */
export function sayWatchInstant(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** The wording helpers bound to the reader's language. */
export function useWatchWords() {
  const intl = useIntl();
  return useMemo(
    () => ({
      route: (request: FlightSearchRequest) => sayWatchRoute(intl, request),
      dates: (request: FlightSearchRequest) => sayWatchDates(intl, request),
      price: (watch: PriceWatch) => sayWatchPrice(intl, watch),
      instant: (iso: string) => sayWatchInstant(intl, iso),
    }),
    [intl],
  );
}
