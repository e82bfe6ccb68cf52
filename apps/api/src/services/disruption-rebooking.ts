import type { FlightOffer } from '@wayfare/contracts/flights';
import { isDecisionOpen } from '@wayfare/domain/disruption-assistance';
import { disruptionWaiverRules, type ExchangeWaiverRules } from '@wayfare/domain/exchange-waiver';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { DisruptionPorts } from './disruption-assistance';

/*
 * Disruption assistance's rebooking (issue 20): a waived change of the disrupted slice through
 * the exchange flow (flight-exchange*.ts read the waiver here and move the protection):
 * Disrupted → Rebooking when the change is confirmed (compare-and-set, so a refund racing it
 * loses), Rebooked when the airline issues the new ticket, back to Disrupted if it fails.
 */

/** A protection's waiver of a change: its rules and the protection paying for it. */
export interface ProtectionWaiver {
  rules: ExchangeWaiverRules;
  protectionId: string;
}

/** Disruption assistance's rebooking, while Disrupted and undecided: its slice, any airline. */
export async function readDisruptionWaiver(
  ctx: { repos: Pick<DisruptionPorts['repos'], 'disruptionProtections'> },
  booking: FlightBookingRecord,
  offer: FlightOffer,
  now: Date,
): Promise<ProtectionWaiver | null> {
  const row = await ctx.repos.disruptionProtections.findByBooking(booking.id);
  if (row?.state !== 'Disrupted' || row.disruptedSliceIndex === null) return null;
  if (row.decideBy && !isDecisionOpen(now, row.decideBy)) return null;
  const slice = offer.slices[row.disruptedSliceIndex];
  if (!slice) return null;
  return {
    rules: disruptionWaiverRules(row.disruptedSliceIndex, slice.departureTime.slice(0, 10), now),
    protectionId: row.id,
  };
}

type MovePorts = Pick<DisruptionPorts, 'travelClock'> & {
  repos: Pick<DisruptionPorts['repos'], 'disruptionProtections'>;
};

/** The rebooking's confirmation takes it (Disrupted → Rebooking); false when another claim won. */
export async function takeDisruptionForRebooking(
  ctx: MovePorts,
  bookingId: string,
  protectionId: string,
  exchangeId: string,
): Promise<boolean> {
  const row = await ctx.repos.disruptionProtections.findByBooking(bookingId);
  if (row?.id !== protectionId) return false;
  const moved = await ctx.repos.disruptionProtections.transition(
    bookingId,
    ['Disrupted'],
    'Rebooking',
    ctx.travelClock.now(),
    { exchangeId },
  );
  return moved !== null;
}

/** The rebooking failed: the choice is the traveller's again (only for that rebooking's hold). */
export async function giveBackDisruption(ctx: MovePorts, bookingId: string, exchangeId: string) {
  await ctx.repos.disruptionProtections.transition(
    bookingId,
    ['Rebooking'],
    'Disrupted',
    ctx.travelClock.now(),
    { exchangeId: null },
    exchangeId,
  );
}

/** The airline issued the new ticket: Rebooking → Rebooked. */
export async function completeDisruptionRebooking(
  ctx: MovePorts,
  bookingId: string,
  exchangeId: string,
) {
  await ctx.repos.disruptionProtections.transition(
    bookingId,
    ['Rebooking'],
    'Rebooked',
    ctx.travelClock.now(),
    {},
    exchangeId,
  );
}
