import { randomUUID } from 'node:crypto';
import type { DisruptionOffer, DisruptionTerms } from '@wayfare/contracts/disruption';
import { FlightOfferSchema, type FlightOffer } from '@wayfare/contracts/flights';
import type { Currency } from '@wayfare/contracts/money';
import { TenantSchema } from '@wayfare/contracts/tenant';
import {
  checkDisruption,
  computeDisruptionRefund,
  detectDisruptions,
  disruptionDecideBy,
  disruptionPurchaseDeadline,
  isDecisionOpen,
  isDisruptionPurchasable,
  isVoidedByVoluntaryChange,
  listVoidableStates,
  type AirlineEvent,
  type DisruptionCheckResult,
  type DisruptionVoidReason,
  type ProtectedFlight,
} from '@wayfare/domain/disruption-assistance';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import type {
  DisruptionProtectionRecord,
  DisruptionProtectionsRepository,
} from '@wayfare/store/repositories/disruption-protections-repository';
import type { EmailOutboxRepository } from '@wayfare/store/repositories/email-outbox-repository';
import type { MissedConnectionGuaranteesRepository } from '@wayfare/store/repositories/missed-connection-guarantees-repository';
import type {
  FlightBookingRecord,
  FlightBookingsRepository,
} from '@wayfare/store/repositories/flight-bookings-repository';
import type { QuotesRepository } from '@wayfare/store/repositories/quotes-repository';
import type { DisruptionOfferColumn } from '@wayfare/store/schema';
import type { Clock } from '../clock';
import type { EmailSender } from './email-sender';
import type { JobRunner } from './job-runner';
import type { SupplierPorts } from './supplier-ports';
import { renderDisruptionEmail } from './disruption-email';
import { checkMissedConnection, isGuaranteeWatched } from './missed-connection-monitor';

/*
 * Disruption assistance (issue 20; domain/disruption-assistance.ts; docs/decisions/013): offered
 * with a flight quote and for a booked trip until 24 hours before departure, one row per booking.
 * A `disruption-check` job per protected booking looks at its flights' airline events every hour
 * of travel time from 48 hours before departure until its window ends (the console's injected
 * delay or cancellation checks at once); a disruption moves it Active → Disrupted by
 * compare-and-set and e-mails once. `disruption-expiry` ends it at `decideBy` (24 hours after the
 * last flight) when undecided or never disrupted. The claims (refund, rebooking) are
 * disruption-claims.ts; what the pages show, disruption-view.ts.
 */

export const DISRUPTION_CHECK_JOB = 'disruption-check';
export const DISRUPTION_EXPIRY_JOB = 'disruption-expiry';
/** Checks start this long before the first departure and repeat this often (travel clock). */
export const DISRUPTION_WATCH_FROM_HOURS = 48;
export const DISRUPTION_CHECK_EVERY_MS = 3_600_000;

export interface DisruptionPorts {
  repos: {
    disruptionProtections: DisruptionProtectionsRepository;
    flightBookings: Pick<FlightBookingsRepository, 'findById' | 'listConfirmedWithFlight'>;
    emailOutbox: EmailOutboxRepository;
    /** The missed-connection guarantee shares the booking's one flight monitor (issue 20, C). */
    missedConnectionGuarantees: MissedConnectionGuaranteesRepository;
  };
  suppliers: Pick<SupplierPorts, 'disruptions' | 'flights'>;
  travelClock: Clock;
  clock: Clock;
  jobRunner: Pick<JobRunner, 'schedule'>;
  emailSender: Pick<EmailSender, 'kick'>;
}

/** What starting a protection needs: its row and its jobs. */
export type DisruptionActivationPorts = Pick<DisruptionPorts, 'travelClock' | 'jobRunner'> & {
  repos: Pick<DisruptionPorts['repos'], 'disruptionProtections'> & { quotes: QuotesRepository };
};

/** The booked itinerary (the booking saga's `readOffer`, without importing the saga). */
export const readOffer = (booking: FlightBookingRecord): FlightOffer =>
  FlightOfferSchema.parse(booking.offer);

