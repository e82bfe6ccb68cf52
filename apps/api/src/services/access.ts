import { CURRENT_TERMS_VERSION } from '@wayfare/contracts/business';
import type { HostKind, Tenant } from '@wayfare/contracts/tenant';
import { decidePortalAccess, type AccessDecision } from '@wayfare/domain/access';
import { filterRewardsAccounts } from '@wayfare/domain/business-accounts';
import type { EarnCardAccount } from '@wayfare/domain/earn';
import type {
  CorporateRepository,
  MembershipRecord,
} from '@wayfare/store/repositories/corporate-repository';
import type {
  RewardsAccountRecord,
  RewardsRepository,
} from '@wayfare/store/repositories/rewards-repository';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { AuthContext } from '../plugins/request-context';

/**
 * Who is asking: the tenant and host the request came to and its session, as the tenant and
 * session plugins found them (a route passes its request, which carries all three).
 */
export interface Requester {
  tenant: Tenant;
  hostKind: HostKind;
  auth: AuthContext | null;
}

/** What an access check reads: the membership and the rewards accounts. */
export interface AccessPorts {
  repos: {
    corporate: Pick<CorporateRepository, 'findMembership'>;
    rewards: Pick<RewardsRepository, 'listForUser'>;
  };
}

/** Shopping's access checks also reuse a recent grant (see requireShopAccess). */
export interface ShopAccessPorts extends AccessPorts {
  clock: Clock;
  shopAccessCache: ShopAccessCache;
}

export interface AccessView {
  auth: AuthContext;
  decision: AccessDecision;
  membership: MembershipRecord | null;
  /** The user's rewards accounts this tenant may use (spec §6). */
  accounts: RewardsAccountRecord[];
}

export function requireAuth(requester: Pick<Requester, 'auth'>): AuthContext {
  if (!requester.auth) throw new AppError('Unauthorized');
  return requester.auth;
}

export async function evaluateAccess(
  ports: AccessPorts,
  requester: Requester,
): Promise<AccessView> {
  const auth = requireAuth(requester);
  const [membership, allAccounts] = await Promise.all([
    ports.repos.corporate.findMembership(auth.user.id),
    ports.repos.rewards.listForUser(auth.user.id),
  ]);
  const accounts = filterRewardsAccounts(
    requester.tenant,
    allAccounts,
    membership?.businessId ?? null,
  );
  const decision = decidePortalAccess(
    requester.tenant,
    requester.hostKind,
    { kind: auth.user.kind, membership, eligibleAccountCount: accounts.length },
    CURRENT_TERMS_VERSION,
  );
  return { auth, decision, membership, accounts };
}

/** Protected calls: a session that the portal admits, or the spec's access code. */
export async function requireAccess(ports: AccessPorts, requester: Requester): Promise<AccessView> {
  const view = await evaluateAccess(ports, requester);
  if (!view.decision.ok) throw new AppError(view.decision.code);
  return view;
}

/** How long a session's granted shopping access is reused (see requireShopAccess). */
export const SHOP_ACCESS_REUSE_MS = 5_000;
const MAX_SHOP_GRANTS = 10_000;
/**
 * Per app (on the context): session id hash → when access was last checked and granted, and the
 * shopping view granted then (app clock, ms).
 */
export interface ShopAccessCache {
  grants: Map<string, number>;
  views: Map<string, { at: number; view: Omit<ShopView, 'auth'> }>;
}

export function createShopAccessCache(): ShopAccessCache {
  return { grants: new Map(), views: new Map() };
}

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
  ports: ShopAccessPorts,
  requester: Requester,
): Promise<AuthContext> {
  const auth = requireAuth(requester);
  const grants = ports.shopAccessCache.grants;
  const key = auth.session.idHash;
  const nowMs = ports.clock.now().getTime();
  const grantedAt = grants.get(key);
  if (grantedAt !== undefined && nowMs >= grantedAt && nowMs - grantedAt < SHOP_ACCESS_REUSE_MS)
    return auth;
  grants.delete(key);
  await requireAccess(ports, requester);
  grants.set(key, nowMs);
  const oldest = grants.keys().next();
  if (grants.size > MAX_SHOP_GRANTS && !oldest.done) grants.delete(oldest.value);
  return auth;
}

/** Who is shopping, their membership (for the policy tier) and their cards' earn rates. */
export interface ShopView {
  auth: AuthContext;
  membership: MembershipRecord | null;
  /** The cards' earn rates only: no balance, so nothing reused can reach a payment. */
  earnCards: EarnCardAccount[];
}

/**
 * Like requireShopAccess, for shopping answers that show policy and earn (hotel availability):
 * the membership and the cards' earn rates are reused with the grant for SHOP_ACCESS_REUSE_MS.
 * A tier or card changed a few seconds ago shows on the next search; quoting and booking judge
 * and pay with what they read afresh.
 */
export async function requireShopView(
  ports: ShopAccessPorts,
  requester: Requester,
): Promise<ShopView> {
  const auth = requireAuth(requester);
  const views = ports.shopAccessCache.views;
  const key = auth.session.idHash;
  const nowMs = ports.clock.now().getTime();
  const cached = views.get(key);
  if (cached && nowMs >= cached.at && nowMs - cached.at < SHOP_ACCESS_REUSE_MS)
    return { auth, ...cached.view };
  views.delete(key);
  const full = await requireAccess(ports, requester);
  const view = {
    membership: full.membership,
    earnCards: full.accounts.map((a) => ({
      accountReferenceId: a.accountReferenceId,
      currency: a.currency,
      earnRates: a.earnRates,
    })),
  };
  views.set(key, { at: nowMs, view });
  const oldest = views.keys().next();
  if (views.size > MAX_SHOP_GRANTS && !oldest.done) views.delete(oldest.value);
  return { auth, ...view };
}

/** The user administers their business (canViewAdmin); otherwise 40103. */
export async function requireAdmin(
  ports: { repos: { corporate: Pick<CorporateRepository, 'findMembership'> } },
  userId: string,
): Promise<void> {
  const membership = await ports.repos.corporate.findMembership(userId);
  if (!membership?.canViewAdmin) throw new AppError('40103');
}
