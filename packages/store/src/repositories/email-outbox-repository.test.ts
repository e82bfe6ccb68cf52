import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createEmailOutboxRepository, type OutboxMessage } from './email-outbox-repository';

const t0 = new Date('2026-11-23T15:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const CLAIM = { limit: 10 };

function message(id: string, createdAt: Date): OutboxMessage {
  return {
    id,
    toAddress: `${id}@example.com`,
    subject: `Subject ${id}`,
    textBody: `Text ${id}`,
    htmlBody: `<p>Html ${id}</p>`,
    createdAt,
  };
}

describe.each(listTestDatabaseTargets())('e-mail outbox on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('enqueues once per id and claims due messages oldest first', async () => {
    const outbox = createEmailOutboxRepository(t.handle.db);
    await outbox.enqueue(message('a2', at(2)));
    await outbox.enqueue(message('a1', at(1)));
    await outbox.enqueue({ ...message('a1', at(1)), subject: 'a duplicate is ignored' });
    expect((await outbox.find('a1'))?.subject).toBe('Subject a1');

    const claimed = await outbox.claimDue({ ...CLAIM, now: at(10), claimUntil: at(130) });
    expect(claimed.map((m) => m.id)).toEqual(['a1', 'a2']);
    expect(claimed[0]).toMatchObject({ attempts: 0, sentAt: null, nextAttemptAt: at(130) });
    // Claimed messages are invisible to other senders until the claim runs out.
    expect(await outbox.claimDue({ ...CLAIM, now: at(129), claimUntil: at(250) })).toEqual([]);

    expect(await outbox.markSent('a1', at(11))).toBe(true);
    expect(await outbox.markSent('a1', at(12))).toBe(false);
    expect(await outbox.find('a1')).toMatchObject({ sentAt: at(11), attempts: 1 });
    // A sender that died holding a2 gives it back when its claim expires; a1 is never sent again.
    const reclaimed = await outbox.claimDue({ ...CLAIM, now: at(130), claimUntil: at(250) });
    expect(reclaimed.map((m) => m.id)).toEqual(['a2']);
    await outbox.markSent('a2', at(131));
  });

  it('backs off after a failure and never claims a message it gave up', async () => {
    const outbox = createEmailOutboxRepository(t.handle.db);
    await outbox.enqueue(message('b1', at(0)));
    const claim = (now: Date) =>
      outbox.claimDue({ ...CLAIM, now, claimUntil: new Date(now.getTime() + 120_000) });

    expect((await claim(at(1))).map((m) => m.id)).toEqual(['b1']);
    await outbox.recordFailure('b1', { error: '451 try later', at: at(1), retryAt: at(60) });
    expect(await outbox.find('b1')).toMatchObject({
      attempts: 1,
      lastError: '451 try later',
      nextAttemptAt: at(60),
      sentAt: null,
      failedAt: null,
    });
    expect(await claim(at(59))).toEqual([]);
    expect((await claim(at(60))).map((m) => m.id)).toEqual(['b1']);
    await outbox.recordFailure('b1', { error: 'x'.repeat(2000), at: at(60), retryAt: at(200) });
    expect((await outbox.find('b1'))?.lastError).toHaveLength(500);

    expect((await claim(at(200))).map((m) => m.id)).toEqual(['b1']);
    await outbox.recordFailure('b1', { error: '550 no such user', at: at(200), retryAt: null });
    expect(await outbox.find('b1')).toMatchObject({ attempts: 3, failedAt: at(200) });
    expect(await claim(at(100_000))).toEqual([]);
  });

  it('never hands the same message to two concurrent senders', async () => {
    const outbox = createEmailOutboxRepository(t.handle.db);
    const ids = Array.from({ length: 12 }, (_, i) => `c${String(i).padStart(2, '0')}`);
    for (const [i, id] of ids.entries()) await outbox.enqueue(message(id, at(1000 + i)));
    const batches = await Promise.all(
      Array.from({ length: 6 }, () =>
        outbox.claimDue({ limit: 3, now: at(2000), claimUntil: at(2120) }),
      ),
    );
    const claimedIds = batches.flat().map((m) => m.id);
    expect(new Set(claimedIds).size).toBe(claimedIds.length);
    expect([...claimedIds].sort()).toEqual(ids);
  });

  it('lists newest first with a page limit, without bodies', async () => {
    const outbox = createEmailOutboxRepository(t.handle.db);
    await outbox.enqueue(message('d1', at(5000)));
    await outbox.enqueue(message('d2', at(5001)));
    await outbox.enqueue(message('d3', at(5002)));
    const first = await outbox.listRecent({ limit: 2 });
    expect(first.map((m) => m.id)).toEqual(['d3', 'd2']);
    expect(first[0]).not.toHaveProperty('htmlBody');
    const second = await outbox.listRecent({ limit: 2, offset: 2 });
    expect(second.map((m) => m.id)[0]).toBe('d1');
  });
});
