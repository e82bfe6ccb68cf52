import AxeBuilder from '@axe-core/playwright';
import { isoDateIn } from './sandbox-clock';
import { CONSUMER, CORPORATE, expect, passFirstSession, signInAs, test } from './fixtures';
import type { Page } from './fixtures';

/*
 * The price calendar and flexible dates (issue 19): the flight search's date picker shows each
 * day's lowest fare with its level (in colour and in words), for departures and, once a round
 * trip's departure is picked, for returns; the results offer a ±3-day grid whose prices open
 * those searches, the filters kept.
 */

async function openSearch(page: Page, origin: string, who: string, path: string): Promise<void> {
  await signInAs(page, origin, who, path);
  await passFirstSession(page);
  const target = new URL(path, origin);
  await page
    .waitForURL((url) => url.pathname === target.pathname, { timeout: 10_000 })
    .catch(() => undefined);
  const current = new URL(page.url());
  if (current.pathname + current.search !== target.pathname + target.search)
    await page.goto(target.toString());
  await expect(page.getByRole('heading', { name: 'Where are you flying?' })).toBeVisible();
}

async function choosePlace(page: Page, field: 'From' | 'To', query: string, option: RegExp) {
  const combo = page.getByRole('combobox', { name: field });
  await combo.fill(query);
  await page.getByRole('option', { name: option }).first().click();
  await expect(combo).toHaveValue(option);
}

/** A priced day's name: "Friday, January 15, 2027, $214, low fare". */
const PRICED_DAY = /, \$[\d,]+, (low|typical|high) fare$/;

