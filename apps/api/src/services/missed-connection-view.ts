import type { FlightOffer, FlightSegment } from '@wayfare/contracts/flights';
import type {
  MissedConnectionFlight,
  MissedConnectionGuarantee,
  MissedConnectionStep,
} from '@wayfare/contracts/missed-connection';
import { CurrencySchema } from '@wayfare/contracts/money';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { FlightExchangesRepository } from '@wayfare/store/repositories/flight-exchanges-repository';
import type { MissedConnectionRecord } from '@wayfare/store/repositories/missed-connection-guarantees-repository';
import {
  MAX_OPTIONS,
  readRecordedMissedPart,
  toOption,
  type RebookingAnswer,
} from './missed-connection-options';

/*
 * What the trip page, `/trips/rebook/*`, `/trips/contact-support` and the agent portal show of a
 * missed-connection guarantee (issue 20, part C): codes and data, the web writes the sentences.
 */

/** A run of segments as one flight line: first origin to last destination. */
export function toFlightLine(
  segments: readonly FlightSegment[],
  cabinClass: MissedConnectionFlight['cabinClass'],
): MissedConnectionFlight | null {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) return null;
  return {
    origin: first.origin.code,
    destination: last.destination.code,
    departureTime: first.departureTime,
    arrivalTime: last.arrivalTime,
    airline: { code: first.marketingAirline.code, name: first.marketingAirline.name },
    flightNumbers: segments.map(
      (g) => `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}`,
    ),
    cabinClass,
  };
}

/** The claim's steps with their times, in order. */
async function listSteps(
  ctx: { repos: { flightExchanges: FlightExchangesRepository } },
  row: MissedConnectionRecord,
): Promise<MissedConnectionStep[]> {
  const steps: MissedConnectionStep[] = [{ kind: 'Covered', at: row.createdAt.toISOString() }];
  if (row.detectedAt) steps.push({ kind: 'Missed', at: row.detectedAt.toISOString() });
  const exchanges = (await ctx.repos.flightExchanges.listDecided(row.bookingId))
    .filter((e) => e.waiverReason === 'MissedConnection' && e.status !== 'Quoted')
    .reverse();
  for (const e of exchanges) {
    steps.push({ kind: 'RebookRequested', at: (e.requestedAt ?? e.createdAt).toISOString() });
    if (e.status === 'Confirmed' && e.decidedAt)
      steps.push({ kind: 'RebookIssued', at: e.decidedAt.toISOString() });
    if (e.status === 'Failed' && e.decidedAt)
      steps.push({ kind: 'RebookFailed', at: e.decidedAt.toISOString() });
  }
  if (row.supportReference && row.state === 'ContactSupport')
    steps.push({ kind: 'SentToSupport', at: row.updatedAt.toISOString() });
  if (row.resolvedBy && row.state === 'Rebooked' && row.endedAt)
    steps.push({ kind: 'ResolvedByAgent', at: row.endedAt.toISOString() });
  if (row.state === 'Expired' && row.endedAt)
    steps.push({ kind: 'Expired', at: row.endedAt.toISOString() });
  if (row.state === 'Voided' && row.endedAt)
    steps.push({ kind: 'Voided', at: row.endedAt.toISOString() });
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The guarantee as the pages show it. `judged` is today's options (while Missed or with
 * support); travellers see the options seating everyone, agents (`allOptions`) every qualifying
 * one with its seats.
 */
export async function toMissedConnectionView(
  ctx: { repos: { flightExchanges: FlightExchangesRepository } },
  booking: FlightBookingRecord,
  offer: FlightOffer,
  row: MissedConnectionRecord,
  judged: RebookingAnswer | null,
  allOptions: boolean,
): Promise<MissedConnectionGuarantee> {
  const currency = CurrencySchema.parse(row.currency);
  const part = readRecordedMissedPart(offer, row);
  const cabin = part?.fare.cabinClass ?? 'Economy';
  const rebooked = row.state === 'Rebooked' && part;
  const ticket = booking.tickets?.find(
    (t) =>
      t.sliceIndex === row.missedSliceIndex &&
      t.segmentIndexes.includes(row.missedSegmentIndex ?? -1),
  );
  const delayed = part ? toFlightLine([part.arriving], cabin) : null;
  const rebookedLine = rebooked ? toFlightLine(part.segments, cabin) : null;
  const options = (judged?.qualifying ?? [])
    .filter((q) => allOptions || q.seatsEveryone)
    .slice(0, MAX_OPTIONS)
    .map((q) => toOption(q, row.currency));
  const verdict =
    row.state === 'ContactSupport'
      ? 'ContactSupport'
      : row.state === 'Missed' && judged
        ? judged.verdict.kind
        : null;
  return {
    bookingId: booking.id,
    state: row.state,
    capPerTraveler: { amountMinor: row.capPerTravelerMinor, currency },
    travelers: offer.passengers.ADT + offer.passengers.CNN + offer.passengers.INS,
    missedPart: part ? (part.segments.length === 1 ? 'flight' : 'connection') : null,
    delayed: delayed ? { ...delayed, delayMinutes: row.delayMinutes ?? 0 } : null,
    missed: part && !rebooked ? toFlightLine(part.segments, cabin) : null,
    selfTransferAirport: part?.missed.origin ?? null,
    detectedAt: row.detectedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    verdict,
    supportReason: row.supportReason,
    supportReference: row.supportReference,
    options: row.state === 'Missed' || row.state === 'ContactSupport' ? options : [],
    rebooked: rebookedLine ? { ...rebookedLine, locator: ticket?.locator ?? null } : null,
    exchangeId: row.exchangeId,
    endedReason: row.endedReason,
    timeline: await listSteps(ctx, row),
  };
}
