import { randomUUID } from 'node:crypto';
import {
  CarBookingViewSchema,
  type CarBookingRequest,
  type CarBookingView,
} from '@wayfare/contracts/car-booking';
import {
  CarQuoteResponseSchema,
  CarResultsResponseSchema,
  type CarQuoteRequest,
  type CarQuoteResponse,
  type CarResult,
  type CarResultsResponse,
  type CarSearchRequest,
} from '@wayfare/contracts/cars';
import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Browser, TestApp } from './test-app';
import { TEST_CONTACT } from './test-flights';
import { vaultTestCard } from './vault-card';

/** TEST_START is 2026-11-23T15:00Z: a four-day rental at LAX three weeks out. */
export const TEST_CAR_SEARCH: CarSearchRequest = {
  pickUp: 'LAX',
  pickUpAt: '2026-12-14T10:00',
  dropOffAt: '2026-12-18T10:00',
  driverAge: 40,
};

export async function searchTestCars(
  browser: Browser,
  search: Partial<CarSearchRequest> = {},
): Promise<CarResultsResponse> {
  const res = await browser.call('POST', '/api/v0/cars/search', { ...TEST_CAR_SEARCH, ...search });
  expect(res.statusCode, res.body).toBe(200);
  return CarResultsResponseSchema.parse(res.json());
}

/** The cheapest offer of a rental company (Hertz by default: pay at the counter or now). */
export async function findTestCar(
  browser: Browser,
  { supplier = 'ZE', search = {} }: { supplier?: string; search?: Partial<CarSearchRequest> } = {},
): Promise<CarResult> {
  const found = await searchTestCars(browser, search);
  const offer = found.offers.find((o) => o.supplier.code === supplier);
  if (!offer) throw new Error(`no ${supplier} car`);
  return offer;
}

export async function quoteTestCar(
  browser: Browser,
  offerId: string,
  input: Partial<Omit<CarQuoteRequest, 'offerId'>> = {},
): Promise<CarQuoteResponse> {
  const res = await browser.call('POST', '/api/v0/cars/quote', {
    offerId,
    extras: [],
    payTiming: 'PayNow',
    ...input,
  });
  expect(res.statusCode, res.body).toBe(200);
  return CarQuoteResponseSchema.parse(res.json());
}

/** Sends `POST /cars/book` (a fresh approved sandbox card unless the payment says otherwise). */
export async function requestTestCarBooking(
  t: Pick<TestApp, 'app'>,
  browser: Browser,
  quoteToken: string,
  {
    driver = 'trv_ada',
    payment = {},
    extra = {},
    key = randomUUID(),
  }: {
    driver?: string;
    payment?: Partial<BookingPayment>;
    extra?: Partial<CarBookingRequest>;
    key?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  return browser.call(
    'POST',
    '/api/v0/cars/book',
    {
      quoteToken,
      driver: { travelerId: driver },
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
export async function settleTestCarBooking(
  t: Pick<TestApp, 'ctx'>,
  browser: Browser,
  res: LightMyRequestResponse,
): Promise<CarBookingView> {
  expect(res.statusCode, res.body).toBe(202);
  const id = CarBookingViewSchema.parse(res.json()).id;
  await t.ctx.jobs.idle();
  const polled = await browser.call('GET', `/api/v0/cars/bookings/${id}`);
  expect(polled.statusCode, polled.body).toBe(200);
  return CarBookingViewSchema.parse(polled.json());
}
