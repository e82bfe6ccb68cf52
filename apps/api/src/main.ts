import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { openDatabase } from '@wayfare/store/database';
import { seedDemoData } from '@wayfare/store/seed/seed-demo-data';
import { createApp } from './app';
import { systemClock } from './clock';
import { readEnv } from './env';
import { resumeIncompleteBookings } from './services/booking-saga';
import { finishPendingCancellations } from './services/trip-cancel-steps';
import {
  createOidcIdentityProvider,
  createSandboxIdentityProvider,
} from './services/identity-provider';
import { createRedisRateLimiter } from './services/rate-limiter';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

async function main(): Promise<void> {
  const env = readEnv();
  const dataDir = path.resolve(repoRoot, env.DATA_DIR, 'pglite');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  await database.migrate();
  await seedDemoData(database.db, systemClock.now());

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
    clock: systemClock,
    database,
    identity,
    ...(redis ? { rateLimiter: createRedisRateLimiter(redis) } : {}),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
  });

  // eslint-disable-next-line prefer-const -- assigned once the server listens, read by shutdown
  let sweep: NodeJS.Timeout | undefined;
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    await app.close();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  ctx.supply.warm();
  // Bookings (flights and hotels) a stopped process left mid-saga are compensated now that the server is up.
  const compensated = await resumeIncompleteBookings(ctx);
  if (compensated > 0) app.log.warn({ compensated }, 'compensated abandoned bookings');
  // Cancellations a timed-out supplier or a stopped process left Pending are taken up again.
  const finishing = () =>
    finishPendingCancellations(ctx).then(
      (count) => {
        if (count > 0) app.log.info({ pending: count }, 'took up pending cancellations');
      },
      (err: unknown) => app.log.error({ err }, 'pending cancellation sweep failed'),
    );
  await finishing();
  // Another process (PostgreSQL deployments run several) may stop mid-saga at any time.
  sweep = setInterval(() => {
    void resumeIncompleteBookings(ctx).then(
      (count) => {
        if (count > 0) app.log.warn({ compensated: count }, 'finished abandoned bookings');
      },
      (err: unknown) => app.log.error({ err }, 'booking sweep failed'),
    );
    void finishing();
  }, 60_000);
  sweep.unref();
  app.log.info(
    { engine: database.engine, identity: identity.kind, tenantDefault: env.TENANT },
    `Wayfare is running: http://localhost:${env.PORT} (consumer) and http://corporate.localhost:${env.PORT} (business)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
