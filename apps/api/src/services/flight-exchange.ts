import { createHash } from 'node:crypto';
import { isMultiTicketOffer } from '@wayfare/domain/self-transfer';
import type {
  ExchangeAirport,
  ExchangeEntry,
  ExchangeQuote,
  ExchangeSliceView,
} from '@wayfare/contracts/exchange';
import type { FlightFare, FlightItinerary, FlightOffer } from '@wayfare/contracts/flights';
import { CurrencySchema } from '@wayfare/contracts/money';
import type { TripExchange } from '@wayfare/contracts/trips';
import {
  computeChangeFee,
  computeLatestExchangeDate,
  decideExchangeEntry,
  firstExchangeStep,
  type ChangeRule,
  type ExchangeEntryState,
} from '@wayfare/domain/flight-exchange';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type {
  FlightExchangeRecord,
  FlightExchangesRepository,
} from '@wayfare/store/repositories/flight-exchanges-repository';
import { addBusinessDays } from '@wayfare/domain/change-for-any-reason';
import {
  scheduleChangeWaiverRules,
  type ExchangeWaiverRules,
} from '@wayfare/domain/exchange-waiver';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { TenantSchema } from '@wayfare/contracts/tenant';
import type { DisruptionProtectionsRepository } from '@wayfare/store/repositories/disruption-protections-repository';
import type { MissedConnectionGuaranteesRepository } from '@wayfare/store/repositories/missed-connection-guarantees-repository';
import type { ChfarProtectionRecord } from '@wayfare/store/repositories/chfar-protections-repository';
import { AppError } from '../app-error';
import type { JobRunner } from './job-runner';
import { readOffer } from './booking-saga';
import { isChfarUsableNow, toChfarProtection } from './change-for-any-reason';
import { readDisruptionWaiver } from './disruption-rebooking';
import { readMissedConnectionWaiver } from './missed-connection-waiver';
import type { CityAirports } from './supplier-ports';
import type { TripCancelPorts } from './trip-cancel';
import { readScheduleChange } from './schedule-change-view';
import { listDisruptions } from './trip-detail';
import { readFlightFacts, readVoidWindowEnd } from './trip-facts';
import { findOwnTrip, tripConfirmationCode } from './trips';

/*
 * Changing a booked flight (issue 18; spec §2 exchange flow, docs/decisions/011-flight-exchange.md).
 * The entry decides the screen from the booking's facts (domain/flight-exchange.ts); the shop
 * offers the changed slices' flights on the same cities' airports within a year; a quote prices
 * one choice (fare difference and change fee, domain `priceExchange`) and is held 15 minutes; the
 * confirmation takes it once (compare-and-set, one change under way per booking by a unique
 * index), holds the new seats, charges the difference to the trip's card and asks the airline,
 * whose answer (a durable job) makes the booking hold the new flights or gives the charge back.
 */

export const FLIGHT_EXCHANGE_JOB = 'flight-exchange-settle';
/** How long an exchange quote holds its price. */
export const EXCHANGE_QUOTE_TTL_MS = 15 * 60_000;
/** How long the airline takes to confirm a change's new tickets. */
export const EXCHANGE_SUPPLIER_CONFIRM_MS = 20_000;
/** Flights offered per changed slice. */
export const ALTERNATIVES_PER_SLICE = 12;

export interface ExchangePorts extends TripCancelPorts {
  repos: TripCancelPorts['repos'] & {
    flightExchanges: FlightExchangesRepository;
    disruptionProtections: DisruptionProtectionsRepository;
    missedConnectionGuarantees: MissedConnectionGuaranteesRepository;
  };
  suppliers: TripCancelPorts['suppliers'] & { airports: CityAirports };
  jobRunner: Pick<JobRunner, 'schedule'>;
}

export type Actor = { userId: string; tenant: string };

/** A short reference support can find the trip by (stable per booking). */
export function formatSupportReference(bookingId: string): string {
  return `WF-${createHash('sha256').update(bookingId).digest('hex').slice(0, 8).toUpperCase()}`;
}

export const money = (amountMinor: number, currency: string) => ({
  amountMinor,
  currency: CurrencySchema.parse(currency),
});

export function countTickets(offer: FlightOffer): number {
  return offer.passengers.ADT + offer.passengers.CNN + offer.passengers.INS;
}

