import { expect, test } from './fixtures';
import {
  addCard,
  chooseFaresAndContinue,
  expectStayBooked,
  fillGuest,
  isoDateIn,
  nycAvailability,
  openAs,
  openFirstHotel,
  readConfirmation,
} from './booking-helpers';
import { CONSUMER, CORPORATE, openSandboxConsoleApi } from './fixtures';

/*
 * Card travel credits (issue 23): Theo, a new Venture card member, has the $250 one-time travel
 * credit. He books a flight paying part of it with the credit, sees what is left drop on My
 * travel credits and offers, finds the trip under Trips with offers, cancels it in the void
 * window and sees the credit back in full. In the business tenant the top tier's annual credit
 * shows with its card and end.
 */
test.describe('card travel credits', () => {
  test('a credit spent on a flight, listed with offers, and restored when the trip is cancelled', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openAs(page, CONSUMER, 'Theo Okafor', '/travel-offers/');
    await expect(
      page.getByRole('heading', { name: 'My travel credits and offers', level: 1 }),
    ).toBeVisible();
    const cardCredits = page.getByRole('region', { name: 'Card travel credits' });
    const credit = cardCredits.getByRole('listitem', { name: 'Venture one-time travel credit' });
    await expect(credit).toContainText('Available');
    await expect(credit).toContainText('Venture ending in 5530');
    await expect(credit.getByRole('definition').first()).toHaveText('$250.00');
    await expect(credit).toContainText('$250.00 once, for a year from when it was granted.');
    await expect(credit.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    await page.goto(
      `${CONSUMER}/flights/shop?tripType=one_way&slices=JFK-LAX-${isoDateIn(40)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 1);
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await page
      .getByRole('checkbox', {
        name: /Apply your Venture one-time travel credit \(\$250\.00 available\)/,
      })
      .check();
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    const { code } = await readConfirmation(page);

    // What is left of the credit dropped by what the trip took of it.
    await page.goto(`${CONSUMER}/travel-offers/`);
    const remaining = credit.getByRole('definition').first();
    await expect(remaining).not.toHaveText('$250.00', { timeout: 20_000 });
    await expect(remaining).toHaveText(/^\$\d+\.\d{2}$/);

    // Trips with offers lists the trip and what the credit paid.
    await page.goto(`${CONSUMER}/trips/?tab=offers`);
    await expect(page.getByRole('tab', { name: /^Trips with offers 1$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = page.getByRole('article').filter({ hasText: code });
    await expect(card.getByText('Travel credit used')).toBeVisible();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/trips\/[^/]+$/);

    await page.getByRole('button', { name: 'Cancel trip' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel trip ${code}` });
    await expect(dialog.getByRole('heading', { name: 'What you get back' })).toBeVisible({
      timeout: 20_000,
    });
    // In the void window everything comes back, the credit too: nothing is forfeited.
    await expect(dialog.getByText(/Venture/).first()).toBeVisible();
    await expect(dialog.getByTestId('cancel-forfeited-credit')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your trip is cancelled' })).toBeVisible({
      timeout: 20_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${CONSUMER}/travel-offers/`);
    await expect(remaining).toHaveText('$250.00', { timeout: 20_000 });
    await expect(credit).toContainText('Available');
    // The statement shows the spend and the credit coming back.
    const wallet = page.getByRole('region', { name: 'Travel wallet' });
    await expect(wallet.getByRole('row', { name: /Refund/ }).first()).toBeVisible();
  });

  test('a tenant travel offer seen on My travel credits and offers, applied at booking and shown on the trip', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openAs(page, CONSUMER, 'Iris Novak', '/travel-offers/');
    const offers = page.getByRole('region', { name: 'Offers' });
    const offer = offers.getByRole('listitem', {
      name: '$50.00 off a hotel booking of 2 nights or more',
    });
    await expect(offer).toContainText('Available');
    await expect(offer).toContainText('Minimum spend $100.00 paid at booking.');
    await expect(offer).toContainText('Once per person.');

    // A pay-now room for two nights: the booking page offers it for Iris to tick.
    await page.goto(`${CONSUMER}${nycAvailability(45, 2)}`);
    await openFirstHotel(page);
    const rate = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Reserve' }) })
      .filter({ hasNotText: 'Pay at the hotel' })
      .first();
    await rate.getByRole('button', { name: 'Reserve' }).first().click();
    await expect(page).toHaveURL(/\/hotels\/book\?quoteId=/, { timeout: 30_000 });
    const section = page.getByRole('region', { name: 'Travel offer' });
    const use = section.getByRole('checkbox', {
      name: 'Use $50.00 off a hotel booking of 2 nights or more: $50.00 off',
    });
    // The person chooses to use it (it is used once); turned on, off and on again, what is paid
    // follows.
    await expect(use).not.toBeChecked();
    await expect(section).toContainText('Not used on this booking');
    await use.check();
    await expect(section).toContainText(/You pay \$[\d,]+\.\d{2} now instead of/);
    await use.uncheck();
    await expect(section).toContainText('Not used on this booking');
    await use.check();
    await fillGuest(page, 'Iris', 'Novak');
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expectStayBooked(page);
    const code = (await page.getByTestId('confirmation-code').textContent()) ?? '';

    // Trips with offers lists the stay with the offer; its receipt takes the offer off.
    await page.goto(`${CONSUMER}/trips/?tab=offers`);
    const card = page.getByRole('article').filter({ hasText: code });
    await expect(card.getByTestId('trip-travel-offer')).toContainText(/[−-]\$50\.00/);
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/trips\/[^/]+$/);
    await page.getByRole('button', { name: 'Receipt' }).click();
    const receipt = page.getByRole('dialog');
    await expect(receipt.getByText('Travel offer')).toBeVisible();
    await expect(receipt.getByText(/[−-]\$50\.00/)).toBeVisible();
    await receipt.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${CONSUMER}/travel-offers/`);
    await expect(offer).toContainText('Used');
    const wallet = page.getByRole('region', { name: 'Travel wallet' });
    await expect(wallet.getByRole('row', { name: /Travel offer/ }).first()).toBeVisible();
  });

  test('the sandbox console closes the card account: its travel credit is canceled', async ({
    page,
  }) => {
    await openAs(page, CONSUMER, 'Theo Okafor', '/travel-offers/');
    const credit = page
      .getByRole('region', { name: 'Card travel credits' })
      .getByRole('listitem', { name: 'Venture one-time travel credit' });
    await expect(credit).toContainText('Available');
    // This journey's own copy of Theo's card account, as the page's API names it.
    const listed = (await (await page.request.get(`${CONSUMER}/api/v0/travelCredits`)).json()) as {
      cardTravelCredits: { card: { accountReferenceId: string } }[];
    };
    const accountReferenceId = listed.cardTravelCredits[0]?.card.accountReferenceId ?? '';
    const api = await openSandboxConsoleApi();
    const closed = await api.post('/account-standing', { accountReferenceId, standing: 'Closed' });
    expect(closed.status()).toBe(200);
    await page.reload();
    await expect(credit).toContainText('Canceled');
    // The booking page's spendable credits no longer hold it.
    const spendable = (await (await page.request.get(`${CONSUMER}/api/v0/user/wallet`)).json()) as {
      credits: unknown[];
    };
    expect(spendable.credits).toEqual([]);
    await api.dispose();
  });

  test('the business tenant shows the top tier’s annual credit with its card and end', async ({
    page,
  }) => {
    await openAs(page, CORPORATE, 'Grace Hopper', '/travel-offers/');
    const credit = page
      .getByRole('region', { name: 'Card travel credits' })
      .getByRole('listitem', { name: 'Venture X Business annual travel credit' });
    await expect(credit).toContainText('Venture X Business ending in 2001');
    await expect(credit).toContainText('$300.00 every card-member year');
    await expect(credit.getByText('Ends')).toBeVisible();
  });
});
