import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { HotelQuoteResponseSchema } from '@wayfare/contracts/hotel-booking';
import {
  CancelConfirmResponseSchema,
  CancelQuoteSchema,
  CfarQuoteSchema,
  HotelTripDetailSchema,
} from '@wayfare/contracts/trips';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { callAsSandboxAdmin, SANDBOX_CONSOLE_API } from '../testing/sandbox-admin';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import {
  findTestHotelRate,
  PARIS,
  requestTestHotelBooking,
  settleTestHotelBooking,
} from '../testing/test-hotels';

/*
 * Cancel for any reason for stays (issue 18; spec §3 refundable-room variant, §4 hotel life
 * cycle): bought with the reservation, it refunds the stay's coverage until check-in time, cancels
 * the whole booking once, and ends unused on an authority's alert or the hotel's cancellation, when
 * the non-refundable rate's own terms apply again.
 */
describe.each(listTestDatabaseTargets())('cancel for any reason for stays on $name', (target) => {
  const t = useTestApp(target);

  const bookVariant = async (browser: Browser, checkInDate: string, checkOutDate: string) => {
    const { stay, rate } = await findTestHotelRate(browser, {
      cityCode: PARIS,
      checkInDate,
      checkOutDate,
      pick: (rates) => rates.find((r) => r.refundableVariant !== null),
    });
    const variant = rate.refundableVariant;
    if (!variant) throw new Error('no variant');
    const res = await browser.call('POST', '/api/v0/hotels/quote', {
      rateId: rate.rateId,
      stay,
      refundableVariant: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = HotelQuoteResponseSchema.parse(res.json());
    const booking = await settleTestHotelBooking(
      t,
      browser,
      await requestTestHotelBooking(t, browser, quote.quoteToken),
    );
    expect(booking.status).toBe('Confirmed');
    return { booking, variant, quote };
  };
  const tripOf = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return HotelTripDetailSchema.parse(res.json());
  };
  const cfarQuote = async (browser: Browser, id: string) => {
    const res = await browser.call('POST', `/api/v0/trips/${id}/cfar/quote`, {});
    expect(res.statusCode, res.body).toBe(200);
    return CfarQuoteSchema.parse(res.json());
  };

  it('refunds the coverage once, before check-in, cancelling the whole stay', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, variant } = await bookVariant(browser, '2026-12-20', '2026-12-23');
    const trip = await tripOf(browser, booking.id);
    expect(trip.cancelForAnyReason).toMatchObject({
      state: 'CfarRefundable',
      premium: variant.premiumPrices.total,
      refundPercent: variant.coveragePercentage,
      refundAmount: variant.coverageAmount,
    });
    // Usable until check-in time at the hotel, the deadline the variant's policy states.
    const until = variant.cancellationPolicy.freeCancellationUntil ?? '';
    expect(until.endsWith(booking.cancellationPolicy.freeCancellationUntil?.slice(-5) ?? '')).toBe(
      true,
    );
    expect(trip.cancelTerms?.outcome).toBe('hotel_full_refund');

    const quoted = await cfarQuote(browser, booking.id);
    expect(quoted.options).toHaveLength(1);
    const [cash] = quoted.options;
    expect(cash?.outcome).toBe('cfar_cash');
    expect(cash?.refundTotal.amountMinor).toBe(variant.coverageAmount.amountMinor);

    const answers = await Promise.all(
      [0, 1].map(() =>
        browser.call('POST', `/api/v0/trips/${booking.id}/cfar/exercise`, {
          cancelQuoteId: cash?.cancelQuoteId,
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const done = CancelConfirmResponseSchema.parse(answers[0]?.json());
    expect(done.cancellation).toMatchObject({ status: 'Cancelled', outcome: 'cfar_cash' });
    expect(await t.ctx.repos.payments.findAuthorization(`auth_${booking.id}`)).toMatchObject({
      status: 'Refunded',
      refundedMinor: variant.coverageAmount.amountMinor,
    });
    const after = await tripOf(browser, booking.id);
    expect(after.tripStatus).toBe('Cancelled');
    expect(after.cancelForAnyReason).toMatchObject({ state: 'Canceled', choice: 'cfar_cash' });
  });

  it('ends unused on the hotel’s cancellation from the console; the rate’s own terms apply then', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const { booking } = await bookVariant(browser, '2026-12-21', '2026-12-23');
    const wrong = await callAsSandboxAdmin(t, 'POST', `${SANDBOX_CONSOLE_API}/protection-events`, {
      bookingId: booking.id,
      kind: 'AirlineCancellation',
    });
    expect(wrong.statusCode).toBe(400);
    const raised = await callAsSandboxAdmin(t, 'POST', `${SANDBOX_CONSOLE_API}/protection-events`, {
      bookingId: booking.id,
      kind: 'HotelCancellation',
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const trip = await tripOf(browser, booking.id);
    expect(trip.cancelForAnyReason).toMatchObject({
      state: 'Expired',
      expiredReason: 'HotelCancellation',
    });
    expect(trip.cancelTerms?.outcome).toBe('hotel_non_refundable');
    const quoted = await cfarQuote(browser, booking.id);
    expect(quoted.options).toEqual([]);
    const cancel = CancelQuoteSchema.parse(
      (await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {})).json(),
    );
    expect(cancel.refundTotal.amountMinor).toBe(0);
    const mail = await t.ctx.repos.emailOutbox.find(`cfar-expired:${booking.id}`);
    expect(mail?.textBody).toContain('hotel cancelled your reservation');
  });

  it('ends at check-in time on the travel clock', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking } = await bookVariant(browser, '2026-12-22', '2026-12-24');
    const deadline = new Date(
      (await tripOf(browser, booking.id)).cancelForAnyReason?.deadline ?? '',
    );
    const minutes = Math.floor((deadline.getTime() - t.ctx.clock.now().getTime()) / 60_000);
    t.ctx.travelClock.setOffsetMinutes(minutes);
    expect((await tripOf(browser, booking.id)).cancelForAnyReason?.state).toBe('CfarRefundable');
    t.ctx.travelClock.setOffsetMinutes(minutes + 1);
    expect((await tripOf(browser, booking.id)).cancelForAnyReason).toMatchObject({
      state: 'Expired',
      expiredReason: 'Deadline',
    });
    const late = await browser.call('POST', `/api/v0/trips/${booking.id}/cfar/exercise`, {
      cancelQuoteId: 'cq_none',
    });
    expect(ErrorResponseSchema.parse(late.json()).code).toBe('NotFound');
    await t.ctx.jobRunner.runDue();
    expect((await t.ctx.repos.cfarProtections.findByBooking(booking.id))?.state).toBe('Expired');
    t.ctx.travelClock.setOffsetMinutes(0);
  });
});
