import { randomUUID } from 'node:crypto';
import { addCard, fillGuest, nycAvailability, openAs, openFirstHotel } from './booking-helpers';
import {
  ADMIN,
  CONSUMER,
  CORPORATE,
  DEMO_ADMIN,
  expect,
  openSandboxConsoleApi,
  test,
  type Page,
} from './fixtures';

/**
 * Split payment across travellers (issue 23): the booker pays their share, the other traveller
 * pays theirs from the e-mailed link without signing in. A declined card may be replaced until
 * the deadline; at the deadline everything is released and nothing is booked. The deadline moves
 * the travel clock, so this file runs in the console's serial project.
 */

/**
 * Books the first room of a New York hotel `days` ahead, split with one traveller; with
 * `freeCancellation`, the first refundable hotel's first rate cancelled free (so a cancellation
 * gives the whole stay back).
 */
async function bookSplitStay(
  page: Page,
  days: number,
  friendEmail: string,
  { freeCancellation = false }: { freeCancellation?: boolean } = {},
): Promise<string> {
  await openAs(
    page,
    CONSUMER,
    'Marcus Chen',
    `${nycAvailability(days, 2)}${freeCancellation ? '&refundable=1' : ''}`,
  );
  await openFirstHotel(page);
  await (
    freeCancellation
      ? page.locator('.wf-rate').filter({ hasText: 'Free cancellation until' }).first()
      : page
  )
    .getByRole('button', { name: 'Reserve' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hotels\/book\?quoteId=/, { timeout: 30_000 });
  await fillGuest(page, 'Marcus', 'Chen');
  await addCard(page, '4242 4242 4242 4242', '4242');

  await page.getByRole('checkbox', { name: 'Split the payment' }).check();
  await expect(page.getByRole('radio', { name: 'Me and my travellers' })).toBeChecked();
  await page.getByLabel('Your name, as your travellers will see it').fill('Marcus');
  await page.getByLabel('Who pays share 2').fill('Sam Friend');
  await page.getByLabel('Their e-mail').fill(friendEmail);
  // The shares are checked as they are typed: a cent short is named, an even split adds up.
  const yours = page.getByLabel('Amount of your share');
  const evenly = await yours.inputValue();
  await yours.fill((Number(evenly) - 0.01).toFixed(2));
  await expect(page.getByText(/still to share out of/)).toBeVisible();
  await page.getByRole('button', { name: 'Split evenly' }).click();
  await expect(page.getByText(/^The shares add up to \$[\d,]+\.\d{2}\.$/)).toBeVisible();

  await page.getByRole('button', { name: /^Book for \$/ }).click();
  await expect(page).toHaveURL(/\/hotels\/book\/confirm\?bookingId=/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Waiting for the other payments' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Waiting for 1 of 2 payments — until /)).toBeVisible();
  const shares = page.getByTestId('split-share');
  await expect(shares.nth(0)).toContainText('Paid (authorized)');
  await expect(shares.nth(1)).toContainText('Sam Friend');
  await expect(shares.nth(1)).toContainText('Waiting for payment');
  return new URL(page.url()).searchParams.get('bookingId') ?? '';
}

/** The link e-mailed to `email`, read in the sandbox outbox on the admin host. */
async function readShareLink(page: Page, email: string): Promise<string> {
  await openAs(page, ADMIN, DEMO_ADMIN, '/sandbox/outbox');
  const item = page.getByRole('link').filter({ hasText: email }).first();
  await expect(item).toBeVisible({ timeout: 20_000 });
  await item.click();
  const text = page.locator('pre');
  await expect(text).toContainText('/split-payment/pay?token=');
  const link = /(https?:\/\/\S+\/split-payment\/pay\?token=[\w-]+)/.exec(
    (await text.textContent()) ?? '',
  )?.[1];
  if (!link) throw new Error('no share link in the e-mail');
  return link;
}

/** Types a card into the payer page's vault frame. */
async function enterCard(page: Page, number: string, lastFour: string): Promise<void> {
  const frame = page.frameLocator('iframe[title^="Card details"]');
  await expect(frame.getByLabel('Name on card')).toBeVisible({ timeout: 30_000 });
  await frame.getByLabel('Name on card').fill('Sam Friend');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Billing ZIP or postal code').fill('10001');
  const chosen = page.getByText(new RegExp(`Paying with .* ending ${lastFour}`));
  const use = frame.getByRole('button', { name: 'Use this card' });
  await expect(async () => {
    if (await use.isVisible()) await use.click({ timeout: 2_000 });
    await expect(chosen).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** The traveller opens the link signed out: the trip, their share, the deadline. */
async function openShareSignedOut(page: Page, link: string): Promise<void> {
  // Leave the signed-in page first, so none of its late calls meets the cleared cookies.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay your share' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByText('Marcus booked this trip and asked you to pay your share.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Stay at / })).toBeVisible();
  await expect(page.getByTestId('share-amount')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(
    page.getByText(/^Pay by .*Nothing is charged until every share is paid\.$/),
  ).toBeVisible();
}

test.describe('split payment', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the second share is declined and the deadline passes: nothing is booked, the first share is released', async ({
    page,
  }) => {
    const friend = `sam+${randomUUID().slice(0, 8)}@example.com`;
    const bookingId = await bookSplitStay(page, 45, friend);
    const link = await readShareLink(page, friend);

    await openShareSignedOut(page, link);
    await enterCard(page, '4000 0000 0000 0002', '0002');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Your card was declined. Try another card before',
    );

    // The deadline (24 hours on the travel clock) passes with the share unpaid.
    const consoleApi = await openSandboxConsoleApi();
    try {
      const moved = await consoleApi.post('/clock', { offsetMinutes: 24 * 60 + 5 });
      expect(moved.status(), await moved.text()).toBe(200);
      await expect
        .poll(
          async () => {
            await page.goto(link);
            return page
              .getByRole('heading', { level: 1, name: 'This share can no longer be paid' })
              .isVisible();
          },
          { timeout: 30_000, intervals: [1_000] },
        )
        .toBe(true);
    } finally {
      await consoleApi.post('/clock', { offsetMinutes: 0 });
      await consoleApi.dispose();
    }

    // The booker sees that nothing was booked and every authorization was released.
    await openAs(page, CONSUMER, 'Marcus Chen', `/hotels/book/confirm?bookingId=${bookingId}`);
    await expect(
      page.getByText(/Not every share was paid in time, so the hold ended\./),
    ).toBeVisible({
      timeout: 20_000,
    });
    const split = await page.request.get(`/api/v0/splitPayments/bookings/${bookingId}`);
    expect(await split.json()).toMatchObject({
      status: 'Released',
      shares: [{ status: 'Released' }, { status: 'Expired' }],
    });
    await page.goto('/trips');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(bookingId)).toHaveCount(0);
  });

  test('the traveller pays their share: confirmed, the trip lists the shares, and cancelling refunds each card', async ({
    page,
  }) => {
    const friend = `sam+${randomUUID().slice(0, 8)}@example.com`;
    const bookingId = await bookSplitStay(page, 52, friend, { freeCancellation: true });
    const link = await readShareLink(page, friend);

    // The link opened under the other tenant shows nothing of the booking: a clear page.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto(link.replace(new URL(link).origin, CORPORATE));
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^Stay at /)).toHaveCount(0);

    await openShareSignedOut(page, link);
    await enterCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you — your share is paid' }),
    ).toBeVisible({ timeout: 20_000 });

    await openAs(page, CONSUMER, 'Marcus Chen', `/hotels/book/confirm?bookingId=${bookingId}`);
    await expect(page.getByRole('heading', { name: 'Your stay is booked' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('confirmation-code')).toHaveText(/^H-[A-Z0-9]{6}$/);

    // The trip page lists who paid each share, with which card, the amount and its state.
    await page.goto(`/trips/${bookingId}`);
    const section = page.getByTestId('trip-payment-shares');
    await expect(section.getByRole('heading', { level: 2, name: 'Payment shares' })).toBeVisible({
      timeout: 20_000,
    });
    const rows = section.getByTestId('trip-payment-share');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('You');
    await expect(rows.nth(0)).toContainText('Visa ending 4242');
    await expect(rows.nth(0)).toContainText('Charged');
    await expect(rows.nth(1)).toContainText('Sam Friend');
    await expect(rows.nth(1)).toContainText('Mastercard ending 4444');
    await expect(rows.nth(1)).toContainText('Charged');
    // The receipt lists them too.
    await page.getByRole('button', { name: 'Receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Itemized receipt' });
    await expect(receipt.getByRole('heading', { level: 3, name: 'Payment shares' })).toBeVisible();
    await expect(receipt.getByText('Mastercard ending 4444')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(receipt).toBeHidden();

    // Cancelling gives each share back to its own card.
    const code = (await page.getByTestId('trip-code').textContent()) ?? '';
    await page.getByRole('button', { name: 'Cancel trip' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel trip ${code}` });
    await expect(dialog.getByRole('heading', { name: 'What you get back' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByText(/Visa ending 4242/)).toBeVisible();
    await expect(dialog.getByText(/Mastercard ending 4444/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirm the cancellation' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your trip is cancelled' })).toBeVisible({
      timeout: 30_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'This trip is cancelled' })).toBeVisible();
    await page.reload();
    await expect(section.getByRole('columnheader', { name: 'Refunded' })).toBeVisible({
      timeout: 20_000,
    });
    for (const row of [rows.nth(0), rows.nth(1)])
      await expect(row.getByRole('cell').last()).toHaveText(/^\$[\d,]+\.\d{2}$/);
    const split = await page.request.get(`/api/v0/splitPayments/bookings/${bookingId}`);
    const shares = (
      (await split.json()) as {
        shares: { amount: { amountMinor: number }; refunded: { amountMinor: number } | null }[];
      }
    ).shares;
    expect(shares.map((s) => s.refunded?.amountMinor)).toEqual(
      shares.map((s) => s.amount.amountMinor),
    );
  });
});
