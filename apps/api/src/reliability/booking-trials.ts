import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CardVaultResponseSchema } from '@wayfare/contracts/flight-booking';
import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
  type FlightQuoteResponse,
} from '@wayfare/contracts/flight-shop';
import {
  HotelQuoteResponseSchema,
  type HotelQuoteResponse,
} from '@wayfare/contracts/hotel-booking';
import {
  HotelAvailabilityResponseSchema,
  HotelShopResponseSchema,
} from '@wayfare/contracts/hotel-shop';
import { listSeatClaims } from '@wayfare/supply/ports/flight-provider';
import { listRoomClaims } from '@wayfare/supply/ports/hotel-provider';
import type { AppContext } from '../context';
import { noteSeatInventoryChanged } from '../services/flight-shop';
import { noteRoomInventoryChanged } from '../services/hotel-shop';
import { createBrowser, type Browser } from '../testing/http-browser';

/**
 * The reliability suite's buying trials (issue 15, G1), shared by the tests and `npm run bench`:
 * many buyers at once for the last seat or room, or for one quote, spread over the given API
 * instances (two on one PostgreSQL database stand for two processes). Each trial answers what a
 * double sale would show: confirmed bookings, captures without a confirmed booking, and
 * authorizations left open.
 */
export interface TrialApp {
  app: FastifyInstance;
  ctx: AppContext;
}

export interface TrialOutcome {
  buyers: number;
  confirmed: number;
  /** Captured card payments whose booking is not Confirmed: money taken for nothing. */
  capturesWithoutBooking: number;
  /** Card authorizations still open once every saga has settled. */
  openAuthorizations: number;
  captures: number;
  /** HTTP answers by status. */
  statuses: Record<number, number>;
}

const ADULT = {
  passengerType: 'ADT',
  givenName: 'Trial',
  surname: 'Buyer',
  gender: 'F',
  dateOfBirth: '1985-12-10',
} as const;
const CONTACT = { email: 'trial.buyer@example.com', phone: '+1 555 010 2030' };
const LEAD = { givenName: 'Trial', surname: 'Buyer', dateOfBirth: '1985-12-10', countryCode: 'US' };

/** The same signed-in person, as seen by each instance (sessions live in the shared database). */
export function spreadBrowser(apps: readonly TrialApp[], browser: Browser): Browser[] {
  return apps.map(({ app }) => {
    const copy = createBrowser(app, browser.host);
    copy.cookies = { ...browser.cookies };
    return copy;
  });
}

async function settle(
  apps: readonly TrialApp[],
  bookingIds: readonly string[],
  product: 'flight' | 'hotel',
) {
  for (const { ctx } of apps) await ctx.jobs.idle();
  const ctx = apps[0]?.ctx;
  if (!ctx) throw new Error('no app');
  let confirmed = 0;
  let capturesWithoutBooking = 0;
  let openAuthorizations = 0;
  let captures = 0;
  for (const id of bookingIds) {
    const row =
      product === 'flight'
        ? await ctx.repos.flightBookings.findById(id)
        : await ctx.repos.hotelBookings.findById(id);
    const auth = await ctx.repos.payments.findAuthorization(`auth_${id}`);
    if (row?.status === 'Confirmed') confirmed += 1;
    if (auth?.status === 'Captured') {
      captures += 1;
      if (row?.status !== 'Confirmed') capturesWithoutBooking += 1;
    }
    if (auth?.status === 'Authorized') openAuthorizations += 1;
  }
  return { confirmed, capturesWithoutBooking, openAuthorizations, captures };
}

/** A sandbox test card in the vault (on its own origin, as the booking page's frame does). */
async function vaultCard(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/vault/v1/cards',
    headers: { host: 'vault.localhost:3000', 'content-type': 'application/json' },
    payload: JSON.stringify({
      number: '4242424242424242',
      expiryMonth: 12,
      expiryYear: 2029,
      cvc: '123',
      holderName: 'Trial Buyer',
      postalCode: '10001',
    }),
  });
  if (res.statusCode !== 200) throw new Error(`vault failed: ${res.body}`);
  return CardVaultResponseSchema.parse(res.json()).cardToken;
}

