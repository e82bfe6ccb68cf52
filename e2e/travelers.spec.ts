import { expect, test, type Page } from './fixtures';
import { CONSUMER, CORPORATE, passFirstSession, signInAs } from './fixtures';

async function openTravelers(page: Page, origin: string, who: string): Promise<void> {
  await signInAs(page, origin, who, '/profile/');
  await passFirstSession(page);
  // Signing in lands on / and the portal then returns to the page asked for; wait for it.
  await page
    .waitForURL((url) => url.pathname === '/profile/', { timeout: 10_000 })
    .catch(() => undefined);
  if (new URL(page.url()).pathname !== '/profile/') await page.goto(`${origin}/profile/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Travelers' })).toBeVisible();
}

function travelerCard(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Saved travelers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Letters only, so the name passes the name rule, and unique per run. */
function uniqueSurname(): string {
  return `Test${Date.now()
    .toString()
    .replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)))}`;
}

test.describe('travelers', () => {
  test('a consumer adds a traveler, fixing the name the form rejects, then deletes it', async ({
    page,
  }) => {
    await openTravelers(page, CONSUMER, 'Ada Lovelace');
    await expect(travelerCard(page, 'Ada Lovelace')).toBeVisible();

    await page.getByRole('button', { name: 'Add a traveler' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a traveler' });
    const surname = uniqueSurname();
    await dialog.getByLabel('Given name').fill('Grace2');
    await dialog.getByLabel('Surname').fill(surname);
    await dialog.getByLabel('Date of birth').fill('1990-04-12');
    await dialog.getByRole('radio', { name: 'Female (F)' }).check();
    await dialog.getByRole('checkbox', { name: 'Wheelchair to the gate (WCHR)' }).check();
    await dialog.getByRole('button', { name: 'Save traveler' }).click();

    const givenName = dialog.getByLabel('Given name');
    await expect(givenName).toHaveAttribute('aria-invalid', 'true');
    await expect(givenName).toHaveAccessibleDescription(
      'Given name may use letters, spaces, apostrophes, hyphens and periods only.',
    );
    // Nothing typed is lost.
    await expect(dialog.getByLabel('Surname')).toHaveValue(surname);

    await givenName.fill('Grace');
    await expect(givenName).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Save traveler' }).click();
    await expect(dialog).toBeHidden();

    const added = travelerCard(page, `Grace ${surname}`);
    await expect(added).toBeVisible();
    await expect(added).toHaveAttribute('aria-current', 'true');

    await added.getByRole('button', { name: `Delete Grace ${surname}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete Grace ${surname}?` });
    await confirm.getByRole('button', { name: 'Delete traveler' }).click();
    await expect(confirm).toBeHidden();
    await expect(travelerCard(page, `Grace ${surname}`)).toHaveCount(0);
    await expect(travelerCard(page, 'Ada Lovelace')).toBeVisible();
  });

  test('a corporate arranger sees colleagues without a profile and guests', async ({ page }) => {
    await openTravelers(page, CORPORATE, 'Katherine Johnson');
    // Every colleague is listed, with a traveler profile or without one (spec §4 placeholders).
    for (const colleague of ['Grace Hopper', 'Katherine Johnson', 'Linus Park']) {
      await expect(travelerCard(page, colleague)).toBeVisible();
    }
    await expect(travelerCard(page, 'Linus Park')).toContainText('Missing info');
    await expect(travelerCard(page, 'Alan Turing')).toContainText('Missing info');
    await expect(travelerCard(page, 'Alex Visitor')).toContainText('Guest');
    await expect(travelerCard(page, 'Katherine Johnson')).toContainText('Default');
    await expect(
      travelerCard(page, 'Alan Turing').getByRole('button', {
        name: 'Complete profile for Alan Turing',
      }),
    ).toBeVisible();
  });

  test('a corporate traveler without canViewUsers sees only himself', async ({ page }) => {
    await openTravelers(page, CORPORATE, 'Alan Turing');
    const list = page.getByRole('list', { name: 'Saved travelers' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(travelerCard(page, 'Alan Turing')).toContainText('Missing info');
  });
});
