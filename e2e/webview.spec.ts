import {
  addCard,
  expectStayBooked,
  fillGuest,
  isoDateIn,
  nycAvailability,
  openFirstHotel,
} from './booking-helpers';
import { CONSUMER, expect, passFirstSession, signInAs, test, type Page } from './fixtures';

/** What the fake React Native bridge received, parsed (spec §4 travel-app events). */
interface Received {
  event: string;
  funnel: string | null;
  payload: Record<string, unknown>;
}

declare global {
  interface Window {
    travelAppReceived?: string[];
  }
}

/** A phone app's React Native bridge, defined before the portal's own code runs. */
async function installFakeReactNativeBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.travelAppReceived = [];
    Object.defineProperty(window, 'ReactNativeWebView', {
      value: { postMessage: (message: string) => window.travelAppReceived?.push(message) },
    });
  });
}

async function readReceived(page: Page): Promise<Received[]> {
  const raw = await page.evaluate(() => window.travelAppReceived ?? []);
  return raw.map((message) => JSON.parse(message) as Received);
}

test.describe('the portal in a phone app', () => {
  test("a flight deep link naming a city fills the search's destination and days", async ({
    page,
  }) => {
    // Someone other than the booking journey's person: the two run side by side.
    await signInAs(page, CONSUMER, 'Owen Brooks', '/');
    await passFirstSession(page);
    const from = isoDateIn(40);
    await page.goto(
      `${CONSUMER}/flights/search?isTravelApp=true&locationName=Paris&fromDate=${from}`,
    );
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(/Paris/);
    // One day only: a one-way trip on it.
    await expect(page.getByRole('radio', { name: 'One-way' })).toBeChecked();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  // Sign-in, the hand-off, a hotel list, its rooms, a quote and a booking.
  test.describe.configure({ timeout: 90_000 });

  test('a webview session has no site header and tells the app about its booking', async ({
    page,
  }) => {
    // The app's own sign-in ends with a session token: here, the sandbox sign-in's session.
    await signInAs(page, CONSUMER, 'Hana Sato', '/');
    await passFirstSession(page);
    const cookies = await page.context().cookies(CONSUMER);
    const token = cookies.find((cookie) => cookie.name === 'wf_session')?.value ?? '';
    expect(token, 'the sandbox sign-in started a session').not.toBe('');
    // The webview holds no cookies: it proves the session with the bearer token alone. The portal
    // page is left first: its late calls (sent once the page has settled) would otherwise meet the
    // cleared cookies and send it to sign in, in the middle of opening the webview.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await installFakeReactNativeBridge(page);

    const next = nycAvailability(84, 2);
    await page.goto(`${CONSUMER}/webview/?next=${encodeURIComponent(next)}#token=${token}`);
    await expect(page).toHaveURL(/\/hotels\/availability\?/);
    await expect(page.locator('.wf-hotel-card').first()).toBeVisible({ timeout: 20_000 });
    // No site header or footer: the page content in its one main landmark.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect
      .poll(async () => (await readReceived(page)).map((m) => `${m.event}:${m.funnel}`))
      .toEqual(expect.arrayContaining(['sessionInitialized:null', 'searchLoaded:hotels']));

    await openFirstHotel(page);
    await page.getByRole('button', { name: 'Reserve' }).first().click();
    await expect(page).toHaveURL(/\/hotels\/book\?quoteId=/, { timeout: 30_000 });
    // Still the app's page after following links: webview mode lasts for the session.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await fillGuest(page, 'Hana', 'Sato');
    await addCard(page, '4111 1111 1111 1111', '1111');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expectStayBooked(page);

    const bookingId = new URL(page.url()).searchParams.get('bookingId');
    await expect
      .poll(async () => (await readReceived(page)).filter((m) => m.event === 'bookingComplete'))
      .toEqual([
        expect.objectContaining({ funnel: 'hotels', payload: { bookingId, isHeld: false } }),
      ]);

    // The session ends (signed out elsewhere): the app hears it, and the page sends the person
    // back to the app rather than to the web's sign-in.
    const signedOut = await page.request.post(`${CONSUMER}/api/v0/logout`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedOut.ok()).toBe(true);
    await page.goto(`${CONSUMER}/trips/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your session has ended' }),
    ).toBeVisible({ timeout: 20_000 });
    expect(page.url()).not.toContain('sandbox-idp');
    await expect
      .poll(async () => (await readReceived(page)).map((m) => m.event))
      .toContain('sessionExpired');
  });
});
