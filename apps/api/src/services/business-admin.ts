import { randomUUID } from 'node:crypto';
import {
  CURRENT_TERMS_VERSION,
  EmployeeRoleSchema,
  type AdminPolicyTier,
  type BookingMode,
  type Employee,
  type EmployeeAccess,
  type InviteEmployeeRequest,
  type OnboardingState,
  type SavePolicyTierRequest,
  type UpdateEmployeeRequest,
} from '@wayfare/contracts/business';
import { TravelPolicySchema } from '@wayfare/contracts/policy';
import {
  EMPLOYEE_ACCESS_MESSAGES,
  findEmployeeAccessProblems,
  findGoLiveBlockers,
  GO_LIVE_BLOCKER_MESSAGES,
  removesOwnAdminAccess,
} from '@wayfare/domain/business-onboarding';
import { isPolicyActive, selectApprovalProcess } from '@wayfare/domain/travel-policy';
import type {
  CorporateRepository,
  EmployeeRecord,
  MembershipRecord,
  PolicyTierRecord,
} from '@wayfare/store/repositories/corporate-repository';
import { AppError } from '../app-error';
import { renderInvitationEmail } from './invitation-email';

/**
 * The business admin's use cases on the admin host (spec: admin onboarding): the business profile
 * and booking mode, policy tiers, employees and their invitations, terms, going live. Routes
 * check who is asking (routes/business.ts) and call these with the ports they need.
 */
export interface BusinessAdminDeps {
  corporate: CorporateRepository;
  now(): Date;
  /** Sends queued e-mails now rather than on the sender's next round. */
  kickEmail(): void;
}

/** The signed-in admin, kept to their own business. */
export interface BusinessAdmin {
  businessId: string;
  userId: string;
  adminName: string;
  membership: MembershipRecord;
}

/** What the onboarding page shows: the business, the admin's terms, what blocks going live. */
export async function loadOnboardingState(
  deps: BusinessAdminDeps,
  admin: BusinessAdmin,
): Promise<OnboardingState> {
  const [business, membership] = await Promise.all([
    deps.corporate.findBusiness(admin.businessId),
    deps.corporate.findMembership(admin.userId),
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
  deps: BusinessAdminDeps,
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
  const tier = await deps.corporate.findPolicyTier(access.policyTierId);
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

/** POST /api/v0/cotb/acknowledgement: an employee accepts the current business terms. */
export async function acknowledgeBusinessTerms(
  deps: BusinessAdminDeps,
  userId: string,
  termsVersion: string,
): Promise<void> {
  if (termsVersion !== CURRENT_TERMS_VERSION) {
    throw new AppError(
      'BadRequest',
      `termsVersion: the current terms are version ${CURRENT_TERMS_VERSION}.`,
      'termsVersion',
    );
  }
  const membership = await deps.corporate.findMembership(userId);
  if (!membership) throw new AppError('40103');
  await deps.corporate.acknowledgeTerms(userId, CURRENT_TERMS_VERSION, deps.now());
}

export async function renameBusiness(
  deps: BusinessAdminDeps,
  admin: BusinessAdmin,
  name: string,
): Promise<OnboardingState> {
  await deps.corporate.renameBusiness(admin.businessId, name);
  return loadOnboardingState(deps, admin);
}

export async function setBookingMode(
  deps: BusinessAdminDeps,
  admin: BusinessAdmin,
  bookingMode: BookingMode,
): Promise<OnboardingState> {
  await deps.corporate.setBookingMode(admin.businessId, admin.userId, bookingMode);
  return loadOnboardingState(deps, admin);
}

/** Goes live once nothing blocks it (BusinessNotReady names what does). */
export async function goLive(
  deps: BusinessAdminDeps,
  admin: BusinessAdmin,
): Promise<OnboardingState> {
  const before = await loadOnboardingState(deps, admin);
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
  await deps.corporate.setBusinessLive(admin.businessId);
  return loadOnboardingState(deps, admin);
}

export async function listPolicyTiers(
  deps: BusinessAdminDeps,
  admin: BusinessAdmin,
): Promise<AdminPolicyTier[]> {
  return (await deps.corporate.listPolicyTiers(admin.businessId)).map(toAdminTier);
}

export async function createPolicyTier(
  deps: BusinessAdminDeps,
  admin: BusinessAdmin,
  tier: SavePolicyTierRequest,
): Promise<AdminPolicyTier> {
  const result = await deps.corporate.createPolicyTier({
    id: `tier_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
    businessId: admin.businessId,
    name: tier.name,
    policy: tier.policy,
  });
  if (!result.ok) throw tierFailure(result.reason);
  return toAdminTier(result.value);
}

export async function updatePolicyTier(
  deps: BusinessAdminDeps,
  admin: BusinessAdmin,
  tierId: string,
  tier: SavePolicyTierRequest,
): Promise<AdminPolicyTier> {
  const result = await deps.corporate.updatePolicyTier(admin.businessId, tierId, {
    name: tier.name,
    policy: tier.policy,
  });
  if (!result.ok) throw tierFailure(result.reason);
  return toAdminTier(result.value);
}

/** Deletes a tier nobody is on (PolicyTierInUse otherwise). */
export async function deletePolicyTier(
  deps: BusinessAdminDeps,
  admin: BusinessAdmin,
  tierId: string,
): Promise<void> {
  const result = await deps.corporate.deletePolicyTier(admin.businessId, tierId);
  if (!result.ok) throw tierFailure(result.reason);
}

export async function listEmployees(
  deps: BusinessAdminDeps,
  admin: BusinessAdmin,
): Promise<Employee[]> {
  const employees = await deps.corporate.listEmployees(admin.businessId);
  return employees.map((e) => toEmployee(e, admin.userId));
}

/**
 * Invites an employee: the account, membership and invitation e-mail in one transaction (the
 * repository's); EmployeeExists when the address already has an account. `portalOrigin` is where
 * the invitation sends them (the business portal of the admin's host).
 */
export async function inviteEmployee(
  deps: BusinessAdminDeps,
  admin: BusinessAdmin,
  body: InviteEmployeeRequest,
  portalOrigin: string,
): Promise<Employee> {
  const tierName = await checkEmployeeAccess(deps, admin.businessId, body);
  const userId = `usr_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const invited = await deps.corporate.inviteEmployee({
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
      portalOrigin,
      now: deps.now(),
    }),
  });
  if (!invited) throw new AppError('EmployeeExists', undefined, 'email');
  deps.kickEmail();
  const employee = (await deps.corporate.listEmployees(admin.businessId)).find(
    (e) => e.userId === userId,
  );
  if (!employee) throw new AppError('NotFound');
  return toEmployee(employee, admin.userId);
}

/** Changes an employee's roles, permissions and tier; an admin can't remove their own admin access. */
export async function updateEmployee(
  deps: BusinessAdminDeps,
  admin: BusinessAdmin,
  userId: string,
  body: UpdateEmployeeRequest,
): Promise<Employee> {
  const employees = await deps.corporate.listEmployees(admin.businessId);
  const before = employees.find((e) => e.userId === userId);
  if (!before) throw new AppError('NotFound');
  if (removesOwnAdminAccess(userId === admin.userId, before, body)) {
    throw new AppError('OwnAdminAccess', undefined, 'canViewAdmin');
  }
  const tierName = await checkEmployeeAccess(deps, admin.businessId, body);
  if (!(await deps.corporate.updateEmployeeAccess(admin.businessId, userId, body))) {
    throw new AppError('NotFound');
  }
  return toEmployee({ ...before, ...body, policyTierName: tierName }, admin.userId);
}
