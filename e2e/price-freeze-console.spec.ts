import { addCard, expectStayBooked, fillGuest, openAs } from './booking-helpers';
import {
  ADMIN,
  CONSUMER,
  DEMO_ADMIN,
  expect,
  openSandboxConsoleApi,
  test,
  type Page,
} from './fixtures';
import type { Locator } from '@playwright/test';
import { freezeFirstFare, freezeFirstHotelRoom, openFrozenPrices } from './freeze-helpers';

/**
 * Price freeze branches the sandbox console causes (issue 17): a price above the cap, a sell-out,
 * the end of the window. They move prices, seats and the travel clock, so they run in the
 * console's serial project after the other journeys.
 */

/** "$1,234.56" as minor units. */
const toMinor = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** A figure of the exercise page's terms list, by its label. */
async function readFigure(page: Page | Locator, label: string): Promise<string> {
  const row = page.locator('dl.wf-freeze-terms > div').filter({ hasText: label }).first();
  return ((await row.locator('dd').textContent()) ?? '').replace(/^−/, '').trim();
}

test.describe('price freeze with the sandbox console', () => {
  test('the price rises above the cap: booking the frozen flights pays the frozen price plus only the excess', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { freezeId } = await freezeFirstFare(
      page,
      CONSUMER,
      'Marcus Chen',
      'SEA-BOS',
      50,
      '7 days',
    );
    const consoleApi = await openSandboxConsoleApi();
    try {
      const moved = await consoleApi.post(`/freezes/${freezeId}/above-cap`, {});
      expect(moved.status(), await moved.text()).toBe(200);
    } finally {
      await consoleApi.dispose();
    }

    await openFrozenPrices(page, CONSUMER);
    const voucher = page.getByRole('article', { name: 'SEA to BOS' });
    await expect(voucher).toContainText(
      'Today’s price is more than $500 per traveler above your frozen price',
    );
    await voucher.getByRole('link', { name: 'Book now' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Book your frozen flights' }),
    ).toBeVisible();
    await expect(page.getByText('Frozen price', { exact: true })).toBeVisible();
    const frozen = toMinor(await readFigure(page, 'Price you freeze'));
    const today = toMinor(await readFigure(page, 'Today’s price'));
    const overCap = toMinor(await readFigure(page, 'Above your cap (you pay it)'));
    const pay = await readFigure(page, 'You’d pay today');
    // The stated amount: the frozen price and what today's exceeds it by beyond the $500 cap.
    expect(overCap).toBe(today - frozen - 50_000);
    expect(toMinor(pay)).toBe(frozen + overCap);

    await page.getByRole('button', { name: 'Continue to book' }).click();
    await expect(page).toHaveURL(/\/flights\/book\/pricefreeze\/confirm\?quoteId=/);
    await expect(page.getByRole('heading', { name: 'Who is flying' })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Your trip' });
    await expect(summary).toContainText('Your price freeze covers−$500.00');
    await expect(summary).toContainText(`Trip total${pay}`);
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: `Book for ${pay}` }).click();
    await expect(page).toHaveURL(/\/flights\/book\/confirm\?bookingId=/, { timeout: 30_000 });
    await expect(page.getByTestId('confirmation-total')).toHaveText(pay);

    await openFrozenPrices(page, CONSUMER);
    await expect(
      page.getByRole('article', { name: 'SEA to BOS' }).getByText('Booked'),
    ).toBeVisible();
  });

  test('the frozen flights sell out (from the console page): a similar flight is booked at the frozen price', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { freezeId } = await freezeFirstFare(
      page,
      CONSUMER,
      'Ada Lovelace',
      'ATL-DEN',
      55,
      '3 days',
    );
    await openAs(page, ADMIN, DEMO_ADMIN, '/sandbox/console');
    const freezes = page.getByRole('region', { name: 'Price freezes' });
    await freezes.getByRole('button', { name: `Sell out flights for ${freezeId}` }).click();
    await expect(page.getByRole('status').filter({ hasText: freezeId }).first()).toBeVisible();

    await openFrozenPrices(page, CONSUMER);
    await page
      .getByRole('article', { name: 'ATL to DEN' })
      .getByRole('link', { name: 'Book now' })
      .click();
    await expect(page.getByRole('heading', { name: 'Your frozen flights sold out' })).toBeVisible({
      timeout: 20_000,
    });
    const similar = page.getByRole('group', { name: 'Similar flights at your frozen price' });
    await expect(similar.getByRole('radio').first()).toBeChecked();
    await page.getByRole('button', { name: 'Book this flight at your frozen price' }).click();
    await expect(page).toHaveURL(/\/flights\/book\/pricefreeze\/confirm\?quoteId=/);
    await expect(page.getByRole('heading', { name: 'Who is flying' })).toBeVisible();
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for / }).click();
    await expect(page).toHaveURL(/\/flights\/book\/confirm\?bookingId=/, { timeout: 30_000 });

    await openFrozenPrices(page, CONSUMER);
    await expect(
      page.getByRole('article', { name: 'ATL to DEN' }).getByText('Booked on a similar flight'),
    ).toBeVisible();
  });

  test('the window ends: the voucher expires and the trips page freezes again at today’s price', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { freezeId } = await freezeFirstFare(
      page,
      CONSUMER,
      'Ada Lovelace',
      'MIA-ORD',
      60,
      '1 day',
    );
    const consoleApi = await openSandboxConsoleApi();
    try {
      const ran = await consoleApi.post(`/freezes/${freezeId}/run-out`, {});
      expect(ran.status(), await ran.text()).toBe(200);
      // The expiry job runs on its next poll (about a second).
      await expect
        .poll(
          async () => {
            await openFrozenPrices(page, CONSUMER);
            return page.getByRole('article', { name: 'MIA to ORD' }).textContent();
          },
          { timeout: 20_000 },
        )
        .toContain('Expired');
    } finally {
      // Later console journeys start from the real travel clock.
      await consoleApi.post('/clock', { offsetMinutes: 0 });
      await consoleApi.dispose();
    }
    const voucher = page.getByRole('article', { name: 'MIA to ORD' });
    await expect(voucher.getByRole('link', { name: 'Book now' })).toHaveCount(0);
    await voucher.getByRole('link', { name: 'Freeze again at today’s price' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Freeze today’s price' })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await expect(page.locator('dl.wf-freeze-terms').first()).toContainText('Price you freeze');
  });

  test('a hotel freeze of two rooms whose price rises above the cap: both rooms booked for the frozen price plus only the excess', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { freezeId, hotel } = await freezeFirstHotelRoom(
      page,
      CONSUMER,
      'Marcus Chen',
      { days: 56, nights: 2, rooms: 2 },
      '3 days',
    );
    const consoleApi = await openSandboxConsoleApi();
    try {
      const moved = await consoleApi.post(`/freezes/${freezeId}/above-cap`, {});
      expect(moved.status(), await moved.text()).toBe(200);

      await openFrozenPrices(page, CONSUMER);
      const voucher = page.getByRole('article', { name: hotel });
      await expect(voucher).toContainText(
        'Today’s price is more than $500 per room above your frozen price',
      );
      await voucher.getByRole('link', { name: /^Book now/ }).click();

      const exercise = page.getByRole('region', { name: 'Book at your frozen price' });
      await expect(exercise).toBeVisible({ timeout: 20_000 });
      const frozen = toMinor(
        /^\$[\d,.]+/.exec(await readFigure(page, 'Price you freeze'))?.[0] ?? '',
      );
      const today = toMinor(await readFigure(exercise, 'Today’s price'));
      const overCap = toMinor(await readFigure(exercise, 'Above your cap (you pay it)'));
      const pay = await readFigure(exercise, 'You pay for 2 rooms');
      // The stated amount: the frozen price and what today's exceeds it by beyond $500 a room.
      expect(overCap).toBe(today - frozen - 2 * 50_000);
      expect(toMinor(pay)).toBe(frozen + overCap);

      await exercise.getByRole('button', { name: `Book these 2 rooms for ${pay}` }).click();
      await expect(page).toHaveURL(/\/hotels\/book\?quoteId=.*hotelBookType=pf-exercise/, {
        timeout: 30_000,
      });
      const summary = page.getByRole('complementary');
      await expect(summary.getByTestId('freeze-covers')).toHaveText('−$1,000.00');
      await expect(summary.getByTestId('pay-now')).toHaveText(pay);
      await fillGuest(page, 'Marcus', 'Chen');
      await addCard(page, '5555 5555 5555 4444', '4444');
      await page.getByRole('button', { name: `Book for ${pay}` }).click();
      await expectStayBooked(page);
      await expect(page.getByRole('complementary').getByTestId('pay-now')).toHaveText(pay);

      await openFrozenPrices(page, CONSUMER);
      await expect(page.getByRole('article', { name: hotel }).getByText('Booked')).toBeVisible();
    } finally {
      // Later console journeys see the hotel at its own price again.
      const state = (await (await consoleApi.get('/console')).json()) as {
        priceMoves: { id: string; label: string }[];
      };
      for (const move of state.priceMoves.filter((m) => m.label.includes(freezeId)))
        await consoleApi.delete(`/prices/${move.id}`);
      await consoleApi.dispose();
    }
  });

  test('a hotel freeze whose rooms sell out gives the fee back', async ({ page }) => {
    test.setTimeout(120_000);
    const { freezeId, hotel, fee } = await freezeFirstHotelRoom(
      page,
      CONSUMER,
      'Ada Lovelace',
      { days: 74, nights: 2, rooms: 1 },
      '1 day',
    );
    const consoleApi = await openSandboxConsoleApi();
    try {
      const soldOut = await consoleApi.post(`/freezes/${freezeId}/sell-out`, {});
      expect(soldOut.status(), await soldOut.text()).toBe(200);
    } finally {
      await consoleApi.dispose();
    }
    await page.goto(`${CONSUMER}/trips/hotels/freeze/overview?priceFreezeId=${freezeId}`);
    const exercise = page.getByRole('region', { name: 'Your frozen rooms sold out' });
    await expect(exercise).toBeVisible({ timeout: 20_000 });
    await exercise.getByRole('button', { name: /^Refund my \$[\d,.]+ fee$/ }).click();
    const voucher = page.getByRole('article', { name: hotel });
    await expect(voucher.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(voucher).toContainText(/back to Card on .*: the rooms sold out\./);
    await expect(voucher).toContainText(`Freeze fee paid${fee.replace(/\.00$/, '')}`);
  });
});
