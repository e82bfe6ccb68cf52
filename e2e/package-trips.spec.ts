import { addCard, isoDateIn, openAs } from './booking-helpers';
import {
  CONSUMER,
  CORPORATE,
  expect,
  passFirstSession,
  signInAs,
  test,
  type Page,
} from './fixtures';

/**
 * Packages in Trips (issue 23): a booked package is one trip card; its page shows the flight part
 * and the hotel part with the flight and hotel trip pages' own sections and modals; cancelling it
 * quotes one refund under both parts' terms and gives it back. A business traveller's held
 * package is approved by the business's approver. The clock is not moved: cancelling inside the
 * flights' void window gives everything back.
 */

/** New York (JFK) to Los Angeles, `days` ahead for three nights, one room, one adult. */
function laPackage(days: number): string {
  const params = new URLSearchParams({
    origin: 'JFK',
    originName: 'John F Kennedy International Airport (JFK)',
    destination: 'LAX',
    locationName: 'Los Angeles International Airport (LAX)',
    cityCode: 'C5368361',
    fromDate: isoDateIn(days),
    untilDate: isoDateIn(days + 3),
    rooms: '1',
    adults: '1',
    children: '0',
  });
  return `/packages/hotels-availability?${params.toString()}`;
}

/**
 * From the hotel list to the confirmation: the `index`th hotel with a free-cancellation room, its
 * included flights, review, book. Answers the hotel's name and the package code.
 */
