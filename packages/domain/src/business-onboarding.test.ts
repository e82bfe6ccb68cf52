import fc from 'fast-check';
import { EMPLOYEE_ROLES, type EmployeeRole } from '@wayfare/contracts/business';
import { describe, expect, it } from 'vitest';
import {
  findEmployeeAccessProblems,
  findGoLiveBlockers,
  impliedPermissions,
  removesOwnAdminAccess,
} from './business-onboarding';

const rolesArb = fc.uniqueArray(fc.constantFrom<EmployeeRole>(...EMPLOYEE_ROLES), {
  minLength: 1,
  maxLength: 4,
});

describe('employee roles and permissions', () => {
  it('gives a traveler nothing extra', () => {
    expect(impliedPermissions(['traveler'])).toEqual({ canViewUsers: false, canViewAdmin: false });
  });

  it('lets an arranger see the business’s travelers, and approvers and admins the admin host', () => {
    expect(impliedPermissions(['arranger'])).toEqual({ canViewUsers: true, canViewAdmin: false });
    expect(impliedPermissions(['approver'])).toEqual({ canViewUsers: false, canViewAdmin: true });
    expect(impliedPermissions(['admin'])).toEqual({ canViewUsers: false, canViewAdmin: true });
  });

  it('names each permission an arranger or admin is missing', () => {
    expect(
      findEmployeeAccessProblems(['arranger', 'admin'], {
        canViewUsers: false,
        canViewAdmin: false,
      }),
    ).toEqual(['ArrangerNeedsCanViewUsers', 'AdminNeedsCanViewAdmin']);
    expect(
      findEmployeeAccessProblems(['traveler'], { canViewUsers: true, canViewAdmin: false }),
    ).toEqual([]);
  });

  it('is satisfied by the implied permissions and anything more, for every set of roles', () => {
    fc.assert(
      fc.property(rolesArb, fc.boolean(), fc.boolean(), (roles, extraUsers, extraAdmin) => {
        const implied = impliedPermissions(roles);
        expect(findEmployeeAccessProblems(roles, implied)).toEqual([]);
        const granted = {
          canViewUsers: implied.canViewUsers || extraUsers,
          canViewAdmin: implied.canViewAdmin || extraAdmin,
        };
        expect(findEmployeeAccessProblems(roles, granted)).toEqual([]);
      }),
    );
  });

  it('finds a problem whenever a permission a role needs is withheld', () => {
    fc.assert(
      fc.property(rolesArb, (roles) => {
        const implied = impliedPermissions(roles);
        const none = { canViewUsers: false, canViewAdmin: false };
        const expected = Number(implied.canViewUsers) + Number(implied.canViewAdmin);
        expect(findEmployeeAccessProblems(roles, none)).toHaveLength(expected);
      }),
    );
  });
});

describe('going live', () => {
  it('needs a booking mode, a policy tier and the admin’s acceptance of the terms', () => {
    const ready = { hasBookingMode: true, policyTierCount: 1, adminAcceptedTerms: true };
    expect(
      findGoLiveBlockers({ hasBookingMode: false, policyTierCount: 0, adminAcceptedTerms: false }),
    ).toEqual(['BookingModeNotChosen', 'NoPolicyTier', 'TermsNotAccepted']);
    expect(findGoLiveBlockers({ ...ready, adminAcceptedTerms: false })).toEqual([
      'TermsNotAccepted',
    ]);
    expect(findGoLiveBlockers({ ...ready, hasBookingMode: false })).toEqual([
      'BookingModeNotChosen',
    ]);
    expect(findGoLiveBlockers(ready)).toEqual([]);
  });

  it('never lets an admin remove their own admin access', () => {
    const admin = { canViewUsers: true, canViewAdmin: true };
    const traveler = { canViewUsers: true, canViewAdmin: false };
    expect(removesOwnAdminAccess(true, admin, traveler)).toBe(true);
    expect(removesOwnAdminAccess(false, admin, traveler)).toBe(false);
    expect(removesOwnAdminAccess(true, traveler, traveler)).toBe(false);
  });
});
