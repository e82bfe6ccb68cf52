import type { CabinClass, FlightOffer } from '@wayfare/contracts/flights';
import type { BoardingPass, CheckInStatus } from '@wayfare/contracts/trips';
import { computeCheckInWindow } from './trip-time-status';

/**
 * Flight check-in with the sandbox airline (issue 7): which slice can be checked in now, the seat,
 * boarding group and sequence number a traveler gets, and the boarding pass's bar code (IATA
 * Resolution 792 bar-coded boarding pass, "M1" single-leg form). Pure: `now` is injected and every
 * "random" choice is a hash of the booking, so the same check-in always gives the same passes.
 */

/** Boarding starts this long before the departure printed on the pass. */
export const BOARDING_BEGINS_MINUTES = 40;

/** Where each cabin sits on the sandbox airline's aircraft (row 13 is skipped, as many airlines do). */
export const CABIN_SEAT_MAPS: Record<
  CabinClass,
  { firstRow: number; lastRow: number; letters: string }
> = {
  First: { firstRow: 1, lastRow: 3, letters: 'ACDF' },
  Business: { firstRow: 4, lastRow: 8, letters: 'ACDF' },
  PremiumEconomy: { firstRow: 9, lastRow: 11, letters: 'ABCDEF' },
  Economy: { firstRow: 12, lastRow: 38, letters: 'ABCDEF' },
  BasicEconomy: { firstRow: 12, lastRow: 38, letters: 'ABCDEF' },
};

const SKIPPED_ROW = 13;

/** IATA compartment codes printed in the bar code. */
const COMPARTMENT_CODES: Record<CabinClass, string> = {
  First: 'F',
  Business: 'J',
  PremiumEconomy: 'W',
  Economy: 'Y',
  BasicEconomy: 'Y',
};

export interface CheckInSliceTimes {
  /** The slice's first departure (its check-in window hangs off it). */
  firstDepartureAt: Date;
  /** The slice's last departure: boarding passes stay useful until the last flight leaves. */
  lastDepartureAt: Date;
}

export interface CheckInSliceState {
  sliceIndex: number;
  status: CheckInStatus;
  opensAt: Date;
  closesAt: Date;
  /** The window is open now, whether or not anyone checked in yet. */
  isOpen: boolean;
}

/**
 * The slice check-in is about now: the first slice that was checked in and has not left yet, or
 * whose window has not closed (NotOpen before 24 h, Open until 60 min before its first departure).
 * When every slice's window has closed, the last slice, Closed.
 */
export function selectCheckInSlice(
  slices: readonly CheckInSliceTimes[],
  checkedInSliceIndexes: readonly number[],
  now: Date,
): CheckInSliceState | null {
  let last: CheckInSliceState | null = null;
  for (const [sliceIndex, slice] of slices.entries()) {
    const window = computeCheckInWindow(slice.firstDepartureAt, now);
    const base = { sliceIndex, opensAt: window.opensAt, closesAt: window.closesAt };
    if (
      checkedInSliceIndexes.includes(sliceIndex) &&
      now.getTime() < slice.lastDepartureAt.getTime()
    )
      return { ...base, status: 'CheckedIn', isOpen: window.isOpen };
    if (now.getTime() < window.closesAt.getTime())
      return { ...base, status: window.isOpen ? 'Open' : 'NotOpen', isOpen: window.isOpen };
    last = { ...base, status: 'Closed', isOpen: false };
  }
  return last;
}

/** Whether a slice's travelers can be checked in now (expected refusals are values). */
export function judgeCheckIn(
  firstDepartureAt: Date,
  now: Date,
): { ok: true } | { ok: false; code: 'CheckInNotOpen' | 'CheckInClosed'; opensAt: Date } {
  const window = computeCheckInWindow(firstDepartureAt, now);
  if (window.isOpen) return { ok: true };
  return {
    ok: false,
    code: now.getTime() < window.opensAt.getTime() ? 'CheckInNotOpen' : 'CheckInClosed',
    opensAt: window.opensAt,
  };
}

