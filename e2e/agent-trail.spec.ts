import {
  addCard,
  chooseFaresAndContinue,
  isoDateIn,
  openAs,
  readConfirmation,
} from './booking-helpers';
import { CONSUMER, CORPORATE, chooseDemoPerson, expect, passFirstSession, test } from './fixtures';

/*
 * Issue 24: what a support agent does in a customer's session is on the agent's trail, which
 * their support lead reads; the customer's trip says support booked it. Noor Haddad is this
 * journey's customer only (the demo customer agents look up by Profile Reference ID); Sam Rivera
 * and Dana Whitfield, his lead, are the journey's own copies (their own team).
 */
const NOOR = 'C1-5170-2214';

test.describe('the agent trail', () => {
  test('an agent books for a customer and ends the session; the lead sees the booking on the trail; the trip says support booked it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${CONSUMER}/auth/startsession/?profileReferenceId=${NOOR}&agent=true`);
    await chooseDemoPerson(page, 'Sam Rivera');
    await passFirstSession(page);
    const banner = page.getByRole('region', { name: 'Agent session' });
    await expect(banner.getByText('You are acting on behalf of Noor Haddad')).toBeVisible();
    await expect(banner.getByText(`Profile Reference ID ${NOOR}`)).toBeVisible();

    // A one-way flight, booked for Noor with a card she reads out.
    await page.goto(
      `${CONSUMER}/flights/shop?tripType=one_way&slices=PDX-SLC-${isoDateIn(64)}&adt=1&cnn=0&ins=0&inf=0`,
    );
    await chooseFaresAndContinue(page, 1);
    await page.getByLabel('Phone').fill('+1 555 010 2030');
    await addCard(page, '5555 5555 5555 4444', '4444');
    await page.getByRole('button', { name: /^Book for \$/ }).click();
    const { code } = await readConfirmation(page);
    const bookingId = new URL(page.url()).searchParams.get('bookingId') ?? '';
    expect(bookingId).not.toBe('');

    // Noor's trips say support booked it, on the card and on the trip's page.
    await page.goto(`${CONSUMER}/trips/`);
    const card = page.getByRole('article').filter({ hasText: code });
    await expect(card.getByTestId('trip-made-by-support')).toHaveText(
      /^Booked with the help of our support team on .+ \d{4}$/,
    );
    await card.getByRole('link').click();
    await expect(page.getByTestId('trip-code')).toHaveText(code);
    await expect(page.getByTestId('trip-made-by-support')).toBeVisible();

    await banner.getByRole('link', { name: 'End session' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a demo account' })).toBeVisible();

    // Dana Whitfield, the support lead, reads Sam's trail in her own browser.
    const leadContext = await browser.newContext();
    const lead = await leadContext.newPage();
    try {
      await lead.goto(`${CONSUMER}/auth/invalidsession?agent=true`);
      await chooseDemoPerson(lead, 'Dana Whitfield');
      await passFirstSession(lead);
      await expect(lead.getByRole('heading', { level: 1, name: 'Agent console' })).toBeVisible({
        timeout: 20_000,
      });
      await lead.getByRole('link', { name: 'Agent trail' }).click();
      await expect(lead.getByRole('heading', { level: 1, name: 'Agent trail' })).toBeVisible();
      await lead.getByLabel('Agent', { exact: true }).selectOption({ label: 'Sam Rivera' });
      await lead.getByRole('button', { name: 'Show' }).click();
      const trail = lead.getByTestId('agent-trail');
      const booked = trail.locator(`tr[data-action="book"][data-target="${bookingId}"]`);
      await expect(booked).toContainText(`Noor Haddad · ${NOOR}`);
      await expect(booked).toContainText('Booked');
      await expect(booked).toContainText('Done');
      await expect(trail.locator('tr[data-action="startSession"]')).toHaveCount(1);
      await expect(trail.locator('tr[data-action="endSession"]')).toHaveCount(1);
      // The flight search, by its places and dates only.
      await expect(
        trail.locator('tr[data-action="search"]').filter({ hasText: 'origin=PDX' }).first(),
      ).toContainText(`destination=SLC departureDate=${isoDateIn(64)}`);
    } finally {
      await leadContext.close();
    }
  });
});

test.describe('businesses', () => {
  test('a person in two businesses switches the one in use from the account menu, with the keyboard', async ({
    page,
  }) => {
    await openAs(page, CORPORATE, 'Tomas Berg', '/travel-policies/');
    await expect(page.getByRole('heading', { name: 'Policy tier: Standard' })).toBeVisible();
    await expect(page.getByTestId('business-in-use')).toHaveText(
      'Business in use: Northwind Analytics',
    );
    const account = page.getByRole('button', { name: /Tomas/ });
    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Business in use: Northwind Analytics')).toBeVisible();
    const switchTo = menu.getByRole('menuitem', { name: 'Switch to Fjord Outfitters' });
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(switchTo).toBeFocused({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    // The page's data follows: the header and the policy are Fjord's now.
    await expect(page.getByTestId('business-in-use')).toHaveText(
      'Business in use: Fjord Outfitters',
    );
    await expect(page.getByRole('heading', { name: 'Policy tier: Flexible' })).toBeVisible();
  });
});
