import { addCard, expectStayBooked, fillGuest } from './booking-helpers';
import { CONSUMER, CORPORATE, expect, test, type Page } from './fixtures';
import { freezeFirstHotelRoom, openFrozenPrices } from './freeze-helpers';

/**
 * Hotel price freeze (issue 17): a room's rate frozen from the hotel page for several rooms, the
 * cap per room shown before any payment, the voucher under Frozen prices and on its own page, and
 * the frozen rooms booked together at the stated amount. Price moves and sell-outs, which touch
 * every journey's hotels, are in the console's serial project (price-freeze-console.spec.ts).
 */

/** A figure of a freeze terms list, by its label. */
async function readFreezeFigure(page: Page, label: string): Promise<string> {
  const row = page.locator('dl.wf-freeze-terms > div').filter({ hasText: label }).last();
  return ((await row.locator('dd').textContent()) ?? '').replace(/^−/, '').trim();
}

test.describe('hotel price freeze', () => {
  test.describe.configure({ timeout: 120_000 });

  test('card holder freezes two rooms for 7 days, then books both at the frozen price', async ({
    page,
  }) => {
    await page.goto(`${CONSUMER}/terms/frozen-prices-hotel`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Price freeze terms: hotels' }),
    ).toBeVisible();
    await expect(page.locator('dl.wf-freeze-terms')).toContainText('Longest freeze7 days');

    const { freezeId, hotel, fee } = await freezeFirstHotelRoom(
      page,
      CONSUMER,
      'Ada Lovelace',
      { days: 64, nights: 3, rooms: 2 },
      '7 days',
    );
    expect(fee).toMatch(/^\$[\d,.]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your price is frozen' }),
    ).toBeVisible();
    const voucher = page.getByRole('article', { name: hotel });
    await expect(voucher.getByText('Frozen', { exact: true })).toBeVisible();
    await expect(voucher).toContainText(/Ends in 6d 23h \d+m/);
    await expect(voucher).toContainText('2 rooms, 3 nights');
    // The cap is per room, said for both rooms too.
    await expect(voucher).toContainText('We cover price rises up to$500 per room ($1,000 in all)');
    // A whole fee is said without cents once paid ("$108"), as every charge is.
    await expect(voucher).toContainText(`Freeze fee paid${fee.replace(/\.00$/, '')}`);
    // Back leads to the voucher, never to a payment form that would charge again.
    await page.goBack();
    await expect(page).toHaveURL(/\/hotels\/freeze\/confirm\?freezeId=/);

    await openFrozenPrices(page, CONSUMER);
    await expect(page.getByRole('tab', { name: /Frozen prices 1/ })).toBeVisible();
    await page
      .getByRole('article', { name: hotel })
      .getByRole('link', { name: /^Book now/ })
      .click();

    await expect(page).toHaveURL(
      new RegExp(`/trips/hotels/freeze/overview\\?priceFreezeId=${freezeId}`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your frozen room price' }),
    ).toBeVisible();
    const exercise = page.getByRole('region', { name: 'Book at your frozen price' });
    await expect(exercise).toBeVisible({ timeout: 20_000 });
    const frozen = /^\$[\d,.]+/.exec(await readFreezeFigure(page, 'Price you freeze'))?.[0];
    const pay = await readFreezeFigure(page, 'You pay for 2 rooms');
    // The price has not moved on the sandbox's fixed clock: both rooms at the frozen price.
    expect(pay).toBe(frozen);
    await exercise.getByRole('button', { name: `Book these 2 rooms for ${pay}` }).click();

    await expect(page).toHaveURL(/\/hotels\/book\?quoteId=.*hotelBookType=pf-exercise/, {
      timeout: 30_000,
    });
    await expect(page.getByRole('note')).toContainText(
      'You’re booking at your frozen price. It holds for these dates and 2 rooms.',
    );
    const summary = page.getByRole('complementary');
    await expect(summary.getByTestId('pay-now')).toHaveText(pay);
    await fillGuest(page, 'Ada', 'Lovelace');
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: `Book for ${pay}` }).click();
    await expectStayBooked(page);

    await openFrozenPrices(page, CONSUMER);
    await expect(page.getByRole('article', { name: hotel }).getByText('Booked')).toBeVisible();
  });

  test('a business traveller freezes a room under the business terms: 3 days at most, a $250 cap', async ({
    page,
  }) => {
    await page.goto(`${CORPORATE}/terms/frozen-prices-hotel`);
    await expect(page.locator('dl.wf-freeze-terms')).toContainText('Longest freeze3 days');
    await expect(page.locator('dl.wf-freeze-terms')).toContainText(
      'Most we cover above your frozen price$250 per room',
    );
    const { hotel } = await freezeFirstHotelRoom(
      page,
      CORPORATE,
      'Katherine Johnson',
      { days: 48, nights: 2, rooms: 1 },
      '3 days',
    );
    const voucher = page.getByRole('article', { name: hotel });
    await expect(voucher).toContainText('We cover price rises up to$250 per room');
    await expect(voucher).toContainText(/Ends in 2d 23h \d+m/);
  });
});
