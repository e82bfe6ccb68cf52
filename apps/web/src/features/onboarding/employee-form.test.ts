import { describe, expect, it } from 'vitest';
import {
  checkInviteDraft,
  createInviteDraft,
  isPermissionRequired,
  toggleRole,
} from './employee-form';

describe('the invite form', () => {
  it('ticks the permissions a role needs and keeps them while it is chosen', () => {
    let draft = toggleRole(createInviteDraft('tier_a'), 'arranger', true);
    expect(draft).toMatchObject({ roles: ['traveler', 'arranger'], canViewUsers: true });
    expect(isPermissionRequired(draft, 'canViewUsers')).toBe(true);
    draft = toggleRole(draft, 'approver', true);
    expect(draft).toMatchObject({ canViewAdmin: true });
    draft = toggleRole(draft, 'arranger', false);
    expect(draft).toMatchObject({ roles: ['traveler', 'approver'], canViewUsers: true });
    expect(isPermissionRequired(draft, 'canViewUsers')).toBe(false);
    expect(isPermissionRequired(draft, 'canViewAdmin')).toBe(true);
  });

  it('builds the request from a complete draft, trimmed and lower-cased', () => {
    const check = checkInviteDraft({
      ...createInviteDraft('tier_a'),
      firstName: ' June ',
      lastName: "O'Neil",
      email: ' June@Bluebird.Example ',
    });
    expect(check).toEqual({
      ok: true,
      request: {
        firstName: 'June',
        lastName: "O'Neil",
        email: 'june@bluebird.example',
        roles: ['traveler'],
        canViewUsers: false,
        canViewAdmin: false,
        policyTierId: 'tier_a',
      },
    });
  });

  it('names each missing or malformed field', () => {
    const check = checkInviteDraft({ ...createInviteDraft(''), email: 'june@', roles: [] });
    expect(check).toEqual({
      ok: false,
      errors: {
        firstName: 'onboarding.invite.error.name',
        lastName: 'onboarding.invite.error.name',
        email: 'onboarding.invite.error.email',
        roles: 'onboarding.invite.error.roles',
        policyTierId: 'onboarding.invite.error.tier',
      },
    });
  });
});
