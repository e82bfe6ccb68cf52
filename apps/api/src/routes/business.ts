import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcknowledgementRequestSchema,
  AdminPolicyTierSchema,
  ChangeBusinessInUseRequestSchema,
  CotbResponseSchema,
  SeenModalRequestSchema,
  SeenModalResponseSchema,
  AdminPolicyTiersResponseSchema,
  EmployeeParamsSchema,
  EmployeeSchema,
  EmployeesResponseSchema,
  InviteEmployeeRequestSchema,
  OnboardingStateSchema,
  PolicyTierParamsSchema,
  SavePolicyTierRequestSchema,
  UpdateBookingModeRequestSchema,
  UpdateBusinessRequestSchema,
  UpdateEmployeeRequestSchema,
} from '@wayfare/contracts/business';
import { baseHostOf } from '@wayfare/domain/tenant-host';
import { AppError } from '../app-error';
import { selectBusinessAdminDeps, type AppContext } from '../context';
import { requireAccess, requireAuth } from '../services/access';
import {
  acknowledgeBusinessTerms,
  createPolicyTier,
  deletePolicyTier,
  goLive,
  inviteEmployee,
  listEmployees,
  listPolicyTiers,
  loadOnboardingState,
  renameBusiness,
  setBookingMode,
  updateEmployee,
  updatePolicyTier,
  type BusinessAdmin,
} from '../services/business-admin';
import {
  changeBusinessInUse,
  listBusinesses,
  markModalSeen,
} from '../services/business-membership';

/** Only the admin host, and only an employee with admin access (40103 otherwise). */
async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<BusinessAdmin> {
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

/** Admin onboarding (admin host, `/admin/api/v0/…`) and the business terms acknowledgement. */
export function registerBusinessRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = selectBusinessAdminDeps(ctx);

  r.post(
    '/api/v0/cotb/acknowledgement',
    { schema: { body: AcknowledgementRequestSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      await acknowledgeBusinessTerms(deps, auth.user.id, request.body.termsVersion);
      return reply.status(204).send();
    },
  );

  // Issue 24 (spec §7): the businesses the person belongs to, and which is in use.
  r.get('/api/v0/cotb', { schema: { response: { 200: CotbResponseSchema } } }, (request) =>
    listBusinesses(ctx, requireAuth(request)),
  );

  r.post(
    '/api/v0/cotb/changeBusinessInUse',
    { schema: { body: ChangeBusinessInUseRequestSchema, response: { 200: CotbResponseSchema } } },
    (request) => changeBusinessInUse(ctx, requireAuth(request), request.body.businessId),
  );

  // Issue 24 (spec §3 hasSeenModalMap): a modal seen once per person, on every device.
  r.post(
    '/api/v0/users/seenModal',
    { schema: { body: SeenModalRequestSchema, response: { 200: SeenModalResponseSchema } } },
    (request) => markModalSeen(ctx, requireAuth(request), request.body.modalKey),
  );

  r.get(
    '/admin/api/v0/business',
    { schema: { response: { 200: OnboardingStateSchema } } },
    async (request) => loadOnboardingState(deps, await requireAdmin(ctx, request)),
  );

  r.put(
    '/admin/api/v0/business',
    { schema: { body: UpdateBusinessRequestSchema, response: { 200: OnboardingStateSchema } } },
    async (request) => renameBusiness(deps, await requireAdmin(ctx, request), request.body.name),
  );

  r.put(
    '/admin/api/v0/business/bookingMode',
    {
      schema: { body: UpdateBookingModeRequestSchema, response: { 200: OnboardingStateSchema } },
    },
    async (request) =>
      setBookingMode(deps, await requireAdmin(ctx, request), request.body.bookingMode),
  );

  r.post(
    '/admin/api/v0/business/go-live',
    { schema: { response: { 200: OnboardingStateSchema } } },
    async (request) => goLive(deps, await requireAdmin(ctx, request)),
  );

  r.get(
    '/admin/api/v0/policyTiers',
    { schema: { response: { 200: AdminPolicyTiersResponseSchema } } },
    async (request) => ({ tiers: await listPolicyTiers(deps, await requireAdmin(ctx, request)) }),
  );

  r.post(
    '/admin/api/v0/policyTiers',
    { schema: { body: SavePolicyTierRequestSchema, response: { 201: AdminPolicyTierSchema } } },
    async (request, reply) => {
      const tier = await createPolicyTier(deps, await requireAdmin(ctx, request), request.body);
      return reply.status(201).send(tier);
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
    async (request) =>
      updatePolicyTier(deps, await requireAdmin(ctx, request), request.params.tierId, request.body),
  );

  r.delete(
    '/admin/api/v0/policyTiers/:tierId',
    { schema: { params: PolicyTierParamsSchema } },
    async (request, reply) => {
      await deletePolicyTier(deps, await requireAdmin(ctx, request), request.params.tierId);
      return reply.status(204).send();
    },
  );

  r.get(
    '/admin/api/v0/employees',
    { schema: { response: { 200: EmployeesResponseSchema } } },
    async (request) => ({ employees: await listEmployees(deps, await requireAdmin(ctx, request)) }),
  );

  r.post(
    '/admin/api/v0/employees',
    { schema: { body: InviteEmployeeRequestSchema, response: { 201: EmployeeSchema } } },
    async (request, reply) => {
      const admin = await requireAdmin(ctx, request);
      const portalOrigin = `${request.protocol}://corporate.${baseHostOf(request.headers.host)}`;
      const employee = await inviteEmployee(deps, admin, request.body, portalOrigin);
      return reply.status(201).send(employee);
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
    async (request) =>
      updateEmployee(deps, await requireAdmin(ctx, request), request.params.userId, request.body),
  );
}
