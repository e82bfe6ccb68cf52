import type { CotbResponse, SeenModalKey, SeenModalResponse } from '@wayfare/contracts/business';
import type { CorporateRepository } from '@wayfare/store/repositories/corporate-repository';
import { AppError } from '../app-error';
import type { AuthContext } from '../plugins/request-context';
import type { ShopAccessCache } from './access';

/** What the businesses a person belongs to read and write (issue 24, spec §7 /cotb). */
export interface BusinessMembershipPorts {
  repos: {
    corporate: Pick<
      CorporateRepository,
      'listMemberships' | 'changeBusinessInUse' | 'markModalSeen'
    >;
  };
  shopAccessCache: ShopAccessCache;
}

/** GET /cotb: every business the signed-in person belongs to; 40103 for nobody's employee. */
export async function listBusinesses(
  ports: BusinessMembershipPorts,
  auth: AuthContext,
): Promise<CotbResponse> {
  const memberships = await ports.repos.corporate.listMemberships(auth.user.id);
  if (memberships.length === 0) throw new AppError('40103');
  return {
    businesses: memberships.map((m) => ({
      businessId: m.businessId,
      businessName: m.businessName,
      roles: m.roles,
      policyTier:
        m.policyTierId && m.policyTierName ? { id: m.policyTierId, name: m.policyTierName } : null,
      inUse: m.inUse,
    })),
  };
}

/**
 * POST /cotb/changeBusinessInUse: the person's business in use becomes this one, atomically
 * (corporate info, policy tier, travelers and approvals follow, as each reads the business in
 * use). A business the person is not in is Forbidden, one not live 40102. The session's reused
 * shopping view is dropped so the next search sees the new tier at once.
 */
export async function changeBusinessInUse(
  ports: BusinessMembershipPorts,
  auth: AuthContext,
  businessId: string,
): Promise<CotbResponse> {
  const memberships = await ports.repos.corporate.listMemberships(auth.user.id);
  const chosen = memberships.find((m) => m.businessId === businessId);
  if (!chosen) throw new AppError('Forbidden', 'You do not belong to that business.', 'businessId');
  if (!chosen.businessIsLive) throw new AppError('40102');
  if (!(await ports.repos.corporate.changeBusinessInUse(auth.user.id, businessId)))
    throw new AppError('Forbidden', 'You do not belong to that business.', 'businessId');
  ports.shopAccessCache.grants.delete(auth.session.idHash);
  ports.shopAccessCache.views.delete(auth.session.idHash);
  return listBusinesses(ports, auth);
}

/** POST /users/seenModal: records the modal as seen for the person (their business in use). */
export async function markModalSeen(
  ports: BusinessMembershipPorts,
  auth: AuthContext,
  modalKey: SeenModalKey,
): Promise<SeenModalResponse> {
  const map = await ports.repos.corporate.markModalSeen(auth.user.id, modalKey);
  if (!map) throw new AppError('40103');
  return { hasSeenModalMap: map };
}
