import {
  addCard,
  continueToBook,
  isoDateIn,
  openAs,
  openShop,
  readConfirmation,
  selectBrand,
} from './booking-helpers';
import { CONSUMER, expect, test } from './fixtures';

/**
 * A round trip JFK–LAX on Southwest, out tomorrow on the first flight of the day, back `days`
 * ahead. Leaving within 24 hours of booking, the tickets are never voidable (the void window ends
 * 24 hours before departure, docs/decisions/006), so the change flow opens on GoToExchange rather
 * than offering a free cancellation; Southwest's Regular fare changes for a $99 fee.
 */
const ROUND_TRIP = (days: number) =>
  `tripType=round_trip&slices=JFK-LAX-${isoDateIn(1)},LAX-JFK-${isoDateIn(days)}&adt=1&cnn=0&ins=0&inf=0&sort=departureTime&airlines=WN`;

test.describe('changing a booked flight', () => {
  test('a traveller moves the return a few days later, pays the difference and fee, and sees the change pending on the trip', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openShop(page, CONSUMER, 'Marcus Chen', ROUND_TRIP(6));
    await selectBrand(page, 'Regular');
    await selectBrand(page, 'Regular');
    await continueToBook(page);
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    const { code } = await readConfirmation(page);
    await page.getByRole('link', { name: 'View your trip' }).click();
    await expect(page.getByTestId('trip-code')).toHaveText(code);

    // The trip offers the change; the flow opens on what happens and the fee.
    await page.getByRole('link', { name: 'Change flight' }).click();
    await expect(page).toHaveURL(/\/exchange\?bookingId=fb_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change your flight' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('exchange-change-fee')).toHaveText(
      'The airline charges a $99 change fee for this trip.',
    );
    await expect(page.getByText(/comes back as an airline travel credit/)).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();

    // Slice selection: nothing chosen is refused with a message, then the return is chosen.
    const selectStep = page.getByRole('heading', { name: 'Which flights do you want to change?' });
    await expect(selectStep).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose at least one flight to change.');
    await page.getByRole('checkbox', { name: /^Flight 2: LAX to JFK/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The new date: before the way out is refused; two days later is shopped.
    const date = page.getByLabel('New date: LAX to JFK');
    await expect(date).toHaveValue(isoDateIn(6));
    await date.fill(isoDateIn(0));
    await page.getByRole('button', { name: 'Find flights' }).click();
    await expect(date).toHaveAccessibleDescription(/can’t leave before your JFK to LAX flight/);
    await expect(date).toBeFocused();
    await date.fill(isoDateIn(8));
    // A reload keeps what was typed (the steps live in the URL).
    await page.reload();
    await expect(page.getByLabel('New date: LAX to JFK')).toHaveValue(isoDateIn(8));
    await page.getByRole('button', { name: 'Find flights' }).click();

    // The shop: the booked flight, the alternatives with their fare difference, the fee.
    await expect(page).toHaveURL(/\/exchange\/flight\/shop\?bookingId=fb_[^&]+&changes=1_/);
    await expect(page.getByRole('heading', { name: 'Choose your new flights' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('exchange-shop-fee')).toHaveText(
      'Change fee for the whole trip: $99',
    );
    const group = page.getByRole('group', { name: 'New flight: LAX to JFK' });
    const options = group.getByRole('radio');
    await expect(options.first()).toBeVisible();
    await expect(group).toContainText(/[+−]\$[\d,.]+|Same fare/);
    await options.first().check();
    await page.getByRole('button', { name: 'Review change' }).click();

    // The confirm page: booked against new, the difference, the fee and the total to the card.
    await expect(page).toHaveURL(/\/exchange\/flight\/confirm\?bookingId=fb_[^&]+&exchangeId=/, {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Review your change' })).toBeVisible();
    await expect(page.getByTestId('exchange-fare-difference')).toHaveText(/^−?\$[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('exchange-change-fee')).toHaveText('$99.00');
    await expect(page.getByTestId('exchange-amount-due')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(page.getByText(/Charged to Mastercard/)).toBeVisible();
    await expect(page.getByText(/^This price is held until /)).toBeVisible();
    // A reload reads the same priced change again.
    await page.reload();
    await page.getByRole('button', { name: 'Confirm change' }).click();

    // Requested: the new flight waits for the airline.
    await expect(page.getByRole('heading', { name: 'Change requested' })).toBeVisible({
      timeout: 30_000,
    });
    const newFlights = page.getByRole('list', { name: 'Your new flights' });
    await expect(newFlights.getByText('LAX to JFK')).toBeVisible();
    await expect(newFlights.getByText('Pending airline confirmation')).toBeVisible();
    await page.getByRole('link', { name: 'View your trip' }).click();

    // The trip: the change is waiting for the airline, its new flight pending.
    await expect(page.getByTestId('trip-code')).toHaveText(code);
    const notice = page.getByRole('region', { name: 'Your change is waiting for the airline' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText('LAX to JFK')).toBeVisible();
    await expect(notice.getByText('Pending airline confirmation')).toBeVisible();
  });

  test('an unknown trip, reached by its old address too, shows that it could not be found', async ({
    page,
  }) => {
    await openAs(page, CONSUMER, 'Ada Lovelace', '/exchange?bookingId=fb_nope');
    await expect(page.getByRole('heading', { name: 'We couldn’t find this trip' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: 'Go to My trips' })).toHaveAttribute(
      'href',
      '/trips/',
    );
    await page.goto(`${CONSUMER}/trips/change?bookingId=fb_nope`);
    await expect(page).toHaveURL(/\/exchange\?bookingId=fb_nope$/);
    // The flight shop's change-for-any-reason exercise leads into the same flow.
    await page.goto(`${CONSUMER}/flights/shop?flightShopType=chfar-exercise&bookingId=fb_nope`);
    await expect(page).toHaveURL(/\/exchange\?bookingId=fb_nope$/);
    await expect(page.getByRole('heading', { name: 'We couldn’t find this trip' })).toBeVisible({
      timeout: 20_000,
    });
  });
});
