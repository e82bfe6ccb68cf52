import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SandboxAuthorizeQuerySchema,
  SandboxAuthorizeRequestSchema,
  SandboxAuthorizeResponseSchema,
  SandboxUsersResponseSchema,
  type SandboxDemoUser,
} from '@wayfare/contracts/auth';
import type { CardProduct } from '@wayfare/contracts/tenant';
import type { DirectoryEntry } from '@wayfare/store/repositories/users-repository';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { createSecret } from '../services/session-tokens';

function formatBalance(currency: 'miles' | 'cash', balance: number): string {
  return currency === 'miles'
    ? `${new Intl.NumberFormat('en-US').format(balance)} miles`
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(balance / 100);
}

function toDemoUser(entry: DirectoryEntry): SandboxDemoUser {
  return {
    subject: entry.subject,
    displayName: `${entry.firstName} ${entry.lastName}`,
    email: entry.email,
    kind: entry.kind,
    description: entry.description,
    cards: entry.cards.map((c) => ({
      productId: c.productId as CardProduct,
      productDisplayName: c.productDisplayName,
      lastFour: c.lastFour,
      balanceLabel: formatBalance(c.currency, c.balance),
    })),
    businessName: entry.businessName,
    profileReferenceId: entry.profileReferenceId,
  };
}

const INVALID_ATTEMPT =
  'This sign-in link has expired or was already used. Start over from the portal.';

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
    async (request) => {
      const attempt = await ctx.repos.authRequests.findLive(request.query.state, ctx.clock.now());
      if (!attempt) throw new AppError('BadRequest', INVALID_ATTEMPT, 'state');
      const directory = await ctx.repos.users.listDirectory();
      const users = directory
        .filter((u) => (attempt.audience === 'agents' ? u.kind === 'agent' : u.kind !== 'agent'))
        .map(toDemoUser);
      return { users, audience: attempt.audience };
    },
  );

  r.post(
    '/api/v0/sandbox-idp/authorize',
    {
      schema: {
        body: SandboxAuthorizeRequestSchema,
        response: { 200: SandboxAuthorizeResponseSchema },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      const { state, subject } = request.body;
      const attempt = await ctx.repos.authRequests.findLive(state, now);
      if (!attempt) throw new AppError('BadRequest', INVALID_ATTEMPT, 'state');
      const user = await ctx.repos.users.findBySubject(subject);
      if (!user || (user.kind === 'agent') !== (attempt.audience === 'agents')) {
        throw new AppError('BadRequest', 'That demo account cannot sign in here.', 'subject');
      }
      const code = createSecret(24);
      if (!(await ctx.repos.authRequests.issueSandboxCode(state, subject, code, now))) {
        throw new AppError('BadRequest', INVALID_ATTEMPT, 'state');
      }
      const query = new URLSearchParams({ code, state });
      return { redirectTo: `/api/v0/login/callback?${query.toString()}` };
    },
  );
}
