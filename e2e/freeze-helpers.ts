import { expect, type Page } from '@playwright/test';
import {
  addCard,
  isoDateIn,
  nycAvailability,
  openAs,
  openFirstHotel,
  openShop,
} from './booking-helpers';

/**
 * Freezes the first fare of a one-way search `days` ahead from its details for `length` ("7
 * days"), pays the fee with a new card and answers the voucher's id and the fee paid.
 */
export async function freezeFirstFare(
  page: Page,
  origin: string,
  who: string,
  route: string,
  days: number,
  length: string,
): Promise<{ freezeId: string; fee: string }> {
  await openShop(
    page,
    origin,
    who,
    `tripType=one_way&slices=${route}-${isoDateIn(days)}&adt=1&cnn=0&ins=0&inf=0`,
  );
  await expect(page.getByRole('heading', { name: /Choose a flight/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Show fares' }).first().click();
  await page
    .getByRole('button', { name: /^Fare details: / })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: /Fare details: / })
    .getByRole('link', { name: 'Freeze this price' })
    .click();
  await page.getByRole('link', { name: 'Choose length and travelers' }).click();
  return chooseLengthAndPay(page, length, /\/flights\/freeze\/confirm\?freezeId=/);
}

/** The person's voucher on the trips page's Frozen prices tab. */
export async function openFrozenPrices(page: Page, origin: string) {
  await page.goto(`${origin}/trips?tab=frozen`);
  await expect(page.getByRole('tab', { name: /Frozen prices/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/**
 * Freezes the first rate paid now of the first New York hotel for `rooms` rooms, `days` ahead for
 * `nights`, for `length` ("7 days"), pays the fee with a new card and answers the voucher's id,
 * the hotel's name and the fee paid.
 */
export async function freezeFirstHotelRoom(
  page: Page,
  origin: string,
  who: string,
  stay: { days: number; nights: number; rooms: number },
  length: string,
): Promise<{ freezeId: string; hotel: string; fee: string }> {
  await openAs(
    page,
    origin,
    who,
    `${nycAvailability(stay.days, stay.nights)}&rooms=${stay.rooms}&adults=${stay.rooms}`,
  );
  await openFirstHotel(page);
  const hotel = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page
    .getByRole('link', { name: /^Freeze this price: / })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Freeze this room’s price' }),
  ).toBeVisible({ timeout: 20_000 });
  const bought = await chooseLengthAndPay(page, length, /\/hotels\/freeze\/confirm\?freezeId=/);
  return { ...bought, hotel: hotel.trim() };
}

/**
 * On a freeze's customize step: chooses `length` ("7 days"), goes on to payment, pays the fee with
 * a new card and answers the voucher's id (from the page `confirmUrl` names) and the fee paid.
 */
async function chooseLengthAndPay(
  page: Page,
  length: string,
  confirmUrl: RegExp,
): Promise<{ freezeId: string; fee: string }> {
  const option = page
    .getByRole('group', { name: 'How long to freeze' })
    .getByRole('radio', { name: new RegExp(`^${length} · `) });
  await option.check();
  await expect(option).toBeChecked();
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await addCard(page, '5555 5555 5555 4444', '4444');
  const submit = page.getByRole('button', { name: /^Freeze price for / });
  const fee = /for (\$[\d,.]+)/.exec((await submit.textContent()) ?? '')?.[1] ?? '';
  await submit.click();
  await expect(page).toHaveURL(confirmUrl, { timeout: 30_000 });
  const freezeId = new URL(page.url()).searchParams.get('freezeId') ?? '';
  expect(freezeId).toMatch(/^pf_/);
  return { freezeId, fee };
}