const countStatuses = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

/**
 * The first non-stop itinerary's cheapest open fare on the route and day, or, given its flight
 * instances, the cheapest fare still open on that same flight.
 */
async function findFare(
  browser: Browser,
  [origin, destination, departureDate]: readonly [string, string, string],
  onFlight?: readonly string[],
) {
  const shop = FlightShopResponseSchema.parse(
    (
      await browser.call('POST', '/api/v0/flights/search', {
        tripType: 'one_way',
        slices: [{ origin, destination, departureDate }],
        passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
        maxStops: 0,
        excludeLowCostCarriers: false,
      })
    ).json(),
  );
  const itineraries = shop.search.slices[0]?.itineraries ?? [];
  const itinerary = onFlight
    ? itineraries.find(
        (i) => i.segments.map((g) => g.flightInstanceId).join(',') === onFlight.join(','),
      )
    : itineraries[0];
  const fare = itinerary?.fares[0];
  if (!itinerary || !fare) throw new Error(`no fare ${origin}-${destination} on ${departureDate}`);
  return { fareId: fare.fareId, flight: itinerary.segments.map((g) => g.flightInstanceId) };
}

async function quoteFare(browser: Browser, fareId: string): Promise<FlightQuoteResponse> {
  const res = await browser.call('POST', '/api/v0/flights/quote', {
    tripType: 'one_way',
    passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
    fareIds: [fareId],
  });
  if (res.statusCode !== 200) throw new Error(`quote failed: ${res.body}`);
  return FlightQuoteResponseSchema.parse(res.json());
}

const flightBody = (quoteToken: string, cardToken: string) => ({
  quoteToken,
  travelers: [ADULT],
  contact: CONTACT,
  payment: { cardToken, rewardsMinor: 0, applyWalletCredit: false },
});

/**
 * Sends every booking body at once, spread over the instances, each with its own
 * Idempotency-Key; then waits for every saga and counts what happened.
 */
async function buyAtOnce(
  apps: readonly TrialApp[],
  browser: Browser,
  product: 'flight' | 'hotel',
  bodies: readonly unknown[],
): Promise<TrialOutcome> {
  const browsers = spreadBrowser(apps, browser);
  const answers = await Promise.all(
    bodies.map((body, i) =>
      (browsers[i % browsers.length] ?? browser).call(
        'POST',
        product === 'flight' ? '/api/v0/flights/book' : '/api/v0/hotels/book',
        body,
        { 'idempotency-key': randomUUID() },
      ),
    ),
  );
  const ids = answers
    .filter((a) => a.statusCode === 202 || a.statusCode === 200)
    .map((a) => a.json<{ id: string }>().id);
  return {
    buyers: bodies.length,
    statuses: countStatuses(answers.map((a) => a.statusCode)),
    ...(await settle(apps, ids, product)),
  };
}

/**
 * Leaves one seat of the fare's cabin for the portal on every flight of the offer (the rest held
 * by a filler hold), then sends `buyers` bookings of separate quotes of it at once.
 */
export async function runLastSeatTrial(
  apps: readonly TrialApp[],
  browser: Browser,
  route: readonly [string, string, string],
  buyers: number,
): Promise<TrialOutcome> {
  const first = apps[0];
  if (!first) throw new Error('no app');
  const { fareId: probeFare, flight } = await findFare(browser, route);
  const probe = await quoteFare(browser, probeFare);
  const claims = listSeatClaims(
    first.ctx.supply.getWorld().flights,
    probe.offer,
    first.ctx.clock.now(),
  );
  const filler = claims.map((c) => ({ ...c, seats: c.portalCapacity - 1 }));
  const reserved = await first.ctx.repos.seatInventory.reserve(`filler_${randomUUID()}`, filler);
  if (!reserved.ok) throw new Error(reserved.message);
  for (const { ctx } of apps) noteSeatInventoryChanged(ctx);
  // One seat is left on the flight: whichever fare is still sold for it is the last seat.
  const { fareId } = await findFare(browser, route, flight);
  const quotes: FlightQuoteResponse[] = [];
  for (let i = 0; i < buyers; i += 1) quotes.push(await quoteFare(browser, fareId));
  const card = await vaultCard(first.app);
  return buyAtOnce(
    apps,
    browser,
    'flight',
    quotes.map((q) => flightBody(q.quoteToken, card)),
  );
}

