import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PriceMatchClaimParamsSchema,
  PriceMatchClaimRequestSchema,
  PriceMatchClaimResponseSchema,
  PriceMatchDecisionRequestSchema,
  PriceMatchQueueResponseSchema,
  PriceMatchReviewSchema,
  SandboxCompetitorPriceRequestSchema,
  SandboxCompetitorPricesSchema,
} from '@wayfare/contracts/price-match';
import { TripParamsSchema } from '@wayfare/contracts/trips';
import type { AppContext } from '../context';
import { isSandboxConsoleOn } from '../env';
import { readCompetitorPrices, setCompetitorPrice } from '../sandbox/sandbox-competitor-prices';
import { requireAccess, requireAuth } from '../services/access';
import {
  decidePriceMatchClaim,
  listPriceMatchQueue,
  readPriceMatchReview,
  requireAgent,
  submitPriceMatchClaim,
} from '../services/price-match';
import { createSandboxAdminGuard } from './sandbox-admin-guard';

/**
 * Price match, the best price guarantee (issue 19): the traveller's claim from the trip, the
 * agents' queue (support agents in their own session only), and the sandbox console's competitor
 * prices (admin host, console on).
 */
export function registerPriceMatchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v0/trips/:bookingId/priceMatch',
    {
      schema: {
        params: TripParamsSchema,
        body: PriceMatchClaimRequestSchema,
        response: { 200: PriceMatchClaimResponseSchema },
      },
    },
    async (request) => {
      const view = await requireAccess(ctx, request);
      return submitPriceMatchClaim(
        ctx,
        { userId: view.auth.user.id, tenant: request.tenant },
        request.params.bookingId,
        request.body,
      );
    },
  );

  r.get(
    '/api/v0/agent/priceMatch',
    { schema: { response: { 200: PriceMatchQueueResponseSchema } } },
    async (request) => listPriceMatchQueue(ctx, requireAgent(requireAuth(request), request.tenant)),
  );

  r.get(
    '/api/v0/agent/priceMatch/:claimId',
    {
      schema: { params: PriceMatchClaimParamsSchema, response: { 200: PriceMatchReviewSchema } },
    },
    async (request) =>
      readPriceMatchReview(
        ctx,
        requireAgent(requireAuth(request), request.tenant),
        request.params.claimId,
      ),
  );

  r.post(
    '/api/v0/agent/priceMatch/:claimId/decision',
    {
      schema: {
        params: PriceMatchClaimParamsSchema,
        body: PriceMatchDecisionRequestSchema,
        response: { 200: PriceMatchClaimResponseSchema },
      },
    },
    async (request) =>
      decidePriceMatchClaim(
        ctx,
        requireAgent(requireAuth(request), request.tenant),
        request.params.claimId,
        request.body,
      ),
  );

  if (!isSandboxConsoleOn(ctx.env)) return;
  // Before the body is validated: elsewhere the console does not exist, and it is an admin's only.
  const onRequest = createSandboxAdminGuard(ctx);
  const prices = { 200: SandboxCompetitorPricesSchema };

  r.get(
    '/admin/api/v0/sandbox/competitor-prices',
    { onRequest, schema: { response: prices } },
    async () => readCompetitorPrices(ctx),
  );

  r.post(
    '/admin/api/v0/sandbox/competitor-prices',
    { onRequest, schema: { body: SandboxCompetitorPriceRequestSchema, response: prices } },
    async (request) => {
      await setCompetitorPrice(ctx, request.body);
      return readCompetitorPrices(ctx);
    },
  );
}
