import { expect, test, type Page } from '@playwright/test';
import { CONSUMER, CORPORATE, passFirstSession, signInAs } from './fixtures';

/** A date `days` from now, YYYY-MM-DD, well inside the 330-day search horizon. */
function isoDateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function openSignedIn(page: Page, origin: string, who: string, path: string): Promise<void> {
  await signInAs(page, origin, who, path);
  await passFirstSession(page);
  // Signing in lands on / and the portal then returns to the page asked for; wait for that
  // hand-off so a navigation of ours cannot race it.
  const target = new URL(path, origin);
  await page
    .waitForURL((url) => url.pathname === target.pathname, { timeout: 10_000 })
    .catch(() => undefined);
  const current = new URL(page.url());
  if (current.pathname + current.search !== target.pathname + target.search) {
    await page.goto(target.toString());
  }
}

async function choosePlace(page: Page, field: 'From' | 'To', query: string, option: RegExp) {
  const combo = page.getByRole('combobox', { name: field });
  await combo.fill(query);
  await page.getByRole('option', { name: option }).first().click();
  await expect(combo).toHaveValue(option);
}

function resultCount(page: Page) {
  return page.getByRole('status').filter({ hasText: /flights? of \d+|No flights of/ });
}

test.describe('flight search and shop', () => {
  test('one-way search through the autocomplete and calendar, sort, filter and fare details', async ({
    page,
  }) => {
    await openSignedIn(page, CONSUMER, 'Marcus Chen', '/flights/search');
    await expect(page.getByRole('heading', { name: 'Where are you flying?' })).toBeVisible();

    await page.getByRole('radio', { name: 'One-way' }).check();
    await choosePlace(page, 'From', 'new york', /John F Kennedy/);
    await choosePlace(page, 'To', 'los angeles', /\(LAX\)/);

    // Next month, the 15th, in the calendar.
    await page.getByRole('button', { name: /Calendar/ }).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('button', { name: 'Next' }).first().click();
    await calendar.getByRole('grid').getByText('15', { exact: true }).click();
    await expect(page.getByRole('group', { name: 'Departure date' })).toContainText('15');

    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(/\/flights\/shop\?tripType=one_way&slices=JFK-LAX-/);
    await expect(page.getByRole('heading', { name: /Choose a flight: JFK to LAX/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('navigation', { name: 'Steps' })).toContainText('Review itinerary');

    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Price (lowest first)' });
    await expect(page.getByRole('listitem').getByText('Best Price').first()).toBeVisible();

    const count = resultCount(page);
    await expect(count).toHaveText(/(\d+) flights of (\d+)/);
    const before = await count.textContent();
    await page.getByRole('checkbox', { name: 'Non-stop only' }).check();
    await expect(count).not.toHaveText(before ?? '');
    await expect(page.getByRole('button', { name: 'Clear filters' }).first()).toBeEnabled();

    await page.getByRole('button', { name: 'Show fares' }).first().click();
    await page
      .getByRole('button', { name: /^Fare details: / })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: /Fare details: / });
    await expect(details).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Restrictions' })).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Baggage' })).toBeVisible();
    await expect(page).toHaveURL(/fareDetails=/);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
  });

  test('the form works from the keyboard while its date and place widgets load', async ({
    page,
  }) => {
    await openSignedIn(page, CONSUMER, 'Sofia Alvarez', '/flights/search');
    // The calendar button first: it opens the calendar once the widgets are there.
    await page.getByRole('button', { name: /Calendar/ }).focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('grid')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();

    const from = page.getByLabel('From', { exact: true });
    await from.focus();
    await page.keyboard.type('los angeles');
    await expect(page.getByRole('combobox', { name: 'From' })).toBeFocused();
    await expect(page.getByRole('option', { name: /\(LAX\)/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue(/Los Angeles|LAX/);
  });

  test('a corporate round trip reaches the itinerary review with the trip total', async ({
    page,
  }) => {
    const out = isoDateIn(24);
    const back = isoDateIn(31);
    await openSignedIn(
      page,
      CORPORATE,
      'Grace Hopper',
      `/flights/search?tripType=round_trip&slices=JFK-LAX-${out},LAX-JFK-${back}&adt=2&cnn=0&ins=0&inf=0`,
    );
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(/JFK/);
    await page.getByRole('button', { name: 'Search flights' }).click();

    await expect(page.getByRole('heading', { name: /Choose a flight: JFK to LAX/ })).toBeVisible({
      timeout: 20_000,
    });
    // Grace's Executive tier marks every fare; she picks the first one in policy.
    const selectInPolicy = async () => {
      await page.getByRole('button', { name: 'Show fares' }).first().click();
      await page
        .getByRole('list', { name: 'Fares for this flight' })
        .first()
        .getByRole('listitem')
        .filter({ hasText: 'In policy' })
        .first()
        .getByRole('button', { name: /^Select / })
        .click();
    };
    await selectInPolicy();

    await expect(page).toHaveURL(/step=ChooseReturn/);
    await expect(page.getByRole('heading', { name: /Choose a flight: LAX to JFK/ })).toBeFocused();
    await selectInPolicy();

    await expect(page).toHaveURL(/step=ReviewItinerary/);
    await expect(page.getByRole('heading', { name: 'Review your itinerary' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Flight 1: JFK to LAX/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Flight 2: LAX to JFK/ })).toBeVisible();
    await expect(page.getByText(/^\$[\d,]+\.\d{2}$/)).toBeVisible();
    await expect(page.getByText('Adults: 2')).toBeVisible();

    await page.getByRole('button', { name: 'Change flights' }).click();
    await expect(page).toHaveURL(/step=ChooseDeparture/);
  });

  test('a deep link reproduces the search', async ({ page }) => {
    const date = isoDateIn(40);
    const query = `tripType=one_way&slices=BOS-SFO-${date}&adt=2&cnn=1&ins=0&inf=0&cabin=Business`;
    await openSignedIn(page, CONSUMER, 'Sofia Alvarez', `/flights/shop?${query}`);
    await expect(
      page.getByRole('heading', { level: 1, name: /\(BOS\) to .*\(SFO\)/ }),
    ).toBeVisible();
    await expect(page.getByText(/One-way · .* · 3 travelers/)).toBeVisible();
    await expect(resultCount(page)).toHaveText(/\d+ flights? of \d+/, { timeout: 20_000 });

    await page.getByRole('link', { name: 'Change search' }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/search\\?${query.replace(/[?]/g, '\\?')}`));
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(/BOS/);
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(/SFO/);
    await expect(page.getByRole('combobox', { name: 'Cabin' })).toHaveValue('Business');
    await expect(page.getByRole('button', { name: /Travelers/ })).toContainText('3 travelers');
  });

  test('a failed search shows the default failure screen and searches again', async ({ page }) => {
    const path = `/flights/shop?tripType=one_way&slices=JFK-LAX-${isoDateIn(50)}&adt=1&cnn=0&ins=0&inf=0`;
    let failures = 1;
    await page.route('**/api/v0/flights/search', async (route) => {
      if (failures > 0) {
        failures -= 1;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      } else {
        await route.continue();
      }
    });
    // Sign in straight to the shop page, so no later navigation can race the sign-in hand-off.
    await openSignedIn(page, CONSUMER, 'Diego Ramos', path);
    await expect(
      page.getByRole('heading', { name: 'Uh oh! We were unable to process your search request.' }),
    ).toBeVisible();
    await expect(page.getByText('Something went wrong.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await page.getByRole('button', { name: 'Search again' }).click();
    await expect(resultCount(page)).toHaveText(/\d+ flights? of \d+/, { timeout: 20_000 });

    await page.getByRole('checkbox', { name: 'Non-stop only' }).check();
    await page.getByRole('checkbox', { name: /^Early morning/ }).check();
    await page.getByRole('slider', { name: 'Maximum price' }).focus();
    await page.keyboard.press('Home');
    const empty = page.getByRole('heading', { name: 'No flights match your filters' });
    await expect(empty).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(empty).toBeHidden();
  });
});
