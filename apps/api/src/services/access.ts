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

/** How long a session's granted shopping access is reused (see requireShopAccess). */
export const SHOP_ACCESS_REUSE_MS = 5_000;
const MAX_SHOP_GRANTS = 10_000;
/** Per app: session id hash → when access was last checked and granted (app clock, ms). */
const shopGrants = new WeakMap<AppContext, Map<string, number>>();

/**
 * Read-only shopping calls (place autocomplete, flight search, price prediction, recent searches)
 * come many times a minute from one person. Once access has been checked in full and granted, the
 * same session's shopping calls reuse that grant for SHOP_ACCESS_REUSE_MS instead of reading the
 * membership and cards again: a withdrawal (business no longer live, card closed) reaches shopping
 * within seconds, while quoting, booking and everything else check afresh. A refusal is never
 * reused, so access granted (terms accepted) counts on the very next call. Answers only who is
 * asking, never the accounts, so nothing read a few seconds ago can reach a price or balance.
 */
export async function requireShopAccess(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AuthContext> {
  const auth = requireAuth(request);
  let grants = shopGrants.get(ctx);
  if (!grants) {
    grants = new Map();
    shopGrants.set(ctx, grants);
  }
  const key = auth.session.idHash;
  const nowMs = ctx.clock.now().getTime();
  const grantedAt = grants.get(key);
  if (grantedAt !== undefined && nowMs >= grantedAt && nowMs - grantedAt < SHOP_ACCESS_REUSE_MS)
    return auth;
  grants.delete(key);
  await requireAccess(ctx, request);
  grants.set(key, nowMs);
  const oldest = grants.keys().next();
  if (grants.size > MAX_SHOP_GRANTS && !oldest.done) grants.delete(oldest.value);
  return auth;
}
