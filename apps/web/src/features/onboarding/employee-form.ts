import {
  EMPLOYEE_ROLES,
  type Employee,
  type EmployeeAccess,
  type EmployeeRole,
  type InviteEmployeeRequest,
} from '@wayfare/contracts/business';
import { impliedPermissions } from '@wayfare/domain/business-onboarding';
import { toggleIn } from '../../ui/ordered-toggle';

export interface EmployeeAccessDraft {
  roles: EmployeeRole[];
  canViewUsers: boolean;
  canViewAdmin: boolean;
  policyTierId: string;
}

export interface InviteDraft extends EmployeeAccessDraft {
  firstName: string;
  lastName: string;
  email: string;
}

export type InviteField = 'firstName' | 'lastName' | 'email' | 'roles' | 'policyTierId';
export type InviteError =
  | 'onboarding.invite.error.name'
  | 'onboarding.invite.error.email'
  | 'onboarding.invite.error.roles'
  | 'onboarding.invite.error.tier';

export function createInviteDraft(defaultTierId: string): InviteDraft {
  return {
    firstName: '',
    lastName: '',
    email: '',
    roles: ['traveler'],
    canViewUsers: false,
    canViewAdmin: false,
    policyTierId: defaultTierId,
  };
}

export function accessDraftOf(employee: Employee): EmployeeAccessDraft {
  return {
    roles: employee.roles,
    canViewUsers: employee.canViewUsers,
    canViewAdmin: employee.canViewAdmin,
    policyTierId: employee.policyTierId ?? '',
  };
}

/**
 * Ticks or unticks a role. A role brings the permissions it needs (an arranger sees the business's
 * travelers; approvers and admins get admin access), locked on while it is chosen; unticking the
 * role unlocks them but leaves them as they are, for the admin to decide.
 */
export function toggleRole<D extends EmployeeAccessDraft>(
  draft: D,
  role: EmployeeRole,
  on: boolean,
): D {
  const roles = toggleIn(draft.roles, role, on, EMPLOYEE_ROLES);
  const needed = impliedPermissions(roles);
  return {
    ...draft,
    roles,
    canViewUsers: needed.canViewUsers || draft.canViewUsers,
    canViewAdmin: needed.canViewAdmin || draft.canViewAdmin,
  };
}

/** Whether a permission is required by the chosen roles, so the checkbox is locked on. */
export function isPermissionRequired(
  draft: EmployeeAccessDraft,
  permission: 'canViewUsers' | 'canViewAdmin',
): boolean {
  return impliedPermissions(draft.roles)[permission];
}

const NAME = /^[\p{L}][\p{L}' .-]*$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkAccessDraft(
  draft: EmployeeAccessDraft,
): Partial<Record<InviteField, InviteError>> {
  const errors: Partial<Record<InviteField, InviteError>> = {};
  if (draft.roles.length === 0) errors.roles = 'onboarding.invite.error.roles';
  if (!draft.policyTierId) errors.policyTierId = 'onboarding.invite.error.tier';
  return errors;
}

export type InviteCheck =
  | { ok: true; request: InviteEmployeeRequest }
  | { ok: false; errors: Partial<Record<InviteField, InviteError>> };

export function checkInviteDraft(draft: InviteDraft): InviteCheck {
  const errors = checkAccessDraft(draft);
  const firstName = draft.firstName.trim();
  const lastName = draft.lastName.trim();
  const email = draft.email.trim().toLowerCase();
  if (!NAME.test(firstName) || firstName.length > 50)
    errors.firstName = 'onboarding.invite.error.name';
  if (!NAME.test(lastName) || lastName.length > 50)
    errors.lastName = 'onboarding.invite.error.name';
  if (!EMAIL.test(email) || email.length > 254) errors.email = 'onboarding.invite.error.email';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { ...toAccess(draft), firstName, lastName, email } };
}

export function toAccess(draft: EmployeeAccessDraft): EmployeeAccess {
  return {
    roles: draft.roles,
    canViewUsers: draft.canViewUsers,
    canViewAdmin: draft.canViewAdmin,
    policyTierId: draft.policyTierId,
  };
}
