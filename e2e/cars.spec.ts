import {
  CAR_LOYALTY_PROGRAMS,
  makeSandboxCarLoyaltyNumber,
} from '../packages/domain/src/car-loyalty';
import {
  addCard,
  bookFlight,
  expectBookingAlert,
  isoDateIn,
  openAs,
  readConfirmation,
} from './booking-helpers';
import { CONSUMER, CORPORATE, expect, test, type Page } from './fixtures';

/** A car search for `days` ahead at Boston Logan, three days long (each journey its own dates). */
function bostonSearch(days: number): string {
  return `pickUp=BOS&locationName=Boston&fromDate=${isoDateIn(days)}&untilDate=${isoDateIn(days + 3)}`;
}

/** Waits for the results and answers the car list. */
async function waitForCars(page: Page, place: string | RegExp = 'Cars in Boston') {
  await expect(page.getByRole('heading', { level: 1, name: place })).toBeVisible();
  const list = page.locator('ol.wf-car-list');
  await expect(list.getByRole('link', { name: /^View deal/ }).first()).toBeVisible({
    timeout: 30_000,
  });
  return list;
}

/** On the car's page: pay now where the deal offers it (a card is then asked on the booking page). */
async function choosePayNow(page: Page): Promise<void> {
  const payNow = page.getByRole('radio', { name: 'Pay now' });
  await expect(payNow).toBeVisible({ timeout: 20_000 });
  await payNow.check();
}

/** From the car's page: Continue (answering the policy prompt when asked) to the booking page. */
async function continueToBook(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue to book' }).click();
  await expect(page).toHaveURL(/\/cars\/book\?quoteId=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Who is driving?' })).toBeVisible({
    timeout: 20_000,
  });
}

