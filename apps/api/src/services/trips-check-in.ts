import { randomUUID } from 'node:crypto';
import type { CheckInRequest, CheckInResponse } from '@wayfare/contracts/trips';
import {
  issueBoardingPasses,
  judgeCheckIn,
  selectCheckInSlice,
} from '@wayfare/domain/flight-check-in';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { FlightCheckInRecord } from '@wayfare/store/repositories/flight-check-ins-repository';
import { AppError } from '../app-error';
import { readOffer } from './booking-saga';
import { buildTripDetail, deriveAirlineLocator, type TripDetailPorts } from './trip-detail';
import { findOwnTrip } from './trips';
import { listSliceTimes, readBoardingPasses } from './trips-check-in-view';

/** Another check-in of the same slice may win the compare-and-set; try again this many times. */
const EXTEND_ATTEMPTS = 3;

function assertCheckInAllowed(booking: FlightBookingRecord) {
  if (booking.status === 'Cancelled')
    throw new AppError(
      'CheckInNotAllowed',
      'This trip is cancelled, so there is nothing to check in.',
    );
  if (booking.status !== 'Confirmed')
    throw new AppError(
      'CheckInNotAllowed',
      'This trip isn’t confirmed yet, so it can’t be checked in. Try again once it is.',
    );
}

/**
 * POST /api/v0/trips/:bookingId/checkIn: the sandbox airline checks the chosen travelers in on the
 * slice whose window is open now and issues their boarding passes (seat, group, sequence, bar
 * code; `domain/flight-check-in.ts`). Someone else's trip is NotFound. The same travelers again
 * answer the same passes, even after the window closed; more travelers are added while it is open.
 */
export async function checkInTrip(
  ctx: TripDetailPorts,
  actor: { userId: string; tenant: string },
  bookingId: string,
  body: CheckInRequest,
): Promise<CheckInResponse> {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  if (trip.product !== 'flight')
    throw new AppError('CheckInNotAllowed', 'Only flights are checked in online.');
  const booking = trip.booking;
  assertCheckInAllowed(booking);
  const unknown = body.passengerIndexes.find((i) => i >= booking.passengerNames.length);
  if (unknown !== undefined)
    throw new AppError(
      'BadRequest',
      `This trip has ${String(booking.passengerNames.length)} traveler(s); there is no traveler ${String(unknown + 1)}.`,
      'passengerIndexes',
    );

  const offer = readOffer(booking);
  const now = ctx.travelClock.now();
  const existing = await ctx.repos.checkIns.listForBooking(booking.id);
  const state = selectCheckInSlice(
    listSliceTimes(offer),
    existing.map((c) => c.sliceIndex),
    now,
  );
  if (!state) throw new AppError('CheckInNotAllowed');
  const row = existing.find((c) => c.sliceIndex === state.sliceIndex) ?? null;
  if (row && body.passengerIndexes.every((i) => row.passengerIndexes.includes(i)))
    return answer(ctx, booking, row);

  const slice = offer.slices[state.sliceIndex];
  const first = slice?.segments[0];
  if (!first) throw new AppError('CheckInNotAllowed');
  const verdict = judgeCheckIn(new Date(first.zonedDepartureTime), now);
  if (!verdict.ok)
    throw new AppError(verdict.code, undefined, undefined, {
      sliceIndex: state.sliceIndex,
      opensAt: verdict.opensAt.toISOString(),
    });

  const issue = (passengerIndexes: number[]) =>
    issueBoardingPasses({
      bookingId: booking.id,
      offer,
      sliceIndex: state.sliceIndex,
      travelers: passengerIndexes.map((passengerIndex) => ({
        passengerIndex,
        name: booking.passengerNames[passengerIndex] ?? '',
      })),
      travelerCount: booking.passengerNames.length,
      recordLocatorOf: (carrierCode) => deriveAirlineLocator(booking.id, carrierCode),
    });
  const sorted = (indexes: number[]) => [...new Set(indexes)].sort((a, b) => a - b);

  let current: FlightCheckInRecord | null = row;
  if (!current) {
    const passengerIndexes = sorted(body.passengerIndexes);
    const created = await ctx.repos.checkIns.createOrFind({
      id: `ci_${randomUUID().replaceAll('-', '')}`,
      bookingId: booking.id,
      sliceIndex: state.sliceIndex,
      passengerIndexes,
      boardingPasses: issue(passengerIndexes),
      checkedInAt: now,
      updatedAt: now,
    });
    current = created.checkIn;
  }
  // Someone already checked in on this slice: add the others over what is stored.
  for (let attempt = 0; attempt < EXTEND_ATTEMPTS; attempt += 1) {
    const stored: FlightCheckInRecord = current;
    if (body.passengerIndexes.every((i) => stored.passengerIndexes.includes(i)))
      return answer(ctx, booking, stored);
    const passengerIndexes = sorted([...stored.passengerIndexes, ...body.passengerIndexes]);
    const extended = await ctx.repos.checkIns.extend(
      booking.id,
      state.sliceIndex,
      stored.passengerIndexes,
      { passengerIndexes, boardingPasses: issue(passengerIndexes), updatedAt: now },
    );
    current = extended ?? (await ctx.repos.checkIns.find(booking.id, state.sliceIndex));
    if (!current) throw new Error('a check-in row disappeared');
  }
  throw new AppError('ServiceUnavailable');
}

async function answer(
  ctx: TripDetailPorts,
  booking: FlightBookingRecord,
  row: FlightCheckInRecord,
): Promise<CheckInResponse> {
  return {
    sliceIndex: row.sliceIndex,
    checkedInAt: row.checkedInAt.toISOString(),
    boardingPasses: readBoardingPasses(row),
    trip: await buildTripDetail(ctx, { product: 'flight', booking }, 'owner'),
  };
}
