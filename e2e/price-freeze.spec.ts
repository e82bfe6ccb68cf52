import { addCard, isoDateIn, openShop } from './booking-helpers';
import { CONSUMER, CORPORATE, expect, test, type Page } from './fixtures';

/** A one-way shop deep link `days` ahead for one adult. */
const oneWay = (route: string, days: number) =>
  `tripType=one_way&slices=${route}-${isoDateIn(days)}&adt=1&cnn=0&ins=0&inf=0`;

/** The overview's terms: the frozen price, the fee and the cap, all before any payment. */
async function expectOverview(page: Page, cap: string) {
  await expect(page).toHaveURL(/\/flights\/freeze\/overview\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Freeze today’s price' })).toBeVisible({
    timeout: 20_000,
  });
  const terms = page.locator('dl.wf-freeze-terms').first();
  await expect(terms).toContainText('Price you freeze');
  await expect(terms).toContainText(/Freeze fee\$[\d.]+ per traveler/);
  await expect(terms).toContainText(`We cover price rises up to${cap} per traveler`);
  const scenarios = page.getByRole('region', { name: 'What happens after you freeze' });
  await expect(scenarios).toContainText(`We cover the rise up to ${cap} per traveler`);
  await expect(scenarios).toContainText('If the price goes down, you pay the lower price.');
  await expect(scenarios).toContainText(/If these flights sell out, choose a similar flight/);
}

test.describe('price freeze', () => {
  test('card holder freezes a fare from its details for 3 days, pays by card and finds it under Frozen prices', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openShop(page, CONSUMER, 'Marcus Chen', oneWay('JFK-LAX', 40));
    await expect(page.getByRole('heading', { name: /Choose a flight/ })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Show fares' }).first().click();
    await page
      .getByRole('button', { name: /^Fare details: / })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: /Fare details: / });
    await details.getByRole('link', { name: 'Freeze this price' }).click();

    await expectOverview(page, '$500');
    await page.getByRole('link', { name: 'Choose length and travelers' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your freeze' })).toBeVisible();
    const lengths = page.getByRole('group', { name: 'How long to freeze' });
    // The card holder's terms offer up to 14 days; the default is a week.
    await expect(lengths.getByRole('radio')).toHaveCount(4);
    await expect(lengths.getByRole('radio', { name: /^7 days/ })).toBeChecked();
    const threeDays = lengths.getByRole('radio', { name: /^3 days · \$[\d.]+ per traveler/ });
    await threeDays.check();
    await expect(page).toHaveURL(/hours=72/);
    await expect(threeDays).toBeChecked();
    const fee = /3 days · (\$[\d.]+) per traveler/.exec(
      await threeDays.evaluate((input) => input.closest('label')?.textContent ?? ''),
    )?.[1];
    expect(fee).toBeTruthy();
    await page.getByRole('link', { name: 'Continue to payment' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Pay for your price freeze' }),
    ).toBeVisible();
    // The cap is on the payment step too, before the money moves.
    await expect(page.locator('dl.wf-freeze-terms').first()).toContainText(
      'We cover price rises up to$500 per traveler',
    );
    await expect(page.getByRole('complementary', { name: 'Freeze summary' })).toContainText(
      `Total due now${fee}`,
    );
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: `Freeze price for ${fee}` }).click();

    await expect(page).toHaveURL(/\/flights\/freeze\/confirm\?freezeId=/, { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your price is frozen' }),
    ).toBeVisible();
    const voucher = page.getByRole('article', { name: 'JFK to LAX' });
    await expect(voucher.getByText('Frozen', { exact: true })).toBeVisible();
    await expect(voucher).toContainText(/Ends in 2d 23h \d+m/);
    await expect(voucher).toContainText(`Freeze fee paid${fee}`);

    // Back leads to the voucher, never to a payment form that would charge again.
    await page.goBack();
    await expect(page).toHaveURL(/\/flights\/freeze\/confirm\?freezeId=/);

    await page.getByRole('link', { name: 'See your frozen prices' }).click();
    await expect(page.getByRole('tab', { name: /Frozen prices 1/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('article', { name: 'JFK to LAX' })).toContainText(/Ends in 2d/);
  });

  test('a business traveller freezes from the price prediction under the business terms', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openShop(page, CORPORATE, 'Katherine Johnson', oneWay('ORD-SFO', 45));
    const prediction = page.getByRole('region', { name: 'Price prediction' });
    await prediction.getByRole('link', { name: 'Freeze this price' }).click();

    // The business tenant's own terms: a $300 cap and freezes of up to 7 days.
    await expectOverview(page, '$300');
    await page.getByRole('link', { name: 'Price freeze terms' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Price freeze terms: flights' }),
    ).toBeVisible();
    await expect(page.locator('dl.wf-freeze-terms')).toContainText('Longest freeze7 days');
    await expect(page.locator('dl.wf-freeze-terms')).toContainText(
      'Most we cover above your frozen price$300 per traveler',
    );
    await page.goBack();

    await page.getByRole('link', { name: 'Choose length and travelers' }).click();
    const lengths = page.getByRole('group', { name: 'How long to freeze' });
    await expect(lengths.getByRole('radio')).toHaveCount(3);
    // Two adults: the fee is per traveler, so the total doubles and the party is priced again.
    await page.getByRole('button', { name: 'One more adult' }).click();
    await expect(page.getByRole('group', { name: 'Adults' })).toContainText('2 travelers');
    await expect(page).toHaveURL(/adt=2/);
    await expect(page.locator('dl.wf-freeze-terms').last()).toContainText(
      /Freeze fee\$[\d.]+ per traveler \(\$[\d.]+ in all\)/,
    );
  });
});

test('the card holder’s price freeze terms differ from the business traveller’s', async ({
  page,
}) => {
  await page.goto(`${CONSUMER}/terms/frozen-prices`);
  await expect(page.locator('dl.wf-freeze-terms')).toContainText('Longest freeze14 days');
  await expect(page.locator('dl.wf-freeze-terms')).toContainText(
    'Most we cover above your frozen price$500 per traveler',
  );
});
