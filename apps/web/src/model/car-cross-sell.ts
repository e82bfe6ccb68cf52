import {
  buildCarPath,
  buildCarSearchParams,
  DEFAULT_DRIVER_AGE,
  type CarSearchParams,
} from './car-search-params';

/** What the cross-sell reads of a booked flight: each slice's first and last flight. */
export interface CrossSellSlice {
  /** Local wall-clock times `YYYY-MM-DDTHH:mm` at each airport. */
  departureTime: string;
  arrivalTime: string;
  destination: { code: string; city: string };
}

const ONE_WAY_RENTAL_DAYS = 3;

/** Adds minutes to a local wall-clock time (`YYYY-MM-DDTHH:mm`), calendar arithmetic only. */
export function addMinutesToLocal(local: string, minutes: number): string {
  const date = new Date(`${local}:00Z`);
  return new Date(date.getTime() + minutes * 60_000).toISOString().slice(0, 16);
}

/** Rounds a local time up to the next half hour (counters book by the half hour). */
function roundUpToHalfHour(local: string): string {
  const minutes = Number(local.slice(14, 16));
  const extra = minutes === 0 || minutes === 30 ? 0 : minutes < 30 ? 30 - minutes : 60 - minutes;
  return addMinutesToLocal(local, extra);
}

/** Rounds a local time down to the half hour. */
function roundDownToHalfHour(local: string): string {
  const minutes = Number(local.slice(14, 16));
  return addMinutesToLocal(local, -(minutes % 30));
}

/**
 * "Need a car in Boston?": a car at the arrival airport of the first slice, picked up an hour after
 * landing and returned two hours before the next slice leaves (or three days later for a one-way
 * trip). Null when the trip leaves again too soon for a rental.
 */
export function buildCarCrossSell(slices: readonly CrossSellSlice[]): CarSearchParams | null {
  const [first, next] = slices;
  if (!first) return null;
  const pickUpAt = roundUpToHalfHour(addMinutesToLocal(first.arrivalTime, 60));
  const dropOffAt = next
    ? roundDownToHalfHour(addMinutesToLocal(next.departureTime, -120))
    : addMinutesToLocal(pickUpAt, ONE_WAY_RENTAL_DAYS * 24 * 60);
  if (dropOffAt <= pickUpAt) return null;
  return {
    pickUp: { code: first.destination.code, name: first.destination.city },
    dropOff: null,
    fromDate: pickUpAt.slice(0, 10),
    pickUpTime: pickUpAt.slice(11, 16),
    untilDate: dropOffAt.slice(0, 10),
    dropOffTime: dropOffAt.slice(11, 16),
    driverAge: DEFAULT_DRIVER_AGE,
  };
}

/** The results page of the cross-sell's search. */
export function buildCarCrossSellPath(search: CarSearchParams): string {
  return buildCarPath('availability', buildCarSearchParams(search, 'cross_sell'));
}
