import { z } from 'zod';
import { FlightOfferSchema } from '@wayfare/contracts/flights';
import type {
  SandboxBooking,
  SandboxClockRequest,
  SandboxConsoleState,
  SandboxDisruptionRequest,
  SandboxPriceMove,
  SandboxPriceMoveRequest,
} from '@wayfare/contracts/sandbox';
import { formatConfirmationCode } from '@wayfare/domain/trip-display';
import type {
  SandboxConsoleFlightRow,
  SandboxConsoleHotelRow,
  SandboxConsoleQuoteRow,
} from '@wayfare/store/repositories/sandbox-console-repository';
import { describeHotelFacts } from '@wayfare/supply/lodging/hotel-facts';
import { AppError } from '../app-error';
import { noticeScheduleChange } from '../services/schedule-change-decisions';
import { noticeAirlineDisruption } from '../services/disruption-assistance';
import type { AppContext } from '../context';
import { MAX_TRAVEL_CLOCK_OFFSET_MINUTES } from './sandbox-controls';
import { listSandboxFreezes, listSandboxSellouts } from './sandbox-freezes';
import { describeFlightInstance, describeSegment, signed } from './sandbox-labels';

/** Bookings and open quotes the console lists at most (SandboxConsoleStateSchema). */
export const SANDBOX_CONSOLE_BOOKINGS = 30;
export const SANDBOX_CONSOLE_QUOTES = 20;

/** Only what the console's labels read from a stored hotel quote or booking snapshot. */
const HotelLabelSchema = z.object({
  hotel: z.object({ name: z.string() }),
  stay: z.object({ checkInDate: z.string(), checkOutDate: z.string() }),
});

function toFlightBooking(
  ctx: AppContext,
  row: SandboxConsoleFlightRow,
  cfarState: SandboxBooking['cfarState'],
): SandboxBooking {
  const offer = FlightOfferSchema.safeParse(row.offer);
  const segments = offer.success ? offer.data.slices.flatMap((s) => s.segments) : [];
  const world = ctx.supply.getWorld().flights;
  const now = ctx.travelClock.now();
  const first = segments[0];
  const last = segments.at(-1);
  // By slice: a round trip is JFK→LAX, LAX→JFK (its first origin and last destination are one).
  const route = offer.success
    ? offer.data.slices
        .map(
          (s) =>
            `${s.segments[0]?.origin.code ?? s.origin}→${s.segments.at(-1)?.destination.code ?? s.destination}`,
        )
        .join(', ')
    : '';
  return {
    bookingId: row.id,
    product: 'flight',
    confirmationCode: row.agentLocator ? formatConfirmationCode(row.agentLocator) : null,
    status: row.status,
    label: route || row.id,
    startDate: first ? first.departureTime.slice(0, 10) : null,
    endDate: last ? last.arrivalTime.slice(0, 10) : null,
    contactEmail: row.contactEmail,
    flights: segments.map((s) => {
      const disruption = ctx.sandbox.disruptions.find(world, s.flightInstanceId, now);
      return {
        flightInstanceId: s.flightInstanceId,
        label: describeSegment(s),
        departureTime: s.departureTime,
        disruption: disruption ? { kind: disruption.kind, minutes: disruption.minutes } : null,
      };
    }),
    lodgingId: null,
    cfarState,
    createdAt: row.createdAt.toISOString(),
  };
}

function toHotelBooking(
  row: SandboxConsoleHotelRow,
  cfarState: SandboxBooking['cfarState'],
): SandboxBooking {
  const snapshot = HotelLabelSchema.safeParse(row.quote);
  const name = snapshot.success ? snapshot.data.hotel.name : row.lodgingId;
  return {
    bookingId: row.id,
    product: 'hotel',
    confirmationCode: row.agentLocator ? formatConfirmationCode(row.agentLocator) : null,
    status: row.status,
    label: name,
    startDate: row.checkInDate,
    endDate: row.checkOutDate,
    contactEmail: row.contactEmail,
    flights: [],
    lodgingId: row.lodgingId,
    cfarState,
    createdAt: row.createdAt.toISOString(),
  };
}

