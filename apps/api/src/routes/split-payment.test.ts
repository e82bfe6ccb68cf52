import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import { HotelBookingViewSchema } from '@wayfare/contracts/hotel-booking';
import {
  SplitPaymentViewSchema,
  SplitShareResponseSchema,
  TripSplitPaymentResponseSchema,
  type SplitPaymentRequest,
} from '@wayfare/contracts/split-payment';
import { CancelConfirmResponseSchema, CancelQuoteSchema } from '@wayfare/contracts/trips';
import { allotShareRefunds } from '@wayfare/domain/split-payment';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { listRoomClaims } from '@wayfare/supply/ports/hotel-provider';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { remindSplitPayers } from '../services/split-payment-reminders';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';
import { quoteTestFare, TEST_ADULT, TEST_CONTACT } from '../testing/test-flights';
import { findTestHotelRate, quoteTestHotel, TEST_LEAD_GUEST } from '../testing/test-hotels';
import { vaultTestCard } from '../testing/vault-card';

const DAY_MS = 24 * 3_600_000;
const DECLINES = '4000000000000002';

describe.each(listTestDatabaseTargets())('split payment on $name', (target) => {
  const t = useTestApp(target);
  const vault = (number = '4242424242424242') => vaultTestCard(t.app, number);
  const codeOf = (res: LightMyRequestResponse) => ErrorResponseSchema.parse(res.json()).code;

  /** A quoted stay (a different hotel per test, so no two tests meet on one room). */
  async function quoteStay(browser: Browser, hotelIndex: number) {
    const { stay, rate } = await findTestHotelRate(browser, { hotelIndex });
    const quote = await quoteTestHotel(browser, rate.rateId, stay);
    return { quote, rate, total: quote.pricing.payNowTotal.amountMinor };
  }

  const bookStay = async (
    browser: Browser,
    quoteToken: string,
    cardToken: string,
    split: SplitPaymentRequest,
  ) =>
    browser.call(
      'POST',
      '/api/v0/hotels/book',
      {
        quoteToken,
        guests: { lead: TEST_LEAD_GUEST, others: [] },
        contact: TEST_CONTACT,
        payment: { cardToken, rewardsMinor: 0, applyWalletCredit: false, split },
      },
      { 'idempotency-key': randomUUID() },
    );

  async function settled(browser: Browser, res: LightMyRequestResponse) {
    expect(res.statusCode, res.body).toBe(202);
    const id = HotelBookingViewSchema.parse(res.json()).id;
    await t.ctx.jobs.idle();
    return readStay(browser, id);
  }
  const readStay = async (browser: Browser, id: string) =>
    HotelBookingViewSchema.parse(
      (await browser.call('GET', `/api/v0/hotels/bookings/${id}`)).json(),
    );
  const roomsSold = async (rateId: string) => {
    const claims = listRoomClaims(t.ctx.supply.getWorld().hotels, rateId, 1) ?? [];
    const sold = await t.ctx.repos.roomInventory.getSoldRooms(
      claims.map((c) => c.roomTypeId),
      claims.map((c) => c.date),
    );
    return claims.map((c) => sold.get(`${c.roomTypeId}@${c.date}`) ?? 0);
  };
  const authStatus = async (id: string) =>
    (await t.ctx.repos.payments.findAuthorization(id))?.status ?? null;

  /** The payer's link secret, read from the e-mail they were sent. */
  async function linkOf(shareId: string): Promise<string> {
    const mail = await t.ctx.repos.emailOutbox.find(`split-request:${shareId}`);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
    if (!token) throw new Error('no link in the e-mail');
    return token;
  }
  const anonymous = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { host: CONSUMER_HOST, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const pay = async (token: string, number: string) =>
    anonymous('POST', '/api/v0/splitPayments/share/pay', {
      token,
      cardToken: await vault(number),
    });

  const travellers = (total: number, payers: number): SplitPaymentRequest => {
    const each = Math.floor(total / (payers + 1));
    return {
      mode: 'travellers',
      shares: [
        {
          amountMinor: total - each * payers,
          payer: { name: 'Marcus', email: 'marcus@example.com' },
        },
        ...Array.from({ length: payers }, (_, i) => ({
          amountMinor: each,
          payer: { name: `Friend ${i + 1}`, email: `friend${i + 1}@example.com` },
        })),
      ],
    };
  };

  it('refuses shares that do not add up with 400 InvalidSplitShares, writing nothing', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { quote, total } = await quoteStay(browser, 0);
    const res = await bookStay(browser, quote.quoteToken, await vault(), {
      mode: 'travellers',
      shares: [
        { amountMinor: total - 1_000 },
        { amountMinor: 999, payer: { name: 'Friend', email: 'friend@example.com' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    const error = ErrorResponseSchema.parse(res.json());
    expect(error.code).toBe('InvalidSplitShares');
    expect(error.details).toMatchObject({ problem: 'SharesDoNotSum', differenceMinor: 1 });
    // No booking of this quote: booking it again without a split goes ahead.
    const again = await browser.call(
      'POST',
      '/api/v0/hotels/book',
      {
        quoteToken: quote.quoteToken,
        guests: { lead: TEST_LEAD_GUEST, others: [] },
        contact: TEST_CONTACT,
        payment: { cardToken: await vault(), rewardsMinor: 0, applyWalletCredit: false },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(again.statusCode, again.body).toBe(202);
    await t.ctx.jobs.idle();
  });

  it('across two own cards: both authorized and captured with the confirmation', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { quote, total } = await quoteStay(browser, 1);
    const second = await vault('5555555555554444');
    const half = Math.floor(total / 2);
    const booking = await settled(
      browser,
      await bookStay(browser, quote.quoteToken, await vault(), {
        mode: 'cards',
        shares: [{ amountMinor: total - half }, { amountMinor: half, cardToken: second }],
      }),
    );
    expect(booking.status).toBe('Confirmed');
    const split = SplitPaymentViewSchema.parse(
      (await browser.call('GET', `/api/v0/splitPayments/bookings/${booking.id}`)).json(),
    );
    expect(split.status).toBe('Captured');
    expect(split.shares.map((s) => [s.status, s.amount.amountMinor])).toEqual([
      ['Captured', total - half],
      ['Captured', half],
    ]);
    expect(split.shares[1]?.card).toEqual({ brand: 'master', lastFour: '4444' });
    expect(await authStatus(`auth_${booking.id}`)).toBe('Captured');
    // Nobody else sees the split.
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    expect(
      (await other.browser.call('GET', `/api/v0/splitPayments/bookings/${booking.id}`)).statusCode,
    ).toBe(404);
  });

  it('across own cards: a declined second card releases every authorization and books nothing', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { quote, rate, total } = await quoteStay(browser, 2);
    const half = Math.floor(total / 2);
    const booking = await settled(
      browser,
      await bookStay(browser, quote.quoteToken, await vault(), {
        mode: 'cards',
        shares: [
          { amountMinor: total - half },
          { amountMinor: half, cardToken: await vault(DECLINES) },
        ],
      }),
    );
    expect(booking.status).toBe('Failure');
    expect(booking.error?.code).toBe('CreditCardDeclined');
    expect(await authStatus(`auth_${booking.id}`)).toBe('Voided');
    expect(await roomsSold(rate.rateId)).toEqual([0, 0]);
    const split = await t.ctx.repos.splitPayments.findByBooking(booking.id);
    expect(split?.split.status).toBe('Released');
    expect(split?.shares.map((s) => s.status)).toEqual(['Released', 'Expired']);
  });

  it('across travellers: held until the friend pays; a declined card may retry; then confirmed', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { quote, rate, total } = await quoteStay(browser, 3);
    const held = await settled(
      browser,
      await bookStay(browser, quote.quoteToken, await vault(), travellers(total, 1)),
    );
    expect(held).toMatchObject({ status: 'PendingConfirm', awaitingSplitPayment: true });
    expect(await roomsSold(rate.rateId)).toEqual([1, 1]);
    expect(await authStatus(`auth_${held.id}`)).toBe('Authorized');
    // The sweep leaves a held booking alone.
    t.clock.advance(60_000);
    await t.ctx.jobRunner.runDue();
    await t.ctx.jobs.idle();
    expect((await readStay(browser, held.id)).awaitingSplitPayment).toBe(true);

    const split = await t.ctx.repos.splitPayments.findByBooking(held.id);
    const friend = split?.shares[1];
    if (!friend) throw new Error('no share');
    const token = await linkOf(friend.id);
    expect(friend.tokenHash).not.toContain(token);
    const page = SplitShareResponseSchema.parse(
      (await anonymous('GET', `/api/v0/splitPayments/share?token=${token}`)).json(),
    );
    expect(page).toMatchObject({
      bookerName: 'Marcus',
      payerName: 'Friend 1',
      status: 'Requested',
      splitStatus: 'Collecting',
      outstanding: 1,
      shareCount: 2,
      trip: { product: 'hotel', title: quote.hotel.name, startDate: '2026-12-14' },
    });
    expect(page.amount.amountMinor).toBe(friend.amountMinor);
    expect(
      (await anonymous('GET', '/api/v0/splitPayments/share?token=x'.padEnd(60, 'x'))).statusCode,
    ).toBe(404);

    const declined = await pay(token, DECLINES);
    expect(declined.statusCode).toBe(402);
    expect(codeOf(declined)).toBe('CardDeclined');
    const view = SplitPaymentViewSchema.parse(
      (await browser.call('GET', `/api/v0/splitPayments/bookings/${held.id}`)).json(),
    );
    expect(view.shares.map((s) => s.status)).toEqual(['Authorized', 'Declined']);
    expect(view.shares[1]?.declineCode).toBe('CardDeclined');

    const paid = await pay(token, '4242424242424242');
    expect(paid.statusCode, paid.body).toBe(200);
    await t.ctx.jobs.idle();
    const confirmed = await readStay(browser, held.id);
    expect(confirmed.status).toBe('Confirmed');
    expect(confirmed.awaitingSplitPayment).toBeUndefined();
    expect(await authStatus(`auth_${friend.id}`)).toBe('Captured');
    expect(await authStatus(`auth_${held.id}`)).toBe('Captured');
    // The link paid once: it pays no more.
    expect(codeOf(await pay(token, '4242424242424242'))).toBe('SplitShareClosed');
  });

  it('across travellers: the deadline on the travel clock releases every authorization and the rooms', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { quote, rate, total } = await quoteStay(browser, 4);
    const held = await settled(
      browser,
      await bookStay(browser, quote.quoteToken, await vault(), travellers(total, 2)),
    );
    const split = await t.ctx.repos.splitPayments.findByBooking(held.id);
    const [, first, second] = split?.shares ?? [];
    if (!first || !second) throw new Error('no shares');
    expect((await pay(await linkOf(first.id), '4242424242424242')).statusCode).toBe(200);
    expect(split?.split.deadlineAt?.getTime()).toBe(t.clock.now().getTime() + DAY_MS);
    const start = t.clock.now();
    try {
      t.clock.advance(DAY_MS - 1_000);
      await t.ctx.jobRunner.runDue();
      // (The session has ended by now: the rows tell.)
      expect((await t.ctx.repos.splitPayments.findByBooking(held.id))?.split.status).toBe(
        'Collecting',
      );
      t.clock.advance(2_000);
      expect(codeOf(await pay(await linkOf(second.id), '4242424242424242'))).toBe(
        'SplitShareClosed',
      );
      await t.ctx.jobRunner.runDue();
      await t.ctx.jobs.idle();
    } finally {
      t.clock.set(start);
    }
    const failed = await readStay(browser, held.id);
    expect(failed.status).toBe('Failure');
    expect(failed.error?.code).toBe('SplitPaymentExpired');
    expect(await roomsSold(rate.rateId)).toEqual([0, 0]);
    expect(await authStatus(`auth_${held.id}`)).toBe('Voided');
    expect(await authStatus(`auth_${first.id}`)).toBe('Voided');
    const ended = await t.ctx.repos.splitPayments.findByBooking(held.id);
    expect(ended?.split.status).toBe('Released');
    expect(ended?.shares.map((s) => s.status)).toEqual(['Released', 'Released', 'Expired']);
    const told = await t.ctx.repos.emailOutbox.find(`split-released:${second.id}`);
    expect(told?.toAddress).toBe('friend2@example.com');
  });

  it('pays one share once, and confirms once when the last two shares pay at the same moment', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { quote, total } = await quoteStay(browser, 5);
    const held = await settled(
      browser,
      await bookStay(browser, quote.quoteToken, await vault(), travellers(total, 3)),
    );
    const shares = (await t.ctx.repos.splitPayments.findByBooking(held.id))?.shares ?? [];
    const [a, b, c] = await Promise.all(shares.slice(1).map((s) => linkOf(s.id)));
    if (!a || !b || !c) throw new Error('no links');
    // Two payers on one link at once: one authorization.
    const same = await Promise.all([pay(a, '4242424242424242'), pay(a, '5555555555554444')]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const authorizations = await t.ctx.repos.payments.findAuthorization(`auth_${shares[1]?.id}`);
    expect(authorizations?.status).toBe('Authorized');
    // The last two shares at once: the split moves once and the booking confirms once.
    const last = await Promise.all([pay(b, '4242424242424242'), pay(c, '4242424242424242')]);
    expect(last.map((r) => r.statusCode)).toEqual([200, 200]);
    await t.ctx.jobs.idle();
    const confirmed = await readStay(browser, held.id);
    expect(confirmed.status).toBe('Confirmed');
    const row = await t.ctx.repos.hotelBookings.findById(held.id);
    // The first run, then one resume: a second resume would have counted a third.
    expect(row?.sagaRuns).toBe(2);
    expect((await t.ctx.repos.splitPayments.findByBooking(held.id))?.split.status).toBe('Captured');
  });

  it('a cancelled split stay refunds each share to its own card, in proportion, recorded per share', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { stay, rate } = await findTestHotelRate(browser, {
      hotelIndex: 6,
      pick: (rates) => rates.find((r) => r.cancellationPolicy.terms === 'FreeCancellation'),
    });
    const quote = await quoteTestHotel(browser, rate.rateId, stay);
    const total = quote.pricing.payNowTotal.amountMinor;
    const split = travellers(total, 2);
    const held = await settled(
      browser,
      await bookStay(browser, quote.quoteToken, await vault(), split),
    );
    const shares = (await t.ctx.repos.splitPayments.findByBooking(held.id))?.shares ?? [];
    for (const share of shares.slice(1))
      expect((await pay(await linkOf(share.id), '5555555555554444')).statusCode).toBe(200);
    await t.ctx.jobs.idle();
    expect((await readStay(browser, held.id)).status).toBe('Confirmed');

    const quoted = await browser.call('POST', `/api/v0/trips/${held.id}/cancel/quote`, {});
    expect(quoted.statusCode, quoted.body).toBe(200);
    const cancelQuote = CancelQuoteSchema.parse(quoted.json());
    // Every card's share is refunded, not only the booker's: one line per share's card.
    expect(cancelQuote.refundTotal.amountMinor).toBe(total);
    expect(cancelQuote.refunds.map((r) => [r.amount.amountMinor, r.name])).toEqual(
      split.shares.map((s, i) => [s.amountMinor, i === 0 ? null : (s.payer?.name ?? null)]),
    );
    expect(cancelQuote.refunds[1]?.card).toEqual({ brand: 'master', lastFour: '4444' });
    const done = await browser.call('POST', `/api/v0/trips/${held.id}/cancel`, {
      cancelQuoteId: cancelQuote.cancelQuoteId,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(CancelConfirmResponseSchema.parse(done.json()).cancellation.status).toBe('Cancelled');

    const after = await t.ctx.repos.splitPayments.findByBooking(held.id);
    const refunded = after?.shares.map((s) => s.refundedMinor) ?? [];
    expect(refunded).toEqual(
      allotShareRefunds(
        total,
        split.shares.map((s) => s.amountMinor),
      ),
    );
    expect(refunded.reduce((a, b) => a + b, 0)).toBe(total);
    for (const share of after?.shares ?? []) {
      const auth = await t.ctx.repos.payments.findAuthorization(
        share.position === 0 ? `auth_${held.id}` : `auth_${share.id}`,
      );
      expect(auth).toMatchObject({ status: 'Refunded', refundedMinor: share.refundedMinor });
    }
    // The trip page's shares say it, and the e-mail names each card.
    const tripSplit = TripSplitPaymentResponseSchema.parse(
      (await browser.call('GET', `/api/v0/splitPayments/trips/${held.id}`)).json(),
    ).split;
    expect(tripSplit?.shares.map((s) => s.refunded?.amountMinor)).toEqual(refunded);
    expect(tripSplit?.shares.map((s) => s.payerName)).toEqual([null, 'Friend 1', 'Friend 2']);
    expect(tripSplit?.shares[2]?.card).toEqual({ brand: 'master', lastFour: '4444' });
    const mail = await t.ctx.repos.emailOutbox.find(`trip-cancellation:${held.id}`);
    expect(mail?.textBody).toContain('4444');
    // A second confirm gives nothing twice.
    await browser.call('POST', `/api/v0/trips/${held.id}/cancel`, {
      cancelQuoteId: cancelQuote.cancelQuoteId,
    });
    expect(
      (await t.ctx.repos.splitPayments.findByBooking(held.id))?.shares.map((s) => s.refundedMinor),
    ).toEqual(refunded);
    // Another person's trip is NotFound, as its trip page is.
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const theirs = await other.browser.call('GET', `/api/v0/splitPayments/trips/${held.id}`);
    expect(theirs.statusCode).toBe(404);
  });

  it('reminds each unpaid traveller once, halfway to the deadline, under concurrent sweeps', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { quote, total } = await quoteStay(browser, 7);
    const held = await settled(
      browser,
      await bookStay(browser, quote.quoteToken, await vault(), travellers(total, 2)),
    );
    const found = await t.ctx.repos.splitPayments.findByBooking(held.id);
    const [, paid, unpaid] = found?.shares ?? [];
    if (!found || !paid || !unpaid) throw new Error('no shares');
    expect((await pay(await linkOf(paid.id), '4242424242424242')).statusCode).toBe(200);
    const start = t.clock.now();
    try {
      // Not before half the time is gone.
      t.clock.advance(DAY_MS / 2 - 60_000);
      await t.ctx.jobRunner.runDue();
      expect(await t.ctx.repos.emailOutbox.find(`split-reminder:${unpaid.id}`)).toBeNull();
      t.clock.advance(120_000);
      // Two sweeps and the reminder itself, all at once (several connections on PostgreSQL).
      const sent = await Promise.all([
        t.ctx.jobRunner.runDue(),
        t.ctx.jobRunner.runDue(),
        remindSplitPayers(t.ctx, found.split.id),
        remindSplitPayers(t.ctx, found.split.id),
        remindSplitPayers(t.ctx, found.split.id),
      ]);
      expect(sent.slice(2).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
      await t.ctx.jobs.idle();
    } finally {
      t.clock.set(start);
    }
    const reminder = await t.ctx.repos.emailOutbox.find(`split-reminder:${unpaid.id}`);
    expect(reminder?.toAddress).toBe('friend2@example.com');
    expect(reminder?.textBody).toContain('/split-payment/pay?token=');
    // The payer who paid is not reminded; the unpaid one once, by the row's compare-and-set.
    expect(await t.ctx.repos.emailOutbox.find(`split-reminder:${paid.id}`)).toBeNull();
    const after = await t.ctx.repos.splitPayments.findByBooking(held.id);
    expect(after?.shares.map((s) => s.remindedAt !== null)).toEqual([false, false, true]);
    expect(await remindSplitPayers(t.ctx, found.split.id)).toBe(0);
  });

  it('a share link under another tenant, or a wrong token, is 404 NotFound and shows nothing', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { quote, total } = await quoteStay(browser, 8);
    const held = await settled(
      browser,
      await bookStay(browser, quote.quoteToken, await vault(), travellers(total, 1)),
    );
    const share = (await t.ctx.repos.splitPayments.findByBooking(held.id))?.shares[1];
    if (!share) throw new Error('no share');
    const token = await linkOf(share.id);
    const under = (host: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: { host, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
    const read = await under(CORPORATE_HOST, 'GET', `/api/v0/splitPayments/share?token=${token}`);
    expect(read.statusCode).toBe(404);
    const error = ErrorResponseSchema.parse(read.json());
    expect(error).toMatchObject({ code: 'NotFound', field: 'token' });
    expect(read.body).not.toContain(quote.hotel.name);
    const paying = await under(CORPORATE_HOST, 'POST', '/api/v0/splitPayments/share/pay', {
      token,
      cardToken: await vault(),
    });
    expect(paying.statusCode).toBe(404);
    expect(codeOf(paying)).toBe('NotFound');
    // Nothing was taken: the share still waits, and its own tenant's link still opens it.
    expect((await t.ctx.repos.splitPayments.findByBooking(held.id))?.shares[1]?.status).toBe(
      'Requested',
    );
    expect((await anonymous('GET', `/api/v0/splitPayments/share?token=${token}`)).statusCode).toBe(
      200,
    );
    const wrong = await anonymous('GET', `/api/v0/splitPayments/share?token=${token}x`);
    expect(wrong.statusCode).toBe(404);
    expect(codeOf(wrong)).toBe('NotFound');
  });

  it('splits a flight across travellers through the same path', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const quote = await quoteTestFare(browser, ['ATL', 'DFW', '2026-12-10']);
    const total = quote.offer.pricing.grandTotal.amountMinor;
    const res = await browser.call(
      'POST',
      '/api/v0/flights/book',
      {
        quoteToken: quote.quoteToken,
        travelers: [TEST_ADULT],
        contact: TEST_CONTACT,
        payment: {
          cardToken: await vault(),
          rewardsMinor: 0,
          applyWalletCredit: false,
          split: travellers(total, 1),
        },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(202);
    await t.ctx.jobs.idle();
    const id = FlightBookingSchema.parse(res.json()).id;
    const read = async () =>
      FlightBookingSchema.parse(
        (await browser.call('GET', `/api/v0/flights/bookings/${id}`)).json(),
      );
    expect(await read()).toMatchObject({ status: 'Pending', awaitingSplitPayment: true });
    const share = (await t.ctx.repos.splitPayments.findByBooking(id))?.shares[1];
    if (!share) throw new Error('no share');
    const page = SplitShareResponseSchema.parse(
      (
        await anonymous('GET', `/api/v0/splitPayments/share?token=${await linkOf(share.id)}`)
      ).json(),
    );
    expect(page.trip).toMatchObject({
      product: 'flight',
      title: 'ATL → DFW',
      startDate: '2026-12-10',
    });
    expect((await pay(await linkOf(share.id), '4242424242424242')).statusCode).toBe(200);
    await t.ctx.jobs.idle();
    expect((await read()).status).toBe('Confirmed');
  });
});
