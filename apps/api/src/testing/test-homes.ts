import { randomUUID } from 'node:crypto';
import {
  HomeBookingViewSchema,
  HomeQuoteResponseSchema,
  HomeResultsResponseSchema,
  type HomeBookingRequest,
  type HomeBookingView,
  type HomeQuoteResponse,
  type HomeResult,
  type HomeResultsResponse,
  type HomeSearchRequest,
  type HomeStayRequest,
} from '@wayfare/contracts/home-booking';
import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Browser, TestApp } from './test-app';
import { TEST_CONTACT } from './test-flights';
import { vaultTestCard } from './vault-card';

/** TEST_START is 2026-11-23T15:00Z: four nights in Lisbon three weeks out (Monday to Friday). */
export const TEST_HOME_SEARCH: HomeSearchRequest = {
  cityCode: 'C2267057',
  checkInDate: '2026-12-14',
  checkOutDate: '2026-12-18',
  adults: 2,
  children: 0,
  pets: 0,
};

export async function searchTestHomes(
  browser: Browser,
  search: Partial<HomeSearchRequest> = {},
): Promise<HomeResultsResponse> {
  const res = await browser.call('POST', '/api/v0/homes/search', {
    ...TEST_HOME_SEARCH,
    ...search,
  });
  expect(res.statusCode, res.body).toBe(200);
  return HomeResultsResponseSchema.parse(res.json());
}

/** A home that can host the test stay (the first matching `where`, cheapest first). */
export async function findTestHome(
  browser: Browser,
  where: (h: HomeResult) => boolean = () => true,
  search: Partial<HomeSearchRequest> = {},
): Promise<HomeResult> {
  const found = await searchTestHomes(browser, search);
  const home = found.homes.find(where);
  if (!home) throw new Error('no such home');
  return home;
}

/** The test stay at a home (`search` overrides dates or party). */
export function testHomeStay(
  listingId: string,
  search: Partial<HomeSearchRequest> = {},
): HomeStayRequest {
  const { cityCode: _cityCode, ...stay } = { ...TEST_HOME_SEARCH, ...search };
  return { listingId, ...stay };
}

export async function quoteTestHome(
  browser: Browser,
  stay: HomeStayRequest,
): Promise<HomeQuoteResponse> {
  const res = await browser.call('POST', '/api/v0/homes/quote', stay);
  expect(res.statusCode, res.body).toBe(200);
  return HomeQuoteResponseSchema.parse(res.json());
}

/** Sends `POST /homes/book` (a fresh approved sandbox card unless the payment says otherwise). */
export async function requestTestHomeBooking(
  t: Pick<TestApp, 'app'>,
  browser: Browser,
  quoteToken: string,
  {
    guest = 'trv_ada',
    payment = {},
    extra = {},
    key = randomUUID(),
  }: {
    guest?: string;
    payment?: Partial<BookingPayment>;
    extra?: Partial<HomeBookingRequest>;
    key?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  return browser.call(
    'POST',
    '/api/v0/homes/book',
    {
      quoteToken,
      guest: { travelerId: guest },
      contact: TEST_CONTACT,
      payment: {
        cardToken: await vaultTestCard(t.app),
        rewardsMinor: 0,
        applyWalletCredit: false,
        ...payment,
      },
      ...extra,
    },
    { 'idempotency-key': key },
  );
}

/** The booking a 202 answer accepted, read back once its saga has settled. */
export async function settleTestHomeBooking(
  t: Pick<TestApp, 'ctx'>,
  browser: Browser,
  res: LightMyRequestResponse,
): Promise<HomeBookingView> {
  expect(res.statusCode, res.body).toBe(202);
  const id = HomeBookingViewSchema.parse(res.json()).id;
  await t.ctx.jobs.idle();
  const polled = await browser.call('GET', `/api/v0/homes/bookings/${id}`);
  expect(polled.statusCode, polled.body).toBe(200);
  return HomeBookingViewSchema.parse(polled.json());
}
