import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  SandboxWebviewPeopleResponseSchema,
  SandboxWebviewSessionResponseSchema,
} from '@wayfare/contracts/sandbox';
import { callAs } from '../testing/route-calls';
import { callAsSandboxAdmin, SANDBOX_CONSOLE_API as CONSOLE } from '../testing/sandbox-admin';
import { CONSUMER_HOST, CORPORATE_HOST, useTestApp } from '../testing/test-app';

describe.each(listTestDatabaseTargets())('sandbox webview sessions on $name', (target) => {
  const t = useTestApp(target);

  it('lists cardholders on the consumer portal and employees on the business one, no agents', async () => {
    const res = await callAsSandboxAdmin(t, 'GET', `${CONSOLE}/webview-people`);
    expect(res.statusCode, res.body).toBe(200);
    const { people } = SandboxWebviewPeopleResponseSchema.parse(res.json());
    expect(people.find((p) => p.subject === 'sandbox|usr_ada')?.tenant).toBe('capone');
    expect(people.some((p) => p.tenant === 'capone-corporate')).toBe(true);
    expect(people.some((p) => p.subject === 'sandbox|usr_agent_sam')).toBe(false);
  });

  it("issues a bearer token that opens the person's portal session, on that tenant only", async () => {
    const res = await callAsSandboxAdmin(t, 'POST', `${CONSOLE}/webview-sessions`, {
      subject: 'sandbox|usr_ada',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token, tenant } = SandboxWebviewSessionResponseSchema.parse(res.json());
    expect(tenant).toBe('capone');
    expect(res.headers['set-cookie']).toBeUndefined();
    const me = await callAs(t.app, { host: CONSUMER_HOST, bearer: token }, 'GET', {
      url: '/api/v0/userInfo',
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<{ userInfo: { firstName: string } }>().userInfo.firstName).toBe('Ada');
    const elsewhere = await callAs(t.app, { host: CORPORATE_HOST, bearer: token }, 'GET', {
      url: '/api/v0/userInfo',
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('refuses an agent or nobody', async () => {
    for (const subject of ['sandbox|usr_agent_sam', 'sandbox|nobody']) {
      const res = await callAsSandboxAdmin(t, 'POST', `${CONSOLE}/webview-sessions`, { subject });
      expect(res.statusCode).toBe(400);
    }
  });
});