async function bookPackage(
  page: Page,
  index: number,
  reason?: string,
): Promise<{ hotelName: string; code: string; total: string }> {
  const list = page.getByRole('list', { name: 'Hotels with flights' });
  const hotel = list.getByRole('article').nth(index);
  await expect(hotel).toBeVisible({ timeout: 60_000 });
  const hotelName = (await hotel.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await hotel.getByRole('link', { name: `Choose this hotel: ${hotelName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByRole('link', { name: /^Choose room: / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your flights' })).toBeVisible();
  await page.getByRole('button', { name: 'Review package' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your package' })).toBeVisible({
    timeout: 30_000,
  });
  const total = (await page.getByTestId('package-total').textContent()) ?? '';
  await page.getByRole('button', { name: 'Continue to book' }).click();
  await expect(page.getByRole('heading', { name: 'Book your flight and hotel' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Phone').fill('+1 617 555 0101');
  if (reason) {
    const why = page.getByLabel('Why do you need this trip?');
    if ((await why.count()) > 0) await why.fill(reason);
  }
  await addCard(page, '4111 1111 1111 1111', '1111');
  await page.getByRole('button', { name: /^(Book for|Request approval for) \$/ }).click();
  await expect(page).toHaveURL(/\/book\/confirm\?bookingId=/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { name: /^Your flight and hotel are booked!|^Waiting for approval/ }),
  ).toBeVisible({ timeout: 40_000 });
  // A held package has no code yet.
  const codes = page.getByTestId('confirmation-code');
  const code = (await codes.count()) > 0 ? ((await codes.textContent()) ?? '') : '';
  return { hotelName, code, total };
}

test.describe('packages in trips', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a card holder finds the package in trips, opens each part, cancels it and sees the refund', async ({
    page,
  }) => {
    await openAs(page, CONSUMER, 'Ada Lovelace', laPackage(38));
    const { hotelName, code, total } = await bookPackage(page, 0);
    expect(code).toMatch(/^P-[A-Z0-9]+$/);

    // One Package card in upcoming trips, with both parts' states.
    await page.goto(`${CONSUMER}/trips/`);
    const card = page.getByRole('article', { name: hotelName });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText('Package', { exact: true })).toBeVisible();
    await expect(card.getByText(code)).toBeVisible();
    await expect(card.getByTestId('trip-package-parts')).toContainText(
      'Flights: Confirmed · Hotel: Confirmed',
    );
    await card.getByRole('link', { name: hotelName }).click();

    // The trip page: the package's code and total, then each part with its own sections.
    await expect(page.getByTestId('trip-code')).toHaveText(code, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
    await expect(page.getByText(total).first()).toBeVisible();
    const flightPart = page.getByTestId('package-flight-part');
    await expect(flightPart.getByText('Package flight')).toBeVisible();
    await expect(flightPart.getByText('Confirmed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Itinerary' })).toBeVisible();
    await expect(page.getByText(/record locator/i).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Fare, restrictions and baggage' }),
    ).toBeVisible();
    const hotelPart = page.getByTestId('package-hotel-part');
    await expect(hotelPart.getByText('Package hotel')).toBeVisible();
    await expect(hotelPart.getByTestId('package-hotel-code')).toHaveText(/^H-[A-Z0-9]+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Reservation' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Cancellation policy' }),
    ).toBeVisible();

    // The receipt: one package line (the hotel part has no price of its own).
    await page.getByRole('button', { name: 'Receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Itemized receipt' });
    await expect(receipt.getByText('Package (flights and hotel)')).toBeVisible();
    await expect(receipt.getByTestId('receipt-total')).toHaveText(total);
    await receipt.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Travelers' }).click();
    const travelers = page.getByRole('dialog', { name: 'Travelers' });
    await expect(travelers.getByText('Ada Lovelace')).toBeVisible();
    await travelers.getByRole('button', { name: 'Close' }).first().click();

    // Cancel: one refund of the whole package inside the flights' void window.
    await page.getByRole('button', { name: 'Cancel trip' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel trip ${code}` });
    await expect(
      dialog.getByRole('heading', { name: 'What you get back', exact: true }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByText(/A package is cancelled as a whole/)).toBeVisible();
    // One refund for the package (the flights' void window and the room's policy together).
    const refundTotal = dialog.getByTestId('cancel-refund-total');
    await expect(refundTotal).toHaveText(/^\$[\d,]+\.\d{2}$/);
    const refund = (await refundTotal.textContent()) ?? '';
    await expect(dialog.getByTestId('cancel-paid')).toHaveText(total);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirm the cancellation' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your trip is cancelled' })).toBeVisible({
      timeout: 30_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'This trip is cancelled' })).toBeVisible();
    await expect(page.getByText(`${refund} refunded`)).toBeVisible();
    await expect(page.getByTestId('package-flight-part').getByText('Cancelled')).toBeVisible();
    await expect(page.getByTestId('package-hotel-part').getByText('Cancelled')).toBeVisible();
  });

  test('a business traveller’s held package is approved by the approver', async ({
    page,
    browser,
  }) => {
    await openAs(page, CORPORATE, 'Katherine Johnson', laPackage(45));
    const { hotelName, code } = await bookPackage(page, 1, 'Client workshop in Los Angeles.');
    const held =
      code === '' ||
      (await page.getByRole('heading', { name: /^Waiting for approval/ }).count()) > 0;
    test.skip(!held, 'Katherine’s tier books this package without approval');

    const approverContext = await browser.newContext();
    const approver = await approverContext.newPage();
    await signInAs(approver, CORPORATE, 'Grace Hopper', '/approvals/');
    await passFirstSession(approver);
    await approver.goto(`${CORPORATE}/approvals/`);
    const item = approver.getByRole('article', {
      name: `Katherine Johnson: flights and ${hotelName}, Los Angeles`,
    });
    await expect(item).toBeVisible({ timeout: 20_000 });
    await expect(item.getByText(/^Flights JFK → LAX, LAX → JFK/)).toBeVisible();
    await expect(item.getByText(/3 nights/)).toBeVisible();
    await item
      .getByRole('button', {
        name: `Approve the package of Katherine Johnson: flights and ${hotelName}`,
      })
      .click();
    await expect(approver.getByText(/The flights and the hotel are being booked\./)).toBeVisible({
      timeout: 30_000,
    });
    await approverContext.close();

    // Katherine's trip is booked: both parts confirmed.
    await page.goto(`${CORPORATE}/trips/`);
    const card = page.getByRole('article', { name: hotelName });
    await expect(card.getByTestId('trip-package-parts')).toContainText(
      'Flights: Confirmed · Hotel: Confirmed',
      { timeout: 30_000 },
    );
  });
});