export const disruptionTermsFor = (tenant: string) =>
  protectionTermsFor(TenantSchema.parse(tenant)).disruptionAssistance;

/** The terms as travellers are shown them. */
export function toDisruptionTerms(tenant: string): DisruptionTerms {
  const t = disruptionTermsFor(tenant);
  return {
    delayThresholdMinutes: t.delayThresholdMinutes,
    minHoursBeforeDeparture: t.minHoursBeforeDeparture,
    decisionWindowHours: t.decisionWindowHours,
    pastArrivalHours: t.pastArrivalHours,
  };
}

/** The booked flights, as scheduled. */
export function listProtectedFlights(offer: FlightOffer): ProtectedFlight[] {
  return offer.slices.flatMap((slice, sliceIndex) =>
    slice.segments.map((g, segmentIndex) => ({
      sliceIndex,
      segmentIndex,
      flightInstanceId: g.flightInstanceId,
      departureAt: new Date(g.zonedDepartureTime),
      arrivalAt: new Date(g.zonedArrivalTime),
    })),
  );
}

/** The airlines' events on the booked flights known at `now` (the supplier's source). */
export function listAirlineEvents(
  ctx: { suppliers: Pick<DisruptionPorts['suppliers'], 'disruptions'> },
  offer: FlightOffer,
  now: Date,
): AirlineEvent[] {
  return listProtectedFlights(offer).flatMap((f) => {
    const found = ctx.suppliers.disruptions.find(f.flightInstanceId, now);
    return found
      ? [
          {
            flightInstanceId: f.flightInstanceId,
            kind: found.kind,
            minutes: found.minutes,
            announcedAt: new Date(found.announcedAt),
          },
        ]
      : [];
  });
}

/** Offered with a quote of `offer` at `now`: null under 24 hours before the first departure. */
export function offerDisruptionAssistance(
  tenant: string,
  offer: FlightOffer,
  now: Date,
): DisruptionOfferColumn | null {
  const flights = listProtectedFlights(offer);
  const terms = disruptionTermsFor(tenant);
  if (!isDisruptionPurchasable(now, flights, terms)) return null;
  return {
    feeMinor: terms.feeMinor,
    purchaseDeadline: disruptionPurchaseDeadline(flights, terms).toISOString(),
  };
}

/** The offer as the booking page and the trip show it. */
export function toDisruptionOffer(
  tenant: string,
  column: DisruptionOfferColumn,
  currency: Currency,
): DisruptionOffer {
  return {
    fee: { amountMinor: column.feeMinor, currency },
    purchaseDeadline: column.purchaseDeadline,
    terms: toDisruptionTerms(tenant),
  };
}

/** The instant a booked trip's protection ends undecided: 24 hours after its last flight. */
export function readDecideBy(booking: FlightBookingRecord): Date {
  return disruptionDecideBy(
    listProtectedFlights(readOffer(booking)),
    disruptionTermsFor(booking.tenant),
  );
}

export const newDisruptionId = () => `dp_${randomUUID().replaceAll('-', '').slice(0, 24)}`;

/** Schedules the next check at or after `from` (hourly from 48 h before departure) and the expiry. */
export async function scheduleDisruptionJobs(
  ctx: Pick<DisruptionPorts, 'jobRunner'>,
  booking: FlightBookingRecord,
  from: Date,
): Promise<void> {
  const offer = readOffer(booking);
  const flights = listProtectedFlights(offer);
  const decideBy = readDecideBy(booking);
  const watchFrom =
    Math.min(...flights.map((f) => f.departureAt.getTime())) -
    DISRUPTION_WATCH_FROM_HOURS * 3_600_000;
  const dueAt = new Date(Math.max(from.getTime(), watchFrom));
  if (dueAt.getTime() <= decideBy.getTime())
    await ctx.jobRunner.schedule({
      kind: DISRUPTION_CHECK_JOB,
      key: `${DISRUPTION_CHECK_JOB}:${booking.id}:${String(dueAt.getTime())}`,
      payload: { bookingId: booking.id, dueAt: dueAt.toISOString() },
      runAt: dueAt,
      clock: 'travel',
    });
  await ctx.jobRunner.schedule({
    kind: DISRUPTION_EXPIRY_JOB,
    key: `${DISRUPTION_EXPIRY_JOB}:${booking.id}`,
    payload: { bookingId: booking.id },
    runAt: new Date(decideBy.getTime() + 1),
    clock: 'travel',
  });
}

