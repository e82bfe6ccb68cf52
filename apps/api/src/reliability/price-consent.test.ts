import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { FlightBookingSchema, type FlightBooking } from '@wayfare/contracts/flight-booking';
import { HotelBookingViewSchema, type HotelQuoteResponse } from '@wayfare/contracts/hotel-booking';
import type { FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import type { HotelShopRate } from '@wayfare/contracts/hotel-shop';
import { flightBookings, hotelBookings } from '@wayfare/store/schema';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { listRoomClaims } from '@wayfare/supply/ports/hotel-provider';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readBookingFootprint, readInventoryTotals } from '../testing/booking-footprint';
import { moveSandboxPrice, resetSandboxConsole } from '../testing/sandbox-console-admin';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';
import { quoteTestFare, TEST_ADULT, TEST_CONTACT } from '../testing/test-flights';
import {
  findTestHotelRate,
  PARIS,
  quoteTestHotel,
  requestTestHotelBooking,
  settleTestHotelBooking,
} from '../testing/test-hotels';
import { vaultTestCard } from '../testing/vault-card';

/**
 * Issue 15, G5: nothing is captured above the quoted price without the booker's consent. The
 * sandbox console moves the supplier's price up after the quote: booking then answers
 * PriceChanged with the new total and authorizes nothing; accepting exactly that total books at it;
 * accepting any other total is refused. A trip held for an approver is captured at its held price
 * however the supplier's price moved meanwhile.
 */

const UP_PERCENT = 20;

