import { TravelWalletResponseSchema } from '@wayfare/contracts/travel-wallet';
import {
  CancelConfirmResponseSchema,
  CancelQuoteSchema,
  TravelCreditsResponseSchema,
  TripsResponseSchema,
} from '@wayfare/contracts/trips';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { listJobHandlers } from '../jobs/scheduled-work';
import { CARD_TRAVEL_CREDITS_JOB, sweepCardTravelCredits } from '../services/card-travel-credits';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';

const DAY_MINUTES = 24 * 60;
/** A premium fare without a cancel penalty: cancelled after the void window, all of it comes back. */
const refundable = (b: {
  penaltiesInfo: { cancelPenalty: { kind: string } };
  fareShelf: { rating: number };
}) => b.penaltiesInfo.cancelPenalty.kind === 'NoPenalty' && b.fareShelf.rating >= 3;

/*
 * Card travel credits over HTTP (issue 23): each tier's credit on `GET /travelCredits` (seeded at
 * TEST_START, 2026-11-23T15:00Z), spent on a booking, listed in Trips with offers, given back on a
 * cancel while it lives and forfeited (said in the cancel quote) once it expired; the sweep's
 * grants on the travel clock and its cancel of an account not in good standing.
 */
describe.each(listTestDatabaseTargets())('card travel credits on $name', (target) => {
  const t = useTestApp(target);

  const credits = async (browser: Browser) =>
    TravelCreditsResponseSchema.parse((await browser.call('GET', '/api/v0/travelCredits')).json())
      .cardTravelCredits;
  const quoteCancel = async (browser: Browser, bookingId: string) => {
    const res = await browser.call('POST', `/api/v0/trips/${bookingId}/cancel/quote`, {});
    expect(res.statusCode, res.body).toBe(200);
    return CancelQuoteSchema.parse(res.json());
  };

  it('shows each tier its credit: annual for the top tier, one-time for the travel and entry cards', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const ada = await credits((await signIn(t.app, CONSUMER_HOST, 'usr_ada')).browser);
    expect(ada).toEqual([
      expect.objectContaining({
        kind: 'AnnualTravelCredit',
        state: 'created',
        amount: { amountMinor: 30_000, currency: 'USD' },
        expiresAt: '2027-01-01T00:00:00.000Z',
        card: { accountReferenceId: 'RA-1001', productName: 'Venture X', lastFour: '4821' },
      }),
    ]);
    const theo = await credits((await signIn(t.app, CONSUMER_HOST, 'usr_theo')).browser);
    expect(theo).toEqual([
      expect.objectContaining({
        kind: 'TravelCardCredit',
        state: 'created',
        remaining: { amountMinor: 25_000, currency: 'USD' },
        grantedAt: '2026-11-23T15:00:00.000Z',
        expiresAt: '2027-11-23T15:00:00.000Z',
        card: { accountReferenceId: 'RA-1014', productName: 'Venture', lastFour: '5530' },
      }),
    ]);
    const iris = await credits((await signIn(t.app, CONSUMER_HOST, 'usr_iris')).browser);
    // Opened 300 days before the seed: the first card-member year ends 65 days after it.
    expect(iris).toEqual([
      expect.objectContaining({
        kind: 'EntryTravelCredit',
        amount: { amountMinor: 10_000, currency: 'USD' },
        expiresAt: '2027-01-27T15:00:00.000Z',
      }),
    ]);
    // Marcus's Venture card predates the credits: nothing; Sofia's Quicksilver has none.
    expect(await credits((await signIn(t.app, CONSUMER_HOST, 'usr_marcus')).browser)).toEqual([]);
    expect(await credits((await signIn(t.app, CONSUMER_HOST, 'usr_sofia')).browser)).toEqual([]);
  });

  it('spends the credit on a booking, lists the trip with offers, and restores it on cancel', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_theo');
    const q = await quoteTestFare(browser, ['JFK', 'LAX', '2027-01-12'], { pick: refundable });
    const booking = await bookTestFlight(t, browser, q, { payment: { applyWalletCredit: true } });
    const used = Math.min(25_000, q.offer.pricing.grandTotal.amountMinor);
    expect(booking.totals.payments).toContainEqual(
      expect.objectContaining({
        source: 'TravelWallet',
        amount: { amountMinor: used, currency: 'USD' },
      }),
    );
    const [spent] = await credits(browser);
    expect(spent?.remaining.amountMinor).toBe(25_000 - used);

    const trips = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    expect(trips.withOffers.map((trip) => [trip.bookingId, trip.travelCreditUsed])).toEqual([
      [booking.id, { amountMinor: used, currency: 'USD' }],
    ]);

    const quote = await quoteCancel(browser, booking.id);
    expect(quote.outcome).toBe('ticketed_void');
    expect(quote.forfeitedTravelCredit).toBeNull();
    expect(quote.refunds).toContainEqual(
      expect.objectContaining({
        source: 'TravelWallet',
        amount: { amountMinor: used, currency: 'USD' },
      }),
    );
    const done = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel`, {
      cancelQuoteId: quote.cancelQuoteId,
    });
    expect(done.statusCode, done.body).toBe(200);
    CancelConfirmResponseSchema.parse(done.json());
    const [restored] = await credits(browser);
    expect(restored).toMatchObject({ state: 'created', remaining: { amountMinor: 25_000 } });
    const wallet = TravelWalletResponseSchema.parse(
      (await browser.call('GET', '/api/v0/wallet')).json(),
    );
    expect(
      wallet.transactions
        .filter((tx) => tx.trip?.bookingId === booking.id)
        .map((tx) => [tx.type, tx.amount.amountMinor]),
    ).toEqual(
      expect.arrayContaining([
        ['redemption', -used],
        ['refund', used],
      ]),
    );
  });

  it('does not give back a credit that expired before the cancel, and says so in the quote', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_iris');
    const q = await quoteTestFare(browser, ['ORD', 'SFO', '2027-03-10'], { pick: refundable });
    const booking = await bookTestFlight(t, browser, q, { payment: { applyWalletCredit: true } });
    const used = Math.min(10_000, q.offer.pricing.grandTotal.amountMinor);
    // 70 days on: the first card-member year ended (2027-01-27), the flight is still ahead.
    t.ctx.travelClock.setOffsetMinutes(70 * DAY_MINUTES);
    const quote = await quoteCancel(browser, booking.id);
    expect(quote.outcome).toBe('airline_full_refund');
    expect(quote.forfeitedTravelCredit).toEqual({
      amount: { amountMinor: used, currency: 'USD' },
      reason: 'expired',
    });
    expect(quote.refunds.find((r) => r.source === 'TravelWallet')).toBeUndefined();
    expect(quote.refundTotal.amountMinor).toBe(q.offer.pricing.grandTotal.amountMinor - used);
    const done = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel`, {
      cancelQuoteId: quote.cancelQuoteId,
    });
    expect(done.statusCode, done.body).toBe(200);
    const [after] = await credits(browser);
    expect(after).toMatchObject({ state: 'expired', remaining: { amountMinor: 10_000 - used } });
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('grants on the card-member anniversary, records expiries and cancels on a delinquent account, as a job', async () => {
    expect(
      listJobHandlers(t.ctx, { warn: () => undefined }, () => {
        throw new Error('unused');
      }).map((h) => h.kind),
    ).toContain(CARD_TRAVEL_CREDITS_JOB);
    t.ctx.travelClock.setOffsetMinutes(0);
    // Nothing new at the seed's instant: the seed granted what the sweep would.
    expect(await sweepCardTravelCredits(t.ctx)).toMatchObject({ granted: 0, canceled: 0 });

    // Into 2027: Ada's (and every top-tier card's) next card-member year; Iris's credit ended.
    t.ctx.travelClock.setOffsetMinutes(40 * DAY_MINUTES);
    const first = await sweepCardTravelCredits(t.ctx);
    expect(first.granted).toBeGreaterThan(0);
    expect(await sweepCardTravelCredits(t.ctx)).toEqual({ granted: 0, expired: 0, canceled: 0 });
    const ada = await credits((await signIn(t.app, CONSUMER_HOST, 'usr_ada')).browser);
    expect(ada.map((c) => [c.state, c.expiresAt])).toEqual([
      ['expired', '2027-01-01T00:00:00.000Z'],
      ['created', '2028-01-01T00:00:00.000Z'],
    ]);

    // Theo's account falls out of good standing: what is left of his credit is canceled.
    await t.ctx.repos.cardTravelCredits.setAccountStanding('RA-1014', 'Delinquent');
    expect((await sweepCardTravelCredits(t.ctx)).canceled).toBe(1);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_theo');
    const [theo] = await credits(browser);
    expect(theo?.state).toBe('canceled');
    const wallet = TravelWalletResponseSchema.parse(
      (await browser.call('GET', '/api/v0/wallet')).json(),
    );
    expect(wallet.balance.amountMinor).toBe(0);
    expect(wallet.transactions[0]).toMatchObject({
      type: 'statement_credit_canceled',
      amount: { amountMinor: -25_000 },
    });
    const spendable = await browser.call('GET', '/api/v0/user/wallet');
    expect(spendable.json()).toEqual({ credits: [] });
    await t.ctx.repos.cardTravelCredits.setAccountStanding('RA-1014', 'Open');
    t.ctx.travelClock.setOffsetMinutes(0);
  });
});
