import {
  addCard,
  addProtection,
  chooseFaresAndContinue,
  expectStayBooked,
  fillGuest,
  isoDateIn,
  nycAvailability,
  openAs,
  openFirstHotel,
  openShop,
  readConfirmation,
} from './booking-helpers';
import { CONSUMER, CORPORATE, expect, openSandboxConsoleApi, test, type Page } from './fixtures';

/** A one-way shop deep link `days` ahead for one adult. */
const oneWay = (route: string, days: number) =>
  `tripType=one_way&slices=${route}-${isoDateIn(days)}&adt=1&cnn=0&ins=0&inf=0`;

/**
 * On the booking page: adds cancel for any reason, checks the summary and the Book button carry
 * its premium, pays by card and lands on the confirmation. Answers the premium and the trip's id.
 */
async function bookWithCfar(page: Page): Promise<{ premium: number; code: string }> {
  const addOn = page.getByRole('region', { name: 'Cancel for any reason' });
  await expect(addOn).toContainText(/get back 80% of your fares/);
  const premium = await addProtection(page, 'Cancel for any reason');
  await page.getByLabel('Phone').fill('+1 555 010 2030');
  await addCard(page, '5555 5555 5555 4444', '4444');
  await page.getByRole('button', { name: /^Book for \$/ }).click();
  const { code } = await readConfirmation(page);
  await expect(page.getByText(/Cancel for any reason is included/)).toBeVisible();
  return { premium, code };
}

/** From the confirmation to the trip page, where the protection is listed as included. */
async function openTrip(page: Page, code: string) {
  await page.getByRole('link', { name: 'View your trip' }).click();
  await expect(page.getByTestId('trip-code')).toHaveText(code);
}

