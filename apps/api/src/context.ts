import type { DatabaseHandle } from '@wayfare/store/database';
import { createAuthRequestsRepository } from '@wayfare/store/repositories/auth-requests-repository';
import { createCorporateRepository } from '@wayfare/store/repositories/corporate-repository';
import { createEventsRepository } from '@wayfare/store/repositories/events-repository';
import { createRateLimitsRepository } from '@wayfare/store/repositories/rate-limits-repository';
import { createRewardsRepository } from '@wayfare/store/repositories/rewards-repository';
import { createSessionsRepository } from '@wayfare/store/repositories/sessions-repository';
import { createUsersRepository } from '@wayfare/store/repositories/users-repository';
import type { Clock } from './clock';
import type { Env } from './env';
import type { IdentityProvider } from './services/identity-provider';
import type { RateLimiter } from './services/rate-limiter';

/** Everything a route or service needs, built once in createApp (no container, just an object). */
export interface AppContext {
  env: Env;
  clock: Clock;
  database: DatabaseHandle;
  repos: ReturnType<typeof createRepositories>;
  identity: IdentityProvider;
  /** Exact shared counters (failed Profile Reference IDs). */
  rateLimiter: RateLimiter;
  /** Cheap per-request burst counting (see createBufferedRateLimiter). */
  burstLimiter: RateLimiter;
}

export function createRepositories(database: DatabaseHandle) {
  const { db } = database;
  return {
    users: createUsersRepository(db),
    corporate: createCorporateRepository(db),
    rewards: createRewardsRepository(db),
    sessions: createSessionsRepository(db),
    authRequests: createAuthRequestsRepository(db),
    events: createEventsRepository(db),
    rateLimits: createRateLimitsRepository(db),
  };
}
