import { bookFlight, isoDateIn, openAs } from './booking-helpers';
import { CONSUMER, CORPORATE, expect, test } from './fixtures';

/*
 * The travel sale and the hotel cross-sell (issue 23): the sale's destinations priced from the
 * person's airport lead into a flight search showing the sale fare; after a flight booking,
 * hotels at the destination lead into the hotel results with the trip's place and dates.
 */
test.describe('travel sale', () => {
  // Sign-in, pricing the sale's destinations and a flight search, or a whole booking.
  test.describe.configure({ timeout: 150_000 });

  test('a card holder opens the sale from home and follows a destination to its sale fare', async ({
    page,
  }) => {
    await openAs(page, CONSUMER, 'Ada Lovelace', '/');
    // The home page's entry, while the sale is on.
    const entry = page.getByRole('region', { name: 'Travel sale' });
    await expect(entry).toBeVisible({ timeout: 60_000 });
    await expect(entry.getByRole('link', { name: /^Miami from \$/ })).toHaveAttribute(
      'href',
      /entrySource=travel_sale_homepage/,
    );
    await entry.getByRole('link', { name: 'See the sale' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Travel sale' })).toBeVisible();
    await expect(page.getByText('Fares from New York (JFK).')).toBeVisible({ timeout: 60_000 });
    const featured = page.getByRole('region', { name: 'Featured deals' });
    const miami = featured.getByRole('article', { name: 'Miami (MIA)' });
    await expect(miami.getByText(/^Usually \$/)).toBeVisible();
    // Card holders have no travel policy: no badge.
    await expect(page.locator('.wf-sale-card .wf-policy-badge')).toHaveCount(0);
    const fare = /\$[\d,]+/.exec((await miami.getByText(/^From \$/).textContent()) ?? '')?.[0];
    if (!fare) throw new Error('no sale fare to Miami');
    // Sold-out hotel destinations say so (Honolulu, a beach getaway by default).
    await expect(
      page
        .getByRole('region', { name: 'Beach getaways' })
        .getByRole('article', { name: 'Honolulu (HNL)' })
        .getByText('Hotels sold out'),
    ).toBeVisible();

    // Narrowed to Europe: Miami goes, London stays.
    await page.getByLabel('Continent').selectOption({ label: 'Europe' });
    await expect(featured.getByRole('article', { name: 'Miami (MIA)' })).toHaveCount(0);
    await expect(featured.getByRole('article', { name: 'London (LHR)' })).toBeVisible();
    await page.getByLabel('Continent').selectOption({ label: 'All continents' });

    await featured
      .getByRole('article', { name: 'Miami (MIA)' })
      .getByRole('link', { name: 'See flights to Miami' })
      .click();
    await expect(page).toHaveURL(
      /\/flights\/shop\?.*slices=JFK-MIA-.*entrySource=travel_sale_landing/,
    );
    await expect(page.getByRole('heading', { name: /Choose a flight: JFK to MIA/ })).toBeVisible({
      timeout: 30_000,
    });
    // The searched day is the sale's day, priced at the sale fare.
    const strip = page.getByRole('region', { name: 'Flexible dates' }).getByRole('table');
    await expect(strip.locator('a[aria-current="page"]')).toContainText(fare, { timeout: 20_000 });

    // Another origin: fares from Chicago.
    await page.goto(`${CONSUMER}/travelsale/`);
    await page.getByLabel('Flying from').fill('ORD');
    await page.getByRole('button', { name: 'Show fares' }).click();
    await expect(page).toHaveURL(/origin=ORD/);
    await expect(page.getByText(/^Fares from Chicago \(ORD\)\.$/)).toBeVisible({ timeout: 60_000 });
    await page.getByLabel('Flying from').fill('12');
    await page.getByRole('button', { name: 'Show fares' }).click();
    await expect(page.getByText('Enter a three-letter airport or city code.')).toBeVisible();
  });

  test('after a flight booking, hotels at the destination lead to the results for the trip’s dates', async ({
    page,
  }) => {
    const days = 52;
    await bookFlight(page, CONSUMER, 'Marcus Chen', 'JFK-LAX', days);
    const offer = page.getByRole('region', { name: 'Need a hotel in Los Angeles?' });
    await expect(offer).toBeVisible({ timeout: 30_000 });
    await expect(offer.getByRole('article')).toHaveCount(3);
    await expect(offer.getByText(/3 nights from/)).toBeVisible();
    await expect(
      offer.getByRole('link', { name: 'See all hotels in Los Angeles' }),
    ).toHaveAttribute('href', /lookupSource=flight_checkout/);

    // The trip's page offers the same stay, looked up from my trips.
    await page.getByRole('link', { name: 'View your trip' }).click();
    await expect(page).toHaveURL(/\/trips\/[^/?]+$/);
    const onTrip = page.getByRole('region', { name: 'Need a hotel in Los Angeles?' });
    await expect(onTrip).toBeVisible({ timeout: 30_000 });
    await expect(onTrip.getByRole('article')).toHaveCount(3);
    await onTrip.getByRole('link', { name: 'See all hotels in Los Angeles' }).click();

    await expect(page).toHaveURL(/\/hotels\/availability\?.*location=airport%3ALAX/);
    await expect(page).toHaveURL(new RegExp(`fromDate=${isoDateIn(days)}`));
    await expect(page).toHaveURL(new RegExp(`untilDate=${isoDateIn(days + 3)}`));
    await expect(page).toHaveURL(/entryType=cross_sell.*lookupSource=my_trips/);
    await expect(page.locator('.wf-hotel-card').first()).toBeVisible({ timeout: 30_000 });

    // The home page offers the same stay while none is booked.
    await page.goto(`${CONSUMER}/`);
    await expect(page.getByRole('region', { name: 'Need a hotel in Los Angeles?' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a business traveller sees the sale in the business portal', async ({ page }) => {
    await openAs(page, CORPORATE, 'Katherine Johnson', '/travelsale/');
    await expect(page.getByRole('heading', { level: 1, name: 'Travel sale' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'All sale destinations' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(
      page.getByRole('region', { name: 'All sale destinations' }).getByRole('link', {
        name: 'See flights to Los Angeles',
      }),
    ).toHaveAttribute('href', /entrySource=travel_sale_landing/);
    // Each sale fare is judged under the traveller's policy, as the flight results judge a fare.
    const cards = page.getByRole('region', { name: 'All sale destinations' }).getByRole('article');
    const losAngeles = page
      .getByRole('region', { name: 'All sale destinations' })
      .getByRole('article', { name: 'Los Angeles (LAX)' });
    await expect(losAngeles.getByText(/^(In policy|Out of policy)/)).toBeVisible();
    const priced = await cards.filter({ hasText: /From \$/ }).count();
    expect(priced).toBeGreaterThan(0);
    await expect(cards.locator('.wf-policy-badge')).toHaveCount(priced);

    // Premium stay offers, linked from the premium stays page: each hotel with its offer, opening
    // the premium stay's page.
    await page.goto(`${CORPORATE}/premium-stays/`);
    await page.getByRole('link', { name: 'See current premium stay offers' }).click();
    await expect(page).toHaveURL(/\/premium-offers\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium stay offers' }),
    ).toBeVisible();
    const miami = page.getByRole('region', { name: 'Premium stays in Miami' });
    await expect(miami).toBeVisible({ timeout: 60_000 });
    const first = miami.getByRole('article').first();
    // On the business tenant every premium stay of four nights has its fourth night free.
    await expect(first.getByText(/^Complimentary night: \$[\d,.]+ off your stay$/)).toBeVisible();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/premium-stays\/shop\?lodgingId=/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  });
});