test.describe('cars', () => {
  // Sign-in, a search, the car's page, a quote and a booking: more than one journey's default.
  test.describe.configure({ timeout: 120_000 });

  test('a card holder searches, filters, books a car, sees it in trips and cancels it', async ({
    page,
  }) => {
    // The home page opens on the search form, with a Cars tab.
    await openAs(page, CONSUMER, 'Ada Lovelace', `/cars/search?${bostonSearch(40)}`);
    await expect(page.getByRole('link', { name: 'Cars' })).toHaveAttribute('aria-current', 'page');
    // The form is filled from the link; the place is chosen again with the autocomplete.
    await expect(page.getByLabel('Pick-up place')).toHaveValue('Boston');
    await page.getByLabel('Pick-up place').fill('Boston Logan');
    await page
      .getByRole('option', { name: /Logan International/ })
      .first()
      .click();
    await expect(page.getByLabel('Pick-up time')).toHaveValue('10:00');
    await page.getByRole('button', { name: 'Search cars' }).click();
    await expect(page).toHaveURL(/\/cars\/availability\?pickUp=BOS&/);
    const list = await waitForCars(page, 'Cars in Logan International Airport (BOS)');

    // Filters and sort live in the URL, so Back and a reload keep them.
    // A controlled checkbox: the click asks for the new URL, which then checks it.
    await page.getByRole('checkbox', { name: /^Free cancellation/ }).click();
    await expect(page).toHaveURL(/freeCancellation=true/);
    await expect(page.getByRole('checkbox', { name: /^Free cancellation/ })).toBeChecked();
    await page.getByLabel('Sort by').selectOption('rating');
    await expect(page).toHaveURL(/sort=rating/);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^Free cancellation/ })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('rating');
    await expect(list.getByText('Non-refundable')).toHaveCount(0);

    await list
      .getByRole('link', { name: /^View deal/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cars\/shop\?/);
    await expect(page.getByRole('heading', { level: 1, name: /or similar$/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Pick-up and drop-off' })).toBeVisible();
    await expect(page.getByTestId('car-cancellation')).toHaveText(/^Free cancellation until/);
    await page.getByLabel(/^Child seat/).selectOption('1');
    await expect(page.getByText('Extras', { exact: true }).last()).toBeVisible();
    await choosePayNow(page);
    await continueToBook(page);

    // A child is too young to drive: the age rule is said at the field.
    await page.getByLabel('Main driver').selectOption({ label: 'Byron Lovelace' });
    await page.getByLabel('Phone').fill('+1 617 555 0101');
    await addCard(page, '4111 1111 1111 1111', '1111');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expectBookingAlert(page, 'Check the highlighted details, then book again.');
    await expect(page.getByText(/this car needs a driver of \d+ or older/)).toBeVisible();

    await page.getByLabel('Main driver').selectOption({ label: 'Ada Lovelace' });
    await expect(page.getByRole('complementary').getByText(/Child seat/)).toBeVisible();
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    const { code } = await readConfirmation(page);
    await expect(page.getByRole('heading', { name: 'Your car is booked!' })).toBeVisible();
    await expect(page.getByText(/^You earned [\d,]+ miles/)).toBeVisible();

    // Back after booking leads to the booking, never to a live form.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/cars\/book\?quoteId=/);
    await expect(page.getByRole('heading', { name: 'Who is driving?' })).toBeHidden();

    // The car is a trip: its card on /trips/ and its page with the car's modals.
    await page.goto(`${CONSUMER}/trips/`);
    const card = page.getByRole('article').filter({ hasText: code });
    await expect(card.getByText('Car', { exact: true })).toBeVisible({ timeout: 20_000 });
    await card.getByRole('link').first().click();
    await expect(page.getByTestId('trip-code')).toHaveText(code);
    await page.getByRole('button', { name: 'Pick up' }).click();
    const pickUp = page.getByRole('dialog', { name: 'Pick up' });
    await expect(pickUp.getByText(/deposit/)).toBeVisible();
    await pickUp.getByRole('button', { name: 'Close' }).click();

    // Change or cancel: searching again keeps the place and dates; cancelling uses the dialog.
    await page.getByRole('button', { name: 'Change or cancel car' }).click();
    const change = page.getByRole('dialog', { name: 'Change or cancel car' });
    await expect(change.getByRole('link', { name: /Search again/ })).toHaveAttribute(
      'href',
      /\/cars\/search\?pickUp=BOS&.*entryType=change_car/,
    );
    await change.getByRole('button', { name: 'Cancel this car' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel trip ${code}` });
    await expect(dialog.getByRole('heading', { name: 'What you get back' })).toBeVisible({
      timeout: 20_000,
    });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirm the cancellation' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your trip is cancelled' })).toBeVisible({
      timeout: 20_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'This trip is cancelled' })).toBeVisible();
  });

  test('the rental company’s loyalty number is checked at the field', async ({ page }) => {
    await openAs(page, CONSUMER, 'Marcus Chen', `/cars/availability?${bostonSearch(44)}`);
    const list = await waitForCars(page);
    // The first car whose rental company runs a programme at this counter.
    const offers = list.getByRole('article');
    const count = await offers.count();
    let name = '';
    for (let i = 0; i < count; i += 1) {
      await offers
        .nth(i)
        .getByRole('link', { name: /^View deal/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: /or similar$/ })).toBeVisible({
        timeout: 20_000,
      });
      const member = page.getByText(/ members can add their number when booking\.$/);
      if ((await member.count()) > 0) {
        name = ((await member.textContent()) ?? '').replace(/ members can add.*$/, '');
        break;
      }
      await page.goBack();
    }
    const entry = Object.values(CAR_LOYALTY_PROGRAMS).find((p) => p.name === name);
    expect(entry, `a programme is offered (${name})`).toBeDefined();
    if (!entry) return;
    await choosePayNow(page);
    await continueToBook(page);
    await page.getByLabel('Main driver').selectOption({ label: 'Marcus Chen' });
    await page.getByLabel('Phone').fill('+1 617 555 0102');
    await addCard(page, '4111 1111 1111 1111', '1111');
    const field = page.getByLabel(`${entry.name} member number (optional)`);

    // Another member's number: the name on it is not the driver's.
    await field.fill(makeSandboxCarLoyaltyNumber(entry, 'Hopper'));
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true', { timeout: 20_000 });
    await expect(
      page.getByText(
        'This member number belongs to someone else: it must be in the main driver’s name.',
      ),
    ).toBeVisible();

    // A number that is not one of the programme's.
    await field.fill('123456780');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expect(
      page.getByText(
        'This member number is not valid for this programme. Check it on your membership card.',
      ),
    ).toBeVisible({ timeout: 20_000 });

    // The driver's own number books.
    await field.fill(makeSandboxCarLoyaltyNumber(entry, 'Chen'));
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await readConfirmation(page);
    await expect(page.getByText('Member number')).toBeVisible();
  });

  test('a business traveller’s out-of-policy car asks for a reason and waits for approval', async ({
    page,
  }) => {
    // Katherine's Standard tier caps cars at $90 a day and needs approval.
    await openAs(page, CORPORATE, 'Katherine Johnson', `/cars/availability?${bostonSearch(48)}`);
    const list = await waitForCars(page);
    await expect(list.getByText('In policy').first()).toBeVisible();
    const outOfPolicy = list.getByRole('article').filter({ hasText: 'Out of policy' }).first();
    await outOfPolicy.getByRole('link', { name: /^View deal/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /or similar$/ })).toBeVisible({
      timeout: 20_000,
    });
    await choosePayNow(page);
    await page.getByRole('button', { name: 'Continue to book' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'This rate is out of policy' });
    await expect(prompt.getByText(/Over your policy limit of \$90\.00 a day/)).toBeVisible();
    await prompt.getByRole('button', { name: 'Continue anyway' }).click();
    await expect(page).toHaveURL(/\/cars\/book\?quoteId=/, { timeout: 30_000 });

    await expect(page.getByRole('heading', { name: 'Travel policy: Standard' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByLabel('Main driver').selectOption({ label: 'Katherine Johnson' });
    await expect(page.getByText('This trip is out of your travel policy.')).toBeVisible();
    await page.getByLabel('Phone').fill('+1 212 555 0147');
    await addCard(page, '4111 1111 1111 1111', '1111');
    const book = page.getByRole('button', { name: /^Request approval for \$/ });
    await book.click();
    await expect(page.getByText('Tell us why in at least 10 characters.')).toBeVisible();
    await page
      .getByLabel('Why do you need this trip?')
      .fill('Client visit with equipment to carry');
    await book.click();
    await expect(page).toHaveURL(/\/cars\/book\/confirm\?bookingId=/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a flight booking offers a car at the arrival airport for the trip’s dates', async ({
    page,
  }) => {
    await bookFlight(page, CONSUMER, 'Marcus Chen', 'JFK-BOS', 62);
    const offer = page.getByRole('region', { name: 'Need a car in Boston?' });
    await expect(offer).toBeVisible();
    const link = offer.getByRole('link', { name: 'See cars at BOS' });
    // One way: from an hour after landing, for three days.
    const href = new URL((await link.getAttribute('href')) ?? '', CONSUMER);
    expect(href.pathname).toBe('/cars/availability');
    expect(href.searchParams.get('pickUp')).toBe('BOS');
    expect(href.searchParams.get('entryType')).toBe('cross_sell');
    const from = Date.parse(href.searchParams.get('fromDate') ?? '');
    const until = Date.parse(href.searchParams.get('untilDate') ?? '');
    expect([isoDateIn(62), isoDateIn(63)]).toContain(href.searchParams.get('fromDate'));
    expect((until - from) / 86_400_000).toBe(3);
    await link.click();
    await waitForCars(page);
  });
});
