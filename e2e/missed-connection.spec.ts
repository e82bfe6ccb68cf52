import { addCard, isoDateIn, openShop } from './booking-helpers';
import {
  CONSUMER,
  chooseDemoPerson,
  expect,
  openSandboxConsoleApi,
  passFirstSession,
  test,
  type Page,
} from './fixtures';

/*
 * The missed-connection guarantee (issue 20, part C), driven by the sandbox console: Stockholm to
 * Barcelona on the sandbox clock's 31st day sells a self-transfer; the console delays its first
 * flight just past the reconnection time, so the connection is missed. One traveller rebooks
 * online; two travellers with one seat left on every qualifying flight go to support, and an agent
 * sees the case. The console's events are the whole sandbox's: this file runs in the serial
 * sandbox-console project.
 */
const ROUTE = `ARN-BCN-${isoDateIn(31)}`;

interface Segment {
  flightInstanceId: string;
  origin: { code: string };
  destination: { code: string };
  departureTime: string;
  zonedDepartureTime: string;
  zonedArrivalTime: string;
  isSelfTransferLayover: boolean;
}

/** Books the route's first self-transfer for Ada (and Mary); answers its id and H- code. */
async function bookSelfTransfer(page: Page, adults: 1 | 2): Promise<{ id: string; code: string }> {
  await openShop(
    page,
    CONSUMER,
    'Ada Lovelace',
    `tripType=one_way&slices=${ROUTE}&adt=${adults}&cnn=0&ins=0&inf=0&sort=price`,
  );
  await expect(page.getByRole('heading', { name: /Choose a flight/ })).toBeVisible({
    timeout: 20_000,
  });
  const row = page.getByRole('article').filter({ hasText: '2 tickets' }).first();
  await row.getByRole('button', { name: 'Show fares' }).click();
  const fares = row.getByRole('list', { name: 'Fares for this flight' }).getByRole('listitem');
  // Two travellers book economy: basic economy is sold only while many seats are left.
  await (adults === 1 ? fares : fares.filter({ hasText: /· Economy/ }))
    .first()
    .getByRole('button', { name: /^Select / })
    .click();
  await page.getByRole('button', { name: 'Continue to book' }).click();
  await expect(page.getByRole('heading', { name: 'Who is flying' })).toBeVisible();
  if (adults === 2) {
    // A second adult with a passport: the trip is international.
    await page.getByRole('button', { name: 'Add a new traveler as Traveler 2 (adult)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a traveler' });
    await dialog.getByLabel('Given name').fill('Mary');
    await dialog.getByLabel('Surname').fill('Somerville');
    await dialog.getByLabel('Date of birth').fill('1980-12-26');
    await dialog.getByRole('radio', { name: 'Female (F)' }).check();
    await dialog.getByLabel('Passport number').fill('P7733120');
    await dialog.getByLabel('Country of issue').fill('GB');
    await dialog.getByLabel('Nationality').fill('GB');
    await dialog.getByLabel('Passport expiry').fill('2031-03-31');
    await dialog.getByRole('button', { name: 'Save traveler' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await addCard(page, '4242 4242 4242 4242', '4242');
  await page.getByRole('button', { name: /^Book for \$/ }).click();
  await expect(page.getByRole('heading', { name: 'You are booked!' })).toBeVisible({
    timeout: 40_000,
  });
  await page.getByRole('link', { name: 'View your trip' }).click();
  await expect(page).toHaveURL(/\/trips\/fb_/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const code = (await page.getByTestId('trip-code').textContent()) ?? '';
  return { id, code };
}

/**
 * The console delays the first flight one minute past the last delay that still makes the
 * connection (landing plus 60 minutes at the next departure); with `seatsLeft`, it first leaves
 * that many seats on the missed route on its day and the next.
 */
async function missConnection(page: Page, id: string, seatsLeft?: number): Promise<void> {
  const trip = await page.evaluate(async (bookingId) => {
    const res = await fetch(`/api/v0/trips/${bookingId}`);
    return (await res.json()) as { booking: { offer: { slices: { segments: Segment[] }[] } } };
  }, id);
  const segments = trip.booking.offer.slices[0]?.segments ?? [];
  const at = segments.findIndex((s) => s.isSelfTransferLayover);
  const arriving = segments[at - 1];
  const departing = segments[at];
  const last = segments[segments.length - 1];
  if (!arriving || !departing || !last) throw new Error('no self-transfer on the trip');
  const layover =
    (Date.parse(departing.zonedDepartureTime) - Date.parse(arriving.zonedArrivalTime)) / 60_000;
  const api = await openSandboxConsoleApi();
  try {
    if (seatsLeft !== undefined) {
      const day = departing.departureTime.slice(0, 10);
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      for (const departureDate of [day, next]) {
        const res = await api.post('/seats', {
          origin: departing.origin.code,
          destination: last.destination.code,
          departureDate,
          seatsLeft,
        });
        expect(res.status()).toBe(200);
      }
    }
    const res = await api.post('/disruptions', {
      flightInstanceId: arriving.flightInstanceId,
      kind: 'Delay',
      minutes: layover - 60 + 1,
    });
    expect(res.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test.describe('missed-connection guarantee', () => {
  test('a delayed first flight misses the self-transfer: rebooked online, the trip follows it', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { id, code } = await bookSelfTransfer(page, 1);
    await expect(page.getByTestId('trip-missed-connection')).toContainText(/^Active: /);
    await missConnection(page, id);

    await page.reload();
    await expect(page.getByTestId('trip-code')).toHaveText(code);
    const notice = page.getByRole('region', { name: /^You missed your connection in / });
    await expect(notice).toContainText(/is delayed by \d+ h \d+ min\./);
    await notice.getByRole('link', { name: 'Choose a new flight' }).click();

    await expect(page).toHaveURL(/\/trips\/rebook\/(flight|connection)\?tripId=fb_/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Rebook your missed/ }),
    ).toBeVisible();
    await expect(page.getByText(/^Choose a new flight by /)).toBeVisible();
    const group = page.getByRole('group', { name: /^New flights from [A-Z]{3} to BCN$/ });
    const first = group.getByTestId('missed-connection-option').first();
    await expect(first).toContainText('Leaves within an hour of your missed flight');
    await expect(first).toContainText('No cost to you');
    await expect(first.getByRole('radio')).toBeChecked();
    await first.getByRole('radio').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Review your new flight' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The flight you missed' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm new flight' }).click();
    // The airline issues the new ticket about 20 seconds later; the page asks until it has.
    await expect(page.getByRole('heading', { name: 'New ticket issued' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('missed-connection-done')).toContainText(
      /Airline confirmation [A-Z2-9]{6}/,
    );
    await expect(page.getByTestId('missed-connection-done')).toContainText(/Issued /);

    await page.getByRole('link', { name: 'Back to the trip' }).click();
    await expect(page.getByTestId('trip-code')).toHaveText(code);
    await expect(page.getByTestId('trip-missed-connection')).toContainText(
      'Used: you were rebooked on a new flight',
    );
    const claim = page.getByRole('list', { name: 'Your missed-connection claim' });
    await expect(claim.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('missed-connection-step-RebookIssued')).toBeVisible();
    // The trip's second ticket is the new flight ("easyJet 3456" in the itinerary).
    const rebooked = await page.evaluate(async (bookingId) => {
      const res = await fetch(`/api/v0/trips/${bookingId}/missed-connection`);
      return (
        (await res.json()) as { rebooked: { airline: { name: string }; flightNumbers: string[] } }
      ).rebooked;
    }, id);
    const digits = rebooked.flightNumbers[0]?.split(' ').pop() ?? '';
    await expect(
      page.getByText(new RegExp(`^${rebooked.airline.name} ${digits} ·`)).first(),
    ).toBeVisible();
  });

  test('two travellers and one seat left: sent to support with a reference, seen by an agent', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const { id, code } = await bookSelfTransfer(page, 2);
    await missConnection(page, id, 1);

    await page.reload();
    await expect(page.getByTestId('trip-code')).toHaveText(code);
    const notice = page.getByRole('region', { name: /^You missed your connection in / });
    await notice.getByRole('link', { name: 'Call us to finish your rebooking' }).click();
    await expect(page).toHaveURL(/\/trips\/contact-support\?tripId=fb_/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Call us to finish your rebooking' }),
    ).toBeVisible();
    await expect(page.getByTestId('support-phone')).toHaveText('1-800-555-0142');
    await expect(page.getByTestId('support-phone')).toHaveAttribute('href', 'tel:+18005550142');
    const reference = page.getByTestId('support-reference');
    await expect(reference).toHaveText(/^MC-[0-9A-F]{6}$/);
    const mc = (await reference.textContent()) ?? '';
    await expect(page.getByTestId('support-reason')).toHaveText(
      /can’t seat all 2 travelers together online/,
    );
    // The options page sends such a trip to support too.
    await page.goto(`${CONSUMER}/trips/rebook/connection?tripId=${id}`);
    await expect(page).toHaveURL(/\/trips\/contact-support\?tripId=fb_/);

    // Sam Rivera, a support agent, finds the case in the agent portal.
    const agentContext = await browser.newContext();
    const agent = await agentContext.newPage();
    try {
      await agent.goto(`${CONSUMER}/auth/invalidsession?agent=true`);
      await chooseDemoPerson(agent, 'Sam Rivera');
      await passFirstSession(agent);
      await expect(agent.getByRole('heading', { level: 1, name: 'Agent console' })).toBeVisible({
        timeout: 20_000,
      });
      await agent.getByRole('link', { name: 'Missed connections to rebook' }).click();
      await expect(
        agent.getByRole('heading', { level: 1, name: 'Missed connections' }),
      ).toBeVisible();
      const row = agent.getByRole('row').filter({ hasText: mc });
      await expect(row).toContainText(code);
      await expect(row).toContainText('Mary Somerville');
      await row.getByRole('link', { name: mc }).click();
      await expect(
        agent.getByRole('heading', { level: 1, name: `Missed connection ${mc}` }),
      ).toBeVisible();
      await expect(agent.getByText(/can’t seat all 2 travelers together online/)).toBeVisible();
      await expect(
        agent.getByRole('group', { name: 'Qualifying flights' }).getByText('1 seat left').first(),
      ).toBeVisible();
    } finally {
      await agentContext.close();
    }
  });
});
