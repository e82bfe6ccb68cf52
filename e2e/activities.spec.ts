import { addCard, isoDateIn, openAs, readConfirmation } from './booking-helpers';
import { CONSUMER, CORPORATE, expect, test, type Page } from './fixtures';

/** Paris, `days` ahead, for two days (each journey its own dates). */
function parisSearch(days: number): string {
  return `locationName=Paris&cityCode=C2988507&fromDate=${isoDateIn(days)}&untilDate=${isoDateIn(days + 1)}`;
}

/**
 * From the search form to a booked experience for two adults and a child: the results with a
 * category filter and a sort, the activity's page (itinerary, meeting point, inclusions, policy),
 * a time slot priced by age band, the booking page with the lead traveller, the confirmation.
 */
async function bookFamilyTour(
  page: Page,
  origin: string,
  who: string,
  days: number,
): Promise<string> {
  await openAs(page, origin, who, `/activities/search?${parisSearch(days)}`);
  const nav = page.getByRole('navigation', { name: /products/i });
  await expect(nav.getByRole('link', { name: 'Experiences' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByLabel('Where')).toHaveValue('Paris');
  await page.getByLabel('Category').selectOption({ label: 'Tours' });
  await page.getByRole('button', { name: 'Search experiences' }).click();
  await expect(page).toHaveURL(/\/activities\/availability\?.*categoryTagId=Tours/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Things to do in Paris' }),
  ).toBeVisible();
  const list = page.locator('ul.wf-activity-list');
  await expect(list.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: 'Tours' })).toBeChecked();
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page.getByText(/^Showing \d+ of \d+ experiences$/)).toBeVisible();
  // Every card is a tour with a picture, a duration, a rating and a price from.
  await expect(list.getByText('Tours', { exact: true }).first()).toBeVisible();
  await expect(list.getByText(/^From \$[\d,.]+ per adult$/).first()).toBeVisible();
  await list.getByRole('heading').getByRole('link').first().click();

  await expect(page).toHaveURL(/\/activities\/shop\?.*activityId=A\d+-/);
  await expect(page).toHaveURL(/entryType=availability/);
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Meeting point' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Map of the meeting point/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What’s included' })).toBeVisible();
  await expect(page.getByText(/^Free cancellation until 24 hours before the start/)).toBeVisible();

  await page.getByLabel('Date').fill(isoDateIn(days));
  await page.getByRole('button', { name: /^More: children/i }).click();
  const slots = page.getByRole('group', { name: 'Times and tickets' });
  await expect(slots.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  await slots.getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/activities\/book\?quoteId=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Who is going?' })).toBeVisible({
    timeout: 20_000,
  });
  const summary = page.getByRole('complementary');
  await expect(summary.getByText(/^2 adults × \$/)).toBeVisible();
  await expect(summary.getByText(/^1 child × \$/)).toBeVisible();
  // Booking without a lead traveller names the field.
  await page.getByLabel('Phone').fill('+33 1 55 01 02 03');
  await addCard(page, '4111 1111 1111 1111', '1111');
  await page.getByRole('button', { name: /^Book for \$/ }).click();
  await expect(page.getByText('Choose the lead traveller.')).toBeVisible();
  await page.getByLabel('Lead traveller').selectOption({ label: who });
  await page.getByRole('button', { name: /^Book for \$/ }).click();
  const { code } = await readConfirmation(page);
  await expect(page.getByRole('heading', { name: 'Your experience is booked' })).toBeVisible();
  return code;
}

/** The experience in trips: its card, its page with the state and modals, then cancelled. */
async function cancelFromTrips(page: Page, origin: string, code: string): Promise<void> {
  await page.goto(`${origin}/trips/`);
  const card = page.getByRole('article').filter({ hasText: code });
  await expect(card.getByText('Experience', { exact: true })).toBeVisible({ timeout: 20_000 });
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('trip-code')).toHaveText(code);
  await expect(page.getByTestId('experience-state')).toHaveText(
    'Free cancellation: everything comes back',
  );
  await page.getByRole('button', { name: 'Experience itinerary' }).click();
  const itinerary = page.getByRole('dialog', { name: 'Experience itinerary' });
  await expect(itinerary.getByText(/^Meet at: /)).toBeVisible();
  await itinerary.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Cancel experience' }).click();
  const before = page.getByRole('dialog', { name: 'Cancel experience' });
  await expect(before.getByText(/^Free cancellation until /)).toBeVisible();
  await before.getByRole('button', { name: 'See what comes back' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel trip ${code}` });
  await expect(dialog.getByRole('heading', { name: 'What you get back' })).toBeVisible({
    timeout: 20_000,
  });
  const paid = await dialog.getByTestId('cancel-paid').textContent();
  await expect(dialog.getByTestId('cancel-refund-total')).toHaveText(paid ?? '');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Confirm the cancellation' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel trip' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your trip is cancelled' })).toBeVisible({
    timeout: 20_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'This trip is cancelled' })).toBeVisible();
  await expect(page.getByText(/^Cancelled free of charge: \$[\d,.]+ refunded\.$/)).toBeVisible();
}

test.describe('experiences', () => {
  // Sign-in, a search, the activity, a quote, a booking and a cancellation.
  test.describe.configure({ timeout: 150_000 });

  test('a card holder books a tour for two adults and a child, sees it in trips and cancels it', async ({
    page,
  }) => {
    const code = await bookFamilyTour(page, CONSUMER, 'Ada Lovelace', 41);
    await expect(page.getByText(/^You earned [\d,]+ miles/)).toBeVisible();
    await cancelFromTrips(page, CONSUMER, code);
  });

  test('a business traveller books the same way, in policy, and cancels it', async ({ page }) => {
    const code = await bookFamilyTour(page, CORPORATE, 'Grace Hopper', 43);
    await cancelFromTrips(page, CORPORATE, code);
  });
});
