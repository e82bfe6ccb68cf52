import { useQueries } from '@tanstack/react-query';
import type {
  HotelAvailabilityHotel,
  HotelAvailabilityRequest,
} from '@wayfare/contracts/hotel-shop';
import { useMemo } from 'react';
import { HOTEL_PAGE_SIZE, postHotelAvailability } from '../../api/hotels-calls';

/** The map shows more than the list's first page: pills are cheap, cards are not. */
export const MAP_HOTEL_LIMIT = 200;

/**
 * The hotels for the map: those the list has loaded and, while the map is shown, the following
 * pages up to MAP_HOTEL_LIMIT (fetched side by side, cached like the list's).
 */
export function useMapHotels(
  request: Omit<HotelAvailabilityRequest, 'offset' | 'limit'>,
  loaded: readonly HotelAvailabilityHotel[],
  total: number,
  isEnabled: boolean,
): HotelAvailabilityHotel[] {
  const offsets: number[] = [];
  const end = Math.min(total, MAP_HOTEL_LIMIT);
  for (let offset = loaded.length; isEnabled && offset < end; offset += HOTEL_PAGE_SIZE) {
    offsets.push(offset);
  }
  const extra = useQueries({
    queries: offsets.map((offset) => ({
      queryKey: ['hotels', 'availability', 'map', request, offset],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        postHotelAvailability({ ...request, offset, limit: HOTEL_PAGE_SIZE }, signal),
      staleTime: 5 * 60_000,
      retry: false,
    })),
    combine: (results) => results.map((result) => result.data?.hotels),
  });
  return useMemo(() => {
    const byId = new Map<string, HotelAvailabilityHotel>();
    for (const hotel of [...loaded, ...extra.flatMap((hotels) => hotels ?? [])]) {
      if (!byId.has(hotel.lodgingId)) byId.set(hotel.lodgingId, hotel);
    }
    return [...byId.values()];
  }, [loaded, extra]);
}
