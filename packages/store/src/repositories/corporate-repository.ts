import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../database';
import type { OutboxMessage } from './email-outbox-repository';
import { businesses, corporateMemberships, emailOutbox, policyTiers, users } from '../schema';

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

/** One of the businesses a person belongs to (issue 24). */
export interface BusinessMembershipRecord {
  businessId: string;
  businessName: string;
  businessIsLive: boolean;
  roles: string[];
  policyTierId: string | null;
  policyTierName: string | null;
  inUse: boolean;
}

export type BookingModeValue = NonNullable<(typeof businesses.$inferSelect)['bookingMode']>;

export interface BusinessRecord {
  businessId: string;
  name: string;
  isLive: boolean;
  bookingMode: BookingModeValue | null;
  employeeCount: number;
  policyTierCount: number;
}

export interface PolicyTierRecord {
  id: string;
  businessId: string;
  name: string;
  /** The stored document; the caller checks it against the contract. */
  policy: unknown;
  employeeCount: number;
}

export interface EmployeeRecord {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  canViewUsers: boolean;
  canViewAdmin: boolean;
  policyTierId: string | null;
  policyTierName: string | null;
  firstSignedInAt: Date | null;
  /** Added through an invitation (not provisioned by the card issuer). */
  wasInvited: boolean;
  termsAcknowledgedVersion: string | null;
}

export interface EmployeeAccessWrite {
  roles: string[];
  canViewUsers: boolean;
  canViewAdmin: boolean;
  policyTierId: string;
}

export interface InviteWrite extends EmployeeAccessWrite {
  userId: string;
  businessId: string;
  firstName: string;
  lastName: string;
  email: string;
  description: string;
  invitation: OutboxMessage;
}

export type TierWriteResult<T> =
  { ok: true; value: T } | { ok: false; reason: 'NotFound' | 'NameTaken' | 'InUse' };

/** Invited people have no identity-provider subject until they sign in (found by e-mail). */
const INVITED_SUBJECT_PREFIX = 'invite|';

