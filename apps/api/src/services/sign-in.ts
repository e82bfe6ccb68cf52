import * as oidc from 'openid-client';
import { baseHostOf } from '@wayfare/domain/tenant-host';
import {
  HANDOFF_NONCE,
  type AuthRequestsRepository,
} from '@wayfare/store/repositories/auth-requests-repository';
import type { CorporateRepository } from '@wayfare/store/repositories/corporate-repository';
import type { UserRecord, UsersRepository } from '@wayfare/store/repositories/users-repository';
import { AppError } from '../app-error';
import type { AuthContext } from '../plugins/request-context';
import type { IdentityProvider } from './identity-provider';
import {
  endSession,
  startSession,
  type IssuedSession,
  type SessionPorts,
  type SessionScope,
} from './sessions';

const LOGIN_ATTEMPT_MINUTES = 10;
/** A hand-off to the admin host is followed at once by the browser: it is good this long. */
export const HANDOFF_SECONDS = 60;
const ADMIN_LANDING = '/onboarding';
// Where the browser goes when a sign-in cannot finish: an expired or replayed attempt starts a
// fresh sign-in rather than showing an error; a refused one is told so.
const INVALID_SESSION = '/auth/invalidsession/';
const ACCESS_DENIED = '/access-denied/';

/** What signing in and out reads and writes. */
export interface SignInPorts extends SessionPorts {
  repos: SessionPorts['repos'] & {
    authRequests: Pick<
      AuthRequestsRepository,
      'create' | 'consume' | 'createHandoff' | 'findSandboxCodeState'
    >;
    users: Pick<UsersRepository, 'findBySubject' | 'findByEmail' | 'markSignedIn'>;
    corporate: Pick<CorporateRepository, 'findMembership'>;
  };
  identity: IdentityProvider;
}

/** The tenant and host kind the request came to, and the URL it came by (scheme and Host). */
export interface SignInSite extends SessionScope {
  protocol: string;
  host: string | undefined;
}

/**
 * Where the browser goes next, with the session to set as cookies when one started. `refusal`
 * is the identity provider's error code when it did not confirm the sign-in (for the log).
 */
export interface SignInOutcome {
  redirectTo: string;
  session: IssuedSession | null;
  refusal?: string;
}

function originOf(site: SignInSite): string {
  return `${site.protocol}://${site.host ?? 'localhost'}`;
}

function adminOriginOf(site: SignInSite): string {
  return `${site.protocol}://admin.${baseHostOf(site.host)}`;
}

const redirectOnly = (redirectTo: string): SignInOutcome => ({ redirectTo, session: null });

/** GET /login/code: stores the attempt (state, PKCE verifier, nonce) and answers where to sign in. */
export async function beginSignIn(
  ports: SignInPorts,
  site: SignInSite,
  audience: 'customers' | 'agents',
): Promise<{ loginUri: string }> {
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = ports.clock.now();
  await ports.repos.authRequests.create({
    state,
    tenant: site.tenant,
    hostKind: site.hostKind,
    audience,
    codeVerifier,
    nonce,
    expiresAt: new Date(now.getTime() + LOGIN_ATTEMPT_MINUTES * 60_000),
    now,
  });
  const loginUri = await ports.identity.buildLoginUri({
    state,
    nonce,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    redirectUri: `${originOf(site)}/api/v0/login/callback`,
    audience,
  });
  return { loginUri };
}

/**
 * GET /login/callback: consumes the attempt once, has the provider confirm it, maps the person
 * and starts their session (`/auth/ftux` on a first one). An admin of a business that is not live
 * goes straight on to the admin host, signed in there too, rather than via the portal's 40105.
 */
