import { expect, test, type Page } from '@playwright/test';
import { addCard, isoDateIn, openAs } from './booking-helpers';
import { ADMIN, CONSUMER, CORPORATE, DEMO_ADMIN, passFirstSession, signInAs } from './fixtures';

/** Signs in straight to a shop deep link and waits for the sign-in hand-off to land there. */
async function openShop(page: Page, origin: string, who: string, query: string): Promise<void> {
  const path = `/flights/shop?${query}`;
  await signInAs(page, origin, who, path);
  await passFirstSession(page);
  await page
    .waitForURL((url) => url.pathname === '/flights/shop', { timeout: 10_000 })
    .catch(() => undefined);
  if (new URL(page.url()).pathname !== '/flights/shop') await page.goto(`${origin}${path}`);
}

/**
 * Picks the first fare of each slice (in the business tenant, the first one in policy), then
 * holds the price and opens the booking page.
 */
async function chooseFaresAndContinue(
  page: Page,
  slices: number,
  { inPolicy = false } = {},
): Promise<void> {
  for (let i = 0; i < slices; i += 1) {
    await expect(page.getByRole('heading', { name: /Choose a flight/ })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Show fares' }).first().click();
    const fares = page.getByRole('list', { name: 'Fares for this flight' }).first();
    const choice = inPolicy
      ? fares.getByRole('listitem').filter({ hasText: 'In policy' }).first()
      : fares;
    await choice
      .getByRole('button', { name: /^Select / })
      .first()
      .click();
  }
  await expect(page.getByRole('heading', { name: 'Review your itinerary' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to book' }).click();
  await expect(page).toHaveURL(/\/flights\/book\?quoteId=/);
  await expect(page.getByRole('heading', { name: 'Who is flying' })).toBeVisible();
}

async function expectConfirmed(page: Page, subtitle: RegExp): Promise<string> {
  await expect(page).toHaveURL(/\/flights\/book\/confirm\?bookingId=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'You are booked!' })).toBeVisible();
  await expect(page.getByText(subtitle)).toBeVisible();
  const code = (await page.getByTestId('confirmation-code').textContent()) ?? '';
  expect(code).toMatch(/^H-[A-Z0-9]{6}$/);
  await expect(page.getByTestId('confirmation-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  return code;
}

test.describe('flight booking', () => {
  test('one-way with a card: declined, then another card books it and the e-mail arrives', async ({
    page,
  }) => {
    await openShop(
      page,
      CONSUMER,
      'Marcus Chen',
      `tripType=one_way&slices=JFK-LAX-${isoDateIn(26)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 1);
    // The person themselves is suggested as the traveler; the phone is still needed.
    await expect(page.getByRole('combobox', { name: 'Traveler 1 (adult)' })).toHaveValue(
      'trv_marcus',
    );
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expect(
      page.getByText('Enter a phone number the airline can reach you on.'),
    ).toBeVisible();
    await expect(page.getByText('Add a card to pay the rest of the total.')).toBeVisible();
    await page.getByLabel('Phone').fill('+1 555 010 2030');

    await addCard(page, '4000 0000 0000 0002', '0002');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expect(page.getByText('Your card was declined. Use another card.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText('Your payment did not go through. Nothing was charged.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add a new card' }).click();
    await addCard(page, '4242 4242 4242 4242', '4242');
    await page.getByRole('checkbox', { name: 'Save this card for next time' }).check();
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expect(page.getByRole('progressbar', { name: 'Booking progress' })).toBeVisible();
    const code = await expectConfirmed(page, /One-way · JFK → LAX/);
    await expect(page.getByText(/You earned [\d,]+ miles on this trip/)).toBeVisible();
    await expect(
      page.getByText('We sent the confirmation to marcus.chen@example.com.'),
    ).toBeVisible();

    // The sandbox outbox on the admin host, where the demo admin signs in, shows the confirmation
    // e-mail that was sent.
    await openAs(page, ADMIN, DEMO_ADMIN, '/sandbox/outbox');
    await expect(page.getByText(new RegExp(`Booked: JFK → LAX \\(${code}\\)`))).toBeVisible({
      timeout: 20_000,
    });
  });

  test('round trip paid with miles and a card', async ({ page }) => {
    await openShop(
      page,
      CONSUMER,
      'Ada Lovelace',
      `tripType=round_trip&slices=BOS-SFO-${isoDateIn(30)},SFO-BOS-${isoDateIn(36)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 2);
    await expect(page.getByRole('combobox', { name: 'Traveler 1 (adult)' })).toHaveValue('trv_ada');
    await page.getByLabel('Phone').fill('+44 20 7946 0958');

    await page.getByRole('radio', { name: /Venture X ending 4821/ }).check();
    await page.getByLabel('Miles to use').last().fill('20000');
    await expect(page.getByText(/20,000 miles cover \$200\.00 of this trip/)).toBeVisible();
    const summary = page.getByRole('complementary');
    await expect(summary.getByText('−$200.00')).toBeVisible();
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for \$/ }).click();

    await expectConfirmed(page, /Round-trip · BOS ⇄ SFO/);
    const payments = page.getByRole('region', { name: 'You are booked!' });
    await expect(payments.getByText('Rewards')).toBeVisible();
    await expect(payments.getByText('$200.00')).toBeVisible();
    await expect(payments.getByText('Card', { exact: true })).toBeVisible();
  });

  test('a multi-city trip in the business tenant', async ({ page }) => {
    await openShop(
      page,
      CORPORATE,
      'Grace Hopper',
      `tripType=multi_city&slices=ORD-DEN-${isoDateIn(28)},DEN-SEA-${isoDateIn(31)},SEA-ORD-${isoDateIn(34)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    // Grace's Executive tier books at once (no approval) when the trip is in policy.
    await chooseFaresAndContinue(page, 3, { inPolicy: true });
    await expect(page.getByText('This trip is within your travel policy.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Traveler 1 (adult)' })).toHaveValue(
      'trv_grace',
    );
    await page.getByLabel('Phone').fill('+1 312 555 0147');
    await addCard(page, '3782 822463 10005', '0005');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expectConfirmed(page, /Multi-city · ORD → DEN, DEN → SEA, SEA → ORD/);
  });

  test('a new traveler for an international trip: the missing passport is named, then fixed', async ({
    page,
  }) => {
    await openShop(
      page,
      CONSUMER,
      'Priya Raman',
      `tripType=one_way&slices=JFK-LHR-${isoDateIn(40)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 1);
    await expect(page.getByText(/This trip is international/)).toBeVisible();
    await page.getByRole('button', { name: 'Add a new traveler as Traveler 1 (adult)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a traveler' });
    await dialog.getByLabel('Given name').fill('Priya');
    await dialog.getByLabel('Surname').fill('Raman');
    await dialog.getByLabel('Date of birth').fill('1992-07-19');
    await dialog.getByRole('radio', { name: 'Female (F)' }).check();
    await dialog.getByRole('button', { name: 'Save traveler' }).click();
    const passport = dialog.getByLabel('Passport number');
    await expect(passport).toHaveAccessibleDescription(
      /A passport is required for international travel/,
    );
    await expect(dialog).toBeVisible();

    await passport.fill('P7733119');
    await dialog.getByLabel('Country of issue').fill('US');
    await dialog.getByLabel('Nationality').fill('US');
    await dialog.getByLabel('Passport expiry').fill('2031-03-31');
    await dialog.getByRole('button', { name: 'Save traveler' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Traveler 1 (adult)' })).toHaveValue(/.+/);
    await expect(
      page.getByRole('combobox', { name: 'Traveler 1 (adult)' }).locator('option:checked'),
    ).toHaveText('Priya Raman');

    await page.getByLabel('Phone').fill('+1 646 555 0199');
    await addCard(page, '4242 4242 4242 4242', '4242');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expectConfirmed(page, /One-way · JFK → LHR/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Priya Raman' })).toBeVisible();
  });
});
