import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, createTestApp } from '../testing/test-app';

describe.each(listTestDatabaseTargets())('database down on $name', (target) => {
  it('answers 503 ServiceUnavailable with a clear code', async () => {
    const db = await target.open();
    const t = await createTestApp(db);
    await db.handle.close();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v0/userInfo',
      headers: { host: CONSUMER_HOST, authorization: 'Bearer a-session-the-server-must-look-up' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'ServiceUnavailable' });
    // Only an unreachable dependency says when to come back; a bug is a 500 InternalError.
    expect(res.headers['retry-after']).toBe('5');
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/v0/health',
      headers: { host: CONSUMER_HOST },
    });
    expect(health.statusCode).toBe(503);
    await t.close();
    await db.dispose().catch(() => undefined);
  });
});
