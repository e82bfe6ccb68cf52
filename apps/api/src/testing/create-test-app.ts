import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { seedDemoData } from '@wayfare/store/seed/seed-demo-data';
import type { TestDatabase } from '@wayfare/store/testing/test-databases';
import { createApp } from '../app';
import { createFixedClock } from '../clock';
import type { AppContext } from '../context';
import { readEnv, type Env } from '../env';
import {
  createSandboxIdentityProvider,
  type IdentityProvider,
} from '../services/identity-provider';

/** An app on a test database with a fixed clock; no test runner needed (the bench uses it too). */
export const TEST_START = new Date('2026-11-23T15:00:00Z');

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ReturnType<typeof createFixedClock>;
  close(): Promise<void>;
}

export async function createTestApp(
  database: TestDatabase,
  options: {
    env?: Partial<Record<keyof Env, string>>;
    identity?: IdentityProvider;
    /** Collects the app's log lines (with `env.LOG_LEVEL`), e.g. to look for leaked personal data. */
    logStream?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const clock = createFixedClock(TEST_START);
  await seedDemoData(database.handle.db, clock.now());
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // The sandbox console and outbox (an admin's, on the admin host) are what tests drive.
    SANDBOX_CONSOLE: 'true',
    ...options.env,
  });
  const { app, ctx } = await createApp({
    env,
    clock,
    database: database.handle,
    identity: options.identity ?? createSandboxIdentityProvider(),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return { app, ctx, clock, close: () => app.close() };
}
