import type { FastifyRequest } from 'fastify';
import { CURRENT_TERMS_VERSION } from '@wayfare/contracts/business';
import { decidePortalAccess, type AccessDecision } from '@wayfare/domain/access';
import { filterRewardsAccounts } from '@wayfare/domain/business-accounts';
import type { MembershipRecord } from '@wayfare/store/repositories/corporate-repository';
import type { RewardsAccountRecord } from '@wayfare/store/repositories/rewards-repository';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import type { AuthContext } from '../plugins/request-context';

export interface AccessView {
  auth: AuthContext;
  decision: AccessDecision;
  membership: MembershipRecord | null;
  /** The user's rewards accounts this tenant may use (spec §6). */
  accounts: RewardsAccountRecord[];
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('Unauthorized');
  return request.auth;
}

export async function evaluateAccess(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AccessView> {
  const auth = requireAuth(request);
  const [membership, allAccounts] = await Promise.all([
    ctx.repos.corporate.findMembership(auth.user.id),
    ctx.repos.rewards.listForUser(auth.user.id),
  ]);
  const accounts = filterRewardsAccounts(
    request.tenant,
    allAccounts,
    membership?.businessId ?? null,
  );
  const decision = decidePortalAccess(
    request.tenant,
    request.hostKind,
    { kind: auth.user.kind, membership, eligibleAccountCount: accounts.length },
    CURRENT_TERMS_VERSION,
  );
  return { auth, decision, membership, accounts };
}

/** Protected calls: a session that the portal admits, or the spec's access code. */
export async function requireAccess(ctx: AppContext, request: FastifyRequest): Promise<AccessView> {
  const view = await evaluateAccess(ctx, request);
  if (!view.decision.ok) throw new AppError(view.decision.code);
  return view;
}