const sameName = (name: string) => sql`lower(${policyTiers.name}) = lower(${name})`;

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
      bookingMode: business.bookingMode,
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
        .where(and(eq(corporateMemberships.userId, userId), eq(corporateMemberships.inUse, true)));
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
        .where(and(eq(corporateMemberships.userId, userId), eq(corporateMemberships.inUse, true)));
    },

    /** Issue 24 (spec §7 GET /cotb): every business the person belongs to, by name. */
    async listMemberships(userId: string): Promise<BusinessMembershipRecord[]> {
      const rows = await db
        .select({ m: corporateMemberships, b: businesses, tierName: policyTiers.name })
        .from(corporateMemberships)
        .innerJoin(businesses, eq(businesses.id, corporateMemberships.businessId))
        .leftJoin(policyTiers, eq(policyTiers.id, corporateMemberships.policyTierId))
        .where(eq(corporateMemberships.userId, userId))
        .orderBy(asc(businesses.name), asc(businesses.id));
      return rows.map(({ m, b, tierName }) => ({
        businessId: b.id,
        businessName: b.name,
        businessIsLive: b.isLive,
        roles: m.roles,
        policyTierId: m.policyTierId,
        policyTierName: tierName,
        inUse: m.inUse,
      }));
    },

    /**
     * Issue 24 (spec §7 POST /cotb/changeBusinessInUse): makes `businessId` the person's business in
     * use, all or nothing. Every membership row of the person is locked by the first update, so two
     * switches at once run one after the other and exactly one business is in use after both;
     * false (and nothing changed) when the person is not in that business.
     */
    async changeBusinessInUse(userId: string, businessId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const cleared = await tx
          .update(corporateMemberships)
          .set({ inUse: false })
          .where(
            and(
              eq(corporateMemberships.userId, userId),
              sql`exists (select 1 from ${corporateMemberships} as chosen where chosen.user_id = ${userId} and chosen.business_id = ${businessId})`,
            ),
          )
          .returning({ businessId: corporateMemberships.businessId });
        if (cleared.length === 0) return false;
        const [chosen] = await tx
          .update(corporateMemberships)
          .set({ inUse: true })
          .where(
            and(
              eq(corporateMemberships.userId, userId),
              eq(corporateMemberships.businessId, businessId),
            ),
          )
          .returning({ businessId: corporateMemberships.businessId });
        return chosen !== undefined;
      });
    },

    /**
     * Issue 24 (spec §3 hasSeenModalMap, §7 POST /users/seenModal): marks a modal seen for the
     * person in their business in use, merged into the stored map in SQL (one atomic update, so
     * two devices marking different modals keep both). False when the person has no business.
     */
    async markModalSeen(userId: string, modalKey: string): Promise<Record<string, boolean> | null> {
      const [row] = await db
        .update(corporateMemberships)
        .set({
          hasSeenModalMap: sql`${corporateMemberships.hasSeenModalMap} || jsonb_build_object(${modalKey}::text, true)`,
        })
        .where(and(eq(corporateMemberships.userId, userId), eq(corporateMemberships.inUse, true)))
        .returning({ map: corporateMemberships.hasSeenModalMap });
      return row?.map ?? null;
    },

    findBusiness,

    async renameBusiness(businessId: string, name: string): Promise<BusinessRecord | null> {
      await db.update(businesses).set({ name }).where(eq(businesses.id, businessId));
      return findBusiness(businessId);
    },

    /** The business's tiers by name, with how many employees each governs. */
    async listPolicyTiers(businessId: string): Promise<PolicyTierRecord[]> {
      const rows = await db
        .select({
          id: policyTiers.id,
          businessId: policyTiers.businessId,
          name: policyTiers.name,
          policy: policyTiers.policy,
          employeeCount: count(corporateMemberships.userId),
        })
        .from(policyTiers)
        .leftJoin(corporateMemberships, eq(corporateMemberships.policyTierId, policyTiers.id))
        .where(eq(policyTiers.businessId, businessId))
        .groupBy(policyTiers.id)
        .orderBy(asc(policyTiers.name));
      return rows;
    },

    async createPolicyTier(tier: {
      id: string;
      businessId: string;
      name: string;
      policy: Record<string, unknown>;
    }): Promise<TierWriteResult<PolicyTierRecord>> {
      return db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: policyTiers.id })
          .from(policyTiers)
          .where(and(eq(policyTiers.businessId, tier.businessId), sameName(tier.name)));
        if (clash) return { ok: false, reason: 'NameTaken' } as const;
        await tx.insert(policyTiers).values(tier);
        return { ok: true, value: { ...tier, employeeCount: 0 } } as const;
      });
    },

    async updatePolicyTier(
      businessId: string,
      tierId: string,
      change: { name: string; policy: Record<string, unknown> },
    ): Promise<TierWriteResult<PolicyTierRecord>> {
      return db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: policyTiers.id })
          .from(policyTiers)
          .where(
            and(
              eq(policyTiers.businessId, businessId),
              sameName(change.name),
              ne(policyTiers.id, tierId),
            ),
          );
        if (clash) return { ok: false, reason: 'NameTaken' } as const;
        const [row] = await tx
          .update(policyTiers)
          .set(change)
          .where(and(eq(policyTiers.id, tierId), eq(policyTiers.businessId, businessId)))
          .returning({ id: policyTiers.id });
        if (!row) return { ok: false, reason: 'NotFound' } as const;
        const [members] = await tx
          .select({ n: count() })
          .from(corporateMemberships)
          .where(eq(corporateMemberships.policyTierId, tierId));
        return {
          ok: true,
          value: { id: tierId, businessId, ...change, employeeCount: members?.n ?? 0 },
        } as const;
      });
    },

    /** Deletes a tier nobody is on; a tier with employees must be emptied first. */
    async deletePolicyTier(businessId: string, tierId: string): Promise<TierWriteResult<null>> {
      return db.transaction(async (tx) => {
        const [members] = await tx
          .select({ n: count() })
          .from(corporateMemberships)
          .where(eq(corporateMemberships.policyTierId, tierId));
        if ((members?.n ?? 0) > 0) {
          const [tier] = await tx
            .select({ id: policyTiers.id })
            .from(policyTiers)
            .where(and(eq(policyTiers.id, tierId), eq(policyTiers.businessId, businessId)));
          return { ok: false, reason: tier ? 'InUse' : 'NotFound' } as const;
        }
        const deleted = await tx
          .delete(policyTiers)
          .where(and(eq(policyTiers.id, tierId), eq(policyTiers.businessId, businessId)))
          .returning({ id: policyTiers.id });
        return deleted.length > 0
          ? ({ ok: true, value: null } as const)
          : ({ ok: false, reason: 'NotFound' } as const);
      });
    },

    /** Everyone in the business, by name. */
    async listEmployees(businessId: string): Promise<EmployeeRecord[]> {
      const rows = await db
        .select({ m: corporateMemberships, u: users, tierName: policyTiers.name })
        .from(corporateMemberships)
        .innerJoin(users, eq(users.id, corporateMemberships.userId))
        .leftJoin(policyTiers, eq(policyTiers.id, corporateMemberships.policyTierId))
        .where(eq(corporateMemberships.businessId, businessId))
        .orderBy(asc(users.firstName), asc(users.lastName));
      return rows.map(({ m, u, tierName }) => ({
        userId: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        roles: m.roles,
        canViewUsers: m.canViewUsers,
        canViewAdmin: m.canViewAdmin,
        policyTierId: m.policyTierId,
        policyTierName: tierName,
        firstSignedInAt: u.firstSignedInAt,
        wasInvited: u.subject.startsWith(INVITED_SUBJECT_PREFIX),
        termsAcknowledgedVersion: m.termsAcknowledgedVersion,
      }));
    },

    /**
     * Creates the invited employee's account and membership and queues their invitation, all or
     * nothing. Answers false when the address already has an account.
     */
    async inviteEmployee(invite: InviteWrite): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${invite.email})`);
        if (existing) return false;
        await tx.insert(users).values({
          id: invite.userId,
          subject: `${INVITED_SUBJECT_PREFIX}${invite.userId}`,
          email: invite.email.toLowerCase(),
          firstName: invite.firstName,
          lastName: invite.lastName,
          kind: 'employee',
          description: invite.description,
        });
        await tx.insert(corporateMemberships).values({
          userId: invite.userId,
          businessId: invite.businessId,
          roles: invite.roles,
          canViewUsers: invite.canViewUsers,
          canViewAdmin: invite.canViewAdmin,
          policyTierId: invite.policyTierId,
        });
        await tx.insert(emailOutbox).values(invite.invitation);
        return true;
      });
    },

    /** Changes an employee's roles, permissions and tier; false when not in this business. */
    async updateEmployeeAccess(
      businessId: string,
      userId: string,
      access: EmployeeAccessWrite,
    ): Promise<boolean> {
      const updated = await db
        .update(corporateMemberships)
        .set(access)
        .where(
          and(
            eq(corporateMemberships.userId, userId),
            eq(corporateMemberships.businessId, businessId),
          ),
        )
        .returning({ userId: corporateMemberships.userId });
      return updated.length > 0;
    },

    /**
     * Records how the business books travel. An admin who books for others too becomes an arranger
     * with the business's travelers in view (spec §6 canViewUsers), in the same transaction.
     */
    async setBookingMode(
      businessId: string,
      adminUserId: string,
      mode: BookingModeValue,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(businesses).set({ bookingMode: mode }).where(eq(businesses.id, businessId));
        if (mode !== 'book_for_myself_and_others') return;
        const [m] = await tx
          .select({ roles: corporateMemberships.roles })
          .from(corporateMemberships)
          .where(
            and(
              eq(corporateMemberships.userId, adminUserId),
              eq(corporateMemberships.businessId, businessId),
            ),
          );
        if (!m) return;
        await tx
          .update(corporateMemberships)
          .set({
            canViewUsers: true,
            roles: m.roles.includes('arranger') ? m.roles : [...m.roles, 'arranger'],
          })
          .where(
            and(
              eq(corporateMemberships.userId, adminUserId),
              eq(corporateMemberships.businessId, businessId),
            ),
          );
      });
    },

    async setBusinessLive(businessId: string): Promise<BusinessRecord | null> {
      await db.update(businesses).set({ isLive: true }).where(eq(businesses.id, businessId));
      return findBusiness(businessId);
    },
  };
}

export type CorporateRepository = ReturnType<typeof createCorporateRepository>;
