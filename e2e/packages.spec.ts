import { addCard, isoDateIn, openAs, readDollars } from './booking-helpers';
import {
  CONSUMER,
  CORPORATE,
  expect,
  openSandboxConsoleApi,
  readExperimentVariant,
  test,
  type Page,
  type SandboxConsoleApi,
} from './fixtures';

/**
 * Packages (issue 23): a flight and a hotel bought together. The first journey searches, chooses
 * a hotel, a room and other flights, reviews one total with its saving, books both parts in one
 * saga and finds the package in trips. The second books a quote whose price is older than the
 * 15-second package price-quote timeout after the fares moved: it is priced again and the
 * price-difference notice asks before charging the new total. The timeout runs on the sandbox's
 * travel clock, which the journey moves (the whole sandbox's), so this file runs in the serial
 * sandbox-console project and puts the clock back.
 */

/** New York (JFK) to Los Angeles, `days` ahead for `nights` nights, 1 room. */
function laPackage(
  area: 'packages' | 'hotels-flights',
  days: number,
  nights: number,
  adults: number,
): string {
  const params = new URLSearchParams({
    origin: 'JFK',
    originName: 'John F Kennedy International Airport (JFK)',
    destination: 'LAX',
    locationName: 'Los Angeles International Airport (LAX)',
    cityCode: 'C5368361',
    fromDate: isoDateIn(days),
    untilDate: isoDateIn(days + nights),
    rooms: '1',
    adults: String(adults),
    children: '0',
  });
  return `/${area}/hotels-availability?${params.toString()}`;
}

