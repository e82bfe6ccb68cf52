import { createHash, randomUUID } from 'node:crypto';
import type {
  ExchangeAirport,
  ExchangeAlternative,
  ExchangeConfirmRequest,
  ExchangeEntry,
  ExchangeQuote,
  ExchangeQuoteRequest,
  ExchangeShopRequest,
  ExchangeShopResponse,
  ExchangeSliceView,
} from '@wayfare/contracts/exchange';
import type { FlightFare, FlightItinerary, FlightOffer } from '@wayfare/contracts/flights';
import { CurrencySchema } from '@wayfare/contracts/money';
import type { TripExchange } from '@wayfare/contracts/trips';
import {
  areSliceDatesInOrder,
  computeChangeFee,
  computeLatestExchangeDate,
  decideExchangeEntry,
  firstExchangeStep,
  priceExchange,
  type ChangeRule,
  type ExchangeEntryState,
} from '@wayfare/domain/flight-exchange';
import { computeAirlineCreditExpiry } from '@wayfare/domain/trip-refunds';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type {
  FlightExchangeRecord,
  FlightExchangesRepository,
} from '@wayfare/store/repositories/flight-exchanges-repository';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import { addBusinessDays, computeChfarCover } from '@wayfare/domain/change-for-any-reason';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { TenantSchema } from '@wayfare/contracts/tenant';
import type { ChfarProtectionRecord } from '@wayfare/store/repositories/chfar-protections-repository';
import { AppError } from '../app-error';
import type { JobRunner } from './job-runner';
import { wrapTripEmail } from './booking-email';
import { readOffer } from './booking-saga';
import { expireCfar } from './cfar-protection';
import {
  giveBackChfar,
  isChfarUsableNow,
  scheduleChfarReimbursement,
  takeChfar,
  toChfarProtection,
} from './change-for-any-reason';
import { noteSeatInventoryChanged } from './flight-shop';
import { createSandboxPaymentProvider } from './payments';
import type { CityAirports } from './supplier-ports';
import type { TripCancelPorts } from './trip-cancel';
import {
  newScheduleChangeRow,
  readScheduleChange,
  selectScheduleChanges,
} from './schedule-change-view';
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
const ALTERNATIVES_PER_SLICE = 12;

export interface ExchangePorts extends TripCancelPorts {
  repos: TripCancelPorts['repos'] & { flightExchanges: FlightExchangesRepository };
  suppliers: TripCancelPorts['suppliers'] & { airports: CityAirports };
  jobRunner: Pick<JobRunner, 'schedule'>;
}

type Actor = { userId: string; tenant: string };

/** A short reference support can find the trip by (stable per booking). */
export function formatSupportReference(bookingId: string): string {
  return `WF-${createHash('sha256').update(bookingId).digest('hex').slice(0, 8).toUpperCase()}`;
}

const money = (amountMinor: number, currency: string) => ({
  amountMinor,
  currency: CurrencySchema.parse(currency),
});

function countTickets(offer: FlightOffer): number {
  return offer.passengers.ADT + offer.passengers.CNN + offer.passengers.INS;
}

function readChangeRule(fare: FlightFare | undefined): { kind: ChangeRule; fee: number } {
  const penalty = fare?.penaltiesInfo.changePenalty;
  return { kind: penalty?.kind ?? 'Unknown', fee: penalty?.fee?.amountMinor ?? 0 };
}

