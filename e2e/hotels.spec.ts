import { expect, test, type Page } from '@playwright/test';
import { CONSUMER, CORPORATE, passFirstSession, signInAs } from './fixtures';

function isoDateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** New York City in the sandbox's GeoNames-based place index. */
const NEW_YORK = 'locationName=New+York+City&location=city%3AC5128581';

async function openAvailability(page: Page, origin: string, who: string, extra = '') {
  await signInAs(page, origin, who);
  await passFirstSession(page);
  await page.goto(
    `${origin}/hotels/availability?${NEW_YORK}&fromDate=${isoDateIn(40)}&untilDate=${isoDateIn(43)}${extra}`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hotels in New York City' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d[\d,]* hotels$/ })).toBeVisible({
    timeout: 30_000,
  });
}

const nightlyPrices = async (page: Page) =>
  (await page.locator('.wf-hotel-card-nightly strong').allTextContents()).map((t) =>
    Number(t.replace(/[^\d]/g, '')),
  );

test.describe('hotels', () => {
  test('search a city, sort and filter, open a hotel, save it and find it in favorites', async ({
    page,
  }) => {
    await signInAs(page, CONSUMER, 'Marcus Chen');
    await passFirstSession(page);
    await page.getByRole('link', { name: 'Hotels' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find a hotel' })).toBeVisible();
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await expect(page.getByText('Choose a place or hotel from the list.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Where to?' }).fill('New York');
    await page.getByRole('option', { name: /^New York City/ }).click();
    const [y1, m1, d1] = isoDateIn(40).split('-');
    const [y2, m2, d2] = isoDateIn(43).split('-');
    await page
      .getByRole('spinbutton', { name: /^month/ })
      .first()
      .click();
    await page.keyboard.type(`${m1}${d1}${y1}${m2}${d2}${y2}`);
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hotels in New York City' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^\d[\d,]* hotels$/ })).toBeVisible({
      timeout: 30_000,
    });
    const hotels = page.getByRole('list', { name: 'Hotels' }).getByRole('article');
    await expect(hotels.first()).toBeVisible();

    await page.getByLabel('Sort by').selectOption('Price');
    await expect(page).toHaveURL(/sort=Price/);
    await expect(async () => {
      const prices = await nightlyPrices(page);
      expect(prices.length).toBeGreaterThan(5);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass({ timeout: 15_000 });

    await page.getByRole('checkbox', { name: 'Free cancellation' }).check();
    await expect(page).toHaveURL(/refundable=1/);
    await expect(async () => {
      const count = await hotels.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < Math.min(count, 10); i++) {
        await expect(hotels.nth(i).getByText('Free cancellation')).toBeVisible();
      }
    }).toPass({ timeout: 15_000 });

    // Meal plan: fewer hotels, each led by a rate with that plan; unticking brings the rest back.
    const count = page.locator('.wf-hotel-count');
    const refundableCount = (await count.textContent()) ?? '';
    const breakfast = page.getByRole('checkbox', { name: 'Breakfast for 2' });
    await breakfast.check();
    await expect(page).toHaveURL(/mealPlans=BreakfastFor2/);
    await expect(count).not.toHaveText(refundableCount, { timeout: 15_000 });
    await expect(hotels.first().getByText('Breakfast for 2')).toBeVisible();
    await breakfast.uncheck();
    await expect(page).not.toHaveURL(/mealPlans=/);
    await expect(count).toHaveText(refundableCount, { timeout: 15_000 });

    const first = hotels.first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: `Save ${name} to favorites` }).click();
    await expect(
      first.getByRole('button', { name: `Remove ${name} from favorites` }),
    ).toHaveAttribute('aria-pressed', 'true');

    await first.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Rooms for / })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/a night/).first()).toBeAttached();
    await expect(page.getByRole('button', { name: `Remove ${name} from favorites` })).toBeVisible();

    await page.getByRole('button', { name: 'Marcus' }).click();
    await page.getByRole('menuitem', { name: 'Favorites' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    const saved = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: `Remove ${name} from favorites` }).click();
    await expect(page.getByText('No favorites yet')).toBeVisible();
  });

  test('the business tenant shows each hotel in or out of the traveler’s policy', async ({
    page,
  }) => {
    // Alan Turing is on the Standard tier: 2 to 4 stars, up to $300 a night.
    await openAvailability(page, CORPORATE, 'Alan Turing', '&stars=5');
    const hotels = page.getByRole('list', { name: 'Hotels' }).getByRole('article');
    await expect(hotels.first()).toBeVisible();
    await expect(hotels.first().getByText('Out of policy')).toBeVisible();
    await expect(
      page.getByText('None of these hotels is within your travel policy.'),
    ).toBeVisible();

    await page.getByRole('checkbox', { name: '5 stars' }).uncheck();
    await page.getByRole('checkbox', { name: '3 stars' }).check();
    await page.getByLabel('Nightly price').selectOption('200');
    await expect(hotels.first().getByText('In policy')).toBeVisible({ timeout: 15_000 });
  });
});
