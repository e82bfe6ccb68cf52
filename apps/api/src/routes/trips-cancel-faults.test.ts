import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import type { FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import {
  CancelConfirmResponseSchema,
  CancelQuoteSchema,
  FlightTripDetailSchema,
} from '@wayfare/contracts/trips';
import { computeSandboxCancelFeeMinor } from '@wayfare/domain/trip-cancellation';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { ADMIN_HOST, CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';

/*
 * Cancellation failures armed from the sandbox console (spec §8 cancellation codes;
 * docs/decisions/006-trips-cancellation.md): each answers its code and changes nothing, a supplier
 * fee voids older quotes, a timeout is finished by the supplier later.
 */
describe.each(listTestDatabaseTargets())('trip cancellation faults on $name', (target) => {
  const t = useTestApp(target);

  const quoteFare = (browser: Browser, route: [string, string, string]) =>
    quoteTestFare(browser, route);
  const bookFlight = (browser: Browser, q: FlightQuoteResponse) => bookTestFlight(t, browser, q);
  const quoteCancel = async (browser: Browser, bookingId: string) => {
    const res = await browser.call('POST', `/api/v0/trips/${bookingId}/cancel/quote`, {});
    expect(res.statusCode, res.body).toBe(200);
    return CancelQuoteSchema.parse(res.json());
  };
  const confirmCancel = (browser: Browser, bookingId: string, cancelQuoteId: string) =>
    browser.call('POST', `/api/v0/trips/${bookingId}/cancel`, { cancelQuoteId });

  it('each sandbox cancel fault answers its own code and changes nothing; a timeout is finished by the supplier later', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    // Long enough that the quote below is asked while the supplier still has not answered, on a
    // loaded machine too (jobs.idle() waits for it either way).
    t.ctx.sandbox.pendingCancelRetryMs = 1_000;
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const booking = await bookFlight(
      browser,
      await quoteFare(browser, ['JFK', 'MIA', '2026-12-17']),
    );
    const quote = await quoteCancel(browser, booking.id);
    for (const [kind, status, code] of [
      ['fail', 502, 'CancellationFailed'],
      ['providerUnavailable', 503, 'BookingProviderUnavailable'],
      ['partnerUnavailable', 503, 'ExternalBookingServiceUnavailable'],
    ] as const) {
      await t.ctx.sandbox.armFault({ product: 'flight', operation: 'cancel', kind });
      const failed = await confirmCancel(browser, booking.id, quote.cancelQuoteId);
      expect(failed.statusCode, kind).toBe(status);
      expect(ErrorResponseSchema.parse(failed.json()).code).toBe(code);
      const trip = FlightTripDetailSchema.parse(
        (await browser.call('GET', `/api/v0/trips/${booking.id}`)).json(),
      );
      expect(trip).toMatchObject({ tripStatus: 'Confirmed', canCancel: true, cancellation: null });
    }

    await t.ctx.sandbox.armFault({ product: 'flight', operation: 'cancel', kind: 'timeout' });
    const pending = CancelConfirmResponseSchema.parse(
      (await confirmCancel(browser, booking.id, quote.cancelQuoteId)).json(),
    );
    expect(pending.cancellation).toMatchObject({
      status: 'Pending',
      outcome: 'cancellation_pending',
    });
    expect(pending.trip.canCancel).toBe(false);
    expect((await quoteCancel(browser, booking.id)).outcome).toBe('cancellation_pending');
    // Nobody confirms again: the supplier answers after its wait and the cancellation finishes.
    await t.ctx.jobs.idle();
    const trip = FlightTripDetailSchema.parse(
      (await browser.call('GET', `/api/v0/trips/${booking.id}`)).json(),
    );
    expect(trip.cancellation).toMatchObject({ status: 'Cancelled', outcome: 'ticketed_void' });
    expect(trip.tripStatus).toBe('Cancelled');
    const mail = await t.ctx.repos.flightBookings.findEmail(`trip-cancellation:${booking.id}`);
    expect(mail?.subject).toContain(booking.confirmationCode ?? 'missing');
    const again = CancelConfirmResponseSchema.parse(
      (await confirmCancel(browser, booking.id, quote.cancelQuoteId)).json(),
    );
    expect(again.cancellation).toEqual(trip.cancellation);
  });

  it('a cancellation fee the supplier starts charging voids the quote; the new quote keeps it', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quoteFare(browser, ['JFK', 'ATL', '2026-12-18']);
    const booking = await bookFlight(browser, q);
    const total = q.offer.pricing.grandTotal.amountMinor;
    const first = await quoteCancel(browser, booking.id);
    expect(first).toMatchObject({ outcome: 'ticketed_void', refundTotal: { amountMinor: total } });

    await t.ctx.sandbox.armFault({
      product: 'flight',
      operation: 'cancel',
      kind: 'feesApplicable',
    });
    const refused = await confirmCancel(browser, booking.id, first.cancelQuoteId);
    expect(refused.statusCode).toBe(409);
    expect(ErrorResponseSchema.parse(refused.json()).code).toBe('CancellationFeesApplicable');
    // The old terms no longer hold, even without another fault.
    const stale = await confirmCancel(browser, booking.id, first.cancelQuoteId);
    expect(ErrorResponseSchema.parse(stale.json()).code).toBe('CancellationFeesApplicable');

    const fee = computeSandboxCancelFeeMinor(total);
    const second = await quoteCancel(browser, booking.id);
    expect(second).toMatchObject({
      outcome: 'ticketed_void',
      penalty: { amountMinor: fee },
      refundTotal: { amountMinor: total - fee },
    });
    expect(second.supplierFee).toEqual({ amountMinor: fee, currency: 'USD' });
    const done = CancelConfirmResponseSchema.parse(
      (await confirmCancel(browser, booking.id, second.cancelQuoteId)).json(),
    );
    expect(done.cancellation.status).toBe('Cancelled');
    const auth = await t.ctx.repos.payments.findAuthorization(`auth_${booking.id}`);
    expect(auth).toMatchObject({ status: 'Refunded', refundedMinor: total - fee });
  });

  it('refuses a cancellation-only fault on a quote or a booking', async () => {
    const { browser: admin } = await signIn(t.app, ADMIN_HOST, 'usr_grace');
    const res = await admin.call('POST', '/admin/api/v0/sandbox/faults', {
      product: 'flight',
      operation: 'book',
      kind: 'feesApplicable',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BadRequest', field: 'kind' });
  });
});
