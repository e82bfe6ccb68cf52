import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import type { FareBrand, FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import { HotelBookingViewSchema, HotelQuoteResponseSchema } from '@wayfare/contracts/hotel-booking';
import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
} from '@wayfare/contracts/flight-shop';
import {
  HotelAvailabilityResponseSchema,
  HotelShopResponseSchema,
} from '@wayfare/contracts/hotel-shop';
import {
  CancelConfirmResponseSchema,
  CancelQuoteSchema,
  FlightTripDetailSchema,
  TravelCreditsResponseSchema,
  TripDetailSchema,
  TripsResponseSchema,
} from '@wayfare/contracts/trips';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { bookTestFlight, quoteTestFare, TEST_ADULT, TEST_CONTACT } from '../testing/test-flights';
import { vaultTestCard } from '../testing/vault-card';

const ADULT = TEST_ADULT;
const CONTACT = TEST_CONTACT;
const DAY_MINUTES = 24 * 60;

describe.each(listTestDatabaseTargets())('my trips on $name', (target) => {
  const t = useTestApp(target);

  const vault = (number?: string) => vaultTestCard(t.app, number);

  const quoteFare = (
    browser: Browser,
    route: [string, string, string],
    pick?: (brand: FareBrand) => boolean,
    carrier?: string,
  ) => quoteTestFare(browser, route, { pick, carrier });
  const bookFlight = (
    browser: Browser,
    q: FlightQuoteResponse,
    payment: Partial<BookingPayment> = {},
  ) => bookTestFlight(t, browser, q, { payment });

  const quoteCancel = async (browser: Browser, bookingId: string) => {
    const res = await browser.call('POST', `/api/v0/trips/${bookingId}/cancel/quote`, {});
    expect(res.statusCode, res.body).toBe(200);
    return CancelQuoteSchema.parse(res.json());
  };
  const confirmCancel = (browser: Browser, bookingId: string, cancelQuoteId: string) =>
    browser.call('POST', `/api/v0/trips/${bookingId}/cancel`, { cancelQuoteId });
  const balanceOf = async (userId: string, ref: string) =>
    (await t.ctx.repos.rewards.listForUser(userId)).find((a) => a.accountReferenceId === ref)
      ?.balance;
  const soldOn = async (offer: FlightQuoteResponse['offer']) => {
    const ids = offer.slices.flatMap((s) => s.segments.map((g) => g.flightInstanceId));
    const sold = await t.ctx.repos.seatInventory.getSoldSeats(ids);
    return ids.map((id) => sold.get(id)?.economy ?? 0);
  };

  it('lists the trip as upcoming, shows its receipt, and finds it by code and e-mail', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const q = await quoteFare(browser, ['JFK', 'LAX', '2026-12-14']);
    const booking = await bookFlight(browser, q, {
      rewardsAccountReferenceId: 'RA-1001',
      rewardsMinor: 5_000,
    });

    const list = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    const card = list.upcoming.find((c) => c.bookingId === booking.id);
    expect(card).toMatchObject({
      type: 'Flight',
      status: 'Confirmed',
      timeStatus: 'Future',
      subtitle: 'One-way',
      confirmationCode: booking.confirmationCode,
      awaitingApproval: false,
    });
    expect(list.past.some((c) => c.bookingId === booking.id)).toBe(false);
    expect(list).toMatchObject({ watched: [], frozen: [], withOffers: [] });

    const res = await browser.call('GET', `/api/v0/trips/${booking.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = FlightTripDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      access: 'owner',
      canCancel: true,
      tripStatus: 'Confirmed',
      voidStatus: 'PreTicketVoidable',
      ticketStatus: 'Ticketed',
    });
    expect(detail.receipt.lines.map((l) => l.kind)).toEqual(['base', 'taxes', 'fees']);
    expect(detail.receipt.lines.reduce((s, l) => s + l.amount.amountMinor, 0)).toBe(
      q.offer.pricing.grandTotal.amountMinor,
    );
    expect(detail.receipt.payments.map((p) => [p.card, p.name])).toEqual([
      [{ brand: 'visa', lastFour: '4242' }, null],
      [null, expect.any(String)],
    ]);
    expect(detail.receipt.payments[1]).toMatchObject({ source: 'Rewards', rewardsValue: 5_000 });
    expect(detail.airlineLocators[0]?.locator).toMatch(/^[A-Z2-9]{6}$/);
    expect(detail.checkIn).toMatchObject({ isOpen: false });
    expect(detail.voidWindowEndsAt).toBe('2026-11-24T14:59:59.999Z');

    const other = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    expect((await other.browser.call('GET', `/api/v0/trips/${booking.id}`)).statusCode).toBe(404);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v0/trips/lookup',
      headers: { host: CONSUMER_HOST, 'content-type': 'application/json' },
      payload: JSON.stringify({
        confirmationCode: (booking.confirmationCode ?? '').toLowerCase(),
        email: 'ADA@example.com',
      }),
    });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(TripDetailSchema.parse(anonymous.json())).toMatchObject({
      access: 'lookup',
      canCancel: false,
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v0/trips/lookup',
      headers: { host: CONSUMER_HOST, 'content-type': 'application/json' },
      payload: JSON.stringify({
        confirmationCode: booking.confirmationCode,
        email: 'eve@example.com',
      }),
    });
    expect(wrong.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(wrong.json()).code).toBe('NotFound');
  });

  it("shows the airlines' events on the trip from the supplier: an injected one first, and gone when cleared", async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const q = await quoteFare(browser, ['JFK', 'LAX', '2026-12-16']);
    const booking = await bookFlight(browser, q);
    const segment = q.offer.slices[0]?.segments[0];
    if (!segment) throw new Error('a quoted offer without flights');
    const readTrip = async () =>
      FlightTripDetailSchema.parse(
        (await browser.call('GET', `/api/v0/trips/${booking.id}`)).json(),
      );

    await t.ctx.sandbox.injectDisruption({
      flightInstanceId: segment.flightInstanceId,
      kind: 'ScheduleChange',
      minutes: 35,
      announcedAt: t.ctx.travelClock.now(),
    });
    try {
      const changed = await readTrip();
      expect(
        changed.disruptions.find((d) => d.flightInstanceId === segment.flightInstanceId),
      ).toMatchObject({
        flightLabel: `${segment.marketingAirline.code} ${segment.marketingAirline.flightNumber}`,
        kind: 'ScheduleChange',
        minutes: 35,
      });
      expect(changed.itineraryStatus).toBe('Modified');
    } finally {
      await t.ctx.sandbox.clearDisruption(segment.flightInstanceId);
    }
    const cleared = await readTrip();
    expect(cleared.disruptions).not.toContainEqual(
      expect.objectContaining({ flightInstanceId: segment.flightInstanceId, minutes: 35 }),
    );
  });

  it('cancels inside the void window: card and miles back in full, once, and only by the owner', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const q = await quoteFare(
      browser,
      ['BOS', 'SFO', '2026-12-16'],
      (b) => b.penaltiesInfo.cancelPenalty.kind === 'NotPossible',
    );
    const before = await balanceOf('usr_ada', 'RA-1001');
    const booking = await bookFlight(browser, q, {
      rewardsAccountReferenceId: 'RA-1001',
      rewardsMinor: 4_000,
    });
    const soldBooked = await soldOn(q.offer);
    const total = q.offer.pricing.grandTotal.amountMinor;

    const quote = await quoteCancel(browser, booking.id);
    expect(quote).toMatchObject({
      outcome: 'ticketed_void',
      cancellable: true,
      refundTotal: { amountMinor: total },
      voidWindowEndsAt: '2026-11-24T14:59:59.999Z',
    });
    expect(quote.refunds.map((r) => [r.source, r.amount.amountMinor])).toEqual([
      ['UserCard', total - 4_000],
      ['Rewards', 4_000],
    ]);

    const intruder = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const denied = await confirmCancel(intruder.browser, booking.id, quote.cancelQuoteId);
    expect(denied.statusCode).toBe(404);

    const res = await confirmCancel(browser, booking.id, quote.cancelQuoteId);
    expect(res.statusCode, res.body).toBe(200);
    const done = CancelConfirmResponseSchema.parse(res.json());
    expect(done.cancellation).toMatchObject({ outcome: 'ticketed_void', status: 'Cancelled' });
    expect(done.trip).toMatchObject({
      tripStatus: 'Cancelled',
      timeStatus: 'Canceled',
      canCancel: false,
      voidStatus: 'TicketedVoid',
    });
    expect(await balanceOf('usr_ada', 'RA-1001')).toBe(before);
    const auth = await t.ctx.repos.payments.findAuthorization(`auth_${booking.id}`);
    expect(auth).toMatchObject({ status: 'Refunded', refundedMinor: total - 4_000 });
    const soldAfter = await soldOn(q.offer);
    soldAfter.forEach((n, i) => expect(n).toBe((soldBooked[i] ?? 0) - 1));
    const mail = await t.ctx.repos.flightBookings.findEmail(`trip-cancellation:${booking.id}`);
    expect(mail?.subject).toContain(booking.confirmationCode ?? 'missing');

    const again = CancelConfirmResponseSchema.parse(
      (await confirmCancel(browser, booking.id, quote.cancelQuoteId)).json(),
    );
    expect(again.cancellation).toEqual(done.cancellation);
    expect(await balanceOf('usr_ada', 'RA-1001')).toBe(before);

    const list = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    expect(list.past.find((c) => c.bookingId === booking.id)?.timeStatus).toBe('Canceled');
    expect(
      (await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {})).statusCode,
    ).toBe(422);
  });

  it('an airline_ftc fare cancels into an airline credit listed in travel credits, usable on that airline', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quoteFare(
      browser,
      ['ORD', 'DEN', '2026-12-18'],
      (b) =>
        ['WithFee', 'NoPenalty'].includes(b.penaltiesInfo.cancelPenalty.kind) &&
        b.fareShelf.rating < 3,
    );
    const booking = await bookFlight(browser, q);
    // Two days on: the void window has closed.
    t.ctx.travelClock.setOffsetMinutes(2 * DAY_MINUTES);
    const quote = await quoteCancel(browser, booking.id);
    expect(['airline_ftc', 'airline_ftc_with_penalty']).toContain(quote.outcome);
    expect(quote.refunds).toEqual([]);
    const total = q.offer.pricing.grandTotal.amountMinor;
    expect(quote.airlineCredit?.amount.amountMinor).toBe(total - (quote.penalty?.amountMinor ?? 0));
    const done = CancelConfirmResponseSchema.parse(
      (await confirmCancel(browser, booking.id, quote.cancelQuoteId)).json(),
    );
    const credit = done.cancellation.airlineCredit;
    expect(credit).toMatchObject({ status: 'available', origin: { bookingId: booking.id } });
    const credits = TravelCreditsResponseSchema.parse(
      (await browser.call('GET', '/api/v0/travelCredits')).json(),
    );
    expect(credits.airlineCredits.map((c) => c.id)).toContain(credit?.id);
    const trips = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    expect(trips.airlineCredits.map((c) => c.id)).toContain(credit?.id);

    // The credit pays the next booking on the same airline, recorded as AncillaryCredit.
    const airline = q.offer.slices[0]?.segments[0]?.marketingAirline.code;
    const next = await quoteFare(browser, ['ORD', 'DEN', '2026-12-19'], () => true, airline);
    const paid = await bookFlight(browser, next, { airlineCreditId: credit?.id ?? '' });
    const used = Math.min(
      credit?.remaining.amountMinor ?? 0,
      next.offer.pricing.grandTotal.amountMinor,
    );
    expect(
      paid.totals.payments.find((p) => p.source === 'AncillaryCredit')?.amount.amountMinor,
    ).toBe(used);
    const after = await t.ctx.repos.airlineCredits.findById(credit?.id ?? '');
    expect(after?.remainingMinor).toBe((credit?.remaining.amountMinor ?? 0) - used);
    // Someone else can't spend it.
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const stolen = await other.browser.call(
      'POST',
      '/api/v0/flights/book',
      {
        quoteToken: (await quoteFare(other.browser, ['ORD', 'DEN', '2026-12-20'])).quoteToken,
        travelers: [ADULT],
        contact: CONTACT,
        payment: {
          cardToken: await vault(),
          rewardsMinor: 0,
          applyWalletCredit: false,
          airlineCreditId: credit?.id,
        },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(stolen.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(stolen.json()).code).toBe('AirlineCreditUnavailable');
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('a non-refundable hotel rate quotes hotel_non_refundable', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const avail = HotelAvailabilityResponseSchema.parse(
      (
        await browser.call('POST', '/api/v0/hotels/availability', {
          location: { kind: 'city', cityCode: 'C2988507' },
          checkInDate: '2026-12-14',
          checkOutDate: '2026-12-17',
          rooms: 1,
          adults: 2,
          filters: {},
          limit: 10,
        })
      ).json(),
    );
    const stay = {
      lodgingId: avail.hotels[0]?.lodgingId ?? '',
      checkInDate: '2026-12-14',
      checkOutDate: '2026-12-17',
      rooms: 1,
      adults: 2,
      children: 0,
    };
    const shop = HotelShopResponseSchema.parse(
      (await browser.call('POST', '/api/v0/hotels/shop', stay)).json(),
    );
    const rate = shop.rooms
      .flatMap((r) => r.rates)
      .find((r) => r.refundability === 'NonRefundable' && r.payTiming === 'PayNow');
    if (!rate) throw new Error('no non-refundable rate');
    const q = HotelQuoteResponseSchema.parse(
      (await browser.call('POST', '/api/v0/hotels/quote', { rateId: rate.rateId, stay })).json(),
    );
    const res = await browser.call(
      'POST',
      '/api/v0/hotels/book',
      {
        quoteToken: q.quoteToken,
        guests: {
          lead: { givenName: 'Ada', surname: 'Lovelace', countryCode: 'GB' },
          others: [],
        },
        contact: CONTACT,
        payment: { cardToken: await vault(), rewardsMinor: 0, applyWalletCredit: false },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(202);
    await t.ctx.jobs.idle();
    const id = HotelBookingViewSchema.parse(res.json()).id;
    const detail = TripDetailSchema.parse(
      (await browser.call('GET', `/api/v0/trips/${id}`)).json(),
    );
    expect(detail).toMatchObject({ type: 'Hotel', tripStatus: 'Confirmed', canCancel: true });
    expect(detail.receipt.lines.map((l) => l.kind)).toContain('base');
    const quote = await quoteCancel(browser, id);
    expect(quote).toMatchObject({
      outcome: 'hotel_non_refundable',
      cancellable: true,
      refunds: [],
    });
    const done = CancelConfirmResponseSchema.parse(
      (await confirmCancel(browser, id, quote.cancelQuoteId)).json(),
    );
    expect(done.cancellation.outcome).toBe('hotel_non_refundable');
    expect(done.trip.tripStatus).toBe('Cancelled');
  });

  it('moves a trip to past when the travel clock passes its end', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_nora');
    const booking = await bookFlight(
      browser,
      await quoteFare(browser, ['SEA', 'LAX', '2026-12-10']),
    );
    const ids = (r: { bookingId: string }[]) => r.map((c) => c.bookingId);
    let list = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    expect(ids(list.upcoming)).toContain(booking.id);
    t.ctx.travelClock.setOffsetMinutes(30 * DAY_MINUTES);
    list = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    expect(ids(list.upcoming)).not.toContain(booking.id);
    expect(list.past.find((c) => c.bookingId === booking.id)?.timeStatus).toBe('Past');
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('says on the trip page what the cancel dialog says: a multi-airline trip is cancelled by phone', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const passengers = { ADT: 1, CNN: 0, INS: 0, INF: 0 };
    const slices = [
      { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-16' },
      { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-20' },
    ];
    const shop = FlightShopResponseSchema.parse(
      (
        await browser.call('POST', '/api/v0/flights/search', {
          tripType: 'round_trip',
          slices,
          passengers,
          maxStops: 0,
          excludeLowCostCarriers: false,
        })
      ).json(),
    );
    const [outbound, inbound] = shop.search.slices;
    const out = outbound?.itineraries[0];
    const carrier = out?.segments[0]?.marketingAirline.code;
    const back = inbound?.itineraries.find((i) => i.segments[0]?.marketingAirline.code !== carrier);
    const outFare = out?.fares[0];
    const backFare = back?.fares[0];
    if (!outFare || !backFare) throw new Error('no round trip on two airlines');
    const quoted = await browser.call('POST', '/api/v0/flights/quote', {
      tripType: 'round_trip',
      passengers,
      fareIds: [outFare.fareId, backFare.fareId],
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const booking = await bookFlight(browser, FlightQuoteResponseSchema.parse(quoted.json()));

    const detail = FlightTripDetailSchema.parse(
      (await browser.call('GET', `/api/v0/trips/${booking.id}`)).json(),
    );
    // Booked minutes ago, inside the void window: every ticket voids, on the page and the dialog.
    const voidable = await quoteCancel(browser, booking.id);
    expect(voidable).toMatchObject({ outcome: 'ticketed_void', cancellable: true });
    expect(detail).toMatchObject({
      canCancel: true,
      cancelTerms: { outcome: voidable.outcome, cancellableOnline: true },
      voidStatus: 'PreTicketVoidable',
    });
    // After it, each airline's ticket is its own: both say to call us, never "free cancellation".
    t.ctx.travelClock.setOffsetMinutes(25 * 60);
    const later = FlightTripDetailSchema.parse(
      (await browser.call('GET', `/api/v0/trips/${booking.id}`)).json(),
    );
    const quote = await quoteCancel(browser, booking.id);
    expect(quote).toMatchObject({ outcome: 'contact_customer_service', cancellable: false });
    expect(later).toMatchObject({
      canCancel: true,
      cancelTerms: { outcome: quote.outcome, cancellableOnline: quote.cancellable },
      voidWindowEndsAt: null,
      voidStatus: 'NotVoidable',
    });
    t.ctx.travelClock.setOffsetMinutes(0);

    // A one-airline trip booked the same way is free to cancel, on the page and in the dialog.
    const single = await bookFlight(
      browser,
      await quoteFare(browser, ['JFK', 'LAX', '2026-12-16']),
    );
    const singleDetail = FlightTripDetailSchema.parse(
      (await browser.call('GET', `/api/v0/trips/${single.id}`)).json(),
    );
    const singleQuote = await quoteCancel(browser, single.id);
    expect(singleQuote).toMatchObject({ outcome: 'ticketed_void', cancellable: true });
    expect(singleDetail.cancelTerms).toEqual({ outcome: 'ticketed_void', cancellableOnline: true });
    expect(singleDetail.voidWindowEndsAt).toBe(singleQuote.voidWindowEndsAt);
  });
});
