import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountRoleSchema,
  RewardsResponseSchema,
  type RewardsAccount,
} from '@wayfare/contracts/rewards';
import {
  CorporateRoleSchema,
  SessionInfoSchema,
  type SessionInfo,
} from '@wayfare/contracts/session';
import { CardProductSchema } from '@wayfare/contracts/tenant';
import { computeSessionExpiration } from '@wayfare/domain/session-expiry';
import type { RewardsAccountRecord } from '@wayfare/store/repositories/rewards-repository';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { evaluateAccess, requireAccess } from '../services/access';

function toRewardsAccount(a: RewardsAccountRecord): RewardsAccount {
  return {
    accountReferenceId: a.accountReferenceId,
    productId: CardProductSchema.parse(a.productId),
    productDisplayName: a.productDisplayName,
    customerAccountRole: AccountRoleSchema.parse(a.customerAccountRole),
    accountType: a.accountType,
    lastFour: a.lastFour,
    currency: a.currency,
    rewardsBalance: { value: a.balance, currency: a.currency },
    redemptionMinimum: a.redemptionMinimum,
    earnRates: a.earnRates,
    businessId: a.businessId,
  };
}

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v0/userInfo',
    { schema: { response: { 200: SessionInfoSchema } } },
    async (request): Promise<SessionInfo> => {
      const { auth, decision, membership } = await evaluateAccess(ctx, request);
      if (!decision.ok) throw new AppError(decision.code);
      const corporate = request.tenant === 'capone-corporate' && membership;
      return {
        userInfo: {
          firstName: auth.user.firstName,
          lastName: auth.user.lastName,
          email: auth.user.email,
        },
        isFirstSession: auth.session.isFirstSession,
        csrfToken: auth.session.csrfToken,
        sessionExpiration: computeSessionExpiration(auth.session).toISOString(),
        isDelegatedSession: auth.session.isDelegated,
        userId: auth.user.id,
        corporateInfo: corporate
          ? {
              permissions: {
                canViewUsers: membership.canViewUsers,
                canViewAdmin: membership.canViewAdmin,
              },
              businessIsLive: membership.businessIsLive,
              roles: membership.roles.flatMap((role) => {
                const parsed = CorporateRoleSchema.safeParse(role);
                return parsed.success ? [parsed.data] : [];
              }),
              policyTier: membership.policyTierName,
              businessId: membership.businessId,
              businessName: membership.businessName,
              accountReferenceId: membership.businessAccountReferenceId,
              businessLoyaltyPrograms: membership.businessLoyaltyPrograms,
              defaultTravelerId: membership.defaultTravelerId,
              hiddenTravelerIds: membership.hiddenTravelerIds,
              hasSeenModalMap: membership.hasSeenModalMap,
              cap1Role:
                membership.cap1Role === null ? null : AccountRoleSchema.parse(membership.cap1Role),
            }
          : null,
      };
    },
  );

  r.get(
    '/api/v0/rewards',
    { schema: { response: { 200: RewardsResponseSchema } } },
    async (request) => {
      const { accounts } = await requireAccess(ctx, request);
      return { accounts: accounts.map(toRewardsAccount) };
    },
  );
}
