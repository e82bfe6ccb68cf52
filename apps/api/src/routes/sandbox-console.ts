import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FlightOfferSchema, type FlightSegment } from '@wayfare/contracts/flights';
import {
  SandboxClockRequestSchema,
  SandboxConsoleStateSchema,
  SandboxDisruptionRequestSchema,
  SandboxFaultRequestSchema,
  SandboxPriceMoveRequestSchema,
  type SandboxBooking,
  type SandboxConsoleState,
  type SandboxPriceMove,
} from '@wayfare/contracts/sandbox';
import { formatConfirmationCode } from '@wayfare/domain/trip-display';
import type {
  SandboxConsoleFlightRow,
  SandboxConsoleHotelRow,
  SandboxConsoleQuoteRow,
} from '@wayfare/store/repositories/sandbox-console-repository';
import { isOperating, parseInstanceId } from '@wayfare/supply/flights/flight-instances';
import { buildItineraryView } from '@wayfare/supply/flights/itinerary-view';
import { describeHotelFacts } from '@wayfare/supply/lodging/hotel-facts';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { isSandboxConsoleOn } from '../env';
import { createSandboxAdminGuard } from './sandbox-admin-guard';

/** Bookings and open quotes the console lists at most (SandboxConsoleStateSchema). */
export const SANDBOX_CONSOLE_BOOKINGS = 30;
export const SANDBOX_CONSOLE_QUOTES = 20;
/** ±10 years, the clock request's own bound. */
const MAX_OFFSET_MINUTES = 5_256_000;

const IdParamsSchema = z.object({ id: z.string().min(1).max(200) });
const QuoteParamsSchema = z.object({ quoteId: z.string().min(1).max(200) });
const FlightParamsSchema = z.object({ flightInstanceId: z.string().min(1).max(80) });

/** Only what the console's labels read from a stored hotel quote or booking snapshot. */
const HotelLabelSchema = z.object({
  hotel: z.object({ name: z.string() }),
  stay: z.object({ checkInDate: z.string(), checkOutDate: z.string() }),
});

const describeSegment = (s: FlightSegment) =>
  `${s.marketingAirline.code} ${s.marketingAirline.flightNumber} ${s.origin.code}→${s.destination.code}`;

const signed = (percent: number) => (percent > 0 ? `+${percent}%` : `${percent}%`);

function toFlightBooking(ctx: AppContext, row: SandboxConsoleFlightRow): SandboxBooking {
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
    createdAt: row.createdAt.toISOString(),
  };
}

