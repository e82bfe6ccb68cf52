import { SandboxOutboxListSchema, SandboxOutboxMessageSchema } from '@wayfare/contracts/sandbox';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import {
  ADMIN_HOST,
  CONSUMER_HOST,
  CORPORATE_HOST,
  TEST_START,
  signIn,
  type Browser,
  type TestApp,
  useTestApp,
} from '../testing/test-app';

const at = (seconds: number) => new Date(TEST_START.getTime() + seconds * 1000);
const message = (id: string, createdAt: Date, tenant?: string) => ({
  id,
  toAddress: `${id.replace(':', '-')}@example.com`,
  subject: `Subject ${id}`,
  textBody: `Text ${id}`,
  htmlBody: `<p>Html <b>${id}</b></p>`,
  createdAt,
  ...(tenant ? { tenant } : {}),
});

/** The demo admin Grace Hopper, signed in on the admin host once per app. */
const admins = new WeakMap<TestApp['app'], Browser>();
async function signInAdmin(t: TestApp): Promise<Browser> {
  const known = admins.get(t.app);
  if (known) return known;
  const { browser } = await signIn(t.app, ADMIN_HOST, 'usr_grace');
  admins.set(t.app, browser);
  return browser;
}

describe.each(listTestDatabaseTargets())('sandbox outbox on $name', (target) => {
  const t = useTestApp(target);
  /** The admin host as a signed-in admin; other hosts with no session. */
  const get = async (host: string, url: string) =>
    host === ADMIN_HOST
      ? (await signInAdmin(t)).call('GET', url)
      : t.app.inject({ method: 'GET', url, headers: { host } });

  it('lists messages newest first on the admin host, with their delivery status', async () => {
    const outbox = t.ctx.repos.emailOutbox;
    // Later than anything other tests queue, so these three are the newest.
    await outbox.enqueue(message('list:1', at(100_001)));
    await outbox.enqueue(message('list:2', at(100_002)));
    await outbox.enqueue(message('list:3', at(100_003)));
    await outbox.markSent('list:1', at(100_010));
    await outbox.recordFailure('list:2', { error: '550 no', at: at(100_011), retryAt: null });

    const res = await get(ADMIN_HOST, '/admin/api/v0/sandbox/outbox');
    expect(res.statusCode, res.body).toBe(200);
    const list = SandboxOutboxListSchema.parse(res.json());
    expect(list.messages.slice(0, 3).map((m) => [m.id, m.status])).toEqual([
      ['list:3', 'Pending'],
      ['list:2', 'Failed'],
      ['list:1', 'Sent'],
    ]);
    expect(list.messages[2]).toEqual({
      id: 'list:1',
      to: 'list-1@example.com',
      subject: 'Subject list:1',
      createdAt: at(100_001).toISOString(),
      sentAt: at(100_010).toISOString(),
      attempts: 1,
      status: 'Sent',
    });

    const page = SandboxOutboxListSchema.parse(
      (await get(ADMIN_HOST, '/admin/api/v0/sandbox/outbox?limit=2')).json(),
    );
    expect(page.messages.map((m) => m.id)).toEqual(['list:3', 'list:2']);
    expect(page.hasMore).toBe(true);
    const next = SandboxOutboxListSchema.parse(
      (await get(ADMIN_HOST, '/admin/api/v0/sandbox/outbox?limit=2&offset=2')).json(),
    );
    expect(next.messages[0]?.id).toBe('list:1');
    expect((await get(ADMIN_HOST, '/admin/api/v0/sandbox/outbox?limit=0')).statusCode).toBe(400);
  });

  it('shows one message whole, with the From address of its tenant', async () => {
    const outbox = t.ctx.repos.emailOutbox;
    await outbox.enqueue(message('detail:business', at(5), 'capone-corporate'));
    await outbox.enqueue(message('detail:bounced', at(6)));
    await outbox.recordFailure('detail:bounced', { error: '550 no', at: at(7), retryAt: null });

    const res = await get(
      ADMIN_HOST,
      `/admin/api/v0/sandbox/outbox/${encodeURIComponent('detail:business')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(SandboxOutboxMessageSchema.parse(res.json())).toMatchObject({
      id: 'detail:business',
      to: 'detail-business@example.com',
      from: 'Capital One Business Travel <no-reply@business.travel.example>',
      text: 'Text detail:business',
      html: '<p>Html <b>detail:business</b></p>',
      status: 'Pending',
      lastError: null,
    });
    const bounced = SandboxOutboxMessageSchema.parse(
      (await get(ADMIN_HOST, '/admin/api/v0/sandbox/outbox/detail:bounced')).json(),
    );
    expect(bounced).toMatchObject({
      from: 'Capital One Travel <no-reply@travel.example>',
      lastError: '550 no',
      nextAttemptAt: null,
      status: 'Failed',
    });

    const missing = await get(ADMIN_HOST, '/admin/api/v0/sandbox/outbox/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NotFound' });
  });

  it('is not there on the portal hosts', async () => {
    await t.ctx.repos.emailOutbox.enqueue(message('portal:1', at(1)));
    for (const host of [CONSUMER_HOST, CORPORATE_HOST]) {
      expect((await get(host, '/admin/api/v0/sandbox/outbox')).statusCode, host).toBe(404);
      expect((await get(host, '/admin/api/v0/sandbox/outbox/portal:1')).statusCode, host).toBe(404);
    }
  });

  it('asks for sign-in, and refuses anyone but an admin', async () => {
    await t.ctx.repos.emailOutbox.enqueue(message('guard:1', at(2)));
    const { browser: employee } = await signIn(t.app, ADMIN_HOST, 'usr_katherine');
    for (const url of ['/admin/api/v0/sandbox/outbox', '/admin/api/v0/sandbox/outbox/guard:1']) {
      const anonymous = await t.app.inject({ method: 'GET', url, headers: { host: ADMIN_HOST } });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'Unauthorized' });
      const refused = await employee.call('GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: '40103' });
      for (const res of [anonymous, refused]) expect(res.body).not.toContain('example.com');
    }
  });
});

const CONSOLE_OFF: { off: string; env: Partial<Record<keyof Env, string>> }[] = [
  { off: 'SANDBOX_CONSOLE unset', env: { SANDBOX_CONSOLE: '' } },
  { off: 'the sandbox off', env: { SANDBOX: 'false' } },
];

describe.each(listTestDatabaseTargets())('sandbox outbox on $name', (target) => {
  describe.each(CONSOLE_OFF)('with $off', ({ env }) => {
    const t = useTestApp(target, { env });

    it('answers 404 even to an admin on the admin host', async () => {
      await t.ctx.repos.emailOutbox.enqueue(message('confirmation:bk_9', at(1)));
      const admin = await signInAdmin(t);
      for (const url of [
        '/admin/api/v0/sandbox/outbox',
        '/admin/api/v0/sandbox/outbox/confirmation:bk_9',
      ]) {
        for (const res of [
          await t.app.inject({ method: 'GET', url, headers: { host: ADMIN_HOST } }),
          await admin.call('GET', url),
        ]) {
          expect(res.statusCode, url).toBe(404);
          expect(res.body).not.toContain('example.com');
        }
      }
    });
  });
});
