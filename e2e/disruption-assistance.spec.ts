import {
  addCard,
  addProtection,
  bookFlight,
  chooseFaresAndContinue,
  isoDateIn,
  openShop,
  readConfirmation,
} from './booking-helpers';
import { CONSUMER, expect, openSandboxConsoleApi, test, type Page } from './fixtures';

/**
 * Disruption assistance (issue 20), driven by the sandbox console: the airline's cancellation or
 * delay of a protected flight reaches the trip at once, and the traveller settles the claim alone
 * (a new flight on another airline, or the fares back) and follows it to its end. The console's
 * injected events are the whole sandbox's, so this file runs in the serial sandbox-console project.
 */

/** The airline cancels or delays the trip's first flight; answers that flight's airline code. */
async function disruptFirstFlight(
  code: string,
  kind: 'AirlineCancellation' | 'Delay',
  minutes = 0,
): Promise<string> {
  const api = await openSandboxConsoleApi();
  try {
    const state = (await (await api.get('/console')).json()) as {
      bookings: {
        confirmationCode: string | null;
        flights: { flightInstanceId: string; label: string }[];
      }[];
    };
    const flight = state.bookings.find((b) => b.confirmationCode === code)?.flights[0];
    expect(flight, `booking ${code} on the console`).toBeTruthy();
    const res = await api.post('/disruptions', {
      flightInstanceId: flight?.flightInstanceId,
      kind,
      minutes,
    });
    expect(res.status()).toBe(200);
    return flight?.label.slice(0, 2) ?? '';
  } finally {
    await api.dispose();
  }
}

async function openTripByCode(page: Page, code: string) {
  await page.goto(`${CONSUMER}/trips/`);
  await page.getByRole('article').filter({ hasText: code }).getByRole('link').click();
  await expect(page.getByTestId('trip-code')).toHaveText(code);
}

test.describe('disruption assistance', () => {
  test('bought with the booking: a cancelled flight is rebooked on another airline at no cost', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openShop(
      page,
      CONSUMER,
      'Marcus Chen',
      `tripType=one_way&slices=ORD-ATL-${isoDateIn(57)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 1);
    const addOn = page.getByRole('region', { name: 'Disruption assistance' });
    await expect(addOn).toContainText(/delays a flight by 2 hours or more/);
    await expect(addOn.getByRole('link', { name: 'Read the full terms' })).toHaveAttribute(
      'href',
      '/terms/disruption-assistance',
    );
    expect(await addProtection(page, 'Disruption assistance')).toBe(24.99);
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    const { code } = await readConfirmation(page);
    await expect(page.getByText(/Disruption assistance is on this trip/)).toBeVisible();

    const carrier = await disruptFirstFlight(code, 'AirlineCancellation');
    await openTripByCode(page, code);
    await expect(page.getByTestId('trip-disruption')).toContainText(
      'The airline disrupted your trip',
    );
    const notice = page.getByRole('region', { name: 'The airline disrupted your trip' });
    await expect(notice).toContainText(/The airline cancelled .+ from ORD to ATL/);
    await notice.getByRole('link', { name: 'Choose a new flight or a refund' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Disruption assistance' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your choices' })).toBeVisible();
    await expect(page.getByText('No cost to you')).toBeVisible();
    await page.getByRole('link', { name: 'Find a new flight' }).click();

    // The dp-exercise shop: the exchange flow's, any airline, waived.
    await expect(page).toHaveURL(/\/exchange\/flight\/shop\?bookingId=fb_[^&]+&changes=0_/, {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Choose your new flights' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('exchange-shop-fee')).toHaveText(
      /Disruption assistance makes this rebooking free/,
    );
    const group = page.getByRole('group', { name: 'New flight: ORD to ATL' });
    const other = group
      .locator('label')
      .filter({ hasNotText: new RegExp(`\\b${carrier} \\d`) })
      .first();
    await other.getByRole('radio').check();
    await page.getByRole('button', { name: 'Review change' }).click();
    await expect(page.getByRole('heading', { name: 'Review your change' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await expect(page.getByRole('heading', { name: 'Change requested' })).toBeVisible({
      timeout: 30_000,
    });

    // The airline issues the new ticket (its answer comes about 20 seconds later).
    await page.goto(
      `${CONSUMER}/trips/disruption?tripId=${new URL(page.url()).searchParams.get('bookingId') ?? ''}`,
    );
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('disruption-step-RebookIssued')).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('disruption-state')).toHaveText(
      'Used: you were rebooked on a new flight',
    );
    const claim = page.getByRole('list', { name: 'Your claim' });
    await expect(claim.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Your new flight' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the trip' }).click();
    await expect(page.getByTestId('trip-code')).toHaveText(code);
    await expect(page.getByTestId('trip-disruption')).toContainText(
      'Used: you were rebooked on a new flight',
    );
  });

  test('bought after booking: a flight delayed by 3 hours is refunded, fares back to the card', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { code } = await bookFlight(page, CONSUMER, 'Ada Lovelace', 'DEN-SEA', 58);
    await page.getByRole('link', { name: 'Add disruption assistance to this trip' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add disruption assistance' }),
    ).toBeVisible();
    await expect(page.getByText(/A delay of 2 hours or more/)).toBeVisible();
    await page.getByRole('link', { name: /^Continue: \$24\.99$/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm disruption assistance' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Buy for $24.99' }).click();
    await expect(
      page.getByRole('heading', { name: 'Disruption assistance is on your trip' }),
    ).toBeVisible({ timeout: 20_000 });

    await disruptFirstFlight(code, 'Delay', 180);
    await openTripByCode(page, code);
    const notice = page.getByRole('region', { name: 'The airline disrupted your trip' });
    await expect(notice).toContainText(/is delayed by 3 hours\./);
    await notice.getByRole('link', { name: 'Choose a new flight or a refund' }).click();
    await page.getByRole('link', { name: 'Review the refund' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Refund your fares' })).toBeVisible();
    const lines = page.getByRole('definition').first();
    await expect(lines).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await page.getByRole('button', { name: /^Cancel my flights and refund \$/ }).click();
    await expect(page.getByRole('heading', { name: /^Refund sent: \$/ })).toBeVisible({
      timeout: 30_000,
    });
    const refunds = page.getByLabel('Where the refund goes');
    await expect(refunds).toContainText(/Card · Mastercard ending 4444/);
    await expect(page.getByTestId('disruption-step-RefundSent')).toBeVisible();
    await expect(page.getByTestId('disruption-state')).toHaveText('Used: your fares were refunded');
  });
});
