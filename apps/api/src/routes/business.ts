import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcknowledgementRequestSchema,
  BusinessProfileSchema,
  CURRENT_TERMS_VERSION,
  UpdateBusinessRequestSchema,
} from '@wayfare/contracts/business';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { requireAccess, requireAuth } from '../services/access';

async function requireAdminBusiness(ctx: AppContext, request: FastifyRequest): Promise<string> {
  if (request.hostKind !== 'admin') throw new AppError('NotFound');
  const { membership } = await requireAccess(ctx, request);
  if (!membership) throw new AppError('40103');
  return membership.businessId;
}

export function registerBusinessRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v0/cotb/acknowledgement',
    { schema: { body: AcknowledgementRequestSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (request.body.termsVersion !== CURRENT_TERMS_VERSION) {
        throw new AppError(
          'BadRequest',
          `termsVersion: the current terms are version ${CURRENT_TERMS_VERSION}.`,
          'termsVersion',
        );
      }
      const membership = await ctx.repos.corporate.findMembership(auth.user.id);
      if (!membership) throw new AppError('40103');
      await ctx.repos.corporate.acknowledgeTerms(
        auth.user.id,
        CURRENT_TERMS_VERSION,
        ctx.clock.now(),
      );
      return reply.status(204).send();
    },
  );

  r.get(
    '/admin/api/v0/business',
    { schema: { response: { 200: BusinessProfileSchema } } },
    async (request) => {
      const business = await ctx.repos.corporate.findBusiness(
        await requireAdminBusiness(ctx, request),
      );
      if (!business) throw new AppError('NotFound');
      return business;
    },
  );

  r.put(
    '/admin/api/v0/business',
    { schema: { body: UpdateBusinessRequestSchema, response: { 200: BusinessProfileSchema } } },
    async (request) => {
      const business = await ctx.repos.corporate.renameBusiness(
        await requireAdminBusiness(ctx, request),
        request.body.name,
      );
      if (!business) throw new AppError('NotFound');
      return business;
    },
  );

  r.post(
    '/admin/api/v0/business/go-live',
    { schema: { response: { 200: BusinessProfileSchema } } },
    async (request) => {
      const business = await ctx.repos.corporate.setBusinessLive(
        await requireAdminBusiness(ctx, request),
      );
      if (!business) throw new AppError('NotFound');
      return business;
    },
  );
}