/**
 * On confirmation (the flight saga's `beforeConfirm`, repeated after a crash): a booking that
 * bought it on the booking page gets its row, Active, and its check and expiry jobs.
 */
export async function activateDisruptionAssistance(
  ctx: DisruptionActivationPorts,
  booking: FlightBookingRecord,
): Promise<void> {
  if (booking.disruptionFeeMinor <= 0) return;
  const quote = await ctx.repos.quotes.findForUser(booking.quoteId, booking.userId);
  if (!quote?.disruptionOffer)
    throw new Error(`booking ${booking.id} bought disruption assistance its quote did not offer`);
  const now = ctx.travelClock.now();
  await ctx.repos.disruptionProtections.insertIfAbsent({
    id: newDisruptionId(),
    bookingId: booking.id,
    userId: booking.userId,
    tenant: booking.tenant,
    state: 'Active',
    feeMinor: booking.disruptionFeeMinor,
    currency: booking.currency,
    purchasedVia: 'Booking',
    decideBy: readDecideBy(booking),
    createdAt: now,
    updatedAt: now,
  });
  await scheduleDisruptionJobs(ctx, booking, now);
}

/**
 * Looks at the booking's flights now (spec §4 check): an Active protection with an eligible
 * disruption records it (Active → Disrupted, compare-and-set) and the traveller is e-mailed once.
 */
export async function checkBookingDisruption(
  ctx: DisruptionPorts,
  booking: FlightBookingRecord,
): Promise<{ result: DisruptionCheckResult; row: DisruptionProtectionRecord | null }> {
  const now = ctx.travelClock.now();
  let row = await ctx.repos.disruptionProtections.findByBooking(booking.id);
  const offer = readOffer(booking);
  const terms = disruptionTermsFor(booking.tenant);
  const detected = detectDisruptions(
    listProtectedFlights(offer),
    listAirlineEvents(ctx, offer, now),
    now,
    terms,
  );
  const live = booking.status === 'Confirmed' ? row : null;
  const check = checkDisruption(
    live && { state: live.state, recordedFlightInstanceId: live.disruptedFlightInstanceId },
    detected,
    now,
    row?.decideBy ?? readDecideBy(booking),
  );
  if (!check.toRecord || !row) return { result: check.result, row };
  const found = check.toRecord;
  const moved = await ctx.repos.disruptionProtections.transition(
    booking.id,
    ['Active'],
    'Disrupted',
    now,
    {
      disruptionType: found.type,
      disruptedFlightInstanceId: found.flightInstanceId,
      disruptedSliceIndex: found.sliceIndex,
      delayMinutes: found.delayMinutes,
      detectedAt: now,
      decideBy: readDecideBy(booking),
    },
  );
  row = moved ?? (await ctx.repos.disruptionProtections.findByBooking(booking.id));
  if (moved) {
    await ctx.repos.emailOutbox.enqueue(
      renderDisruptionEmail(booking, moved, offer, ctx.clock.now()),
    );
    ctx.emailSender.kick();
  }
  return { result: 'Success', row };
}

/**
 * The `disruption-check` job due at `dueAt`: checks, then schedules the next hour while the
 * protection is Active and its window open (a job for an instant already overtaken does nothing).
 */
export async function runDisruptionCheckJob(
  ctx: DisruptionPorts,
  bookingId: string,
  dueAt: Date,
): Promise<void> {
  const booking = await ctx.repos.flightBookings.findById(bookingId);
  if (booking?.status !== 'Confirmed') return;
  const { row } = await checkBookingDisruption(ctx, booking);
  const guarantee = await checkMissedConnection(ctx, booking);
  const next = new Date(
    Math.max(dueAt.getTime(), ctx.travelClock.now().getTime()) + DISRUPTION_CHECK_EVERY_MS,
  );
  const watchesDisruption =
    row?.state === 'Active' && row.decideBy !== null && isDecisionOpen(next, row.decideBy);
  // One monitor per booking: it goes on while either protection still watches the flights.
  if (watchesDisruption || isGuaranteeWatched(guarantee, booking, next))
    await scheduleDisruptionJobs(ctx, booking, next);
}