export async function completeSignIn(
  ports: SignInPorts,
  site: SignInSite,
  callback: { state: string; code: string | undefined; url: string },
): Promise<SignInOutcome> {
  const now = ports.clock.now();
  const { state } = callback;
  const attempt = await ports.repos.authRequests.consume(state, now);
  if (!attempt || attempt.nonce === HANDOFF_NONCE) return redirectOnly(INVALID_SESSION);
  if (attempt.tenant !== site.tenant || attempt.hostKind !== site.hostKind)
    return redirectOnly(ACCESS_DENIED);
  if (ports.identity.kind === 'sandbox') {
    const codeState = callback.code
      ? await ports.repos.authRequests.findSandboxCodeState(callback.code)
      : null;
    if (codeState !== state) return redirectOnly(INVALID_SESSION);
  }
  let identity;
  try {
    identity = await ports.identity.completeLogin(
      {
        callbackUrl: new URL(callback.url, originOf(site)),
        state,
        nonce: attempt.nonce,
        codeVerifier: attempt.codeVerifier,
      },
      attempt.sandboxSubject,
    );
  } catch (error) {
    return {
      ...redirectOnly(ACCESS_DENIED),
      refusal: error instanceof AppError ? error.code : 'unknown',
    };
  }
  const user =
    (await ports.repos.users.findBySubject(identity.subject)) ??
    (identity.email ? await ports.repos.users.findByEmail(identity.email) : null);
  const wantsAgent = attempt.audience === 'agents';
  if (!user || (user.kind === 'agent') !== wantsAgent) return redirectOnly(ACCESS_DENIED);
  const isFirstSession = await ports.repos.users.markSignedIn(user.id, now);
  const session = await startSession(ports, site, {
    userId: user.id,
    isDelegated: false,
    agentUserId: null,
    isFirstSession,
  });
  if (!wantsAgent && (await belongsOnAdminHost(ports, site, user.id)))
    return { redirectTo: await issueAdminHandoff(ports, site, user), session };
  return { redirectTo: isFirstSession ? '/auth/ftux' : '/', session };
}

/**
 * GET /login/handoff?to=admin (the web's answer to 40105): a signed-in admin goes to the admin
 * host with a hand-off code. Signed out, or from another tenant, the admin host signs the person
 * in the usual way. Answers where the browser goes.
 */
export async function requestAdminHandoff(
  ports: SignInPorts,
  site: SignInSite,
  auth: AuthContext | null,
): Promise<string> {
  if (!auth || site.tenant !== 'capone-corporate' || site.hostKind !== 'portal')
    return `${adminOriginOf(site)}${ADMIN_LANDING}`;
  const { user, session } = auth;
  if (session.isDelegated || user.kind === 'agent') return ACCESS_DENIED;
  const membership = await ports.repos.corporate.findMembership(user.id);
  if (!membership?.canViewAdmin) return ACCESS_DENIED;
  return issueAdminHandoff(ports, site, user);
}

/** GET /login/handoff/complete on the admin host: the one-time code becomes a session there. */
export async function completeAdminHandoff(
  ports: SignInPorts,
  site: SignInSite,
  code: string,
): Promise<SignInOutcome> {
  const handoff = await ports.repos.authRequests.consume(code, ports.clock.now());
  if (
    !handoff ||
    handoff.nonce !== HANDOFF_NONCE ||
    handoff.tenant !== site.tenant ||
    handoff.hostKind !== site.hostKind
  )
    return redirectOnly(INVALID_SESSION);
  const user = handoff.sandboxSubject
    ? await ports.repos.users.findBySubject(handoff.sandboxSubject)
    : null;
  if (!user) return redirectOnly(INVALID_SESSION);
  const session = await startSession(ports, site, {
    userId: user.id,
    isDelegated: false,
    agentUserId: null,
    isFirstSession: false,
  });
  return { redirectTo: ADMIN_LANDING, session };
}

/** POST /logout: ends the session, if any, and answers where the provider signs the person out. */
export async function signOut(
  ports: SignInPorts,
  site: SignInSite,
  auth: AuthContext | null,
): Promise<{ destinationUrl: string }> {
  if (auth) await endSession(ports, auth.session.idHash);
  return { destinationUrl: ports.identity.buildLogoutUri(`${originOf(site)}/`) };
}

/**
 * Hands a person known on a portal host over to the admin host of the same tenant: a one-time
 * code the admin host exchanges for a session, so an admin going to onboarding signs in once.
 * Answers the URL to send the browser to.
 */
async function issueAdminHandoff(
  ports: SignInPorts,
  site: SignInSite,
  user: UserRecord,
): Promise<string> {
  const now = ports.clock.now();
  const code = oidc.randomState();
  await ports.repos.authRequests.createHandoff({
    state: code,
    tenant: site.tenant,
    hostKind: 'admin',
    subject: user.subject,
    expiresAt: new Date(now.getTime() + HANDOFF_SECONDS * 1000),
    now,
  });
  const query = new URLSearchParams({ code }).toString();
  return `${adminOriginOf(site)}/api/v0/login/handoff/complete?${query}`;
}

/** An admin of a business that is not live yet works on the admin host (spec §4, 40105). */
async function belongsOnAdminHost(
  ports: SignInPorts,
  site: SignInSite,
  userId: string,
): Promise<boolean> {
  if (site.tenant !== 'capone-corporate' || site.hostKind !== 'portal') return false;
  const membership = await ports.repos.corporate.findMembership(userId);
  return membership !== null && membership.canViewAdmin && !membership.businessIsLive;
}
