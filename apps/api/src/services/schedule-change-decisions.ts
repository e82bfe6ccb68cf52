import type { ScheduleChangeDecisionRequest, TripDetail } from '@wayfare/contracts/trips';
import { formatConfirmationCode } from '@wayfare/domain/trip-display';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import { AppError } from '../app-error';
import { wrapTripEmail } from './booking-email';
import { readOffer } from './booking-saga';
import { newScheduleChangeRow, selectScheduleChanges } from './schedule-change-view';
import {
  confirmCancellation,
  saveCancelQuote,
  splitRefunds,
  type TripCancelPorts,
} from './trip-cancel';
import { buildTripDetail, listDisruptions } from './trip-detail';
import { findOwnTrip } from './trips';

/**
 * Airline schedule changes on booked trips (issue 18): the traveller is told once per set of
 * changes (the console's injected change, standing in for the airline's notice), a minor change is
 * accepted for them, and a major one waits for their choice: keep the new times, or cancel for a
 * full refund through the trip's one cancellation path. Decisions are compare-and-set.
 */

function renderScheduleChangeEmail(
  booking: FlightBookingRecord,
  lines: string[],
  severity: 'Minor' | 'Major',
  now: Date,
): OutboxMessage {
  const code = booking.agentLocator ? formatConfirmationCode(booking.agentLocator) : booking.id;
  const body = wrapTripEmail(booking.tenant, `The airline changed your trip ${code}`, [
    ...lines,
    severity === 'Minor'
      ? 'It is a small change, so we accepted it for you. Nothing else to do.'
      : 'Open the trip in My Trips to keep the new times or cancel for a full refund of everything you paid.',
  ]);
  return {
    id: `schedule-change:${booking.id}:${lines.join('|')}`.slice(0, 200),
    toAddress: booking.contactEmail,
    subject: `Schedule change: your trip ${code}`,
    textBody: body.text,
    htmlBody: body.html,
    createdAt: now,
    tenant: booking.tenant,
  };
}

/**
 * An airline changed a flight (the supplier's notice of a schedule change): each confirmed
 * booking holding it records the change once and its traveller is e-mailed once.
 */
export async function noticeScheduleChange(
  ctx: TripCancelPorts,
  flightInstanceId: string,
): Promise<number> {
  const now = ctx.travelClock.now();
  let told = 0;
  for (const booking of await ctx.repos.flightBookings.listConfirmedWithFlight(flightInstanceId)) {
    const { changes, signature } = selectScheduleChanges(
      listDisruptions(ctx, readOffer(booking), now),
    );
    if (changes.length === 0) continue;
    const row = newScheduleChangeRow(
      booking.id,
      changes.map((c) => c.minutes),
      signature,
      now,
    );
    if (!(await ctx.repos.scheduleChanges.insertIfAbsent(row))) continue;
    const lines = changes.map(
      (c) =>
        `${c.flightLabel} now leaves ${Math.abs(c.minutes)} minutes ${c.minutes > 0 ? 'later' : 'earlier'}.`,
    );
    await ctx.repos.emailOutbox.enqueue(
      renderScheduleChangeEmail(booking, lines, row.severity, ctx.clock.now()),
    );
    told += 1;
  }
  if (told > 0) ctx.emailSender.kick();
  return told;
}

/** POST /api/v0/trips/:bookingId/schedule-change: the traveller's choice on a major change. */
export async function decideScheduleChange(
  ctx: TripCancelPorts,
  actor: { userId: string; tenant: string },
  bookingId: string,
  body: ScheduleChangeDecisionRequest,
): Promise<TripDetail> {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  if (trip.product !== 'flight') throw new AppError('ScheduleChangeDecided');
  const { booking } = trip;
  const now = ctx.travelClock.now();
  const { changes, signature } = selectScheduleChanges(
    listDisruptions(ctx, readOffer(booking), now),
  );
  if (changes.length === 0 || signature !== body.signature)
    throw new AppError('ScheduleChangeDecided', undefined, 'signature');
  await ctx.repos.scheduleChanges.insertIfAbsent(
    newScheduleChangeRow(
      booking.id,
      changes.map((c) => c.minutes),
      signature,
      now,
    ),
  );
  // The choice moves the row once; the same choice again (a retry, or a request racing this one)
  // answers the trip as it is (one effect), another choice is refused.
  const same = body.choice === 'accept' ? 'Accepted' : 'Refunded';
  const existing = await ctx.repos.scheduleChanges.find(bookingId, signature);
  if (existing?.status !== same) {
    const moved = await ctx.repos.scheduleChanges.decide(
      bookingId,
      signature,
      ['AwaitingDecision'],
      same,
      now,
    );
    if (!moved && (await ctx.repos.scheduleChanges.find(bookingId, signature))?.status !== same)
      throw new AppError('ScheduleChangeDecided');
  }
  if (same === 'Refunded' && booking.status === 'Confirmed') {
    try {
      const quote = await saveCancelQuote(
        ctx,
        actor,
        trip,
        {
          outcome: 'airline_full_refund',
          cancellable: true,
          refunds: await splitRefunds(ctx, booking, booking.totalMinor, now),
          airlineCreditMinor: 0,
          penaltyMinor: 0,
          voidWindowEndsAt: null,
          hotelPolicy: null,
        },
        now,
      );
      await confirmCancellation(ctx, actor, bookingId, quote.cancelQuoteId);
    } catch (error) {
      // Nothing was cancelled: the choice is the traveller's again.
      const cancellation = await ctx.repos.trips.findCancellation(bookingId);
      if (!cancellation || cancellation.status === 'Failed')
        await ctx.repos.scheduleChanges.decide(
          bookingId,
          signature,
          ['Refunded'],
          'AwaitingDecision',
          null,
        );
      throw error;
    }
  }
  const fresh = await ctx.repos.trips.findBooking(bookingId);
  return buildTripDetail(ctx, fresh ?? trip, 'owner');
}
