import { createHash } from 'node:crypto';
import { FlightOfferSchema, type FlightOffer } from '@wayfare/contracts/flights';
import {
  guaranteeExpiresAt,
  isConnectionMissed,
  type GuaranteeVoidEvent,
} from '@wayfare/domain/missed-connection';
import { listSelfTransferConnections } from '@wayfare/domain/self-transfer';
import { formatConfirmationCode, formatTotal } from '@wayfare/domain/trip-display';
import type {
  EmailOutboxRepository,
  OutboxMessage,
} from '@wayfare/store/repositories/email-outbox-repository';
import type {
  FlightBookingRecord,
  FlightBookingsRepository,
} from '@wayfare/store/repositories/flight-bookings-repository';
import type {
  MissedConnectionGuaranteesRepository,
  MissedConnectionRecord,
} from '@wayfare/store/repositories/missed-connection-guarantees-repository';
import type { Clock } from '../clock';
import { wrapTripEmail } from './booking-email';
import type { EmailSender } from './email-sender';
import type { JobRunner } from './job-runner';
import {
  findRebookingOptions,
  missedConnectionTermsFor,
  readMissedPart,
  readRecordedMissedPart,
} from './missed-connection-options';
import type { SupplierPorts } from './supplier-ports';

/*
 * The missed-connection guarantee's life cycle (issue 20, part C; docs/decisions/015). The one
 * flight monitor per booking (disruption-assistance.ts `disruption-check`, hourly on the travel
 * clock, and at once on the airline's notice) asks `checkMissedConnection` too: a delay that
 * leaves the traveller landing later than the self-transfer's departure less the reconnection
 * time moves the guarantee Active → Missed (compare-and-set), e-mails once and schedules the
 * expiry 24 hours on. When no option qualifies or none seats everyone it goes to support with a
 * reference at once (Missed → ContactSupport); the pages re-judge while Missed.
 */

export const MISSED_CONNECTION_EXPIRY_JOB = 'missed-connection-expiry';

export interface MissedConnectionPorts {
  repos: {
    missedConnectionGuarantees: MissedConnectionGuaranteesRepository;
    flightBookings: Pick<FlightBookingsRepository, 'findById'>;
    emailOutbox: EmailOutboxRepository;
  };
  suppliers: Pick<SupplierPorts, 'disruptions' | 'flights'>;
  travelClock: Clock;
  clock: Clock;
  jobRunner: Pick<JobRunner, 'schedule'>;
  emailSender: Pick<EmailSender, 'kick'>;
}

type MovePorts = Pick<MissedConnectionPorts, 'travelClock'> & {
  repos: Pick<MissedConnectionPorts['repos'], 'missedConnectionGuarantees'>;
};

const readOffer = (booking: FlightBookingRecord): FlightOffer =>
  FlightOfferSchema.parse(booking.offer);

/** The reference the traveller quotes to support: `MC-` and six characters of the guarantee. */
export function formatMissedConnectionReference(guaranteeId: string): string {
  return `MC-${createHash('sha256').update(guaranteeId).digest('hex').slice(0, 6).toUpperCase()}`;
}

/** The last instant the monitor watches a booking's guarantee: its last self-transfer's departure. */
export function readWatchUntil(offer: FlightOffer): Date | null {
  const departures = listSelfTransferConnections(offer).flatMap((c) => {
    const g = offer.slices[c.sliceIndex]?.segments[c.departingSegmentIndex];
    return g ? [new Date(g.zonedDepartureTime).getTime()] : [];
  });
  return departures.length > 0 ? new Date(Math.max(...departures)) : null;
}

/** Whether the monitor should look again at `at` for this guarantee. */
export function isGuaranteeWatched(
  row: MissedConnectionRecord | null,
  booking: FlightBookingRecord,
  at: Date,
): boolean {
  if (row?.state !== 'Active') return false;
  const until = readWatchUntil(readOffer(booking));
  return until !== null && at.getTime() <= until.getTime();
}

/** The first self-transfer connection the airline's delays make missed at `now`, if any. */
function detectMissedConnection(
  ctx: Pick<MissedConnectionPorts, 'suppliers'>,
  offer: FlightOffer,
  tenant: string,
  now: Date,
) {
  const terms = missedConnectionTermsFor(tenant);
  for (const c of listSelfTransferConnections(offer)) {
    const slice = offer.slices[c.sliceIndex];
    const arriving = slice?.segments[c.arrivingSegmentIndex];
    const departing = slice?.segments[c.departingSegmentIndex];
    if (!arriving || !departing) continue;
    const late = ctx.suppliers.disruptions.find(arriving.flightInstanceId, now);
    if (late?.kind !== 'Delay') continue;
    // The connecting flight's own delay gives time back.
    const own = ctx.suppliers.disruptions.find(departing.flightInstanceId, now);
    const leaves =
      new Date(departing.zonedDepartureTime).getTime() +
      (own?.kind === 'Delay' ? own.minutes * 60_000 : 0);
    if (
      isConnectionMissed(new Date(arriving.zonedArrivalTime), late.minutes, new Date(leaves), terms)
    )
      return { connection: c, departing, delayMinutes: late.minutes };
  }
  return null;
}

