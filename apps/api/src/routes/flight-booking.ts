import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CardVaultRequestSchema,
  CardVaultResponseSchema,
  FlightBookingSchema,
  FlightBookRequestSchema,
  PaymentCredentialsSchema,
  PaymentMethodsResponseSchema,
  SpreedlyPaymentMethodRequestSchema,
  WalletResponseSchema,
  type PaymentCredentials,
} from '@wayfare/contracts/flight-booking';
import { deriveVaultOrigin, isVaultHost } from '@wayfare/domain/tenant-host';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { BURST_WINDOW_SECONDS } from '../plugins/rate-limit';
import { requireAccess } from '../services/access';
import { bookFlight, getFlightBooking } from '../services/flight-booking';
import { forgetPaymentMethod, listPaymentMethods, vaultCard } from '../services/payments';
import { registerSpreedlyPaymentMethod } from '../services/spreedly-gateway';
import { listWallet } from '../services/trips-credits';
import { resolveTravelerContext } from '../services/travelers';
import { readBookingRequest } from './booking-request';

/** The card vault's origin for a request's host (configurable for deployments). */
export function vaultOriginFor(ctx: AppContext, hostHeader: string | undefined): string {
  return (
    ctx.env.VAULT_ORIGIN ?? deriveVaultOrigin(hostHeader, ctx.env.COOKIE_SECURE ? 'https' : 'http')
  );
}

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
        if (!isVaultHost(request.headers.host)) throw new AppError('NotFound');
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
    async (request): Promise<PaymentCredentials> => {
      await requireAccess(ctx, request);
      const vaultOrigin = vaultOriginFor(ctx, request.headers.host);
      return ctx.spreedly
        ? { environmentKey: ctx.spreedly.environmentKey, vaultOrigin, paymentProvider: 'spreedly' }
        : { environmentKey: 'sandbox', vaultOrigin, paymentProvider: 'sandbox' };
    },
  );

  // A card Spreedly's iFrame tokenized: read back from Spreedly and kept like a vault card, so the
  // booking path claims and shows it the same way. 404 when the portal uses the sandbox vault.
  r.post(
    '/api/v0/payments/spreedly/paymentMethods',
    {
      schema: {
        body: SpreedlyPaymentMethodRequestSchema,
        response: { 200: CardVaultResponseSchema },
      },
    },
    async (request) => {
      await requireAccess(ctx, request);
      if (!ctx.spreedly) throw new AppError('NotFound');
      return registerSpreedlyPaymentMethod(ctx, ctx.spreedly, request.body.paymentMethodToken);
    },
  );

  r.get(
    '/api/v0/paymentMethods',
    { schema: { response: { 200: PaymentMethodsResponseSchema } } },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return listPaymentMethods(ctx, auth.user.id);
    },
  );

  r.delete(
    '/api/v0/paymentMethods/:cardToken',
    { schema: { params: z.object({ cardToken: z.string().min(1).max(80) }) } },
    async (request, reply) => {
      const { auth } = await requireAccess(ctx, request);
      await forgetPaymentMethod(ctx, auth.user.id, request.params.cardToken);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/v0/user/wallet',
    { schema: { response: { 200: WalletResponseSchema } } },
    async (request) => {
      const { view } = await resolveTravelerContext(ctx, request);
      return listWallet(
        ctx,
        view.auth.user.id,
        view.accounts.map((a) => a.accountReferenceId),
      );
    },
  );

  r.post(
    '/api/v0/flights/book',
    {
      schema: {
        body: FlightBookRequestSchema,
        response: { 200: FlightBookingSchema, 202: FlightBookingSchema },
      },
    },
    async (request, reply) => {
      const { idempotencyKey, actor, saga } = await readBookingRequest(ctx, request);
      const { created, booking } = await bookFlight(ctx, actor, idempotencyKey, request.body, saga);
      // 202: the booking is recorded and its saga runs on; the page polls its status.
      return reply.status(created ? 202 : 200).send(booking);
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
