import { isoDateIn } from './booking-helpers';
import {
  CONSUMER,
  CORPORATE,
  expect,
  passFirstSession,
  readExperimentVariant,
  signInAs,
  test,
  type Page,
} from './fixtures';

/** Records layout shifts from the next page load on (the Cumulative Layout Shift of the load). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { wayfareLayoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) shifts.push(shift.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function readLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { wayfareLayoutShifts: number[] }).wayfareLayoutShifts.reduce(
      (sum, value) => sum + value,
      0,
    ),
  );
}

test.describe('home', () => {
  test('opens on the searches with the person’s recent searches, and shows only what works', async ({
    page,
  }) => {
    test.slow();
    const departure = isoDateIn(52);
    await signInAs(page, CONSUMER, 'Nora Kim');
    await passFirstSession(page);
    // A flight search and a hotel search, run from their pages, to be found again on home.
    await page.goto(
      `${CONSUMER}/flights/shop?tripType=one_way&slices=SEA-DEN-${departure}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await expect(page.getByRole('heading', { name: /Choose a flight/ })).toBeVisible({
      timeout: 20_000,
    });
    await page.goto(
      `${CONSUMER}/hotels/availability?locationName=New+York+City&location=city%3AC5128581&fromDate=${isoDateIn(61)}&untilDate=${isoDateIn(63)}`,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hotels in New York City' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Capital One Travel home' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Capital One Travel' }),
    ).toBeVisible();
    // The product tabs are the products that work: no tab leads to a missing page.
    const products = page.getByRole('navigation', { name: /products/i });
    await expect(products.getByRole('link')).toHaveText([
      'Flights',
      'Cars',
      'Hotels',
      'Stays',
      'Trips',
      'Experiences',
      'Travel wallet',
    ]);
    // What the portal offers: only what can be used today.
    const offers = page.getByRole('region', { name: 'Book with confidence' });
    await expect(offers.getByRole('heading', { level: 3 })).toHaveText([
      'Price prediction',
      'Travel wallet',
    ]);
    await expect(page.getByText(/price freeze|cancel for any reason/i)).toHaveCount(0);

    // The searches: flights first, with the recent flight search to run again.
    const searches = page.getByRole('tablist', { name: 'What are you booking?' });
    // Packages have their own search only in the packages experiment's hotels-flights variant.
    const packagesVariant = await readExperimentVariant(page, 'packages');
    await expect(searches.getByRole('tab')).toHaveText([
      'Flights',
      'Cars',
      'Hotels',
      'Stays',
      'Experiences',
      ...(packagesVariant === 'hotels-flights' ? ['Packages'] : []),
    ]);
    await expect(searches.getByRole('tab', { name: 'Flights' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Where are you flying?' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Seattle.* to Denver/ })).toBeVisible();

    // Arrow keys move between the searches; the hotel search has the recent hotel search.
    await searches.getByRole('tab', { name: 'Flights' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(searches.getByRole('tab', { name: 'Cars' })).toBeFocused();
    await expect(
      page.getByRole('tabpanel', { name: 'Cars' }).getByRole('combobox', { name: 'Pick-up place' }),
    ).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(searches.getByRole('tab', { name: 'Hotels' })).toBeFocused();
    await expect(searches.getByRole('tab', { name: 'Hotels' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = page.getByRole('tabpanel', { name: 'Hotels' });
    await expect(panel.getByRole('combobox', { name: 'Where to?' })).toBeVisible();
    await panel.getByRole('link', { name: /^New York City/ }).click();
    await expect(page).toHaveURL(/\/hotels\/availability\?.*entryType=recently_searched_hotel/);

    // The flight search runs again from home.
    await page.goto(`${CONSUMER}/`);
    await page.getByRole('button', { name: /Seattle.* to Denver/ }).click();
    await expect(page).toHaveURL(/\/flights\/shop\?.*slices=SEA-DEN-/);

    // The travel wallet tab leads to a working page.
    await products.getByRole('link', { name: 'Travel wallet' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'My travel credits and offers' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Card travel credits' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Venture X annual travel credit', level: 3 }),
    ).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const [tenant, origin, who, title] of [
      ['consumer', CONSUMER, 'Nora Kim', 'Welcome to Capital One Travel'],
      ['business', CORPORATE, 'Alan Turing', 'Welcome to Capital One Business Travel'],
    ] as const) {
      test(`the ${tenant} home does not move as it loads`, async ({ page }) => {
        await signInAs(page, origin, who);
        await passFirstSession(page);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        // A fresh visit to home from another page (a reload would restore a scrolled position).
        await page.goto(`${origin}/trips/`);
        await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
        await watchLayoutShift(page);
        await page.goto(`${origin}/`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Where are you flying?' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await readLayoutShift(page)).toBeLessThan(0.02);
        // The page fits the phone: the welcome and the search tabs scroll nothing sideways.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        const heading = await page.getByRole('heading', { level: 1, name: title }).boundingBox();
        expect((heading?.x ?? 0) + (heading?.width ?? 0)).toBeLessThanOrEqual(390);
      });
    }
  });
});
