import { expect, test } from './fixtures';
import {
  ADMIN,
  CONSUMER,
  CORPORATE,
  chooseDemoPerson,
  passFirstSession,
  signInAs,
} from './fixtures';

test.describe('signing in to each tenant', () => {
  test('a consumer card holder sees the consumer brand and their card earn, switches language and signs out', async ({
    page,
  }) => {
    await signInAs(page, CONSUMER, 'Marcus Chen');
    await passFirstSession(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Capital One Travel' }),
    ).toBeVisible();
    await expect(
      page.getByText(/5X miles on hotels and rental cars and 2X miles on flights/),
    ).toBeVisible();
    await expect(page.getByText('42,310 miles').first()).toBeVisible();

    await page.getByLabel('Language').selectOption({ label: 'Français' });
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bienvenue sur Capital One Travel' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Capital One Travel' }),
    ).toHaveCount(0);
    await page.getByLabel('Langue').selectOption({ label: 'English' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Capital One Travel' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Marcus' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a demo account' })).toBeVisible();
    // Each demo person's line is the portal's own, in the page's language.
    const marcus = page.getByRole('listitem').filter({ hasText: 'Marcus Chen' });
    await expect(
      marcus.getByText('Venture card holder who travels a few times a year.'),
    ).toBeVisible();
    await page.getByLabel('Language').selectOption({ label: 'Français' });
    await expect(
      marcus.getByText("Titulaire d'une carte Venture qui voyage quelques fois par année."),
    ).toBeVisible();
    await page.getByLabel('Langue').selectOption({ label: 'English' });
    await page.goto(`${CONSUMER}/`);
    await expect(page.getByRole('heading', { name: 'Choose a demo account' })).toBeVisible();
  });

  test('a business traveller sees the business brand and the Venture X Business earn message', async ({
    page,
  }) => {
    await signInAs(page, CORPORATE, 'Grace Hopper');
    await passFirstSession(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Capital One Business Travel' }),
    ).toBeVisible();
    await expect(
      page.getByText(/2X miles on flights and 5X miles on hotels and rental cars/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /1-800-555-0199/ })).toBeVisible();
  });

  test('product tabs show only built products, each leading to its page; an unbuilt area is a real 404', async ({
    page,
  }) => {
    await signInAs(page, CONSUMER, 'Sofia Alvarez');
    await passFirstSession(page);
    const nav = page.getByRole('navigation', { name: /products/i });
    await expect(nav.getByRole('link')).toHaveText([
      'Flights',
      'Cars',
      'Hotels',
      'Stays',
      'Trips',
      'Experiences',
      'Travel wallet',
    ]);
    const pages = [
      ['Flights', 'Where are you flying?'],
      ['Cars', 'Rent a car'],
      ['Hotels', 'Find a hotel'],
      ['Stays', 'Find a stay'],
      ['Trips', 'My trips'],
      ['Experiences', 'Find things to do'],
      ['Travel wallet', 'My travel credits and offers'],
    ] as const;
    for (const [tab, heading] of pages) {
      await nav.getByRole('link', { name: tab }).click();
      await expect(nav.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toHaveCount(
        0,
      );
    }
    // Packages (issue 23) have no header tab (the packages experiment offers them on the home
    // page or the flight results), but their address opens their search.
    await page.goto(`${CONSUMER}/packages/search`);
    await expect(page.getByRole('heading', { level: 1, name: 'Flight + hotel' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Packages' })).toHaveCount(0);
    // An area that does not exist is a real 404.
    await page.goto(`${CONSUMER}/cruises/search`);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  });

  test('a session that ends mid-visit returns the person to the page they were on', async ({
    page,
    context,
  }) => {
    await signInAs(page, CONSUMER, 'Jamal Wright');
    await passFirstSession(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await context.clearCookies();
    await page.goto(`${CONSUMER}/trips/?section=upcoming`);
    await chooseDemoPerson(page, 'Jamal Wright');
    await expect(page).toHaveURL(`${CONSUMER}/trips/?section=upcoming`);
  });
});

test.describe('support agents', () => {
  test('an agent starts a session for a customer, switches customer from the banner, then ends the session', async ({
    page,
  }) => {
    await page.goto(`${CONSUMER}/auth/startsession/?profileReferenceId=C1-3307-1142&agent=true`);
    await page.getByRole('button', { name: 'Sign in as Sam Rivera' }).click();
    await passFirstSession(page);
    const banner = page.getByRole('region', { name: 'Agent session' });
    await expect(banner.getByText('You are acting on behalf of Marcus Chen')).toBeVisible();
    await expect(banner.getByText('Profile Reference ID C1-3307-1142')).toBeVisible();
    await expect(banner.getByText('Agent: Sam Rivera')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Capital One Travel' }),
    ).toBeVisible();

    // Switch customer: back on the agent console, where another customer's session starts.
    await banner.getByRole('button', { name: 'Switch customer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agent console' })).toBeVisible();
    await expect(banner).toBeHidden();
    await page.getByLabel('Profile Reference ID').fill('C1-2741-5586');
    await page.getByRole('button', { name: 'Start session' }).click();
    await expect(banner.getByText('You are acting on behalf of Sofia Alvarez')).toBeVisible();
    await expect(banner.getByText('Profile Reference ID C1-2741-5586')).toBeVisible();

    // End session: the customer's session is over; signing in again is asked for.
    await banner.getByRole('link', { name: 'End session' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a demo account' })).toBeVisible();
    await page.goto(`${CONSUMER}/trips/`);
    await expect(page.getByRole('heading', { name: 'Choose a demo account' })).toBeVisible();
  });

  test('an unknown Profile Reference ID opens the retry modal, and a corrected one succeeds', async ({
    page,
  }) => {
    await page.goto(`${CONSUMER}/auth/startsession/?profileReferenceId=C1-9999-0000&agent=true`);
    await page.getByRole('button', { name: 'Sign in as Sam Rivera' }).click();
    await passFirstSession(page);
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText("We couldn't find that Profile Reference ID. Try a different one?"),
    ).toBeVisible();
    const input = dialog.getByLabel('Profile Reference ID');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await input.fill('');
    await expect(submit).toBeDisabled();
    await input.fill('C1-2741-5586');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('You are acting on behalf of Sofia Alvarez')).toBeVisible();
  });
});

test.describe('corporate access codes', () => {
  test('40105: an admin of a business that is not live goes to onboarding on the admin host, signing in once', async ({
    page,
  }) => {
    const signInPages = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith('/sandbox-idp'))
        signInPages.add(frame.url());
    });
    await signInAs(page, CORPORATE, 'Maya Okafor');
    await expect(page).toHaveURL(`${ADMIN}/onboarding`);
    await expect(page.getByLabel('Business name')).toHaveValue('Bluebird Logistics');
    expect([...signInPages], 'one sign-in, on the portal host').toHaveLength(1);
  });

  test('40102: an employee of a business that is not live sees the not-in-program page', async ({
    page,
  }) => {
    await signInAs(page, CORPORATE, 'Ravi Shah');
    await expect(page).toHaveURL(`${CORPORATE}/access-denied-not-beta/`);
  });

  test('40106: an employee accepts the business travel terms, then reaches the portal', async ({
    page,
  }) => {
    await signInAs(page, CORPORATE, 'Linus Park');
    await expect(page).toHaveURL(`${CORPORATE}/acknowledgement/`);
    const accept = page.getByRole('button', { name: 'Continue' });
    await expect(accept).toBeDisabled();
    await page.getByLabel('I have read and accept the business travel terms').check();
    await accept.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Capital One Business Travel' }),
    ).toBeVisible();
  });

  test('40103: a consumer card holder is denied the business portal', async ({ page }) => {
    await signInAs(page, CORPORATE, 'Ada Lovelace');
    await expect(page).toHaveURL(`${CORPORATE}/access-denied/`);
  });

  test('40103: the admin host denies someone without admin access', async ({ page }) => {
    await signInAs(page, ADMIN, 'Katherine Johnson', '/onboarding');
    await expect(page).toHaveURL(`${ADMIN}/access-denied/`);
  });
});
