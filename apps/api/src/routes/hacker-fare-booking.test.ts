import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
  type ShopItinerary,
} from '@wayfare/contracts/flight-shop';
import { decideTripTicketing, readInterlineMap } from '@wayfare/domain/trip-ticketing';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, useTestApp } from '../testing/test-app';
import { bookTestFlight } from '../testing/test-flights';

/*
 * Issue 20: two one-way tickets priced together (hackerFare) through HTTP. Los Angeles to Las
 * Vegas and back (26 December 2026 – 5 January 2027; the test clock is 23 November): low-cost
 * carriers sell only their own flights, so a return on another airline is two one-way tickets,
 * each at its one-way price, bought in one saga.
 */
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
    const quote = FlightQuoteResponseSchema.parse(quoted.json());
    const { offer } = quote;
    const expectedTotal =
      outFare.separateTicketTotal.amountMinor + backFare.separateTicketTotal.amountMinor;
    expect(offer.multiTicketType).toBe('hackerFare');
    expect(offer.pricing.grandTotal.amountMinor).toBe(expectedTotal);
    expect(offer.tickets?.map((t) => t.sliceIndex)).toEqual([0, 1]);

    const booking = await bookTestFlight(t, browser, quote);
    expect(booking.totals.total.amountMinor).toBe(expectedTotal);
    expect(booking.multiTicketType).toBe('hackerFare');
    // Each ticket bought from its own airline, with that airline's confirmation.
    expect(booking.tickets?.map((ticket) => ticket.sliceIndex)).toEqual([0, 1]);
    for (const ticket of booking.tickets ?? []) expect(ticket.locator).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking.tickets?.[0]?.airlineCode).not.toBe(booking.tickets?.[1]?.airlineCode);
  });
});
