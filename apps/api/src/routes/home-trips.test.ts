import type { HomeCancellationKind } from '@wayfare/contracts/homes';
import {
  CancelConfirmResponseSchema,
  CancelQuoteSchema,
  TripDetailSchema,
  TripsResponseSchema,
} from '@wayfare/contracts/trips';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, useTestApp, type Browser } from '../testing/test-app';
import {
  findTestHome,
  quoteTestHome,
  requestTestHomeBooking,
  settleTestHomeBooking,
  testHomeStay,
} from '../testing/test-homes';

const HOUR = 3_600_000;

describe.each(listTestDatabaseTargets())('home trips on $name', (target) => {
  const t = useTestApp(target);

  const tripOf = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = TripDetailSchema.parse(res.json());
    if (detail.type !== 'Home') throw new Error('not a home trip');
    return detail;
  };

  async function bookHome(browser: Browser, kind: HomeCancellationKind) {
    const home = await findTestHome(browser, (h) => h.cancellationKind === kind);
    const quote = await quoteTestHome(browser, testHomeStay(home.listingId));
    return settleTestHomeBooking(
      t,
      browser,
      await requestTestHomeBooking(t, browser, quote.quoteToken),
    );
  }

  /** Quotes and confirms the cancellation at `at` (travel clock), then puts the clock back. */
  async function cancelAt(bookingId: string, at: Date | null) {
    const start = t.clock.now();
    if (at) t.clock.set(at);
    try {
      const browser = (await signIn(t.app, CONSUMER_HOST, 'usr_ada')).browser;
      const quoted = await browser.call('POST', `/api/v0/trips/${bookingId}/cancel/quote`, {});
      expect(quoted.statusCode, quoted.body).toBe(200);
      const quote = CancelQuoteSchema.parse(quoted.json());
      const done = await browser.call('POST', `/api/v0/trips/${bookingId}/cancel`, {
        cancelQuoteId: quote.cancelQuoteId,
      });
      expect(done.statusCode, done.body).toBe(200);
      return { quote, done: CancelConfirmResponseSchema.parse(done.json()) };
    } finally {
      t.clock.set(start);
    }
  }

  it('lists a home trip and shows it: host, rules, receipt, terms; resends; looks up', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const booking = await bookHome(browser, 'Flexible');
    const list = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    const card = list.upcoming.find((c) => c.bookingId === booking.id);
    expect(card).toMatchObject({
      type: 'Home',
      title: booking.home.title,
      subtitle: 'Lisbon',
      confirmationCode: booking.confirmationCode,
      startDate: '2026-12-14',
      endDate: '2026-12-18',
      total: booking.totals.total,
      travelerNames: ['Ada Lovelace'],
    });
    const trip = await tripOf(browser, booking.id);
    expect(trip.booking.hostContact?.name).toBe(booking.home.host.name);
    expect(trip.booking.home.houseRules.checkInFrom).toBe('16:00');
    expect(trip.receipt.lines.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['base', 'fees', 'taxes']),
    );
    const sum = trip.receipt.lines.reduce(
      (a, l) => a + (l.kind === 'discount' ? -1 : 1) * l.amount.amountMinor,
      0,
    );
    expect(sum).toBe(trip.receipt.total.amountMinor);
    expect(trip.canCancel).toBe(true);
    expect(trip.cancelTerms).toEqual({ outcome: 'home_full_refund', cancellableOnline: true });
    const resend = await browser.call('POST', `/api/v0/trips/${booking.id}/resend`, {});
    expect(resend.statusCode, resend.body).toBe(200);
    const found = await browser.call('POST', '/api/v0/trips/lookup', {
      confirmationCode: booking.confirmationCode,
      email: booking.contactEmail,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(TripDetailSchema.parse(found.json())).toMatchObject({ type: 'Home', access: 'lookup' });
  });

  it('Flexible: everything back a minute before the deadline, all but a night a minute after', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const early = await bookHome(browser, 'Flexible');
    const deadline = Date.parse(early.cancellation.windows[0]?.until ?? '');
    const { quote, done } = await cancelAt(early.id, new Date(deadline - 60_000));
    expect(quote).toMatchObject({ outcome: 'home_full_refund', cancellable: true, penalty: null });
    expect(quote.refundTotal).toEqual(early.totals.total);
    expect(quote.homePolicy?.kind).toBe('Flexible');
    expect(done.cancellation.status).toBe('Cancelled');
    expect(done.trip.tripStatus).toBe('Cancelled');
    expect(await t.ctx.repos.homeNights.listHeld(early.id)).toEqual([]);
    expect(await t.ctx.repos.emailOutbox.find(`trip-cancellation:${early.id}`)).not.toBeNull();

    const late = await bookHome(browser, 'Flexible');
    const after = await cancelAt(late.id, new Date(deadline + 60_000));
    const penalty = late.cancellation.windows[1]?.penalty.amountMinor ?? 0;
    expect(after.quote).toMatchObject({ outcome: 'home_partial_refund', cancellable: true });
    expect(after.quote.penalty?.amountMinor).toBe(penalty);
    expect(after.done.cancellation.refunds).toEqual([
      expect.objectContaining({
        source: 'UserCard',
        amount: { amountMinor: late.totals.total.amountMinor - penalty, currency: 'USD' },
      }),
    ]);
  });

  it('Strict gives half back before 7 days; NonRefundable nothing; after check-in, support', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const strict = await bookHome(browser, 'Strict');
    expect(strict.cancellation.refundKind).toBe('PartiallyRefundable');
    const half = await cancelAt(strict.id, null);
    expect(half.quote.outcome).toBe('home_partial_refund');
    expect(half.quote.refundTotal.amountMinor).toBe(
      strict.cancellation.windows[0]?.refund.amountMinor,
    );

    const none = await bookHome(browser, 'NonRefundable');
    const nothing = await cancelAt(none.id, null);
    expect(nothing.quote).toMatchObject({ outcome: 'home_non_refundable', cancellable: true });
    expect(nothing.quote.refundTotal.amountMinor).toBe(0);
    expect(nothing.done.cancellation.status).toBe('Cancelled');

    const moderate = await bookHome(browser, 'Moderate');
    const start = t.clock.now();
    t.clock.set(new Date(Date.parse(moderate.cancellation.checkInAt) + HOUR));
    try {
      const later = (await signIn(t.app, CONSUMER_HOST, 'usr_ada')).browser;
      const trip = await tripOf(later, moderate.id);
      expect(trip.canCancel).toBe(false);
    } finally {
      t.clock.set(start);
    }
  });
});
