import type { Locator, Response } from '@playwright/test';
import { isoDateIn, openShop } from './booking-helpers';
import {
  CONSUMER,
  CORPORATE,
  expect,
  journeyEmail,
  openSandboxConsoleApi,
  test,
  type Page,
  type SandboxConsoleApi,
} from './fixtures';

/**
 * Price watch (issue 19): a traveller watches a flight search from its results; the scheduled
 * check e-mails them when the lowest price drops, with a link back to the results; Watched trips
 * on My Trips shows the watch and stops it. The journey moves the route's fares with the sandbox
 * console (price moves are the whole sandbox's) and runs every watch's check now, so this file
 * runs in the serial sandbox-console project (playwright.config.ts) and takes its moves back.
 */

/** A one-way search no other journey makes, so moving its fares disturbs nobody. */
const DATE = isoDateIn(52);
const SEARCH = `tripType=one_way&slices=DEN-SEA-${DATE}&adt=1&cnn=0&ins=0&inf=0`;
/** How far the console moves the cheapest flight's fare: well past the alert's 1 % threshold. */
const PRICE_MOVE_PERCENT = -40;

/** "$1,234" as whole dollars. */
const toDollars = (text: string) => Number(text.replace(/[$,]/g, ''));

interface ShopAnswer {
  search: {
    slices: {
      itineraries: {
        segments: { flightInstanceId: string }[];
        fares: { grandTotal: { amountMinor: number } }[];
      }[];
    }[];
  };
}

/** The flights of the cheapest itinerary of a one-way search's answer. */
async function readCheapestFlights(response: Response): Promise<string[]> {
  const answer = (await response.json()) as ShopAnswer;
  const itineraries = answer.search.slices[0]?.itineraries ?? [];
  const lowest = (itinerary: (typeof itineraries)[number]) =>
    Math.min(...itinerary.fares.map((fare) => fare.grandTotal.amountMinor));
  const cheapest = [...itineraries].sort((a, b) => lowest(a) - lowest(b))[0];
  expect(cheapest, 'the search finds flights').toBeTruthy();
  return [...new Set(cheapest?.segments.map((segment) => segment.flightInstanceId) ?? [])];
}

function isSearchAnswer(response: Response): boolean {
  return (
    response.request().method() === 'POST' &&
    new URL(response.url()).pathname === '/api/v0/flights/search'
  );
}

/** The price prediction's "Watch this trip" toggle, whichever state it is in. */
function watchToggle(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Price prediction' })
    .getByRole('button', { name: /^(Watch this trip|Watching)$/ });
}

/** The newest alert e-mailed to `to` whose subject matches, with its text. */
async function readAlert(
  consoleApi: SandboxConsoleApi,
  to: string,
  subject: RegExp,
): Promise<{ subject: string; text: string }> {
  let id = '';
  await expect(async () => {
    const list = (await (await consoleApi.get('/outbox?limit=50')).json()) as {
      messages: { id: string; to: string; subject: string }[];
    };
    id = list.messages.find((m) => m.to === to && subject.test(m.subject))?.id ?? '';
    expect(id, `an e-mail to ${to} matching ${String(subject)}`).not.toBe('');
  }).toPass({ timeout: 20_000 });
  const message = (await (await consoleApi.get(`/outbox/${encodeURIComponent(id)}`)).json()) as {
    subject: string;
    text: string;
  };
  return message;
}