export function readChangeRule(fare: FlightFare | undefined): { kind: ChangeRule; fee: number } {
  const penalty = fare?.penaltiesInfo.changePenalty;
  return { kind: penalty?.kind ?? 'Unknown', fee: penalty?.fee?.amountMinor ?? 0 };
}

export function toSliceView(
  slice: FlightItinerary,
  sliceIndex: number,
  changed: boolean,
): ExchangeSliceView {
  const first = slice.segments[0];
  return {
    sliceIndex,
    changed,
    origin: slice.origin,
    destination: slice.destination,
    departureTime: slice.departureTime,
    arrivalTime: slice.arrivalTime,
    stops: slice.stops,
    airline: first?.marketingAirline.name ?? '',
    flightNumbers: slice.segments.map(
      (g) => `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}`,
    ),
    fareName: slice.fares[0]?.fareName ?? '',
  };
}

/** The airports a slice may change to: its city's, or only the booked one on the airline's waiver. */
export function listAirports(ports: CityAirports, code: string, waived = false): ExchangeAirport[] {
  const found = ports.listCityAirports(code);
  if (found.length === 0) return [{ code, name: code }];
  return waived ? found.slice(0, 1) : found;
}

/**
 * Why a change is free, with its rules (domain/exchange-waiver.ts): the airline's schedule change
 * (its signature) or a protection's rebooking (the protection paying for it).
 */
export interface ExchangeWaiver {
  rules: ExchangeWaiverRules;
  signature: string | null;
  protectionId: string | null;
}

export interface FlightTrip {
  booking: FlightBookingRecord;
  offer: FlightOffer;
}

