import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCopy, seedDemoData } from '../seed/seed-demo-data';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createAuthRequestsRepository } from './auth-requests-repository';
import { createCorporateRepository } from './corporate-repository';
import { createEventsRepository } from './events-repository';
import { createRateLimitsRepository } from './rate-limits-repository';
import { createRewardsRepository } from './rewards-repository';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository } from './users-repository';

const now = new Date('2026-11-23T12:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe.each(listTestDatabaseTargets())('store on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
    await seedDemoData(t.handle.db, now);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('seeds idempotently: a second run keeps balances changed since', async () => {
    await t.handle.db.execute(
      `update rewards_accounts set balance = 1 where account_reference_id = 'RA-1001'`,
    );
    await seedDemoData(t.handle.db, later(5));
    const accounts = await createRewardsRepository(t.handle.db).listForUser('usr_ada');
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.balance).toBe(1);
    const directory = await createUsersRepository(t.handle.db).listDirectory();
    expect(directory.length).toBeGreaterThanOrEqual(17);
  });

  it('seeds a demo copy once, with its own people, kept off the sign-in directory', async () => {
    const before = await createUsersRepository(t.handle.db).listDirectory();
    await seedDemoCopy(t.handle.db, now, 'store-test');
    await seedDemoCopy(t.handle.db, later(1), 'store-test');
    const users = createUsersRepository(t.handle.db);
    const copy = await users.findBySubject('sandbox|usr_ada~store-test');
    expect(copy?.email).toBe('ada.lovelace+store-test@example.com');
    const accounts = await createRewardsRepository(t.handle.db).listForUser('usr_ada~store-test');
    expect(accounts.map((a) => a.balance)).toEqual([184250]);
    expect((await users.listDirectory()).length).toBe(before.length);
  });

  it('covers every card tier and both businesses in the demo directory', async () => {
    const directory = await createUsersRepository(t.handle.db).listDirectory();
    const products = new Set(directory.flatMap((u) => u.cards.map((c) => c.productId)));
    for (const p of [
      'VentureX',
      'VentureXBusiness',
      'Venture',
      'VentureOne',
      'Quicksilver',
      'Savor',
      'SparkMiles',
      'SparkCash',
      'WalmartRewards',
    ]) {
      expect(products).toContain(p);
    }
    expect(directory.filter((u) => u.kind === 'cardholder').length).toBeGreaterThanOrEqual(8);
    // Sam Rivera and Dana Whitfield, his support lead (issue 24).
    expect(directory.filter((u) => u.kind === 'agent')).toHaveLength(2);
    expect(new Set(directory.map((u) => u.businessName).filter(Boolean))).toEqual(
      new Set(['Northwind Analytics', 'Bluebird Logistics']),
    );
  });

  it('finds customers by Profile Reference ID, case-insensitively, never agents', async () => {
    const users = createUsersRepository(t.handle.db);
    expect((await users.findCustomerByProfileReferenceId(' c1-4821-7730 '))?.id).toBe('usr_ada');
    expect(await users.findCustomerByProfileReferenceId('C1-0000-0000')).toBeNull();
  });

  it('records the first sign-in exactly once', async () => {
    const users = createUsersRepository(t.handle.db);
    expect(await users.markSignedIn('usr_marcus', now)).toBe(true);
    expect(await users.markSignedIn('usr_marcus', later(1))).toBe(false);
  });

  it('reads a corporate membership with its business and tier', async () => {
    const m = await createCorporateRepository(t.handle.db).findMembership('usr_grace');
    expect(m).toMatchObject({
      businessName: 'Northwind Analytics',
      businessIsLive: true,
      canViewAdmin: true,
      policyTierName: 'Executive',
    });
    expect(await createCorporateRepository(t.handle.db).findMembership('usr_ada')).toBeNull();
  });

  it('renames a business and marks it live', async () => {
    const corporate = createCorporateRepository(t.handle.db);
    expect(await corporate.renameBusiness('biz_bluebird', 'Bluebird Freight')).toMatchObject({
      name: 'Bluebird Freight',
      isLive: false,
      employeeCount: 2,
      policyTierCount: 1,
    });
    expect((await corporate.setBusinessLive('biz_bluebird'))?.isLive).toBe(true);
  });

  it('creates, touches and revokes a session', async () => {
    const sessions = createSessionsRepository(t.handle.db);
    await sessions.create({
      idHash: 'h1',
      userId: 'usr_ada',
      tenant: 'capone',
      hostKind: 'portal',
      csrfToken: 'c',
      isDelegated: false,
      agentUserId: null,
      isFirstSession: true,
      now,
    });
    await sessions.touch('h1', later(3));
    expect(await sessions.find('h1')).toMatchObject({
      userId: 'usr_ada',
      lastSeenAt: later(3),
      revokedAt: null,
    });
    await sessions.revoke('h1', later(4));
    await sessions.revoke('h1', later(9));
    expect((await sessions.find('h1'))?.revokedAt).toEqual(later(4));
  });

  it('consumes a sign-in attempt once and never after it expires', async () => {
    const auth = createAuthRequestsRepository(t.handle.db);
    const base = {
      tenant: 'capone',
      hostKind: 'portal',
      audience: 'customers' as const,
      codeVerifier: 'v',
      nonce: 'n',
    };
    await auth.create({ ...base, state: 's1', expiresAt: later(10), now });
    expect(await auth.issueSandboxCode('s1', 'sandbox|usr_ada', 'code1', now)).toBe(true);
    expect(await auth.issueSandboxCode('s1', 'sandbox|usr_ada', 'code2', now)).toBe(false);
    expect(await auth.findSandboxCodeState('code1')).toBe('s1');
    expect((await auth.consume('s1', later(1)))?.sandboxSubject).toBe('sandbox|usr_ada');
    expect(await auth.consume('s1', later(2))).toBeNull();
    await auth.create({ ...base, state: 's2', expiresAt: later(10), now });
    expect(await auth.consume('s2', later(11))).toBeNull();
  });

  it('counts rate-limit hits per key and window', async () => {
    const limits = createRateLimitsRepository(t.handle.db);
    const w = new Date('2026-11-23T12:00:00Z');
    expect(await limits.hit('k', w)).toBe(1);
    expect(await limits.hit('k', w)).toBe(2);
    expect(await limits.hit('other', w)).toBe(1);
    expect(await Promise.all([limits.hit('k', w), limits.hit('k', w)])).toEqual(
      expect.arrayContaining([3, 4]),
    );
    await limits.pruneBefore(later(1));
    expect(await limits.peek('k', w)).toBe(0);
  });

  it('stores tracking and engagement events', async () => {
    const events = createEventsRepository(t.handle.db);
    await events.recordTracking({
      eventName: 'x',
      properties: { a: 1 },
      userId: 'usr_ada',
      tenant: 'capone',
      createdAt: now,
    });
    await events.recordEngagement({
      event: 'view',
      url: '/x',
      browserSessionId: 'b',
      userId: null,
      tenant: 'capone',
      createdAt: now,
    });
    expect(await events.listTracking('x')).toEqual([
      expect.objectContaining({ properties: { a: 1 } }),
    ]);
    expect(await events.listEngagement()).toHaveLength(1);
  });
});
