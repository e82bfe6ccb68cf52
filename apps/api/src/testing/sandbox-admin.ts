import { SandboxConsoleStateSchema, type SandboxConsoleState } from '@wayfare/contracts/sandbox';
import { expect } from 'vitest';
import { ADMIN_HOST, signIn, type Browser, type TestApp } from './test-app';

/** The sandbox console's API (admin host). */
export const SANDBOX_CONSOLE_API = '/admin/api/v0/sandbox';

/** The demo admin Grace Hopper, signed in on the admin host once per app. */
const admins = new WeakMap<TestApp['app'], Browser>();

export async function signInSandboxAdmin(t: Pick<TestApp, 'app'>): Promise<Browser> {
  const known = admins.get(t.app);
  if (known) return known;
  const { browser } = await signIn(t.app, ADMIN_HOST, 'usr_grace');
  admins.set(t.app, browser);
  return browser;
}

/** A console or outbox call on the admin host, as the signed-in admin. */
export async function callAsSandboxAdmin(
  t: Pick<TestApp, 'app'>,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return (await signInSandboxAdmin(t)).call(method, url, payload);
}

/** A console call that must succeed: its answer, checked against the schema. */
export async function readConsoleAnswer(
  t: Pick<TestApp, 'app'>,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<SandboxConsoleState> {
  const res = await callAsSandboxAdmin(t, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return SandboxConsoleStateSchema.parse(res.json());
}
