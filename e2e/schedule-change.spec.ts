import { bookFlight } from './booking-helpers';
import { CONSUMER, expect, openSandboxConsoleApi, test, type Page } from './fixtures';

/** The airline moves the trip's first flight by `minutes` (the sandbox console, as an admin). */
async function moveFirstFlight(code: string, minutes: number) {
  const api = await openSandboxConsoleApi();
  try {
    const state = (await (await api.get('/console')).json()) as {
      bookings: { confirmationCode: string | null; flights: { flightInstanceId: string }[] }[];
    };
    const flight = state.bookings.find((b) => b.confirmationCode === code)?.flights[0];
    expect(flight, `booking ${code} on the console`).toBeTruthy();
    const res = await api.post('/disruptions', {
      flightInstanceId: flight?.flightInstanceId,
      kind: 'ScheduleChange',
      minutes,
    });
    expect(res.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

async function openTripByCode(page: Page, origin: string, code: string) {
  await page.goto(`${origin}/trips/`);
  await page.getByRole('article').filter({ hasText: code }).getByRole('link').click();
  await expect(page.getByTestId('trip-code')).toHaveText(code);
}

test.describe('airline schedule changes', () => {
  test('a major change kept: the trip shows the new times were accepted', async ({ page }) => {
    test.setTimeout(120_000);
    const { code } = await bookFlight(page, CONSUMER, 'Marcus Chen', 'MSP-DEN', 51);
    await moveFirstFlight(code, 120);
    await openTripByCode(page, CONSUMER, code);
    const notice = page.getByRole('region', { name: 'The airline changed your flight times' });
    await expect(notice).toContainText('now leaves 120 minutes later.');
    // The itinerary shows the airline's new times under the booked ones.
    await expect(page.getByTestId('segment-new-times')).toHaveText(
      /^New times from the airline: leaves .+, arrives .+\.$/,
    );
    await notice.getByRole('button', { name: 'Review the change' }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule change: trip ${code}` });
    await expect(dialog.getByRole('heading', { name: 'What would you like to do?' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep the new times' }).click();
    await expect(dialog.getByRole('heading', { name: 'You kept the new times' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('schedule-change-status')).toHaveText('You kept the new times.');
    await expect(notice.getByRole('button', { name: 'Review the change' })).toBeHidden();
  });

  test('a major change refused: cancelled for a full refund', async ({ page }) => {
    test.setTimeout(120_000);
    const { code } = await bookFlight(page, CONSUMER, 'Ada Lovelace', 'DTW-BOS', 52);
    await moveFirstFlight(code, -90);
    await openTripByCode(page, CONSUMER, code);
    const notice = page.getByRole('region', { name: 'The airline changed your flight times' });
    await expect(notice).toContainText('now leaves 90 minutes earlier.');
    await notice.getByRole('button', { name: 'Review the change' }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule change: trip ${code}` });
    await dialog.getByRole('button', { name: 'Cancel for a full refund' }).click();
    await expect(dialog.getByText(/It can’t be undone/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel my trip' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your trip is cancelled' })).toBeVisible({
      timeout: 20_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'This trip is cancelled' })).toBeVisible();
    await expect(page.getByTestId('schedule-change-status')).toHaveText(
      'You cancelled this trip for a full refund.',
    );
  });
});
