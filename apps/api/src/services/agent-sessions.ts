import type { UserRecord, UsersRepository } from '@wayfare/store/repositories/users-repository';
import { AppError } from '../app-error';
import type { AuthContext } from '../plugins/request-context';
import type { RateLimiter } from './rate-limiter';
import {
  endSession,
  startSession,
  type IssuedSession,
  type SessionPorts,
  type SessionScope,
} from './sessions';

/** Failed Profile Reference IDs an agent may try per window before ExcessiveActivity. */
export const AGENT_LOOKUP_FAILURE_LIMIT = 5;
export const AGENT_LOOKUP_WINDOW_SECONDS = 15 * 60;

/** What support agents' delegated sessions read and write. */
export interface AgentSessionPorts extends SessionPorts {
  repos: SessionPorts['repos'] & {
    users: Pick<UsersRepository, 'findById' | 'findCustomerByProfileReferenceId'>;
  };
  /** Exact shared counters: the failed Profile Reference IDs. */
  rateLimiter: RateLimiter;
}

/**
 * POST /login/agent: a signed-in agent starts a session for the customer with this Profile
 * Reference ID, in place of their own. Answers the customer and the new session.
 */
export async function startDelegatedSession(
  ports: AgentSessionPorts,
  scope: SessionScope,
  auth: AuthContext,
  profileReferenceId: string,
): Promise<{ customer: UserRecord; session: IssuedSession }> {
  if (auth.user.kind !== 'agent' || auth.session.isDelegated)
    throw new AppError(
      'Unauthorized',
      'Only a signed-in support agent can start a customer session.',
    );
  const now = ports.clock.now();
  const failureKey = `agent-lookup-failures:${auth.user.id}`;
  // Each look-up takes a slot first (one atomic increment) and decides on the count it got
  // back, so concurrent guesses can never all pass a check made before any of them counted.
  // A look-up that finds the customer gives its slot back: only failures use up the limit.
  const attempt = await ports.rateLimiter.hit(failureKey, AGENT_LOOKUP_WINDOW_SECONDS, now);
  if (attempt > AGENT_LOOKUP_FAILURE_LIMIT) {
    throw new AppError(
      'ExcessiveActivity',
      'Too many Profile Reference IDs were not found. Please wait 15 minutes and try again.',
    );
  }
  const customer = await ports.repos.users.findCustomerByProfileReferenceId(profileReferenceId);
  if (!customer) throw new AppError('InvalidCustomer', undefined, 'profileReferenceId');
  await ports.rateLimiter.hit(failureKey, AGENT_LOOKUP_WINDOW_SECONDS, now, -1);
  await endSession(ports, auth.session.idHash);
  const session = await startSession(ports, scope, {
    userId: customer.id,
    isDelegated: true,
    agentUserId: auth.user.id,
    isFirstSession: false,
  });
  return { customer, session };
}

/** The support agent acting in a delegated session, or null for any other session. */
export async function findDelegatingAgent(
  ports: AgentSessionPorts,
  auth: AuthContext,
): Promise<UserRecord | null> {
  if (!auth.session.isDelegated || !auth.session.agentUserId) return null;
  const agent = await ports.repos.users.findById(auth.session.agentUserId);
  return agent?.kind === 'agent' ? agent : null;
}

/**
 * POST /agent/switchCustomer: ends the delegated session and signs the agent back in to their
 * console. Answers the agent and their new session.
 */
export async function returnToAgent(
  ports: AgentSessionPorts,
  scope: SessionScope,
  auth: AuthContext,
): Promise<{ agent: UserRecord; session: IssuedSession }> {
  const agent = await findDelegatingAgent(ports, auth);
  if (!agent)
    throw new AppError('Unauthorized', 'Only an agent acting for a customer can switch customer.');
  await endSession(ports, auth.session.idHash);
  const session = await startSession(ports, scope, {
    userId: agent.id,
    isDelegated: false,
    agentUserId: null,
    isFirstSession: false,
  });
  return { agent, session };
}