/** The person's own flight booking; null when there is none to change. */
export async function findFlightTrip(
  ctx: ExchangePorts,
  actor: Actor,
  bookingId: string,
): Promise<FlightTrip | null> {
  try {
    const trip = await findOwnTrip(ctx, actor, bookingId);
    if (trip.product !== 'flight') return null;
    return { booking: trip.booking, offer: readOffer(trip.booking) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NotFound') return null;
    throw error;
  }
}

/** The screen the booking's facts decide, with the booking's changes so far. */
export async function decideEntry(
  ctx: ExchangePorts,
  trip: FlightTrip,
): Promise<{
  state: ExchangeEntryState;
  latest: FlightExchangeRecord | null;
  /** What lets the traveller move free, if anything: a protection's rebooking or a schedule change. */
  waiver: ExchangeWaiver | null;
  /** Change for any reason bought with the trip, and whether this change may use it. */
  chfar: ChfarProtectionRecord | null;
  chfarUsable: boolean;
}> {
  const { booking, offer } = trip;
  const now = ctx.travelClock.now();
  const scheduleChange = await readScheduleChange(
    ctx,
    booking,
    listDisruptions(ctx, offer, now),
    now,
  );
  // A missed connection's rebooking first (a new ticket), then disruption assistance's (any
  // airline); else the airline's schedule change.
  const protection =
    (await readMissedConnectionWaiver(ctx, booking, offer, now)) ??
    (await readDisruptionWaiver(ctx, booking, offer, now));
  const signature = scheduleChange?.choices.includes('rebook') ? scheduleChange.signature : null;
  const waiver: ExchangeWaiver | null = protection
    ? { rules: protection.rules, signature: null, protectionId: protection.protectionId }
    : signature
      ? { rules: scheduleChangeWaiverRules(), signature, protectionId: null }
      : null;
  const decided = await ctx.repos.flightExchanges.listDecided(booking.id);
  const latest = decided[0] ?? null;
  const chfar = await ctx.repos.chfarProtections.findByBooking(booking.id);
  const chfarUsable = isChfarUsableNow(chfar, now);
  const state = decideExchangeEntry({
    now,
    booking: {
      status: booking.status,
      firstDepartureAt: readFlightFacts(offer).startsAt,
      ticketedAt: booking.createdAt,
      voidWindowEndsAt: readVoidWindowEnd(booking, offer),
      // Two tickets bought together count as several airlines' tickets (issue 20).
      isMultiTicket: isMultiTicketOffer(offer),
      changeRules: offer.slices.map((s) => readChangeRule(s.fares[0]).kind),
      hasLapInfant: offer.passengers.INF > 0,
      hasUsableChfar: chfarUsable,
      hasAirlineWaiver: waiver !== null,
      waiverIgnoresCutoff: waiver?.rules.ignoresCutoff ?? false,
      // The missed-connection guarantee buys a new ticket: no airline re-issues (issue 20).
      waiverBuysNewTicket: waiver?.rules.reason === 'MissedConnection',
    },
    exchange: latest && latest.status !== 'Quoted' ? { status: latest.status } : null,
    failedAttempts: decided.filter((e) => e.status === 'Failed').length,
  });
  return { state, latest, waiver, chfar, chfarUsable };
}

/**
 * The change rules that price a change: with change for any reason usable, a fare the airline
 * does not change moves anyway, with no fee (the protection pays for the change, its terms say).
 */
export function readPricedRules(fares: readonly (FlightFare | undefined)[], chfarUsable: boolean) {
  return fares.map((f) => {
    const rule = readChangeRule(f);
    return rule.kind === 'NotPossible' && chfarUsable
      ? { kind: 'NoPenalty' as const, feePerTicketMinor: 0 }
      : { kind: rule.kind, feePerTicketMinor: rule.fee };
  });
}

/** Shopping, pricing and confirming need a change the traveller may make online now. */
export function requireChangeable(state: ExchangeEntryState): void {
  if (state === 'ChangeRequested') throw new AppError('ExchangeUnderWay');
  if (state !== 'GoToExchange' && state !== 'ChangeFailed')
    throw new AppError('ExchangeNotAvailable', undefined, undefined, { state });
}

async function describeCard(ctx: ExchangePorts, booking: FlightBookingRecord) {
  const card = booking.cardToken ? await ctx.repos.payments.findCard(booking.cardToken) : null;
  return card ? { brand: card.brand, lastFour: card.lastFour } : null;
}

/** An exchange row as the flow shows it. */
export async function toExchangeQuote(
  ctx: ExchangePorts,
  trip: FlightTrip,
  row: FlightExchangeRecord,
): Promise<ExchangeQuote> {
  const proposed = row.newOffer as unknown as FlightOffer;
  const changed = new Set(row.changedSlices);
  const cfar = await ctx.repos.cfarProtections.findByBooking(trip.booking.id);
  const chfar = await ctx.repos.chfarProtections.findByBooking(trip.booking.id);
  // Back within the terms' business days of the airline's confirmation (estimated from now until then).
  const dueBy =
    row.chfarCoveredMinor <= 0
      ? null
      : chfar?.exchangeId === row.id && chfar.reimburseDueAt
        ? chfar.reimburseDueAt
        : addBusinessDays(
            ctx.travelClock.now(),
            protectionTermsFor(TenantSchema.parse(trip.booking.tenant)).changeForAnyReason
              .reimbursementBusinessDays,
          );
  return {
    exchangeId: row.id,
    bookingId: row.bookingId,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    booked: trip.offer.slices.map((s, i) => toSliceView(s, i, changed.has(i))),
    proposed: proposed.slices.map((s, i) => toSliceView(s, i, changed.has(i))),
    fareDifference: money(row.fareDifferenceMinor, row.currency),
    changeFee: money(row.changeFeeMinor, row.currency),
    amountDue: money(row.amountDueMinor, row.currency),
    creditBack: money(row.creditBackMinor, row.currency),
    card: row.amountDueMinor > 0 ? await describeCard(ctx, trip.booking) : null,
    endsCancelForAnyReason: cfar?.state === 'CfarRefundable',
    waiver: row.scheduleChangeSignature ? 'ScheduleChange' : row.waiverReason,
    chfarCovered: money(row.chfarCoveredMinor, row.currency),
    reimbursementDueBy: dueBy?.toISOString() ?? null,
    errorCode: row.errorCode,
    referenceId: formatSupportReference(row.bookingId),
  };
}

/** What the trip's changes charged the card: those with the airline or confirmed (not failed ones). */
export async function sumExchangeCharges(
  ctx: { repos: { flightExchanges: FlightExchangesRepository } },
  bookingId: string,
): Promise<number> {
  return (await ctx.repos.flightExchanges.listDecided(bookingId))
    .filter((e) => e.status === 'Requested' || e.status === 'Confirmed')
    .reduce((sum, e) => sum + e.amountDueMinor, 0);
}

/** The trip page's view of its latest change past the quote (FlightTripDetail.exchange). */
export async function readTripExchange(
  ctx: { repos: { flightExchanges: FlightExchangesRepository } },
  bookingId: string,
): Promise<TripExchange | null> {
  const [row] = await ctx.repos.flightExchanges.listDecided(bookingId);
  if (!row || row.status === 'Quoted') return null;
  const offer = row.newOffer as unknown as FlightOffer;
  const changed = new Set(row.changedSlices);
  return {
    exchangeId: row.id,
    status: row.status,
    segmentStatus:
      row.status === 'Requested'
        ? 'ConfirmedPendingNewChange'
        : row.status === 'Confirmed'
          ? 'Confirmed'
          : 'Declined',
    requestedAt: (row.requestedAt ?? row.createdAt).toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    slices: offer.slices.flatMap((s, i) => (changed.has(i) ? [toSliceView(s, i, true)] : [])),
    amountPaid: money(row.status === 'Failed' ? 0 : row.amountDueMinor, row.currency),
    creditBack: money(row.creditBackMinor, row.currency),
    errorCode: row.errorCode,
    referenceId: formatSupportReference(row.bookingId),
  };
}

/**
 * GET /api/v0/trips/:bookingId/exchange: the screen the flow opens on, and what it shows; 404 for
 * a booking that is not the person's flight (ItineraryNotFound on the page).
 */
export async function readExchangeEntry(
  ctx: ExchangePorts,
  actor: Actor,
  bookingId: string,
): Promise<ExchangeEntry> {
  const trip = await findFlightTrip(ctx, actor, bookingId);
  // Someone else's booking is not found either (the web shows ItineraryNotFound for both).
  if (!trip) throw new AppError('NotFound');
  const { booking, offer } = trip;
  const { state, latest, waiver, chfar, chfarUsable } = await decideEntry(ctx, trip);
  const waived = waiver !== null;
  const keepsAirports = waiver?.rules.airports === 'booked';
  const fee = computeChangeFee(
    readPricedRules(
      offer.slices.map((s) => s.fares[0]),
      chfarUsable,
    ),
    countTickets(offer),
  );
  const voidWindowEndsAt = readVoidWindowEnd(booking, offer);
  return {
    state,
    bookingId,
    confirmationCode: tripConfirmationCode(booking),
    firstStep: firstExchangeStep(offer.slices.length),
    slices: offer.slices.map((s, i) => {
      const view = toSliceView(s, i, false);
      return {
        origin: view.origin,
        destination: view.destination,
        departureTime: view.departureTime,
        arrivalTime: view.arrivalTime,
        airline: view.airline,
        flightNumbers: view.flightNumbers,
        originChoices: listAirports(ctx.suppliers.airports, s.origin, keepsAirports),
        destinationChoices: listAirports(ctx.suppliers.airports, s.destination, keepsAirports),
      };
    }),
    latestDepartureDate: computeLatestExchangeDate(readFlightFacts(offer).startDate),
    exchange:
      latest && (state === 'ChangeRequested' || state === 'ChangeFailed')
        ? await toExchangeQuote(ctx, trip, latest)
        : null,
    referenceId: formatSupportReference(bookingId),
    changeFee: fee && !waived ? money(fee, booking.currency) : null,
    waiver: waiver?.rules.reason ?? null,
    changeForAnyReason: chfar ? toChfarProtection(chfar, ctx.travelClock.now()) : null,
    voidWindowEndsAt:
      state === 'TicketedVoidable' || state === 'LegacyTicketedVoidable'
        ? (voidWindowEndsAt?.toISOString() ?? null)
        : null,
  };
}

/** GET /api/v0/trips/:bookingId/exchange/quote/:exchangeId */
export async function readExchangeQuote(
  ctx: ExchangePorts,
  actor: Actor,
  bookingId: string,
  exchangeId: string,
): Promise<ExchangeQuote> {
  const trip = await findFlightTrip(ctx, actor, bookingId);
  const row = trip ? await ctx.repos.flightExchanges.findForBooking(exchangeId, bookingId) : null;
  if (!trip || !row) throw new AppError('NotFound');
  return toExchangeQuote(ctx, trip, row);
}