/** From the hotel list: the first hotel, its first room, the flights; answers the hotel's name. */
async function chooseHotelAndRoom(page: Page): Promise<string> {
  const list = page.getByRole('list', { name: 'Hotels with flights' });
  const hotel = list.getByRole('article').first();
  await expect(hotel).toBeVisible({ timeout: 60_000 });
  // Each hotel is priced as the package, never alone (the hidden bundled rate).
  await expect(hotel.getByText('per person, flights included')).toBeVisible();
  await expect(
    hotel.getByText(/^Save \$[\d,]+\.\d{2} \(\d+%\) against booking apart$/),
  ).toBeVisible();
  await expect(hotel.getByText(/per night/)).toHaveCount(0);
  const name = (await hotel.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await hotel.getByRole('link', { name: `Choose this hotel: ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Step 2 of 5: Choose a room')).toBeVisible();
  await page
    .getByRole('link', { name: /^Choose room: / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your flights' })).toBeVisible();
  return name;
}

async function setTravelClock(consoleApi: SandboxConsoleApi, offsetMinutes: number) {
  const res = await consoleApi.post('/clock', { offsetMinutes });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('packages', () => {
  test.describe.configure({ timeout: 180_000 });

  // Ada flies with a companion from her saved travelers; Grace travels alone.
  for (const [tenant, origin, who, days, adults] of [
    ['a card holder', CONSUMER, 'Ada Lovelace', 44, 2],
    ['a business traveller', CORPORATE, 'Grace Hopper', 52, 1],
  ] as const) {
    test(`${tenant} books a flight + hotel package and finds it in trips`, async ({ page }) => {
      await openAs(page, origin, who, '/');
      // The home page shows the Packages tab to the hotels-flights variant only.
      const variant = await readExperimentVariant(page, 'packages');
      const tabs = page.getByRole('tablist', { name: 'What are you booking?' });
      await expect(tabs.getByRole('tab').first()).toBeVisible({ timeout: 20_000 });
      await expect(tabs.getByRole('tab', { name: 'Packages' })).toHaveCount(
        variant === 'hotels-flights' ? 1 : 0,
      );

      await page.goto(`${origin}${laPackage('hotels-flights', days, 4, adults)}`);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Hotels in Los Angeles International Airport (LAX) with flights',
        }),
      ).toBeVisible();
      // The explanation shows until dismissed, then never again in this browser.
      const helptip = page.getByRole('complementary', { name: 'How packages work' });
      await expect(helptip).toBeVisible();
      await helptip.getByRole('button', { name: 'Got it' }).click();
      await expect(helptip).toHaveCount(0);
      const included = page.getByRole('region', { name: 'Flights included in these prices' });
      await expect(included).toContainText('Outbound, JFK to LAX:');
      await expect(included).toContainText('Return, LAX to JFK:');
      // The sort is kept in the URL (a reload survives).
      await page.getByLabel('Sort by').selectOption('rating');
      await expect(page).toHaveURL(/sort=rating/);
      await page.reload();
      await expect(page.getByLabel('Sort by')).toHaveValue('rating');
      await expect(page.getByRole('complementary', { name: 'How packages work' })).toHaveCount(0);

      const hotelName = await chooseHotelAndRoom(page);

      // Each fare says its difference to the package; the included ones are chosen.
      const outbound = page.getByRole('list', { name: 'Outbound flights' });
      await expect(outbound.getByRole('radio', { checked: true })).toHaveCount(1);
      await expect(outbound.getByText('Included in the package price').first()).toBeVisible();
      const perPerson = page.getByTestId('package-per-person');
      const before = readDollars((await perPerson.textContent()) ?? '');
      const dearer = outbound
        .locator('label')
        .filter({ hasText: /\+\$[\d,]+ per person$/ })
        .first();
      const difference = readDollars(
        /\+\$([\d,]+)/.exec((await dearer.textContent()) ?? '')?.[1] ?? '0',
      );
      await dearer.getByRole('radio').check();
      await expect(page).toHaveURL(/outFare=/);
      await expect
        .poll(async () => readDollars((await perPerson.textContent()) ?? ''))
        .toBeCloseTo(before + difference, -1);

      await page.getByRole('button', { name: 'Review package' }).click();
      await expect(page).toHaveURL(/\/hotels-flights\/review\?.*quoteId=/, { timeout: 30_000 });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Review your package' }),
      ).toBeVisible();
      await expect(page.getByText(hotelName).first()).toBeVisible();
      const total = (await page.getByTestId('package-total').textContent()) ?? '';
      expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);
      await expect(page.getByTestId('package-saving')).toHaveText(/^\$[\d,]+\.\d{2} \(\d+%\)$/);
      await expect(
        page.getByText('Price drop protection isn’t available for packages.'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Continue to book' }).click();

      await expect(page).toHaveURL(/\/hotels-flights\/book\?quoteId=/);
      await expect(page.getByRole('heading', { name: 'Book your flight and hotel' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByTestId('package-lead-guest')).toContainText(
        'The room is booked under',
      );
      if (adults > 1)
        await page
          .getByLabel('Traveler 2 (adult)', { exact: true })
          .selectOption({ label: 'Charles Babbage' });
      await page.getByLabel('Phone').fill('+1 617 555 0101');
      // A business traveller's package is judged under their tier's flight policy.
      if (origin === CORPORATE) {
        await expect(page.getByRole('heading', { name: /^Travel policy: / })).toBeVisible();
        const reason = page.getByLabel('Why do you need this trip?');
        if ((await reason.count()) > 0) await reason.fill('Client workshop in Los Angeles.');
      }
      await addCard(page, '4111 1111 1111 1111', '1111');
      await page.getByRole('button', { name: /^(Book for|Request approval for) \$/ }).click();

      await expect(page).toHaveURL(/\/book\/confirm\?bookingId=/, { timeout: 30_000 });
      await expect(
        page.getByRole('heading', {
          name: /^Your flight and hotel are booked!|^Waiting for approval/,
        }),
      ).toBeVisible({ timeout: 40_000 });
      const code = (await page.getByTestId('confirmation-code').textContent()) ?? '';
      expect(code).toMatch(/^P-[A-Z0-9]+$/);
      // Both parts with their own codes.
      await expect(page.getByTestId('package-flight-code')).toHaveText(/^[A-Z0-9]{6}$/);
      await expect(page.getByTestId('package-hotel-code')).toHaveText(/^H-[A-Z0-9]+$/);

      // The package is one trip with its hotel and flight parts.
      await page.getByRole('link', { name: 'View your trip' }).click();
      await expect(page.getByTestId('trip-code')).toHaveText(code, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 2, name: 'Flights' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Hotel' })).toBeVisible();
      await expect(page.getByText(hotelName).first()).toBeVisible();
    });
  }

  test('a package quote older than 15 seconds is priced again: the price-difference notice', async ({
    page,
  }) => {
    const consoleApi = await openSandboxConsoleApi();
    const moveIds: string[] = [];
    try {
      // A search from the form is kept as a recent package search; picking it searches again.
      const searchPath = laPackage('packages', 61, 3, 1).replace('hotels-availability', 'search');
      await openAs(page, CONSUMER, 'Marcus Chen', searchPath);
      await page.getByRole('button', { name: 'Search packages' }).click();
      await expect(page).toHaveURL(/\/packages\/hotels-availability\?/);
      await page.goto(`${CONSUMER}${searchPath}`);
      const recent = page.getByRole('region', { name: 'Your recent package searches' });
      await recent.getByRole('link', { name: /^John F Kennedy.* to Los Angeles/ }).click();
      await expect(page).toHaveURL(/entryType=recently_searched_package/);
      await chooseHotelAndRoom(page);
      await page.getByRole('button', { name: 'Review package' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Review your package' }),
      ).toBeVisible({ timeout: 30_000 });
      await expect(
        page.getByText(/if you book more than 15 seconds after this price, we check it again/),
      ).toBeVisible();
      const reviewed = (await page.getByTestId('package-total').textContent()) ?? '';
      const quoteId = new URL(page.url()).searchParams.get('quoteId') ?? '';
      await page.getByRole('button', { name: 'Continue to book' }).click();
      await expect(page).toHaveURL(/\/packages\/book\?quoteId=/, { timeout: 20_000 });
      // The booking page keeps the quote (its hold is 30 minutes): no new quote, no notice yet.
      expect(new URL(page.url()).searchParams.get('quoteId')).toBe(quoteId);
      await expect(page.getByRole('heading', { name: 'Book your flight and hotel' })).toBeVisible({
        timeout: 20_000,
      });
      await page.getByLabel('Phone').fill('+1 617 555 0101');
      await addCard(page, '4111 1111 1111 1111', '1111');

      // While the person types, the airline raises the outbound flight's fares and the travel
      // clock moves a minute: the quote's price is older than the 15-second timeout.
      const flights = await page.evaluate(async (id) => {
        const res = await fetch(`/api/v0/packages/quote/${encodeURIComponent(id)}`);
        const quote = (await res.json()) as {
          flight: { slices: { segments: { flightInstanceId: string }[] }[] };
        };
        return quote.flight.slices[0]?.segments.map((s) => s.flightInstanceId) ?? [];
      }, quoteId);
      for (const flightInstanceId of new Set(flights)) {
        const moved = await consoleApi.post('/prices', {
          target: { kind: 'flight', flightInstanceId },
          percent: 10,
        });
        expect(moved.status(), await moved.text()).toBe(200);
        const state = (await moved.json()) as {
          priceMoves: { id: string; target: { flightInstanceId?: string } }[];
        };
        moveIds.push(
          ...state.priceMoves
            .filter((m) => m.target.flightInstanceId === flightInstanceId)
            .map((m) => m.id),
        );
      }
      await setTravelClock(consoleApi, 1);

      // Book prices the package again: the notice says the old and the new total, nothing charged.
      await page.getByRole('button', { name: `Book for ${reviewed}` }).click();
      const notice = page.getByRole('alertdialog', { name: 'The price changed' });
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await expect(notice).toContainText(reviewed);
      const newTotal = /to (\$[\d,]+\.\d{2})/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
      expect(readDollars(newTotal)).toBeGreaterThan(readDollars(reviewed));
      await expect(page).toHaveURL(/\/packages\/book\?quoteId=/);

      // Accepting books the package at the new total.
      await notice.getByRole('button', { name: `Continue at ${newTotal}` }).click();
      await expect(page.getByTestId('package-price-change')).toBeVisible();
      await page.getByRole('button', { name: `Book for ${newTotal}` }).click();
      await expect(
        page.getByRole('heading', { name: 'Your flight and hotel are booked!' }),
      ).toBeVisible({ timeout: 40_000 });
      await expect(page.getByTestId('confirmation-code')).toHaveText(/^P-[A-Z0-9]+$/);
      await expect(page.getByText(newTotal).first()).toBeVisible();
    } finally {
      for (const id of moveIds) await consoleApi.delete(`/prices/${id}`);
      await setTravelClock(consoleApi, 0);
      await consoleApi.dispose();
    }
  });
});
