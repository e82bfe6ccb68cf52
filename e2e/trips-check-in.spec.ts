import { expect, test } from './fixtures';
import { bookFlight } from './booking-helpers';
import { sandboxNow } from './sandbox-clock';
import { CONSUMER, openSandboxConsoleApi, type SandboxConsoleApi } from './fixtures';

/** The console's API as the demo admin, signed in once for the file. */
let consoleApi: SandboxConsoleApi;

/** Sets the sandbox's travel clock (the whole sandbox's: always put it back). */
async function setTravelClock(offsetMinutes: number): Promise<void> {
  const res = await consoleApi.post('/clock', { offsetMinutes });
  expect(res.status()).toBe(200);
}

test.describe('flight check-in', () => {
  test.beforeAll(async () => {
    consoleApi = await openSandboxConsoleApi();
  });
  test.afterAll(async () => {
    await setTravelClock(0);
    await consoleApi.dispose();
  });

  test('checks in on the trip page once the window opens and shows the boarding pass with its seat', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    try {
      const { code } = await bookFlight(page, CONSUMER, 'Marcus Chen', 'BOS-ORD', 5);
      await page.goto(`${CONSUMER}/trips/`);
      await page.getByRole('article').filter({ hasText: code }).getByRole('link').click();
      await expect(page.getByTestId('trip-code')).toHaveText(code);
      const section = page.getByRole('region', { name: 'Check-in' });
      await expect(section.getByText(/^Check-in opens /)).toBeVisible();
      await expect(section.getByRole('button', { name: 'Check in' })).toBeDisabled();

      // An hour into the check-in window (it opens 24 hours before departure).
      const bookingId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      const trip = (await (
        await page.request.get(`${CONSUMER}/api/v0/trips/${bookingId}`)
      ).json()) as {
        checkIn: { opensAt: string };
      };
      const target = new Date(trip.checkIn.opensAt).getTime() + 60 * 60_000;
      await setTravelClock(Math.ceil((target - (await sandboxNow(CONSUMER))) / 60_000));
      await page.reload();

      await expect(section.getByText(/^Check-in is open until /)).toBeVisible();
      await section.getByRole('button', { name: 'Check in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Check in: BOS to ORD' });
      const chooseHeading = dialog.getByRole('heading', { name: 'Who is checking in?' });
      await expect(chooseHeading).toBeFocused();
      await expect(dialog.getByTestId('check-in-locator')).toHaveText(/^[A-Z2-9]{6}$/);
      await expect(dialog.getByRole('checkbox', { name: 'Marcus Chen' })).toBeChecked();

      // The dangerous-goods confirmation is required.
      await dialog.getByRole('button', { name: 'Check in' }).click();
      await expect(
        dialog.getByText('Confirm that no one is carrying dangerous goods to check in.'),
      ).toBeVisible();
      const goods = dialog.getByRole('checkbox', { name: /no one on this booking is carrying/ });
      await expect(goods).toBeFocused();
      await goods.check();
      await dialog.getByRole('button', { name: 'Check in' }).click();

      await expect(dialog.getByRole('heading', { name: 'Your boarding passes' })).toBeFocused({
        timeout: 20_000,
      });
      const pass = dialog.getByRole('article', { name: /^Boarding pass: Marcus Chen, flight / });
      await expect(pass).toHaveCount(1);
      await expect(pass.getByText('BOS', { exact: true })).toBeVisible();
      await expect(pass.getByText('Shown at the airport')).toBeVisible();
      const seat = pass.getByTestId('boarding-pass-seat');
      await expect(seat).toHaveText(/^\d{1,2}[A-F]$/);
      await expect(pass.getByTestId('boarding-pass-barcode')).toHaveText(
        /^M1CHEN\/MARCUS {9}E[A-Z2-9]{6} BOSORD/,
      );
      const seatText = (await seat.textContent()) ?? '';
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      // The section says so, and the passes open again with the same seat.
      await expect(section.getByText('Checked in', { exact: true })).toBeVisible();
      await section.getByRole('button', { name: 'View boarding passes' }).click();
      const again = page.getByRole('dialog', { name: 'Check in: BOS to ORD' });
      await expect(again.getByRole('heading', { name: 'Your boarding passes' })).toBeFocused();
      await expect(again.getByTestId('boarding-pass-seat')).toHaveText(seatText);
      await page.keyboard.press('Escape');
      await expect(again).toBeHidden();
    } finally {
      await setTravelClock(0);
    }
  });
});
