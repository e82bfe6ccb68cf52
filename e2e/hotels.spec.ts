import { isoDateIn } from './sandbox-clock';
import { expect, test, type Page } from './fixtures';
import { CONSUMER, CORPORATE, passFirstSession, signInAs } from './fixtures';

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

/** A stay of `nights` nights, 40 days out. */
const stayOf = (nights: number) => `fromDate=${isoDateIn(40)}&untilDate=${isoDateIn(40 + nights)}`;

/** A date as a French-Canadian reader sees it on the hotel pages ("lun. 5 janv."). */
const frenchDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));

/**
 * The accessibility check scans a page once it settles; React Aria hides the rest of the page
 * from screen readers while a combo box's list is open (useComboBox), which a scan at that moment
 * reports. The person reads the form first: the list opens after the scan.
 */
async function settleBeforeTyping(page: Page) {
  await page.waitForTimeout(2500);
}

const nightlyPrices = async (page: Page) =>
  (await page.locator('.wf-hotel-card-nightly strong').allTextContents()).map((t) =>
    Number(t.replace(/[^\d]/g, '')),
  );

test.describe('hotels', () => {
  test('search a city, sort and filter, open a hotel, save it and find it in favorites', async ({
    page,
  }) => {
    // Several lists and a hotel page, each scanned for accessibility, on a shared machine.
    test.slow();
    await signInAs(page, CONSUMER, 'Marcus Chen');
    await passFirstSession(page);
    await page.getByRole('link', { name: 'Hotels' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find a hotel' })).toBeVisible();
    await settleBeforeTyping(page);
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

  test('a Lifestyle stay of 5 nights costs on every list what the hotel page charges, 4th night free', async ({
    page,
  }) => {
    // Several lists and a hotel page, each scanned for accessibility, on a shared machine.
    test.slow();
    await signInAs(page, CONSUMER, 'Priya Raman');
    await passFirstSession(page);
    await page.goto(`${CONSUMER}/premium-stays/availability?${NEW_YORK}&${stayOf(5)}`);
    const hotels = page.getByRole('list', { name: 'Hotels' }).getByRole('article');
    const lifestyle = hotels.filter({ hasText: 'Lifestyle collection' }).first();
    await expect(lifestyle).toBeVisible({ timeout: 30_000 });
    await expect(lifestyle.getByText('4th night free', { exact: true })).toBeVisible();
    const name = (await lifestyle.getByRole('heading').textContent()) ?? '';
    const nightly = (await lifestyle.locator('.wf-hotel-card-nightly strong').textContent()) ?? '';
    const totalLine = lifestyle.getByText(/total with the 4th night free$/);
    const total = ((await totalLine.textContent()) ?? '').split(' ')[0] ?? '';
    expect(nightly).toMatch(/^\$[\d,]+$/);
    expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);

    // The plain hotel list prices the same stay at the same hotel the same way.
    await page.goto(
      `${CONSUMER}/hotels/availability?${NEW_YORK}&${stayOf(5)}&collections=Lifestyle`,
    );
    const same = page
      .getByRole('list', { name: 'Hotels' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(same.locator('.wf-hotel-card-nightly strong')).toHaveText(nightly, {
      timeout: 30_000,
    });
    await expect(same.getByText(`${total} total with the 4th night free`)).toBeVisible();

    // The hotel page has a rate at exactly that price per night and for the stay.
    await same.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Rooms for / })).toBeVisible({
      timeout: 30_000,
    });
    const rate = page
      .getByRole('listitem')
      .filter({ hasText: `${nightly} per night` })
      .filter({ hasText: `${total} total, taxes and fees included` })
      .first();
    await expect(rate).toBeVisible();
    await expect(rate.getByText('4th night free', { exact: true })).toBeVisible();
  });

  test('in French, the supplier’s description, rooms, rates and terms are French, dates French-Canadian', async ({
    page,
  }) => {
    // Several lists and a hotel page, each scanned for accessibility, on a shared machine.
    test.slow();
    await signInAs(page, CONSUMER, 'Emily Dubois');
    await passFirstSession(page);
    await page.getByLabel('Language').selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const from = isoDateIn(40);
    const until = isoDateIn(43);
    await page.goto(
      `${CONSUMER}/hotels/availability?${NEW_YORK}&fromDate=${from}&untilDate=${until}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('New York City');
    await expect(page.getByText(`${frenchDate(from)} – ${frenchDate(until)}`)).toBeVisible();
    const first = page.getByRole('list', { name: 'Hôtels' }).getByRole('article').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    await expect(first.getByText('par nuit')).toBeVisible();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link', { name }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const rooms = page.getByRole('heading', { level: 2, name: /^Chambres / });
    await expect(rooms).toBeVisible({ timeout: 30_000 });
    await expect(rooms).toContainText(frenchDate(from));
    await expect(page.getByText(/^Un hôtel \d étoiles /)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Chambre standard', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText(/^(Flexible|Non remboursable|Semi-flexible), /).first(),
    ).toBeVisible();
    await expect(page.getByText(/les clients apprécient particulièrement/)).toBeVisible();
    // Cancellation terms in French, with the hotel's time written the French-Canadian way.
    const terms = page.getByText(
      /^(Annulation gratuite jusqu’au|Non remboursable :|Annulez avant)/,
    );
    await expect(terms.first()).toBeVisible();
    await expect(page.getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
    await expect(page.getByText(/breakfast|room only|Free cancellation until/i)).toHaveCount(0);
  });

  test('on a phone the first hotel is on the first screen after a search, filters in a sheet', async ({
    page,
  }) => {
    // Several lists and a hotel page, each scanned for accessibility, on a shared machine.
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, CONSUMER, 'Nora Kim');
    await passFirstSession(page);
    // The search form, filled in as a recent search or "Change search" fills it, then submitted.
    await page.goto(`${CONSUMER}/hotels/search?${NEW_YORK}&${stayOf(3)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a hotel' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Where to?' })).toHaveValue(/New York City/);
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hotels in New York City' }),
    ).toBeVisible();
    const first = page.getByRole('list', { name: 'Hotels' }).getByRole('article').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    // Its name, stars and price are on the first screen, without scrolling.
    await expect(first.getByRole('heading')).toBeInViewport();
    await expect(first.getByText('per night')).toBeInViewport();
    await expect(first.getByRole('img', { name: /^\d stars?$/ })).toBeInViewport();

    // The filters wait in a sheet: open it, choose, and go back to the list.
    await expect(page.getByRole('checkbox', { name: 'Free cancellation' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('checkbox', { name: 'Free cancellation' }).check();
    await expect(page).toHaveURL(/refundable=1/);
    await sheet.getByRole('button', { name: /^Show [\d,]+ hotels?$/ }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(first.getByText('Free cancellation')).toBeVisible({ timeout: 15_000 });
  });

  test('the hotel page and results load no map code until asked; the largest picture first', async ({
    page,
  }) => {
    // Several lists and a hotel page, each scanned for accessibility, on a shared machine.
    test.slow();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const isMapCode = (url: string) => /maplibre|hotel-map-canvas/.test(url);
    await openAvailability(page, CONSUMER, 'Owen Brooks');
    const cards = page.getByRole('list', { name: 'Hotels' }).getByRole('article');
    await expect(cards.nth(1)).toBeVisible();
    // One main landmark (the shell's); stars are a named image.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(cards.first().getByRole('img', { name: /^\d stars?$/ })).toBeVisible();
    const firstPicture = cards.first().locator('img').first();
    await expect(firstPicture).toHaveAttribute('loading', 'eager');
    await expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
    await expect(firstPicture).toHaveAttribute('width', '320');
    await expect(firstPicture).toHaveAttribute('height', '240');
    await expect(cards.nth(1).locator('img').first()).toHaveAttribute('loading', 'lazy');
    expect(scripts.filter(isMapCode)).toEqual([]);

    const name = (await cards.first().getByRole('heading').textContent()) ?? '';
    await cards.first().getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name: /^Rooms for / })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('main')).toHaveCount(1);
    const location = page.getByRole('region', { name: 'Location' });
    const still = location.getByRole('img', { name: `Where ${name} is` });
    await expect(still).toBeVisible();
    await expect
      .poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(scripts.filter(isMapCode)).toEqual([]);

    await location.getByRole('button', { name: 'Open the map' }).click();
    await expect(location.getByRole('region', { name: `Where ${name} is` })).toBeVisible();
    await expect(location.locator('canvas')).toBeVisible({ timeout: 60_000 });
    expect(scripts.filter(isMapCode).length).toBeGreaterThan(0);
    await location.getByRole('button', { name: 'Close the map' }).click();
    await expect(still).toBeVisible();
  });
});
