import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PreferenceMetadataRequestSchema,
  PreferenceMetadataSchema,
  UpdateUserPreferencesRequestSchema,
  UserPreferencesSchema,
} from '@wayfare/contracts/preferences';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import {
  describePreferenceChoices,
  getPreferences,
  savePreferences,
  type PreferenceOwner,
} from '../services/preferences';

/** Travel preferences (spec §7 `/user/preference`, `/user/preference/metadata`): the person's own. */
export function registerPreferenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = async (request: FastifyRequest): Promise<PreferenceOwner> => {
    const { auth } = await requireAccess(ctx, request);
    return { userId: auth.user.id, tenant: request.tenant };
  };

  r.get(
    '/api/v0/user/preference',
    { schema: { response: { 200: UserPreferencesSchema } } },
    async (request) => getPreferences(ctx, await owner(request)),
  );

  r.put(
    '/api/v0/user/preference',
    {
      schema: {
        body: UpdateUserPreferencesRequestSchema,
        response: { 200: UserPreferencesSchema },
      },
    },
    async (request) => savePreferences(ctx, await owner(request), request.body),
  );

  for (const method of ['post', 'put'] as const) {
    r[method](
      '/api/v0/user/preference/metadata',
      {
        schema: {
          body: PreferenceMetadataRequestSchema,
          response: { 200: PreferenceMetadataSchema },
        },
      },
      async (request) => {
        await owner(request);
        return describePreferenceChoices(request.body);
      },
    );
  }
}
