import { expect, test, type Page } from '@playwright/test';
import { addCard, isoDateIn } from './booking-helpers';
import { CONSUMER, CORPORATE, passFirstSession, signInAs } from './fixtures';

/** New York City hotels for a stay starting `days` from now (each test books its own dates). */
function nycAvailability(days: number, nights: number): string {
  return `/hotels/availability?locationName=New+York+City&location=city%3AC5128581&fromDate=${isoDateIn(days)}&untilDate=${isoDateIn(days + nights)}`;
}

/** Signs in straight to a page and waits for the sign-in hand-off to land there. */
async function openAs(page: Page, origin: string, who: string, path: string): Promise<void> {
  await signInAs(page, origin, who, path);
  await passFirstSession(page);
  const pathname = path.split('?')[0] ?? path;
  await page
    .waitForURL((url) => url.pathname === pathname, { timeout: 10_000 })
    .catch(() => undefined);
  if (new URL(page.url()).pathname !== pathname) await page.goto(`${origin}${path}`);
}

/** Opens the first hotel of the list and waits for its rooms. */
async function openFirstHotel(page: Page): Promise<void> {
  const first = page.locator('.wf-hotel-card').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/hotels\/shop\?/);
  await expect(page.getByRole('button', { name: 'Reserve' }).first()).toBeVisible({
    timeout: 20_000,
  });
}

async function fillGuest(page: Page, given: string, surname: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Who is checking in?' })).toBeVisible();
  await page.getByLabel('Given name').fill(given);
  await page.getByLabel('Surname').fill(surname);
  await page.getByLabel('Phone').fill('+1 212 555 0147');
}

async function expectBooked(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/hotels\/book\/confirm\?bookingId=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your stay is booked' })).toBeVisible();
  await expect(page.getByTestId('confirmation-code')).toHaveText(/^H-[A-Z0-9]{6}$/);
}

/** Books `rooms` rooms of a room type in another tab, as a second booking would take them. */
async function bookOutRoomType(
  page: Page,
  shopUrl: URL,
  roomName: string,
  rooms: number,
): Promise<void> {
  const other = await page.context().newPage();
  const params = new URLSearchParams(shopUrl.search);
  params.set('rooms', String(rooms));
  params.set('adults', String(Math.max(2, rooms)));
  await other.goto(`${shopUrl.origin}/hotels/shop?${params.toString()}`);
  const room = other.getByRole('region', { name: roomName, exact: true });
  await room.getByRole('button', { name: 'Reserve' }).first().click({ timeout: 20_000 });
  await fillGuest(other, 'Marcus', 'Chen');
  await addCard(other, '4111 1111 1111 1111', '1111');
  await other.getByRole('button', { name: /^Book for \$/ }).click();
  await expectBooked(other);
  await other.close();
}

test.describe('hotel booking', () => {
  test('a refundable room paid partly with miles, through to the confirmation', async ({
    page,
  }) => {
    await openAs(page, CONSUMER, 'Ada Lovelace', nycAvailability(50, 3));
    await openFirstHotel(page);

    // A non-refundable rate offers the refundable-room variant (card holders' tenant).
    const rate = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: /^Make it refundable/ }) })
      .first();
    await rate.getByRole('checkbox', { name: /^Make it refundable/ }).check();
    await rate.getByRole('button', { name: 'Reserve' }).click();

    await expect(page).toHaveURL(/\/hotels\/book\?quoteId=/);
    const summary = page.getByRole('complementary');
    await expect(summary.getByText('Refundable room')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();

    // Nothing typed yet: each missing field is named beside it.
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expect(page.getByText('Check the highlighted details, then book again.')).toBeVisible();
    await expect(page.getByText('This is needed to book.').first()).toBeVisible();

    await fillGuest(page, 'Ada', 'Lovelace');
    await page.getByRole('radio', { name: /Venture X ending 4821/ }).check();
    await page.getByLabel('Miles to use').last().fill('20000');
    await expect(summary.getByText('−$200.00')).toBeVisible();
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for \$/ }).click();

    await expectBooked(page);
    const confirmation = page.getByRole('region', { name: 'Your stay is booked' });
    await expect(confirmation.getByText('Ada Lovelace')).toBeVisible();
    await expect(confirmation.getByText('Rewards')).toBeVisible();
    await expect(confirmation.getByText('$200.00')).toBeVisible();
    await expect(confirmation.getByText('Card', { exact: true })).toBeVisible();
    await expect(page.getByRole('complementary').getByText('Refundable room')).toBeVisible();
  });

  test('a room sold out while choosing gives RateNotAvailable on the room, with the rooms fetched again', async ({
    page,
  }) => {
    // Two bookings: the other tab's, then this one's attempt.
    test.setTimeout(90_000);
    await openAs(page, CONSUMER, 'Ada Lovelace', nycAvailability(60, 2));
    await openFirstHotel(page);
    const scarce = page
      .locator('section.wf-room')
      .filter({ hasText: /Only \d+ rooms? of this type left/ })
      .first();
    const roomName = (await scarce.getByRole('heading').first().textContent()) ?? '';
    const left = Number(/Only (\d+) rooms?/.exec((await scarce.textContent()) ?? '')?.[1]);
    expect(left).toBeGreaterThan(0);

    // Another booking takes every room of that type that is left.
    await bookOutRoomType(page, new URL(page.url()), roomName, left);

    // Held by name: once the rooms are fetched again it no longer says how few are left.
    const room = page.getByRole('region', { name: roomName, exact: true });
    await room.getByRole('button', { name: 'Reserve' }).first().click();
    await expect(room.getByRole('alert')).toHaveText(
      /^This rate is no longer available: the room sold out/,
    );
    // The rooms are fetched again: that one is sold out, the others can still be reserved.
    await expect(room.getByText(/Sold out/)).toBeVisible();
    await expect(page).toHaveURL(/\/hotels\/shop\?/);
    await expect(page.getByRole('button', { name: 'Reserve' }).first()).toBeEnabled();
  });

  test('a business traveller books a room under the travel policy', async ({ page }) => {
    await openAs(page, CORPORATE, 'Grace Hopper', nycAvailability(70, 2));
    await openFirstHotel(page);
    // Every rate says where it stands against Grace's tier.
    await expect(page.locator('.wf-rate .wf-policy-badge').first()).toBeVisible();
    await page.getByRole('button', { name: 'Reserve' }).first().click();
    await expect(page).toHaveURL(/\/hotels\/book\?quoteId=/);
    await expect(page.getByRole('heading', { name: /^Travel policy: / })).toBeVisible();
    await fillGuest(page, 'Grace', 'Hopper');
    const reason = page.getByLabel('Why do you need this trip?');
    if (await reason.isVisible()) await reason.fill('Client workshop in Midtown all week');
    await addCard(page, '4111 1111 1111 1111', '1111');
    await page.getByRole('button', { name: /^Book for \$|^Request approval/ }).click();
    await expect(page).toHaveURL(/\/hotels\/book\/confirm\?bookingId=/, { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { name: /^Your stay is booked$|approval/i }),
    ).toBeVisible();
  });
});
