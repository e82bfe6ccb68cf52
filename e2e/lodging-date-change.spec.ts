import {
  addCard,
  fillGuest,
  isoDateIn,
  nycAvailability,
  openAs,
  openFirstHotel,
  readConfirmation,
  typeNewDates,
} from './booking-helpers';
import { CONSUMER, CORPORATE, expect, test } from './fixtures';

/**
 * A stay's self-serve date change (issue 22): book a free-cancellation room, change its dates
 * from the trip page, see the difference, pay it or get it back, same confirmation code.
 */
for (const [tenant, origin, who, days] of [
  ['card holders', CONSUMER, 'Ada Lovelace', 90],
  ['business travellers', CORPORATE, 'Grace Hopper', 96],
] as const) {
  test(`${tenant} change a booked hotel's dates, paying more then getting money back`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openAs(page, origin, who, nycAvailability(days, 2));
    await openFirstHotel(page);
    const rate = page
      .getByRole('listitem')
      .filter({ hasText: /Free cancellation/ })
      .filter({ has: page.getByRole('button', { name: 'Reserve' }) })
      .first();
    await rate.getByRole('button', { name: 'Reserve' }).click({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/hotels\/book\?quoteId=/, { timeout: 30_000 });
    const [given = '', surname = ''] = who.split(' ');
    await fillGuest(page, given, surname);
    await addCard(page, '4111 1111 1111 1111', '1111');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    const { code } = await readConfirmation(page);
    await page.getByRole('link', { name: 'View your trip' }).click();
    await expect(page.getByTestId('trip-code')).toHaveText(code);

    // One more night: the card pays the difference.
    await page.getByRole('link', { name: 'Change dates' }).click();
    await expect(page).toHaveURL(/\/trips\/change\?bookingId=hb_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change your dates' })).toBeVisible();
    await expect(page.getByText(/You can change the dates online until /)).toBeVisible();
    await typeNewDates(page, isoDateIn(days), isoDateIn(days + 3));
    await page.getByRole('button', { name: 'See the price for these dates' }).click();
    const more = page.getByRole('heading', { name: /^You pay \$[\d,]+\.\d{2} more$/ });
    await expect(more).toBeVisible({ timeout: 20_000 });
    await expect(more.locator('..')).toBeFocused();
    await expect(page.getByTestId('date-change-new-nights')).toHaveText('3 nights');
    await expect(page.getByText('Charged to Visa ending 1111')).toBeVisible();
    await page.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2} and change my dates$/ }).click();
    const done = page.getByRole('region', { name: 'Your dates are changed' });
    await expect(done).toBeVisible({ timeout: 30_000 });
    await expect(done).toBeFocused();
    await expect(done.getByTestId('date-change-code')).toHaveText(
      `Your confirmation code stays ${code}.`,
    );
    await expect(
      done.getByText(/^\$[\d,]+\.\d{2} was charged to Visa ending 1111\.$/),
    ).toBeVisible();

    // The trip shows the new dates under the same code.
    await done.getByRole('link', { name: 'View the trip' }).click();
    await expect(page.getByTestId('trip-code')).toHaveText(code);
    await expect(page.getByText('3 nights', { exact: true })).toBeVisible();

    // Back to two nights, a day later: the difference comes back to the card.
    await page.getByRole('link', { name: 'Change dates' }).click();
    await typeNewDates(page, isoDateIn(days + 1), isoDateIn(days + 3));
    await page.getByRole('button', { name: 'See the price for these dates' }).click();
    await expect(
      page.getByRole('heading', { name: /^We’ll refund \$[\d,]+\.\d{2} to your card$/ }),
    ).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Change my dates' }).click();
    const refunded = page.getByRole('region', { name: 'Your dates are changed' });
    await expect(refunded).toBeVisible({ timeout: 30_000 });
    await expect(refunded.getByText(`Your confirmation code stays ${code}.`)).toBeVisible();
    await expect(refunded.getByText('Visa ending 1111')).toBeVisible();
    await refunded.getByRole('link', { name: 'View the trip' }).click();
    await expect(page.getByTestId('trip-code')).toHaveText(code);
    await expect(page.getByText('2 nights', { exact: true })).toBeVisible();
  });
}