/** `buyers` bookings of one quote at once, each with its own Idempotency-Key. */
export async function runQuoteReuseTrial(
  apps: readonly TrialApp[],
  browser: Browser,
  route: readonly [string, string, string],
  buyers: number,
): Promise<TrialOutcome> {
  const first = apps[0];
  if (!first) throw new Error('no app');
  const q = await quoteFare(browser, (await findFare(browser, route)).fareId);
  const card = await vaultCard(first.app);
  return buyAtOnce(
    apps,
    browser,
    'flight',
    Array.from({ length: buyers }, () => flightBody(q.quoteToken, card)),
  );
}

/** The first rate of the first hotel of a city for a stay: its id and the stay. */
async function findRate(
  browser: Browser,
  cityCode: string,
  checkInDate: string,
  checkOutDate: string,
) {
  const stay = { checkInDate, checkOutDate, rooms: 1, adults: 2, children: 0 };
  const res = await browser.call('POST', '/api/v0/hotels/availability', {
    location: { kind: 'city', cityCode },
    checkInDate,
    checkOutDate,
    rooms: 1,
    adults: 2,
    filters: {},
    limit: 5,
  });
  const hotel = HotelAvailabilityResponseSchema.parse(res.json()).hotels[0];
  if (!hotel) throw new Error(`no hotel in ${cityCode}`);
  const shopped = HotelShopResponseSchema.parse(
    (
      await browser.call('POST', '/api/v0/hotels/shop', { lodgingId: hotel.lodgingId, ...stay })
    ).json(),
  );
  const rate = shopped.rooms.flatMap((r) => r.rates)[0];
  if (!rate) throw new Error(`no rate at ${hotel.lodgingId}`);
  return { rateId: rate.rateId, stay: { lodgingId: hotel.lodgingId, ...stay } };
}

async function quoteRate(
  browser: Browser,
  rateId: string,
  stay: Record<string, unknown>,
): Promise<HotelQuoteResponse> {
  const res = await browser.call('POST', '/api/v0/hotels/quote', { rateId, stay });
  if (res.statusCode !== 200) throw new Error(`hotel quote failed: ${res.body}`);
  return HotelQuoteResponseSchema.parse(res.json());
}

/** Leaves one room of the rate's room type for every night, then `buyers` bookings at once. */
export async function runLastRoomTrial(
  apps: readonly TrialApp[],
  browser: Browser,
  [cityCode, checkInDate, checkOutDate]: readonly [string, string, string],
  buyers: number,
): Promise<TrialOutcome> {
  const first = apps[0];
  if (!first) throw new Error('no app');
  const { rateId, stay } = await findRate(browser, cityCode, checkInDate, checkOutDate);
  const claims = listRoomClaims(first.ctx.supply.getWorld().hotels, rateId, 1);
  if (!claims) throw new Error(`unknown rate ${rateId}`);
  const reserved = await first.ctx.repos.roomInventory.reserve(
    `filler_${randomUUID()}`,
    claims.map((c) => ({ ...c, rooms: c.portalCapacity - 1 })),
  );
  if (!reserved.ok) throw new Error(reserved.message);
  for (const { ctx } of apps) noteRoomInventoryChanged(ctx);
  const quotes: HotelQuoteResponse[] = [];
  for (let i = 0; i < buyers; i += 1) quotes.push(await quoteRate(browser, rateId, stay));
  const card = await vaultCard(first.app);
  return buyAtOnce(
    apps,
    browser,
    'hotel',
    quotes.map((q) => ({
      quoteToken: q.quoteToken,
      guests: { lead: LEAD, others: [] },
      contact: CONTACT,
      payment: { cardToken: card, rewardsMinor: 0, applyWalletCredit: false },
    })),
  );
}
