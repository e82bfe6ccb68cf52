import { expect, type Page } from '@playwright/test';
import { passFirstSession, signInAs } from './fixtures';

/** A date `days` from now, YYYY-MM-DD. */
export function isoDateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Signs in straight to a page and waits for the sign-in hand-off to land there. */
export async function openAs(page: Page, origin: string, who: string, path: string): Promise<void> {
  await signInAs(page, origin, who, path);
  await passFirstSession(page);
  const pathname = path.split('?')[0] ?? path;
  await page
    .waitForURL((url) => url.pathname === pathname, { timeout: 10_000 })
    .catch(() => undefined);
  if (new URL(page.url()).pathname !== pathname) await page.goto(`${origin}${path}`);
}

/** Waits for a slice's flight list, opens the first flight's fares and selects fare `index`. */
export async function selectFare(page: Page, index = 0): Promise<void> {
  await expect(page.getByRole('heading', { name: /Choose a flight/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Show fares' }).first().click();
  await page
    .getByRole('list', { name: 'Fares for this flight' })
    .first()
    .getByRole('button', { name: /^Select / })
    .nth(index)
    .click();
}

/** From the itinerary review, holds the price and opens the booking page. */
export async function continueToBook(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Review your itinerary' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to book' }).click();
  await expect(page).toHaveURL(/\/flights\/book\?quoteId=/);
  await expect(page.getByRole('heading', { name: 'Who is flying' })).toBeVisible();
}

/** Picks the first fare of each slice, holds the price and opens the booking page. */
export async function chooseFaresAndContinue(page: Page, slices: number): Promise<void> {
  for (let i = 0; i < slices; i += 1) await selectFare(page);
  await continueToBook(page);
}

/** Types a card into the vault frame (its own origin) and hands the token to the page. */
export async function addCard(page: Page, number: string, lastFour: string): Promise<void> {
  const frame = page.frameLocator('iframe[title^="Card details"]');
  const name = frame.getByLabel('Name on card');
  // Someone with saved cards (another journey may have saved one) opens the frame with "Add a new card".
  const addNew = page.getByRole('button', { name: 'Add a new card' });
  await expect(async () => {
    if (await addNew.isVisible()) await addNew.click();
    await expect(name).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await name.fill('Pat Traveler');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
  await frame.getByLabel('Security code').fill(number.startsWith('37') ? '1234' : '123');
  await frame.getByLabel('Billing ZIP or postal code').fill('10001');
  await frame.getByRole('button', { name: 'Use this card' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`ending ${lastFour}`) })).toBeChecked();
}

/** The booked trip's H- code and the e-mail the confirmation went to, from the confirmation page. */
export async function readConfirmation(page: Page): Promise<{ code: string; email: string }> {
  await expect(page).toHaveURL(/\/book\/confirm\?bookingId=/, { timeout: 30_000 });
  const code = (await page.getByTestId('confirmation-code').textContent({ timeout: 30_000 })) ?? '';
  expect(code).toMatch(/^H-[A-Z0-9]+$/);
  const sent = await page.getByText(/We sent the confirmation to /).textContent();
  const email = /to (\S+@\S+?)\.?$/.exec(sent ?? '')?.[1] ?? '';
  expect(email).toContain('@');
  return { code, email };
}

/** Books a one-way flight `days` ahead; `miles` pays part of it from the Venture X account. */
export async function bookFlight(
  page: Page,
  origin: string,
  who: string,
  route: string,
  days: number,
  { miles }: { miles?: number } = {},
): Promise<{ code: string; email: string }> {
  await openAs(
    page,
    origin,
    who,
    `/flights/shop?tripType=one_way&slices=${route}-${isoDateIn(days)}&adt=1&cnn=0&ins=0&inf=0`,
  );
  await chooseFaresAndContinue(page, 1);
  await page.getByLabel('Phone').fill('+1 555 010 2030');
  if (miles) {
    await page.getByRole('radio', { name: /Venture X ending 4821/ }).check();
    await page.getByLabel('Miles to use').last().fill(String(miles));
  }
  await addCard(page, '5555 5555 5555 4444', '4444');
  await page.getByRole('button', { name: /^Book for \$/ }).click();
  return readConfirmation(page);
}