describe.each(listTestDatabaseTargets())('price consent on $name', (target) => {
  const t = useTestApp(target);
  let ada: Browser;

  beforeAll(async () => {
    ada = (await signIn(t.app, CONSUMER_HOST, 'usr_ada')).browser;
  });
  afterEach(() => resetSandboxConsole(t.app));

  /** Bookings recorded (flights and stays) and every card authorization ever made. */
  const readLedgers = async () => {
    const [[flights], [stays]] = await Promise.all([
      t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(flightBookings),
      t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(hotelBookings),
    ]);
    return {
      bookings: (flights?.n ?? 0) + (stays?.n ?? 0),
      ...(await readInventoryTotals(t.ctx.database.db)),
    };
  };

  /** A 409 PriceChanged naming both totals; answers the new one. */
  function expectPriceChanged(res: LightMyRequestResponse, quotedTotalMinor: number): number {
    expect(res.statusCode, res.body).toBe(409);
    const error = ErrorResponseSchema.parse(res.json());
    expect(error).toMatchObject({
      code: 'PriceChanged',
      field: 'acceptPriceChange.newTotalMinor',
      details: { quotedTotalMinor },
    });
    return Number(error.details?.newTotalMinor);
  }

  /** The new total is the quoted one moved up by UP_PERCENT, to the cent or two of rounding. */
  function expectMovedUp(newTotalMinor: number, quotedTotalMinor: number) {
    const expected = quotedTotalMinor * (1 + UP_PERCENT / 100);
    expect(
      Math.abs(newTotalMinor - expected),
      `${newTotalMinor} ≈ ${expected}`,
    ).toBeLessThanOrEqual(quotedTotalMinor * 0.01);
  }

  it('flights: PriceChanged with the new total, nothing authorized, until exactly that total is accepted', async () => {
    const quote = await quoteTestFare(ada, ['ATL', 'DFW', '2026-12-16']);
    const quoted = quote.offer.pricing.grandTotal.amountMinor;
    const flightInstanceId = quote.offer.slices[0]?.segments[0]?.flightInstanceId ?? '';
    await moveSandboxPrice(t.app, { kind: 'flight', flightInstanceId }, UP_PERCENT);
    const cardToken = await vaultTestCard(t.app);
    const book = (accept?: number) =>
      ada.call(
        'POST',
        '/api/v0/flights/book',
        {
          quoteToken: quote.quoteToken,
          travelers: [TEST_ADULT],
          contact: TEST_CONTACT,
          payment: { cardToken, rewardsMinor: 0, applyWalletCredit: false },
          ...(accept === undefined ? {} : { acceptPriceChange: { newTotalMinor: accept } }),
        },
        { 'idempotency-key': randomUUID() },
      );
    const before = await readLedgers();

    const newTotal = expectPriceChanged(await book(), quoted);
    expectMovedUp(newTotal, quoted);
    // Consent to any other total (the quoted one, a cent less or more) is no consent.
    for (const other of [quoted, newTotal - 1, newTotal + 1])
      expect(expectPriceChanged(await book(other), quoted)).toBe(newTotal);
    await t.ctx.jobs.idle();
    expect(await readLedgers()).toEqual(before);

    const accepted = await book(newTotal);
    expect(accepted.statusCode, accepted.body).toBe(202);
    await t.ctx.jobs.idle();
    const booking = FlightBookingSchema.parse(
      (
        await ada.call(
          'GET',
          `/api/v0/flights/bookings/${FlightBookingSchema.parse(accepted.json()).id}`,
        )
      ).json(),
    );
    expect(booking).toMatchObject({
      status: 'Confirmed',
      totals: { total: { amountMinor: newTotal } },
    });
    expect((await readBookingFootprint(t.ctx.database.db, booking.id)).authorizations).toEqual([
      { status: 'Captured', amountMinor: newTotal },
    ]);
  });

  it('hotels: PriceChanged with the new total, nothing authorized, until exactly that total is accepted', async () => {
    const { stay, rate } = await findTestHotelRate(ada, {
      cityCode: PARIS,
      checkInDate: '2026-12-20',
      checkOutDate: '2026-12-22',
    });
    const quote = await quoteTestHotel(ada, rate.rateId, stay);
    const quoted = quote.pricing.total.amountMinor;
    await moveSandboxPrice(t.app, { kind: 'hotel', lodgingId: stay.lodgingId }, UP_PERCENT);
    const cardToken = await vaultTestCard(t.app);
    const book = (accept?: number) =>
      requestTestHotelBooking(t, ada, quote.quoteToken, {
        payment: { cardToken },
        extra: accept === undefined ? {} : { acceptPriceChange: { newTotalMinor: accept } },
      });
    const before = await readLedgers();

    const newTotal = expectPriceChanged(await book(), quoted);
    expectMovedUp(newTotal, quoted);
    for (const other of [quoted, newTotal - 1, newTotal + 1])
      expect(expectPriceChanged(await book(other), quoted)).toBe(newTotal);
    await t.ctx.jobs.idle();
    expect(await readLedgers()).toEqual(before);

    // What the stay costs now, quoted afresh: the pay-now part of the accepted total is charged.
    const now = await quoteTestHotel(ada, rate.rateId, stay);
    expect(now.pricing.total.amountMinor).toBe(newTotal);
    const booking = await settleTestHotelBooking(t, ada, await book(newTotal));
    expect(booking).toMatchObject({
      status: 'Confirmed',
      totals: { total: now.pricing.payNowTotal },
    });
    expect((await readBookingFootprint(t.ctx.database.db, booking.id)).authorizations).toEqual([
      { status: 'Captured', amountMinor: now.pricing.payNowTotal.amountMinor },
    ]);
  });

  describe('a trip held for approval', () => {
    let alan: Browser;
    let grace: Browser;
    const reason = { outOfPolicyReason: 'Customer workshop on site that week.' };

    beforeAll(async () => {
      alan = (await signIn(t.app, CORPORATE_HOST, 'usr_alan')).browser;
      grace = (await signIn(t.app, CORPORATE_HOST, 'usr_grace')).browser;
    });

    /** Alan books a fare; Standard-tier trips wait for an approver (seats held, card authorized). */
    async function holdFlight(quote: FlightQuoteResponse): Promise<string> {
      const res = await alan.call(
        'POST',
        '/api/v0/flights/book',
        {
          quoteToken: quote.quoteToken,
          travelers: [TEST_ADULT],
          contact: TEST_CONTACT,
          payment: {
            cardToken: await vaultTestCard(t.app),
            rewardsMinor: 0,
            applyWalletCredit: false,
          },
          ...reason,
        },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(202);
      await t.ctx.jobs.idle();
      const id = FlightBookingSchema.parse(res.json()).id;
      expect((await readFlight(id)).status).toBe('AwaitingApproval');
      return id;
    }
    const readFlight = async (id: string): Promise<FlightBooking> =>
      FlightBookingSchema.parse((await alan.call('GET', `/api/v0/flights/bookings/${id}`)).json());

    async function holdStay(quote: HotelQuoteResponse): Promise<string> {
      const held = await settleTestHotelBooking(
        t,
        alan,
        await requestTestHotelBooking(t, alan, quote.quoteToken, { extra: reason }),
      );
      expect(held.status).toBe('AwaitingApproval');
      return held.id;
    }
    const readStay = async (id: string) =>
      HotelBookingViewSchema.parse(
        (await alan.call('GET', `/api/v0/hotels/bookings/${id}`)).json(),
      );

    async function approve(path: string) {
      const res = await grace.call('POST', `/api/v0/approvals/${path}/approve`);
      expect(res.statusCode, res.body).toBe(200);
      await t.ctx.jobs.idle();
    }

    /** A pay-now rate with room for more than one booking (so only the price is under test). */
    const roomyRate = (rates: HotelShopRate[]) =>
      rates.find((r) =>
        (listRoomClaims(t.ctx.supply.getWorld().hotels, r.rateId, 1) ?? []).every(
          (c) => c.portalCapacity >= 2,
        ),
      );

    it('flights: is captured at the held total though the fare rose before the approval', async () => {
      const quote = await quoteTestFare(alan, ['DEN', 'PHX', '2026-12-19']);
      const held = quote.offer.pricing.grandTotal.amountMinor;
      const id = await holdFlight(quote);
      const flightInstanceId = quote.offer.slices[0]?.segments[0]?.flightInstanceId ?? '';
      await moveSandboxPrice(t.app, { kind: 'flight', flightInstanceId }, 30);
      await approve(id);
      expect(await readFlight(id)).toMatchObject({
        status: 'Confirmed',
        totals: { total: { amountMinor: held } },
      });
      expect((await readBookingFootprint(t.ctx.database.db, id)).authorizations).toEqual([
        { status: 'Captured', amountMinor: held },
      ]);
    });

    it('hotels: is captured at the held total though the rate rose before the approval', async () => {
      const { stay, rate } = await findTestHotelRate(alan, {
        cityCode: PARIS,
        checkInDate: '2026-12-27',
        checkOutDate: '2026-12-29',
        pick: roomyRate,
      });
      const quote = await quoteTestHotel(alan, rate.rateId, stay);
      const held = quote.pricing.payNowTotal.amountMinor;
      const id = await holdStay(quote);
      await moveSandboxPrice(t.app, { kind: 'hotel', lodgingId: stay.lodgingId }, 30);
      await approve(`hotels/${id}`);
      expect(await readStay(id)).toMatchObject({
        status: 'Confirmed',
        totals: { total: { amountMinor: held } },
      });
      expect((await readBookingFootprint(t.ctx.database.db, id)).authorizations).toEqual([
        { status: 'Captured', amountMinor: held },
      ]);
    });

    it('hotels: an approved stay holding the last room the portal may sell is booked', async () => {
      const { stay, rate } = await findTestHotelRate(alan, {
        cityCode: PARIS,
        checkInDate: '2026-12-23',
        checkOutDate: '2026-12-25',
        pick: roomyRate,
      });
      const quote = await quoteTestHotel(alan, rate.rateId, stay);
      const claims = listRoomClaims(t.ctx.supply.getWorld().hotels, rate.rateId, 1) ?? [];
      const sold = await t.ctx.repos.roomInventory.getSoldRooms(
        claims.map((c) => c.roomTypeId),
        claims.map((c) => c.date),
      );
      const others = claims.map((c) => ({
        ...c,
        rooms: c.portalCapacity - (sold.get(`${c.roomTypeId}@${c.date}`) ?? 0) - 1,
      }));
      expect((await t.ctx.repos.roomInventory.reserve(`others-${randomUUID()}`, others)).ok).toBe(
        true,
      );
      const id = await holdStay(quote);
      await approve(`hotels/${id}`);
      expect(await readStay(id)).toMatchObject({ status: 'Confirmed', error: null });
    });
  });
});
