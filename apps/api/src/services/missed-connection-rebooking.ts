import { randomUUID } from 'node:crypto';
import type { FlightItinerary, FlightOffer } from '@wayfare/contracts/flights';
import type {
  MissedConnectionGuarantee,
  MissedConnectionRebookRequest,
} from '@wayfare/contracts/missed-connection';
import { isGuaranteeUsable } from '@wayfare/domain/missed-connection';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { MissedConnectionRecord } from '@wayfare/store/repositories/missed-connection-guarantees-repository';
import { AppError } from '../app-error';
import { EXCHANGE_QUOTE_TTL_MS, findFlightTrip, type ExchangePorts } from './flight-exchange';
import { confirmExchange } from './flight-exchange-confirm';
import {
  findRebookingOptions,
  readRecordedMissedPart,
  type MissedPart,
} from './missed-connection-options';
import { settleRebookingVerdict, type MissedConnectionPorts } from './missed-connection-monitor';
import { toMissedConnectionView } from './missed-connection-view';

/*
 * The missed-connection guarantee's claim (issue 20, part C; docs/decisions/015): the view with
 * its options (GET), and the rebooking (POST): the chosen option priced now and bought as a
 * waived exchange (`waiver_reason = 'MissedConnection'`: no fee, no difference, nothing to pay)
 * that replaces only the missed ticket's flights of the slice, through the exchange flow's
 * confirmation and the airline's answer (flight-exchange-confirm.ts). Agents finish support
 * cases through the same function (missed-connection-agent.ts).
 */

export type MissedConnectionClaimPorts = ExchangePorts & MissedConnectionPorts;
type Actor = { userId: string; tenant: string };

/** The person's flight booking and its guarantee; 404s the pages map. */
async function findGuaranteedTrip(
  ctx: MissedConnectionClaimPorts,
  actor: Actor,
  bookingId: string,
) {
  const trip = await findFlightTrip(ctx, actor, bookingId);
  if (!trip) throw new AppError('NotFound');
  const row = await ctx.repos.missedConnectionGuarantees.findByBooking(bookingId);
  if (!row) throw new AppError('MissedConnectionNotCovered');
  return { ...trip, row };
}

/** The view with today's options (judged again while Missed: it may go to support now). */
export async function describeGuarantee(
  ctx: MissedConnectionClaimPorts,
  booking: FlightBookingRecord,
  offer: FlightOffer,
  start: MissedConnectionRecord,
  allOptions = false,
): Promise<MissedConnectionGuarantee> {
  const row = await settleRebookingVerdict(ctx, booking, start);
  const part = readRecordedMissedPart(offer, row);
  const judged =
    part && (row.state === 'Missed' || row.state === 'ContactSupport')
      ? await findRebookingOptions(ctx, offer, part, row)
      : null;
  return toMissedConnectionView(ctx, booking, offer, row, judged, allOptions);
}

/** GET /api/v0/trips/:bookingId/missed-connection */
export async function readMissedConnection(
  ctx: MissedConnectionClaimPorts,
  actor: Actor,
  bookingId: string,
): Promise<MissedConnectionGuarantee> {
  const { booking, offer, row } = await findGuaranteedTrip(ctx, actor, bookingId);
  return describeGuarantee(ctx, booking, offer, row);
}

/** The booked offer with the missed part replaced by the new flight (the first ticket kept). */
export function replaceMissedPart(
  offer: FlightOffer,
  part: MissedPart,
  next: FlightItinerary,
  newFareId: string,
): FlightOffer {
  const slice = offer.slices[part.sliceIndex];
  if (!slice) return offer;
  const kept = slice.segments.slice(0, part.segmentIndexes[0]);
  const landed = new Date(part.arriving.zonedArrivalTime).getTime();
  const segments = [
    ...kept,
    ...next.segments.map((g, k) =>
      k === 0
        ? {
            ...g,
            isSelfTransferLayover: true,
            stopoverDurationMinutes: Math.max(
              0,
              Math.round((new Date(g.zonedDepartureTime).getTime() - landed) / 60_000),
            ),
          }
        : g,
    ),
  ].map((g, segmentIndex) => ({ ...g, segmentIndex }));
  const first = segments[0] ?? next.segments[0];
  const last = segments[segments.length - 1];
  const [firstTicketFare] = (slice.fares[0]?.fareId ?? '').split('/');
  const newSlice: FlightItinerary = {
    ...slice,
    itineraryId: `${slice.itineraryId}~mc`,
    destination: next.destination,
    arrivalTime: next.arrivalTime,
    durationMinutes: Math.max(
      1,
      Math.round(
        (new Date(last?.zonedArrivalTime ?? 0).getTime() -
          new Date(first?.zonedDepartureTime ?? 0).getTime()) /
          60_000,
      ),
    ),
    stops: segments.length - 1,
    plusDays: next.plusDays,
    segments,
    fares: slice.fares
      .slice(0, 1)
      .map((f) => ({ ...f, fareId: `${firstTicketFare}/${newFareId}` })),
  };
  return {
    ...offer,
    offerId: `${offer.offerId}~mc`,
    slices: offer.slices.map((s, i) => (i === part.sliceIndex ? newSlice : s)),
    tickets: offer.tickets?.map((t) =>
      t.sliceIndex === part.sliceIndex && t.segmentIndexes.includes(part.segmentIndexes[0] ?? -1)
        ? {
            ...t,
            fareId: newFareId,
            validatingAirline: {
              code: next.segments[0]?.marketingAirline.code ?? t.validatingAirline.code,
              name: next.segments[0]?.marketingAirline.name ?? t.validatingAirline.name,
            },
            segmentIndexes: segments.flatMap((_, i) => (i >= kept.length ? [i] : [])),
          }
        : t,
    ),
  };
}

