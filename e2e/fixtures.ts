import { expect, type Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const CONSUMER = `http://localhost:${PORT}`;
export const CORPORATE = `http://corporate.localhost:${PORT}`;
export const ADMIN = `http://admin.localhost:${PORT}`;

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
