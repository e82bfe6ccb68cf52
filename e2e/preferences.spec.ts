import { chooseFaresAndContinue, isoDateIn, openAs, openShop } from './booking-helpers';
import { CONSUMER, CORPORATE, expect, test } from './fixtures';

/**
 * Issue 24: travel preferences the searches start from, and card roles on the booking page. Each
 * journey uses its own demo person no other journey uses (Wren Castillo, Quinn Adebayo).
 */
test.describe('preferences and card roles', () => {
  test('a home airport and cabin set on the profile start the flight search', async ({ page }) => {
    await openAs(page, CONSUMER, 'Wren Castillo', '/profile/');
    const form = page.getByRole('form', { name: 'Travel preferences' });
    await expect(form).toBeVisible();
    await form.getByLabel('Home airport').fill('bos');
    await form.getByLabel('Preferred cabin').selectOption('Business');
    await form.getByRole('radio', { name: 'Aisle' }).check();
    await form.getByRole('button', { name: 'Save preferences' }).click();
    await expect(form.getByRole('status')).toHaveText('Your preferences are saved.');

    // The flight search leaves from Boston in Business.
    await page.goto(`${CONSUMER}/flights/search`);
    await expect(page.getByRole('heading', { name: 'Where are you flying?' })).toBeVisible();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('Boston (BOS)');
    await expect(page.getByLabel('Cabin')).toHaveValue('Business');

    // Home's flight search too; the saved choices are the form's on the next visit.
    await page.goto(`${CONSUMER}/`);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('Boston (BOS)');
    await page.goto(`${CONSUMER}/profile/`);
    await expect(page.getByLabel('Home airport')).toHaveValue('BOS');
    await expect(page.getByRole('radio', { name: 'Aisle' })).toBeChecked();
  });

  test('a Non Financial User cannot redeem rewards on a booking page, and is told why once', async ({
    page,
  }) => {
    // A flight search and its review come first: under a loaded machine that alone nears 40 s.
    test.setTimeout(60_000);
    await openShop(
      page,
      CORPORATE,
      'Quinn Adebayo',
      `tripType=one_way&slices=ORD-DEN-${isoDateIn(40)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 1, { inPolicy: true });
    const payment = page.getByRole('region', { name: 'Payment' });
    const notice = payment.getByRole('region', {
      name: 'Rewards and travel credits aren’t available to you',
    });
    await expect(notice).toBeVisible();
    // Nothing to redeem from: no rewards account, no amount, no travel credit to apply.
    await expect(payment.getByText('Pay with rewards')).toHaveCount(0);
    await expect(
      payment.getByRole('radio', { name: /Venture X Business ending 2031/ }),
    ).toHaveCount(0);
    await expect(payment.getByLabel(/Miles to use/)).toHaveCount(0);
    await expect(payment.getByRole('checkbox', { name: /^Apply your/ })).toHaveCount(0);
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toHaveCount(0);
    // Said once: not again on the next booking page.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Who is flying' })).toBeVisible();
    await expect(payment).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Rewards and travel credits aren’t available to you' }),
    ).toHaveCount(0);
  });
});