/** FNV-1a, 32 bits: a stable, portable hash for the sandbox airline's choices. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function listCabinRows(cabin: CabinClass): number[] {
  const map = CABIN_SEAT_MAPS[cabin];
  const rows: number[] = [];
  for (let row = map.firstRow; row <= map.lastRow; row += 1)
    if (row !== SKIPPED_ROW) rows.push(row);
  return rows;
}

/** Whether a seat such as "23C" exists in the cabin's part of the sandbox aircraft. */
export function isSeatInCabin(seat: string, cabin: CabinClass): boolean {
  const match = /^(\d{1,2})([A-Z])$/.exec(seat);
  if (!match) return false;
  const row = Number(match[1]);
  const letter = match[2] ?? '';
  return listCabinRows(cabin).includes(row) && CABIN_SEAT_MAPS[cabin].letters.includes(letter);
}

/**
 * The seat a traveler gets on a flight when none was chosen: the booking's party sits together in
 * one block of the cabin (a side of a row, then the other side, then the row behind), the block
 * chosen from the booking and the flight. A seat already assigned and valid for the cabin is kept.
 */
export function assignSeat(input: {
  bookingId: string;
  flightInstanceId: string;
  passengerIndex: number;
  travelerCount: number;
  cabin: CabinClass;
  assignedSeat?: string | null;
}): string {
  if (input.assignedSeat && isSeatInCabin(input.assignedSeat, input.cabin))
    return input.assignedSeat;
  const rows = listCabinRows(input.cabin);
  const { letters } = CABIN_SEAT_MAPS[input.cabin];
  const hash = hashOf(`${input.bookingId}|${input.flightInstanceId}|seat`);
  const half = letters.length / 2;
  // Window side first or aisle side first, so parties are spread over both sides of the cabin.
  const ordered = hash % 2 === 0 ? letters : `${letters.slice(half)}${letters.slice(0, half)}`;
  const count = Math.max(input.travelerCount, input.passengerIndex + 1);
  const rowsNeeded = Math.min(rows.length, Math.ceil(count / letters.length));
  const startRow = Math.floor(hash / 2) % (rows.length - rowsNeeded + 1);
  const position = input.passengerIndex % (rows.length * letters.length);
  const row = rows[(startRow + Math.floor(position / letters.length)) % rows.length];
  const letter = ordered[position % letters.length];
  if (row === undefined || letter === undefined) throw new Error('a cabin without seats');
  return `${String(row)}${letter}`;
}

/** Boarding group: premium cabins first, then economy back to front, basic economy last. */
export function selectBoardingGroup(cabin: CabinClass, seat: string): number {
  if (cabin === 'First' || cabin === 'Business') return 1;
  if (cabin === 'PremiumEconomy') return 2;
  if (cabin === 'BasicEconomy') return 5;
  const row = Number(/^\d+/.exec(seat)?.[0] ?? '0');
  return row >= 26 ? 3 : 4;
}

/** The check-in sequence number: distinct per traveler of a booking on one flight. */
export function computeSequenceNumber(
  bookingId: string,
  flightInstanceId: string,
  passengerIndex: number,
): number {
  return 10 + (hashOf(`${bookingId}|${flightInstanceId}|seq`) % 180) + passengerIndex;
}

/**
 * "Marcus Reyes" → given Marcus, surname Reyes. Bookings keep one name per traveler, so the
 * last word is taken as the surname (as the airline's name field would print it).
 */
export function splitTravelerName(name: string): { givenName: string; surname: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { givenName: '', surname: words[0] ?? '' };
  return { givenName: words.slice(0, -1).join(' '), surname: words.at(-1) ?? '' };
}

function toBarcodeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Day of the year (1-366) of a local date `YYYY-MM-DD`. */
export function toJulianDay(localDate: string): number {
  const [year = 0, month = 1, day = 1] = localDate.slice(0, 10).split('-').map(Number);
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
}

/**
 * The bar code's text (IATA Resolution 792, format M, one leg, mandatory items only: 60
 * characters): name, electronic-ticket indicator, record locator, from, to, carrier, flight,
 * Julian date, compartment, seat, sequence, passenger status 1 (checked in), no conditional items.
 */
