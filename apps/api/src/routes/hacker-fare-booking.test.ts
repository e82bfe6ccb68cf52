import { randomUUID } from 'node:crypto';
import { FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
  type ShopItinerary,
} from '@wayfare/contracts/flight-shop';
import { decideTripTicketing, readInterlineMap } from '@wayfare/domain/trip-ticketing';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, useTestApp } from '../testing/test-app';
import { vaultTestCard } from '../testing/vault-card';

/*
 * Issue 20: two one-way tickets priced together (hackerFare) through HTTP. Los Angeles to Las
 * Vegas and back (26 December 2026 – 5 January 2027; the test clock is 23 November): low-cost
 * carriers sell only their own flights, so a return on another airline is two one-way tickets,
 * each at its one-way price, bought in one saga.
 */
const ADULT = {
  passengerType: 'ADT',
  givenName: 'Ada',
  surname: 'Lovelace',
  gender: 'F',
  dateOfBirth: '1985-12-10',
} as const;
const PASSENGERS = { ADT: 1, CNN: 0, INS: 0, INF: 0 };

describe.each(listTestDatabaseTargets())('hacker fares on $name', (target) => {
  const t = useTestApp(target);

  it('prices a return on an airline that does not interline as two one-way tickets and books both', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const searched = await browser.call('POST', '/api/v0/flights/search', {
      tripType: 'round_trip',
      slices: [
        { origin: 'LAX', destination: 'LAS', departureDate: '2026-12-26' },
        { origin: 'LAS', destination: 'LAX', departureDate: '2027-01-05' },
      ],
      passengers: PASSENGERS,
      maxStops: 2,
      excludeLowCostCarriers: false,
    });
    expect(searched.statusCode, searched.body).toBe(200);
    const shop = FlightShopResponseSchema.parse(searched.json());
    const rule = readInterlineMap(shop.search.interline ?? {});
    const kind = (a: ShopItinerary, b: ShopItinerary) =>
      decideTripTicketing(
        [a, b].map((it) => ({
          airlineCodes: it.segments.map((s) => s.operatingAirline.code),
          isSelfTransfer: it.multiTicketType !== undefined,
        })),
        rule,
      );
    const [outs = [], backs = []] = shop.search.slices.map((s) =>
      s.itineraries.filter((it) => !it.multiTicketType),
    );
    let pair: [ShopItinerary, ShopItinerary] | null = null;
    for (const out of outs) {
      const back = backs.find((b) => kind(out, b) === 'hackerFare');
      if (back) {
        pair = [out, back];
        break;
      }
    }
    if (!pair) throw new Error('no hacker fare LAX–LAS');
    const [out, back] = pair;
    const outFare = out.fares[0];
    const backFare = back.fares[0];
    if (!outFare?.separateTicketTotal || !backFare?.separateTicketTotal)
      throw new Error('a round trip fare without its one-way price');
    // The journey discount: a share costs less than the same flight as a one-way ticket.
    expect(outFare.grandTotal.amountMinor).toBeLessThan(outFare.separateTicketTotal.amountMinor);

    const quoted = await browser.call('POST', '/api/v0/flights/quote', {
      tripType: 'round_trip',
      passengers: PASSENGERS,
      fareIds: [outFare.fareId, backFare.fareId],
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const { offer, quoteToken } = FlightQuoteResponseSchema.parse(quoted.json());
    const expectedTotal =
      outFare.separateTicketTotal.amountMinor + backFare.separateTicketTotal.amountMinor;
    expect(offer.multiTicketType).toBe('hackerFare');
    expect(offer.pricing.grandTotal.amountMinor).toBe(expectedTotal);
    expect(offer.tickets?.map((t) => t.sliceIndex)).toEqual([0, 1]);

    const booked = await browser.call(
      'POST',
      '/api/v0/flights/book',
      {
        quoteToken,
        travelers: [ADULT],
        contact: { email: 'ada@example.com', phone: '+1 555 010 2030' },
        payment: {
          cardToken: await vaultTestCard(t.app, '4242424242424242'),
          rewardsMinor: 0,
          applyWalletCredit: false,
        },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(booked.statusCode, booked.body).toBe(202);
    const accepted = FlightBookingSchema.parse(booked.json());
    await t.ctx.jobs.idle();
    const polled = await browser.call('GET', `/api/v0/flights/bookings/${accepted.id}`);
    const booking = FlightBookingSchema.parse(polled.json());
    expect(booking.status).toBe('Confirmed');
    expect(booking.totals.total.amountMinor).toBe(expectedTotal);
    expect(booking.multiTicketType).toBe('hackerFare');
    // Each ticket bought from its own airline, with that airline's confirmation.
    expect(booking.tickets?.map((ticket) => ticket.sliceIndex)).toEqual([0, 1]);
    for (const ticket of booking.tickets ?? []) expect(ticket.locator).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking.tickets?.[0]?.airlineCode).not.toBe(booking.tickets?.[1]?.airlineCode);
  });
});
