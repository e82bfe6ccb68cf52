import type {
  DisruptionAssistance,
  DisruptionClaimStep,
  DisruptionEvent,
} from '@wayfare/contracts/disruption';
import { FlightOfferSchema, type FlightOffer } from '@wayfare/contracts/flights';
import { CurrencySchema } from '@wayfare/contracts/money';
import {
  checkDisruption,
  detectDisruptions,
  isDecisionOpen,
  isRefundAllowed,
  listServiceActions,
  type AirlineEvent,
  type ProtectedFlight,
} from '@wayfare/domain/disruption-assistance';
import { splitRefund } from '@wayfare/domain/trip-refunds';
import type { DisruptionProtectionRecord } from '@wayfare/store/repositories/disruption-protections-repository';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { FlightExchangesRepository } from '@wayfare/store/repositories/flight-exchanges-repository';
import type { QuotesRepository } from '@wayfare/store/repositories/quotes-repository';
import type { TripsRepository } from '@wayfare/store/repositories/trips-repository';
import {
  computeBookingRefund,
  disruptionTermsFor,
  listAirlineEvents,
  listProtectedFlights,
  offerDisruptionAssistance,
  readOffer,
  toDisruptionOffer,
  toDisruptionTerms,
  type DisruptionPorts,
} from './disruption-assistance';
import { findDisruptedSegment } from './disruption-email';
import { toSliceView } from './flight-exchange';
import {
  describeSources,
  listPaidSources,
  toRefunds,
  type PaymentSourcePorts,
} from './trip-receipt';

/*
 * What the trip page and /trips/disruption show of disruption assistance (issue 20): bought or
 * purchasable, what happened, the choices with their amounts and deadline, and the claim followed
 * to its end from the rows that carry it out (the rebooking's change, the refund's cancellation).
 */

export interface DisruptionViewPorts extends PaymentSourcePorts {
  repos: PaymentSourcePorts['repos'] & {
    disruptionProtections: DisruptionPorts['repos']['disruptionProtections'];
    flightExchanges: FlightExchangesRepository;
    trips: TripsRepository;
    quotes: QuotesRepository;
  };
  suppliers: Pick<DisruptionPorts['suppliers'], 'disruptions'>;
  travelClock: DisruptionPorts['travelClock'];
}

/**
 * The itineraries the booking held, newest first: now, after each change, and as quoted, so the
 * disrupted flight is found after a rebooking replaced it.
 */
async function listHeldOffers(
  ctx: DisruptionViewPorts,
  booking: FlightBookingRecord,
): Promise<FlightOffer[]> {
  const changes = await ctx.repos.flightExchanges.listDecided(booking.id);
  const quote = await ctx.repos.quotes.findForUser(booking.quoteId, booking.userId);
  const quoted = quote ? FlightOfferSchema.safeParse(quote.offer) : null;
  return [
    readOffer(booking),
    ...changes.map((c) => c.newOffer as unknown as FlightOffer),
    ...(quoted?.success ? [quoted.data] : []),
  ];
}

async function describeDisruption(
  ctx: DisruptionViewPorts,
  booking: FlightBookingRecord,
  row: DisruptionProtectionRecord,
): Promise<DisruptionEvent | null> {
  if (!row.disruptionType || !row.disruptedFlightInstanceId || !row.detectedAt) return null;
  const offers = await listHeldOffers(ctx, booking);
  const g = offers
    .map((o) => findDisruptedSegment(o, row.disruptedFlightInstanceId))
    .find((s) => s !== null);
  const announced = ctx.suppliers.disruptions.find(
    row.disruptedFlightInstanceId,
    ctx.travelClock.now(),
  );
  return {
    type: row.disruptionType,
    flightInstanceId: row.disruptedFlightInstanceId,
    flightLabel: g ? `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}` : '',
    sliceIndex: row.disruptedSliceIndex ?? 0,
    origin: g?.origin.code ?? '',
    destination: g?.destination.code ?? '',
    scheduledDepartureTime: g?.departureTime ?? '',
    delayMinutes: row.delayMinutes ?? 0,
    announcedAt: new Date(announced?.announcedAt ?? row.detectedAt).toISOString(),
    detectedAt: row.detectedAt.toISOString(),
  };
}

/** The claim's steps with their times, in order. */
async function listTimeline(
  ctx: DisruptionViewPorts,
  row: DisruptionProtectionRecord,
): Promise<DisruptionClaimStep[]> {
  const steps: { kind: DisruptionClaimStep['kind']; at: Date | null }[] = [
    { kind: 'Purchased', at: row.createdAt },
    { kind: 'Disrupted', at: row.detectedAt },
  ];
  const rebookings = (await ctx.repos.flightExchanges.listDecided(row.bookingId)).filter(
    (e) => e.waiverProtectionId === row.id && e.status !== 'Quoted',
  );
  for (const e of [...rebookings].reverse()) {
    steps.push({ kind: 'RebookRequested', at: e.requestedAt ?? e.createdAt });
    if (e.status === 'Confirmed') steps.push({ kind: 'RebookIssued', at: e.decidedAt });
    if (e.status === 'Failed') steps.push({ kind: 'RebookFailed', at: e.decidedAt });
  }
  const cancellation = await ctx.repos.trips.findCancellation(row.bookingId);
  if (cancellation?.outcome === 'disruption_refund' && cancellation.status !== 'Failed') {
    steps.push({ kind: 'RefundRequested', at: cancellation.requestedAt });
    steps.push({ kind: 'RefundSent', at: row.refundedAt ?? cancellation.cancelledAt });
  }
  const ended = { Removed: 'Removed', Voided: 'Voided', Expired: 'Expired' } as const;
  if (row.state in ended)
    steps.push({ kind: ended[row.state as keyof typeof ended], at: row.endedAt });
  return steps
    .flatMap((s) => (s.at ? [{ kind: s.kind, at: s.at }] : []))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((s) => ({ kind: s.kind, at: s.at.toISOString() }));
}

