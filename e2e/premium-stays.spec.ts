import { addCard, fillGuest, isoDateIn } from './booking-helpers';
import {
  CONSUMER,
  CORPORATE,
  expect,
  passFirstSession,
  signInAs,
  test,
  type Page,
} from './fixtures';

/** New York City in the sandbox's place index: it has Premier and Lifestyle hotels. */
const NEW_YORK = 'locationName=New+York+City&location=city%3AC5128581';
/** Sandbox hotels in New York City: one of each collection. */
const PREMIER_HOTEL = { lodgingId: 'H5172', name: 'Casa Monarch New York City' };

const stay = (nights: number) => `fromDate=${isoDateIn(40)}&untilDate=${isoDateIn(40 + nights)}`;

async function openPremiumList(page: Page, origin: string, nights: number) {
  await page.goto(`${origin}/premium-stays/availability?${NEW_YORK}&${stay(nights)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Premium stays in New York City' }),
  ).toBeVisible();
  const hotels = page.getByRole('list', { name: 'Hotels' }).getByRole('article');
  await expect(hotels.first()).toBeVisible({ timeout: 30_000 });
  return hotels;
}

/** Rooms loaded; every rate's price details opened, as a person checking the price would. */
async function openPriceDetails(page: Page) {
  await expect(page.getByRole('heading', { name: /^Rooms for / })).toBeVisible({
    timeout: 30_000,
  });
  const details = page.locator('summary', { hasText: 'Price details' });
  for (let i = 0; i < (await details.count()); i++) {
    const summary = details.nth(i);
    if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click();
  }
}

/** The price line "Complimentary 4th night −$X" (the amount taken off). */
const complimentaryNight = (page: Page) =>
  page
    .locator('dl div')
    .filter({ has: page.getByText('Complimentary 4th night', { exact: true }) });

test.describe('premium stays', () => {
  // Each journey loads several hotel lists and pages; the machine is shared with other suites.
  test.describe.configure({ timeout: 90_000 });

  test('consumer: the collections, and the list’s 4th night free from 4 nights at Lifestyle hotels', async ({
    page,
  }) => {
    await signInAs(page, CONSUMER, 'Marcus Chen');
    await passFirstSession(page);
    const nav = page.getByRole('navigation', { name: /products/i });
    await nav.getByRole('link', { name: 'Stays' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find a stay' })).toBeVisible();
    await page.getByRole('link', { name: 'Explore premium stays' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Premium stays' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Stays' })).toHaveAttribute('aria-current', 'page');
    const premier = page.getByRole('region', { name: 'Premier collection' });
    const lifestyle = page.getByRole('region', { name: 'Lifestyle collection' });
    await expect(premier.getByText('Daily breakfast for two')).toBeVisible();
    await expect(
      lifestyle.getByText(/^Complimentary 4th night on stays of 4 nights/),
    ).toBeVisible();
    await expect(premier.getByText(/Complimentary 4th night/)).toHaveCount(0);

    // Three nights: below the minimum, no night is free.
    const short = await openPremiumList(page, CONSUMER, 3);
    await expect(short.filter({ hasText: 'Lifestyle collection' }).first()).toBeVisible();
    await expect(page.getByText('4th night free', { exact: true })).toHaveCount(0);

    const hotels = await openPremiumList(page, CONSUMER, 5);
    await expect(hotels.nth(1)).toBeVisible();
    for (let i = 0; i < Math.min(await hotels.count(), 10); i++) {
      await expect(hotels.nth(i).getByText(/^(Premier|Lifestyle) collection$/)).toBeVisible();
    }
    const lifestyleHotel = hotels.filter({ hasText: 'Lifestyle collection' }).first();
    await expect(lifestyleHotel.getByText('4th night free', { exact: true })).toBeVisible();
    await expect(lifestyleHotel.getByText(/total with the 4th night free$/)).toBeVisible();
    await expect(
      hotels.filter({ hasText: 'Premier collection' }).first().getByText('4th night free'),
    ).toHaveCount(0);
  });

  test('consumer: a Lifestyle hotel’s 4th night is free through to the booking, a Premier hotel’s not', async ({
    page,
  }) => {
    await signInAs(page, CONSUMER, 'Ada Lovelace');
    await passFirstSession(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hotels = await openPremiumList(page, CONSUMER, 5);
    const lifestyleHotel = hotels.filter({ hasText: 'Lifestyle collection' }).first();
    const name = (await lifestyleHotel.getByRole('heading').textContent()) ?? '';
    await lifestyleHotel.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/premium-stays\/shop\?lodgingId=H\d+&.*source=availability/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const benefits = page.getByRole('region', { name: 'Included with your stay' });
    await expect(benefits.getByText('Lifestyle collection')).toBeVisible();
    await expect(benefits.getByText(/includes a complimentary 4th night/)).toBeVisible();
    await openPriceDetails(page);
    const night = complimentaryNight(page).first();
    await expect(night).toBeVisible();
    await expect(night.locator('dd')).toHaveText(/^−\$[\d,]+\.\d{2}$/);

    // Reserve holds the server's price, which takes the night off too.
    await page
      .getByRole('button', { name: /^Reserve / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/premium-stays\/book\?/, { timeout: 30_000 });
    // The booking page's summary (the hotel page's rates say it too, until the page is replaced).
    await expect(page.getByTestId('complimentary-night')).toBeVisible({ timeout: 30_000 });
    const freeNight = (await page.getByTestId('complimentary-night').textContent()) ?? '';

    // Book it: the confirmation keeps the free night in the price paid.
    await fillGuest(page, 'Ada', 'Lovelace');
    await addCard(page, '4111 1111 1111 1111', '1111');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expect(page).toHaveURL(/\/premium-stays\/book\/confirm\?bookingId=/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Your stay is booked' })).toBeVisible();
    await expect(page.getByTestId('complimentary-night')).toHaveText(freeNight);

    await page.goto(
      `${CONSUMER}/premium-stays/shop?lodgingId=${PREMIER_HOTEL.lodgingId}&${stay(5)}&source=search`,
    );
    await expect(page.getByRole('heading', { level: 1, name: PREMIER_HOTEL.name })).toBeVisible();
    await openPriceDetails(page);
    await expect(
      page.getByRole('region', { name: 'Included with your stay' }).getByText('Premier collection'),
    ).toBeVisible();
    await expect(complimentaryNight(page)).toHaveCount(0);
  });

  test('business: a Premier hotel’s stay of 4+ nights has the 4th night free too', async ({
    page,
  }) => {
    await signInAs(page, CORPORATE, 'Alan Turing');
    await passFirstSession(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`${CORPORATE}/premium-stays/`);
    await expect(
      page
        .getByRole('region', { name: 'Premier collection' })
        .getByText(/^Complimentary 4th night on stays of 4 nights/),
    ).toBeVisible();

    const hotels = await openPremiumList(page, CORPORATE, 5);
    await expect(
      hotels
        .filter({ hasText: 'Premier collection' })
        .first()
        .getByText('4th night free', { exact: true }),
    ).toBeVisible();

    await page.goto(
      `${CORPORATE}/premium-stays/shop?lodgingId=${PREMIER_HOTEL.lodgingId}&${stay(5)}&source=availability`,
    );
    await expect(page.getByRole('heading', { level: 1, name: PREMIER_HOTEL.name })).toBeVisible();
    await openPriceDetails(page);
    const night = complimentaryNight(page).first();
    await expect(night).toBeVisible();
    await expect(night.locator('dd')).toHaveText(/^−\$[\d,]+\.\d{2}$/);
  });
});
