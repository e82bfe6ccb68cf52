import { bookFlight, readDollars } from './booking-helpers';
import {
  CONSUMER,
  expect,
  journeyEmail,
  openSandboxConsoleApi,
  test,
  type Page,
  type SandboxConsoleApi,
} from './fixtures';

/**
 * Price drop protection (issue 19): a booked flight comes with it; the sandbox console lowers the
 * flight's fares and runs the checks now, then moves the travel clock past the next scheduled
 * check; the trip's log shows each check (the drop credited, then no drop), the traveller is
 * e-mailed, and the travel wallet lists the credit with a balance grown by it. The journey moves
 * a route's fares and the whole sandbox's clock, so it runs in the serial sandbox-console project
 * (playwright.config.ts) and puts both back.
 */

/** A one-way route and day no other journey books, so moving its fares disturbs nobody. */
const ROUTE = 'SEA-SFO';
const DAYS_AHEAD = 44;
/** The console lowers the booked flight's fares by this much: a drop well under the $50 cap. */
const PRICE_MOVE_PERCENT = -10;
/** Hours of travel time between two scheduled checks (protection terms), and a little more. */
const NEXT_CHECK_MINUTES = 6 * 60 + 5;

interface TripAnswer {
  priceDropProtection: { checks: { result: string }[] } | null;
  booking: { offer: { slices: { segments: { flightInstanceId: string }[] }[] } };
}

