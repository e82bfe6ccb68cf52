import { expect, test, type Page } from './fixtures';
import {
  addCard,
  bookFlight,
  chooseFaresAndContinue,
  continueToBook,
  isoDateIn,
  openAs,
  openShop,
  readConfirmation,
  selectFare,
} from './booking-helpers';
import {
  ADMIN,
  CONSUMER,
  DEMO_ADMIN,
  openSandboxConsoleApi,
  passFirstSession,
  type SandboxConsoleApi,
} from './fixtures';

/** The console's API as the demo admin, signed in once for the file. */
let consoleApi: SandboxConsoleApi;

/** Arms a one-shot supplier fault on the next flight cancellation. */
async function armCancelFault(kind: string): Promise<void> {
  const res = await consoleApi.post('/faults', { product: 'flight', operation: 'cancel', kind });
  expect(res.status()).toBe(200);
}

/** The console page: the demo admin signs in on the admin host first (each test is a new browser). */
async function openConsole(page: Page): Promise<void> {
  await openAs(page, ADMIN, DEMO_ADMIN, '/sandbox/console');
  await expect(page.getByRole('heading', { name: 'Sandbox console', level: 1 })).toBeVisible();
}

test.describe('sandbox console', () => {
  test.beforeAll(async () => {
    consoleApi = await openSandboxConsoleApi();
  });
  test.afterAll(async () => {
    await consoleApi.dispose();
  });

  // The travel clock is the whole sandbox's: whatever happens, put it back for the next test.
  test.afterEach(async () => {
    await consoleApi.post('/clock', { offsetMinutes: 0 });
    // …and disarm any fault a failed test left for the next one.
    const state = (await (await consoleApi.get('/console')).json()) as { faults: { id: string }[] };
    for (const fault of state.faults) await consoleApi.delete(`/faults/${fault.id}`);
  });

  test('the console and outbox send a signed-out visitor to sign in, and the admin back', async ({
    page,
  }) => {
    await page.goto(`${ADMIN}/sandbox/console`);
    await expect(page.getByRole('heading', { name: 'Choose a demo account' })).toBeVisible({
      timeout: 20_000,
    });
    await page.goto(`${ADMIN}/sandbox/outbox`);
    await expect(page.getByRole('heading', { name: 'Choose a demo account' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: `Sign in as ${DEMO_ADMIN}` }).click();
    await passFirstSession(page);
    await expect(page).toHaveURL(`${ADMIN}/sandbox/outbox`);
    await expect(page.getByRole('heading', { name: 'Sandbox outbox', level: 1 })).toBeVisible();
  });

  test('moves the clock past a booked trip and cancels its flight as the airline', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // A round trip, out in 4 days and back 2 days later.
    await openShop(
      page,
      CONSUMER,
      'Marcus Chen',
      `tripType=round_trip&slices=BOS-ORD-${isoDateIn(4)},ORD-BOS-${isoDateIn(6)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 2);
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    const { code } = await readConfirmation(page);

    await openConsole(page);
    await expect(page.getByRole('link', { name: 'Sandbox outbox' })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: /\S/ });
    const booking = page.getByRole('listitem').filter({ hasText: code }).first();
    await expect(booking).toBeVisible();
    await expect(booking.getByText('No airline event').first()).toBeVisible();
    // The trip by its slices (not BOS→BOS), its dates and each flight's local departure time.
    await expect(booking.getByText('BOS→ORD, ORD→BOS', { exact: true })).toBeVisible();
    const localDay = (days: number) =>
      new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${isoDateIn(days)}T12:00:00Z`));
    await expect(booking.getByText(new RegExp(`^${localDay(4)} – `))).toBeVisible();
    await expect(
      booking.getByText(new RegExp(`^${localDay(4)}, \\d{1,2}:\\d{2} [AP]M local time`)).first(),
    ).toBeVisible();
    await expect(booking.getByText('Confirmed', { exact: true })).toBeVisible();

    // A week ahead, the round trip is over.
    await page.getByRole('button', { name: '+1 week' }).click();
    await expect(status).toHaveText('Clock moved +1 week.');
    await expect(page.getByText('7 d 0 h 0 min ahead')).toBeVisible();

    await page.goto(`${CONSUMER}/trips/`);
    await page.getByRole('tab', { name: /^Past trips/ }).click();
    await expect(page.getByRole('article').filter({ hasText: code })).toBeVisible();

    // Back to real time at once (other journeys share the clock).
    await page.goto(`${ADMIN}/sandbox/console`);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(status).toHaveText('Clock back to real time.');
    await expect(page.getByText('None (real time)')).toBeVisible();

    // The airline cancels the flight: the console's booking row says so.
    const flight = page
      .getByRole('listitem')
      .filter({ hasText: code })
      .first()
      .getByRole('form', { name: /^Airline event for / })
      .first();
    await flight.getByLabel('Event').selectOption({ label: 'Airline cancellation' });
    await expect(flight.getByLabel('Minutes')).toBeHidden();
    await flight.getByRole('button', { name: 'Inject' }).click();
    await expect(status).toHaveText(/^Airline cancellation injected on /);
    const row = page.getByRole('listitem').filter({ hasText: code }).first();
    await expect(row.getByText('Cancelled by the airline')).toBeVisible();

    // Clearing it, then a bad delay is refused on the spot, before any call.
    await row.getByRole('button', { name: 'Clear' }).click();
    await expect(status).toHaveText(/^Airline event cleared on /);
    await expect(row.getByText('No airline event')).toHaveCount(2);
    await flight.getByLabel('Event').selectOption({ label: 'Delay' });
    await flight.getByLabel('Minutes').fill('0');
    await flight.getByRole('button', { name: 'Inject' }).click();
    await expect(flight.getByText('A delay is 1 to 2,880 minutes.')).toBeVisible();
    await expect(flight.getByLabel('Minutes')).toHaveAttribute('aria-invalid', 'true');
  });

  test('arms and disarms a supplier fault, with the result announced', async ({ page }) => {
    await openConsole(page);
    const faults = page.getByRole('region', { name: 'Supplier faults' });
    await faults.getByLabel('Product').selectOption({ label: 'Hotels' });
    await faults.getByLabel('Operation').selectOption({ label: 'Quote' });
    await faults.getByLabel('Fault').selectOption({ label: 'Time out' });
    await faults.getByRole('button', { name: 'Arm' }).click();
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
      'Armed for the next call: Time out: Hotels, Quote.',
    );
    await faults.getByRole('button', { name: 'Disarm Time out: Hotels, Quote' }).click();
    await expect(faults.getByText('No faults armed.')).toBeVisible();
  });

  test('a cancellation the supplier refuses, re-prices, then answers late: try again, new terms, pending, done', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { code } = await bookFlight(page, CONSUMER, 'Marcus Chen', 'BOS-ORD', 20);

    // The console offers the cancellation-only faults once Cancel is the operation.
    await openConsole(page);
    const faults = page.getByRole('region', { name: 'Supplier faults' });
    await faults.getByLabel('Product').selectOption({ label: 'Flights' });
    await expect(faults.getByLabel('Fault').locator('option')).toHaveCount(2);
    await faults.getByLabel('Operation').selectOption({ label: 'Cancel' });
    await faults.getByLabel('Fault').selectOption({ label: 'Airline or hotel unavailable' });
    await faults.getByRole('button', { name: 'Arm' }).click();
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
      'Armed for the next call: Airline or hotel unavailable: Flights, Cancel.',
    );

    await page.goto(`${CONSUMER}/trips/`);
    await page.getByRole('article').filter({ hasText: code }).getByRole('link').click();
    await page.getByRole('button', { name: 'Cancel trip' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel trip ${code}` });
    const paid = dialog.getByTestId('cancel-paid');
    await expect(paid).toBeVisible({ timeout: 20_000 });
    const paidText = (await paid.textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();

    // BookingProviderUnavailable: the try-again step with the message and a reference.
    await expect(
      dialog.getByRole('heading', { name: 'We could not cancel this trip' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('alert')).toHaveText(
      'The airline or hotel can’t take cancellations right now. Please try again shortly.',
    );
    await expect(dialog.getByLabel('Reference ID')).toHaveValue(/\S+/);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('heading', { name: 'What you get back' })).toBeVisible({
      timeout: 20_000,
    });

    // CancellationFeesApplicable: the new terms come back with the fee and a notice.
    await armCancelFault('feesApplicable');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/changed what cancelling gives back/, {
      timeout: 20_000,
    });
    await expect(dialog.getByRole('heading', { name: 'What you get back' })).toBeVisible();
    await expect(dialog.getByText('Cancellation fee kept')).toBeVisible();
    await expect(dialog.getByText(/now charges a cancellation fee of \$/)).toBeVisible();
    await expect(dialog.getByTestId('cancel-refund-total')).not.toHaveText(paidText);

    // CancellationTimeout: pending, then the supplier answers and the dialog moves on by itself.
    await armCancelFault('timeout');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(dialog.getByRole('heading', { name: 'Cancellation in progress' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByText('Checking with the supplier…')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Your trip is cancelled' })).toBeVisible({
      timeout: 30_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'This trip is cancelled' })).toBeVisible();
  });

  test('a fare cancelled after the void window becomes an airline credit, spent on the same airline', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // A standard (second) fare: it cancels for an airline credit, less any airline fee.
    await openAs(
      page,
      CONSUMER,
      'Marcus Chen',
      `/flights/shop?tripType=one_way&slices=JFK-MIA-${isoDateIn(25)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await selectFare(page, 1);
    await continueToBook(page);
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    const { code } = await readConfirmation(page);

    // Two days on, the void window has shut.
    expect((await consoleApi.post('/clock', { offsetMinutes: 2 * 24 * 60 })).status()).toBe(200);
    await page.goto(`${CONSUMER}/trips/`);
    await page.getByRole('article').filter({ hasText: code }).getByRole('link').click();
    await page.getByRole('button', { name: 'Cancel trip' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel trip ${code}` });
    const offer = dialog.getByText(/You get a \$[\d,.]+ travel credit with .+ instead of cash\./);
    await expect(offer).toBeVisible({ timeout: 20_000 });
    const airline = /credit with (.+) instead of cash/.exec((await offer.textContent()) ?? '')?.[1];
    expect(airline).toBeTruthy();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(dialog.getByText(new RegExp(`^${airline} issued a \\$`))).toBeVisible({
      timeout: 20_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await consoleApi.post('/clock', { offsetMinutes: 0 });

    // Listed under Airline travel credits…
    await page.goto(`${CONSUMER}/trips/?tab=credits`);
    await expect(
      page
        .getByRole('tabpanel')
        .getByText(airline ?? '')
        .first(),
    ).toBeVisible();

    // …and offered when booking a flight on that airline.
    await page.goto(
      `${CONSUMER}/flights/shop?tripType=one_way&slices=JFK-MIA-${isoDateIn(40)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await expect(page.getByRole('heading', { name: /Choose a flight/ })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('checkbox', { name: new RegExp(`^${airline}`) }).check();
    await selectFare(page);
    await continueToBook(page);
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await page.getByRole('radio', { name: new RegExp(`^Apply your ${airline} credit`) }).check();
    // The credit is larger than this basic fare: it pays the whole trip, no card needed.
    await expect(
      page.getByText(/^The airline credit takes \$[\d,.]+ off\. \$0\.00 is left to pay/),
    ).toBeVisible();
    await expect(page.getByText(/no card needed/)).toBeVisible();
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await readConfirmation(page);
  });
});
