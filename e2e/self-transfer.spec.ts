import {
  addCard,
  continueToBook,
  expectFlightConfirmed,
  isoDateIn,
  openShop,
  selectFare,
} from './booking-helpers';
import { CONSUMER, expect, journeyTravelerId, test } from './fixtures';

/*
 * Issue 20: a self-transfer itinerary (two tickets on airlines that don't interline) searched,
 * shown with its marks, booked in one saga and confirmed on /flights/book/virtualInterline/confirm.
 * Stockholm to Barcelona on the sandbox clock's 31st day sells Norwegian to a connecting airport,
 * then another airline: cheaper than any one ticket.
 */
test.describe('self-transfer itineraries', () => {
  test('search, see the marks, book both tickets, open the trip', async ({ page }) => {
    test.setTimeout(90_000);
    await openShop(
      page,
      CONSUMER,
      'Ada Lovelace',
      `tripType=one_way&slices=ARN-BCN-${isoDateIn(31)}&adt=1&cnn=0&ins=0&inf=0&sort=price`,
    );
    await expect(page.getByRole('heading', { name: /Choose a flight/ })).toBeVisible({
      timeout: 20_000,
    });
    const row = page.getByRole('article').filter({ hasText: '2 tickets' }).first();
    await expect(row).toBeVisible();
    await expect(
      row.getByText(/^Self-transfer in .+: collect your bags and check in again$/),
    ).toBeVisible();
    await expect(
      row.getByText(/between flights \(we sell self-transfers with at least 2 h/),
    ).toBeVisible();
    // The guarantee, explained in a disclosure.
    const guarantee = row.getByText('Missed-connection guarantee included');
    await expect(guarantee).toBeVisible();
    await guarantee.click();
    await expect(
      row.getByText(/we rebook you on a qualifying flight at no cost to you/),
    ).toBeVisible();

    // The filter hides them, and the URL keeps it.
    await page.getByRole('checkbox', { name: 'No self-transfers' }).check();
    await expect(page).toHaveURL(/noSelfTransfer=1/);
    await expect(page.getByRole('article').filter({ hasText: '2 tickets' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'No self-transfers' }).uncheck();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Show fares' }).click();
    await row
      .getByRole('list', { name: 'Fares for this flight' })
      .getByRole('button', { name: /^Select / })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Review your itinerary' })).toBeVisible();
    await expect(page.getByText(/^Ticket 1: /)).toBeVisible();
    await expect(page.getByText(/^Ticket 2: /)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to book' }).click();
    await expect(page).toHaveURL(/\/flights\/book\?quoteId=/);
    await expect(page.getByRole('heading', { name: 'Who is flying' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your tickets' })).toBeVisible();
    await expect(page.getByTestId('booked-ticket')).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Traveler 1 (adult)' })).toHaveValue(
      await journeyTravelerId('Ada Lovelace', 'trv_ada'),
    );
    await page.getByLabel('Phone').fill('+44 20 7946 0958');
    await addCard(page, '4242 4242 4242 4242', '4242');
    await page.getByRole('button', { name: /^Book for \$/ }).click();

    await expect(page).toHaveURL(/\/flights\/book\/virtualInterline\/confirm\?bookingId=/, {
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { name: 'You are booked!' })).toBeVisible({
      timeout: 30_000,
    });
    const tickets = page.getByTestId('booked-ticket');
    await expect(tickets).toHaveCount(2);
    await expect(tickets.nth(0)).toContainText(/Airline confirmation [A-Z0-9]{6}/);
    await expect(tickets.nth(1)).toContainText(/Airline confirmation [A-Z0-9]{6}/);
    await expect(page.getByText(/^Self-transfer in .+: collect your bags/)).toBeVisible();
    await expect(page.getByText('Missed-connection guarantee included')).toBeVisible();

    await page.getByRole('link', { name: 'View your trip' }).click();
    await expect(page).toHaveURL(/\/trips\/fb_/);
    await expect(page.getByTestId('booked-ticket')).toHaveCount(2);
    await expect(page.getByText(/^Self-transfer in .+: collect your bags/)).toBeVisible();
  });

  test('a return on an airline that does not interline: a hacker fare, two one-way tickets booked together', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openShop(
      page,
      CONSUMER,
      'Ada Lovelace',
      `tripType=round_trip&slices=LAX-LAS-${isoDateIn(33)},LAS-LAX-${isoDateIn(40)}&adt=1&cnn=0&ins=0&inf=0&sort=price`,
    );
    await selectFare(page);
    await expect(page.getByRole('heading', { name: /Choose a flight/ })).toBeVisible({
      timeout: 20_000,
    });
    // The cheapest departure is a low-cost carrier's, which sells only its own flights: with it
    // chosen, a return on another airline makes two one-way tickets.
    await page.getByRole('checkbox', { name: 'No low-cost carriers' }).check();
    const row = page
      .getByRole('article')
      .filter({ has: page.getByTestId('hacker-fare') })
      .first();
    await expect(row).toBeVisible();
    await expect(row.getByText('Hacker fare · 2 one-way tickets')).toBeVisible();
    await expect(row.getByText('what this flight adds to the trip, all travelers')).toBeVisible();
    await row.getByRole('button', { name: 'Show fares' }).click();
    await row
      .getByRole('list', { name: 'Fares for this flight' })
      .getByRole('button', { name: /^Select / })
      .first()
      .click();

    await expect(page.getByRole('heading', { name: 'Review your itinerary' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Hacker fare: 2 one-way tickets' }),
    ).toBeVisible();
    const reviewed = (await page.locator('.wf-review-total').textContent()) ?? '';
    expect(reviewed).toMatch(/^\$[\d,]+\.\d{2}$/);
    await continueToBook(page);
    // The quote prices what the review showed: no price-difference notice, the same total.
    await expect(page.getByRole('button', { name: `Book for ${reviewed}` })).toBeVisible();
    await expect(page.getByTestId('booked-ticket')).toHaveCount(2);
    await expect(page.getByText(/^Hacker fare: one-way tickets bought together/)).toBeVisible();
    await page.getByLabel('Phone').fill('+1 702 555 0188');
    await addCard(page, '4242 4242 4242 4242', '4242');
    await page.getByRole('button', { name: `Book for ${reviewed}` }).click();

    await expectFlightConfirmed(page, /Round-trip · LAX ⇄ LAS/);
    await expect(page.getByTestId('confirmation-total')).toHaveText(reviewed);
    const tickets = page.getByTestId('booked-ticket');
    await expect(tickets).toHaveCount(2);
    await expect(tickets.nth(0)).toContainText(/Airline confirmation [A-Z0-9]{6}/);
    await expect(tickets.nth(1)).toContainText(/Airline confirmation [A-Z0-9]{6}/);
    // Two one-way tickets, no self-transfer: no guarantee is promised.
    await expect(page.getByText('Missed-connection guarantee included')).toHaveCount(0);
  });
});
