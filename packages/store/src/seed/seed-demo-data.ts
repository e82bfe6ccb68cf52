import type { Database } from '../database';
import {
  businesses,
  corporateMemberships,
  policyTiers,
  rewardsAccounts,
  travelers,
  users,
  walletCredits,
} from '../schema';
import { decideCardTravelCredit } from '@wayfare/domain/card-travel-credits';
import { DEMO_WORLD, copyDemoWorld, type DemoWorld } from './demo-world';
import { describeCardProduct } from './demo-products';

const TERMS_VERSION_AT_SEED = '2026-09';
const DAY_MS = 86_400_000;

/**
 * Inserts the demo people once. Existing rows are left alone, so balances and choices made while
 * using the portal survive restarts: running it again changes nothing.
 */
export async function seedDemoData(
  db: Database,
  now: Date,
  world: DemoWorld = DEMO_WORLD,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(businesses).values(world.businesses).onConflictDoNothing();
    await tx.insert(policyTiers).values(world.policyTiers).onConflictDoNothing();
    for (const user of world.users) {
      await tx
        .insert(users)
        .values({
          id: user.id,
          subject: user.subject,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          kind: user.kind,
          profileReferenceId: user.profileReferenceId,
          description: user.description,
          supportLead: user.supportLead ?? false,
        })
        .onConflictDoNothing();
      const memberships = [
        ...(user.membership ? [{ m: user.membership, inUse: true }] : []),
        ...(user.otherMemberships ?? []).map((m) => ({ m, inUse: false })),
      ];
      for (const { m, inUse } of memberships) {
        await tx
          .insert(corporateMemberships)
          .values({
            userId: user.id,
            businessId: m.businessId,
            inUse,
            roles: m.roles,
            canViewUsers: m.canViewUsers,
            canViewAdmin: m.canViewAdmin,
            policyTierId: m.policyTierId,
            cap1Role: m.cap1Role,
            defaultTravelerId: world.defaultTravelers[user.id] ?? null,
            termsAcknowledgedVersion: m.termsAcknowledged ? TERMS_VERSION_AT_SEED : null,
            termsAcknowledgedAt: m.termsAcknowledged ? now : null,
          })
          .onConflictDoNothing();
      }
      for (const [index, c] of user.cards.entries()) {
        const product = describeCardProduct(c.productId);
        // Demo cards opened a set number of days before the seed (new card members); the others
        // predate the card-member years, which then run as calendar years (card-travel-credits.ts).
        const openedAt =
          c.openedDaysAgo === undefined ? null : new Date(now.getTime() - c.openedDaysAgo * DAY_MS);
        const standing = c.standing ?? 'Open';
        await tx
          .insert(rewardsAccounts)
          .values({
            accountReferenceId: c.accountReferenceId,
            userId: user.id,
            productId: c.productId,
            productDisplayName: product.displayName,
            customerAccountRole: c.role,
            accountType: c.businessId
              ? 'Business'
              : c.productId.startsWith('Spark')
                ? 'Business'
                : 'Personal',
            lastFour: c.lastFour,
            currency: product.currency,
            balance: c.balance,
            redemptionMinimum: product.minimum,
            earnRates: product.earn,
            businessId: c.businessId ?? null,
            sortOrder: index,
            openedAt,
            standing,
          })
          .onConflictDoNothing();
        // The card's travel credit as the scheduled work would grant it now (issue 23, spec §9);
        // the same id and period, so the sweep finds it there.
        const credit = decideCardTravelCredit({ productId: c.productId, openedAt, standing }, now);
        if (credit.ok) {
          const { grant } = credit;
          await tx
            .insert(walletCredits)
            .values({
              id: `wc_${c.accountReferenceId}_${grant.period}`,
              accountReferenceId: c.accountReferenceId,
              userId: user.id,
              kind: grant.kind,
              label: `${product.displayName} travel credit`,
              period: grant.period,
              grantedMinor: grant.amountMinor,
              remainingMinor: grant.amountMinor,
              createdAt: grant.grantedAt,
              expiresAt: grant.expiresAt,
            })
            .onConflictDoNothing();
        }
      }
    }
    for (const t of world.travelers) {
      await tx
        .insert(travelers)
        .values({
          id: t.id,
          ownerUserId: t.ownerUserId,
          businessId: t.businessId,
          givenName: t.givenName,
          surname: t.surname,
          gender: t.gender,
          dateOfBirth: t.dateOfBirth,
          details: {
            assistance: [],
            frequentFlyer: t.frequentFlyer,
            hotelLoyalty: t.hotelLoyalty,
            emailAddress: t.emailAddress,
            passport: t.passport,
            knownTravelerNumber: t.knownTravelerNumber,
            tsaRedressNumber: null,
          },
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
  });
}

/**
 * Seeds a private copy of the whole demo world under `tag` (the sandbox console's demo copies):
 * a browser journey signs in as its own Ada or Grace, in its own Northwind, so no other journey
 * changes what it sees. Seeding the same tag again changes nothing.
 */
export async function seedDemoCopy(db: Database, now: Date, tag: string): Promise<DemoWorld> {
  const world = copyDemoWorld(tag);
  await seedDemoData(db, now, world);
  return world;
}