async function readTrip(page: Page, bookingId: string): Promise<TripAnswer> {
  const res = await page.request.get(`${CONSUMER}/api/v0/trips/${bookingId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as TripAnswer;
}

/** The newest e-mail to `to` whose subject matches. */
async function readEmail(consoleApi: SandboxConsoleApi, to: string, subject: RegExp) {
  let id = '';
  await expect(async () => {
    const list = (await (await consoleApi.get('/outbox?limit=50')).json()) as {
      messages: { id: string; to: string; subject: string }[];
    };
    id = list.messages.find((m) => m.to === to && subject.test(m.subject))?.id ?? '';
    expect(id, `an e-mail to ${to} matching ${String(subject)}`).not.toBe('');
  }).toPass({ timeout: 20_000 });
  return (await (await consoleApi.get(`/outbox/${encodeURIComponent(id)}`)).json()) as {
    subject: string;
    text: string;
  };
}

test.describe('price drop protection', () => {
  test('a booked flight whose price drops is credited to the travel wallet, and its trip logs every check', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const consoleApi = await openSandboxConsoleApi();
    const moveIds: string[] = [];
    try {
      // The wallet before: Ada's Venture X travel credit.
      const { code } = await bookFlight(page, CONSUMER, 'Ada Lovelace', ROUTE, DAYS_AHEAD);

      // The confirmation's summary says the booking includes it, linked to the terms.
      const included = page.getByRole('link', { name: 'Price drop protection included' });
      await expect(included).toHaveAttribute('href', '/terms/price-drop-protection');

      // The trip: watched, nothing credited, no check yet.
      await page.getByRole('link', { name: 'View your trip' }).click();
      await expect(page).toHaveURL(/\/trips\/[^/]+$/);
      const bookingId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      const section = page.getByRole('region', { name: 'Price drop protection' });
      await expect(section).toContainText(
        /We check the price of these flights every 6 hours until .+\. If it drops, we credit the difference to your travel wallet\./,
        { timeout: 20_000 },
      );
      await expect(section.getByTestId('price-drop-credited')).toHaveText(
        'Credited so far: $0.00 of $50.00',
      );
      await expect(section).toContainText(/No check yet\. The first is due .+\./);

      // The console lowers the booked flight's fares and runs every check now.
      const trip = await readTrip(page, bookingId);
      const flights = trip.booking.offer.slices.flatMap((s) =>
        s.segments.map((g) => g.flightInstanceId),
      );
      for (const flightInstanceId of new Set(flights)) {
        const moved = await consoleApi.post('/prices', {
          target: { kind: 'flight', flightInstanceId },
          percent: PRICE_MOVE_PERCENT,
        });
        expect(moved.status(), await moved.text()).toBe(200);
        const state = (await moved.json()) as {
          priceMoves: { id: string; target: { flightInstanceId?: string } }[];
        };
        moveIds.push(
          ...state.priceMoves
            .filter((m) => m.target.flightInstanceId === flightInstanceId)
            .map((m) => m.id),
        );
      }
      const checked = await consoleApi.post('/price-drops/check');
      expect(checked.status(), await checked.text()).toBe(200);

      // The next check runs by itself on the travel clock, 6 hours on: the same price, no drop.
      const clock = await consoleApi.post('/clock', { offsetMinutes: NEXT_CHECK_MINUTES });
      expect(clock.status(), await clock.text()).toBe(200);
      await expect
        .poll(async () => (await readTrip(page, bookingId)).priceDropProtection?.checks.length, {
          timeout: 30_000,
        })
        .toBe(2);

      // The trip's log: both checks, newest first, in the traveller's time zone.
      await page.reload();
      const log = section.getByRole('table', { name: /^2 price checks, newest first$/ });
      await expect(log).toBeVisible({ timeout: 20_000 });
      const rows = log.getByRole('row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toContainText('No drop');
      const creditedRow = rows.nth(2);
      await expect(creditedRow).toContainText(/Dropped \$[\d,]+\.\d{2}, credited/);
      await expect(creditedRow.getByRole('rowheader')).toHaveText(
        /^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M E[SD]T$/,
      );
      const dropText = /Dropped (\$[\d,]+\.\d{2}), credited/.exec(
        (await creditedRow.textContent()) ?? '',
      );
      const credited = readDollars(dropText?.[1] ?? '');
      expect(credited).toBeGreaterThan(0);
      expect(credited).toBeLessThan(50);
      await expect(section.getByTestId('price-drop-credited')).toHaveText(
        `Credited so far: ${dropText?.[1] ?? ''} of $50.00`,
      );

      // The e-mail says what was credited, in the one money format.
      const mail = await readEmail(
        consoleApi,
        await journeyEmail('Ada Lovelace'),
        /^Price drop credit: /,
      );
      expect(mail.subject).toBe(`Price drop credit: ${dropText?.[1] ?? ''} for your trip ${code}`);
      expect(mail.text).toContain(`We added ${dropText?.[1] ?? ''} to your travel wallet.`);

      // The travel wallet: the price drop credit from this trip, and the balance grew by it.
      await page.getByRole('link', { name: 'Travel wallet' }).first().click();
      await expect(page).toHaveURL(/\/travel-offers\/$/);
      const wallet = page.getByRole('region', { name: 'Travel wallet' });
      const balance = wallet.getByTestId('wallet-balance');
      await expect(balance).toHaveText(/^Balance: \$[\d,]+\.\d{2}$/, { timeout: 20_000 });
      expect(readDollars((await balance.textContent()) ?? '')).toBeCloseTo(300 + credited, 2);
      const entry = wallet.getByRole('row', { name: /Price drop protection/ });
      await expect(entry).toContainText(`+${dropText?.[1] ?? ''}`);
      await expect(entry).toContainText('Completed');
      await expect(entry.getByRole('link', { name: `Trip ${code}` })).toHaveAttribute(
        'href',
        `/trips/${encodeURIComponent(bookingId)}`,
      );
      await expect(wallet.getByRole('row', { name: /Statement credit created/ })).toContainText(
        '+$300.00',
      );

      // The trip's link to the terms.
      await entry.getByRole('link', { name: `Trip ${code}` }).click();
      await section.getByRole('link', { name: 'How price drop protection works' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Price drop protection: terms' }),
      ).toBeVisible();
      await expect(
        page.getByText('Checked for 10 calendar days after you book, and never after departure.'),
      ).toBeVisible();
    } finally {
      for (const id of moveIds) await consoleApi.delete(`/prices/${id}`);
      await consoleApi.post('/clock', { offsetMinutes: 0 });
      await consoleApi.dispose();
    }
  });
});
