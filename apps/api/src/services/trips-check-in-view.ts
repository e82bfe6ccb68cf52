import type { FlightOffer } from '@wayfare/contracts/flights';
import { BoardingPassSchema, type BoardingPass, type CheckIn } from '@wayfare/contracts/trips';
import { selectCheckInSlice, type CheckInSliceTimes } from '@wayfare/domain/flight-check-in';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { FlightCheckInRecord } from '@wayfare/store/repositories/flight-check-ins-repository';

/** When each slice of a booked offer flies (first and last departure). */
export function listSliceTimes(offer: FlightOffer): CheckInSliceTimes[] {
  return offer.slices.map((slice) => {
    const first = slice.segments[0];
    const last = slice.segments.at(-1);
    if (!first || !last) throw new Error('a booked slice without flights');
    return {
      firstDepartureAt: new Date(first.zonedDepartureTime),
      lastDepartureAt: new Date(last.zonedDepartureTime),
    };
  });
}

/** The passes a check-in row holds, checked against the contract (they are stored as JSON). */
export function readBoardingPasses(row: FlightCheckInRecord): BoardingPass[] {
  return BoardingPassSchema.array().parse(row.boardingPasses);
}

/**
 * The trip page's check-in: the slice it is about, its window and status, who is checked in and,
 * for the owner, their boarding passes. Null for bookings that are not confirmed.
 */
export function describeCheckIn(input: {
  booking: FlightBookingRecord;
  offer: FlightOffer;
  checkIns: FlightCheckInRecord[];
  access: 'owner' | 'lookup';
  now: Date;
  recordLocatorOf: (carrierCode: string) => string;
}): CheckIn | null {
  const { booking, offer } = input;
  if (booking.status !== 'Confirmed') return null;
  const state = selectCheckInSlice(
    listSliceTimes(offer),
    input.checkIns.map((c) => c.sliceIndex),
    input.now,
  );
  const slice = state ? offer.slices[state.sliceIndex] : undefined;
  const airline = slice?.segments[0]?.marketingAirline;
  if (!state || !slice || !airline) return null;
  const row = input.checkIns.find((c) => c.sliceIndex === state.sliceIndex);
  const checkedIn = new Set(row?.passengerIndexes ?? []);
  return {
    status: state.status,
    sliceIndex: state.sliceIndex,
    slice: { origin: slice.origin, destination: slice.destination },
    opensAt: state.opensAt.toISOString(),
    closesAt: state.closesAt.toISOString(),
    isOpen: state.isOpen,
    airline: { code: airline.code, name: airline.name },
    recordLocator: input.recordLocatorOf(airline.code),
    travelers: booking.passengerNames.map((name, passengerIndex) => ({
      passengerIndex,
      name,
      isCheckedIn: checkedIn.has(passengerIndex),
    })),
    checkedInAt: row && state.status === 'CheckedIn' ? row.checkedInAt.toISOString() : null,
    boardingPasses:
      row && state.status === 'CheckedIn' && input.access === 'owner'
        ? readBoardingPasses(row)
        : [],
  };
}
