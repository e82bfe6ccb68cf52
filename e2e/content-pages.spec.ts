import { CONSUMER, CORPORATE, expect, test, type Page } from './fixtures';

/*
 * The public content pages (issue 24), signed out, in both tenants: the FAQ's search (as you
 * type, its count, the empty state, a deep link), the complimentary night's terms per tenant, and
 * every terms page a phone can read without scrolling sideways.
 */

const PHONE = { width: 390, height: 844 };

const TERMS_PAGES = [
  '/terms/price-drop-protection',
  '/terms/missed-connection-guarantee',
  '/terms/best-price-guarantee',
  '/terms/frozen-prices',
  '/terms/frozen-prices-hotel',
  '/terms/price-prediction-price-watch',
  '/terms/cancel-for-any-reason',
  '/terms/complimentary-night',
  '/terms-of-service/',
  '/site-terms-of-use/',
  '/access-denied-not-beta/',
];

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.content, 'the page fits the phone’s width').toBeLessThanOrEqual(widths.viewport);
}

test('the FAQ is searched as you type, signed out, in both tenants', async ({ page }) => {
  for (const [origin, brand, business] of [
    [CONSUMER, 'Capital One Travel', false],
    [CORPORATE, 'Capital One Business Travel', true],
  ] as const) {
    await page.goto(`${origin}/faq/`);
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(`managing travel with ${brand}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Business travel', level: 2 })).toHaveCount(
      business ? 1 : 0,
    );

    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('freeze');
    await expect(
      page.getByRole('heading', { name: 'Can I hold a fare while I decide?' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Can I pay with my rewards?' })).toBeHidden();
    // The count, announced politely once typing pauses.
    await expect(
      page.getByRole('status').filter({ hasText: 'questions match “freeze”' }),
    ).toHaveText('2 questions match “freeze”');
    // The answer quotes this tenant's terms and links to them.
    await expect(
      page.getByText(business ? 'up to 7 days for a fee' : 'up to 14 days for a fee'),
    ).toBeVisible();

    await search.fill('submarine');
    await expect(page.getByTestId('faq-empty')).toContainText('No questions match “submarine”');
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page.getByRole('heading', { name: 'Can I pay with my rewards?' })).toBeVisible();
  }

  // A question's own address opens on it.
  await page.goto(`${CONSUMER}/faq/#premium-complimentary-night`);
  await expect(
    page.getByRole('heading', { name: /How does the complimentary night work/ }),
  ).toBeFocused();
  await page
    .getByRole('article', { name: /complimentary night/ })
    .getByRole('link', { name: 'Read the terms' })
    .click();
  await expect(page).toHaveURL(`${CONSUMER}/terms/complimentary-night`);
  await expect(
    page.getByRole('heading', { name: 'Complimentary night: terms', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Hotels of the Lifestyle collection.')).toBeVisible();
  await page.goto(`${CORPORATE}/terms/complimentary-night`);
  await expect(
    page.getByText('Hotels of the Premier collection and Lifestyle collection.'),
  ).toBeVisible();
});

test('every terms page is public and fits a phone, in both tenants', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const origin of [CONSUMER, CORPORATE]) {
    for (const path of TERMS_PAGES) {
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page, `${path} needs no sign-in`).toHaveURL(`${origin}${path}`);
      await expectNoSidewaysScroll(page);
    }
  }
});
