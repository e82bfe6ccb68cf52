import { expect, test } from '@playwright/test';
import { bookFlight } from './booking-helpers';
import { ADMIN, CONSUMER, PORT } from './fixtures';

test.describe('sandbox console', () => {
  // The travel clock is the whole sandbox's: whatever happens, put it back for the next test.
  // (Node does not resolve admin.localhost, so the call names the admin host in its header.)
  test.afterEach(async ({ request }) => {
    await request.post(`http://127.0.0.1:${PORT}/admin/api/v0/sandbox/clock`, {
      headers: { Host: `admin.localhost:${PORT}` },
      data: { offsetMinutes: 0 },
    });
  });

  test('moves the clock past a booked trip and cancels its flight as the airline', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { code } = await bookFlight(page, CONSUMER, 'Marcus Chen', 'BOS-ORD', 4);

    await page.goto(`${ADMIN}/sandbox/console`);
    await expect(page.getByRole('heading', { name: 'Sandbox console', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sandbox outbox' })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: /\S/ });
    const booking = page.getByRole('listitem').filter({ hasText: code }).first();
    await expect(booking).toBeVisible();
    await expect(booking.getByText('No airline event')).toBeVisible();

    // A week ahead, the four-day trip is over.
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
    await expect(row.getByText('No airline event')).toBeVisible();
    await flight.getByLabel('Event').selectOption({ label: 'Delay' });
    await flight.getByLabel('Minutes').fill('0');
    await flight.getByRole('button', { name: 'Inject' }).click();
    await expect(flight.getByText('A delay is 1 to 2,880 minutes.')).toBeVisible();
    await expect(flight.getByLabel('Minutes')).toHaveAttribute('aria-invalid', 'true');
  });

  test('arms and disarms a supplier fault, with the result announced', async ({ page }) => {
    await page.goto(`${ADMIN}/sandbox/console`);
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
});
