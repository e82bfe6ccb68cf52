import { expect, test } from './fixtures';
import { addCard, bookFlight, isoDateIn, openAs, readConfirmation } from './booking-helpers';
import { CONSUMER } from './fixtures';

test.describe('my trips', () => {
  test('a flight paid with miles and a card: Upcoming, the receipt, and a full refund in the void window', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { code, email } = await bookFlight(page, CONSUMER, 'Ada Lovelace', 'BOS-ORD', 33, {
      miles: 5_000,
    });

    await page.goto(`${CONSUMER}/trips/`);
    await expect(page.getByRole('heading', { name: 'My trips', level: 1 })).toBeVisible();
    const upcoming = page.getByRole('tab', { name: /^Upcoming trips/ });
    await expect(upcoming).toHaveAttribute('aria-selected', 'true');
    // The spec's sections that work today, in order, with a count (watched trips shows once
    // something is watched, price-watch.spec.ts; trips with offers, travel-credits.spec.ts).
    await expect(page.getByRole('tab')).toHaveText([
      /^Upcoming trips \d+$/,
      /^Frozen prices \d+$/,
      /^Airline travel credits \d+$/,
      /^Past trips \d+$/,
      /^Trips with offers \d+$/,
    ]);
    const card = page.getByRole('article').filter({ hasText: code });
    await expect(card.getByText('Confirmed')).toBeVisible();
    await expect(card.getByText('Upcoming', { exact: true })).toBeVisible();
    await card.getByRole('link').click();

    await expect(page).toHaveURL(/\/trips\/[^/]+$/);
    await expect(page.getByTestId('trip-code')).toHaveText(code);
    await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
    // The page and the cancel dialog say the same: free, inside the void window.
    await expect(page.getByTestId('trip-cancel-terms')).toHaveText(/^Free until /);
    await expect(page.getByText(/Check-in opens /)).toBeVisible();

    await page.getByRole('button', { name: 'Receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Itemized receipt' });
    await expect(receipt.getByRole('heading', { name: 'Paid with' })).toBeVisible();
    await expect(receipt.getByText(/Mastercard ending 4444/)).toBeVisible();
    await expect(receipt.getByText(/^5,000 miles/)).toBeVisible();
    await expect(receipt.getByTestId('receipt-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await page.keyboard.press('Escape');
    await expect(receipt).toBeHidden();

    // The confirmation goes again to the booking's address (or the person's own): no typed one.
    await page.getByRole('button', { name: 'Resend confirmation' }).click();
    const resend = page.getByRole('dialog', { name: 'Resend confirmation' });
    await expect(resend.getByText(email)).toBeVisible();
    await expect(resend.getByRole('textbox')).toHaveCount(0);
    await resend.getByRole('button', { name: 'Send confirmation' }).click();
    await expect(resend.getByRole('status')).toHaveText(`We sent the confirmation to ${email}.`);
    await resend.getByRole('button', { name: 'Close' }).click();
    await expect(resend).toBeHidden();

    await page.getByRole('button', { name: 'Cancel trip' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel trip ${code}` });
    await expect(dialog.getByRole('heading', { name: 'What you get back' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByRole('heading', { name: 'What you get back' })).toBeFocused();
    await expect(dialog.getByText(/free cancellation window until/)).toBeVisible();
    const refunds = dialog.getByRole('definition').filter({ hasText: /\$/ });
    await expect(refunds.first()).toBeVisible();
    // Both sources come back: the card and the miles.
    await expect(dialog.getByText(/Mastercard ending 4444/)).toBeVisible();
    await expect(dialog.getByText(/^5,000 miles/)).toBeVisible();
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
    // One spelling: the booking status and the trip's time status both say Cancelled.
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/\bCanceled\b/)).toHaveCount(0);
    await expect(page.getByTestId('trip-cancel-terms')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel trip' })).toBeHidden();

    // A cancelled trip moves to Past trips.
    await page.goto(`${CONSUMER}/trips/?tab=past`);
    await expect(page.getByRole('tab', { name: /^Past trips/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('article').filter({ hasText: code })).toBeVisible();
  });

  test('a non-refundable hotel rate: the non-refundable step, then cancelled anyway', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAs(
      page,
      CONSUMER,
      'Marcus Chen',
      `/hotels/availability?locationName=New+York+City&location=city%3AC5128581&fromDate=${isoDateIn(80)}&untilDate=${isoDateIn(82)}`,
    );
    const first = page.locator('.wf-hotel-card').first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/hotels\/shop\?/);
    // A non-refundable rate is the one that offers the refundable-room variant; leave it off.
    const rate = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: /^Make it refundable/ }) })
      .first();
    await rate.getByRole('button', { name: 'Reserve' }).click({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/hotels\/book\?quoteId=/);
    await expect(page.getByRole('heading', { name: 'Who is checking in?' })).toBeVisible();
    await page.getByLabel('Given name').fill('Marcus');
    await page.getByLabel('Surname').fill('Chen');
    await page.getByLabel('Phone').fill('+1 212 555 0147');
    await addCard(page, '4111 1111 1111 1111', '1111');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    const { code } = await readConfirmation(page);

    await page.goto(`${CONSUMER}/trips/`);
    await page.getByRole('article').filter({ hasText: code }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
    await expect(page.getByText('Non-refundable', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel trip' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel trip ${code}` });
    await expect(dialog.getByRole('heading', { name: 'This trip is non-refundable' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByText(/nothing comes back/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel anyway' }).click();
    await expect(dialog.getByText(/Nothing comes back\. This can’t be undone\./)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your trip is cancelled' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a trip looked up by code and e-mail while signed out is read-only', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { code, email } = await bookFlight(page, CONSUMER, 'Marcus Chen', 'SEA-DEN', 45);

    const context = await browser.newContext();
    const guest = await context.newPage();
    await guest.goto(`${CONSUMER}/trips/find`);
    await expect(guest.getByRole('heading', { name: 'Find a trip', level: 1 })).toBeVisible();

    await guest.getByRole('button', { name: 'Find my trip' }).click();
    await expect(guest.getByText('Enter the confirmation code from your e-mail.')).toBeVisible();
    await expect(guest.getByLabel('Confirmation code')).toHaveAttribute('aria-invalid', 'true');

    await guest.getByLabel('Confirmation code').fill(code);
    await guest.getByLabel('E-mail address').fill('someone.else@example.com');
    await guest.getByRole('button', { name: 'Find my trip' }).click();
    await expect(guest.getByRole('alert')).toBeVisible();

    await guest.getByLabel('E-mail address').fill(email);
    await guest.getByRole('button', { name: 'Find my trip' }).click();
    await expect(guest.getByTestId('trip-code')).toHaveText(code);
    await expect(guest.getByRole('heading', { name: 'Sign in to manage this trip' })).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Cancel trip' })).toHaveCount(0);
    await expect(guest).toHaveURL(/\/trips\/find$/);
    await context.close();
  });
});
