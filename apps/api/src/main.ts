import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { openDatabase } from '@wayfare/store/database';
import { ensureAppSecret } from '@wayfare/store/repositories/quotes-repository';
import { seedDemoData } from '@wayfare/store/seed/seed-demo-data';
import { createApp } from './app';
import { createStartingClock, systemClock } from './clock';
import { readEnv } from './env';
import { serializeErrorForLog } from './logging';
import {
  createOidcIdentityProvider,
  createSandboxIdentityProvider,
} from './services/identity-provider';
import { createRedisRateLimiter, type RateLimiter } from './services/rate-limiter';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function sharedRedisLimits(limiter: RateLimiter): {
  rateLimiter: RateLimiter;
  burstLimiter: RateLimiter;
} {
  return { rateLimiter: limiter, burstLimiter: limiter };
}

async function main(): Promise<void> {
  const env = readEnv();
  const clock = env.SANDBOX_CLOCK_START
    ? createStartingClock(new Date(env.SANDBOX_CLOCK_START))
    : systemClock;
  const dataDir = path.resolve(repoRoot, env.DATA_DIR, 'pglite');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  await database.migrate();
  await seedDemoData(database.db, clock.now());

  const identity = env.OIDC_ISSUER
    ? await createOidcIdentityProvider({
        issuer: env.OIDC_ISSUER,
        clientId: env.OIDC_CLIENT_ID ?? '',
        clientSecret: env.OIDC_CLIENT_SECRET,
        allowInsecure: env.NODE_ENV !== 'production',
      })
    : createSandboxIdentityProvider();
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  const { app, ctx } = await createApp({
    env,
    clock,
    database,
    identity,
    // With Redis, exact limits and per-address bursts are both counted there, shared by every process.
    // Keyed by this deployment (its database's id), so a fresh sandbox database never inherits counts.
    ...(redis
      ? sharedRedisLimits(
          createRedisRateLimiter(redis, await ensureAppSecret(database.db, 'deployment-id')),
        )
      : {}),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Listening starts the job runner: bookings and cancellations a stopped process (this one or
  // another on the same database) left half done are taken up by its sweeps (jobs/scheduled-work.ts).
  await app.listen({ port: env.PORT, host: env.HOST });
  ctx.supply.warm();
  app.log.info(
    { engine: database.engine, identity: identity.kind, tenantDefault: env.TENANT },
    `Wayfare is running: http://localhost:${env.PORT} (consumer) and http://corporate.localhost:${env.PORT} (business)`,
  );
}

main().catch((error: unknown) => {
  // Before the logger exists: the same serializer, so a failed query never prints its parameters.
  console.error(serializeErrorForLog(error));
  process.exit(1);
});