test.describe('price watch', () => {
  test('watched from the results, alerted by e-mail when the price drops, stopped from Watched trips', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const answer = page.waitForResponse(isSearchAnswer, { timeout: 60_000 });
    await openShop(page, CONSUMER, 'Marcus Chen', SEARCH);
    const cheapestFlights = await readCheapestFlights(await answer);

    // Not watched yet: the toggle is off, then pressed it watches the trip and says what follows.
    const toggle = watchToggle(page);
    await expect(toggle).toHaveAccessibleName('Watch this trip', { timeout: 20_000 });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Watching');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const prediction = page.getByRole('region', { name: 'Price prediction' });
    await expect(prediction.getByRole('status')).toContainText(
      'We’ll e-mail you when the price drops or it’s time to buy.',
    );
    // The results page asks on arrival: a reload still shows the trip watched.
    await page.reload();
    await expect(watchToggle(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });

    // Watched trips on My Trips: the watch, today's price, not checked yet.
    await prediction.getByRole('link', { name: 'See your watched trips' }).click();
    await expect(page).toHaveURL(/\/trips\/\?tab=watched$/);
    await expect(page.getByRole('tab', { name: /^Watched trips 1$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = page.getByRole('article', { name: 'DEN to SEA' });
    await expect(card).toContainText('Just watched');
    await expect(card).toContainText('One-way · Economy');
    await expect(card).toContainText('1 traveler');
    await expect(card).toContainText(/Not yet: first check /);
    const price = card.getByTestId('watch-price');
    await expect(price).toHaveText(/^\$[\d,]+, the same as when you started watching$/);
    const startingPrice = toDollars(/^\$[\d,]+/.exec((await price.textContent()) ?? '')?.[0] ?? '');
    await expect(card.getByRole('link', { name: 'See flights' })).toHaveAttribute(
      'href',
      `/flights/shop?${SEARCH.replace(/,/g, '%2C')}`,
    );

    const consoleApi = await openSandboxConsoleApi();
    const moveIds: string[] = [];
    try {
      // The cheapest flight gets cheaper, then every watch is checked now.
      for (const flightInstanceId of cheapestFlights) {
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
      const checked = await consoleApi.post('/watches/check');
      expect(checked.status(), await checked.text()).toBe(200);

      // The alert: the new price, how much less, and the way back to the results.
      const alert = await readAlert(
        consoleApi,
        await journeyEmail('Marcus Chen'),
        /^Price drop: DEN → SEA/,
      );
      expect(alert.subject).toContain(DATE);
      expect(alert.text).toMatch(
        /The lowest price is now \$[\d,.]+, \$[\d,.]+ less than when you started watching\./,
      );
      const link = /https?:\/\/\S+\/flights\/shop\?\S+/.exec(alert.text)?.[0] ?? '';
      expect(link).toBe(`${CONSUMER}/flights/shop?${SEARCH.replace(/,/g, '%2C')}`);

      // The link opens the results, where the trip is still watched.
      await page.goto(link);
      await expect(watchToggle(page)).toHaveAttribute('aria-pressed', 'true', {
        timeout: 30_000,
      });

      // Back on Watched trips the card shows the lower price and when it was checked.
      await page.goto(`${CONSUMER}/trips/?tab=watched`);
      await expect(card).toContainText('Watching');
      await expect(card).not.toContainText('Not yet');
      await expect(price).toHaveText(/^\$[\d,]+, down \$[\d,]+ since you started watching$/);
      const [, now = '', down = ''] =
        /^(\$[\d,]+), down (\$[\d,]+)/.exec((await price.textContent()) ?? '') ?? [];
      expect(toDollars(now)).toBeLessThan(startingPrice);
      expect(toDollars(down)).toBe(startingPrice - toDollars(now));

      // Stop watching asks first; keeping it changes nothing.
      await card.getByRole('button', { name: 'Stop watching' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Stop watching this trip?' });
      await expect(dialog).toContainText(/DEN to SEA/);
      await dialog.getByRole('button', { name: 'Keep watching' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toBeVisible();
      await expect(card.getByRole('button', { name: 'Stop watching' })).toBeFocused();

      await card.getByRole('button', { name: 'Stop watching' }).click();
      await dialog.getByRole('button', { name: 'Stop watching' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toBeHidden();
      // The last one gone: the section says so and holds the focus, and the change is read out.
      await expect(page.getByRole('heading', { name: 'No watched trips' })).toBeVisible();
      await expect(page.locator('.wf-watched-trips')).toBeFocused();
      await expect(
        page.getByRole('status').filter({ hasText: 'You stopped watching DEN to SEA.' }),
      ).toHaveCount(1);
      await expect(page.getByRole('tab', { name: /^Watched trips 0$/ })).toBeVisible();

      // Elsewhere on My Trips the section is left out once nothing is watched.
      await page.getByRole('tab', { name: /^Upcoming trips/ }).click();
      await expect(page.getByRole('tab', { name: /^Watched trips/ })).toBeHidden();
    } finally {
      for (const id of moveIds) await consoleApi.delete(`/prices/${id}`);
      await consoleApi.dispose();
    }
  });

  test('the business tenant watches a trip and stops from the results', async ({ page }) => {
    test.setTimeout(90_000);
    await openShop(
      page,
      CORPORATE,
      'Grace Hopper',
      `tripType=one_way&slices=ORD-MSP-${isoDateIn(53)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    const toggle = watchToggle(page);
    await expect(toggle).toHaveAccessibleName('Watch this trip', { timeout: 20_000 });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // Pressed again it asks before stopping; stopped, the button is off and keeps the focus.
    await toggle.click();
    const dialog = page.getByRole('alertdialog', { name: 'Stop watching this trip?' });
    await expect(dialog).toContainText('ORD to MSP');
    await dialog.getByRole('button', { name: 'Stop watching' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toHaveAccessibleName('Watch this trip');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.getByText('You stopped watching this trip.')).toBeVisible();

    // Nothing watched: My Trips has no Watched trips section.
    await page.goto(`${CORPORATE}/trips/`);
    await expect(page.getByRole('tab', { name: /^Upcoming trips/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('tab', { name: /^Watched trips/ })).toBeHidden();
  });
});
