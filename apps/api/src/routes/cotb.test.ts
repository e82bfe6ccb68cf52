import { CotbResponseSchema } from '@wayfare/contracts/business';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, CORPORATE_HOST, signIn, useTestApp } from '../testing/test-app';

/** Issue 24 (spec §7 /cotb, /cotb/changeBusinessInUse, /users/seenModal). */
describe.each(listTestDatabaseTargets())('businesses a person belongs to on $name', (target) => {
  const t = useTestApp(target);

  it('lists both of Tomas’s businesses and switches the one in use: tier and corporate info follow', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_tomas');
    const listed = CotbResponseSchema.parse((await browser.call('GET', '/api/v0/cotb')).json());
    expect(listed.businesses).toEqual([
      {
        businessId: 'biz_fjord',
        businessName: 'Fjord Outfitters',
        roles: ['arranger'],
        policyTier: { id: 'tier_fjo_flexible', name: 'Flexible' },
        inUse: false,
      },
      {
        businessId: 'biz_northwind',
        businessName: 'Northwind Analytics',
        roles: ['traveler'],
        policyTier: { id: 'tier_nwa_standard', name: 'Standard' },
        inUse: true,
      },
    ]);
    expect((await browser.call('GET', '/api/v0/policies/details')).json()).toMatchObject({
      tier: { name: 'Standard', approvalProcess: '24hr_review' },
    });

    const switched = await browser.call('POST', '/api/v0/cotb/changeBusinessInUse', {
      businessId: 'biz_fjord',
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(
      CotbResponseSchema.parse(switched.json()).businesses.find((b) => b.inUse)?.businessId,
    ).toBe('biz_fjord');
    const info = (await browser.call('GET', '/api/v0/userInfo')).json<{
      corporateInfo: {
        businessId: string;
        businessName: string;
        policyTier: string;
        roles: string[];
      };
    }>();
    expect(info.corporateInfo).toMatchObject({
      businessId: 'biz_fjord',
      businessName: 'Fjord Outfitters',
      policyTier: 'Flexible',
      roles: ['arranger'],
    });
    expect((await browser.call('GET', '/api/v0/policies/details')).json()).toMatchObject({
      tier: { name: 'Flexible', approvalProcess: 'auto' },
    });
    // The rewards accounts follow the business in use (spec §6 filtering).
    const rewards = (await browser.call('GET', '/api/v0/rewards')).json<{
      accounts: { lastFour: string }[];
    }>();
    expect(rewards.accounts.map((a) => a.lastFour)).toEqual(['4001']);

    const back = await browser.call('POST', '/api/v0/cotb/changeBusinessInUse', {
      businessId: 'biz_northwind',
    });
    expect(back.statusCode).toBe(200);
  });

  it('refuses a business the person is not in, and bad input', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_tomas');
    const foreign = await browser.call('POST', '/api/v0/cotb/changeBusinessInUse', {
      businessId: 'biz_bluebird',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'Forbidden', field: 'businessId' });
    const unknown = await browser.call('POST', '/api/v0/cotb/changeBusinessInUse', {
      businessId: 'biz_nowhere',
    });
    expect(unknown.statusCode).toBe(403);
    const empty = await browser.call('POST', '/api/v0/cotb/changeBusinessInUse', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'BadRequest', field: 'businessId' });
    // Nothing changed.
    const listed = CotbResponseSchema.parse((await browser.call('GET', '/api/v0/cotb')).json());
    expect(listed.businesses.filter((b) => b.inUse).map((b) => b.businessId)).toEqual([
      'biz_northwind',
    ]);
    // A card holder belongs to no business.
    const { browser: ada } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    expect((await ada.call('GET', '/api/v0/cotb')).json()).toMatchObject({ code: '40103' });
  });

  it('leaves exactly one business in use after many switches at once', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_tomas');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        browser.call('POST', '/api/v0/cotb/changeBusinessInUse', {
          businessId: i % 2 === 0 ? 'biz_fjord' : 'biz_northwind',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).every((s) => s === 200)).toBe(true);
    const listed = CotbResponseSchema.parse((await browser.call('GET', '/api/v0/cotb')).json());
    expect(listed.businesses.filter((b) => b.inUse)).toHaveLength(1);
    await browser.call('POST', '/api/v0/cotb/changeBusinessInUse', { businessId: 'biz_northwind' });
  });

  it('records a modal seen once per person, merged into the stored map, on every device', async () => {
    const { browser: phone } = await signIn(t.app, CORPORATE_HOST, 'usr_alan');
    const { browser: laptop } = await signIn(t.app, CORPORATE_HOST, 'usr_alan');
    const mapOf = async (b: typeof phone) =>
      (await b.call('GET', '/api/v0/userInfo')).json<{
        corporateInfo: { hasSeenModalMap: Record<string, boolean> };
      }>().corporateInfo.hasSeenModalMap;
    expect((await mapOf(laptop)).policy_intro).toBeUndefined();
    // A key written by another path stays when this one is merged in.
    await t.ctx.repos.corporate.markModalSeen('usr_alan', 'onboarding_modal');
    const seen = await phone.call('POST', '/api/v0/users/seenModal', { modalKey: 'policy_intro' });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      hasSeenModalMap: { onboarding_modal: true, policy_intro: true },
    });
    expect(await mapOf(laptop)).toEqual({ onboarding_modal: true, policy_intro: true });
    const bad = await phone.call('POST', '/api/v0/users/seenModal', { modalKey: 'anything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BadRequest', field: 'modalKey' });
    const { browser: ada } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    expect(
      (await ada.call('POST', '/api/v0/users/seenModal', { modalKey: 'policy_intro' })).statusCode,
    ).toBe(403);
  });
});
