import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CardVaultRequestSchema,
  CardVaultResponseSchema,
  FlightBookingSchema,
  FlightBookRequestSchema,
  PaymentCredentialsSchema,
} from '@wayfare/contracts/flight-booking';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { BURST_WINDOW_SECONDS } from '../plugins/rate-limit';
import { requireAccess } from '../services/access';
import { bookFlight, getFlightBooking } from '../services/flight-booking';
import { vaultCard } from '../services/payments';
import { resolveTravelerContext } from '../services/travelers';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export function registerFlightBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The sandbox card vault. The web embeds it from its own origin (vault.localhost) so card
  // numbers never reach the booking API; only the token leaves. Bodies are never logged.
  r.post(
    '/vault/v1/cards',
    {
      schema: { body: CardVaultRequestSchema, response: { 200: CardVaultResponseSchema } },
      logLevel: 'warn',
      // Outside /api, so the global burst limit does not cover it; card testing is the risk here.
      onRequest: async (request) => {
        const hits = await ctx.burstLimiter.hit(
          `vault:${request.ip}`,
          BURST_WINDOW_SECONDS,
          ctx.clock.now(),
        );
        if (hits > ctx.env.RATE_LIMIT_BURST) throw new AppError('ExcessiveActivity');
      },
    },
    async (request) => vaultCard(ctx, request.body),
  );

  r.get(
    '/api/v0/payments/spreedlyCredentials',
    { schema: { response: { 200: PaymentCredentialsSchema } } },
    async (request) => {
      await requireAccess(ctx, request);
      return { environmentKey: 'sandbox', vaultOrigin: `http://vault.localhost:${ctx.env.PORT}` };
    },
  );

  r.post(
    '/api/v0/flights/book',
    { schema: { body: FlightBookRequestSchema, response: { 200: FlightBookingSchema } } },
    async (request) => {
      const { view, scope } = await resolveTravelerContext(ctx, request);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
        throw new AppError(
          'BadRequest',
          'Send an Idempotency-Key header (8 to 100 letters, digits, or _ . : -).',
          'Idempotency-Key',
        );
      return bookFlight(
        ctx,
        { userId: view.auth.user.id, tenant: request.tenant, accounts: view.accounts, scope },
        key,
        request.body,
      );
    },
  );

  r.get(
    '/api/v0/flights/bookings/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(80) }),
        response: { 200: FlightBookingSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return getFlightBooking(ctx, auth.user.id, request.params.id);
    },
  );
}
