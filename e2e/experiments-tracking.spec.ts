import {
  addCard,
  expectStayBooked,
  fillGuest,
  isoDateIn,
  nycAvailability,
  openAs,
  openFirstHotel,
  openShop,
} from './booking-helpers';
import {
  ADMIN,
  CONSUMER,
  DEMO_ADMIN,
  expect,
  journeyEmail,
  openSandboxConsoleApi,
  test,
} from './fixtures';

/**
 * Issue 24: experiments change what people see, and every tracking event says where the person
 * came from. Felix's variants are pinned through the sandbox console; Elena arrives from a
 * campaign link and books.
 */

const oneWay = (route: string, days: number) =>
  `tripType=one_way&slices=${route}-${isoDateIn(days)}&adt=1&cnn=0&ins=0&inf=0`;

test.describe('experiments and tracking', () => {
  test('a pinned control variant hides the price freeze offer; available shows it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const consoleApi = await openSandboxConsoleApi();
    const email = await journeyEmail('Felix Moreau');
    const pin = async (variant: string) => {
      const res = await consoleApi.post('/experiment-pins', {
        email,
        experimentId: 'price-freeze-offers',
        variant,
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    try {
      await pin('control');
      await openShop(page, CONSUMER, 'Felix Moreau', oneWay('ORD-SFO', 47));
      const prediction = page.getByRole('region', { name: 'Price prediction' });
      // The chart is a gate too, shown to everyone: once it is there the variants have loaded.
      await expect(prediction.getByRole('img')).toBeVisible({ timeout: 20_000 });
      await expect(prediction.getByRole('link', { name: 'How price prediction' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Freeze this price' })).toHaveCount(0);

      await pin('available');
      await page.reload();
      await expect(prediction.getByRole('link', { name: 'Freeze this price' })).toBeVisible({
        timeout: 20_000,
      });
    } finally {
      await consoleApi.dispose();
    }
  });

  test('a campaign link’s utm parameters reach the booking’s tracking event', async ({ page }) => {
    test.setTimeout(90_000);
    // Unique to this run, so the admin's counts show this journey's events alone.
    const campaign = `spring-${Date.now().toString(36)}`;
    await openAs(page, CONSUMER, 'Elena Petrova', `/?utm_source=${campaign}&utm_medium=email`);
    await expect(page.getByRole('heading', { name: 'Where are you flying?' })).toBeVisible({
      timeout: 20_000,
    });
    // Later pages of the visit keep the campaign: a stay entered from a recent search, booked.
    await page.goto(`${CONSUMER}${nycAvailability(66, 2)}&entryType=recently_searched_hotel`);
    await openFirstHotel(page);
    await page.getByRole('button', { name: 'Reserve' }).first().click();
    await fillGuest(page, 'Elena', 'Petrova');
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expectStayBooked(page);

    // The admin's tracking view counts the product entry and the booking under the campaign.
    await openAs(page, ADMIN, DEMO_ADMIN, '/tracking');
    await expect(page.getByRole('heading', { level: 1, name: 'Tracking events' })).toBeVisible({
      timeout: 20_000,
    });
    const byUtm = page.getByRole('region', { name: 'By utm_source' });
    const row = byUtm.getByRole('row', { name: new RegExp(`^${campaign}\\b`) });
    await expect(row).toBeVisible();
    const count = Number((await row.getByRole('cell').textContent()) ?? '0');
    expect(count).toBeGreaterThanOrEqual(2);
    const byName = page.getByRole('region', { name: 'By event' });
    await expect(byName.getByRole('row', { name: /^booking_complete\b/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'By entry source' }).getByRole('row', {
        name: /^recently_searched_hotel\b/,
      }),
    ).toBeVisible();
  });
});