/** No serious or critical axe finding inside the open calendar (the fixtures scan whole pages). */
async function expectCalendarAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .include('[role="dialog"]')
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('price calendar and flexible dates', () => {
  test('a one-way picker shows fares by level; a cheap day is searched, then the ±3 strip moves the date', async ({
    page,
  }) => {
    test.slow();
    await openSearch(page, CONSUMER, 'Marcus Chen', '/flights/search');
    await page.getByRole('radio', { name: 'One-way' }).check();
    await choosePlace(page, 'From', 'boston', /\(BOS\)/);
    await choosePlace(page, 'To', 'san francisco', /\(SFO\)/);

    // The fares come with the calendar; until then its days show without them, the same size.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v0\/flights\/calendar\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: /Calendar/ }).click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('status')).toHaveText('Finding the lowest fares…');
    const grid = calendar.getByRole('grid').first();
    await expect(grid).toBeVisible();
    const loadingBox = await grid.boundingBox();
    release();
    await expect(calendar.getByRole('status')).toHaveText(
      'Lowest one-way fare each day, for 1 traveler.',
    );
    await page.unroute(/\/api\/v0\/flights\/calendar\?/);
    await expect(grid.getByRole('button', { name: PRICED_DAY }).first()).toBeVisible();
    expect(await grid.boundingBox()).toEqual(loadingBox);
    // The levels are in the legend, by name.
    for (const level of ['Low for this route', 'Typical', 'High'])
      await expect(calendar.getByRole('listitem').filter({ hasText: level })).toBeVisible();
    await expectCalendarAccessible(page);
    // By keyboard too: the arrows move between days, each saying its fare and level.
    await page.keyboard.press('ArrowRight');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', PRICED_DAY);

    // A low fare two or more weeks out (browsing ahead a month if this one has none).
    const lowDay = async () => {
      for (let i = 0; i < 4; i += 1) {
        const low = calendar.getByRole('button', { name: /, low fare$/ });
        const count = await low.count();
        for (let k = 0; k < count; k += 1) {
          const name = (await low.nth(k).getAttribute('aria-label')) ?? '';
          const date = new Date(`${name.split(', $')[0] ?? ''} 12:00 UTC`);
          if (date.getTime() >= Date.parse(`${isoDateIn(14)}T00:00:00Z`)) return low.nth(k);
        }
        await calendar.getByRole('button', { name: 'Next' }).first().click();
      }
      throw new Error('no low fare in four months');
    };
    const cheapDay = await lowDay();
    const dayName = (await cheapDay.getAttribute('aria-label')) ?? '';
    const price = /\$\d{1,3}(,\d{3})*/.exec(dayName)?.[0] ?? '';
    const picked = new Date(`${dayName.split(', $')[0] ?? ''} 12:00 UTC`)
      .toISOString()
      .slice(0, 10);
    await cheapDay.click();
    await expect(calendar).toBeHidden();

    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(new RegExp(`slices=BOS-SFO-${picked}`));
    await expect(page.getByRole('heading', { name: /Choose a flight: BOS to SFO/ })).toBeVisible({
      timeout: 20_000,
    });

    // The strip: seven days, the searched one marked with the calendar's price.
    const flexible = page.getByRole('region', { name: 'Flexible dates' });
    const strip = flexible.getByRole('table');
    await expect(strip.getByRole('columnheader')).toHaveCount(7);
    const current = strip.locator('a[aria-current="page"]');
    await expect(current).toContainText(price);
    await expect(current).toContainText('Your dates');
    await expect(strip.getByText('Cheapest')).toHaveCount(1);

    // A filter set here is kept when another date is chosen.
    await page.getByRole('checkbox', { name: 'Non-stop only' }).check();
    await expect(page).toHaveURL(/nonStop=1/);
    // The day after: the fifth of the seven days (the row's first cell is its header).
    const next = strip.getByRole('row').nth(1).getByRole('cell').nth(4).getByRole('link');
    const nextPrice = /\$\d{1,3}(,\d{3})*/.exec((await next.textContent()) ?? '')?.[0] ?? '';
    await next.click();
    const nextDate = new Date(Date.parse(`${picked}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await expect(page).toHaveURL(new RegExp(`slices=BOS-SFO-${nextDate}.*nonStop=1`));
    await expect(page.getByRole('checkbox', { name: 'Non-stop only' })).toBeChecked();
    await expect(strip.locator('a[aria-current="page"]')).toContainText(nextPrice);
    await expect(page.getByRole('heading', { name: /Choose a flight: BOS to SFO/ })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a round trip prices departures, then returns once the departure is picked; the 7 × 7 grid moves both dates', async ({
    page,
  }) => {
    test.slow();
    await openSearch(page, CORPORATE, 'Grace Hopper', '/flights/search');
    // Reaching for the form loads its widgets (the places' stand-ins are plain text fields).
    await page.getByLabel('From', { exact: true }).click();
    await choosePlace(page, 'From', 'chicago', /\(ORD\)/);
    await choosePlace(page, 'To', 'miami', /\(MIA\)/);

    await page.getByRole('button', { name: /Calendar/ }).click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('status')).toHaveText(
      'Lowest round-trip total by departure day for a 7-day trip, 1 traveler.',
    );
    await calendar.getByRole('button', { name: 'Next' }).first().click();
    const departure = calendar.getByRole('button', { name: PRICED_DAY }).nth(9);
    const departureName = (await departure.getAttribute('aria-label')) ?? '';
    const out = new Date(`${departureName.split(', $')[0] ?? ''} 12:00 UTC`)
      .toISOString()
      .slice(0, 10);
    await departure.click();
    // The departure picked: the days now say the round trip's total by return day.
    await expect(calendar.getByRole('status')).toHaveText(
      /^Lowest round-trip total by return day, leaving .*, 1 traveler\.$/,
    );
    const returns = calendar.getByRole('button', { name: PRICED_DAY });
    await expect(returns.first()).toBeVisible();
    await expectCalendarAccessible(page);
    const back = new Date(Date.parse(`${out}T00:00:00Z`) + 5 * 86_400_000);
    const returnDay = calendar.getByRole('button', {
      name: new RegExp(
        `^${back.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}, \\$`,
      ),
    });
    await returnDay.click();
    await expect(calendar).toBeHidden();
    const backIso = back.toISOString().slice(0, 10);

    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(new RegExp(`slices=ORD-MIA-${out}(,|%2C)MIA-ORD-${backIso}`));
    const flexible = page.getByRole('region', { name: 'Flexible dates' });
    await page.getByRole('button', { name: 'Flexible dates' }).click();
    const grid = flexible.getByRole('table');
    await expect(grid.getByRole('row')).toHaveCount(8);
    await expect(grid.getByRole('rowheader')).toHaveCount(7);
    await expect(grid.getByRole('columnheader')).toHaveCount(8);
    await expect(grid.locator('a[aria-current="page"]')).toContainText('Your dates');
    await expect(grid.getByText('Cheapest')).toHaveCount(1);

    // One day later, two days longer: row 5 (departure +1), column 6 (return +2).
    await grid.getByRole('row').nth(5).getByRole('cell').nth(5).getByRole('link').click();
    const day = (iso: string, days: number) =>
      new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    await expect(page).toHaveURL(
      new RegExp(`slices=ORD-MIA-${day(out, 1)}(,|%2C)MIA-ORD-${day(backIso, 2)}`),
    );
    await expect(page.getByRole('heading', { name: /Choose a flight: ORD to MIA/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(grid.locator('a[aria-current="page"]')).toBeVisible();
  });

  test('without fares the picker still picks dates', async ({ page }) => {
    await openSearch(page, CONSUMER, 'Sofia Alvarez', '/flights/search');
    await page.getByRole('radio', { name: 'One-way' }).check();
    await choosePlace(page, 'From', 'denver', /\(DEN\)/);
    await choosePlace(page, 'To', 'phoenix', /\(PHX\)/);
    await page.route(/\/api\/v0\/flights\/calendar\?/, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: /Calendar/ }).click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('status')).toHaveText(
      'Fares aren’t available right now. You can still choose your dates.',
      { timeout: 15_000 },
    );
    await expect(calendar.getByRole('button', { name: PRICED_DAY })).toHaveCount(0);
    await calendar.getByRole('grid').last().getByText('20', { exact: true }).click();
    await expect(calendar).toBeHidden();
    await expect(page.getByRole('group', { name: 'Departure date' })).toContainText('20');
  });
});
