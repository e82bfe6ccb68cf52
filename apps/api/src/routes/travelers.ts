import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AssignDefaultTravelerRequestSchema,
  DeleteTravelerRequestSchema,
  TravelerListResponseSchema,
  TravelerVisibilityRequestSchema,
  UpdateTravelerRequestSchema,
  UpdateTravelerResponseSchema,
  UsersListResponseSchema,
} from '@wayfare/contracts/travelers';
import type { AppContext } from '../context';
import {
  assignDefaultTraveler,
  deleteTraveler,
  listTravelers,
  listUsers,
  resolveTravelerContext,
  saveTraveler,
  setTravelerHidden,
} from '../services/travelers';

/** The traveler and user calls of spec §7. */
export function registerTravelerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/v0/passengers/list',
    { schema: { response: { 200: TravelerListResponseSchema } } },
    async (request) => {
      const context = await resolveTravelerContext(ctx, request);
      return { value: await listTravelers(ctx, context) };
    },
  );

  r.put(
    '/api/v0/passengers/update',
    {
      schema: {
        body: UpdateTravelerRequestSchema,
        response: { 200: UpdateTravelerResponseSchema },
      },
    },
    async (request) => {
      const context = await resolveTravelerContext(ctx, request);
      return { person: await saveTraveler(ctx, context, request.body.person) };
    },
  );

  r.post(
    '/api/v0/passengers/delete',
    { schema: { body: DeleteTravelerRequestSchema } },
    async (request, reply) => {
      const context = await resolveTravelerContext(ctx, request);
      await deleteTraveler(ctx, context, request.body.personId);
      return reply.status(204).send();
    },
  );

  r.put(
    '/api/v0/passengers/assign_default',
    { schema: { body: AssignDefaultTravelerRequestSchema } },
    async (request, reply) => {
      const context = await resolveTravelerContext(ctx, request);
      await assignDefaultTraveler(ctx, context, request.body.travelerId, request.body.userId);
      return reply.status(204).send();
    },
  );

  for (const [path, hidden] of [
    ['/api/v0/passengers/hide', true],
    ['/api/v0/passengers/show', false],
  ] as const) {
    r.put(path, { schema: { body: TravelerVisibilityRequestSchema } }, async (request, reply) => {
      const context = await resolveTravelerContext(ctx, request);
      await setTravelerHidden(ctx, context, request.body.travelerId, hidden);
      return reply.status(204).send();
    });
  }

  r.put(
    '/api/v0/users/list',
    { schema: { response: { 200: UsersListResponseSchema } } },
    async (request) => {
      const context = await resolveTravelerContext(ctx, request);
      return { users: await listUsers(ctx, context) };
    },
  );
}
