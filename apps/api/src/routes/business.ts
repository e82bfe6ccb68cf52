import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcknowledgementRequestSchema,
  AdminPolicyTierSchema,
  AdminPolicyTiersResponseSchema,
  CURRENT_TERMS_VERSION,
  EmployeeParamsSchema,
  EmployeeRoleSchema,
  EmployeeSchema,
  EmployeesResponseSchema,
  InviteEmployeeRequestSchema,
  OnboardingStateSchema,
  PolicyTierParamsSchema,
  SavePolicyTierRequestSchema,
  UpdateBookingModeRequestSchema,
  UpdateBusinessRequestSchema,
  UpdateEmployeeRequestSchema,
  type AdminPolicyTier,
  type Employee,
  type EmployeeAccess,
  type OnboardingState,
} from '@wayfare/contracts/business';
import { TravelPolicySchema } from '@wayfare/contracts/policy';
import {
  EMPLOYEE_ACCESS_MESSAGES,
  findEmployeeAccessProblems,
  findGoLiveBlockers,
  GO_LIVE_BLOCKER_MESSAGES,
  removesOwnAdminAccess,
} from '@wayfare/domain/business-onboarding';
import { baseHostOf } from '@wayfare/domain/tenant-host';
import { isPolicyActive, selectApprovalProcess } from '@wayfare/domain/travel-policy';
import type {
  EmployeeRecord,
  MembershipRecord,
  PolicyTierRecord,
} from '@wayfare/store/repositories/corporate-repository';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { requireAccess, requireAuth } from '../services/access';
import { renderInvitationEmail } from '../services/invitation-email';

interface AdminView {
  businessId: string;
  userId: string;
  adminName: string;
  membership: MembershipRecord;
}

async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<AdminView> {
  if (request.hostKind !== 'admin') throw new AppError('NotFound');
  const { membership, auth } = await requireAccess(ctx, request);
  if (!membership) throw new AppError('40103');
  return {
    businessId: membership.businessId,
    userId: auth.user.id,
    adminName: `${auth.user.firstName} ${auth.user.lastName}`,
    membership,
  };
}

async function loadOnboardingState(ctx: AppContext, admin: AdminView): Promise<OnboardingState> {
  const [business, membership] = await Promise.all([
    ctx.repos.corporate.findBusiness(admin.businessId),
    ctx.repos.corporate.findMembership(admin.userId),
  ]);
  if (!business || !membership) throw new AppError('NotFound');
  const termsAccepted = membership.termsAcknowledgedVersion === CURRENT_TERMS_VERSION;
  return {
    ...business,
    termsAccepted,
    termsVersion: CURRENT_TERMS_VERSION,
    goLiveBlockers: business.isLive
      ? []
      : findGoLiveBlockers({
          hasBookingMode: business.bookingMode !== null,
          policyTierCount: business.policyTierCount,
          adminAcceptedTerms: termsAccepted,
        }),
  };
}

function toAdminTier(tier: PolicyTierRecord): AdminPolicyTier {
  const policy = TravelPolicySchema.parse(tier.policy);
  return {
    id: tier.id,
    name: tier.name,
    policy,
    approvalProcess: selectApprovalProcess(policy),
    isActive: isPolicyActive(policy),
    employeeCount: tier.employeeCount,
  };
}

function toEmployee(record: EmployeeRecord, adminUserId: string): Employee {
  return {
    userId: record.userId,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    // Roles outside the known list (none are seeded) are not the admin's to see or edit.
    roles: record.roles.flatMap((r) => {
      const parsed = EmployeeRoleSchema.safeParse(r);
      return parsed.success ? [parsed.data] : [];
    }),
    canViewUsers: record.canViewUsers,
    canViewAdmin: record.canViewAdmin,
    policyTierId: record.policyTierId,
    policyTierName: record.policyTierName,
    status: record.wasInvited && !record.firstSignedInAt ? 'Invited' : 'Active',
    termsAccepted: record.termsAcknowledgedVersion === CURRENT_TERMS_VERSION,
    isYou: record.userId === adminUserId,
  };
}

