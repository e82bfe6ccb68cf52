import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { SessionInfoSchema } from '@wayfare/contracts/session';
import { RewardsResponseSchema } from '@wayfare/contracts/rewards';
import { ADMIN_HOST, CONSUMER_HOST, CORPORATE_HOST, signIn, useTestApp } from '../testing/test-app';

describe.each(listTestDatabaseTargets())('tenant access codes on $name', (target) => {
  const t = useTestApp(target);

  async function userInfoCode(host: string, userId: string) {
    const { browser } = await signIn(t.app, host, userId);
    const res = await browser.call('GET', '/api/v0/userInfo');
    return { status: res.statusCode, code: res.json<{ code?: string }>().code, browser };
  }

  it.each([
    ['usr_maya', 403, '40105'],
    ['usr_ravi', 403, '40102'],
    ['usr_linus', 403, '40106'],
    ['usr_ada', 403, '40103'],
  ])('corporate tenant answers %s with %s %s', async (userId, status, code) => {
    expect(await userInfoCode(CORPORATE_HOST, userId)).toMatchObject({ status, code });
  });

  it('gives an onboarded employee the full corporate session info', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    const info = SessionInfoSchema.parse((await browser.call('GET', '/api/v0/userInfo')).json());
    expect(info.corporateInfo).toMatchObject({
      permissions: { canViewUsers: true, canViewAdmin: true },
      businessIsLive: true,
      roles: ['admin', 'arranger', 'approver'],
      policyTier: 'Executive',
      businessId: 'biz_northwind',
      businessName: 'Northwind Analytics',
      accountReferenceId: 'BA-NWA-0001',
      cap1Role: 'Account Manager',
      hiddenTravelerIds: [],
    });
  });

  it('lets a 40106 employee accept the terms and then enter', async () => {
    const { browser } = await userInfoCode(CORPORATE_HOST, 'usr_linus');
    const bad = await browser.call('POST', '/api/v0/cotb/acknowledgement', {
      termsVersion: '2026-09',
      accepted: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BadRequest', field: 'accepted' });
    expect(
      (
        await browser.call('POST', '/api/v0/cotb/acknowledgement', {
          termsVersion: '2026-09',
          accepted: true,
        })
      ).statusCode,
    ).toBe(204);
    expect((await browser.call('GET', '/api/v0/userInfo')).statusCode).toBe(200);
  });

  it('keeps only the business account in the corporate tenant, and Spark or business cards in the consumer tenant', async () => {
    const corp = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const corpAccounts = RewardsResponseSchema.parse(
      (await corp.browser.call('GET', '/api/v0/rewards')).json(),
    ).accounts;
    expect(corpAccounts.map((a) => a.productId)).toEqual(['VentureXBusiness']);
    const nora = await signIn(t.app, CONSUMER_HOST, 'usr_nora');
    const noraAccounts = RewardsResponseSchema.parse(
      (await nora.browser.call('GET', '/api/v0/rewards')).json(),
    ).accounts;
    expect(noraAccounts.map((a) => a.productId)).toEqual(['VentureX', 'SparkCashPlus']);
  });

  it('denies the consumer portal to someone with no eligible card', async () => {
    expect(await userInfoCode(CONSUMER_HOST, 'usr_linus')).toMatchObject({
      status: 403,
      code: '40103',
    });
  });

  it('lets only canViewAdmin users into the admin host', async () => {
    expect(await userInfoCode(ADMIN_HOST, 'usr_katherine')).toMatchObject({
      status: 403,
      code: '40103',
    });
    expect((await userInfoCode(ADMIN_HOST, 'usr_grace')).status).toBe(200);
    const { browser } = await signIn(t.app, ADMIN_HOST, 'usr_katherine');
    expect((await browser.call('GET', '/admin/api/v0/business')).json()).toMatchObject({
      code: '40103',
    });
  });

  it('lets the admin of a business that is not live rename it and take it live', async () => {
    const { browser } = await signIn(t.app, ADMIN_HOST, 'usr_maya');
    expect((await browser.call('GET', '/admin/api/v0/business')).json()).toMatchObject({
      name: 'Bluebird Logistics',
      isLive: false,
      employeeCount: 2,
    });
    const bad = await browser.call('PUT', '/admin/api/v0/business', { name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BadRequest', field: 'name' });
    expect(
      (await browser.call('PUT', '/admin/api/v0/business', { name: 'Bluebird Freight' })).json(),
    ).toMatchObject({ name: 'Bluebird Freight' });
    expect(
      (
        await browser.call('PUT', '/admin/api/v0/business/bookingMode', {
          bookingMode: 'employees_book_for_themselves',
        })
      ).json(),
    ).toMatchObject({ bookingMode: 'employees_book_for_themselves', goLiveBlockers: [] });
    expect((await browser.call('POST', '/admin/api/v0/business/go-live')).json()).toMatchObject({
      isLive: true,
    });
    expect((await userInfoCode(CORPORATE_HOST, 'usr_ravi')).status).toBe(200);
  });
});
