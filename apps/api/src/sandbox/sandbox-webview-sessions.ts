import type {
  SandboxWebviewPeopleResponse,
  SandboxWebviewSessionResponse,
} from '@wayfare/contracts/sandbox';
import type { Tenant } from '@wayfare/contracts/tenant';
import type { UserKind } from '@wayfare/store/repositories/users-repository';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { startSession } from '../services/sessions';

/** Where each kind of demo person books: cardholders on the consumer portal, employees on the business one. */
function tenantOf(kind: UserKind): Tenant | null {
  if (kind === 'cardholder') return 'capone';
  if (kind === 'employee') return 'capone-corporate';
  return null;
}

/** GET /admin/api/v0/sandbox/webview-people: who the bridge test page can open the portal as. */
export async function listWebviewPeople(ctx: AppContext): Promise<SandboxWebviewPeopleResponse> {
  const directory = await ctx.repos.users.listDirectory();
  return {
    people: directory.flatMap((person) => {
      const tenant = tenantOf(person.kind);
      return tenant
        ? [
            {
              subject: person.subject,
              displayName: `${person.firstName} ${person.lastName}`,
              tenant,
            },
          ]
        : [];
    }),
  };
}

/**
 * POST /admin/api/v0/sandbox/webview-sessions: a portal session for a demo person, as the phone
 * app's own sign-in would end, answered as its bearer token (never set as a cookie). Sandbox
 * console only (an admin on the admin host), like every console route.
 */
export async function startWebviewSession(
  ctx: AppContext,
  subject: string,
): Promise<SandboxWebviewSessionResponse> {
  const user = await ctx.repos.users.findBySubject(subject);
  const tenant = user ? tenantOf(user.kind) : null;
  if (!user || !tenant) {
    throw new AppError('BadRequest', 'That demo account cannot open a webview session.', 'subject');
  }
  const issued = await startSession(
    ctx,
    { tenant, hostKind: 'portal' },
    { userId: user.id, isDelegated: false, agentUserId: null, isFirstSession: false },
  );
  return { token: issued.secret, tenant };
}