function toHotelBooking(row: SandboxConsoleHotelRow): SandboxBooking {
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
  const [flights, hotels, quotes] = await Promise.all([
    sandboxConsole.listRecentFlightBookings(SANDBOX_CONSOLE_BOOKINGS),
    sandboxConsole.listRecentHotelBookings(SANDBOX_CONSOLE_BOOKINGS),
    sandboxConsole.listOpenQuotes(ctx.clock.now(), SANDBOX_CONSOLE_QUOTES),
  ]);
  const bookings = [
    ...flights.map((row) => toFlightBooking(ctx, row)),
    ...hotels.map(toHotelBooking),
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
  const world = ctx.supply.getWorld().flights;
  const inst = parseInstanceId(target.flightInstanceId);
  if (
    !inst ||
    inst.schedule >= world.net.scheduleCount ||
    !isOperating(world.net, inst.schedule, inst.localDay)
  )
    throw new AppError(
      'BadRequest',
      `There is no flight "${target.flightInstanceId}" (a flight instance is <schedule>@<day>, as in search results).`,
      'target.flightInstanceId',
    );
  const view = buildItineraryView(world.net, [inst.schedule], [inst.localDay], [], new Map());
  const segment = view.segments[0];
  return segment ? `${describeSegment(segment)} ${segment.departureTime.replace('T', ' ')}` : '';
}

/**
 * The sandbox console's API (issues 7 and 15): the travel clock, airline events on booked flights,
 * price moves, quote expiry and supplier faults. Only with SANDBOX_CONSOLE on, only on the admin
 * host and only for a signed-in admin, like the outbox (docs/decisions/007-sandbox-console.md).
 * What it changes is kept in the database (ctx.sandbox). Every action answers with the state.
 */
export function registerSandboxConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!isSandboxConsoleOn(ctx.env)) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before the body is validated: elsewhere the console does not exist, and it is an admin's only.
  const onRequest = createSandboxAdminGuard(ctx);
  const state = { 200: SandboxConsoleStateSchema };

  r.get('/admin/api/v0/sandbox/console', { onRequest, schema: { response: state } }, async () => {
    // Exact even when another process changed something a moment ago.
    await ctx.sandbox.refresh();
    return readSandboxConsole(ctx);
  });

  r.post(
    '/admin/api/v0/sandbox/clock',
    { onRequest, schema: { body: SandboxClockRequestSchema, response: state } },
    async (request) => {
      const body = request.body;
      if ('advanceMinutes' in body) await ctx.sandbox.refresh();
      const minutes =
        'offsetMinutes' in body
          ? body.offsetMinutes
          : ctx.travelClock.offsetMinutes() + body.advanceMinutes;
      if (Math.abs(minutes) > MAX_OFFSET_MINUTES)
        throw new AppError(
          'BadRequest',
          'The travel clock moves at most 10 years from real time.',
          'advanceMinutes',
        );
      await ctx.sandbox.setTravelClockOffset(minutes);
      return readSandboxConsole(ctx);
    },
  );

  r.post(
    '/admin/api/v0/sandbox/disruptions',
    { onRequest, schema: { body: SandboxDisruptionRequestSchema, response: state } },
    async (request) => {
      const { flightInstanceId, kind, minutes } = request.body;
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
      return readSandboxConsole(ctx);
    },
  );

  r.delete(
    '/admin/api/v0/sandbox/disruptions/:flightInstanceId',
    { onRequest, schema: { params: FlightParamsSchema, response: state } },
    async (request) => {
      await ctx.sandbox.clearDisruption(request.params.flightInstanceId);
      return readSandboxConsole(ctx);
    },
  );

  r.post(
    '/admin/api/v0/sandbox/prices',
    { onRequest, schema: { body: SandboxPriceMoveRequestSchema, response: state } },
    async (request) => {
      const { target, percent } = request.body;
      if (percent === 0)
        throw new AppError('BadRequest', 'Move the price by a percent other than 0.', 'percent');
      const label = `${describePriceTarget(ctx, target)} ${signed(percent)}`;
      // Cached searches price again (here at once, in other processes when they see the move).
      await ctx.sandbox.addPriceMove({ target, percent }, label);
      return readSandboxConsole(ctx);
    },
  );

  r.delete(
    '/admin/api/v0/sandbox/prices/:id',
    { onRequest, schema: { params: IdParamsSchema, response: state } },
    async (request) => {
      if (!(await ctx.sandbox.clearPriceMove(request.params.id)))
        throw new AppError('NotFound', 'There is no such price move.', 'id');
      return readSandboxConsole(ctx);
    },
  );

  r.post(
    '/admin/api/v0/sandbox/quotes/:quoteId/expire',
    { onRequest, schema: { params: QuoteParamsSchema, response: state } },
    async (request) => {
      // Quotes run on the real clock (ctx.clock), like their tokens.
      if (!(await ctx.repos.sandboxConsole.expireQuote(request.params.quoteId, ctx.clock.now())))
        throw new AppError('NotFound', 'There is no such quote.', 'quoteId');
      return readSandboxConsole(ctx);
    },
  );

  r.post(
    '/admin/api/v0/sandbox/faults',
    { onRequest, schema: { body: SandboxFaultRequestSchema, response: state } },
    async (request) => {
      await ctx.sandbox.armFault(request.body);
      return readSandboxConsole(ctx);
    },
  );

  r.delete(
    '/admin/api/v0/sandbox/faults/:id',
    { onRequest, schema: { params: IdParamsSchema, response: state } },
    async (request) => {
      if (!(await ctx.sandbox.clearFault(request.params.id)))
        throw new AppError('NotFound', 'There is no such fault armed.', 'id');
      return readSandboxConsole(ctx);
    },
  );
}
