import {
  addCard,
  chooseFaresAndContinue,
  expectFlightConfirmed,
  isoDateIn,
  openShop,
} from './booking-helpers';
import { CONSUMER, CORPORATE, expect, test, type Page } from './fixtures';

/** The kilograms each listed flight shows ("231 kg CO₂e per passenger"), top to bottom. */
async function readListedKg(page: Page, count: number): Promise<number[]> {
  const lines = page.getByTestId('itinerary-emissions').locator('.wf-emissions-kg');
  await expect(lines.first()).toBeVisible({ timeout: 30_000 });
  const texts = (await lines.allTextContents()).slice(0, count);
  return texts.map((text) => Number((/([\d,]+) kg/.exec(text)?.[1] ?? 'NaN').replace(/,/g, '')));
}

test.describe('CO₂ per itinerary (issue 23)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a card holder sorts by lowest emissions, reads the badge and how it is estimated', async ({
    page,
  }) => {
    await openShop(
      page,
      CONSUMER,
      'Ada Lovelace',
      `tripType=one_way&slices=BOS-SFO-${isoDateIn(52)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await expect(page.getByRole('heading', { name: /Choose a flight: BOS to SFO/ })).toBeVisible({
      timeout: 30_000,
    });
    // Every flight says its CO₂ per passenger beside its times.
    const first = page.getByRole('article').first();
    await expect(first.getByText(/\d+ kg CO₂e per passenger/)).toBeVisible({ timeout: 30_000 });

    // "Lowest emissions" sorts like the other sorts and is kept in the URL.
    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Lowest emissions' });
    await expect(page).toHaveURL(/sort=emissions/);
    const kg = await readListedKg(page, 10);
    expect(kg.length).toBeGreaterThan(3);
    expect(kg.every((value) => Number.isFinite(value) && value > 0)).toBe(true);
    expect(kg).toEqual([...kg].sort((a, b) => a - b));
    // The lowest is below the route's typical: its badge says so, with the difference.
    const lowest = page.getByTestId('itinerary-emissions').first();
    await expect(lowest).toContainText(/Lower emissions · [−-]\d+% vs typical/);
    // Connections emit more: the lowest-emission flight is a non-stop.
    await expect(page.getByRole('article').first()).toContainText('Non-stop');

    // A reload keeps the sort.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('emissions');
    expect(await readListedKg(page, 10)).toEqual(kg);

    // The explanation opens in place, in plain words, and links to the method.
    const about = page.getByText('About this estimate').first();
    await about.click();
    const details = page.locator('details.wf-emissions-details').first();
    await expect(details).toHaveAttribute('open', '');
    await expect(details).toContainText(/the distance flown, the type of aircraft/);
    await expect(details).toContainText(/The typical for this route is \d+ kg/);
    await details.getByRole('link', { name: 'How we estimate emissions' }).click();
    await expect(page).toHaveURL(/\/terms\/co2-estimates$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'How we estimate flight emissions' }),
    ).toBeVisible();
    await expect(page.getByText(/3\.16 kg for each kg of fuel/)).toBeVisible();
    await expect(page.getByText(/Business: 1\.5 × .* 2\.9 × on wide-body aircraft/)).toBeVisible();
    await expect(page.getByText(/ICAO Carbon Emissions Calculator Methodology/)).toBeVisible();
  });

  test('a business traveller’s trip list shows each flight trip’s CO₂ and the upcoming total', async ({
    page,
  }) => {
    await openShop(
      page,
      CORPORATE,
      'Grace Hopper',
      `tripType=one_way&slices=ORD-DEN-${isoDateIn(53)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 1, { inPolicy: true });
    await page.getByLabel('Phone').fill('+1 312 555 0147');
    await addCard(page, '3782 822463 10005', '0005');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expectFlightConfirmed(page, /One-way · ORD → DEN/);

    await page.goto(`${CORPORATE}/trips/`);
    const card = page.getByRole('article').filter({ hasText: 'Chicago → Denver' }).first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    const co2 = card.getByTestId('trip-co2');
    await expect(co2).toContainText('CO₂e, all travelers');
    const tripKg = Number(
      (/([\d,]+) kg/.exec((await co2.textContent()) ?? '')?.[1] ?? 'NaN').replace(/,/g, ''),
    );
    // One traveller, ORD–DEN in economy: some 100–200 kg.
    expect(tripKg).toBeGreaterThan(100);
    expect(tripKg).toBeLessThan(200);
    const total = page.getByTestId('trips-co2-total');
    await expect(total).toContainText(/Upcoming flights: an estimated [\d,]+ kg CO₂e in all/);
    const totalKg = Number(
      (/estimated ([\d,]+) kg/.exec((await total.textContent()) ?? '')?.[1] ?? 'NaN').replace(
        /,/g,
        '',
      ),
    );
    expect(totalKg).toBeGreaterThanOrEqual(tripKg);
    await expect(total.getByRole('link', { name: 'How we estimate emissions' })).toHaveAttribute(
      'href',
      '/terms/co2-estimates',
    );
  });
});
