import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SandboxAuthorizeQuerySchema,
  SandboxAuthorizeRequestSchema,
  SandboxAuthorizeResponseSchema,
  SandboxUsersResponseSchema,
} from '@wayfare/contracts/auth';
import type { AppContext } from '../context';
import { authorizeSandboxUser, listSandboxUsers } from '../services/sandbox-sign-in';

/** The built-in sandbox identity provider: pick a demo person to sign in as. Off when OIDC is configured. */
export function registerSandboxIdpRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.identity.kind !== 'sandbox') return;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v0/sandbox-idp/users',
    {
      schema: {
        querystring: SandboxAuthorizeQuerySchema,
        response: { 200: SandboxUsersResponseSchema },
      },
    },
    (request) => listSandboxUsers(ctx, request.query.state),
  );

  r.post(
    '/api/v0/sandbox-idp/authorize',
    {
      schema: {
        body: SandboxAuthorizeRequestSchema,
        response: { 200: SandboxAuthorizeResponseSchema },
      },
    },
    (request) => authorizeSandboxUser(ctx, request.body.state, request.body.subject),
  );
}
