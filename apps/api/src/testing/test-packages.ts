import { randomUUID } from 'node:crypto';
import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import {
  PackageBookingViewSchema,
  PackageFlightShopResponseSchema,
  PackageHotelShopResponseSchema,
  PackageQuoteResponseSchema,
  PackageSearchResponseSchema,
  type PackageBookingRequest,
  type PackageBookingView,
  type PackageQuoteResponse,
  type PackageSearchInput,
  type PackageSearchResponse,
} from '@wayfare/contracts/packages';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Browser, TestApp } from './test-app';
import { TEST_ADULT, TEST_CONTACT } from './test-flights';
import { LONDON, TEST_LEAD_GUEST } from './test-hotels';
import { vaultTestCard } from './vault-card';

/** TEST_START is 2026-11-23: New York to London, four nights three weeks out, two adults. */
export const TEST_PACKAGE_SEARCH = {
  origin: 'JFK',
  destination: { code: 'LHR', cityCode: LONDON },
  departureDate: '2026-12-14',
  returnDate: '2026-12-18',
  rooms: 1,
  adults: 2,
  children: 0,
} satisfies PackageSearchInput;

/** The two flyers, with passports (London is international). */
export const TEST_PACKAGE_TRAVELERS = [
  {
    ...TEST_ADULT,
    passport: {
      number: 'P7733119',
      countryOfIssue: 'GB',
      nationality: 'GB',
      expiration: '2031-03-31',
    },
  },
  {
    ...TEST_ADULT,
    givenName: 'Charles',
    surname: 'Babbage',
    gender: 'M',
    dateOfBirth: '1971-12-26',
    passport: {
      number: 'P7733120',
      countryOfIssue: 'GB',
      nationality: 'GB',
      expiration: '2030-06-30',
    },
  },
] as const;

export async function searchTestPackages(
  browser: Browser,
  search: Partial<PackageSearchInput> = {},
): Promise<PackageSearchResponse> {
  const res = await browser.call('POST', '/api/v0/packages/search', {
    ...TEST_PACKAGE_SEARCH,
    ...search,
  });
  expect(res.statusCode, res.body).toBe(200);
  return PackageSearchResponseSchema.parse(res.json());
}

/**
 * A package through the pages' calls: the search's `hotelIndex`th hotel, its first package rate
 * (hotel-shop), the included flights (flight-shop), then the quote.
 */
export async function quoteTestPackage(
  browser: Browser,
  {
    hotelIndex = 0,
    search = {},
  }: { hotelIndex?: number; search?: Partial<PackageSearchInput> } = {},
): Promise<PackageQuoteResponse> {
  const found = await searchTestPackages(browser, search);
  const hotel = found.hotels[hotelIndex];
  if (!hotel) throw new Error('no packaged hotel');
  const full = { ...TEST_PACKAGE_SEARCH, ...search };
  const shop = await browser.call('POST', '/api/v0/packages/hotel-shop', {
    search: full,
    lodgingId: hotel.lodgingId,
  });
  expect(shop.statusCode, shop.body).toBe(200);
  const rate = PackageHotelShopResponseSchema.parse(shop.json()).rooms[0]?.rates[0];
  if (!rate) throw new Error('no package rate');
  const flights = await browser.call('POST', '/api/v0/packages/flight-shop', {
    search: full,
    lodgingId: hotel.lodgingId,
    rateId: rate.rateId,
  });
  expect(flights.statusCode, flights.body).toBe(200);
  const { includedFareIds } = PackageFlightShopResponseSchema.parse(flights.json());
  const res = await browser.call('POST', '/api/v0/packages/quote', {
    search: full,
    lodgingId: hotel.lodgingId,
    rateId: rate.rateId,
    fareIds: includedFareIds,
  });
  expect(res.statusCode, res.body).toBe(200);
  return PackageQuoteResponseSchema.parse(res.json());
}

/** Sends `POST /packages/book` (a fresh approved sandbox card unless the payment says otherwise). */
export async function requestTestPackageBooking(
  t: Pick<TestApp, 'app'>,
  browser: Browser,
  quoteToken: string,
  {
    payment = {},
    extra = {},
    key = randomUUID(),
  }: {
    payment?: Partial<BookingPayment>;
    extra?: Partial<PackageBookingRequest>;
    key?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  return browser.call(
    'POST',
    '/api/v0/packages/book',
    {
      quoteToken,
      travelers: TEST_PACKAGE_TRAVELERS,
      leadGuest: TEST_LEAD_GUEST,
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
export async function settleTestPackageBooking(
  t: Pick<TestApp, 'ctx'>,
  browser: Browser,
  res: LightMyRequestResponse,
): Promise<PackageBookingView> {
  expect(res.statusCode, res.body).toBe(202);
  const id = PackageBookingViewSchema.parse(res.json()).id;
  await t.ctx.jobs.idle();
  const polled = await browser.call('GET', `/api/v0/packages/bookings/${id}`);
  expect(polled.statusCode, polled.body).toBe(200);
  return PackageBookingViewSchema.parse(polled.json());
}

/** Route samples' fixtures: Ada's booked package, and a quote of another hotel nobody booked. */
export interface PackageFixtures {
  bookingId: string;
  quoteId: string;
  quoteToken: string;
  lodgingId: string;
  rateId: string;
  fareIds: string[];
}

export async function createPackageFixtures(
  t: Pick<TestApp, 'app' | 'ctx'>,
  ada: Browser,
): Promise<PackageFixtures> {
  const booked = await settleTestPackageBooking(
    t,
    ada,
    await requestTestPackageBooking(t, ada, (await quoteTestPackage(ada)).quoteToken),
  );
  expect(booked.status).toBe('Confirmed');
  const quote = await quoteTestPackage(ada, { hotelIndex: 1 });
  return {
    bookingId: booked.id,
    quoteId: quote.quoteId,
    quoteToken: quote.quoteToken,
    lodgingId: quote.stay.lodgingId,
    rateId: quote.room.rateId,
    fareIds: quote.flight.slices.map((s) => s.fares[0]?.fareId ?? ''),
  };
}
