import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import type { FareCalendarProvider } from '@wayfare/supply/ports/fare-calendar-provider';
import type { FlightProvider } from '@wayfare/supply/ports/flight-provider';
import type { SandboxControls } from './sandbox-controls';

const DAY_MS = 86_400_000;
/** A moved flight can be the second or third of an itinerary that left up to two days before. */
const DAYS_BEFORE_MOVED_FLIGHT = 2;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The departure days whose fares a moved flight instance (`<schedule>@<local epoch day>`) can change. */
function listMovedDates(controls: SandboxControls): Set<string> {
  const dates = new Set<string>();
  for (const move of controls.listPriceMoves()) {
    if (move.target.kind !== 'flight') continue;
    const day = Number(/@(\d+)$/.exec(move.target.flightInstanceId)?.[1]);
    if (!Number.isInteger(day)) continue;
    for (let d = day - DAYS_BEFORE_MOVED_FLIGHT; d <= day; d++) dates.add(isoDay(d * DAY_MS));
  }
  return dates;
}

/**
 * The calendar as the console's price moves change it: a day a moved flight can fly on is priced
 * again by the search (which applies the moves), so the calendar still shows what a search shows.
 * A round-trip price is the first flight of a same-day round trip on the route.
 */
export function withCalendarPriceMoves(
  inner: FareCalendarProvider,
  flights: FlightProvider,
  controls: SandboxControls,
): FareCalendarProvider {
  return {
    async findLowestFares(query, now) {
      const found = await inner.findLowestFares(query, now);
      if (!found.ok) return found;
      const moved = listMovedDates(controls);
      if (moved.size === 0) return found;
      const days = [...found.value];
      for (const [i, day] of days.entries()) {
        if (!moved.has(day.date) || day.lowest === null) continue;
        const out = {
          origin: query.origin,
          destination: query.destination,
          departureDate: day.date,
        };
        const request: FlightSearchRequest = {
          tripType: query.pricedAs,
          slices:
            query.pricedAs === 'one_way'
              ? [out]
              : [out, { ...out, origin: query.destination, destination: query.origin }],
          passengers: query.passengers,
          maxStops: query.maxStops,
          excludeLowCostCarriers: query.excludeLowCostCarriers,
          ...(query.cabinClass ? { cabinClass: query.cabinClass } : {}),
        };
        const searched = await flights.searchFlights(request, now);
        if (!searched.ok) continue;
        let lowest: number | null = null;
        for (const it of searched.value.slices[0]?.itineraries ?? [])
          for (const fare of it.fares)
            if (lowest === null || fare.pricing.grandTotal.amountMinor < lowest)
              lowest = fare.pricing.grandTotal.amountMinor;
        days[i] = {
          ...day,
          lowest: lowest === null ? null : { amountMinor: lowest, currency: 'USD' },
        };
      }
      return { ok: true, value: days };
    },
  };
}
