import {
  addCard,
  continueToBook,
  isoDateIn,
  openShop,
  readConfirmation,
  selectBrand,
  addProtection,
  readDollars,
} from './booking-helpers';
import {
  CONSUMER,
  expect,
  openSandboxConsoleApi,
  test,
  type Page,
  type SandboxConsoleApi,
} from './fixtures';

/**
 * Change for any reason (issue 18). It is sold only 24 hours or more before departure, so a trip
 * booked with it is always inside its void window at first (24 hours after ticketing, docs/
 * decisions/006), where the change flow offers a free cancellation instead. The journey moves the
 * sandbox's travel clock past that window: the clock is the whole sandbox's, so this file runs in
 * the serial sandbox-console project (playwright.config.ts) and always puts the clock back.
 */

/** A round trip JFK–LAX on Southwest `out` and `back` days ahead; Regular changes for $99. */
const roundTrip = (out: number, back: number) =>
  `tripType=round_trip&slices=JFK-LAX-${isoDateIn(out)},LAX-JFK-${isoDateIn(back)}&adt=1&cnn=0&ins=0&inf=0&sort=departureTime&airlines=WN`;

const money = readDollars;

/** Past the void window of a trip booked just now (24 hours after ticketing), by an hour. */
const PAST_VOID_WINDOW_MINUTES = 25 * 60;

let consoleApi: SandboxConsoleApi;

async function setTravelClock(offsetMinutes: number): Promise<void> {
  const res = await consoleApi.post('/clock', { offsetMinutes });
  expect(res.status()).toBe(200);
}

/**
 * On the booking page: change for any reason is offered with "No thanks" chosen; adding it puts its
 * premium in the summary and on the Book button. Answers the premium.
 */
async function addChfar(page: Page): Promise<number> {
  const addOn = page.getByRole('region', { name: 'Change for any reason' });
  await expect(addOn).toContainText(/Change your flights once, for any reason, until /);
  await expect(addOn).toContainText(/comes back to your card within 10 business days, up to \$/);
  await expect(addOn.getByRole('link', { name: 'Read the full terms' })).toHaveAttribute(
    'href',
    '/terms/change-for-any-reason',
  );
  const premium = await addProtection(page, 'Change for any reason');
  return premium;
}

test.describe('change for any reason', () => {
  test.beforeAll(async () => {
    consoleApi = await openSandboxConsoleApi();
  });
  test.afterAll(async () => {
    await setTravelClock(0);
    await consoleApi.dispose();
  });

  test('bought with the trip, it covers one change: the change is paid now and comes back to the card', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openShop(page, CONSUMER, 'Marcus Chen', roundTrip(10, 14));
    await selectBrand(page, 'Regular');
    await selectBrand(page, 'Regular');
    await continueToBook(page);
    await addChfar(page);
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    const { code } = await readConfirmation(page);
    await expect(page.getByText(/Change for any reason is included/)).toBeVisible();
    await page.getByRole('link', { name: 'View your trip' }).click();
    await expect(page.getByTestId('trip-code')).toHaveText(code);
    const fact = page.getByTestId('trip-chfar');
    await expect(fact).toHaveText(
      /^One change until .+, what it costs back to your card \(up to \$[\d,.]+\)$/,
    );
    await page.getByRole('button', { name: 'Receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Itemized receipt' });
    await expect(receipt.getByText('Change for any reason')).toBeVisible();
    await page.keyboard.press('Escape');

    try {
      await setTravelClock(PAST_VOID_WINDOW_MINUTES);

      // The entry: the change is covered, up to the limit, within 10 business days.
      await page.getByRole('link', { name: 'Change flight' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Change your flight' })).toBeVisible(
        { timeout: 20_000 },
      );
      await expect(page.getByTestId('exchange-change-fee')).toHaveText(
        'The airline charges a $99 change fee for this trip.',
      );
      await expect(page.getByTestId('exchange-chfar')).toHaveText(
        /^Change for any reason covers this change: .+ comes back to your card within 10 business days, up to \$[\d,.]+\.$/,
      );
      await page.getByRole('link', { name: 'Continue' }).click();

      // The return, two days later.
      await page.getByRole('checkbox', { name: /^Flight 2: LAX to JFK/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('New date: LAX to JFK').fill(isoDateIn(16));
      await page.getByRole('button', { name: 'Find flights' }).click();

      // The shop says so too; a flight at the same fare or above, so the change costs something.
      await expect(page.getByRole('heading', { name: 'Choose your new flights' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByTestId('exchange-chfar')).toBeVisible();
      const group = page.getByRole('group', { name: 'New flight: LAX to JFK' });
      await group
        .getByRole('radio', { name: /\+\$|Same fare/ })
        .first()
        .check();
      await page.getByRole('button', { name: 'Review change' }).click();

      // The confirm page: the total is charged now, and what change for any reason pays back.
      await expect(page.getByRole('heading', { name: 'Review your change' })).toBeVisible({
        timeout: 20_000,
      });
      const due = money((await page.getByTestId('exchange-amount-due').textContent()) ?? '');
      expect(due).toBeGreaterThan(0);
      const covered = page.getByTestId('exchange-chfar-covered');
      await expect(covered).toHaveText(/^−\$[\d,]+\.\d{2}$/);
      expect(money((await covered.textContent()) ?? '')).toBeLessThanOrEqual(due);
      await expect(
        page.getByText(/^Change for any reason pays back by [A-Z][a-z]{2} \d{1,2}, \d{4}/),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Confirm change' }).click();

      // Requested: what comes back, and by when.
      await expect(page.getByRole('heading', { name: 'Change requested' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByTestId('exchange-chfar-covered')).toHaveText(
        /^Change for any reason pays \$[\d,]+\.\d{2} back to your card by [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/,
      );
      await page.getByRole('link', { name: 'View your trip' }).click();
      await expect(page.getByTestId('trip-code')).toHaveText(code);
      // Used: what comes back, once the airline confirms the change, by a date.
      await expect(fact).toHaveText(
        /^Used: \$[\d,]+\.\d{2} back to your card once the airline confirms the change$/,
      );
      await expect(async () => {
        await page.reload();
        await expect(fact).toHaveText(/^Used: \$[\d,]+\.\d{2} back to your card by .+$/, {
          timeout: 5_000,
        });
      }).toPass({ timeout: 90_000 });
    } finally {
      await setTravelClock(0);
    }
  });
});
