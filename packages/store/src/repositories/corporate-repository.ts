import { count, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { businesses, corporateMemberships, policyTiers } from '../schema';

export interface MembershipRecord {
  userId: string;
  businessId: string;
  businessName: string;
  businessIsLive: boolean;
  businessAccountReferenceId: string | null;
  businessLoyaltyPrograms: { programCode: string; value: string }[];
  roles: string[];
  canViewUsers: boolean;
  canViewAdmin: boolean;
  policyTierId: string | null;
  policyTierName: string | null;
  defaultTravelerId: string | null;
  hiddenTravelerIds: string[];
  hasSeenModalMap: Record<string, boolean>;
  cap1Role: string | null;
  termsAcknowledgedVersion: string | null;
}

export interface BusinessRecord {
  businessId: string;
  name: string;
  isLive: boolean;
  employeeCount: number;
  policyTierCount: number;
}

export function createCorporateRepository(db: Database) {
  async function findBusiness(businessId: string): Promise<BusinessRecord | null> {
    const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
    if (!business) return null;
    const [employees] = await db
      .select({ n: count() })
      .from(corporateMemberships)
      .where(eq(corporateMemberships.businessId, businessId));
    const [tiers] = await db
      .select({ n: count() })
      .from(policyTiers)
      .where(eq(policyTiers.businessId, businessId));
    return {
      businessId: business.id,
      name: business.name,
      isLive: business.isLive,
      employeeCount: employees?.n ?? 0,
      policyTierCount: tiers?.n ?? 0,
    };
  }

  return {
    /** A business's policy tier (the document is checked against the contract by the caller). */
    async findPolicyTier(
      tierId: string,
    ): Promise<{ id: string; businessId: string; name: string; policy: unknown } | null> {
      const [row] = await db
        .select({
          id: policyTiers.id,
          businessId: policyTiers.businessId,
          name: policyTiers.name,
          policy: policyTiers.policy,
        })
        .from(policyTiers)
        .where(eq(policyTiers.id, tierId));
      return row ?? null;
    },

    async findMembership(userId: string): Promise<MembershipRecord | null> {
      const [row] = await db
        .select({ m: corporateMemberships, b: businesses, tierName: policyTiers.name })
        .from(corporateMemberships)
        .innerJoin(businesses, eq(businesses.id, corporateMemberships.businessId))
        .leftJoin(policyTiers, eq(policyTiers.id, corporateMemberships.policyTierId))
        .where(eq(corporateMemberships.userId, userId));
      if (!row) return null;
      const { m, b } = row;
      return {
        userId: m.userId,
        businessId: b.id,
        businessName: b.name,
        businessIsLive: b.isLive,
        businessAccountReferenceId: b.accountReferenceId,
        businessLoyaltyPrograms: b.loyaltyPrograms,
        roles: m.roles,
        canViewUsers: m.canViewUsers,
        canViewAdmin: m.canViewAdmin,
        policyTierId: m.policyTierId,
        policyTierName: row.tierName,
        defaultTravelerId: m.defaultTravelerId,
        hiddenTravelerIds: m.hiddenTravelerIds,
        hasSeenModalMap: m.hasSeenModalMap,
        cap1Role: m.cap1Role,
        termsAcknowledgedVersion: m.termsAcknowledgedVersion,
      };
    },

    async acknowledgeTerms(userId: string, version: string, now: Date): Promise<void> {
      await db
        .update(corporateMemberships)
        .set({ termsAcknowledgedVersion: version, termsAcknowledgedAt: now })
        .where(eq(corporateMemberships.userId, userId));
    },

    findBusiness,

    async renameBusiness(businessId: string, name: string): Promise<BusinessRecord | null> {
      await db.update(businesses).set({ name }).where(eq(businesses.id, businessId));
      return findBusiness(businessId);
    },

    async setBusinessLive(businessId: string): Promise<BusinessRecord | null> {
      await db.update(businesses).set({ isLive: true }).where(eq(businesses.id, businessId));
      return findBusiness(businessId);
    },
  };
}

export type CorporateRepository = ReturnType<typeof createCorporateRepository>;
