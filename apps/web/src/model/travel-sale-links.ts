import type { FlightEntrySource } from '@wayfare/contracts/flight-shop';
import type { TravelSaleDestination } from '@wayfare/contracts/travel-sale';
import { buildFlightSearchParams } from './flight-search-params';

/**
 * The flight search a sale destination opens: one way, one adult, on the day its sale fare flies,
 * so the results show that fare; the entry source says where it was opened from (spec §2).
 */
export function buildSaleFlightPath(
  originCode: string,
  destination: TravelSaleDestination,
  entrySource: Extract<FlightEntrySource, 'travel_sale_landing' | 'travel_sale_homepage'>,
): string | null {
  if (!destination.sale) return null;
  const params = buildFlightSearchParams({
    tripType: 'one_way',
    slices: [
      {
        origin: originCode,
        destination: destination.place.code,
        departureDate: destination.sale.departureDate,
      },
    ],
    passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
    maxStops: 2,
    excludeLowCostCarriers: false,
    entrySource,
  });
  return `/flights/shop?${params.toString()}`;
}
