import type {
  SandboxAuthorizeResponse,
  SandboxDemoUser,
  SandboxUsersResponse,
} from '@wayfare/contracts/auth';
import type { CardProduct } from '@wayfare/contracts/tenant';
import type { AuthRequestsRepository } from '@wayfare/store/repositories/auth-requests-repository';
import type { DirectoryEntry, UsersRepository } from '@wayfare/store/repositories/users-repository';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { createSecret } from './session-tokens';

/**
 * The built-in sandbox identity provider's two steps: list the demo people a sign-in attempt may
 * become (customers or agents), and issue the one-time code for the one chosen.
 */
export interface SandboxSignInPorts {
  repos: {
    authRequests: Pick<AuthRequestsRepository, 'findLive' | 'issueSandboxCode'>;
    users: Pick<UsersRepository, 'listDirectory' | 'findBySubject'>;
  };
  clock: Clock;
}

function toDemoUser(entry: DirectoryEntry): SandboxDemoUser {
  return {
    subject: entry.subject,
    displayName: `${entry.firstName} ${entry.lastName}`,
    email: entry.email,
    kind: entry.kind,
    description: entry.description,
    cards: entry.cards.map((c) => ({
      productId: c.productId as CardProduct,
      productDisplayName: c.productDisplayName,
      lastFour: c.lastFour,
      rewardsBalance: { value: c.balance, currency: c.currency },
    })),
    businessName: entry.businessName,
    profileReferenceId: entry.profileReferenceId,
  };
}

const INVALID_ATTEMPT =
  'This sign-in link has expired or was already used. Start over from the portal.';

/** The demo people this attempt may sign in as: agents on the agent sign-in, customers otherwise. */
export async function listSandboxUsers(
  ports: SandboxSignInPorts,
  state: string,
): Promise<SandboxUsersResponse> {
  const attempt = await ports.repos.authRequests.findLive(state, ports.clock.now());
  if (!attempt) throw new AppError('BadRequest', INVALID_ATTEMPT, 'state');
  const directory = await ports.repos.users.listDirectory();
  const users = directory
    .filter((u) => (attempt.audience === 'agents' ? u.kind === 'agent' : u.kind !== 'agent'))
    .map(toDemoUser);
  return { users, audience: attempt.audience };
}

/** Signs the attempt in as the chosen person: a one-time code bound to it, for the callback. */
export async function authorizeSandboxUser(
  ports: SandboxSignInPorts,
  state: string,
  subject: string,
): Promise<SandboxAuthorizeResponse> {
  const now = ports.clock.now();
  const attempt = await ports.repos.authRequests.findLive(state, now);
  if (!attempt) throw new AppError('BadRequest', INVALID_ATTEMPT, 'state');
  const user = await ports.repos.users.findBySubject(subject);
  if (!user || (user.kind === 'agent') !== (attempt.audience === 'agents')) {
    throw new AppError('BadRequest', 'That demo account cannot sign in here.', 'subject');
  }
  const code = createSecret(24);
  if (!(await ports.repos.authRequests.issueSandboxCode(state, subject, code, now))) {
    throw new AppError('BadRequest', INVALID_ATTEMPT, 'state');
  }
  const query = new URLSearchParams({ code, state });
  return { redirectTo: `/api/v0/login/callback?${query.toString()}` };
}
