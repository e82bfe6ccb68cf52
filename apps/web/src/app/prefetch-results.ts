import type { QueryClient } from '@tanstack/react-query';
import { flightQuoteQueryOptions } from '../api/booking-calls';
import { flightSearchQueryOptions, recentFlightSearchesQueryOptions } from '../api/flights-calls';
import { hotelAvailabilityQueryOptions } from '../api/hotels-calls';
import {
  agentMeQueryOptions,
  rewardsQueryOptions,
  userInfoQueryOptions,
} from '../api/session-calls';
import { isProbablySignedIn } from '../api/request-init';
import { STORAGE_KEYS, readStoredValue } from '../api/storage-keys';
import { canBeAgent } from '../features/agent/agent-session';
import { parseFlightSearchParams } from '../model/flight-search-params';
import { resolveInitialLocale } from '../i18n/locale';
import { restrictHotelFilters, type HotelProduct } from '../model/hotel-product';
import {
  readHotelListParams,
  readHotelSearchParams,
  toHotelSearchRequest,
} from '../model/hotel-search-params';

/**
 * The results pages' searches (and the session, home's and the booking page's data), started by
 * the route's loader when the navigation starts rather than by the page once its code has loaded
 * and rendered: pressing Search and a first visit to a results link both wait for one round trip
 * fewer. Each builds exactly the query its page asks
 * for (same options, same key), so the page picks up the search in flight instead of sending
 * another; one that differed would only search twice. Nothing here may import zod (the hotel
 * list's parameters are read without it): this module is in the first-load bundle, so a search
 * starts as soon as the entry has run, not after another chunk has loaded.
 */

/** The page shows a failure; here it only must not go unhandled. */
export const ignoreFailure = () => undefined;

/** /flights/shop: the search in the URL, as flights-shop-route.tsx's ShopForRequest runs it. */
export function prefetchFlightSearch(queryClient: QueryClient, url: URL): void {
  if (!isProbablySignedIn()) return;
  const request = parseFlightSearchParams(url.searchParams);
  if (request) queryClient.query(flightSearchQueryOptions(request)).catch(ignoreFailure);
}

/** A hotel list's first page, as hotels-availability-route.tsx's Results asks for it. */
export function prefetchHotelAvailability(
  queryClient: QueryClient,
  url: URL,
  product: HotelProduct,
): void {
  if (!isProbablySignedIn()) return;
  const search = readHotelSearchParams(url.searchParams);
  if (!search) return;
  const list = readHotelListParams(url.searchParams);
  const request = {
    ...toHotelSearchRequest(search, {
      ...list,
      filters: restrictHotelFilters(product, list.filters),
    }),
    locale: resolveInitialLocale(readStoredValue(STORAGE_KEYS.locale)),
  };
  queryClient.infiniteQuery(hotelAvailabilityQueryOptions(request)).catch(ignoreFailure);
}

/**
 * The session (GET /userInfo), which the shell and the sign-in gate ask for on every page, started
 * by the entry before the first page's code has loaded, so the gate does not wait a round trip
 * after it. Signed out nothing is asked early: the shell asks as it always did.
 */
export function prefetchSession(queryClient: QueryClient): void {
  if (!isProbablySignedIn()) return;
  queryClient.query(userInfoQueryOptions()).catch(ignoreFailure);
}

/**
 * Home `/`: the rewards and recent searches CustomerHome asks for, once the session is known (their
 * keys hold the person), instead of after the page has rendered; for a session that may be a
 * support agent's, the agent check first, as the page does, and the rest only for a customer.
 */
export function prefetchHome(queryClient: QueryClient): void {
  if (!isProbablySignedIn()) return;
  const prefetchCustomer = (userId: string) => {
    queryClient.query(rewardsQueryOptions(userId)).catch(ignoreFailure);
    queryClient.query(recentFlightSearchesQueryOptions(userId)).catch(ignoreFailure);
  };
  queryClient
    .query(userInfoQueryOptions())
    .then(async (session) => {
      if (!canBeAgent(session)) return prefetchCustomer(session.userId);
      const agent = await queryClient.query(agentMeQueryOptions(session.userId));
      if (!agent.agent) prefetchCustomer(session.userId);
    })
    .catch(ignoreFailure);
}

/** /flights/book?quoteId=…: the held fare, as flights-book-route.tsx's BookPage asks for it. */
export function prefetchFlightQuote(queryClient: QueryClient, url: URL): void {
  if (!isProbablySignedIn()) return;
  const quoteId = url.searchParams.get('quoteId');
  if (quoteId) queryClient.query(flightQuoteQueryOptions(quoteId)).catch(ignoreFailure);
}
