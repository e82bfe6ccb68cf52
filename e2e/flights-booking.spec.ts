import {
  addCard,
  chooseFaresAndContinue,
  continueToBook,
  expectBookingAlert,
  expectFlightConfirmed,
  isoDateIn,
  openAs,
  openCardFrame,
  openShop,
  selectFare,
} from './booking-helpers';
import {
  ADMIN,
  CONSUMER,
  CORPORATE,
  DEMO_ADMIN,
  expect,
  journeyEmail,
  journeyTravelerId,
  openSandboxConsoleApi,
  test,
  type Page,
  type SandboxConsoleApi,
} from './fixtures';

/** The portal's own API as the signed-in page calls it (session cookie and anti-forgery header). */
async function callPortal(page: Page, origin: string, path: string, data: unknown) {
  const csrf = (await page.context().cookies(origin)).find((c) => c.name === 'wf_csrf')?.value;
  const res = await page.request.post(`${origin}/api/v0${path}`, {
    data,
    headers: { 'X-CSRF-Token': csrf ?? '' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json() as Promise<unknown>;
}

/**
 * Moves the price of every flight the shop lists for a one-way search (the console's price move),
 * as an airline repricing between the review and the quote would. Answers the moves' ids.
 */
async function moveRoutePrices(
  page: Page,
  consoleApi: SandboxConsoleApi,
  [origin, destination, departureDate]: [string, string, string],
  percent: number,
): Promise<string[]> {
  const answer = (await callPortal(page, CONSUMER, '/flights/search', {
    tripType: 'one_way',
    slices: [{ origin, destination, departureDate }],
    passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
  })) as { search: { slices: { itineraries: { segments: { flightInstanceId: string }[] }[] }[] } };
  const instances = new Set(
    answer.search.slices[0]?.itineraries.flatMap((i) => i.segments.map((s) => s.flightInstanceId)),
  );
  const ids: string[] = [];
  for (const flightInstanceId of instances) {
    const res = await consoleApi.post('/prices', {
      target: { kind: 'flight', flightInstanceId },
      percent,
    });
    expect(res.status()).toBe(200);
    const state = (await res.json()) as { priceMoves: { id: string; target: unknown }[] };
    const move = state.priceMoves.find(
      (m) => JSON.stringify(m.target) === JSON.stringify({ kind: 'flight', flightInstanceId }),
    );
    if (move) ids.push(move.id);
  }
  return ids;
}

/** Adds a traveler for the first seat with the traveler form (someone with none saved). */
async function addTraveler(page: Page, given: string, surname: string, dateOfBirth: string) {
  await page.getByRole('button', { name: 'Add a new traveler as Traveler 1 (adult)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a traveler' });
  await dialog.getByLabel('Given name').fill(given);
  await dialog.getByLabel('Surname').fill(surname);
  await dialog.getByLabel('Date of birth').fill(dateOfBirth);
  await dialog.getByRole('radio', { name: 'Male (M)' }).check();
  await dialog.getByRole('button', { name: 'Save traveler' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('flight booking', () => {
  test('one-way with a card: declined (the alert is in view and focused), another card books it, Back leads to the trip', async ({
    page,
  }) => {
    // Two bookings' worth of steps and the outbox on the admin host.
    test.setTimeout(90_000);
    await openShop(
      page,
      CONSUMER,
      'Marcus Chen',
      `tripType=one_way&slices=JFK-LAX-${isoDateIn(26)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 1);
    // The person themselves is suggested as the traveler; the phone is still needed.
    await expect(page.getByRole('combobox', { name: 'Traveler 1 (adult)' })).toHaveValue(
      await journeyTravelerId('Marcus Chen', 'trv_marcus'),
    );
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expect(
      page.getByText('Enter a phone number the airline can reach you on.'),
    ).toBeVisible();
    await expect(page.getByText('Add a card to pay the rest of the total.')).toBeVisible();
    await expectBookingAlert(page, 'Check the highlighted details, then book again.');
    await page.getByLabel('Phone').fill('+1 555 010 2030');

    // The card form groups the number as it is typed and adds the expiry's slash.
    const frame = await openCardFrame(page);
    const number = frame.getByLabel('Card number');
    await number.pressSequentially('4000000000000002');
    await expect(number).toHaveValue('4000 0000 0000 0002');
    const expiry = frame.getByLabel('Expiry (MM/YY)');
    await expiry.pressSequentially('1230');
    await expect(expiry).toHaveValue('12/30');
    await frame.getByLabel('Name on card').fill('Marcus Chen');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByLabel('Billing ZIP or postal code').fill('10001');
    await frame.getByRole('button', { name: 'Use this card' }).click();
    await expect(page.getByRole('radio', { name: /ending 0002/ })).toBeChecked();
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expect(page.getByText('Your card was declined. Use another card.')).toBeVisible({
      timeout: 20_000,
    });
    // The failure is said where the person is looking: scrolled into view, with the focus.
    await expectBookingAlert(page, 'Your payment did not go through. Nothing was charged.');

    await page.getByRole('button', { name: 'Add a new card' }).click();
    await addCard(page, '4242 4242 4242 4242', '4242');
    await page.getByRole('checkbox', { name: 'Save this card for next time' }).check();
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expect(page.getByRole('progressbar', { name: 'Booking progress' })).toBeVisible();
    const code = await expectFlightConfirmed(page, /One-way · JFK → LAX/);
    await expect(page.getByText(/You earned [\d,]+ miles on this trip/)).toBeVisible();
    await expect(
      page.getByText(`We sent the confirmation to ${await journeyEmail('Marcus Chen')}.`),
    ).toBeVisible();
    const confirmation = page.url();
    const bookingId = new URL(confirmation).searchParams.get('bookingId') ?? '';
    await expect(page.getByRole('link', { name: 'View your trip' })).toHaveAttribute(
      'href',
      `/trips/${bookingId}`,
    );

    // Back never reopens a form that would book again: it leads to the trip.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/trips/${bookingId}$`));
    await expect(page.getByRole('heading', { name: 'Who is flying' })).toBeHidden();
    await page.goForward();
    await expect(page).toHaveURL(confirmation);
    await expect(page.getByRole('heading', { name: 'You are booked!' })).toBeVisible();

    // The sandbox outbox on the admin host, where the demo admin signs in, shows the confirmation
    // e-mail that was sent.
    await openAs(page, ADMIN, DEMO_ADMIN, '/sandbox/outbox');
    await expect(page.getByText(new RegExp(`Booked: JFK → LAX \\(${code}\\)`))).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a round trip returning to another airport, paid with miles and a card: the button and the confirmation say so', async ({
    page,
  }) => {
    await openShop(
      page,
      CONSUMER,
      'Ada Lovelace',
      `tripType=round_trip&slices=JFK-LHR-${isoDateIn(30)},LHR-EWR-${isoDateIn(36)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 2);
    await expect(page.getByRole('combobox', { name: 'Traveler 1 (adult)' })).toHaveValue(
      await journeyTravelerId('Ada Lovelace', 'trv_ada'),
    );
    await page.getByLabel('Phone').fill('+44 20 7946 0958');

    await page.getByRole('radio', { name: /Venture X ending 4821/ }).check();
    await page.getByLabel('Miles to use').last().fill('20000');
    await expect(page.getByText(/20,000 miles cover \$200\.00 of this trip/)).toBeVisible();
    const summary = page.getByRole('complementary');
    await expect(summary.getByText('−$200.00')).toBeVisible();
    await addCard(page, '5555 5555 5555 4444', '4444');
    // What the miles pay is named in miles: "Book for $1,067.48 + 20,000 miles".
    const book = page.getByRole('button', { name: /^Book for \$[\d,]+\.\d{2} \+ 20,000 miles$/ });
    await expect(book).toBeVisible();
    await book.click();

    // Each slice's own airports: the return lands at EWR, not back at JFK.
    await expectFlightConfirmed(page, /Round-trip · JFK → LHR, LHR → EWR/);
    const payments = page.getByRole('region', { name: 'You are booked!' });
    await expect(payments.getByText('Rewards')).toBeVisible();
    await expect(payments.getByText('$200.00')).toBeVisible();
    await expect(payments.getByText('Card', { exact: true })).toBeVisible();
    await payments.getByRole('link', { name: 'View your trip' }).click();
    await expect(page).toHaveURL(/\/trips\/fb_/);
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
      await journeyTravelerId('Grace Hopper', 'trv_grace'),
    );
    await page.getByLabel('Phone').fill('+1 312 555 0147');
    await addCard(page, '3782 822463 10005', '0005');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expectFlightConfirmed(page, /Multi-city · ORD → DEN, DEN → SEA, SEA → ORD/);
  });

  test('an arranger books a colleague under the colleague’s tier; a guest’s trip waits and the approver is e-mailed', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Katherine's Standard tier needs approval; Grace's Executive tier does not.
    await openShop(
      page,
      CORPORATE,
      'Katherine Johnson',
      `tripType=one_way&slices=ORD-DTW-${isoDateIn(44)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 1, { inPolicy: true });
    const traveler = page.getByRole('combobox', { name: 'Traveler 1 (adult)' });
    await expect(page.getByRole('heading', { name: 'Travel policy: Standard' })).toBeVisible();
    await traveler.selectOption({ label: 'Grace Hopper' });
    await expect(page.getByRole('heading', { name: 'Travel policy: Executive' })).toBeVisible();
    // The first fare is out of Grace's tier (Executive flies no basic economy): she gives a reason
    // and her tier still books at once, without an approver.
    await page
      .getByLabel('Why do you need this trip?')
      .fill('Client workshop in Detroit on Monday');
    await page.getByLabel('Phone').fill('+1 312 555 0101');
    await addCard(page, '4242 4242 4242 4242', '4242');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    await expectFlightConfirmed(page, /One-way · ORD → DTW/);

    // A guest has no tier of their own: Katherine's holds the trip for an approver.
    await page.goto(
      `${CORPORATE}/flights/shop?tripType=one_way&slices=ORD-CLE-${isoDateIn(45)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 1, { inPolicy: true });
    await page
      .getByRole('combobox', { name: 'Traveler 1 (adult)' })
      .selectOption({ label: 'Alex Visitor' });
    await expect(page.getByRole('heading', { name: 'Travel policy: Standard' })).toBeVisible();
    await page.getByLabel('Phone').fill('+1 312 555 0101');
    await addCard(page, '4242 4242 4242 4242', '4242');
    await page.getByRole('button', { name: /^Request approval for \$/ }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible({
      timeout: 30_000,
    });
    // Grace, Northwind's approver, is told with a link to the approvals page.
    await openAs(page, ADMIN, DEMO_ADMIN, '/sandbox/outbox');
    await page
      .getByRole('link', { name: /Approval needed: ORD → CLE/ })
      .first()
      .click();
    await expect(page.getByText(/\/approvals\//).first()).toBeVisible();
    await expect(page.getByText(/Alex Visitor/).first()).toBeVisible();
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
    await expectFlightConfirmed(page, /One-way · JFK → LHR/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Priya Raman' })).toBeVisible();
  });

  test('a price that moved since the review says so; each booking error names its next step', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const route: [string, string, string] = ['BOS', 'PHL', isoDateIn(47)];
    await openShop(
      page,
      CONSUMER,
      'Leo Martin',
      `tripType=one_way&slices=${route[0]}-${route[1]}-${route[2]}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await selectFare(page);
    await expect(page.getByRole('heading', { name: 'Review your itinerary' })).toBeVisible();
    // The airline reprices while the person reads the review.
    const consoleApi = await openSandboxConsoleApi();
    const moves = await moveRoutePrices(page, consoleApi, route, 10);
    try {
      await continueToBook(page);
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'The price went up since you reviewed this trip' }),
      ).toBeVisible();
      await addTraveler(page, 'Leo', 'Martin', '1987-04-02');
      await page.getByLabel('Phone').fill('+1 617 555 0133');
      await addCard(page, '4242 4242 4242 4242', '4242');
      const book = page.getByRole('button', { name: /^Book for \$/ });

      // Causes the sandbox has no event for: the page shows each code's next step.
      const answers = [
        [426, 'UpgradeRequired', 'This booking page is out of date.', 'button', 'Reload the page'],
        [
          429,
          'ExcessiveUserActivity',
          'Too many cards were declined for this trip',
          'link',
          'Call us at 1-800-555-0142',
        ],
        [502, 'QuoteError', 'We could not get the price again just now.', 'button', 'Try again'],
      ] as const;
      for (const [status, code, text, role, action] of answers) {
        await page.route('**/api/v0/flights/book', (r) =>
          r.fulfill({
            status,
            contentType: 'application/json',
            body: JSON.stringify({ code, message: text, referenceId: 'req-test' }),
          }),
        );
        await book.click();
        const alert = await expectBookingAlert(page, text);
        await expect(alert.getByRole(role, { name: action })).toBeVisible();
        await page.unroute('**/api/v0/flights/book');
      }

      // A rise too far to accept: no "accept the new price", search again.
      moves.push(...(await moveRoutePrices(page, consoleApi, route, 50)));
      await book.click();
      const alert = await expectBookingAlert(
        page,
        'The price rose by more than a booking can accept.',
      );
      await expect(alert.getByRole('link', { name: 'Choose other flights' })).toBeVisible();
      await expect(page.getByRole('alertdialog', { name: 'The price changed' })).toBeHidden();
    } finally {
      for (const id of moves) await consoleApi.delete(`/prices/${id}`);
      await consoleApi.dispose();
    }
  });

  test('a booking page left idle asks for a new price before booking', async ({ page }) => {
    await page.clock.install();
    await openShop(
      page,
      CONSUMER,
      'Sofia Alvarez',
      `tripType=one_way&slices=SEA-SFO-${isoDateIn(48)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 1);
    const firstQuote = page.url();
    await page.clock.fastForward('21:00');
    const alert = await expectBookingAlert(page, 'This page sat idle for a while');
    await alert.getByRole('button', { name: 'Get a new price' }).click();
    await expect(page).not.toHaveURL(firstQuote);
    await expect(page).toHaveURL(/\/flights\/book\?quoteId=/);
    await expect(page.getByText('This page sat idle for a while')).toBeHidden();
  });
});