/** The refund: what it gave (the cancellation's lines) or what it would give now. */
async function describeRefund(
  ctx: DisruptionViewPorts,
  booking: FlightBookingRecord,
  row: DisruptionProtectionRecord,
  refundMinor: number,
) {
  const currency = CurrencySchema.parse(booking.currency);
  const label = await describeSources(ctx, booking);
  if (row.state === 'Refunded') {
    const cancellation = await ctx.repos.trips.findCancellation(booking.id);
    return {
      total: { amountMinor: row.refundMinor, currency },
      refunds: toRefunds(cancellation?.refunds ?? [], label),
    };
  }
  const parts = splitRefund(refundMinor, listPaidSources(booking));
  return {
    total: { amountMinor: refundMinor, currency },
    refunds: toRefunds(
      parts.map((p) => ({ source: p.source, amountMinor: p.refundMinor })),
      label,
    ),
  };
}

/** Another flight's disruption after the trip's one: shown as ineligible (one per trip). */
function findSecondDisruption(
  booking: FlightBookingRecord,
  row: DisruptionProtectionRecord,
  flights: ProtectedFlight[],
  events: AirlineEvent[],
  now: Date,
  first: DisruptionEvent | null,
): DisruptionAssistance['secondDisruption'] {
  if (!first || !row.decideBy) return null;
  const detected = detectDisruptions(flights, events, now, disruptionTermsFor(booking.tenant));
  const { secondDisruption } = checkDisruption(
    { state: row.state, recordedFlightInstanceId: row.disruptedFlightInstanceId },
    detected,
    now,
    row.decideBy,
  );
  if (!secondDisruption) return null;
  const g = findDisruptedSegment(readOffer(booking), secondDisruption.flightInstanceId);
  return {
    type: secondDisruption.type,
    flightInstanceId: secondDisruption.flightInstanceId,
    flightLabel: g ? `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}` : '',
    sliceIndex: secondDisruption.sliceIndex,
    origin: g?.origin.code ?? '',
    destination: g?.destination.code ?? '',
    scheduledDepartureTime: g?.departureTime ?? '',
    delayMinutes: secondDisruption.delayMinutes,
    announcedAt: secondDisruption.announcedAt.toISOString(),
  };
}

/** The trip's disruption assistance at `now`; null when neither bought nor purchasable. */
export async function buildDisruptionAssistance(
  ctx: DisruptionViewPorts,
  booking: FlightBookingRecord,
): Promise<DisruptionAssistance | null> {
  const now = ctx.travelClock.now();
  const row = await ctx.repos.disruptionProtections.findByBooking(booking.id);
  const offer = readOffer(booking);
  const column =
    !row && booking.status === 'Confirmed' && booking.cardToken
      ? offerDisruptionAssistance(booking.tenant, offer, now)
      : null;
  if (!row && !column) return null;
  const currency = CurrencySchema.parse(booking.currency);
  const flights = listProtectedFlights(offer);
  const events = listAirlineEvents(ctx, offer, now);
  const refundAllowed = booking.status === 'Confirmed' && isRefundAllowed(flights, events, now);
  const decisionOpen = row?.decideBy ? isDecisionOpen(now, row.decideBy) : true;
  const actions = listServiceActions({
    state: row?.state ?? null,
    purchasable: column !== null,
    refundAllowed,
    decisionOpen,
  });
  const shared = {
    bookingId: booking.id,
    terms: toDisruptionTerms(booking.tenant),
    actions,
  };
  if (!row)
    return {
      ...shared,
      state: null,
      fee: null,
      purchasedVia: null,
      offer: column ? toDisruptionOffer(booking.tenant, column, currency) : null,
      disruption: null,
      secondDisruption: null,
      decideBy: null,
      refund: null,
      rebooking: null,
      timeline: [],
      endedReason: null,
      referenceId: null,
    };
  const disruption = await describeDisruption(ctx, booking, row);
  const rebookingRow = row.exchangeId
    ? await ctx.repos.flightExchanges.findById(row.exchangeId)
    : null;
  const showsRefund =
    row.state === 'Refunded' || (row.state === 'Disrupted' && refundAllowed && decisionOpen);
  return {
    ...shared,
    state: row.state,
    fee: { amountMinor: row.feeMinor, currency },
    purchasedVia: row.purchasedVia,
    offer: null,
    disruption,
    secondDisruption: findSecondDisruption(booking, row, flights, events, now, disruption),
    decideBy: row.decideBy?.toISOString() ?? null,
    refund: showsRefund
      ? await describeRefund(ctx, booking, row, computeBookingRefund(booking))
      : null,
    rebooking:
      rebookingRow && rebookingRow.status !== 'Quoted'
        ? {
            exchangeId: rebookingRow.id,
            status: rebookingRow.status,
            slices: (rebookingRow.newOffer as unknown as FlightOffer).slices.flatMap((s, i) =>
              rebookingRow.changedSlices.includes(i) ? [toSliceView(s, i, true)] : [],
            ),
          }
        : null,
    timeline: await listTimeline(ctx, row),
    endedReason: row.endedReason,
    referenceId: row.id.replace(/^dp_/, 'DA-').slice(0, 14).toUpperCase(),
  };
}