test.describe('cancel for any reason', () => {
  test('card holder adds it while booking, then uses it for 80 % back in cash', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openShop(page, CONSUMER, 'Marcus Chen', oneWay('SEA-ORD', 46));
    await chooseFaresAndContinue(page, 1);
    const { code } = await bookWithCfar(page);
    await openTrip(page, code);
    await expect(page.getByTestId('trip-cfar')).toHaveText(
      /^Until .+: 80% back or a full airline credit$/,
    );
    await page.getByRole('button', { name: 'Receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Itemized receipt' });
    await expect(receipt.getByText('Cancel for any reason')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Cancel for any reason' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel for any reason: trip ${code}` });
    const choose = dialog.getByRole('heading', { name: 'How would you like your money back?' });
    await expect(choose).toBeVisible({ timeout: 20_000 });
    await expect(choose).toBeFocused();
    const cash = dialog.getByRole('radio', { name: /back to how you paid/ });
    await expect(cash).toBeChecked();
    await expect(
      dialog.getByRole('radio', { name: /^\$[\d,.]+ as a .+ travel credit/ }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Cancel every flight on this trip?' }),
    ).toBeVisible();
    await expect(dialog.getByText(/It can’t be undone/)).toBeVisible();
    await expect(dialog.getByText(/Mastercard ending 4444/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel my trip' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your trip is cancelled' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByText(/Mastercard ending 4444/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'This trip is cancelled' })).toBeVisible();
    await expect(page.getByText(/Cancelled for any reason: \$[\d,.]+ refunded\./)).toBeVisible();
    await expect(page.getByTestId('trip-cfar')).toHaveText('Used: this trip was cancelled with it');
    await expect(page.getByRole('button', { name: 'Cancel for any reason' })).toBeHidden();
  });

  test('business traveller takes an airline credit instead, and spends it on the next flight', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openShop(page, CORPORATE, 'Grace Hopper', oneWay('DEN-PHX', 47));
    await chooseFaresAndContinue(page, 1, { inPolicy: true });
    const { code } = await bookWithCfar(page);
    await openTrip(page, code);

    await page.getByRole('button', { name: 'Cancel for any reason' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel for any reason: trip ${code}` });
    const credit = dialog.getByRole('radio', { name: /^\$[\d,.]+ as a .+ travel credit/ });
    await expect(credit).toBeVisible({ timeout: 20_000 });
    await credit.check();
    await expect(credit).toBeChecked();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Cancel my trip' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your trip is cancelled' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByText(/issued a \$[\d,.]+ travel credit/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(
      page.getByText(/Cancelled for any reason: an airline travel credit/),
    ).toBeVisible();

    // The same flight a week later (same airline): the credit pays first.
    await page.goto(`${CORPORATE}/flights/shop?${oneWay('DEN-PHX', 54)}`);
    await chooseFaresAndContinue(page, 1, { inPolicy: true });
    const apply = page.getByRole('radio', { name: /^Apply your .+ credit/ });
    await expect(apply).toBeVisible({ timeout: 20_000 });
    await apply.check();
    await expect(page.getByText(/The airline credit takes \$[\d,.]+ off/)).toBeVisible();
  });

  test('ended early by a government alert: the trip says so and the expired modal explains', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openShop(page, CONSUMER, 'Marcus Chen', oneWay('LAS-SFO', 48));
    await chooseFaresAndContinue(page, 1);
    const { code } = await bookWithCfar(page);
    const bookingId = new URL(page.url()).searchParams.get('bookingId') ?? '';
    const consoleApi = await openSandboxConsoleApi();
    try {
      const raised = await consoleApi.post('/protection-events', {
        bookingId,
        kind: 'GovernmentAlert',
      });
      expect(raised.status()).toBe(200);
    } finally {
      await consoleApi.dispose();
    }
    await openTrip(page, code);
    await expect(page.getByTestId('trip-cfar')).toHaveText(
      /^Ended: A government emergency or health alert/,
    );
    await page.getByRole('button', { name: 'Cancel for any reason' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel for any reason: trip ${code}` });
    await expect(
      dialog.getByRole('heading', { name: 'Cancel for any reason has ended' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText(/Your trip is unchanged/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Confirmed').first()).toBeVisible();
  });

  test('the terms page reads each tenant’s own terms', async ({ page }) => {
    await page.goto(`${CONSUMER}/terms/cancel-for-any-reason`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cancel for any reason: terms' }),
    ).toBeVisible();
    await expect(
      page.getByText(/between 6% and 30% of the fares, and at least \$15/),
    ).toBeVisible();
    await page.goto(`${CORPORATE}/terms/cancel-for-any-reason`);
    await expect(
      page.getByText(/between 5% and 25% of the fares, and at least \$20/),
    ).toBeVisible();
    await expect(page.getByText('Up to 3 hours before your first flight departs.')).toBeVisible();
  });
});

test.describe('cancel for any reason for stays', () => {
  test('a refundable room: used before check-in, it gives the stay’s cost back and cancels every room', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAs(page, CONSUMER, 'Marcus Chen', nycAvailability(40, 2));
    await openFirstHotel(page);
    const rate = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: /^Make it refundable/ }) })
      .first();
    await rate.getByRole('checkbox', { name: /^Make it refundable/ }).check();
    await rate.getByRole('button', { name: 'Reserve' }).click();
    await expect(page).toHaveURL(/\/hotels\/book\?quoteId=/, { timeout: 30_000 });
    await fillGuest(page, 'Marcus', 'Chen');
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expectStayBooked(page);
    await page.getByRole('link', { name: 'View your trip' }).click();

    // The trip names the protection, its deadline (check-in) and what it gives back.
    await expect(page.getByTestId('trip-cfar')).toHaveText(/^Until .+: 100% of your stay back$/, {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Cancel for any reason' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cancel for any reason: trip H-/ });
    await expect(
      dialog.getByRole('heading', { name: 'How would you like your money back?' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    const cash = dialog.getByRole('radio', { name: /back to how you paid/ });
    await expect(cash).toBeChecked();
    await expect(dialog.getByText(/The premium stays paid/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Cancel every room of this stay?' }),
    ).toBeVisible();
    await expect(dialog.getByText(/It can’t be undone/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel my trip' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your trip is cancelled' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByText(/Mastercard ending 4444/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'This trip is cancelled' })).toBeVisible();
    await expect(page.getByTestId('trip-cfar')).toHaveText('Used: this trip was cancelled with it');
  });
});