/**
 * POST /api/v0/trips/:bookingId/missed-connection/rebook (and an agent's resolution): the option
 * must still qualify and seat every traveller now; it is priced, held as a waived exchange and
 * confirmed through the exchange flow, which takes the guarantee once (→ Rebooking).
 */
export async function rebookMissedConnection(
  ctx: MissedConnectionClaimPorts,
  actor: Actor,
  bookingId: string,
  body: MissedConnectionRebookRequest,
  agentId: string | null = null,
): Promise<MissedConnectionGuarantee> {
  const { booking, offer, row: start } = await findGuaranteedTrip(ctx, actor, bookingId);
  const now = ctx.travelClock.now();
  const row = agentId ? start : await settleRebookingVerdict(ctx, booking, start);
  const expected = agentId ? 'ContactSupport' : 'Missed';
  if (row.state === 'Rebooking' || row.state === 'Rebooked')
    throw new AppError('MissedConnectionAlreadyUsed');
  if (!agentId && row.state === 'Missed' && !isGuaranteeUsable(row.state, row.expiresAt, now))
    throw new AppError('MissedConnectionExpired');
  if (row.state === 'Expired' || row.state === 'Voided')
    throw new AppError('MissedConnectionExpired');
  if (row.state !== expected) throw new AppError('MissedConnectionNotMissed');
  const part = readRecordedMissedPart(offer, row);
  if (!part) throw new AppError('MissedConnectionNotMissed');
  const answer = await findRebookingOptions(ctx, offer, part, row);
  const chosen = answer.qualifying.find(
    (q) => q.seatsEveryone && q.candidate.fare.fareId === body.optionId,
  );
  if (!chosen) throw new AppError('RebookingOptionUnavailable', undefined, 'optionId');
  const priced = await ctx.suppliers.flights.priceOffer(
    { tripType: 'one_way', passengers: offer.passengers, fareIds: [body.optionId] },
    ctx.clock.now(),
  );
  const next = priced.ok ? priced.value.slices[0] : undefined;
  const nextFare = next?.fares[0];
  if (!next || !nextFare) throw new AppError('RebookingOptionUnavailable', undefined, 'optionId');
  const newOffer = replaceMissedPart(offer, part, next, nextFare.fareId);
  const at = ctx.clock.now();
  const quoted = await ctx.repos.flightExchanges.create({
    id: `fx_${randomUUID().replaceAll('-', '')}`,
    bookingId,
    userId: booking.userId,
    tenant: booking.tenant,
    status: 'Quoted',
    changedSlices: [part.sliceIndex],
    newOffer,
    newFareIds: [nextFare.fareId],
    // The guarantee pays: no fee, no difference, nothing due, nothing back.
    fareDifferenceMinor: 0,
    changeFeeMinor: 0,
    amountDueMinor: 0,
    creditBackMinor: 0,
    scheduleChangeSignature: null,
    waiverReason: 'MissedConnection',
    waiverProtectionId: row.id,
    chfarCoveredMinor: 0,
    currency: booking.currency,
    createdAt: at,
    expiresAt: new Date(at.getTime() + EXCHANGE_QUOTE_TTL_MS),
  });
  await confirmExchange(
    ctx,
    { userId: booking.userId, tenant: booking.tenant },
    bookingId,
    { exchangeId: quoted.id },
    agentId,
  );
  const fresh = (await findFlightTrip(
    ctx,
    { userId: booking.userId, tenant: booking.tenant },
    bookingId,
  )) ?? {
    booking,
    offer,
  };
  const after = (await ctx.repos.missedConnectionGuarantees.findByBooking(bookingId)) ?? row;
  return describeGuarantee(ctx, fresh.booking, fresh.offer, after, agentId !== null);
}
