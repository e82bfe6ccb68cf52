import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TravelWalletResponseSchema } from '@wayfare/contracts/travel-wallet';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import { readTravelWallet } from '../services/travel-wallet';

/**
 * The travel wallet's statement (issue 19): `GET /api/v0/wallet`, the balance and every
 * transaction. Spec §7's `/user/wallet` (routes/flight-booking.ts) stays the credits a booking
 * can spend.
 */
export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v0/wallet',
    { schema: { response: { 200: TravelWalletResponseSchema } } },
    async (request) => {
      const view = await requireAccess(ctx, request);
      return readTravelWallet(ctx, {
        userId: view.auth.user.id,
        tenant: request.tenant,
        accountReferenceIds: view.accounts.map((a) => a.accountReferenceId),
      });
    },
  );
}
