import {
  AdminPolicyTierSchema,
  AdminPolicyTiersResponseSchema,
  EmployeeSchema,
  EmployeesResponseSchema,
  OnboardingStateSchema,
} from '@wayfare/contracts/business';
import type { TravelPolicy } from '@wayfare/contracts/policy';
import { SandboxUsersResponseSchema } from '@wayfare/contracts/auth';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_HOST,
  CORPORATE_HOST,
  createBrowser,
  signIn,
  stateOf,
  useTestApp,
} from '../testing/test-app';

const fieldSales: TravelPolicy = {
  settings: { isApprovalRequired: false },
  flights: {
    enableLongFlights: false,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: 45000,
        maxPriceForRoundTrip: 80000,
        allowedFareClasses: ['Economy'],
      },
    ],
  },
  hotels: { policies: [{ allowedStarRatings: [3, 4], maxPricePerNight: 25000 }] },
  cars: { policies: [{ maxPricePerDay: 7000 }] },
};

describe.each(listTestDatabaseTargets())('business onboarding on $name', (target) => {
  const t = useTestApp(target);

  const admin = async (userId = 'usr_maya') => (await signIn(t.app, ADMIN_HOST, userId)).browser;

  it('lets the admin create, rename, refuse a duplicate of and delete a policy tier', async () => {
    const maya = await admin();
    const before = AdminPolicyTiersResponseSchema.parse(
      (await maya.call('GET', '/admin/api/v0/policyTiers')).json(),
    );
    expect(before.tiers.map((tier) => [tier.name, tier.employeeCount])).toEqual([['Standard', 2]]);

    const created = await maya.call('POST', '/admin/api/v0/policyTiers', {
      name: '  Field sales ',
      policy: fieldSales,
    });
    expect(created.statusCode, created.body).toBe(201);
    const tier = AdminPolicyTierSchema.parse(created.json());
    expect(tier).toMatchObject({
      name: 'Field sales',
      approvalProcess: 'auto',
      isActive: true,
      employeeCount: 0,
    });

    const duplicate = await maya.call('POST', '/admin/api/v0/policyTiers', {
      name: 'STANDARD',
      policy: fieldSales,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'PolicyTierNameTaken', field: 'name' });

    const noShort = await maya.call('POST', '/admin/api/v0/policyTiers', {
      name: 'Broken',
      policy: { ...fieldSales, flights: { ...fieldSales.flights, policies: [] } },
    });
    expect(noShort.statusCode).toBe(400);
    expect(noShort.json()).toMatchObject({ code: 'BadRequest' });
    expect(noShort.json<{ message: string }>().message).toContain(
      'A Short flight policy is required.',
    );

    const renamed = await maya.call('PUT', `/admin/api/v0/policyTiers/${tier.id}`, {
      name: 'Field sales (approval)',
      policy: { ...fieldSales, settings: { isApprovalRequired: true } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Field sales (approval)',
      approvalProcess: '24hr_review',
    });

    const inUse = await maya.call('DELETE', '/admin/api/v0/policyTiers/tier_bbl_standard');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'PolicyTierInUse' });
    expect((await maya.call('DELETE', `/admin/api/v0/policyTiers/${tier.id}`)).statusCode).toBe(
      204,
    );
    expect(
      AdminPolicyTiersResponseSchema.parse(
        (await maya.call('GET', '/admin/api/v0/policyTiers')).json(),
      ).tiers.map((x) => x.name),
    ).toEqual(['Standard']);
  });

  it('invites an employee who gets an e-mail and can sign in to the business portal', async () => {
    const maya = await admin();
    const invite = {
      firstName: 'June',
      lastName: "O'Neil",
      email: ' June.ONeil@Bluebird.example ',
      roles: ['traveler', 'arranger'],
      canViewUsers: false,
      canViewAdmin: false,
      policyTierId: 'tier_bbl_standard',
    };
    const noUsers = await maya.call('POST', '/admin/api/v0/employees', invite);
    expect(noUsers.statusCode).toBe(400);
    expect(noUsers.json()).toMatchObject({ code: 'BadRequest', field: 'canViewUsers' });

    const otherTier = await maya.call('POST', '/admin/api/v0/employees', {
      ...invite,
      canViewUsers: true,
      policyTierId: 'tier_nwa_executive',
    });
    expect(otherTier.statusCode).toBe(400);
    expect(otherTier.json()).toMatchObject({ field: 'policyTierId' });

    const badEmail = await maya.call('POST', '/admin/api/v0/employees', {
      ...invite,
      canViewUsers: true,
      email: 'june@',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<{ message: string }>().message).toContain('Enter a valid email address.');

    const created = await maya.call('POST', '/admin/api/v0/employees', {
      ...invite,
      canViewUsers: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const june = EmployeeSchema.parse(created.json());
    expect(june).toMatchObject({
      firstName: 'June',
      lastName: "O'Neil",
      email: 'june.oneil@bluebird.example',
      roles: ['traveler', 'arranger'],
      canViewUsers: true,
      policyTierName: 'Standard',
      status: 'Invited',
      termsAccepted: false,
      isYou: false,
    });

    const again = await maya.call('POST', '/admin/api/v0/employees', {
      ...invite,
      canViewUsers: true,
      email: 'JUNE.oneil@bluebird.example',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EmployeeExists', field: 'email' });

    const outbox = await t.ctx.repos.emailOutbox.listRecent({ limit: 20 });
    const mail = outbox.find((m) => m.toAddress === 'june.oneil@bluebird.example');
    expect(mail?.subject).toBe('Maya Okafor invited you to Bluebird Logistics business travel');

    const list = EmployeesResponseSchema.parse(
      (await maya.call('GET', '/admin/api/v0/employees')).json(),
    );
    expect(
      list.employees.map((e) => `${e.firstName} ${e.status}${e.isYou ? ' (you)' : ''}`),
    ).toEqual(['June Invited', 'Maya Active (you)', 'Ravi Active']);

    // The sandbox sign-in page lists June, and she signs in to the business portal: Bluebird is
    // not live yet, so she is told she is not in the program (40102), not refused as a stranger.
    const visitor = createBrowser(t.app, CORPORATE_HOST);
    const code = await visitor.call('GET', '/api/v0/login/code');
    const state = stateOf(code.json<{ loginUri: string }>().loginUri);
    const users = SandboxUsersResponseSchema.parse(
      (await visitor.call('GET', `/api/v0/sandbox-idp/users?state=${state}`)).json(),
    );
    const listed = users.users.find((u) => u.email === 'june.oneil@bluebird.example');
    expect(listed?.businessName).toBe('Bluebird Logistics');
    const signedIn = await signIn(t.app, CORPORATE_HOST, june.userId, {
      subject: listed?.subject ?? '',
    });
    expect((await signedIn.browser.call('GET', '/api/v0/userInfo')).json()).toMatchObject({
      code: '40102',
    });
  });

  it('changes an employee’s tier and roles, but never the admin’s own admin access', async () => {
    const maya = await admin();
    const toArranger = await maya.call('PUT', '/admin/api/v0/employees/usr_ravi', {
      roles: ['traveler', 'approver'],
      canViewUsers: false,
      canViewAdmin: true,
      policyTierId: 'tier_bbl_standard',
    });
    expect(toArranger.statusCode, toArranger.body).toBe(200);
    expect(toArranger.json()).toMatchObject({
      roles: ['traveler', 'approver'],
      canViewAdmin: true,
    });

    const selfDemotion = await maya.call('PUT', '/admin/api/v0/employees/usr_maya', {
      roles: ['traveler'],
      canViewUsers: true,
      canViewAdmin: false,
      policyTierId: 'tier_bbl_standard',
    });
    expect(selfDemotion.statusCode).toBe(422);
    expect(selfDemotion.json()).toMatchObject({ code: 'OwnAdminAccess' });
  });

  it('keeps each admin to their own business', async () => {
    const grace = await admin('usr_grace');
    const payload = {
      roles: ['traveler'],
      canViewUsers: false,
      canViewAdmin: false,
      policyTierId: 'tier_bbl_standard',
    };
    expect((await grace.call('PUT', '/admin/api/v0/employees/usr_ravi', payload)).statusCode).toBe(
      404,
    );
    expect(
      (await grace.call('DELETE', '/admin/api/v0/policyTiers/tier_bbl_standard')).statusCode,
    ).toBe(404);
    expect(
      (
        await grace.call('PUT', '/admin/api/v0/policyTiers/tier_bbl_standard', {
          name: 'Mine now',
          policy: fieldSales,
        })
      ).statusCode,
    ).toBe(404);
    const names = EmployeesResponseSchema.parse(
      (await grace.call('GET', '/admin/api/v0/employees')).json(),
    ).employees.map((e) => e.firstName);
    expect(names).not.toContain('Ravi');
    expect(names).toContain('Katherine');
    // The admin calls answer on the admin host only.
    const onPortal = (await signIn(t.app, CORPORATE_HOST, 'usr_grace')).browser;
    expect((await onPortal.call('GET', '/admin/api/v0/employees')).statusCode).toBe(404);
  });

  it('goes live only once the admin has chosen a booking mode and accepted the terms', async () => {
    await t.ctx.repos.corporate.acknowledgeTerms('usr_maya', '2025-01', t.clock.now());
    const maya = await admin();
    const first = OnboardingStateSchema.parse(
      (await maya.call('GET', '/admin/api/v0/business')).json(),
    );
    expect(first).toMatchObject({
      bookingMode: null,
      goLiveBlockers: ['BookingModeNotChosen', 'TermsNotAccepted'],
    });
    const badMode = await maya.call('PUT', '/admin/api/v0/business/bookingMode', {
      bookingMode: 'whoever',
    });
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json<{ message: string }>().message).toContain(
      'Choose how your business books travel.',
    );
    // Booking for others too makes the admin an arranger who sees the business's travelers.
    const mode = await maya.call('PUT', '/admin/api/v0/business/bookingMode', {
      bookingMode: 'book_for_myself_and_others',
    });
    expect(mode.json()).toMatchObject({ bookingMode: 'book_for_myself_and_others' });
    const me = EmployeesResponseSchema.parse(
      (await maya.call('GET', '/admin/api/v0/employees')).json(),
    ).employees.find((e) => e.isYou);
    expect(me).toMatchObject({ roles: ['admin', 'arranger'], canViewUsers: true });

    const state = OnboardingStateSchema.parse(
      (await maya.call('GET', '/admin/api/v0/business')).json(),
    );
    expect(state).toMatchObject({
      isLive: false,
      termsAccepted: false,
      goLiveBlockers: ['TermsNotAccepted'],
    });
    const refused = await maya.call('POST', '/admin/api/v0/business/go-live');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'BusinessNotReady',
      details: { blockers: 'TermsNotAccepted' },
    });
    const accepted = await maya.call('POST', '/api/v0/cotb/acknowledgement', {
      termsVersion: state.termsVersion,
      accepted: true,
    });
    expect(accepted.statusCode).toBe(204);
    const live = await maya.call('POST', '/admin/api/v0/business/go-live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ isLive: true, goLiveBlockers: [] });
  });
});
