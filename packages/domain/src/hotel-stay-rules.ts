/**
 * A hotel stay's dates and occupancy, checked the same way by the search form and the server. The
 * limits are the hotel supplier's (packages/supply lodging/hotel-stay.ts): the supplier checks them
 * again, this gives each field a plain message first.
 */
export const MAX_STAY_NIGHTS = 30;
export const MAX_ROOMS = 8;
export const MAX_GUESTS_PER_ROOM = 4;

export interface HotelStayShape {
  checkInDate: string;
  checkOutDate: string;
  rooms: number;
  adults: number;
  children: number;
}

export interface StayProblem {
  field: 'checkInDate' | 'checkOutDate' | 'rooms' | 'adults' | 'children';
  message: string;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a calendar date `YYYY-MM-DD`; null for anything else. */
export function toEpochDay(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day
  )
    return null;
  return ms / DAY_MS;
}

/**
 * Every problem with a stay, in form order; none means the supplier will accept its shape.
 * `earliestCheckIn` and `latestCheckIn` are the bookable window (`YYYY-MM-DD`): the caller decides
 * what "today" is (the browser its own day, the server the supplier's).
 */
export function checkHotelStay(
  stay: HotelStayShape,
  window: { earliestCheckIn: string; latestCheckIn: string },
): StayProblem[] {
  const problems: StayProblem[] = [];
  const checkIn = toEpochDay(stay.checkInDate);
  const checkOut = toEpochDay(stay.checkOutDate);
  const earliest = toEpochDay(window.earliestCheckIn);
  const latest = toEpochDay(window.latestCheckIn);
  if (checkIn === null) {
    problems.push({ field: 'checkInDate', message: 'Choose a check-in date.' });
  } else if (earliest !== null && checkIn < earliest) {
    problems.push({
      field: 'checkInDate',
      message: `Check-in ${stay.checkInDate} is in the past. Choose ${window.earliestCheckIn} or later.`,
    });
  } else if (latest !== null && checkIn > latest) {
    problems.push({
      field: 'checkInDate',
      message: `Check-in can be booked up to ${window.latestCheckIn}.`,
    });
  }
  if (checkOut === null) {
    problems.push({ field: 'checkOutDate', message: 'Choose a check-out date.' });
  } else if (checkIn !== null && checkOut <= checkIn) {
    problems.push({ field: 'checkOutDate', message: 'Check-out must be after check-in.' });
  } else if (checkIn !== null && checkOut - checkIn > MAX_STAY_NIGHTS) {
    problems.push({
      field: 'checkOutDate',
      message: `Stays are limited to ${MAX_STAY_NIGHTS} nights.`,
    });
  }
  if (!Number.isInteger(stay.rooms) || stay.rooms < 1 || stay.rooms > MAX_ROOMS) {
    problems.push({ field: 'rooms', message: `Choose 1 to ${MAX_ROOMS} rooms.` });
  } else if (stay.adults < stay.rooms) {
    problems.push({
      field: 'adults',
      message: `Each room needs an adult: ${stay.rooms} rooms need at least ${stay.rooms} adults.`,
    });
  } else if (stay.adults + stay.children > stay.rooms * MAX_GUESTS_PER_ROOM) {
    problems.push({
      field: 'rooms',
      message: `A room sleeps at most ${MAX_GUESTS_PER_ROOM} guests: add a room.`,
    });
  }
  if (stay.children < 0)
    problems.push({ field: 'children', message: 'Children cannot be negative.' });
  return problems;
}

/** The day `days` after a calendar date, as `YYYY-MM-DD`. */
export function addDays(isoDate: string, days: number): string {
  const day = toEpochDay(isoDate);
  if (day === null) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return new Date((day + days) * DAY_MS).toISOString().slice(0, 10);
}