/**
 * The airline's notice of a delay or cancellation (the sandbox console's injection): every
 * confirmed booking holding the flight is checked at once (disruption assistance and the
 * missed-connection guarantee).
 */
export async function noticeAirlineDisruption(
  ctx: DisruptionPorts,
  flightInstanceId: string,
): Promise<void> {
  for (const booking of await ctx.repos.flightBookings.listConfirmedWithFlight(flightInstanceId)) {
    await checkBookingDisruption(ctx, booking);
    await checkMissedConnection(ctx, booking);
  }
}

/** `disruption-expiry`: Active or Disrupted and undecided past `decideBy` → Expired. */
export async function expireDisruption(
  ctx: Pick<DisruptionPorts, 'travelClock'> & {
    repos: Pick<DisruptionPorts['repos'], 'disruptionProtections'>;
  },
  bookingId: string,
): Promise<boolean> {
  const now = ctx.travelClock.now();
  const row = await ctx.repos.disruptionProtections.findByBooking(bookingId);
  if (!row?.decideBy || isDecisionOpen(now, row.decideBy)) return false;
  const moved = await ctx.repos.disruptionProtections.transition(
    bookingId,
    ['Active', 'Disrupted'],
    'Expired',
    now,
    { endedReason: 'Deadline', endedAt: now },
  );
  return moved !== null;
}

/**
 * Ends it for an event (spec §4, §5): cancel for any reason exercised or the trip cancelled, from
 * Active or Disrupted; a voluntary change made more than 24 hours before departure, from Active.
 */
export async function voidDisruption(
  ctx: Pick<DisruptionPorts, 'travelClock'> & {
    repos: Pick<DisruptionPorts['repos'], 'disruptionProtections'>;
  },
  bookingId: string,
  reason: DisruptionVoidReason,
): Promise<boolean> {
  const now = ctx.travelClock.now();
  const moved = await ctx.repos.disruptionProtections.transition(
    bookingId,
    listVoidableStates(reason),
    'Voided',
    now,
    { endedReason: reason, endedAt: now },
  );
  return moved !== null;
}

/** A voluntary change the airline confirmed at `changedAt` voids it when over 24 h before departure. */
export async function voidDisruptionAfterChange(
  ctx: Parameters<typeof voidDisruption>[0],
  booking: FlightBookingRecord,
  bookedOffer: FlightOffer,
): Promise<void> {
  const first = listProtectedFlights(bookedOffer)[0];
  if (!first) return;
  if (
    isVoidedByVoluntaryChange(
      ctx.travelClock.now(),
      first.departureAt,
      disruptionTermsFor(booking.tenant),
    )
  )
    await voidDisruption(ctx, booking.id, 'VoluntaryChange');
}

/**
 * When a trip's cancellation ends Cancelled: the refund's own records when it reached the
 * traveller; any other cancellation (cancel for any reason's included) voids an unused protection.
 */
export async function settleDisruptionAfterCancellation(
  ctx: Parameters<typeof voidDisruption>[0],
  bookingId: string,
  outcome: string,
): Promise<void> {
  if (outcome === 'disruption_refund') {
    await ctx.repos.disruptionProtections.markRefunded(bookingId, ctx.travelClock.now());
    return;
  }
  await voidDisruption(
    ctx,
    bookingId,
    outcome.startsWith('cfar_') ? 'CfarExercised' : 'TripCancelled',
  );
}

/** The refund the Refund choice gives: the fares as booked, never the add-ons or its own fee. */
export function computeBookingRefund(booking: FlightBookingRecord): number {
  return computeDisruptionRefund(booking.totalMinor, [
    booking.cfarPremiumMinor,
    booking.chfarPremiumMinor,
    booking.disruptionFeeMinor,
  ]);
}
