import type { QueryClient } from '@tanstack/react-query';
import { hotelAvailabilityQueryOptions } from '../api/hotels-calls';
import { STORAGE_KEYS, readStoredValue } from '../api/storage-keys';
import { resolveInitialLocale } from '../i18n/locale';
import { restrictHotelFilters, type HotelProduct } from '../model/hotel-product';
import {
  readHotelListParams,
  readHotelSearchParams,
  toHotelSearchRequest,
} from '../model/hotel-search-params';
import { ignoreFailure, isProbablySignedIn } from './prefetch-results';

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
