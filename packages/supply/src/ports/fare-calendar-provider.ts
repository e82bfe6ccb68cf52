import type { CabinClass, PassengerCounts } from '@wayfare/contracts/flights';
import type { SeatCabin } from '../flights/fare-products';
import {
  listFareCalendarDayInstances,
  planFareCalendar,
  priceFareCalendar,
  priceFareCalendarDay,
  type DayFare,
} from '../flights/fare-calendar';
import type { FlightWorld } from '../flights/flight-world';
import { formatIsoDate, parseIsoDate, type Instant } from '../reference/calendar';
import { fail, succeed, type SupplyResult } from '../supply-result';
import type { SeatInventory } from './seat-inventory';

/** The longest span of dates one call prices (the horizon is 330 days). */
export const MAX_CALENDAR_DAYS = 400;

export interface FareCalendarQuery {
  /** An airport or a metro area code, as the flight search takes them. */
  origin: string;
  destination: string;
  passengers: PassengerCounts;
  /** Only fares at or above this cabin, as in the search. */
  cabinClass?: CabinClass | undefined;
  maxStops: number;
  excludeLowCostCarriers: boolean;
  /**
   * Price each day's flights as a one-way trip, or as one flight of a round trip (airlines file
   * round-trip fares; a round trip's total is its two flights' fares priced so, added up).
   */
  pricedAs: 'one_way' | 'round_trip';
  /** First and last departure dates (YYYY-MM-DD), inclusive. */
  fromDate: string;
  toDate: string;
}

/** A departure date's lowest fare for the whole party; null when nothing sells that day. */
export interface DayLowestFare {
  date: string;
  lowest: { amountMinor: number; currency: 'USD' } | null;
}

/**
 * Fares by date, as fare-tracking calendars show them: what any flight supplier (the sandbox
 * today, a real one's low-fare calendar later) answers for a route. Each date's fare is what a
 * search for that date would show as its cheapest, as of `now`; dates not on sale answer null.
 */
export interface FareCalendarProvider {
  findLowestFares(query: FareCalendarQuery, now: Instant): Promise<SupplyResult<DayLowestFare[]>>;
}

function toLookup(sold: Map<string, Partial<Record<SeatCabin, number>>>) {
  return (id: string, cabin: SeatCabin) => sold.get(id)?.[cabin] ?? 0;
}

/**
 * The sandbox's calendar: every day priced as the search prices it (fare-calendar.ts), first
 * without the portal's own sales, which only close fares. A day whose cheapest fare flies on a
 * flight the portal has sold seats on is priced again with those sales, so the answer is exact.
 */
export function createSandboxFareCalendarProvider(
  world: FlightWorld,
  inventory: SeatInventory,
): FareCalendarProvider {
  return {
    async findLowestFares(query, now) {
      const from = parseIsoDate(query.fromDate);
      const to = parseIsoDate(query.toDate);
      if (from === null || to === null)
        return fail('InvalidDate', 'Calendar dates must be valid dates (YYYY-MM-DD).');
      if (to < from) return fail('InvalidDate', 'The calendar ends before it starts.');
      if (to - from + 1 > MAX_CALENDAR_DAYS)
        return fail('InvalidRequest', `A calendar covers at most ${MAX_CALENDAR_DAYS} days.`);
      const planned = planFareCalendar(
        world,
        {
          origin: query.origin,
          destination: query.destination,
          passengers: query.passengers,
          cabinClass: query.cabinClass,
          maxStops: query.maxStops,
          excludeLowCostCarriers: query.excludeLowCostCarriers,
          isPartOfJourney: query.pricedAs === 'round_trip',
        },
        now,
      );
      if (!planned.ok) return planned;
      const { plan } = planned;
      const days: DayFare[] = priceFareCalendar(plan, from, to);
      const winners = new Set(days.flatMap((d) => d.flightInstanceIds));
      const sold = winners.size > 0 ? await inventory.getSoldSeats([...winners]) : new Map();
      for (const [i, d] of days.entries()) {
        if (!d.flightInstanceIds.some((id) => sold.has(id))) continue;
        const daySales = await inventory.getSoldSeats(listFareCalendarDayInstances(plan, d.day));
        days[i] = priceFareCalendarDay(plan, d.day, toLookup(daySales));
      }
      return succeed(
        days.map((d) => ({
          date: formatIsoDate(d.day),
          lowest: d.lowestMinor === null ? null : { amountMinor: d.lowestMinor, currency: 'USD' },
        })),
      );
    },
  };
}
