import { selectPriceWatchPorts } from '../context';
import { checkAllWatches } from '../services/price-watch';
import { checkAllPriceDrops } from '../services/price-drop-protection';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SandboxAccountStandingRequestSchema,
  SandboxClockRequestSchema,
  SandboxConsoleStateSchema,
  SandboxDemoCopyRequestSchema,
  SandboxDemoCopyResponseSchema,
  SandboxDisruptionRequestSchema,
  SandboxSeatLimitRequestSchema,
  SandboxFaultRequestSchema,
  SandboxFreezeParamsSchema,
  SandboxPriceMoveRequestSchema,
  SandboxSelloutParamsSchema,
} from '@wayfare/contracts/sandbox';
import { CfarEventRequestSchema } from '@wayfare/contracts/cancel-for-any-reason';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { isSandboxConsoleOn } from '../env';
import { raiseCfarEvent } from '../services/cfar-exercise';
import {
  addSandboxPriceMove,
  expireSandboxQuote,
  injectSandboxDisruption,
  moveSandboxClock,
  readSandboxConsole,
} from '../sandbox/sandbox-console';
import { createDemoCopy } from '../sandbox/sandbox-demo-copies';
import { setSandboxAccountStanding } from '../sandbox/sandbox-accounts';
import { limitSandboxSeats } from '../sandbox/sandbox-seats';
import {
  moveFreezePrice,
  putFlightBackOnSale,
  runFreezeOut,
  sellOutFreeze,
} from '../sandbox/sandbox-freezes';
import { createSandboxAdminGuard } from './sandbox-admin-guard';

const IdParamsSchema = z.object({ id: z.string().min(1).max(200) });
const QuoteParamsSchema = z.object({ quoteId: z.string().min(1).max(200) });
const FlightParamsSchema = z.object({ flightInstanceId: z.string().min(1).max(80) });

/**
 * The sandbox console's API (issues 7, 15 and 17): the travel clock, airline events on booked
 * flights, price moves, quote expiry, supplier faults, price-freeze branches and copies of the
 * demo people. Only with SANDBOX_CONSOLE on, only on the admin
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
      await moveSandboxClock(ctx, request.body);
      return readSandboxConsole(ctx);
    },
  );

  r.post(
    '/admin/api/v0/sandbox/disruptions',
    { onRequest, schema: { body: SandboxDisruptionRequestSchema, response: state } },
    async (request) => {
      await injectSandboxDisruption(ctx, request.body);
      return readSandboxConsole(ctx);
    },
  );

  // Issue 20, part C: leave at most N seats on every flight of a route and day.
  r.post(
    '/admin/api/v0/sandbox/seats',
    { onRequest, schema: { body: SandboxSeatLimitRequestSchema, response: state } },
    async (request) => {
      await limitSandboxSeats(ctx, request.body);
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
      await addSandboxPriceMove(ctx, request.body);
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
      await expireSandboxQuote(ctx, request.params.quoteId);
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

  // Price freezes (issue 17): each branch of a Valid voucher on demand.
  const freeze = { onRequest, schema: { params: SandboxFreezeParamsSchema, response: state } };
  r.post('/admin/api/v0/sandbox/freezes/:freezeId/above-cap', freeze, async (request) => {
    await moveFreezePrice(ctx, request.params.freezeId, 'above-cap');
    return readSandboxConsole(ctx);
  });
  r.post('/admin/api/v0/sandbox/freezes/:freezeId/below-frozen', freeze, async (request) => {
    await moveFreezePrice(ctx, request.params.freezeId, 'below-frozen');
    return readSandboxConsole(ctx);
  });
  r.post('/admin/api/v0/sandbox/freezes/:freezeId/sell-out', freeze, async (request) => {
    await sellOutFreeze(ctx, request.params.freezeId);
    return readSandboxConsole(ctx);
  });
  r.post('/admin/api/v0/sandbox/freezes/:freezeId/run-out', freeze, async (request) => {
    await runFreezeOut(ctx, request.params.freezeId);
    return readSandboxConsole(ctx);
  });

  // Price watch (issue 19): every live watch's next check now, instead of hours later.
  r.post(
    '/admin/api/v0/sandbox/watches/check',
    { onRequest, schema: { response: state } },
    async () => {
      await checkAllWatches(selectPriceWatchPorts(ctx));
      return readSandboxConsole(ctx);
    },
  );

  // Price drop protection (issue 19): every monitored booking's check now, not hours later.
  r.post(
    '/admin/api/v0/sandbox/price-drops/check',
    { onRequest, schema: { response: state } },
    async () => {
      await checkAllPriceDrops(ctx);
      return readSandboxConsole(ctx);
    },
  );

  // Cancel for any reason (issue 18): the early-expiry events of spec §4 on a booked trip.
  r.post(
    '/admin/api/v0/sandbox/protection-events',
    { onRequest, schema: { body: CfarEventRequestSchema, response: state } },
    async (request) => {
      await raiseCfarEvent(ctx, request.body.bookingId, request.body.kind);
      return readSandboxConsole(ctx);
    },
  );

  r.delete(
    '/admin/api/v0/sandbox/sellouts/:flightInstanceId',
    { onRequest, schema: { params: SandboxSelloutParamsSchema, response: state } },
    async (request) => {
      await putFlightBackOnSale(ctx, request.params.flightInstanceId);
      return readSandboxConsole(ctx);
    },
  );

  // Issue 23: a card account closed, delinquent or open again; the credits sweep runs at once.
  r.post(
    '/admin/api/v0/sandbox/account-standing',
    { onRequest, schema: { body: SandboxAccountStandingRequestSchema, response: state } },
    async (request) => {
      await setSandboxAccountStanding(ctx, request.body);
      return readSandboxConsole(ctx);
    },
  );

  r.post(
    '/admin/api/v0/sandbox/demo-copies',
    {
      onRequest,
      schema: {
        body: SandboxDemoCopyRequestSchema,
        response: { 200: SandboxDemoCopyResponseSchema },
      },
    },
    async (request) => createDemoCopy(ctx, request.body.tag),
  );
}
