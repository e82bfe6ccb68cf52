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
import { DEMO_BUSINESSES, DEMO_POLICY_TIERS } from './demo-businesses';
import { DEMO_USERS } from './demo-people';
import { describeCardProduct } from './demo-products';
import { DEMO_DEFAULT_TRAVELERS, DEMO_TRAVELERS } from './demo-travelers';

const TERMS_VERSION_AT_SEED = '2026-09';
/** Cards with the $300 annual travel credit, applied as travel-wallet credit (issue 4, Payment). */
const TRAVEL_CREDIT_PRODUCTS = new Set(['VentureX', 'VentureXBusiness']);
export const ANNUAL_TRAVEL_CREDIT_MINOR = 30_000;

/**
 * Inserts the demo people once. Existing rows are left alone, so balances and choices made while
 * using the portal survive restarts: running it again changes nothing.
 */
export async function seedDemoData(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(businesses).values(DEMO_BUSINESSES).onConflictDoNothing();
    await tx.insert(policyTiers).values(DEMO_POLICY_TIERS).onConflictDoNothing();
    for (const user of DEMO_USERS) {
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
        })
        .onConflictDoNothing();
      if (user.membership) {
        const m = user.membership;
        await tx
          .insert(corporateMemberships)
          .values({
            userId: user.id,
            businessId: m.businessId,
            roles: m.roles,
            canViewUsers: m.canViewUsers,
            canViewAdmin: m.canViewAdmin,
            policyTierId: m.policyTierId,
            cap1Role: m.cap1Role,
            defaultTravelerId: DEMO_DEFAULT_TRAVELERS[user.id] ?? null,
            termsAcknowledgedVersion: m.termsAcknowledged ? TERMS_VERSION_AT_SEED : null,
            termsAcknowledgedAt: m.termsAcknowledged ? now : null,
          })
          .onConflictDoNothing();
      }
      for (const [index, c] of user.cards.entries()) {
        const product = describeCardProduct(c.productId);
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
          })
          .onConflictDoNothing();
        if (TRAVEL_CREDIT_PRODUCTS.has(c.productId)) {
          const period = String(now.getUTCFullYear());
          await tx
            .insert(walletCredits)
            .values({
              id: `wc_${c.accountReferenceId}_${period}`,
              accountReferenceId: c.accountReferenceId,
              userId: user.id,
              label: `${product.displayName} annual travel credit`,
              period,
              grantedMinor: ANNUAL_TRAVEL_CREDIT_MINOR,
              remainingMinor: ANNUAL_TRAVEL_CREDIT_MINOR,
            })
            .onConflictDoNothing();
        }
      }
    }
    for (const t of DEMO_TRAVELERS) {
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
