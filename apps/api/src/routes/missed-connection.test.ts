import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
} from '@wayfare/contracts/flight-shop';
import { FlightOfferSchema, type FlightOffer } from '@wayfare/contracts/flights';
import {
  MissedConnectionCaseDetailSchema,
  MissedConnectionGuaranteeSchema,
  MissedConnectionQueueSchema,
  type MissedConnectionGuarantee,
} from '@wayfare/contracts/missed-connection';
import { CancelQuoteSchema } from '@wayfare/contracts/trips';
import { PROTECTION_TERMS } from '@wayfare/domain/protection-terms';
import { listSelfTransferConnections } from '@wayfare/domain/self-transfer';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_SUPPLIER_CONFIRM_MS } from '../services/flight-exchange';
import { ADMIN_HOST, CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { vaultTestCard } from '../testing/vault-card';

/*
 * The missed-connection guarantee (issue 20, part C; spec §4, §5, §8, §9) through HTTP, on the
 * pinned self-transfer Stockholm → Barcelona of 26 December 2026: activated with the booking,
 * missed by the console's delay of the first flight (and not by a smaller one), rebooked online on
 * a qualifying option as a waived exchange of the second ticket only, sent to support when
 * nothing qualifies or not everyone can be seated, expired 24 hours on, voided by a cancellation,
 * finished by an agent.
 */
const ROUTE = { origin: 'ARN', destination: 'BCN', departureDate: '2026-12-26' };
const traveler = (givenName: string, number: string) =>
  ({
    passengerType: 'ADT',
    givenName,
    surname: 'Lovelace',
    gender: 'F',
    dateOfBirth: '1985-12-10',
    passport: { number, countryOfIssue: 'US', nationality: 'US', expiration: '2031-03-31' },
  }) as const;
const CONTACT = { email: 'ada@example.com', phone: '+1 555 010 2030' };
const terms = PROTECTION_TERMS.capone.missedConnection;

describe.each(listTestDatabaseTargets())('missed-connection guarantee on $name', (target) => {
  const t = useTestApp(target);
  const codeOf = (res: { json(): unknown }) => ErrorResponseSchema.parse(res.json()).code;

  /** Books the route's self-transfer (or one ticket), its cheapest fare (of a cabin when named). */
  async function bookSelfTransfer(
    browser: Browser,
    adults = 1,
    selfTransfer = true,
    cabin?: string,
  ) {
    const passengers = { ADT: adults, CNN: 0, INS: 0, INF: 0 };
    const res = await browser.call('POST', '/api/v0/flights/search', {
      tripType: 'one_way',
      slices: [ROUTE],
      passengers,
      maxStops: 2,
      excludeLowCostCarriers: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const shop = FlightShopResponseSchema.parse(res.json());
    const itinerary = shop.search.slices[0]?.itineraries.find(
      (it) => (it.multiTicketType === 'virtualInterline') === selfTransfer,
    );
    const fare = itinerary?.fares
      .filter((f) => !cabin || shop.fareBrands[f.brand]?.cabinClass === cabin)
      .reduce((a, b) => (a.grandTotal.amountMinor <= b.grandTotal.amountMinor ? a : b));
    if (!fare) throw new Error('no itinerary on the pinned route');
    const quoted = await browser.call('POST', '/api/v0/flights/quote', {
      tripType: 'one_way',
      passengers,
      fareIds: [fare.fareId],
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = FlightQuoteResponseSchema.parse(quoted.json());
    const booked = await browser.call(
      'POST',
      '/api/v0/flights/book',
      {
        quoteToken: quote.quoteToken,
        travelers: Array.from({ length: adults }, (_, i) =>
          traveler(['Ada', 'Grace', 'Mary'][i] ?? 'Ann', `P77331${String(10 + i)}`),
        ),
        contact: CONTACT,
        payment: {
          cardToken: await vaultTestCard(t.app, '4242424242424242'),
          rewardsMinor: 0,
          applyWalletCredit: false,
        },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(booked.statusCode, booked.body).toBe(202);
    const id = FlightBookingSchema.parse(booked.json()).id;
    await t.ctx.jobs.idle();
    const polled = FlightBookingSchema.parse(
      (await browser.call('GET', `/api/v0/flights/bookings/${id}`)).json(),
    );
    expect(polled.status).toBe('Confirmed');
    return { id, offer: quote.offer };
  }

  /** The self-transfer's first flight and the longest delay that still makes the connection. */
  function readConnection(offer: FlightOffer) {
    const [c] = listSelfTransferConnections(offer);
    const slice = offer.slices[0];
    const arriving = slice?.segments[c?.arrivingSegmentIndex ?? 0];
    const departing = slice?.segments[c?.departingSegmentIndex ?? 1];
    if (!c || !arriving || !departing) throw new Error('no self-transfer connection');
    const layover =
      (new Date(departing.zonedDepartureTime).getTime() -
        new Date(arriving.zonedArrivalTime).getTime()) /
      60_000;
    return { arriving, departing, lastMadeDelay: layover - terms.minReconnectMinutes };
  }

  const delay = async (flightInstanceId: string, minutes: number) => {
    const admin = await signIn(t.app, ADMIN_HOST, 'usr_grace');
    const res = await admin.browser.call('POST', '/admin/api/v0/sandbox/disruptions', {
      flightInstanceId,
      kind: 'Delay',
      minutes,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  const view = async (browser: Browser, id: string): Promise<MissedConnectionGuarantee> => {
    const res = await browser.call('GET', `/api/v0/trips/${id}/missed-connection`);
    expect(res.statusCode, res.body).toBe(200);
    return MissedConnectionGuaranteeSchema.parse(res.json());
  };

  it('activates with a self-transfer booking only, and a delay too small leaves it Active', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const single = await bookSelfTransfer(browser, 1, false);
    expect(await t.ctx.repos.missedConnectionGuarantees.findByBooking(single.id)).toBeNull();
    const none = await browser.call('GET', `/api/v0/trips/${single.id}/missed-connection`);
    expect(codeOf(none)).toBe('MissedConnectionNotCovered');

    const { id, offer } = await bookSelfTransfer(browser);
    const row = await t.ctx.repos.missedConnectionGuarantees.findByBooking(id);
    expect(row).toMatchObject({ state: 'Active', capPerTravelerMinor: 500_000 });
    const { arriving, lastMadeDelay } = readConnection(offer);
    // Landing plus the reconnection time exactly at the departure: still made.
    await delay(arriving.flightInstanceId, lastMadeDelay);
    expect((await view(browser, id)).state).toBe('Active');
  });

  it('a delay that misses the connection: options all qualify, rebooked online at no cost', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { id, offer } = await bookSelfTransfer(browser);
    const { arriving, departing, lastMadeDelay } = readConnection(offer);
    await delay(arriving.flightInstanceId, lastMadeDelay + 1);
    const missed = await view(browser, id);
    expect(missed).toMatchObject({
      state: 'Missed',
      verdict: 'Online',
      delayed: { delayMinutes: lastMadeDelay + 1, origin: arriving.origin.code },
      missed: { origin: departing.origin.code, destination: 'BCN' },
    });
    expect(
      new Date(missed.expiresAt ?? 0).getTime() - new Date(missed.detectedAt ?? 0).getTime(),
    ).toBe(24 * 3_600_000);
    expect(missed.options.length).toBeGreaterThan(0);
    const missedDay = departing.departureTime.slice(0, 10);
    const reasonable = missed.options.map((o) => o.reasonable);
    // Reasonable first, then the rest.
    expect([...reasonable].sort((a, b) => Number(b) - Number(a))).toEqual(reasonable);
    for (const o of missed.options) {
      expect(o.origin).toBe(departing.origin.code);
      expect(o.destination).toBe('BCN');
      expect(o.seatsEveryone).toBe(true);
      expect(o.farePerTraveler.amountMinor).toBeLessThanOrEqual(terms.capPerTravelerMinor);
      expect(o.departureTime.slice(0, 10) >= missedDay).toBe(true);
      expect(['BasicEconomy', 'Economy']).toContain(o.cabinClass);
      expect(o.optionId).not.toContain('/');
    }
    const option = missed.options[0];
    const rebook = await browser.call('POST', `/api/v0/trips/${id}/missed-connection/rebook`, {
      optionId: option?.optionId,
    });
    expect(rebook.statusCode, rebook.body).toBe(200);
    expect(MissedConnectionGuaranteeSchema.parse(rebook.json()).state).toBe('Rebooking');
    // A second confirmation finds it taken.
    const again = await browser.call('POST', `/api/v0/trips/${id}/missed-connection/rebook`, {
      optionId: option?.optionId,
    });
    expect(codeOf(again)).toBe('MissedConnectionAlreadyUsed');

    t.clock.advance(EXCHANGE_SUPPLIER_CONFIRM_MS + 1_000);
    await t.ctx.jobRunner.runDue();
    const done = await view(browser, id);
    expect(done).toMatchObject({
      state: 'Rebooked',
      rebooked: { flightNumbers: option?.flightNumbers, origin: departing.origin.code },
    });
    expect(done.rebooked?.locator).toMatch(/^[A-Z2-9]{6}$/);
    expect(done.timeline.map((s) => s.kind)).toEqual([
      'Covered',
      'Missed',
      'RebookRequested',
      'RebookIssued',
    ]);
    const booking = await t.ctx.repos.flightBookings.findById(id);
    const now = FlightOfferSchema.parse(booking?.offer);
    // The first ticket is kept; the second is the new flight, on its own ticket.
    expect(now.slices[0]?.segments[0]?.flightInstanceId).toBe(arriving.flightInstanceId);
    expect(now.slices[0]?.segments.map((g) => g.flightInstanceId)).not.toContain(
      departing.flightInstanceId,
    );
    expect(booking?.tickets?.[1]?.locator).toBe(done.rebooked?.locator);
    const [exchange] = await t.ctx.repos.flightExchanges.listDecided(id);
    expect(exchange).toMatchObject({
      status: 'Confirmed',
      waiverReason: 'MissedConnection',
      amountDueMinor: 0,
      changeFeeMinor: 0,
    });
  });

  it('two simultaneous rebookings: exactly one takes the guarantee', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { id, offer } = await bookSelfTransfer(browser);
    const { arriving, lastMadeDelay } = readConnection(offer);
    await delay(arriving.flightInstanceId, lastMadeDelay + 1);
    const [a, b] = (await view(browser, id)).options;
    const answers = await Promise.all(
      [a, b ?? a].map((o) =>
        browser.call('POST', `/api/v0/trips/${id}/missed-connection/rebook`, {
          optionId: o?.optionId,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const requested = (await t.ctx.repos.flightExchanges.listDecided(id)).filter(
      (e) => e.status === 'Requested',
    );
    expect(requested).toHaveLength(1);
    expect((await t.ctx.repos.missedConnectionGuarantees.findByBooking(id))?.exchangeId).toBe(
      requested[0]?.id,
    );
  });

  it('expires 24 hours after the disruption, not a minute before', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { id, offer } = await bookSelfTransfer(browser);
    const { arriving, lastMadeDelay } = readConnection(offer);
    await delay(arriving.flightInstanceId, lastMadeDelay + 30);
    const missed = await view(browser, id);
    const expiresAt = new Date(missed.expiresAt ?? 0).getTime();
    const base = t.ctx.travelClock.now().getTime();
    t.ctx.travelClock.setOffsetMinutes(Math.floor((expiresAt - base) / 60_000) - 1);
    await t.ctx.jobRunner.runDue();
    expect((await t.ctx.repos.missedConnectionGuarantees.findByBooking(id))?.state).toBe('Missed');
    t.ctx.travelClock.setOffsetMinutes(Math.ceil((expiresAt - base) / 60_000) + 1);
    await t.ctx.jobRunner.runDue();
    const ended = await view(browser, id);
    t.ctx.travelClock.setOffsetMinutes(0);
    expect(ended).toMatchObject({ state: 'Expired', endedReason: 'Deadline', options: [] });
    const late = await browser.call('POST', `/api/v0/trips/${id}/missed-connection/rebook`, {
      optionId: missed.options[0]?.optionId,
    });
    expect(codeOf(late)).toBe('MissedConnectionExpired');
  });

  it('is voided by the trip’s cancellation in the void window', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { id } = await bookSelfTransfer(browser);
    // Two tickets are cancelled online only in the void window (else with the airlines).
    const quoted = await browser.call('POST', `/api/v0/trips/${id}/cancel/quote`, {});
    expect(quoted.statusCode, quoted.body).toBe(200);
    const { cancelQuoteId, outcome } = CancelQuoteSchema.parse(quoted.json());
    expect(outcome).toBe('ticketed_void');
    const cancelled = await browser.call('POST', `/api/v0/trips/${id}/cancel`, { cancelQuoteId });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.ctx.jobs.idle();
    const row = await t.ctx.repos.missedConnectionGuarantees.findByBooking(id);
    expect(row).toMatchObject({ state: 'Voided', endedReason: 'Voided' });
    expect((await view(browser, id)).timeline.map((s) => s.kind)).toEqual(['Covered', 'Voided']);
  });

  const limitSeats = async (offer: FlightOffer, seatsLeft: number) => {
    const { departing } = readConnection(offer);
    const admin = await signIn(t.app, ADMIN_HOST, 'usr_grace');
    const day = departing.departureTime.slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (const departureDate of [day, next]) {
      const res = await admin.browser.call('POST', '/admin/api/v0/sandbox/seats', {
        origin: departing.origin.code,
        destination: 'BCN',
        departureDate,
        seatsLeft,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const agent = async () =>
    (await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', { agent: true })).browser;

  it('two travellers and one seat on every qualifying flight: sent to support, seen by an agent', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    // Economy: basic economy is sold only while many seats are left, so it would not qualify.
    const { id, offer } = await bookSelfTransfer(browser, 2, true, 'Economy');
    const { arriving, lastMadeDelay } = readConnection(offer);
    await limitSeats(offer, 1);
    await delay(arriving.flightInstanceId, lastMadeDelay + 1);
    const seen = await view(browser, id);
    expect(seen).toMatchObject({
      state: 'ContactSupport',
      verdict: 'ContactSupport',
      supportReason: 'PartialTravelers',
      travelers: 2,
      options: [],
    });
    expect(seen.supportReference).toMatch(/^MC-[0-9A-F]{6}$/);
    const rebook = await browser.call('POST', `/api/v0/trips/${id}/missed-connection/rebook`, {
      optionId: 'x',
    });
    expect(codeOf(rebook)).toBe('MissedConnectionNotMissed');
    // Only agents see the queue; the agent sees the case and its options with one seat each.
    expect((await browser.call('GET', '/api/v0/agent/missed-connections')).statusCode).toBe(403);
    const sam = await agent();
    const queue = MissedConnectionQueueSchema.parse(
      (await sam.call('GET', '/api/v0/agent/missed-connections')).json(),
    );
    expect(queue.cases.map((c) => c.bookingId)).toContain(id);
    const detail = MissedConnectionCaseDetailSchema.parse(
      (await sam.call('GET', `/api/v0/agent/missed-connections/${id}`)).json(),
    );
    expect(detail.case.supportReference).toBe(seen.supportReference);
    expect(detail.guarantee.options.length).toBeGreaterThan(0);
    for (const o of detail.guarantee.options) {
      expect(o.seatsAvailable).toBe(1);
      expect(o.seatsEveryone).toBe(false);
    }
    const refused = await sam.call('POST', `/api/v0/agent/missed-connections/${id}/resolve`, {
      optionId: detail.guarantee.options[0]?.optionId,
    });
    expect(codeOf(refused)).toBe('RebookingOptionUnavailable');
  });

  it('nothing qualifying goes to support as NoQualifyingOption', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { id, offer } = await bookSelfTransfer(browser);
    const { arriving, lastMadeDelay } = readConnection(offer);
    await limitSeats(offer, 0);
    await delay(arriving.flightInstanceId, lastMadeDelay + 1);
    expect(await view(browser, id)).toMatchObject({
      state: 'ContactSupport',
      supportReason: 'NoQualifyingOption',
    });
  });

  it('an agent finishes a support case on an option that seats everyone', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { id, offer } = await bookSelfTransfer(browser);
    const { arriving, lastMadeDelay } = readConnection(offer);
    await delay(arriving.flightInstanceId, lastMadeDelay + 1);
    // Sent to support (as a traveller's phone call would): the agent takes it from there.
    await t.ctx.repos.missedConnectionGuarantees.transition(
      id,
      ['Missed'],
      'ContactSupport',
      t.ctx.travelClock.now(),
      { supportReason: 'PartialTravelers', supportReference: 'MC-TEST01' },
    );
    const sam = await agent();
    const detail = MissedConnectionCaseDetailSchema.parse(
      (await sam.call('GET', `/api/v0/agent/missed-connections/${id}`)).json(),
    );
    const option = detail.guarantee.options.find((o) => o.seatsEveryone);
    const resolved = await sam.call('POST', `/api/v0/agent/missed-connections/${id}/resolve`, {
      optionId: option?.optionId,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    t.clock.advance(EXCHANGE_SUPPLIER_CONFIRM_MS + 1_000);
    await t.ctx.jobRunner.runDue();
    const done = await view(browser, id);
    expect(done).toMatchObject({
      state: 'Rebooked',
      rebooked: { flightNumbers: option?.flightNumbers },
    });
    expect(done.timeline.map((s) => s.kind)).toContain('ResolvedByAgent');
    expect((await t.ctx.repos.missedConnectionGuarantees.findByBooking(id))?.resolvedBy).toBe(
      'usr_agent_sam',
    );
  });
});
