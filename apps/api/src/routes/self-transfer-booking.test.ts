import { randomUUID } from 'node:crypto';
import { FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
  type ShopItinerary,
} from '@wayfare/contracts/flight-shop';
import type { FlightOffer } from '@wayfare/contracts/flights';
import { FlightTripDetailSchema } from '@wayfare/contracts/trips';
import { listSelfTransferConnections } from '@wayfare/domain/self-transfer';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { listSeatClaims } from '@wayfare/supply/ports/flight-provider';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { vaultTestCard } from '../testing/vault-card';

/*
 * Issue 20: self-transfer itineraries through HTTP. Stockholm to Barcelona on 26 December 2026
 * (the test clock is 23 November) sells Norwegian to a connecting airport, then another airline
 * that does not interline with it: cheaper than any one ticket.
 */
const ROUTE = { origin: 'ARN', destination: 'BCN', departureDate: '2026-12-26' };
const ADULT = {
  passengerType: 'ADT',
  givenName: 'Ada',
  surname: 'Lovelace',
  gender: 'F',
  dateOfBirth: '1985-12-10',
  passport: {
    number: 'P7733119',
    countryOfIssue: 'US',
    nationality: 'US',
    expiration: '2031-03-31',
  },
} as const;
const CONTACT = { email: 'ada@example.com', phone: '+1 555 010 2030' };

