import type { FlightOffer } from '@wayfare/contracts/flights';
import { missedConnectionWaiverRules } from '@wayfare/domain/exchange-waiver';
import { isGuaranteeUsable, reconnectReadyAt } from '@wayfare/domain/missed-connection';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { MissedConnectionGuaranteesRepository } from '@wayfare/store/repositories/missed-connection-guarantees-repository';
import type { BookedTicketColumn } from '@wayfare/store/schema';
import type { Clock } from '../clock';
import { deriveAirlineLocator } from './airline-locators';
import { missedConnectionTermsFor, readRecordedMissedPart } from './missed-connection-options';

/*
 * The missed-connection guarantee's rebooking as a waived exchange (issue 20, part C): the
 * exchange flow (flight-exchange*.ts) reads the waiver here and moves the guarantee:
 * Missed (the traveller) or ContactSupport (an agent) → Rebooking when the change is confirmed,
 * compare-and-set, so two confirmations never both take it; Rebooked when the airline issues the
 * new ticket; back where it came from if it fails.
 */

type GuaranteePorts = {
  repos: { missedConnectionGuarantees: MissedConnectionGuaranteesRepository };
  travelClock: Clock;
};

/** The guarantee's waiver while it can rebook: the missed slice, a new ticket, under the cap. */
export async function readMissedConnectionWaiver(
  ctx: Pick<GuaranteePorts, 'repos'>,
  booking: FlightBookingRecord,
  offer: FlightOffer,
  now: Date,
) {
  const row = await ctx.repos.missedConnectionGuarantees.findByBooking(booking.id);
  if (!row) return null;
  const open = isGuaranteeUsable(row.state, row.expiresAt, now) || row.state === 'ContactSupport';
  const part = open ? readRecordedMissedPart(offer, row) : null;
  if (!part) return null;
  const ready = reconnectReadyAt(
    new Date(part.arriving.zonedArrivalTime),
    row.delayMinutes ?? 0,
    missedConnectionTermsFor(row.tenant),
  );
  return {
    rules: missedConnectionWaiverRules(
      part.sliceIndex,
      part.missed.localDeparture.slice(0, 10),
      new Date(Math.max(now.getTime(), ready.getTime())),
      row.capPerTravelerMinor,
    ),
    protectionId: row.id,
  };
}

/**
 * The rebooking's confirmation takes the guarantee (→ Rebooking, held by the exchange): from
 * Missed for the traveller, from ContactSupport for an agent (who is recorded). False when
 * another confirmation came first.
 */
export async function takeGuaranteeForRebooking(
  ctx: GuaranteePorts,
  bookingId: string,
  guaranteeId: string,
  exchangeId: string,
  agentId: string | null,
): Promise<boolean> {
  const row = await ctx.repos.missedConnectionGuarantees.findByBooking(bookingId);
  if (row?.id !== guaranteeId) return false;
  const moved = await ctx.repos.missedConnectionGuarantees.transition(
    bookingId,
    [agentId ? 'ContactSupport' : 'Missed'],
    'Rebooking',
    ctx.travelClock.now(),
    { exchangeId, resolvedBy: agentId },
  );
  return moved !== null;
}

/** The rebooking failed: back to Missed (or to support for an agent's), only for its own hold. */
export async function giveBackGuarantee(
  ctx: GuaranteePorts,
  bookingId: string,
  exchangeId: string,
) {
  const row = await ctx.repos.missedConnectionGuarantees.findByBooking(bookingId);
  if (row?.state !== 'Rebooking' || row.exchangeId !== exchangeId) return;
  await ctx.repos.missedConnectionGuarantees.transition(
    bookingId,
    ['Rebooking'],
    row.resolvedBy ? 'ContactSupport' : 'Missed',
    ctx.travelClock.now(),
    { exchangeId: null, resolvedBy: null },
    exchangeId,
  );
}

/** The airline issued the new ticket: Rebooking → Rebooked. */
export async function completeGuaranteeRebooking(
  ctx: GuaranteePorts,
  bookingId: string,
  exchangeId: string,
) {
  const now = ctx.travelClock.now();
  await ctx.repos.missedConnectionGuarantees.transition(
    bookingId,
    ['Rebooking'],
    'Rebooked',
    now,
    { endedAt: now },
    exchangeId,
  );
}

/**
 * The booking's tickets once the missed ticket is replaced by the rebooking's: its supplier
 * booking (and seat hold) is the exchange's, its airline and locator the new flight's. Answers the
 * tickets and the hold the old ticket's seats were under (to give back).
 */
export function replaceMissedTicket(
  tickets: readonly BookedTicketColumn[],
  sliceIndex: number,
  missedSegmentIndex: number,
  exchangeId: string,
  newOffer: FlightOffer,
): { tickets: BookedTicketColumn[]; releasedHold: string | null } {
  const slice = newOffer.slices[sliceIndex];
  const replaced = tickets.find(
    (t) => t.sliceIndex === sliceIndex && t.segmentIndexes.includes(missedSegmentIndex),
  );
  if (!slice || !replaced) return { tickets: [...tickets], releasedHold: null };
  const segmentIndexes = slice.segments.flatMap((_, i) => (i >= missedSegmentIndex ? [i] : []));
  const airlineCode = slice.segments[missedSegmentIndex]?.marketingAirline.code ?? '';
  return {
    releasedHold: replaced.supplierBookingId,
    tickets: tickets.map((t) =>
      t === replaced
        ? {
            ...t,
            supplierBookingId: exchangeId,
            airlineCode,
            locator: deriveAirlineLocator(exchangeId, airlineCode),
            segmentIndexes,
            flightInstanceIds: segmentIndexes.flatMap((i) => {
              const g = slice.segments[i];
              return g ? [g.flightInstanceId] : [];
            }),
          }
        : t,
    ),
  };
}