function renderMissedEmail(
  booking: FlightBookingRecord,
  row: MissedConnectionRecord,
  offer: FlightOffer,
  now: Date,
): OutboxMessage {
  const part = readRecordedMissedPart(offer, row);
  const code = booking.agentLocator ? formatConfirmationCode(booking.agentLocator) : booking.id;
  const a = part?.arriving;
  const m = part?.segments[0];
  const title = `Missed connection: your trip ${code}`;
  const body = wrapTripEmail(
    booking.tenant,
    title,
    [
      a && m
        ? `${a.marketingAirline.code} ${a.marketingAirline.flightNumber} to ${a.destination.code} is delayed by ${String(row.delayMinutes ?? 0)} minutes, so you can’t make ${m.marketingAirline.code} ${m.marketingAirline.flightNumber} to ${m.destination.code}.`
        : 'A delay makes you miss the connection of your trip.',
      `Your missed-connection guarantee rebooks you on a new flight at no cost (up to ${formatTotal(row.capPerTravelerMinor, row.currency)} per traveller). Choose it in My Trips.`,
      row.expiresAt
        ? `It can be used until ${row.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`
        : '',
    ].filter(Boolean),
  );
  return {
    id: `missed-connection:${row.id}:missed`,
    toAddress: booking.contactEmail,
    subject: title,
    textBody: body.text,
    htmlBody: body.html,
    createdAt: now,
    tenant: booking.tenant,
  };
}

/**
 * While Missed, the rules decide: no option qualifying, or none seating every traveller, sends
 * the claim to support with its reference (Missed → ContactSupport). Answers the row as it is.
 */
export async function settleRebookingVerdict(
  ctx: Pick<MissedConnectionPorts, 'repos' | 'suppliers' | 'clock' | 'travelClock'>,
  booking: FlightBookingRecord,
  row: MissedConnectionRecord,
): Promise<MissedConnectionRecord> {
  if (row.state !== 'Missed') return row;
  const offer = readOffer(booking);
  const part = readRecordedMissedPart(offer, row);
  if (!part) return row;
  const answer = await findRebookingOptions(ctx, offer, part, row);
  if (answer.verdict.kind === 'Online') return row;
  const moved = await ctx.repos.missedConnectionGuarantees.transition(
    booking.id,
    ['Missed'],
    'ContactSupport',
    ctx.travelClock.now(),
    {
      supportReason: answer.verdict.reason,
      supportReference: formatMissedConnectionReference(row.id),
    },
  );
  return moved ?? (await ctx.repos.missedConnectionGuarantees.findByBooking(booking.id)) ?? row;
}

/**
 * The monitor's look at a booking's guarantee (spec §4): an Active one whose connection the
 * airline's delay makes missed is recorded once, e-mailed once, its expiry scheduled, and judged.
 */
export async function checkMissedConnection(
  ctx: MissedConnectionPorts,
  booking: FlightBookingRecord,
): Promise<MissedConnectionRecord | null> {
  const row = await ctx.repos.missedConnectionGuarantees.findByBooking(booking.id);
  if (row?.state !== 'Active' || booking.status !== 'Confirmed') return row;
  const now = ctx.travelClock.now();
  const offer = readOffer(booking);
  const found = detectMissedConnection(ctx, offer, booking.tenant, now);
  if (!found) return row;
  const part = readMissedPart(
    offer,
    found.connection.sliceIndex,
    found.connection.departingSegmentIndex,
  );
  if (!part) return row;
  const expiresAt = guaranteeExpiresAt(now, missedConnectionTermsFor(booking.tenant));
  const moved = await ctx.repos.missedConnectionGuarantees.transition(
    booking.id,
    ['Active'],
    'Missed',
    now,
    {
      missedFlightInstanceId: found.departing.flightInstanceId,
      missedSliceIndex: found.connection.sliceIndex,
      missedSegmentIndex: found.connection.departingSegmentIndex,
      delayMinutes: found.delayMinutes,
      detectedAt: now,
      expiresAt,
    },
  );
  if (!moved) return ctx.repos.missedConnectionGuarantees.findByBooking(booking.id);
  await ctx.jobRunner.schedule({
    kind: MISSED_CONNECTION_EXPIRY_JOB,
    key: `${MISSED_CONNECTION_EXPIRY_JOB}:${booking.id}`,
    payload: { bookingId: booking.id },
    runAt: new Date(expiresAt.getTime() + 1),
    clock: 'travel',
  });
  await ctx.repos.emailOutbox.enqueue(renderMissedEmail(booking, moved, offer, ctx.clock.now()));
  ctx.emailSender.kick();
  return settleRebookingVerdict(ctx, booking, moved);
}

/** `missed-connection-expiry`: unused 24 hours after the disruption → Expired (Missed only). */
export async function expireMissedConnection(ctx: MovePorts, bookingId: string): Promise<boolean> {
  const now = ctx.travelClock.now();
  const row = await ctx.repos.missedConnectionGuarantees.findByBooking(bookingId);
  if (row?.state !== 'Missed' || !row.expiresAt || now.getTime() <= row.expiresAt.getTime())
    return false;
  const moved = await ctx.repos.missedConnectionGuarantees.transition(
    bookingId,
    ['Missed'],
    'Expired',
    now,
    { endedReason: 'Deadline', endedAt: now },
  );
  return moved !== null;
}

/**
 * Spec §4: a voluntary change, a cancellation or a cancel in the void window ends an unused
 * guarantee (Active or Missed → Voided with the reason).
 */
export async function voidMissedConnection(
  ctx: MovePorts,
  bookingId: string,
  event: GuaranteeVoidEvent,
): Promise<boolean> {
  const now = ctx.travelClock.now();
  const moved = await ctx.repos.missedConnectionGuarantees.transition(
    bookingId,
    ['Active', 'Missed'],
    'Voided',
    now,
    { endedReason: event, endedAt: now },
  );
  return moved !== null;
}