function toSliceView(
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
function listAirports(ports: CityAirports, code: string, waived = false): ExchangeAirport[] {
  const found = ports.listCityAirports(code);
  if (found.length === 0) return [{ code, name: code }];
  return waived ? found.slice(0, 1) : found;
}

interface FlightTrip {
  booking: FlightBookingRecord;
  offer: FlightOffer;
}

/** The person's own flight booking; null when there is none to change. */
async function findFlightTrip(
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
async function decideEntry(
  ctx: ExchangePorts,
  trip: FlightTrip,
): Promise<{
  state: ExchangeEntryState;
  latest: FlightExchangeRecord | null;
  /** The schedule change (its signature) that lets the traveller move free, if one waits. */
  waiver: string | null;
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
  const waiver = scheduleChange?.choices.includes('rebook') ? scheduleChange.signature : null;
  const decided = await ctx.repos.flightExchanges.listDecided(booking.id);
  const latest = decided[0] ?? null;
  const chfar = await ctx.repos.chfarProtections.findByBooking(booking.id);
  const chfarUsable = isChfarUsableNow(chfar, now);
  const carriers = new Set(offer.slices.map((s) => s.segments[0]?.marketingAirline.code));
  const state = decideExchangeEntry({
    now,
    booking: {
      status: booking.status,
      firstDepartureAt: readFlightFacts(offer).startsAt,
      ticketedAt: booking.createdAt,
      voidWindowEndsAt: readVoidWindowEnd(booking, offer),
      isMultiTicket: carriers.size > 1,
      changeRules: offer.slices.map((s) => readChangeRule(s.fares[0]).kind),
      hasLapInfant: offer.passengers.INF > 0,
      hasUsableChfar: chfarUsable,
      hasAirlineWaiver: waiver !== null,
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
function readPricedRules(fares: readonly (FlightFare | undefined)[], chfarUsable: boolean) {
  return fares.map((f) => {
    const rule = readChangeRule(f);
    return rule.kind === 'NotPossible' && chfarUsable
      ? { kind: 'NoPenalty' as const, feePerTicketMinor: 0 }
      : { kind: rule.kind, feePerTicketMinor: rule.fee };
  });
}

/** Shopping, pricing and confirming need a change the traveller may make online now. */
function requireChangeable(state: ExchangeEntryState): void {
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
    waiver: row.scheduleChangeSignature ? 'ScheduleChange' : null,
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
        originChoices: listAirports(ctx.suppliers.airports, s.origin, waived),
        destinationChoices: listAirports(ctx.suppliers.airports, s.destination, waived),
      };
    }),
    latestDepartureDate: computeLatestExchangeDate(readFlightFacts(offer).startDate),
    exchange:
      latest && (state === 'ChangeRequested' || state === 'ChangeFailed')
        ? await toExchangeQuote(ctx, trip, latest)
        : null,
    referenceId: formatSupportReference(bookingId),
    changeFee: fee && !waived ? money(fee, booking.currency) : null,
    waiver: waived ? 'ScheduleChange' : null,
    changeForAnyReason: chfar ? toChfarProtection(chfar, ctx.travelClock.now()) : null,
    voidWindowEndsAt:
      state === 'TicketedVoidable' || state === 'LegacyTicketedVoidable'
        ? (voidWindowEndsAt?.toISOString() ?? null)
        : null,
  };
}

/** A trip the traveller may change now, or the error the flow shows. */
async function requireChangeableTrip(
  ctx: ExchangePorts,
  actor: Actor,
  bookingId: string,
): Promise<
  FlightTrip & { waiver: string | null; chfar: ChfarProtectionRecord | null; chfarUsable: boolean }
> {
  const trip = await findFlightTrip(ctx, actor, bookingId);
  if (!trip) throw new AppError('NotFound');
  const { state, waiver, chfar, chfarUsable } = await decideEntry(ctx, trip);
  requireChangeable(state);
  return { ...trip, waiver, chfar, chfarUsable };
}

const sliceIndexError = (count: number) =>
  new AppError(
    'BadRequest',
    count === 1
      ? 'This trip has one flight: change flight 1.'
      : `Choose flights 1 to ${count} of this trip, each once.`,
    'changes',
  );

/** The changed slices' indexes are the trip's, each once. */
function checkSliceIndexes(indexes: readonly number[], sliceCount: number): void {
  if (indexes.some((i) => i >= sliceCount) || new Set(indexes).size !== indexes.length)
    throw sliceIndexError(sliceCount);
}

/** The airline whose ticket a slice is on (its first flight's marketing carrier). */
const carrierOf = (slice: FlightItinerary | undefined) =>
  slice?.segments[0]?.marketingAirline.code ?? '';

/**
 * The cheapest fare of the booked cabin on this flight, with a seat for everyone, on the booked
 * airline (an airline re-issues only its own tickets; another's is a new booking).
 */
function pickFare(
  itinerary: FlightItinerary,
  booked: FlightItinerary,
  cabin: string,
  bookedFareId: string,
) {
  if (carrierOf(itinerary) !== carrierOf(booked)) return undefined;
  return itinerary.fares
    .filter((f) => f.cabinClass === cabin && f.fareId !== bookedFareId && f.seatsRemaining > 0)
    .sort((a, b) => a.pricing.grandTotal.amountMinor - b.pricing.grandTotal.amountMinor)[0];
}

/**
 * POST /api/v0/trips/:bookingId/exchange/shop: for each changed slice, the flights on the asked
 * date between the same cities' airports, in the booked cabin, with the fare difference.
 */
export async function shopExchange(
  ctx: ExchangePorts,
  actor: Actor,
  bookingId: string,
  body: ExchangeShopRequest,
): Promise<ExchangeShopResponse> {
  const trip = await requireChangeableTrip(ctx, actor, bookingId);
  const { offer, booking } = trip;
  checkSliceIndexes(
    body.changes.map((c) => c.sliceIndex),
    offer.slices.length,
  );
  const latest = computeLatestExchangeDate(readFlightFacts(offer).startDate);
  const byIndex = new Map(body.changes.map((c) => [c.sliceIndex, c]));
  const asked = offer.slices.map((s, i) => {
    const change = byIndex.get(i);
    return {
      origin: change?.origin ?? s.origin,
      destination: change?.destination ?? s.destination,
      departureDate: change?.departureDate ?? s.departureTime.slice(0, 10),
    };
  });
  for (const change of body.changes) {
    const booked = offer.slices[change.sliceIndex];
    const wanted = asked[change.sliceIndex];
    if (!booked || !wanted) throw sliceIndexError(offer.slices.length);
    if (change.departureDate > latest)
      throw new AppError(
        'BadRequest',
        `Your new flights must leave by ${latest}, a year after the trip’s first flight.`,
        'changes.departureDate',
      );
    const waived = trip.waiver !== null;
    const origins = listAirports(ctx.suppliers.airports, booked.origin, waived).map((a) => a.code);
    const destinations = listAirports(ctx.suppliers.airports, booked.destination, waived).map(
      (a) => a.code,
    );
    if (!origins.includes(wanted.origin) || !destinations.includes(wanted.destination))
      throw new AppError(
        'BadRequest',
        waived
          ? `After the airline’s schedule change, flight ${change.sliceIndex + 1} can move to another flight on the same route only.`
          : `Flight ${change.sliceIndex + 1} can change to another airport of the same city only.`,
        'changes.origin',
      );
  }
  if (!areSliceDatesInOrder(asked.map((a) => a.departureDate)))
    throw new AppError(
      'BadRequest',
      'Each flight must leave on or after the day of the flight before it.',
      'changes.departureDate',
    );
  const found = await ctx.suppliers.flights.searchFlights(
    {
      tripType: offer.tripType,
      slices: asked,
      passengers: offer.passengers,
      maxStops: 2,
      excludeLowCostCarriers: false,
    },
    ctx.clock.now(),
  );
  if (!found.ok) throw new AppError('BadRequest', found.message, 'changes');
  const currency = booking.currency;
  const slices = body.changes
    .map((c) => c.sliceIndex)
    .sort((a, b) => a - b)
    .map((sliceIndex) => {
      const booked = offer.slices[sliceIndex] as FlightItinerary;
      const bookedFare = booked.fares[0] as FlightFare;
      const itineraries =
        found.value.slices.find((s) => s.sliceIndex === sliceIndex)?.itineraries ?? [];
      const alternatives: ExchangeAlternative[] = itineraries
        .flatMap((it) => {
          const fare = pickFare(it, booked, bookedFare.cabinClass, bookedFare.fareId);
          return fare ? [{ it, fare }] : [];
        })
        .sort(
          (a, b) => a.fare.pricing.grandTotal.amountMinor - b.fare.pricing.grandTotal.amountMinor,
        )
        .slice(0, ALTERNATIVES_PER_SLICE)
        .sort((a, b) => a.it.departureTime.localeCompare(b.it.departureTime))
        .map(({ it, fare }) => ({
          sliceIndex,
          fareId: fare.fareId,
          origin: it.origin,
          destination: it.destination,
          departureTime: it.departureTime,
          arrivalTime: it.arrivalTime,
          durationMinutes: it.durationMinutes,
          stops: it.stops,
          plusDays: it.plusDays,
          airline: {
            code: it.segments[0]?.marketingAirline.code ?? '',
            name: it.segments[0]?.marketingAirline.name ?? '',
          },
          flightNumbers: it.segments.map(
            (g) => `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}`,
          ),
          fareName: fare.fareName,
          cabinClass: fare.cabinClass,
          fare: money(fare.pricing.grandTotal.amountMinor, currency),
          fareDifference: money(
            fare.pricing.grandTotal.amountMinor - bookedFare.pricing.grandTotal.amountMinor,
            currency,
          ),
        }));
      const wanted = asked[sliceIndex];
      return {
        sliceIndex,
        origin: wanted?.origin ?? booked.origin,
        destination: wanted?.destination ?? booked.destination,
        departureDate: wanted?.departureDate ?? booked.departureTime.slice(0, 10),
        booked: {
          departureTime: booked.departureTime,
          arrivalTime: booked.arrivalTime,
          fareName: bookedFare.fareName,
          fare: money(bookedFare.pricing.grandTotal.amountMinor, currency),
        },
        alternatives,
      };
    });
  const fee = computeChangeFee(
    readPricedRules(
      body.changes.map((c) => offer.slices[c.sliceIndex]?.fares[0]),
      trip.chfarUsable,
    ),
    countTickets(offer),
  );
  return {
    bookingId,
    slices,
    changeFee: fee && trip.waiver === null ? money(fee, currency) : null,
  };
}

/**
 * POST /api/v0/trips/:bookingId/exchange/quote: the chosen flights priced now (the supplier's
 * price), the fare difference against the booked fares of those slices, the airline's change fee,
 * what is due now or comes back as credit; held EXCHANGE_QUOTE_TTL_MS.
 */
export async function quoteExchange(
  ctx: ExchangePorts,
  actor: Actor,
  bookingId: string,
  body: ExchangeQuoteRequest,
): Promise<ExchangeQuote> {
  const trip = await requireChangeableTrip(ctx, actor, bookingId);
  const { offer, booking } = trip;
  checkSliceIndexes(
    body.fares.map((f) => f.sliceIndex),
    offer.slices.length,
  );
  const chosen = [...body.fares].sort((a, b) => a.sliceIndex - b.sliceIndex);
  for (const c of chosen)
    if (offer.slices[c.sliceIndex]?.fares[0]?.fareId === c.fareId)
      throw new AppError(
        'BadRequest',
        `That is the flight you have for flight ${c.sliceIndex + 1}: choose another.`,
        'fares',
      );
  const priced = await ctx.suppliers.flights.priceOffer(
    {
      tripType: offer.tripType,
      passengers: offer.passengers,
      fareIds: chosen.map((c) => c.fareId),
    },
    ctx.clock.now(),
  );
  if (!priced.ok)
    throw new AppError(
      priced.code === 'NoAvailability' ? 'NoAvailability' : 'OfferInvalid',
      priced.message,
      'fares',
    );
  const latest = computeLatestExchangeDate(readFlightFacts(offer).startDate);
  const pairs = chosen.map((c, k) => {
    const bookedSlice = offer.slices[c.sliceIndex] as FlightItinerary;
    const nextSlice = priced.value.slices[k];
    const next = nextSlice?.fares[0];
    const bookedFare = bookedSlice.fares[0];
    const waived = trip.waiver !== null;
    const origins = listAirports(ctx.suppliers.airports, bookedSlice.origin, waived).map(
      (a) => a.code,
    );
    const destinations = listAirports(ctx.suppliers.airports, bookedSlice.destination, waived).map(
      (a) => a.code,
    );
    if (
      !nextSlice ||
      !next ||
      !bookedFare ||
      !origins.includes(nextSlice.origin) ||
      !destinations.includes(nextSlice.destination) ||
      carrierOf(nextSlice) !== carrierOf(bookedSlice) ||
      nextSlice.departureTime.slice(0, 10) > latest
    )
      throw new AppError(
        'OfferInvalid',
        `The new flight ${c.sliceIndex + 1} must be with the same airline, between the same cities, within a year.`,
        'fares',
      );
    return { sliceIndex: c.sliceIndex, slice: nextSlice, booked: bookedFare, next };
  });
  const slices = offer.slices.map((s, i) => pairs.find((p) => p.sliceIndex === i)?.slice ?? s);
  const dates = slices.map((s) => s.departureTime.slice(0, 10));
  if (!areSliceDatesInOrder(dates))
    throw new AppError(
      'OfferInvalid',
      'Each flight must leave on or after the day of the flight before it.',
      'fares',
    );
  const fee = computeChangeFee(
    readPricedRules(
      pairs.map((p) => p.booked),
      trip.chfarUsable,
    ),
    countTickets(offer),
  );
  if (fee === null && trip.waiver === null) throw new AppError('ExchangeNotAvailable');
  const charged = priceExchange(
    pairs.map((p) => ({
      bookedFareMinor: p.booked.pricing.grandTotal.amountMinor,
      newFareMinor: p.next.pricing.grandTotal.amountMinor,
    })),
    fee ?? 0,
  );
  // The airline's schedule change: it waives its fee and the difference either way.
  const price =
    trip.waiver === null
      ? charged
      : { ...charged, changeFeeMinor: 0, amountDueMinor: 0, creditBackMinor: 0 };
  if (price.amountDueMinor > 0 && !booking.cardToken)
    throw new AppError(
      'ExchangeNotAvailable',
      'This trip was paid without a card, so the difference can’t be charged online. Call us to change it.',
    );
  const newOffer: FlightOffer = {
    ...offer,
    offerId: `${offer.offerId}~x`,
    slices,
    // What was paid at booking stands; the change's cost is its own line (sumExchangeCharges).
    pricing: offer.pricing,
    observedAt: priced.value.observedAt,
  };
  const now = ctx.clock.now();
  const row = await ctx.repos.flightExchanges.create({
    id: `fx_${randomUUID().replaceAll('-', '')}`,
    bookingId,
    userId: actor.userId,
    tenant: actor.tenant,
    status: 'Quoted',
    changedSlices: pairs.map((p) => p.sliceIndex),
    newOffer: newOffer,
    newFareIds: pairs.map((p) => p.next.fareId),
    fareDifferenceMinor: price.fareDifferenceMinor,
    changeFeeMinor: price.changeFeeMinor,
    amountDueMinor: price.amountDueMinor,
    creditBackMinor: price.creditBackMinor,
    scheduleChangeSignature: trip.waiver,
    // Change for any reason gives back what this change costs now, up to its limit.
    chfarCoveredMinor:
      trip.chfarUsable && trip.chfar && trip.waiver === null
        ? computeChfarCover(price.amountDueMinor, trip.chfar.coverageLimitMinor)
        : 0,
    currency: booking.currency,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXCHANGE_QUOTE_TTL_MS),
  });
  return toExchangeQuote(ctx, trip, row);
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

function renderExchangeEmail(
  booking: FlightBookingRecord,
  kind: 'requested' | 'confirmed' | 'failed',
  lines: string[],
  now: Date,
  exchangeId: string,
): OutboxMessage {
  const code = tripConfirmationCode(booking) ?? booking.id;
  const title = {
    requested: `We asked the airline to change your trip ${code}`,
    confirmed: `Your trip ${code} has its new flights`,
    failed: `We couldn’t change your trip ${code}`,
  }[kind];
  const body = wrapTripEmail(booking.tenant, title, lines);
  return {
    id: `flight-exchange:${exchangeId}:${kind}`,
    toAddress: booking.contactEmail,
    subject: title,
    textBody: body.text,
    htmlBody: body.html,
    createdAt: now,
    tenant: booking.tenant,
  };
}

function describeSlices(offer: FlightOffer, changed: readonly number[]): string[] {
  return changed.flatMap((i) => {
    const s = offer.slices[i];
    if (!s) return [];
    const v = toSliceView(s, i, true);
    return [
      `${v.origin} to ${v.destination}: ${v.flightNumbers.join(', ')}, leaves ${v.departureTime.replace('T', ' at ')}, lands ${v.arrivalTime.replace('T', ' at ')}.`,
    ];
  });
}

/**
 * A free move after the airline's schedule change takes it (AwaitingDecision → Rebooked, the row
 * inserted first when the traveller had not been told yet), or gives it back when the move failed.
 */
async function moveScheduleChange(
  ctx: ExchangePorts,
  trip: Pick<FlightTrip, 'booking' | 'offer'>,
  signature: string,
  way: 'take' | 'giveBack',
): Promise<boolean> {
  const now = ctx.travelClock.now();
  const { changes } = selectScheduleChanges(listDisruptions(ctx, trip.offer, now));
  await ctx.repos.scheduleChanges.insertIfAbsent(
    newScheduleChangeRow(
      trip.booking.id,
      changes.map((c) => c.minutes),
      signature,
      now,
    ),
  );
  const moved =
    way === 'take'
      ? await ctx.repos.scheduleChanges.decide(
          trip.booking.id,
          signature,
          ['AwaitingDecision'],
          'Rebooked',
          now,
        )
      : await ctx.repos.scheduleChanges.decide(
          trip.booking.id,
          signature,
          ['Rebooked'],
          'AwaitingDecision',
          null,
        );
  return moved !== null;
}

/** A change that did not go through: the new seats and the charge go back, once. */
async function failExchange(
  ctx: ExchangePorts,
  row: FlightExchangeRecord,
  errorCode: string,
  booking: FlightBookingRecord,
): Promise<FlightExchangeRecord> {
  const failed = await ctx.repos.flightExchanges.fail(row.id, errorCode, ctx.travelClock.now());
  if (!failed) return (await ctx.repos.flightExchanges.findById(row.id)) ?? row;
  await giveBackChfar(ctx, booking.id, row.id);
  if (failed.scheduleChangeSignature)
    await moveScheduleChange(
      ctx,
      { booking, offer: readOffer(booking) },
      failed.scheduleChangeSignature,
      'giveBack',
    );
  await ctx.repos.seatInventory.release(row.id);
  noteSeatInventoryChanged(ctx);
  if (failed.authorizationId && failed.amountDueMinor > 0)
    await createSandboxPaymentProvider(ctx).refund(failed.authorizationId, failed.amountDueMinor);
  await ctx.repos.emailOutbox.enqueue(
    renderExchangeEmail(
      booking,
      'failed',
      [
        'The airline could not give you the new flights, so your booked flights stand.',
        failed.amountDueMinor > 0 ? 'What you paid for the change goes back to your card.' : '',
        `If you need help, give us the reference ${formatSupportReference(booking.id)}.`,
      ].filter(Boolean),
      ctx.clock.now(),
      row.id,
    ),
  );
  ctx.emailSender.kick();
  return failed;
}

const refusalCode = (kind: string) =>
  kind === 'fail' ? 'ProviderError' : kind === 'timeout' ? 'Timeout' : kind;

/**
 * POST /api/v0/trips/:bookingId/exchange/confirm: takes the quote once (Quoted → Requested; a
 * second confirmation of it answers the change as it is), holds the new flights' seats, charges
 * what is due to the trip's card and asks the airline; its answer comes by FLIGHT_EXCHANGE_JOB.
 * A refusal on the way (no seats, a declined card, the supplier) fails the change, which gives
 * back what was taken.
 */
export async function confirmExchange(
  ctx: ExchangePorts,
  actor: Actor,
  bookingId: string,
  body: ExchangeConfirmRequest,
): Promise<ExchangeQuote> {
  const trip = await findFlightTrip(ctx, actor, bookingId);
  const quoted = trip
    ? await ctx.repos.flightExchanges.findForBooking(body.exchangeId, bookingId)
    : null;
  if (!trip || !quoted) throw new AppError('NotFound', undefined, 'exchangeId');
  if (quoted.status !== 'Quoted') return toExchangeQuote(ctx, trip, quoted);
  const entry = await decideEntry(ctx, trip);
  requireChangeable(entry.state);
  const signature = quoted.scheduleChangeSignature;
  if (signature) {
    // The free move answers the schedule change the traveller saw, once (compare-and-set).
    if (entry.waiver !== signature || !(await moveScheduleChange(ctx, trip, signature, 'take')))
      throw new AppError('ScheduleChangeDecided', undefined, 'exchangeId');
  }
  // Change for any reason: taken once, by a change it pays for or that the fare alone forbids.
  const usesChfar =
    quoted.chfarCoveredMinor > 0 ||
    (entry.chfarUsable &&
      quoted.changedSlices.some(
        (i) => readChangeRule(trip.offer.slices[i]?.fares[0]).kind === 'NotPossible',
      ));
  if (usesChfar && !(await takeChfar(ctx, bookingId, quoted.id, quoted.chfarCoveredMinor))) {
    if (signature) await moveScheduleChange(ctx, trip, signature, 'giveBack');
    throw new AppError(
      'ExchangeNotAvailable',
      'Change for any reason was used by another change or has ended. Choose your new flights again.',
      'exchangeId',
    );
  }
  const requested = await ctx.repos.flightExchanges.request(
    quoted.id,
    ctx.clock.now(),
    ctx.travelClock.now(),
  );
  if ((requested === 'underWay' || !requested) && usesChfar)
    await giveBackChfar(ctx, bookingId, quoted.id);
  if ((requested === 'underWay' || !requested) && signature)
    await moveScheduleChange(ctx, trip, signature, 'giveBack');
  if (requested === 'underWay') throw new AppError('ExchangeUnderWay', undefined, 'exchangeId');
  if (!requested) {
    const now = await ctx.repos.flightExchanges.findById(quoted.id);
    if (now && now.status !== 'Quoted') return toExchangeQuote(ctx, trip, now);
    throw new AppError(
      'ExpiredQuoteToken',
      'This price for your change has expired. Choose your new flights again.',
      'exchangeId',
    );
  }
  const { booking, offer } = trip;
  let row: FlightExchangeRecord = requested;
  const refusal = await ctx.suppliers.calls.refusal('flight', 'book');
  if (refusal) {
    row = await failExchange(ctx, row, refusalCode(refusal.kind), booking);
    return toExchangeQuote(ctx, trip, row);
  }
  const held = await ctx.suppliers.flights.book(
    row.id,
    { tripType: offer.tripType, passengers: offer.passengers, fareIds: row.newFareIds },
    ctx.clock.now(),
  );
  if (!held.ok) {
    row = await failExchange(
      ctx,
      row,
      held.code === 'NoAvailability' ? 'NoAvailability' : 'OfferInvalid',
      booking,
    );
    return toExchangeQuote(ctx, trip, row);
  }
  noteSeatInventoryChanged(ctx);
  if (row.amountDueMinor > 0) {
    const payments = createSandboxPaymentProvider(ctx);
    const auth = await payments.authorize(
      booking.cardToken,
      row.amountDueMinor,
      row.currency,
      row.id,
    );
    if (!auth.ok) {
      row = await failExchange(ctx, row, auth.code, booking);
      return toExchangeQuote(ctx, trip, row);
    }
    await payments.capture(auth.authorizationId);
    await ctx.repos.flightExchanges.setAuthorization(row.id, auth.authorizationId);
  }
  await ctx.jobRunner.schedule({
    kind: FLIGHT_EXCHANGE_JOB,
    key: `${FLIGHT_EXCHANGE_JOB}:${row.id}`,
    payload: { exchangeId: row.id },
    runAt: new Date(ctx.clock.now().getTime() + EXCHANGE_SUPPLIER_CONFIRM_MS),
  });
  await ctx.repos.emailOutbox.enqueue(
    renderExchangeEmail(
      booking,
      'requested',
      [
        ...describeSlices(row.newOffer as unknown as FlightOffer, row.changedSlices),
        row.amountDueMinor > 0
          ? `We charged ${(row.amountDueMinor / 100).toFixed(2)} ${row.currency} to your card for the change.`
          : '',
        'The airline confirms the new tickets shortly; we e-mail you when it does.',
      ].filter(Boolean),
      ctx.clock.now(),
      row.id,
    ),
  );
  ctx.emailSender.kick();
  const fresh = (await ctx.repos.flightExchanges.findById(row.id)) ?? row;
  return toExchangeQuote(ctx, trip, fresh);
}

/**
 * The airline's answer to a Requested change (FLIGHT_EXCHANGE_JOB): it refuses (the supplier's
 * `fulfil` fault) and the change fails, giving back seats and charge; or it confirms, and in one
 * transaction the change is Confirmed and the booking holds the new itinerary, while the booked
 * flights' seats go back, a lower fare's value becomes an airline travel credit and cancel for any
 * reason ends (a voluntary change). Idempotent: a repeat finishes what a stopped run left.
 */
export async function settleExchange(ctx: ExchangePorts, exchangeId: string): Promise<void> {
  let row = await ctx.repos.flightExchanges.findById(exchangeId);
  if (!row) return;
  const booking = await ctx.repos.flightBookings.findById(row.bookingId);
  if (!booking) return;
  if (row.status === 'Requested') {
    const refusal = await ctx.suppliers.calls.refusal('flight', 'fulfil');
    if (refusal || booking.status !== 'Confirmed') {
      await failExchange(
        ctx,
        row,
        refusal ? refusalCode(refusal.kind) : 'BookingProviderUnavailable',
        booking,
      );
      return;
    }
    const creditId = row.creditBackMinor > 0 ? `ftc_${row.id.slice(3, 23)}` : null;
    const confirmed = await ctx.repos.flightExchanges.confirm(
      row.id,
      ctx.travelClock.now(),
      creditId,
    );
    if (!confirmed) {
      const again = await ctx.repos.flightExchanges.findById(row.id);
      if (again?.status === 'Requested')
        await failExchange(ctx, again, 'BookingProviderUnavailable', booking);
      return;
    }
    row = confirmed;
  }
  if (row.status !== 'Confirmed') return;
  // The booked flights' seats: the booking's own hold, or an earlier change's.
  const holds = [booking.id, ...(await ctx.repos.flightExchanges.listConfirmedIds(booking.id))];
  for (const hold of holds) if (hold !== row.id) await ctx.repos.seatInventory.release(hold);
  noteSeatInventoryChanged(ctx);
  const offer = row.newOffer as unknown as FlightOffer;
  if (row.creditBackMinor > 0 && row.airlineCreditId) {
    const airline = offer.slices[0]?.segments[0]?.marketingAirline;
    await ctx.repos.airlineCredits.createForBooking({
      id: row.airlineCreditId,
      userId: booking.userId,
      tenant: booking.tenant,
      airlineCode: airline?.code ?? '',
      airlineName: airline?.name ?? '',
      amountMinor: row.creditBackMinor,
      remainingMinor: row.creditBackMinor,
      currency: row.currency,
      travelerNames: booking.passengerNames,
      originBookingId: row.id,
      originConfirmationCode: tripConfirmationCode(booking),
      expiresAt: computeAirlineCreditExpiry(booking.createdAt),
      createdAt: ctx.travelClock.now(),
    });
  }
  await expireCfar(ctx, booking.id, 'VoluntaryChange', booking.contactEmail);
  // Change for any reason that paid for it gives that back, its business days from now.
  await scheduleChfarReimbursement(ctx, booking.id, row.id);
  await ctx.repos.emailOutbox.enqueue(
    renderExchangeEmail(
      booking,
      'confirmed',
      [
        ...describeSlices(offer, row.changedSlices),
        row.creditBackMinor > 0
          ? `The lower fare’s ${(row.creditBackMinor / 100).toFixed(2)} ${row.currency} is an airline travel credit in My Trips.`
          : '',
      ].filter(Boolean),
      ctx.clock.now(),
      row.id,
    ),
  );
  ctx.emailSender.kick();
}
