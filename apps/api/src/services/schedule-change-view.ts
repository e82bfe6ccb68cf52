import type { Currency } from '@wayfare/contracts/money';
import type { ScheduleChange, TripDisruption } from '@wayfare/contracts/trips';
import { decideScheduleChangeOptions } from '@wayfare/domain/schedule-change';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type {
  ScheduleChangeRecord,
  ScheduleChangesRepository,
} from '@wayfare/store/repositories/schedule-changes-repository';

/** The airline's schedule changes among a trip's disruptions, and their signature. */
export function selectScheduleChanges(disruptions: readonly TripDisruption[]) {
  const changes = disruptions
    .filter((d) => d.kind === 'ScheduleChange')
    .map((d) => ({
      flightInstanceId: d.flightInstanceId,
      flightLabel: d.flightLabel,
      minutes: d.minutes,
    }));
  const signature = changes.map((c) => `${c.flightInstanceId}:${c.minutes}`).join('|');
  return { changes, signature };
}

/** The row a trip's changes start as: a minor one accepted for the traveller, else theirs to decide. */
export function newScheduleChangeRow(
  bookingId: string,
  minutes: readonly number[],
  signature: string,
  now: Date,
): ScheduleChangeRecord {
  const { severity } = decideScheduleChangeOptions(minutes);
  return {
    bookingId,
    signature,
    severity,
    status: severity === 'Minor' ? 'AutoAccepted' : 'AwaitingDecision',
    noticedAt: now,
    decidedAt: null,
  };
}

/**
 * The trip page's schedule change: its changes, how large, and what the traveller may still
 * choose (nothing once decided, refunded or accepted for them).
 */
export async function readScheduleChange(
  ctx: { repos: { scheduleChanges: ScheduleChangesRepository } },
  booking: FlightBookingRecord,
  disruptions: readonly TripDisruption[],
  now: Date,
): Promise<ScheduleChange | null> {
  const { changes, signature } = selectScheduleChanges(disruptions);
  if (changes.length === 0) return null;
  const row =
    (await ctx.repos.scheduleChanges.find(booking.id, signature)) ??
    newScheduleChangeRow(
      booking.id,
      changes.map((c) => c.minutes),
      signature,
      now,
    );
  const { choices } = decideScheduleChangeOptions(changes.map((c) => c.minutes));
  const open = row.status === 'AwaitingDecision' && booking.status === 'Confirmed';
  return {
    severity: row.severity,
    status: row.status,
    changes,
    choices: open ? [...choices] : [],
    refundTotal: { amountMinor: booking.totalMinor, currency: booking.currency as Currency },
    signature,
  };
}
