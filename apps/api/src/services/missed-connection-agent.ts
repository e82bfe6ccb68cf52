import type {
  MissedConnectionCase,
  MissedConnectionCaseDetail,
  MissedConnectionGuarantee,
  MissedConnectionQueue,
  MissedConnectionResolveRequest,
} from '@wayfare/contracts/missed-connection';
import type { MissedConnectionRecord } from '@wayfare/store/repositories/missed-connection-guarantees-repository';
import { AppError } from '../app-error';
import { readOffer } from './booking-saga';
import { readRecordedMissedPart } from './missed-connection-options';
import {
  describeGuarantee,
  rebookMissedConnection,
  type MissedConnectionClaimPorts,
} from './missed-connection-rebooking';
import { toFlightLine } from './missed-connection-view';
import { tripConfirmationCode } from './trips';

/*
 * The agent portal's missed-connection cases (issue 20, part C): the guarantees sent to support
 * (no option qualifying, or none seating every traveller), oldest first, for support agents in
 * their own session (price-match.ts `requireAgent`). An agent sees the same options computed by
 * the same service, with each option's seats, and finishes a case by rebooking everyone on one
 * option that seats them now (ContactSupport → Rebooking → Rebooked, `resolvedBy` the agent).
 */

type Agent = { userId: string; tenant: string };

async function toCase(
  ctx: MissedConnectionClaimPorts,
  row: MissedConnectionRecord,
): Promise<MissedConnectionCase | null> {
  const booking = await ctx.repos.flightBookings.findById(row.bookingId);
  if (!booking) return null;
  const part = readRecordedMissedPart(readOffer(booking), row);
  return {
    bookingId: row.bookingId,
    confirmationCode: tripConfirmationCode(booking),
    travelerNames: booking.passengerNames,
    supportReference: row.supportReference,
    supportReason: row.supportReason,
    missed: part ? toFlightLine(part.segments, part.fare.cabinClass) : null,
    detectedAt: row.detectedAt?.toISOString() ?? null,
  };
}

/** GET /api/v0/agent/missed-connections: the tenant's open cases. */
export async function listMissedConnectionCases(
  ctx: MissedConnectionClaimPorts,
  agent: Agent,
): Promise<MissedConnectionQueue> {
  const rows = (await ctx.repos.missedConnectionGuarantees.listInStates(['ContactSupport'])).filter(
    (r) => r.tenant === agent.tenant,
  );
  const cases = await Promise.all(rows.map((r) => toCase(ctx, r)));
  return { cases: cases.filter((c): c is MissedConnectionCase => c !== null) };
}

async function findCase(ctx: MissedConnectionClaimPorts, agent: Agent, bookingId: string) {
  const row = await ctx.repos.missedConnectionGuarantees.findByBooking(bookingId);
  const booking = row ? await ctx.repos.flightBookings.findById(bookingId) : null;
  if (!row || !booking || row.tenant !== agent.tenant) throw new AppError('NotFound');
  return { row, booking };
}

/** GET /api/v0/agent/missed-connections/:bookingId: the case and every qualifying option. */
export async function readMissedConnectionCase(
  ctx: MissedConnectionClaimPorts,
  agent: Agent,
  bookingId: string,
): Promise<MissedConnectionCaseDetail> {
  const { row, booking } = await findCase(ctx, agent, bookingId);
  const detail = await toCase(ctx, row);
  if (!detail) throw new AppError('NotFound');
  return {
    case: detail,
    guarantee: await describeGuarantee(ctx, booking, readOffer(booking), row, true),
  };
}

/** POST /api/v0/agent/missed-connections/:bookingId/resolve: everyone on one option. */
export async function resolveMissedConnectionCase(
  ctx: MissedConnectionClaimPorts,
  agent: Agent,
  bookingId: string,
  body: MissedConnectionResolveRequest,
): Promise<MissedConnectionGuarantee> {
  const { booking } = await findCase(ctx, agent, bookingId);
  return rebookMissedConnection(
    ctx,
    { userId: booking.userId, tenant: booking.tenant },
    bookingId,
    body,
    agent.userId,
  );
}
