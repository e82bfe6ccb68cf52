import type { HostKind, Tenant } from '@wayfare/contracts/tenant';
import { isSessionActive, shouldTouchSession } from '@wayfare/domain/session-expiry';
import type { SessionsRepository } from '@wayfare/store/repositories/sessions-repository';
import type { Clock } from '../clock';
import type { AuthContext } from '../plugins/request-context';
import { createSecret, hashSecret } from './session-tokens';

/** What the session calls read and write. */
export interface SessionPorts {
  repos: { sessions: Pick<SessionsRepository, 'create' | 'findWithUser' | 'touch' | 'revoke'> };
  clock: Clock;
}

/** The tenant and host a session is made for, and the only ones it counts on. */
export interface SessionScope {
  tenant: Tenant;
  hostKind: HostKind;
}

export interface StartSessionInput {
  userId: string;
  isDelegated: boolean;
  agentUserId: string | null;
  isFirstSession: boolean;
}

/** A new session's secret and anti-forgery token: the route sets them as cookies. */
export interface IssuedSession {
  secret: string;
  csrfToken: string;
}

/** A session secret the request carried, and how (a cookie needs anti-forgery, a bearer not). */
export interface PresentedSecret {
  secret: string;
  via: AuthContext['via'];
}

/** Creates a session for the tenant and host; only the secret's hash is stored. */
export async function startSession(
  ports: SessionPorts,
  scope: SessionScope,
  input: StartSessionInput,
): Promise<IssuedSession> {
  const secret = createSecret();
  const csrfToken = createSecret(24);
  await ports.repos.sessions.create({
    idHash: hashSecret(secret),
    userId: input.userId,
    tenant: scope.tenant,
    hostKind: scope.hostKind,
    csrfToken,
    isDelegated: input.isDelegated,
    agentUserId: input.agentUserId,
    isFirstSession: input.isFirstSession,
    now: ports.clock.now(),
  });
  return { secret, csrfToken };
}

/**
 * The live session behind a presented secret, if any. A session only counts on the tenant and
 * host it was made for: a token carried to another tenant's host is treated as no session.
 */
export async function resolveSession(
  ports: SessionPorts,
  scope: SessionScope,
  presented: PresentedSecret | null,
): Promise<AuthContext | null> {
  if (!presented) return null;
  const found = await ports.repos.sessions.findWithUser(hashSecret(presented.secret));
  const now = ports.clock.now();
  if (!found || !isSessionActive(found.session, now)) return null;
  const { session, user } = found;
  if (session.tenant !== scope.tenant || session.hostKind !== scope.hostKind) return null;
  if (shouldTouchSession(session, now)) {
    await ports.repos.sessions.touch(session.idHash, now);
    session.lastSeenAt = now;
  }
  return { session, user, via: presented.via };
}

/** Revokes a session: sign-out, or a delegated session handing over to the next one. */
export async function endSession(ports: SessionPorts, idHash: string): Promise<void> {
  await ports.repos.sessions.revoke(idHash, ports.clock.now());
}
