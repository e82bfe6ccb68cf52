import { randomUUID } from 'node:crypto';
import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import {
  HotelBookingViewSchema,
  HotelQuoteResponseSchema,
  type HotelBookingView,
  type HotelQuoteResponse,
} from '@wayfare/contracts/hotel-booking';
import {
  HotelAvailabilityResponseSchema,
  HotelShopResponseSchema,
  type HotelShopRate,
} from '@wayfare/contracts/hotel-shop';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Browser, TestApp } from './test-app';
import { TEST_CONTACT } from './test-flights';
import { vaultTestCard } from './vault-card';

export const LONDON = 'C2643743';
export const PARIS = 'C2988507';
export const TEST_LEAD_GUEST = {
  givenName: 'Ada',
  surname: 'Lovelace',
  dateOfBirth: '1985-12-10',
  countryCode: 'GB',
};

export interface TestStay {
  lodgingId: string;
  checkInDate: string;
  checkOutDate: string;
  rooms: number;
  adults: number;
  children: number;
}

/**
 * A bookable rate through HTTP: the first hotel the city's availability lists (TEST_START is
 * 2026-11-23, so December stays are three weeks out), then the rate `pick` chooses among its
 * pay-now rates (the first by default).
 */
export async function findTestHotelRate(
  browser: Browser,
  {
    cityCode = LONDON,
    checkInDate = '2026-12-14',
    checkOutDate = '2026-12-16',
    hotelIndex = 0,
    pick = (rates: HotelShopRate[]) => rates[0],
  }: {
    cityCode?: string;
    checkInDate?: string;
    checkOutDate?: string;
    hotelIndex?: number;
    pick?: (rates: HotelShopRate[]) => HotelShopRate | undefined;
  } = {},
): Promise<{ stay: TestStay; rate: HotelShopRate }> {
  const dates = { checkInDate, checkOutDate, rooms: 1, adults: 2, children: 0 };
  const found = await browser.call('POST', '/api/v0/hotels/availability', {
    location: { kind: 'city', cityCode },
    ...dates,
    limit: 10,
  });
  expect(found.statusCode, found.body).toBe(200);
  const hotel = HotelAvailabilityResponseSchema.parse(found.json()).hotels[hotelIndex];
  if (!hotel) throw new Error('no hotel');
  const stay = { lodgingId: hotel.lodgingId, ...dates };
  const shop = await browser.call('POST', '/api/v0/hotels/shop', stay);
  expect(shop.statusCode, shop.body).toBe(200);
  const rates = HotelShopResponseSchema.parse(shop.json())
    .rooms.flatMap((room) => room.rates)
    .filter((r) => r.payTiming === 'PayNow');
  const rate = pick(rates);
  if (!rate) throw new Error('no pay-now rate');
  return { stay, rate };
}

export async function quoteTestHotel(
  browser: Browser,
  rateId: string,
  stay: TestStay,
): Promise<HotelQuoteResponse> {
  const res = await browser.call('POST', '/api/v0/hotels/quote', { rateId, stay });
  expect(res.statusCode, res.body).toBe(200);
  return HotelQuoteResponseSchema.parse(res.json());
}

/** Sends `POST /hotels/book` for a quote (a fresh approved sandbox card unless one is given). */
export async function requestTestHotelBooking(
  t: Pick<TestApp, 'app'>,
  browser: Browser,
  quoteToken: string,
  { payment = {}, extra = {} }: { payment?: Partial<BookingPayment>; extra?: object } = {},
): Promise<LightMyRequestResponse> {
  return browser.call(
    'POST',
    '/api/v0/hotels/book',
    {
      quoteToken,
      guests: { lead: TEST_LEAD_GUEST, others: [] },
      contact: TEST_CONTACT,
      payment: {
        cardToken: await vaultTestCard(t.app),
        rewardsMinor: 0,
        applyWalletCredit: false,
        ...payment,
      },
      ...extra,
    },
    { 'idempotency-key': randomUUID() },
  );
}

/** The booking a 202 answer accepted, read back once its saga has settled. */
export async function settleTestHotelBooking(
  t: Pick<TestApp, 'ctx'>,
  browser: Browser,
  res: LightMyRequestResponse,
): Promise<HotelBookingView> {
  expect(res.statusCode, res.body).toBe(202);
  const id = HotelBookingViewSchema.parse(res.json()).id;
  await t.ctx.jobs.idle();
  const polled = await browser.call('GET', `/api/v0/hotels/bookings/${id}`);
  expect(polled.statusCode, polled.body).toBe(200);
  return HotelBookingViewSchema.parse(polled.json());
}
