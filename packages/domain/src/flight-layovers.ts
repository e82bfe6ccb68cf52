/** The parts of a flight segment a layover is measured from. */
export interface LayoverSegment {
  origin: { code: string };
  destination: { code: string };
  /** ISO-8601 with the airport's UTC offset, e.g. `2026-12-15T15:00:00-05:00`. */
  zonedDepartureTime: string;
  zonedArrivalTime: string;
  isSelfTransferLayover: boolean;
}

export interface Layover {
  /** Where the traveller changes planes: the arriving segment's destination. */
  airportCode: string;
  /** The departing segment's origin when it differs (a change of airport, e.g. LGA → JFK). */
  departureAirportCode: string;
  minutes: number;
  isSelfTransfer: boolean;
}

const MINUTE_MS = 60_000;

/**
 * The wait between arriving on one segment and leaving on the next: the difference of the two
 * zoned instants, so a connection across time zones or over a clock change counts real minutes
 * (wall-clock times from two zones, or either side of a change, do not subtract). Throws on a
 * time without its offset, which no segment may carry.
 */
export function measureLayoverMinutes(arriving: LayoverSegment, departing: LayoverSegment): number {
  const arrivedMs = Date.parse(arriving.zonedArrivalTime);
  const leavesMs = Date.parse(departing.zonedDepartureTime);
  if (!Number.isFinite(arrivedMs) || !Number.isFinite(leavesMs)) {
    throw new Error(
      `Not a zoned time: ${arriving.zonedArrivalTime} or ${departing.zonedDepartureTime}`,
    );
  }
  return Math.round((leavesMs - arrivedMs) / MINUTE_MS);
}

/** Every connection of a slice, in order: one fewer than its segments. */
export function listLayovers(segments: readonly LayoverSegment[]): Layover[] {
  const layovers: Layover[] = [];
  for (let index = 1; index < segments.length; index += 1) {
    const arriving = segments[index - 1];
    const departing = segments[index];
    if (!arriving || !departing) continue;
    layovers.push({
      airportCode: arriving.destination.code,
      departureAirportCode: departing.origin.code,
      minutes: measureLayoverMinutes(arriving, departing),
      isSelfTransfer: arriving.isSelfTransferLayover || departing.isSelfTransferLayover,
    });
  }
  return layovers;
}
