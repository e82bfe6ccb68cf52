import { randomUUID } from 'node:crypto';
import { FlightOfferSchema } from '@wayfare/contracts/flights';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { MissedConnectionGuaranteesRepository } from '@wayfare/store/repositories/missed-connection-guarantees-repository';
import { scheduleDisruptionJobs, type DisruptionPorts } from './disruption-assistance';
import { hasSelfTransfer, missedConnectionTermsFor } from './missed-connection-options';

/**
 * On confirmation (the flight saga's `beforeConfirm`, repeated after a crash): a self-transfer
 * booking (`virtualInterline`) gets its missed-connection guarantee, Active with the terms' cap,
 * and the booking's one flight monitor (`disruption-check`) is scheduled to watch it. Idempotent.
 */
export async function activateMissedConnectionGuarantee(
  ctx: Pick<DisruptionPorts, 'travelClock' | 'jobRunner'> & {
    repos: { missedConnectionGuarantees: MissedConnectionGuaranteesRepository };
  },
  booking: FlightBookingRecord,
): Promise<void> {
  if (booking.multiTicketType !== 'virtualInterline') return;
  if (!hasSelfTransfer(FlightOfferSchema.parse(booking.offer))) return;
  const now = ctx.travelClock.now();
  await ctx.repos.missedConnectionGuarantees.createOrFind({
    id: `mc_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    bookingId: booking.id,
    userId: booking.userId,
    tenant: booking.tenant,
    state: 'Active',
    capPerTravelerMinor: missedConnectionTermsFor(booking.tenant).capPerTravelerMinor,
    currency: booking.currency,
    createdAt: now,
    updatedAt: now,
  });
  await scheduleDisruptionJobs(ctx, booking, now);
}