/** The role and tier checks shared by invite and update; answers the tier's name. */
async function checkEmployeeAccess(
  ctx: AppContext,
  businessId: string,
  access: EmployeeAccess,
): Promise<string> {
  const [problem] = findEmployeeAccessProblems(access.roles, access);
  if (problem) {
    throw new AppError(
      'BadRequest',
      EMPLOYEE_ACCESS_MESSAGES[problem],
      problem === 'ArrangerNeedsCanViewUsers' ? 'canViewUsers' : 'canViewAdmin',
    );
  }
  const tier = await ctx.repos.corporate.findPolicyTier(access.policyTierId);
  if (!tier || tier.businessId !== businessId) {
    throw new AppError('BadRequest', 'Choose one of your business’s policy tiers.', 'policyTierId');
  }
  return tier.name;
}

function tierFailure(reason: 'NotFound' | 'NameTaken' | 'InUse'): AppError {
  if (reason === 'NameTaken') return new AppError('PolicyTierNameTaken', undefined, 'name');
  if (reason === 'InUse') return new AppError('PolicyTierInUse');
  return new AppError('NotFound');
}

export function registerBusinessRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v0/cotb/acknowledgement',
    { schema: { body: AcknowledgementRequestSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (request.body.termsVersion !== CURRENT_TERMS_VERSION) {
        throw new AppError(
          'BadRequest',
          `termsVersion: the current terms are version ${CURRENT_TERMS_VERSION}.`,
          'termsVersion',
        );
      }
      const membership = await ctx.repos.corporate.findMembership(auth.user.id);
      if (!membership) throw new AppError('40103');
      await ctx.repos.corporate.acknowledgeTerms(
        auth.user.id,
        CURRENT_TERMS_VERSION,
        ctx.clock.now(),
      );
      return reply.status(204).send();
    },
  );

  r.get(
    '/admin/api/v0/business',
    { schema: { response: { 200: OnboardingStateSchema } } },
    async (request) => loadOnboardingState(ctx, await requireAdmin(ctx, request)),
  );

  r.put(
    '/admin/api/v0/business',
    { schema: { body: UpdateBusinessRequestSchema, response: { 200: OnboardingStateSchema } } },
    async (request) => {
      const admin = await requireAdmin(ctx, request);
      await ctx.repos.corporate.renameBusiness(admin.businessId, request.body.name);
      return loadOnboardingState(ctx, admin);
    },
  );

  r.put(
    '/admin/api/v0/business/bookingMode',
    {
      schema: { body: UpdateBookingModeRequestSchema, response: { 200: OnboardingStateSchema } },
    },
    async (request) => {
      const admin = await requireAdmin(ctx, request);
      await ctx.repos.corporate.setBookingMode(
        admin.businessId,
        admin.userId,
        request.body.bookingMode,
      );
      return loadOnboardingState(ctx, admin);
    },
  );

  r.post(
    '/admin/api/v0/business/go-live',
    { schema: { response: { 200: OnboardingStateSchema } } },
    async (request) => {
      const admin = await requireAdmin(ctx, request);
      const before = await loadOnboardingState(ctx, admin);
      if (before.goLiveBlockers.length > 0) {
        throw new AppError(
          'BusinessNotReady',
          `Your business is not ready to go live yet: ${before.goLiveBlockers
            .map((b) => GO_LIVE_BLOCKER_MESSAGES[b])
            .join(' ')}`,
          undefined,
          { blockers: before.goLiveBlockers.join(',') },
        );
      }
      await ctx.repos.corporate.setBusinessLive(admin.businessId);
      return loadOnboardingState(ctx, admin);
    },
  );

  r.get(
    '/admin/api/v0/policyTiers',
    { schema: { response: { 200: AdminPolicyTiersResponseSchema } } },
    async (request) => {
      const admin = await requireAdmin(ctx, request);
      const tiers = await ctx.repos.corporate.listPolicyTiers(admin.businessId);
      return { tiers: tiers.map(toAdminTier) };
    },
  );

  r.post(
    '/admin/api/v0/policyTiers',
    { schema: { body: SavePolicyTierRequestSchema, response: { 201: AdminPolicyTierSchema } } },
    async (request, reply) => {
      const admin = await requireAdmin(ctx, request);
      const result = await ctx.repos.corporate.createPolicyTier({
        id: `tier_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
        businessId: admin.businessId,
        name: request.body.name,
        policy: request.body.policy,
      });
      if (!result.ok) throw tierFailure(result.reason);
      return reply.status(201).send(toAdminTier(result.value));
    },
  );

  r.put(
    '/admin/api/v0/policyTiers/:tierId',
    {
      schema: {
        params: PolicyTierParamsSchema,
        body: SavePolicyTierRequestSchema,
        response: { 200: AdminPolicyTierSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(ctx, request);
      const result = await ctx.repos.corporate.updatePolicyTier(
        admin.businessId,
        request.params.tierId,
        { name: request.body.name, policy: request.body.policy },
      );
      if (!result.ok) throw tierFailure(result.reason);
      return toAdminTier(result.value);
    },
  );

  r.delete(
    '/admin/api/v0/policyTiers/:tierId',
    { schema: { params: PolicyTierParamsSchema } },
    async (request, reply) => {
      const admin = await requireAdmin(ctx, request);
      const result = await ctx.repos.corporate.deletePolicyTier(
        admin.businessId,
        request.params.tierId,
      );
      if (!result.ok) throw tierFailure(result.reason);
      return reply.status(204).send();
    },
  );

  r.get(
    '/admin/api/v0/employees',
    { schema: { response: { 200: EmployeesResponseSchema } } },
    async (request) => {
      const admin = await requireAdmin(ctx, request);
      const employees = await ctx.repos.corporate.listEmployees(admin.businessId);
      return { employees: employees.map((e) => toEmployee(e, admin.userId)) };
    },
  );

  r.post(
    '/admin/api/v0/employees',
    { schema: { body: InviteEmployeeRequestSchema, response: { 201: EmployeeSchema } } },
    async (request, reply) => {
      const admin = await requireAdmin(ctx, request);
      const body = request.body;
      const tierName = await checkEmployeeAccess(ctx, admin.businessId, body);
      const userId = `usr_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      const now = ctx.clock.now();
      const invited = await ctx.repos.corporate.inviteEmployee({
        userId,
        businessId: admin.businessId,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        roles: body.roles,
        canViewUsers: body.canViewUsers,
        canViewAdmin: body.canViewAdmin,
        policyTierId: body.policyTierId,
        description: `Invited by ${admin.adminName} to ${admin.membership.businessName}.`,
        invitation: renderInvitationEmail({
          userId,
          firstName: body.firstName,
          email: body.email,
          businessName: admin.membership.businessName,
          inviterName: admin.adminName,
          tierName,
          portalOrigin: `${request.protocol}://corporate.${baseHostOf(request.headers.host)}`,
          now,
        }),
      });
      if (!invited) throw new AppError('EmployeeExists', undefined, 'email');
      ctx.emailSender.kick();
      const employees = await ctx.repos.corporate.listEmployees(admin.businessId);
      const employee = employees.find((e) => e.userId === userId);
      if (!employee) throw new AppError('NotFound');
      return reply.status(201).send(toEmployee(employee, admin.userId));
    },
  );

  r.put(
    '/admin/api/v0/employees/:userId',
    {
      schema: {
        params: EmployeeParamsSchema,
        body: UpdateEmployeeRequestSchema,
        response: { 200: EmployeeSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(ctx, request);
      const { userId } = request.params;
      const employees = await ctx.repos.corporate.listEmployees(admin.businessId);
      const before = employees.find((e) => e.userId === userId);
      if (!before) throw new AppError('NotFound');
      if (removesOwnAdminAccess(userId === admin.userId, before, request.body)) {
        throw new AppError('OwnAdminAccess', undefined, 'canViewAdmin');
      }
      const tierName = await checkEmployeeAccess(ctx, admin.businessId, request.body);
      if (
        !(await ctx.repos.corporate.updateEmployeeAccess(admin.businessId, userId, request.body))
      ) {
        throw new AppError('NotFound');
      }
      return toEmployee({ ...before, ...request.body, policyTierName: tierName }, admin.userId);
    },
  );
}
