import {
  addCard,
  expectBookingAlert,
  expectStayBooked,
  fillGuest,
  nycAvailability,
  openAs,
  openFirstHotel,
} from './booking-helpers';
import { CONSUMER, CORPORATE, expect, test, type Page } from './fixtures';

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
  await expectStayBooked(other);
  await other.close();
}

test.describe('hotel booking', () => {
  // Sign-in, a hotel list, its rooms, a quote and a booking: more than one journey's default.
  test.describe.configure({ timeout: 90_000 });

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

    await expect(page).toHaveURL(/\/hotels\/book\?quoteId=/, { timeout: 30_000 });
    const summary = page.getByRole('complementary');
    await expect(summary.getByText('Refundable room')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();

    // Nothing typed yet: each missing field is named beside it, the alert in view and focused.
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expectBookingAlert(page, 'Check the highlighted details, then book again.');
    await expect(page.getByText('This is needed to book.').first()).toBeVisible();

    await fillGuest(page, 'Ada', 'Lovelace');
    await page.getByRole('radio', { name: /Venture X ending 4821/ }).check();
    await page.getByLabel('Miles to use').last().fill('20000');
    await expect(summary.getByText('−$200.00')).toBeVisible();
    await addCard(page, '5555 5555 5555 4444', '4444');
    // What the miles pay is named in miles.
    await page.getByRole('button', { name: /^Book for \$[\d,]+\.\d{2} \+ 20,000 miles$/ }).click();

    await expectStayBooked(page);
    const confirmation = page.getByRole('region', { name: 'Your stay is booked' });
    await expect(confirmation.getByText('Ada Lovelace')).toBeVisible();
    await expect(confirmation.getByText('Rewards')).toBeVisible();
    await expect(confirmation.getByText('$200.00')).toBeVisible();
    await expect(confirmation.getByText('Card', { exact: true })).toBeVisible();
    await expect(page.getByRole('complementary').getByText('Refundable room')).toBeVisible();
    // The confirmation links to the trip, and Back leads there rather than to a live form.
    const bookingId = new URL(page.url()).searchParams.get('bookingId') ?? '';
    await expect(confirmation.getByRole('link', { name: 'View your trip' })).toHaveAttribute(
      'href',
      `/trips/${bookingId}`,
    );
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/trips/${bookingId}$`));
    await expect(page.getByRole('heading', { name: 'Who is checking in?' })).toBeHidden();
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

  test('an arranger books a room for a colleague under the colleague’s tier', async ({ page }) => {
    // Katherine's Standard tier needs approval; booking for Grace, Grace's Executive tier judges.
    await openAs(page, CORPORATE, 'Katherine Johnson', nycAvailability(70, 2));
    await openFirstHotel(page);
    // Every rate says where it stands against Katherine's tier.
    await expect(page.locator('.wf-rate .wf-policy-badge').first()).toBeVisible();
    await page.getByRole('button', { name: 'Reserve' }).first().click({ timeout: 20_000 });
    // Reserve prices the room again with the supplier before the booking page opens.
    await expect(page).toHaveURL(/\/hotels\/book\?quoteId=/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Travel policy: Standard' })).toBeVisible();
    await page.getByLabel('Saved traveler').selectOption({ label: 'Grace Hopper' });
    await expect(page.getByRole('heading', { name: 'Travel policy: Executive' })).toBeVisible();
    await expect(page.getByLabel('Given name')).toHaveValue('Grace');
    await page.getByLabel('Phone').fill('+1 212 555 0147');
    // Over Katherine's Standard cap, the stay is within Grace's Executive tier: no reason asked.
    await expect(page.getByText('This trip is within your travel policy.')).toBeVisible();
    await expect(page.getByLabel('Why do you need this trip?')).toHaveCount(0);
    await addCard(page, '4111 1111 1111 1111', '1111');
    // Grace's tier books at once: no approval asked.
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expectStayBooked(page);
  });
});