export function formatBarcodePayload(pass: {
  givenName: string;
  surname: string;
  recordLocator: string;
  from: string;
  to: string;
  carrierCode: string;
  flightNumber: string;
  departureDate: string;
  cabin: CabinClass;
  seat: string;
  sequenceNumber: number;
}): string {
  const given = toBarcodeText(pass.givenName);
  const name = `${toBarcodeText(pass.surname)}${given ? `/${given}` : ''}`.slice(0, 20).padEnd(20);
  const digits = pass.flightNumber.replace(/\D/g, '').slice(-4).padStart(4, '0');
  const seat = /^(\d{1,3})([A-Z])$/.exec(pass.seat);
  const seatField = seat ? `${(seat[1] ?? '').padStart(3, '0')}${seat[2] ?? ''}` : '    ';
  return [
    'M1',
    name,
    'E',
    pass.recordLocator.slice(0, 7).padEnd(7),
    pass.from.slice(0, 3),
    pass.to.slice(0, 3),
    pass.carrierCode.slice(0, 3).padEnd(3),
    `${digits} `,
    String(toJulianDay(pass.departureDate)).padStart(3, '0'),
    COMPARTMENT_CODES[pass.cabin],
    seatField,
    `${String(pass.sequenceNumber % 10_000).padStart(4, '0')} `,
    '1',
    '00',
  ].join('');
}

/** A local wall-clock time `YYYY-MM-DDTHH:mm` moved by some minutes (no zone change involved). */
export function shiftLocalTime(local: string, minutes: number): string {
  const at = new Date(`${local.slice(0, 16)}:00Z`).getTime() + minutes * 60_000;
  return new Date(at).toISOString().slice(0, 16);
}

/**
 * One boarding pass per traveler per flight of a slice. `recordLocatorOf` gives the airline's
 * record locator for a carrier (the trip page shows the same one).
 */
export function issueBoardingPasses(input: {
  bookingId: string;
  offer: FlightOffer;
  sliceIndex: number;
  travelers: readonly { passengerIndex: number; name: string }[];
  travelerCount: number;
  recordLocatorOf: (carrierCode: string) => string;
}): BoardingPass[] {
  const slice = input.offer.slices[input.sliceIndex];
  if (!slice) return [];
  const cabin = slice.fares[0]?.cabinClass ?? 'Economy';
  return input.travelers.flatMap((traveler) => {
    const { givenName, surname } = splitTravelerName(traveler.name);
    return slice.segments.map((segment) => {
      const carrier = segment.marketingAirline;
      const recordLocator = input.recordLocatorOf(carrier.code);
      const seat = assignSeat({
        bookingId: input.bookingId,
        flightInstanceId: segment.flightInstanceId,
        passengerIndex: traveler.passengerIndex,
        travelerCount: input.travelerCount,
        cabin,
      });
      const sequenceNumber = computeSequenceNumber(
        input.bookingId,
        segment.flightInstanceId,
        traveler.passengerIndex,
      );
      return {
        passengerIndex: traveler.passengerIndex,
        travelerName: traveler.name,
        sliceIndex: input.sliceIndex,
        segmentIndex: segment.segmentIndex,
        flightInstanceId: segment.flightInstanceId,
        airline: { code: carrier.code, name: carrier.name },
        flightNumber: carrier.flightNumber,
        operatingAirline: {
          code: segment.operatingAirline.code,
          name: segment.operatingAirline.name,
        },
        origin: { code: segment.origin.code, city: segment.origin.city },
        destination: { code: segment.destination.code, city: segment.destination.city },
        departureTime: segment.departureTime,
        zonedDepartureTime: segment.zonedDepartureTime,
        boardingTime: shiftLocalTime(segment.departureTime, -BOARDING_BEGINS_MINUTES),
        cabin,
        seat,
        boardingGroup: selectBoardingGroup(cabin, seat),
        sequenceNumber,
        recordLocator,
        barcode: formatBarcodePayload({
          givenName,
          surname,
          recordLocator,
          from: segment.origin.code,
          to: segment.destination.code,
          carrierCode: carrier.code,
          flightNumber: carrier.flightNumber,
          departureDate: segment.departureTime.slice(0, 10),
          cabin,
          seat,
          sequenceNumber,
        }),
      };
    });
  });
}
