import { MAX_GUESTS_PER_ROOM, MAX_STAY_NIGHTS } from './hotel-stay-rules';

/*
 * The hotel cross-sell after a flight booking (issue 23): a stay at the first slice's destination
 * from the day it lands until the day the next slice leaves; a one-way trip is offered
 * ONE_WAY_STAY_NIGHTS nights. A trip that leaves again the day it lands needs no hotel. Dates are
 * the airports' local calendar dates (YYYY-MM-DD), calendar arithmetic only.
 */

export const ONE_WAY_STAY_NIGHTS = 3;
/** The longest stay offered: what the hotel search takes. */
export const MAX_CROSS_SELL_NIGHTS = MAX_STAY_NIGHTS;

export interface CrossSellSliceDates {
  /** Local departure time of the slice's first flight (`YYYY-MM-DDTHH:mm`). */
  departureTime: string;
  /** Local arrival time of the slice's last flight. */
  arrivalTime: string;
}

export interface CrossSellStay {
  checkInDate: string;
  checkOutDate: string;
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const nightsBetween = (from: string, until: string) =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The stay at the trip's first destination, or null when the trip leaves again the same day. */
export function planCrossSellStay(slices: readonly CrossSellSliceDates[]): CrossSellStay | null {
  const [first, next] = slices;
  if (!first) return null;
  const checkInDate = first.arrivalTime.slice(0, 10);
  const checkOutDate = next
    ? next.departureTime.slice(0, 10)
    : addDays(checkInDate, ONE_WAY_STAY_NIGHTS);
  const nights = nightsBetween(checkInDate, checkOutDate);
  if (nights < 1) return null;
  return {
    checkInDate,
    checkOutDate:
      nights > MAX_CROSS_SELL_NIGHTS ? addDays(checkInDate, MAX_CROSS_SELL_NIGHTS) : checkOutDate,
  };
}

/** Rooms for a party: as few as sleep everyone (the hotel search's rule). */
export function countRoomsFor(guests: number): number {
  return Math.max(1, Math.ceil(guests / MAX_GUESTS_PER_ROOM));
}

/** Whether a booked stay shares a night with the planned one (then no hotel is offered). */
export function isStayOverlapping(planned: CrossSellStay, booked: CrossSellStay): boolean {
  return booked.checkInDate < planned.checkOutDate && planned.checkInDate < booked.checkOutDate;
}
