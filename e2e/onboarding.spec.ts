import { expect, test } from './fixtures';
import { ADMIN, CORPORATE, passFirstSession, signInAs } from './fixtures';

test.describe('business onboarding on the admin host', () => {
  test('an onboarding admin creates a policy tier and invites an employee, who can sign in', async ({
    page,
    browser,
  }) => {
    const suffix = String(Date.now()).slice(-6);
    const tierName = `Field sales ${suffix}`;
    const email = `june.${suffix}@bluebird.example`;
    // Names take letters only: the run's digits spelled as letters keep a retry's June distinct.
    const lastName = `O'Neil-${suffix
      .split('')
      .map((d) => 'abcdefghij'[Number(d)])
      .join('')}`;

    await signInAs(page, ADMIN, 'Maya Okafor', '/onboarding');
    await passFirstSession(page);
    await page.goto(`${ADMIN}/onboarding`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Business onboarding' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Travel terms: Done/ })).toBeVisible();

    // Onboarding's first question: who books the business's travel.
    const modes = page.getByRole('group', { name: 'How does your business book travel?' });
    await modes.getByRole('radio', { name: 'Someone else books' }).check();
    await page.getByRole('button', { name: 'Save booking mode' }).click();
    await expect(page.getByText('Booking mode saved.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Business profile: Done' })).toBeVisible();

    // A new tier: a missing name and a bad amount are named beside their fields.
    await page.getByRole('button', { name: 'Add a policy tier' }).click();
    const editor = page.getByRole('form', { name: 'New policy tier' });
    await editor.getByLabel('Daily limit (USD)').fill('lots');
    await editor.getByRole('button', { name: 'Create tier' }).click();
    await expect(editor.getByText('Give the tier a name of 2 to 60 characters.')).toBeVisible();
    await expect(editor.getByLabel('Daily limit (USD)')).toHaveAccessibleDescription(
      /Enter an amount above zero/,
    );
    await editor.getByLabel('Tier name').fill(tierName);
    await editor.getByLabel('Daily limit (USD)').fill('75');
    await editor.getByLabel('Trips need approval before they are booked').check();
    await editor.getByRole('group', { name: 'Long flights' }).getByLabel('Business').check();
    await editor.getByRole('button', { name: 'Create tier' }).click();
    await expect(page.getByText(`Tier “${tierName}” saved.`)).toBeVisible();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: tierName }) });
    await expect(card.getByText('Trips wait for approval (24-hour review)')).toBeVisible();
    await expect(card.getByText('Cars: up to $75 a day')).toBeVisible();
    await expect(
      card.getByText(/Over 6 hours: Economy, Premium economy, and Business/),
    ).toBeVisible();

    // The invitation: an arranger needs to see the business's travelers, so that comes with the role.
    await page.getByRole('button', { name: 'Invite an employee' }).click();
    const invite = page.getByRole('form', { name: 'Invite an employee' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByLabel('Work email')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@company.com.',
    );
    await invite.getByLabel('First name').fill('June');
    await invite.getByLabel('Last name').fill(lastName);
    await invite.getByLabel('Work email').fill(email);
    await invite.getByLabel('Policy tier').selectOption({ label: tierName });
    await invite.getByRole('checkbox', { name: /^Arranger/ }).check();
    const seesTravelers = invite.getByRole('checkbox', {
      name: /Can see and book for the business’s travelers/,
    });
    await expect(seesTravelers).toBeChecked();
    await expect(seesTravelers).toBeDisabled();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('rowheader')).toContainText(`June ${lastName}`);
    await expect(row).toContainText('Traveler and Arranger');
    await expect(row).toContainText(tierName);
    await expect(row).toContainText('Invited');
    await expect(card.getByText('1 employee')).toBeVisible();

    // The same address twice is refused beside the field.
    await page.getByRole('button', { name: 'Invite an employee' }).click();
    await invite.getByLabel('First name').fill('June');
    await invite.getByLabel('Last name').fill('Again');
    await invite.getByLabel('Work email').fill(email.toUpperCase());
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByLabel('Work email')).toHaveAccessibleDescription(
      'Someone with that email address already has an account.',
    );
    await invite.getByRole('button', { name: 'Cancel' }).click();

    // The invitation e-mail is in the sandbox outbox.
    await page.goto(`${ADMIN}/sandbox/outbox`);
    await expect(
      page.getByText('Maya Okafor invited you to Bluebird Logistics business travel').first(),
    ).toBeVisible({ timeout: 20_000 });

    // June signs in: Bluebird is not live yet, so she is told she is not in the program yet.
    const context = await browser.newContext();
    const junePage = await context.newPage();
    await signInAs(junePage, CORPORATE, `June ${lastName}`);
    await expect(junePage).toHaveURL(`${CORPORATE}/access-denied-not-beta/`);
    await context.close();
  });
});
