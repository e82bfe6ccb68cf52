import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  PriceMatchClaimResponseSchema,
  PriceMatchQueueResponseSchema,
  PriceMatchReviewSchema,
  SandboxCompetitorPricesSchema,
  type PriceMatchClaimRequest,
} from '@wayfare/contracts/price-match';
import { FlightTripDetailSchema, HotelTripDetailSchema } from '@wayfare/contracts/trips';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { callAsSandboxAdmin } from '../testing/sandbox-admin';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';
import {
  findTestHotelRate,
  quoteTestHotel,
  requestTestHotelBooking,
  settleTestHotelBooking,
} from '../testing/test-hotels';

/*
 * Price match (issue 19; spec §4, §5, §9): claimed from the trip within 24 hours of booking, in USD
 * with taxes and fees, for the same itinerary and cancellation policy; verified at once against the
 * competitor feed when it covers the site (Accepted → the difference in the travel wallet, once;
 * Declined → why), else answered by an agent from the queue, who decides once. Every decision is
 * e-mailed, and the booking is kept.
 */
describe.each(listTestDatabaseTargets())('price match on $name', (target) => {
  const t = useTestApp(target);
  const HOUR_MINUTES = 60;

  const claim = (
    browser: Browser,
    bookingId: string,
    patch: Partial<PriceMatchClaimRequest> & { amountMinor?: number } = {},
  ) => {
    const { amountMinor = 10_000, ...rest } = patch;
    return browser.call('POST', `/api/v0/trips/${bookingId}/priceMatch`, {
      competitorUrl: 'https://www.skyfarehub.example/flights/itinerary?id=42',
      claimedTotal: { amountMinor, currency: 'USD' },
      sameItinerary: true,
      sameCancellationPolicy: true,
      ...rest,
    });
  };
  const claimed = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    // A later claim is a later instant, as it would be outside a fixed test clock.
    t.clock.advance(1_000);
    return PriceMatchClaimResponseSchema.parse(res.json()).claim;
  };
  const codeOf = (res: { json(): unknown }) => ErrorResponseSchema.parse(res.json()).code;
  const setCompetitorPrice = async (
    bookingId: string,
    site: string,
    amountMinor: number | null,
  ) => {
    const res = await callAsSandboxAdmin(t, 'POST', '/admin/api/v0/sandbox/competitor-prices', {
      bookingId,
      site,
      amountMinor,
    });
    expect(res.statusCode, res.body).toBe(200);
    return SandboxCompetitorPricesSchema.parse(res.json());
  };
  const priceMatchCredits = async (userId: string, bookingId: string) =>
    (await t.ctx.repos.bookingLedger.listWalletCredits(userId)).filter(
      (c) => c.kind === 'PriceMatch' && c.originBookingId === bookingId,
    );
  const flightTrip = async (browser: Browser, id: string) =>
    FlightTripDetailSchema.parse((await browser.call('GET', `/api/v0/trips/${id}`)).json());
  const bookFlight = async (browser: Browser, date: string) => {
    const q = await quoteTestFare(browser, ['DEN', 'SEA', date]);
    const booking = await bookTestFlight(t, browser, q);
    return { booking, paid: booking.totals.total.amountMinor };
  };
  const agent = async (host = CONSUMER_HOST) =>
    (await signIn(t.app, host, 'usr_agent_sam', { agent: true })).browser;

  it('accepts a live claim the feed verifies, credits the difference once and e-mails it', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, paid } = await bookFlight(browser, '2027-02-02');
    const before = await flightTrip(browser, booking.id);
    expect(before.priceMatch).toMatchObject({
      unavailableReason: null,
      claim: null,
      paidTotal: { amountMinor: paid, currency: 'USD' },
    });
    expect(new Date(before.priceMatch?.windowClosesAt ?? '').getTime()).toBe(
      new Date(booking.createdAt).getTime() + 24 * 3_600_000,
    );

    const console = await setCompetitorPrice(booking.id, 'skyfarehub.example', paid - 1_337);
    expect(console.bookings.find((b) => b.bookingId === booking.id)?.prices).toContainEqual({
      site: 'skyfarehub.example',
      total: { amountMinor: paid - 1_337, currency: 'USD' },
      setByConsole: true,
    });
    const accepted = claimed(await claim(browser, booking.id, { amountMinor: paid - 1_337 }));
    expect(accepted).toMatchObject({
      status: 'Accepted',
      verification: 'Live',
      competitorSite: 'skyfarehub.example',
      verifiedTotal: { amountMinor: paid - 1_337 },
      credited: { amountMinor: 1_337, currency: 'USD' },
      declineReason: null,
    });
    const credits = await priceMatchCredits('usr_marcus', booking.id);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ grantedMinor: 1_337, remainingMinor: 1_337 });

    const after = await flightTrip(browser, booking.id);
    expect(after.priceMatch).toMatchObject({
      unavailableReason: 'ClaimAccepted',
      claim: { claimId: accepted.claimId, status: 'Accepted' },
    });
    // The original itinerary is kept.
    expect(after.booking.offer).toEqual(before.booking.offer);
    expect(after.receipt.total).toEqual(before.receipt.total);
    const mail = await t.ctx.repos.emailOutbox.find(`price-match:${accepted.claimId}:Accepted`);
    expect(mail?.toAddress).toBe('ada@example.com');
    expect(mail?.textBody).toContain('$13.37');
    expect(mail?.textBody).toContain('travel wallet');

    // A second claim on the same trip is refused, and credits nothing.
    const again = await claim(browser, booking.id, { amountMinor: paid - 1_337 });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('PriceMatchClaimOpen');
    expect(await priceMatchCredits('usr_marcus', booking.id)).toHaveLength(1);
  });

  it('declines live claims not lower, at another price or not sold there, saying why; each leaves room for another', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, paid } = await bookFlight(browser, '2027-02-03');

    const notLower = claimed(await claim(browser, booking.id, { amountMinor: paid }));
    expect(notLower).toMatchObject({
      status: 'Declined',
      verification: 'Live',
      declineReason: 'NotLower',
      credited: null,
    });
    const mail = await t.ctx.repos.emailOutbox.find(`price-match:${notLower.claimId}:Declined`);
    expect(mail?.subject).toBe('Your price match claim was declined');
    expect(mail?.textBody).toContain('not lower than what you paid');

    await setCompetitorPrice(booking.id, 'jetcompare.example', paid - 2_000);
    const differs = claimed(
      await claim(browser, booking.id, {
        competitorUrl: 'https://jetcompare.example/deal',
        amountMinor: paid - 2_500,
      }),
    );
    expect(differs).toMatchObject({
      status: 'Declined',
      declineReason: 'PriceDiffers',
      verifiedTotal: { amountMinor: paid - 2_000 },
    });

    await setCompetitorPrice(booking.id, 'aerodeals.example', null);
    const missing = claimed(
      await claim(browser, booking.id, {
        competitorUrl: 'http://aerodeals.example/x',
        amountMinor: paid - 100,
      }),
    );
    expect(missing).toMatchObject({ status: 'Declined', declineReason: 'PriceNotFound' });

    // A hotel site the feed reads sells no flights.
    const hotelSite = claimed(
      await claim(browser, booking.id, {
        competitorUrl: 'https://hotelscout.example/',
        amountMinor: paid - 100,
      }),
    );
    expect(hotelSite).toMatchObject({ status: 'Declined', declineReason: 'PriceNotFound' });

    const trip = await flightTrip(browser, booking.id);
    expect(trip.priceMatch).toMatchObject({
      unavailableReason: null,
      claim: { claimId: hotelSite.claimId, status: 'Declined' },
    });
    expect(await priceMatchCredits('usr_marcus', booking.id)).toEqual([]);
  });

  it('matches a stay on a hotel site, on its room and dates, credited to the card used', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_jamal');
    const { stay, rate } = await findTestHotelRate(browser, {
      checkInDate: '2027-01-11',
      checkOutDate: '2027-01-13',
    });
    const quote = await quoteTestHotel(browser, rate.rateId, stay);
    const booking = await settleTestHotelBooking(
      t,
      browser,
      await requestTestHotelBooking(t, browser, quote.quoteToken),
    );
    expect(booking.status).toBe('Confirmed');
    const trip = HotelTripDetailSchema.parse(
      (await browser.call('GET', `/api/v0/trips/${booking.id}`)).json(),
    );
    const paid = trip.priceMatch?.paidTotal.amountMinor ?? 0;
    expect(paid).toBe(booking.pricing.total.amountMinor);
    await setCompetitorPrice(booking.id, 'hotelscout.example', paid - 4_210);
    const accepted = claimed(
      await claim(browser, booking.id, {
        competitorUrl: 'https://hotelscout.example/hotel/1?checkin=2027-01-11',
        amountMinor: paid - 4_210,
      }),
    );
    expect(accepted).toMatchObject({
      product: 'hotel',
      status: 'Accepted',
      credited: { amountMinor: 4_210 },
    });
    const [credit] = await priceMatchCredits('usr_jamal', booking.id);
    expect(credit).toMatchObject({ accountReferenceId: 'RA-1006', grantedMinor: 4_210 });
  });

  it('refuses a claim once 24 hours have passed since booking, and says when it closed', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, paid } = await bookFlight(browser, '2027-02-04');
    t.ctx.travelClock.setOffsetMinutes(24 * HOUR_MINUTES - 1);
    // A minute before: the window is still open (a not-lower claim is declined, not refused).
    expect((await claim(browser, booking.id, { amountMinor: paid + 1 })).statusCode).toBe(200);
    t.ctx.travelClock.setOffsetMinutes(24 * HOUR_MINUTES);
    const late = await claim(browser, booking.id, { amountMinor: paid - 100 });
    expect(late.statusCode).toBe(422);
    const error = ErrorResponseSchema.parse(late.json());
    expect(error.code).toBe('PriceMatchWindowClosed');
    expect((await flightTrip(browser, booking.id)).priceMatch?.unavailableReason).toBe(
      'WindowClosed',
    );
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('answers bad input with 400 at its field, someone else’s trip with 404, and stores nothing', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, paid } = await bookFlight(browser, '2027-02-05');
    const field = async (patch: Record<string, unknown>) => {
      const res = await browser.call('POST', `/api/v0/trips/${booking.id}/priceMatch`, {
        competitorUrl: 'https://skyfarehub.example/x',
        claimedTotal: { amountMinor: paid - 100, currency: 'USD' },
        sameItinerary: true,
        sameCancellationPolicy: true,
        ...patch,
      });
      expect(res.statusCode, res.body).toBe(400);
      const error = ErrorResponseSchema.parse(res.json());
      expect(error.code).toBe('BadRequest');
      return error.field;
    };
    expect(await field({ competitorUrl: 'not a url' })).toBe('competitorUrl');
    expect(await field({ competitorUrl: 'ftp://skyfarehub.example/x' })).toBe('competitorUrl');
    expect(await field({ competitorUrl: 'http://localhost:3000/deal' })).toBe('competitorUrl');
    expect(await field({ competitorUrl: '' })).toBe('competitorUrl');
    expect(await field({ claimedTotal: { amountMinor: 0, currency: 'USD' } })).toContain(
      'claimedTotal',
    );
    expect(await field({ claimedTotal: { amountMinor: 1_000, currency: 'EUR' } })).toContain(
      'claimedTotal',
    );
    expect(await field({ claimedTotal: { amountMinor: 10.5, currency: 'USD' } })).toContain(
      'claimedTotal',
    );
    expect(await field({ sameItinerary: false })).toBe('sameItinerary');
    expect(await field({ sameCancellationPolicy: false })).toBe('sameCancellationPolicy');

    const { browser: other } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    expect((await claim(other, booking.id, { amountMinor: paid - 100 })).statusCode).toBe(404);
    const { browser: corporate } = await signIn(t.app, CORPORATE_HOST, 'usr_alan');
    expect((await claim(corporate, booking.id, { amountMinor: paid - 100 })).statusCode).toBe(404);
    expect((await claim(browser, 'fb_nothing', { amountMinor: 100 })).statusCode).toBe(404);
    expect(await t.ctx.repos.priceMatchClaims.listForBooking(booking.id)).toEqual([]);
  });

  it('queues a claim on another site for an agent, who accepts it with the price found, once', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, paid } = await bookFlight(browser, '2027-02-06');
    const queued = claimed(
      await claim(browser, booking.id, {
        competitorUrl: 'https://www.budgetwings.example/book?ref=77',
        amountMinor: paid - 999,
      }),
    );
    expect(queued).toMatchObject({
      status: 'InReview',
      verification: 'Agent',
      competitorSite: 'budgetwings.example',
      credited: null,
    });
    expect(new Date(queued.reviewDueAt ?? '').getTime()).toBe(
      new Date(queued.createdAt).getTime() + 24 * 3_600_000,
    );
    expect((await flightTrip(browser, booking.id)).priceMatch?.unavailableReason).toBe(
      'ClaimInReview',
    );
    // While it is in review, another claim on the trip is refused.
    const another = await claim(browser, booking.id, { amountMinor: paid - 500 });
    expect(another.statusCode).toBe(409);
    expect(codeOf(another)).toBe('PriceMatchClaimOpen');
    // Nothing is e-mailed until it is decided.
    expect(await t.ctx.repos.emailOutbox.find(`price-match:${queued.claimId}:InReview`)).toBeNull();

    // Only agents see the queue.
    expect((await browser.call('GET', '/api/v0/agent/priceMatch')).statusCode).toBe(403);
    const sam = await agent();
    const queue = PriceMatchQueueResponseSchema.parse(
      (await sam.call('GET', '/api/v0/agent/priceMatch')).json(),
    );
    const item = queue.claims.find((c) => c.claim.claimId === queued.claimId);
    expect(item).toMatchObject({
      overdue: false,
      booking: { bookingId: booking.id, product: 'flight', travelers: ['Ada Lovelace'] },
    });
    const times = queue.claims.map((c) => c.claim.createdAt);
    expect(times).toEqual([...times].sort());
    // The corporate tenant's queue is its own.
    const corporateQueue = PriceMatchQueueResponseSchema.parse(
      (await (await agent(CORPORATE_HOST)).call('GET', '/api/v0/agent/priceMatch')).json(),
    );
    expect(corporateQueue.claims.some((c) => c.claim.claimId === queued.claimId)).toBe(false);

    const review = PriceMatchReviewSchema.parse(
      (await sam.call('GET', `/api/v0/agent/priceMatch/${queued.claimId}`)).json(),
    );
    expect(review.claim.competitorUrl).toBe('https://www.budgetwings.example/book?ref=77');
    expect(review.booking.flight?.slices[0]?.origin).toBe('DEN');

    // An answer that is no exact match, or not lower, is refused: the agent declines instead.
    const wrong = await sam.call('POST', `/api/v0/agent/priceMatch/${queued.claimId}/decision`, {
      decision: 'Accept',
      verifiedTotal: { amountMinor: paid - 500, currency: 'USD' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(wrong.json()).field).toBe('verifiedTotal.amountMinor');

    const decided = await sam.call('POST', `/api/v0/agent/priceMatch/${queued.claimId}/decision`, {
      decision: 'Accept',
      verifiedTotal: { amountMinor: paid - 999, currency: 'USD' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(PriceMatchClaimResponseSchema.parse(decided.json()).claim).toMatchObject({
      status: 'Accepted',
      credited: { amountMinor: 999 },
    });
    const second = await sam.call('POST', `/api/v0/agent/priceMatch/${queued.claimId}/decision`, {
      decision: 'Decline',
      reason: 'PriceNotFound',
    });
    expect(second.statusCode).toBe(409);
    expect(codeOf(second)).toBe('PriceMatchDecided');
    expect(await priceMatchCredits('usr_marcus', booking.id)).toHaveLength(1);
    const row = await t.ctx.repos.priceMatchClaims.findById(queued.claimId);
    expect(row?.decidedByUserId).toBe('usr_agent_sam');
    expect(
      await t.ctx.repos.emailOutbox.find(`price-match:${queued.claimId}:Accepted`),
    ).not.toBeNull();
    expect(
      PriceMatchQueueResponseSchema.parse(
        (await sam.call('GET', '/api/v0/agent/priceMatch')).json(),
      ).claims.some((c) => c.claim.claimId === queued.claimId),
    ).toBe(false);
  });

  it('lets an agent decline with a reason the traveller reads, and marks late answers overdue', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, paid } = await bookFlight(browser, '2027-02-07');
    const queued = claimed(
      await claim(browser, booking.id, {
        competitorUrl: 'https://cheapseats.example/',
        amountMinor: paid - 3_000,
      }),
    );
    t.ctx.travelClock.setOffsetMinutes(25 * HOUR_MINUTES);
    const sam = await agent();
    const late = PriceMatchQueueResponseSchema.parse(
      (await sam.call('GET', '/api/v0/agent/priceMatch')).json(),
    ).claims.find((c) => c.claim.claimId === queued.claimId);
    expect(late?.overdue).toBe(true);
    const declined = await sam.call('POST', `/api/v0/agent/priceMatch/${queued.claimId}/decision`, {
      decision: 'Decline',
      reason: 'DifferentPolicy',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    t.ctx.travelClock.setOffsetMinutes(0);
    const trip = await flightTrip(browser, booking.id);
    expect(trip.priceMatch?.claim).toMatchObject({
      status: 'Declined',
      verification: 'Agent',
      declineReason: 'DifferentPolicy',
    });
    const mail = await t.ctx.repos.emailOutbox.find(`price-match:${queued.claimId}:Declined`);
    expect(mail?.textBody).toContain('different cancellation policy');
    expect(await priceMatchCredits('usr_marcus', booking.id)).toEqual([]);
  });

  it('lets only one of two agents deciding at once win, with one credit', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, paid } = await bookFlight(browser, '2027-02-08');
    const queued = claimed(
      await claim(browser, booking.id, {
        competitorUrl: 'https://cheapseats.example/',
        amountMinor: paid - 700,
      }),
    );
    const [a, b] = [await agent(), await agent()];
    const url = `/api/v0/agent/priceMatch/${queued.claimId}/decision`;
    const answers = await Promise.all([
      a.call('POST', url, {
        decision: 'Accept',
        verifiedTotal: { amountMinor: paid - 700, currency: 'USD' },
      }),
      b.call('POST', url, {
        decision: 'Accept',
        verifiedTotal: { amountMinor: paid - 700, currency: 'USD' },
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await priceMatchCredits('usr_marcus', booking.id)).toHaveLength(1);
  });

  it('keeps the queue and the console to agents and admins', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    expect((await browser.call('GET', '/api/v0/agent/priceMatch/pm_x')).statusCode).toBe(403);
    expect(
      (
        await browser.call('POST', '/api/v0/agent/priceMatch/pm_x/decision', {
          decision: 'Decline',
          reason: 'NotPublic',
        })
      ).statusCode,
    ).toBe(403);
    const sam = await agent();
    expect((await sam.call('GET', '/api/v0/agent/priceMatch/pm_x')).statusCode).toBe(404);
    expect((await browser.call('GET', '/admin/api/v0/sandbox/competitor-prices')).statusCode).toBe(
      404,
    );
  });
});
