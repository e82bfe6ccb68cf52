import type { EmployeeRole, GoLiveBlocker } from '@wayfare/contracts/business';

export interface EmployeePermissions {
  canViewUsers: boolean;
  canViewAdmin: boolean;
}

export type EmployeeAccessProblem = 'ArrangerNeedsCanViewUsers' | 'AdminNeedsCanViewAdmin';

/**
 * The permissions a set of roles needs (spec §6): an arranger books for other employees, so it must
 * see the business's travelers (canViewUsers); approvers and administrators work on the admin host
 * and in the approvals queue (canViewAdmin). Other permissions are the admin's free choice.
 */
export function impliedPermissions(roles: readonly EmployeeRole[]): EmployeePermissions {
  return {
    canViewUsers: roles.includes('arranger'),
    canViewAdmin: roles.includes('admin') || roles.includes('approver'),
  };
}

/** Where granted permissions fall short of what the roles need; empty when consistent. */
export function findEmployeeAccessProblems(
  roles: readonly EmployeeRole[],
  granted: EmployeePermissions,
): EmployeeAccessProblem[] {
  const needed = impliedPermissions(roles);
  const problems: EmployeeAccessProblem[] = [];
  if (needed.canViewUsers && !granted.canViewUsers) problems.push('ArrangerNeedsCanViewUsers');
  if (needed.canViewAdmin && !granted.canViewAdmin) problems.push('AdminNeedsCanViewAdmin');
  return problems;
}

export const EMPLOYEE_ACCESS_MESSAGES: Record<EmployeeAccessProblem, string> = {
  ArrangerNeedsCanViewUsers: 'An arranger must be able to see the business’s travelers.',
  AdminNeedsCanViewAdmin: 'Approvers and administrators need admin access.',
};

export interface GoLiveFacts {
  hasBookingMode: boolean;
  policyTierCount: number;
  /** Whether the admin taking the business live accepted the current business travel terms. */
  adminAcceptedTerms: boolean;
}

/** What still stops a business from going live, in the order onboarding lists them. */
export function findGoLiveBlockers(facts: GoLiveFacts): GoLiveBlocker[] {
  const blockers: GoLiveBlocker[] = [];
  if (!facts.hasBookingMode) blockers.push('BookingModeNotChosen');
  if (facts.policyTierCount < 1) blockers.push('NoPolicyTier');
  if (!facts.adminAcceptedTerms) blockers.push('TermsNotAccepted');
  return blockers;
}

export const GO_LIVE_BLOCKER_MESSAGES: Record<GoLiveBlocker, string> = {
  BookingModeNotChosen: 'Choose how your business books travel.',
  NoPolicyTier: 'Create at least one policy tier.',
  TermsNotAccepted: 'Accept the business travel terms.',
};

/**
 * Whether an admin's change to their own membership would lock them out of the admin host: an
 * admin can't take away their own admin access (another admin has to).
 */
export function removesOwnAdminAccess(
  isSelf: boolean,
  before: EmployeePermissions,
  after: EmployeePermissions,
): boolean {
  return isSelf && before.canViewAdmin && !after.canViewAdmin;
}
