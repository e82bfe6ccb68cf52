import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { seedDemoData } from '@wayfare/store/seed/seed-demo-data';
import type { TestDatabase, TestDatabaseTarget } from '@wayfare/store/testing/test-databases';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import { createFixedClock } from '../clock';
import type { AppContext } from '../context';
import { readEnv, type Env } from '../env';
import {
  createSandboxIdentityProvider,
  type IdentityProvider,
} from '../services/identity-provider';

export const TEST_START = new Date('2026-11-23T15:00:00Z');
export const CONSUMER_HOST = 'localhost:3000';
export const CORPORATE_HOST = 'corporate.localhost:3000';
export const ADMIN_HOST = 'admin.localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ReturnType<typeof createFixedClock>;
  close(): Promise<void>;
}

export async function createTestApp(
  database: TestDatabase,
  options: { env?: Partial<Record<keyof Env, string>>; identity?: IdentityProvider } = {},
): Promise<TestApp> {
  const clock = createFixedClock(TEST_START);
  await seedDemoData(database.handle.db, clock.now());
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...options.env,
  });
  const { app, ctx } = await createApp({
    env,
    clock,
    database: database.handle,
    identity: options.identity ?? createSandboxIdentityProvider(),
  });
  await app.ready();
  return { app, ctx, clock, close: () => app.close() };
}

/**
 * A fresh database and app for one describe block: opened before its tests, closed after. The
 * returned object reads through to the current app, so tests use `t.app`, `t.ctx`, `t.clock`.
 */
export function useTestApp(
  target: TestDatabaseTarget,
  options: Parameters<typeof createTestApp>[1] = {},
): TestApp {
  let db: TestDatabase | undefined;
  let current: TestApp | undefined;
  beforeAll(async () => {
    db = await target.open();
    current = await createTestApp(db, options);
  });
  afterAll(async () => {
    await current?.close();
    await db?.dispose();
  });
  const get = (): TestApp => {
    if (!current)
      throw new Error('useTestApp: the app exists only inside the describe block’s tests');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get ctx() {
      return get().ctx;
    },
    get clock() {
      return get().clock;
    },
    close: () => get().close(),
  };
}

/** A signed-in browser: its cookies and anti-forgery token, replayed on each call. */
export interface Browser {
  host: string;
  cookies: Record<string, string>;
  csrf: string | undefined;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export function createBrowser(app: FastifyInstance, host: string): Browser {
  const browser: Browser = {
    host,
    cookies: {},
    get csrf() {
      return this.cookies.wf_csrf;
    },
    async call(method, url, payload, headers = {}) {
      const cookieHeader = Object.entries(browser.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
      const response = await app.inject({
        method,
        url,
        headers: {
          host,
          ...(cookieHeader ? { cookie: cookieHeader } : {}),
          ...(method !== 'GET' && browser.cookies.wf_csrf
            ? { 'x-csrf-token': browser.cookies.wf_csrf }
            : {}),
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
      });
      const cleared = new Set<string>();
      for (const c of response.cookies) {
        if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) cleared.add(c.name);
        else browser.cookies[c.name] = c.value;
      }
      browser.cookies = Object.fromEntries(
        Object.entries(browser.cookies).filter(([name]) => !cleared.has(name)),
      );
      return response;
    },
  };
  return browser;
}

export function stateOf(loginUri: string): string {
  const state = new URL(loginUri, 'http://x').searchParams.get('state');
  if (!state) throw new Error(`no state in ${loginUri}`);
  return state;
}

/** Signs in through the sandbox identity provider exactly as the browser does. */
export async function signIn(
  app: FastifyInstance,
  host: string,
  userId: string,
  options: { agent?: boolean; subject?: string } = {},
): Promise<{ browser: Browser; landing: string }> {
  const browser = createBrowser(app, host);
  const code = await browser.call('GET', `/api/v0/login/code${options.agent ? '?agent=true' : ''}`);
  const { loginUri } = code.json<{ loginUri: string }>();
  const authorize = await browser.call('POST', '/api/v0/sandbox-idp/authorize', {
    state: stateOf(loginUri),
    subject: options.subject ?? `sandbox|${userId}`,
  });
  if (authorize.statusCode !== 200) throw new Error(`authorize failed: ${authorize.body}`);
  const callback = await browser.call('GET', authorize.json<{ redirectTo: string }>().redirectTo);
  return { browser, landing: String(callback.headers.location) };
}
