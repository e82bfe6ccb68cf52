import { randomUUID } from 'node:crypto';
import {
  FlightBookingSchema,
  type BookingPayment,
  type FlightBooking,
} from '@wayfare/contracts/flight-booking';
import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
  type FareBrand,
  type FlightQuoteResponse,
} from '@wayfare/contracts/flight-shop';
import { expect } from 'vitest';
import type { Browser, TestApp } from './test-app';
import { vaultTestCard } from './vault-card';

export const TEST_ADULT = {
  passengerType: 'ADT',
  givenName: 'Ada',
  surname: 'Lovelace',
  gender: 'F',
  dateOfBirth: '1985-12-10',
} as const;
export const TEST_CONTACT = { email: 'ada@example.com', phone: '+1 555 010 2030' };

type Passengers = { ADT: number; CNN: number; INS: number; INF: number };
const ONE_ADULT: Passengers = { ADT: 1, CNN: 0, INS: 0, INF: 0 };

/**
 * A quoted one-way non-stop fare through HTTP: the first whose brand passes `pick` (its cancel
 * penalty, shelf), on `carrier` when given.
 */
export async function quoteTestFare(
  browser: Browser,
  [origin, destination, departureDate]: [string, string, string],
  {
    pick = () => true,
    carrier,
    passengers = ONE_ADULT,
  }: { pick?: (brand: FareBrand) => boolean; carrier?: string; passengers?: Passengers } = {},
): Promise<FlightQuoteResponse> {
  const shop = FlightShopResponseSchema.parse(
    (
      await browser.call('POST', '/api/v0/flights/search', {
        tripType: 'one_way',
        slices: [{ origin, destination, departureDate }],
        passengers,
        maxStops: 0,
        excludeLowCostCarriers: false,
      })
    ).json(),
  );
  for (const itinerary of shop.search.slices[0]?.itineraries ?? [])
    for (const fare of itinerary.fares) {
      if (carrier && itinerary.segments[0]?.marketingAirline.code !== carrier) continue;
      const brand = shop.fareBrands[fare.brand];
      if (!brand || !pick(brand)) continue;
      const res = await browser.call('POST', '/api/v0/flights/quote', {
        tripType: 'one_way',
        passengers,
        fareIds: [fare.fareId],
      });
      expect(res.statusCode, res.body).toBe(200);
      return FlightQuoteResponseSchema.parse(res.json());
    }
  throw new Error('no fare of that kind');
}

/** Books a quote with a fresh sandbox card, lets the saga finish and expects it Confirmed. */
export async function bookTestFlight(
  t: Pick<TestApp, 'app' | 'ctx'>,
  browser: Browser,
  quote: FlightQuoteResponse,
  {
    payment = {},
    travelers = [TEST_ADULT],
    addOns,
  }: {
    payment?: Partial<BookingPayment>;
    travelers?: readonly unknown[];
    /** Add-ons bought with it (issue 18: `{ cancelForAnyReason: true }`). */
    addOns?: {
      cancelForAnyReason?: boolean;
      changeForAnyReason?: boolean;
      disruptionAssistance?: boolean;
    };
  } = {},
): Promise<FlightBooking> {
  const res = await browser.call(
    'POST',
    '/api/v0/flights/book',
    {
      quoteToken: quote.quoteToken,
      travelers,
      contact: TEST_CONTACT,
      payment: {
        cardToken: await vaultTestCard(t.app),
        rewardsMinor: 0,
        applyWalletCredit: false,
        ...payment,
      },
      ...(addOns ? { addOns } : {}),
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(202);
  await t.ctx.jobs.idle();
  const id = FlightBookingSchema.parse(res.json()).id;
  const polled = FlightBookingSchema.parse(
    (await browser.call('GET', `/api/v0/flights/bookings/${id}`)).json(),
  );
  expect(polled.status, JSON.stringify(polled.error)).toBe('Confirmed');
  return polled;
}
