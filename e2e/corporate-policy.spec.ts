import { isoDateIn } from './sandbox-clock';
import { expect, test, type Page } from './fixtures';
import { CORPORATE, passFirstSession, signInAs } from './fixtures';

async function openSignedIn(page: Page, who: string, path: string): Promise<void> {
  await signInAs(page, CORPORATE, who, path);
  await passFirstSession(page);
  const target = new URL(path, CORPORATE);
  await page
    .waitForURL((url) => url.pathname === target.pathname, { timeout: 10_000 })
    .catch(() => undefined);
  const current = new URL(page.url());
  if (current.pathname + current.search !== target.pathname + target.search) {
    await page.goto(target.toString());
  }
}

test.describe('corporate travel policy and approvals', () => {
  // One approvals queue for the whole business: these tests take turns, so each sees it empty at the end.
  test.describe.configure({ mode: 'default' });

  test('an arranger books an out-of-policy flight for a colleague; it waits, the approver approves at the held price', async ({
    page,
    browser,
  }) => {
    // Two people sign in and a whole trip is booked and approved: longer than one journey's default.
    test.setTimeout(90_000);
    // Katherine (Standard tier: economy only, approval required) books Premium economy for a guest,
    // who has no tier of their own: Katherine's judges it (issue 16: a colleague's own tier would).
    await openSignedIn(
      page,
      'Katherine Johnson',
      `/flights/shop?tripType=one_way&slices=ORD-BOS-${isoDateIn(33)}&adt=1&cnn=0&ins=0&inf=0&cabin=PremiumEconomy`,
    );
    await expect(page.getByRole('heading', { name: /Choose a flight/ })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Show fares' }).first().click();
    const option = page
      .getByRole('list', { name: 'Fares for this flight' })
      .first()
      .getByRole('listitem')
      .filter({
        hasText: 'Out of policy',
      });
    await expect(option.first()).toBeVisible();
    await option
      .first()
      .getByRole('button', { name: /^Select / })
      .click();
    const prompt = page.getByRole('alertdialog', { name: 'This rate is out of policy' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText(/not allowed by your policy/)).toBeVisible();
    await prompt.getByRole('button', { name: 'Change selection' }).click();
    await expect(prompt).toBeHidden();
    await option
      .first()
      .getByRole('button', { name: /^Select / })
      .click();
    await page
      .getByRole('alertdialog', { name: 'This rate is out of policy' })
      .getByRole('button', { name: 'Continue anyway' })
      .click();
    await expect(page.getByText('This trip is out of your travel policy.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to book' }).click();

    await expect(page.getByRole('heading', { name: 'Who is flying' })).toBeVisible();
    // A colleague without a traveler profile is listed too: choosing him opens his profile to
    // complete, named already, before he can be seated (closing it keeps the seat as it was).
    const seat = page.getByRole('combobox', { name: 'Traveler 1 (adult)' });
    const before = await seat.inputValue();
    await seat.selectOption({ label: 'Linus Park (add their details)' });
    const complete = page.getByRole('dialog', { name: 'Edit Linus Park' });
    await expect(complete.getByRole('textbox', { name: /Given name|First name/ })).toHaveValue(
      'Linus',
    );
    await complete.getByRole('button', { name: 'Cancel' }).click();
    await expect(complete).toBeHidden();
    await expect(seat).toHaveValue(before);
    await seat.selectOption({ label: 'Alex Visitor' });
    await page.getByLabel('Phone').fill('+1 312 555 0147');
    await expect(page.getByText(/We hold the seats and this price for 24 hours/)).toBeVisible();
    const reason = page.getByRole('textbox', { name: 'Why do you need this trip?' });
    await reason.fill('Tired');
    const frame = page.frameLocator('iframe[title^="Card details"]');
    await frame.getByLabel('Name on card').fill('Katherine Johnson');
    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame.getByLabel('Expiry (MM/YY)').fill('11/29');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByLabel('Billing ZIP or postal code').fill('60601');
    await frame.getByRole('button', { name: 'Use this card' }).click();
    await expect(page.getByRole('radio', { name: /ending 4242/ })).toBeChecked();

    const request = page.getByRole('button', { name: /^Request approval for \$/ });
    const total = ((await request.textContent()) ?? '').replace('Request approval for ', '');
    await request.click();
    await expect(reason).toHaveAccessibleDescription(/Tell us why in at least 10 characters/);
    await reason.fill('Board meeting in Boston needs the extra legroom after surgery');
    await request.click();

    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByText(new RegExp(`the price of \\${total} are kept until`)),
    ).toBeVisible();
    const bookingUrl = page.url();

    // Grace, an administrator, finds the approvals queue in the navigation, with trips waiting.
    const approverContext = await browser.newContext();
    const approver = await approverContext.newPage();
    await openSignedIn(approver, 'Grace Hopper', '/');
    await approver.getByRole('link', { name: /^Approvals\W+\d+ trips? waiting$/ }).click();
    await expect(approver).toHaveURL(`${CORPORATE}/approvals/`);
    const item = approver.getByRole('article', { name: /Katherine Johnson: ORD → BOS/ });
    await expect(item).toBeVisible();
    await expect(item.getByText(/Board meeting in Boston/)).toBeVisible();
    await expect(item.getByText(total)).toBeVisible();
    await item
      .getByRole('button', { name: 'Approve the trip of Katherine Johnson, ORD → BOS' })
      .click();
    // Approving books the trip with the supplier before it answers: give it a loaded machine's time.
    await expect(approver.getByText(/Approved: Katherine Johnson, ORD → BOS/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(approver.getByRole('heading', { name: 'Nothing to approve' })).toBeVisible();
    await approverContext.close();

    // The traveler's page now shows the booking, at the price that was held.
    await page.goto(bookingUrl);
    await expect(page.getByRole('heading', { name: 'You are booked!' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('confirmation-total')).toHaveText(total);
    await expect(page.getByRole('listitem').filter({ hasText: 'Alex Visitor' })).toBeVisible();
  });

  test('a traveler reads the policy tier in plain language from the account menu', async ({
    page,
  }) => {
    await openSignedIn(page, 'Grace Hopper', '/');
    await page.getByRole('button', { name: 'Grace' }).click();
    await page.getByRole('menuitem', { name: 'Travel policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your travel policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Policy tier: Executive' })).toBeVisible();
    await expect(page.getByText('Trips are booked at once, without approval.')).toBeVisible();
    await expect(page.getByText(/Flights of more than 6 hours in the air:/)).toBeVisible();
    await expect(page.getByText(/up to \$600\.00 a night/)).toBeVisible();
  });
  test('a held hotel stay reaches the approver with its facts, and declining releases it', async ({
    page,
    browser,
  }) => {
    // Two people sign in and a whole stay is booked: longer than one journey's default.
    test.setTimeout(90_000);
    // Katherine's Standard tier sends every booking to an approver: her stay is held.
    await openSignedIn(
      page,
      'Katherine Johnson',
      `/hotels/availability?locationName=New+York+City&location=city%3AC5128581&fromDate=${isoDateIn(80)}&untilDate=${isoDateIn(82)}`,
    );
    const first = page.locator('.wf-hotel-card').first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/hotels\/shop\?/);
    await page.getByRole('button', { name: 'Reserve' }).first().click({ timeout: 20_000 });
    // Reserve prices the room again with the supplier before the booking page opens.
    await expect(page.getByRole('heading', { name: 'Who is checking in?' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel('Given name').fill('Katherine');
    await page.getByLabel('Surname').fill('Johnson');
    await page.getByLabel('Phone').fill('+1 312 555 0147');
    // The first hotel is over her tier's nightly cap on these dates: once the policy section has
    // read it, the out-of-policy stay asks why.
    await expect(page.getByText(/Your company reviews stays before they are booked/)).toBeVisible({
      timeout: 15_000,
    });
    const reason = page.getByRole('textbox', { name: 'Why do you need this trip?' });
    await reason.fill('Client workshop in Midtown all week');
    const frame = page.frameLocator('iframe[title^="Card details"]');
    await frame.getByLabel('Name on card').fill('Katherine Johnson');
    await frame.getByLabel('Card number').fill('4111 1111 1111 1111');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByLabel('Billing ZIP or postal code').fill('60601');
    await frame.getByRole('button', { name: 'Use this card' }).click();
    await expect(page.getByRole('radio', { name: /ending 1111/ })).toBeChecked();
    await page.getByRole('button', { name: /^Request approval/ }).click();
    await expect(page).toHaveURL(/\/hotels\/book\/confirm\?bookingId=/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Waiting for approval' }).first()).toBeVisible();

    // Grace sees the stay beside any trips, with the hotel, the dates and the guest, and declines.
    const approverContext = await browser.newContext();
    const approver = await approverContext.newPage();
    await openSignedIn(approver, 'Grace Hopper', '/approvals/');
    // The heading names the booker, the hotel and its city.
    const item = approver.getByRole('article', { name: /^Katherine Johnson: .+, New York City$/ });
    await expect(item).toBeVisible({ timeout: 20_000 });
    await expect(item.getByText(/2 nights/)).toBeVisible();
    await expect(item.getByText('Guests: Katherine Johnson')).toBeVisible();
    await item.getByRole('button', { name: /^Decline the stay of Katherine Johnson at / }).click();
    await expect(approver.getByText(/The rooms were released\./)).toBeVisible({ timeout: 20_000 });
    await expect(approver.getByRole('heading', { name: 'Nothing to approve' })).toBeVisible();
    await approverContext.close();
  });
});
