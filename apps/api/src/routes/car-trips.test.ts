import {
  CancelConfirmResponseSchema,
  CancelQuoteSchema,
  TripDetailSchema,
  TripsResponseSchema,
} from '@wayfare/contracts/trips';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { createSandboxCarProvider } from '@wayfare/supply/ports/car-provider';
import { asCarSupplierLedger } from '../context';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, useTestApp, type Browser } from '../testing/test-app';
import {
  findTestCar,
  quoteTestCar,
  requestTestCarBooking,
  settleTestCarBooking,
} from '../testing/test-cars';

describe.each(listTestDatabaseTargets())('car trips on $name', (target) => {
  const t = useTestApp(target);

  const tripOf = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = TripDetailSchema.parse(res.json());
    if (detail.type !== 'Car') throw new Error('not a car trip');
    return detail;
  };

  async function bookCar(browser: Browser, supplier: string, payTiming: 'PayNow' | 'PayLater') {
    const offer = await findTestCar(browser, { supplier });
    const quote = await quoteTestCar(browser, offer.offerId, {
      payTiming,
      extras: [{ type: 'Gps', quantity: 1 }],
    });
    return settleTestCarBooking(
      t,
      browser,
      await requestTestCarBooking(t, browser, quote.quoteToken),
    );
  }

  it('lists a car trip and shows it: counters, driver, extras, receipt, cancel terms', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const booking = await bookCar(browser, 'ZE', 'PayNow');
    const list = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    const card = list.upcoming.find((c) => c.bookingId === booking.id);
    expect(card).toMatchObject({
      type: 'Car',
      confirmationCode: booking.confirmationCode,
      status: 'Confirmed',
      startDate: '2026-12-14',
      endDate: '2026-12-18',
      travelerNames: ['Ada Lovelace'],
    });
    const trip = await tripOf(browser, booking.id);
    expect(trip.booking.pickUp.hours.date).toBe('2026-12-14');
    expect(trip.booking.extras.map((e) => e.type)).toEqual(['Gps']);
    expect(trip.receipt.lines.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['base', 'taxes', 'carExtras']),
    );
    expect(trip.canCancel).toBe(true);
    expect(trip.cancelTerms).toEqual({ outcome: 'car_free_cancellation', cancellableOnline: true });

    const resend = await browser.call('POST', `/api/v0/trips/${booking.id}/resend`, {});
    expect(resend.statusCode, resend.body).toBe(200);
  });

  it('cancels free before the deadline, refunding everything paid, and e-mails', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const booking = await bookCar(browser, 'ZE', 'PayNow');
    // The rental company's record lives on the portal's row: a restarted supplier finds it.
    const restarted = createSandboxCarProvider(
      t.ctx.supply.getWorld().cars,
      asCarSupplierLedger(t.ctx.repos),
    );
    const found = await restarted.retrieve(booking.id);
    expect(found.ok && found.value.confirmationCode).toBe(booking.supplierConfirmation);
    const quoted = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {});
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = CancelQuoteSchema.parse(quoted.json());
    expect(quote).toMatchObject({
      outcome: 'car_free_cancellation',
      cancellable: true,
      penalty: null,
    });
    expect(quote.refundTotal).toEqual(booking.totals.total);
    expect(quote.carPolicy?.terms).toBe('FreeUntilPickUp');
    const done = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel`, {
      cancelQuoteId: quote.cancelQuoteId,
    });
    expect(done.statusCode, done.body).toBe(200);
    const confirmed = CancelConfirmResponseSchema.parse(done.json());
    expect(confirmed.cancellation.status).toBe('Cancelled');
    expect(confirmed.trip.tripStatus).toBe('Cancelled');
    const supplier = await t.ctx.suppliers.cars.retrieve(booking.id);
    expect(supplier.ok && supplier.value.status).toBe('Cancelled');
    expect(await t.ctx.repos.emailOutbox.find(`trip-cancellation:${booking.id}`)).not.toBeNull();
  });

  it('cancels a pay-at-counter rental free: nothing was paid, nothing to refund', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const booking = await bookCar(browser, 'ZE', 'PayLater');
    const quote = CancelQuoteSchema.parse(
      (await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {})).json(),
    );
    expect(quote).toMatchObject({ outcome: 'car_free_cancellation', cancellable: true });
    expect(quote.refundTotal.amountMinor).toBe(0);
  });

  it('keeps the late fee after the free deadline of a prepaid deal', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const supplier = await findTestCar(browser, { supplier: 'ZD' })
      .then(() => 'ZD')
      .catch(() => 'AL');
    const booking = await bookCar(browser, supplier, 'PayNow');
    expect(booking.cancellationPolicy.terms).toBe('FreeUntilDeadline');
    const start = t.clock.now();
    // 24 hours before pick-up: past the 48-hour deadline.
    const pickUp = Date.parse(booking.cancellationPolicy.freeUntil ?? '') + 48 * 3_600_000;
    t.clock.set(new Date(pickUp - 24 * 3_600_000));
    try {
      const late = (await signIn(t.app, CONSUMER_HOST, 'usr_ada')).browser;
      const trip = await tripOf(late, booking.id);
      expect(trip.cancelTerms?.outcome).toBe('car_late_cancellation');
      const quote = CancelQuoteSchema.parse(
        (await late.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {})).json(),
      );
      const fee = booking.cancellationPolicy.lateCancellationFee?.amountMinor ?? 0;
      expect(fee).toBeGreaterThan(0);
      expect(quote).toMatchObject({ outcome: 'car_late_cancellation', cancellable: true });
      expect(quote.penalty?.amountMinor).toBe(fee);
      expect(quote.refundTotal.amountMinor).toBe(booking.totals.total.amountMinor - fee);
      const done = await late.call('POST', `/api/v0/trips/${booking.id}/cancel`, {
        cancelQuoteId: quote.cancelQuoteId,
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(CancelConfirmResponseSchema.parse(done.json()).cancellation.refunds).toEqual([
        expect.objectContaining({
          source: 'UserCard',
          amount: { amountMinor: booking.totals.total.amountMinor - fee, currency: 'USD' },
        }),
      ]);
    } finally {
      t.clock.set(start);
    }
  });

  it('finds a car trip by its H- code and e-mail', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const booking = await bookCar(browser, 'ZE', 'PayNow');
    const res = await browser.call('POST', '/api/v0/trips/lookup', {
      confirmationCode: booking.confirmationCode,
      email: booking.contactEmail,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(TripDetailSchema.parse(res.json())).toMatchObject({ type: 'Car', access: 'lookup' });
  });
});
