import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createSessionsRepository } from './sessions-repository';

const now = new Date('2026-11-23T12:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe.each(listTestDatabaseTargets())('session lookups kept in memory on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
    await seedDemoData(t.handle.db, now);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const start = async (idHash: string) => {
    const sessions = createSessionsRepository(t.handle.db, { cacheLookups: true });
    await sessions.create({
      idHash,
      userId: 'usr_ada',
      tenant: 'capone',
      hostKind: 'portal',
      csrfToken: 'c',
      isDelegated: false,
      agentUserId: null,
      isFirstSession: false,
      now,
    });
    return sessions;
  };
  /** A change made behind the repositories' back, as another process would make it. */
  const changeTenantDirectly = (idHash: string) =>
    t.handle.db.execute(`update sessions set tenant = 'elsewhere' where id_hash = '${idHash}'`);

  it('answers a repeated lookup from memory, with touches applied and copies handed out', async () => {
    const sessions = await start('k1');
    const first = await sessions.findWithUser('k1');
    expect(first?.user.id).toBe('usr_ada');
    if (first) first.session.tenant = 'changed by a caller';
    await sessions.touch('k1', later(2));
    await changeTenantDirectly('k1');
    expect((await sessions.findWithUser('k1'))?.session).toMatchObject({
      tenant: 'capone',
      lastSeenAt: later(2),
      revokedAt: null,
    });
  });

  it('forgets a revoked session at once, whichever repository over the database revoked it', async () => {
    const sessions = await start('k2');
    await sessions.findWithUser('k2');
    await createSessionsRepository(t.handle.db, { cacheLookups: true }).revoke('k2', later(3));
    expect((await sessions.findWithUser('k2'))?.session.revokedAt).toEqual(later(3));
  });

  it('does not keep a lookup that overlapped a revocation', async () => {
    const sessions = await start('k3');
    const [during] = await Promise.all([
      sessions.findWithUser('k3'),
      sessions.revoke('k3', later(4)),
    ]);
    expect(during).not.toBeNull();
    expect((await sessions.findWithUser('k3'))?.session.revokedAt).toEqual(later(4));
  });

  it('always reads the database without the option', async () => {
    await start('k4');
    const sessions = createSessionsRepository(t.handle.db);
    await sessions.findWithUser('k4');
    await changeTenantDirectly('k4');
    expect((await sessions.findWithUser('k4'))?.session.tenant).toBe('elsewhere');
  });
});
