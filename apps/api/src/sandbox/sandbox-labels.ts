import type { FlightSegment } from '@wayfare/contracts/flights';
import type { FlightWorld } from '@wayfare/supply/flights/flight-world';
import { isOperating, parseInstanceId } from '@wayfare/supply/flights/flight-instances';
import { buildItineraryView } from '@wayfare/supply/flights/itinerary-view';

/** How the console names things it changes: flights, price moves. */

/** "UA 123 JFK→LAX" */
export const describeSegment = (s: FlightSegment) =>
  `${s.marketingAirline.code} ${s.marketingAirline.flightNumber} ${s.origin.code}→${s.destination.code}`;

/** "UA 123 JFK→LAX 2026-12-14 08:05" (local departure) */
export const describeSegmentDeparture = (s: FlightSegment) =>
  `${describeSegment(s)} ${s.departureTime.replace('T', ' ')}`;

/** "+20%", "-25%" */
export const signed = (percent: number) => (percent > 0 ? `+${percent}%` : `${percent}%`);

/** A flight instance (`<schedule>@<day>`) as search shows it, or null when the world has none. */
export function describeFlightInstance(
  world: FlightWorld,
  flightInstanceId: string,
): string | null {
  const inst = parseInstanceId(flightInstanceId);
  if (
    !inst ||
    inst.schedule >= world.net.scheduleCount ||
    !isOperating(world.net, inst.schedule, inst.localDay)
  )
    return null;
  const view = buildItineraryView(world.net, [inst.schedule], [inst.localDay], [], new Map());
  const segment = view.segments[0];
  return segment ? describeSegmentDeparture(segment) : '';
}