describe.each(listTestDatabaseTargets())('self-transfer itineraries on $name', (target) => {
  const t = useTestApp(target);

  async function searchRoute(browser: Browser) {
    const res = await browser.call('POST', '/api/v0/flights/search', {
      tripType: 'one_way',
      slices: [ROUTE],
      passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
      maxStops: 2,
      excludeLowCostCarriers: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    return FlightShopResponseSchema.parse(res.json());
  }

  /** The route's cheapest self-transfer, quoted at its cheapest fare (or in a cabin). */
  async function quoteSelfTransfer(browser: Browser, cabin?: string) {
    const shop = await searchRoute(browser);
    const itinerary = shop.search.slices[0]?.itineraries.find(
      (it) => it.multiTicketType === 'virtualInterline',
    );
    const brands = shop.fareBrands;
    const fare = itinerary?.fares
      .filter((f) => !cabin || brands[f.brand]?.cabinClass === cabin)
      .reduce((a, b) => (a.grandTotal.amountMinor <= b.grandTotal.amountMinor ? a : b));
    if (!itinerary || !fare) throw new Error('no self-transfer on the pinned route');
    const res = await browser.call('POST', '/api/v0/flights/quote', {
      tripType: 'one_way',
      passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
      fareIds: [fare.fareId],
    });
    expect(res.statusCode, res.body).toBe(200);
    return { itinerary, quote: FlightQuoteResponseSchema.parse(res.json()) };
  }

  const book = async (browser: Browser, quoteToken: string, card = '4242424242424242') =>
    browser.call(
      'POST',
      '/api/v0/flights/book',
      {
        quoteToken,
        travelers: [ADULT],
        contact: CONTACT,
        payment: {
          cardToken: await vaultTestCard(t.app, card),
          rewardsMinor: 0,
          applyWalletCredit: false,
        },
      },
      { 'idempotency-key': randomUUID() },
    );

  async function settle(browser: Browser, res: { statusCode: number; body: string }) {
    expect(res.statusCode, res.body).toBe(202);
    const accepted = FlightBookingSchema.parse(JSON.parse(res.body));
    await t.ctx.jobs.idle();
    const polled = await browser.call('GET', `/api/v0/flights/bookings/${accepted.id}`);
    return FlightBookingSchema.parse(polled.json());
  }

  const soldOn = async (offer: FlightOffer) => {
    const ids = offer.slices.flatMap((s) => s.segments.map((g) => g.flightInstanceId));
    const sold = await t.ctx.repos.seatInventory.getSoldSeats(ids);
    return ids.map((id) => sold.get(id)?.economy ?? 0);
  };

  it('searches a route with self-transfers marked: two tickets, the layover, cheaper than one ticket', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const shop = await searchRoute(browser);
    const itineraries = shop.search.slices[0]?.itineraries ?? [];
    const selfTransfers = itineraries.filter((it) => it.multiTicketType === 'virtualInterline');
    const oneTicket = itineraries.filter((it) => !it.multiTicketType);
    expect(selfTransfers.length).toBeGreaterThan(0);
    expect(oneTicket.length).toBeGreaterThan(0);
    const lowest = (it: ShopItinerary) =>
      Math.min(...it.fares.map((f) => f.grandTotal.amountMinor));
    const cheapestOneTicket = Math.min(...oneTicket.map(lowest));
    for (const it of selfTransfers) {
      const [arriving, departing] = it.segments;
      expect(arriving?.isSelfTransferLayover).toBe(false);
      expect(departing?.isSelfTransferLayover).toBe(true);
      expect(departing?.stopoverDurationMinutes).toBeGreaterThanOrEqual(120);
      expect(arriving?.operatingAirline.code).not.toBe(departing?.operatingAirline.code);
      for (const fare of it.fares) expect(fare.fareId).toMatch(/^[^/]+\|[^/]+\/[^/]+\|[^/]+$/);
    }
    // Pinned: Norwegian out of Stockholm, then a separate ticket; cheaper than one ticket.
    expect(selfTransfers[0]?.segments[0]?.operatingAirline.code).toBe('DY');
    expect(Math.min(...selfTransfers.map(lowest))).toBeLessThan(cheapestOneTicket);
    // "No self-transfers" is the web's filter; the answer's carriers name both airlines.
    const codes = new Set(shop.carriers.map((c) => c.code));
    for (const g of selfTransfers.flatMap((it) => it.segments))
      expect(codes.has(g.operatingAirline.code)).toBe(true);
  });

  it('books both tickets in one saga: each airline locator, the segments each covers, multi-ticket rules', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { itinerary, quote } = await quoteSelfTransfer(browser);
    const before = await soldOn(quote.offer);
    expect(quote.offer.multiTicketType).toBe('virtualInterline');
    expect(quote.offer.tickets).toHaveLength(2);
    const booking = await settle(browser, await book(browser, quote.quoteToken));
    expect(booking.status, JSON.stringify(booking.error)).toBe('Confirmed');
    expect(booking.multiTicketType).toBe('virtualInterline');
    expect(
      booking.tickets?.map((tk) => [tk.airlineCode, tk.sliceIndex, tk.segmentIndexes]),
    ).toEqual(itinerary.segments.map((g, i) => [g.operatingAirline.code, 0, [i]]));
    const locators = booking.tickets?.map((tk) => tk.locator) ?? [];
    expect(locators.every((l) => l !== null && /^[A-Z0-9]{6}$/.test(l))).toBe(true);
    expect(new Set(locators).size).toBe(2);
    expect(await soldOn(quote.offer)).toEqual(before.map((n) => n + 1));
    // What the missed-connection guarantee will read: the self-transfer connection, stored.
    const row = await t.ctx.repos.flightBookings.findById(booking.id);
    expect(row?.multiTicketType).toBe('virtualInterline');
    expect(row?.tickets?.map((tk) => tk.supplierBookingId)).toEqual([
      booking.id,
      `${booking.id}.t2`,
    ]);
    expect(listSelfTransferConnections(booking.offer)).toEqual([
      expect.objectContaining({ sliceIndex: 0, arrivingSegmentIndex: 0, departingSegmentIndex: 1 }),
    ]);
    // The trip shows each ticket's airline locator; cancelling or changing is the airlines' (in
    // the void window both tickets void online).
    const trip = await browser.call('GET', `/api/v0/trips/${booking.id}`);
    expect(trip.statusCode, trip.body).toBe(200);
    const detail = FlightTripDetailSchema.parse(trip.json());
    expect(detail.airlineLocators).toEqual(
      (booking.tickets ?? []).map((tk) => ({ carrierCode: tk.airlineCode, locator: tk.locator })),
    );
    const cancel = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {});
    expect(cancel.body).toContain('ticketed_void');
    t.ctx.travelClock.setOffsetMinutes(25 * 60);
    const later = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {});
    expect(later.body).toContain('contact_customer_service');
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('fails both or neither: the second ticket refused, the first is cancelled and no seat stays sold', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { quote } = await quoteSelfTransfer(browser);
    const before = await soldOn(quote.offer);
    await t.ctx.sandbox.armFault({ product: 'flight', operation: 'secondTicket', kind: 'fail' });
    const booking = await settle(browser, await book(browser, quote.quoteToken));
    expect(booking.status).toBe('Failed');
    expect(booking.error?.code).toBe('ProviderError');
    expect(booking.confirmationCode).toBeNull();
    expect(await soldOn(quote.offer)).toEqual(before);
    // The airline's first ticket was bought, then cancelled; the second never was.
    const first = await t.ctx.suppliers.flights.retrieve(booking.id);
    expect(first.ok && first.value.status).toBe('Cancelled');
    const second = await t.ctx.suppliers.flights.retrieve(`${booking.id}.t2`);
    expect(second.ok).toBe(false);
    // The fault was taken once: booking again buys both.
    const { quote: again } = await quoteSelfTransfer(browser);
    const retried = await settle(browser, await book(browser, again.quoteToken));
    expect(retried.status).toBe('Confirmed');
    expect(await soldOn(again.offer)).toEqual(before.map((n) => n + 1));
  });

  it.runIf(target.name === 'postgres')(
    'sells the last seat of the second flight once: the others buy neither ticket',
    async () => {
      const people = ['usr_marcus', 'usr_ada', 'usr_priya', 'usr_grace'];
      const browsers = await Promise.all(
        people.map(async (p) => (await signIn(t.app, CONSUMER_HOST, p)).browser),
      );
      // Economy: basic economy's small bucket closes before the cabin's last seat.
      const quotes = await Promise.all(browsers.map((b) => quoteSelfTransfer(b, 'Economy')));
      const offer = quotes[0]?.quote.offer;
      if (!offer) throw new Error('no quote');
      // Everyone else has bought the second flight but one seat.
      const claims = listSeatClaims(t.ctx.supply.getWorld().flights, offer, t.clock.now());
      const second = claims[1];
      if (!second) throw new Error('two flights');
      const sold = await soldOn(offer);
      const taken = await t.ctx.repos.seatInventory.reserve('others', [
        { ...second, seats: second.portalCapacity - 1 - (sold[1] ?? 0) },
      ]);
      expect(taken.ok).toBe(true);
      const before = await soldOn(offer);
      const results = await Promise.all(
        browsers.map(async (b, i) => {
          const res = await book(b, quotes[i]?.quote.quoteToken ?? '');
          expect(res.statusCode, res.body).toBe(202);
          return FlightBookingSchema.parse(JSON.parse(res.body)).id;
        }),
      );
      await t.ctx.jobs.idle();
      const settled = await Promise.all(
        results.map(async (id, i) =>
          FlightBookingSchema.parse(
            (await browsers[i]?.call('GET', `/api/v0/flights/bookings/${id}`))?.json(),
          ),
        ),
      );
      const confirmed = settled.filter((b) => b.status === 'Confirmed');
      expect(confirmed).toHaveLength(1);
      for (const b of settled.filter((x) => x.status !== 'Confirmed'))
        expect(b.error?.code).toBe('NoAvailability');
      // One traveller on each flight: the first flight kept no seat of the failed bookings.
      expect(await soldOn(offer)).toEqual([(before[0] ?? 0) + 1, (before[1] ?? 0) + 1]);
    },
  );
});