function toQuote(row: SandboxConsoleQuoteRow): SandboxConsoleState['quotes'][number] {
  let label: string = row.id;
  if (row.vertical === 'flights') {
    const offer = FlightOfferSchema.safeParse(row.offer);
    if (offer.success)
      label = offer.data.slices
        .map((s) => `${s.origin}→${s.destination} ${s.departureTime.slice(0, 10)}`)
        .join(', ');
  } else {
    const snapshot = HotelLabelSchema.safeParse(row.offer);
    if (snapshot.success)
      label = `${snapshot.data.hotel.name}, ${snapshot.data.stay.checkInDate} → ${snapshot.data.stay.checkOutDate}`;
  }
  return {
    quoteId: row.id,
    product: row.vertical === 'flights' ? 'flight' : 'hotel',
    label,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** GET /admin/api/v0/sandbox/console: what the console shows. */
export async function readSandboxConsole(ctx: AppContext): Promise<SandboxConsoleState> {
  const { sandboxConsole } = ctx.repos;
  const [flights, hotels, quotes, freezes, sellouts] = await Promise.all([
    sandboxConsole.listRecentFlightBookings(SANDBOX_CONSOLE_BOOKINGS),
    sandboxConsole.listRecentHotelBookings(SANDBOX_CONSOLE_BOOKINGS),
    sandboxConsole.listOpenQuotes(ctx.clock.now(), SANDBOX_CONSOLE_QUOTES),
    listSandboxFreezes(ctx),
    listSandboxSellouts(ctx),
  ]);
  const cfar = new Map(
    (
      await ctx.repos.cfarProtections.findByBookings([
        ...flights.map((f) => f.id),
        ...hotels.map((h) => h.id),
      ])
    ).map((c) => [c.bookingId, c.state]),
  );
  const bookings = [
    ...flights.map((row) => toFlightBooking(ctx, row, cfar.get(row.id) ?? null)),
    ...hotels.map((row) => toHotelBooking(row, cfar.get(row.id) ?? null)),
  ]
    .sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.bookingId.localeCompare(a.bookingId),
    )
    .slice(0, SANDBOX_CONSOLE_BOOKINGS);
  return {
    clock: {
      now: ctx.travelClock.now().toISOString(),
      offsetMinutes: ctx.travelClock.offsetMinutes(),
    },
    faults: await ctx.sandbox.listFaults(),
    priceMoves: ctx.sandbox.listPriceMoves(),
    bookings,
    quotes: quotes.map(toQuote),
    freezes,
    sellouts,
  };
}

/** The label of a price move, or a 400 naming the target when there is no such flight or hotel. */
function describePriceTarget(ctx: AppContext, target: SandboxPriceMove['target']): string {
  if (target.kind === 'hotel') {
    const facts = describeHotelFacts(ctx.supply.getWorld().hotels, target.lodgingId);
    if (!facts)
      throw new AppError(
        'BadRequest',
        `There is no hotel "${target.lodgingId}" in the sandbox.`,
        'target.lodgingId',
      );
    return facts.name;
  }
  const label = describeFlightInstance(ctx.supply.getWorld().flights, target.flightInstanceId);
  if (label === null)
    throw new AppError(
      'BadRequest',
      `There is no flight "${target.flightInstanceId}" (a flight instance is <schedule>@<day>, as in search results).`,
      'target.flightInstanceId',
    );
  return label;
}

/** POST /admin/api/v0/sandbox/clock: sets or advances the travel clock (±10 years). */
export async function moveSandboxClock(ctx: AppContext, body: SandboxClockRequest): Promise<void> {
  if ('advanceMinutes' in body) await ctx.sandbox.refresh();
  const minutes =
    'offsetMinutes' in body
      ? body.offsetMinutes
      : ctx.travelClock.offsetMinutes() + body.advanceMinutes;
  if (Math.abs(minutes) > MAX_TRAVEL_CLOCK_OFFSET_MINUTES)
    throw new AppError(
      'BadRequest',
      'The travel clock moves at most 10 years from real time.',
      'advanceMinutes',
    );
  await ctx.sandbox.setTravelClockOffset(minutes);
}

/** POST /admin/api/v0/sandbox/disruptions: an airline event on a booked flight. */
export async function injectSandboxDisruption(
  ctx: AppContext,
  body: SandboxDisruptionRequest,
): Promise<void> {
  const { flightInstanceId, kind, minutes } = body;
  if (kind === 'Delay' && minutes <= 0)
    throw new AppError('BadRequest', 'A delay is a positive number of minutes.', 'minutes');
  if (kind === 'ScheduleChange' && minutes === 0)
    throw new AppError(
      'BadRequest',
      'A schedule change moves the departure: give the minutes (negative for earlier).',
      'minutes',
    );
  if (!(await ctx.repos.sandboxConsole.findBookingWithFlight(flightInstanceId)))
    throw new AppError(
      'NotFound',
      `No booking holds flight ${flightInstanceId}: airline events are injected on booked flights only.`,
      'flightInstanceId',
    );
  await ctx.sandbox.injectDisruption({
    flightInstanceId,
    kind,
    minutes: kind === 'AirlineCancellation' ? 0 : minutes,
    // Announced now on the travel clock, so trips see it at once.
    announcedAt: ctx.travelClock.now(),
  });
  // The airline's notice of a schedule change: each traveller holding the flight is told once.
  if (kind === 'ScheduleChange') await noticeScheduleChange(ctx, flightInstanceId);
  // A delay or cancellation: protected bookings holding the flight are checked at once (issue 20).
  else await noticeAirlineDisruption(ctx, flightInstanceId);
}

/** POST /admin/api/v0/sandbox/prices: moves a flight instance's fares or a hotel's rates. */
export async function addSandboxPriceMove(
  ctx: AppContext,
  body: SandboxPriceMoveRequest,
): Promise<void> {
  const { target, percent } = body;
  if (percent === 0)
    throw new AppError('BadRequest', 'Move the price by a percent other than 0.', 'percent');
  const label = `${describePriceTarget(ctx, target)} ${signed(percent)}`;
  // Cached searches price again (here at once, in other processes when they see the move).
  await ctx.sandbox.addPriceMove({ target, percent }, label);
}

/** POST /admin/api/v0/sandbox/quotes/:quoteId/expire: ends a held quote now. */
export async function expireSandboxQuote(ctx: AppContext, quoteId: string): Promise<void> {
  // Quotes run on the real clock (ctx.clock), like their tokens.
  if (!(await ctx.repos.sandboxConsole.expireQuote(quoteId, ctx.clock.now())))
    throw new AppError('NotFound', 'There is no such quote.', 'quoteId');
}
