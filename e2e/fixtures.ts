import { expect, request, type APIResponse, type Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const CONSUMER = `http://localhost:${PORT}`;
export const CORPORATE = `http://corporate.localhost:${PORT}`;
export const ADMIN = `http://admin.localhost:${PORT}`;
/** The demo admin who signs in to the sandbox console and outbox on the admin host. */
export const DEMO_ADMIN = 'Grace Hopper';

/** Opens a page of the portal and signs in through the sandbox identity provider, as a person would. */
export async function signInAs(
  page: Page,
  origin: string,
  displayName: string,
  path = '/',
): Promise<void> {
  await page.goto(`${origin}${path}`);
  // The page asks who is signed in, is sent to the sign-in attempt, then lists the demo people.
  await expect(page.getByRole('heading', { name: 'Choose a demo account' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: `Sign in as ${displayName}` }).click();
}

/** The first-session welcome appears once per person; step past it when it shows. */
export async function passFirstSession(page: Page): Promise<void> {
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/sandbox-idp'),
  );
  if (new URL(page.url()).pathname.startsWith('/auth/ftux')) {
    await page.getByRole('button', { name: 'Get started' }).click();
    // The welcome records that it was seen, then moves on: a test's own navigation must come
    // after that move, or the hand-off lands on top of it.
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/ftux'), { timeout: 20_000 });
  }
}

/** The sandbox console's API (`/admin/api/v0/sandbox…`), signed in as the demo admin. */
export interface SandboxConsoleApi {
  get(path: string): Promise<APIResponse>;
  post(path: string, data?: unknown): Promise<APIResponse>;
  delete(path: string): Promise<APIResponse>;
  dispose(): Promise<void>;
}

/**
 * Signs the demo admin in on the admin host over HTTP, as the browser would, for the console's
 * API. Node does not resolve admin.localhost, so calls go to the loopback address and name the
 * admin host in their Host header; the session's cookies stay in this request context.
 */
export async function openSandboxConsoleApi(): Promise<SandboxConsoleApi> {
  const api = await request.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    extraHTTPHeaders: { Host: `admin.localhost:${PORT}` },
  });
  const { loginUri } = (await (await api.get('/api/v0/login/code')).json()) as {
    loginUri: string;
  };
  const state = new URL(loginUri, ADMIN).searchParams.get('state') ?? '';
  const authorize = await api.post('/api/v0/sandbox-idp/authorize', {
    data: { state, subject: 'sandbox|usr_grace' },
  });
  expect(authorize.status()).toBe(200);
  const { redirectTo } = (await authorize.json()) as { redirectTo: string };
  await api.get(redirectTo, { maxRedirects: 0 });
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'wf_csrf')?.value;
  expect(csrf, 'the admin is signed in').toBeTruthy();
  const unsafe = { 'X-CSRF-Token': csrf ?? '' };
  const url = (path: string) => `/admin/api/v0/sandbox${path}`;
  return {
    get: (path) => api.get(url(path)),
    post: (path, data) =>
      api.post(url(path), { headers: unsafe, ...(data === undefined ? {} : { data }) }),
    delete: (path) => api.delete(url(path), { headers: unsafe }),
    dispose: () => api.dispose(),
  };
}
