import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  PackageBookingViewSchema,
  PackageFlightShopResponseSchema,
  PackageHotelShopResponseSchema,
  PackageQuoteResponseSchema,
  type PackageQuoteResponse,
} from '@wayfare/contracts/packages';
import { ApprovalsResponseSchema } from '@wayfare/contracts/policy';
import {
  CancelConfirmResponseSchema,
  CancelQuoteSchema,
  TripDetailSchema,
  TripsResponseSchema,
} from '@wayfare/contracts/trips';
import { tripCancellations } from '@wayfare/store/schema';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readBookingFootprint } from '../testing/booking-footprint';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';
import {
  requestTestPackageBooking,
  searchTestPackages,
  settleTestPackageBooking,
  TEST_PACKAGE_SEARCH,
} from '../testing/test-packages';

/**
 * Packages in Trips (issue 23): one Package card, the trip page with both parts, cancelling under
 * both parts' terms with one refund (never the hidden hotel rate), and held packages decided by
 * the business's approvers.
 */
describe.each(listTestDatabaseTargets())('packages in trips on $name', (target) => {
  const t = useTestApp(target);
  const errorOf = (res: { json: () => unknown }) => ErrorResponseSchema.parse(res.json());

  /** A package quote for the first hotel (from `from`) with a pay-now rate of this refundability. */
  async function quoteWithRate(
    browser: Browser,
    refundability: 'FullyRefundable' | 'NonRefundable',
    from = 0,
  ): Promise<PackageQuoteResponse> {
    const found = await searchTestPackages(browser);
    for (const hotel of found.hotels.slice(from)) {
      const shop = PackageHotelShopResponseSchema.parse(
        (
          await browser.call('POST', '/api/v0/packages/hotel-shop', {
            search: TEST_PACKAGE_SEARCH,
            lodgingId: hotel.lodgingId,
          })
        ).json(),
      );
      const rate = shop.rooms
        .flatMap((r) => r.rates)
        .find((r) => r.refundability === refundability);
      if (!rate) continue;
      const flights = PackageFlightShopResponseSchema.parse(
        (
          await browser.call('POST', '/api/v0/packages/flight-shop', {
            search: TEST_PACKAGE_SEARCH,
            lodgingId: hotel.lodgingId,
            rateId: rate.rateId,
          })
        ).json(),
      );
      const res = await browser.call('POST', '/api/v0/packages/quote', {
        search: TEST_PACKAGE_SEARCH,
        lodgingId: hotel.lodgingId,
        rateId: rate.rateId,
        fareIds: flights.includedFareIds,
      });
      expect(res.statusCode, res.body).toBe(200);
      return PackageQuoteResponseSchema.parse(res.json());
    }
    throw new Error(`no ${refundability} package rate`);
  }

  async function bookPackage(
    browser: Browser,
    refundability: 'FullyRefundable' | 'NonRefundable',
    options: { from?: number; payment?: Parameters<typeof requestTestPackageBooking>[3] } = {},
  ) {
    const quote = await quoteWithRate(browser, refundability, options.from);
    const booking = await settleTestPackageBooking(
      t,
      browser,
      await requestTestPackageBooking(t, browser, quote.quoteToken, options.payment),
    );
    return { quote, booking };
  }

  const readTrip = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return { detail: TripDetailSchema.parse(res.json()), body: res.body };
  };
  const quoteCancel = async (browser: Browser, id: string) => {
    const res = await browser.call('POST', `/api/v0/trips/${id}/cancel/quote`, {});
    expect(res.statusCode, res.body).toBe(200);
    return { quote: CancelQuoteSchema.parse(res.json()), body: res.body };
  };
  const confirmCancel = (browser: Browser, id: string, cancelQuoteId: string) =>
    browser.call('POST', `/api/v0/trips/${id}/cancel`, { cancelQuoteId });
  /** The hotel part's price inside the package, which no answer may carry. */
  const hiddenHotelMinor = (quote: PackageQuoteResponse) =>
    quote.price.total.amountMinor - quote.flight.pricing.grandTotal.amountMinor;
  const carriesAmount = (body: string, minor: number) =>
    new RegExp(`"amountMinor":${String(minor)}[,}]`).test(body);

  it('lists a package as one Package card and shows both parts on its trip page', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { quote, booking } = await bookPackage(browser, 'FullyRefundable');
    expect(booking.status).toBe('Confirmed');

    const trips = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    const cards = trips.upcoming.filter((c) => c.bookingId === booking.id);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      type: 'Package',
      confirmationCode: booking.confirmationCode,
      status: 'Confirmed',
      timeStatus: 'Future',
      title: quote.hotel.name,
      subtitle: quote.hotel.city,
      startDate: '2026-12-14',
      total: quote.price.total,
      packageParts: { flight: 'Confirmed', hotel: 'Confirmed' },
      travelerNames: ['Ada Lovelace', 'Charles Babbage'],
    });
    expect(cards[0]?.confirmationCode).toMatch(/^P-/);
    // The consumer list shows no CO₂.
    expect(cards[0]?.co2eGrams).toBeUndefined();

    const { detail, body } = await readTrip(browser, booking.id);
    if (detail.type !== 'Package') throw new Error('not a package');
    expect(detail).toMatchObject({
      tripStatus: 'Confirmed',
      timeStatus: 'Future',
      canCancel: true,
      cancelTerms: { outcome: 'package_full_refund', cancellableOnline: true },
      receipt: {
        lines: [{ kind: 'package', amount: quote.price.total }],
        total: quote.price.total,
      },
    });
    expect(detail.booking.flightPart.status).toBe('Confirmed');
    expect(detail.booking.hotelPart.status).toBe('Confirmed');
    expect(detail.airlineLocators).toEqual([
      {
        carrierCode: quote.flight.slices[0]?.segments[0]?.marketingAirline.code,
        locator: detail.booking.flightPart.locator,
      },
    ]);
    // The bundled hotel rate never shows: no hotel amount alone anywhere in the page's JSON.
    expect(body).not.toMatch(/payNowTotal|bundled/);
    expect(carriesAmount(body, hiddenHotelMinor(quote))).toBe(false);

    // Someone else's package is not theirs to see.
    const marcus = (await signIn(t.app, CONSUMER_HOST, 'usr_marcus')).browser;
    expect((await marcus.call('GET', `/api/v0/trips/${booking.id}`)).statusCode).toBe(404);
    // Resend the confirmation from the trip page.
    const resent = await browser.call('POST', `/api/v0/trips/${booking.id}/resend`, {});
    expect(resent.statusCode, resent.body).toBe(200);
  });

  it('cancels a refundable package in its void window: airline and hotel, one full refund, rewards back', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const balance = async () =>
      (await t.ctx.repos.rewards.listForUser('usr_ada')).find(
        (a) => a.accountReferenceId === 'RA-1001',
      )?.balance;
    const before = await balance();
    const { quote: pq, booking } = await bookPackage(browser, 'FullyRefundable', {
      from: 1,
      payment: { payment: { rewardsAccountReferenceId: 'RA-1001', rewardsMinor: 5_000 } },
    });
    expect(booking.status).toBe('Confirmed');
    const total = pq.price.total.amountMinor;

    const { quote, body } = await quoteCancel(browser, booking.id);
    expect(quote).toMatchObject({
      outcome: 'package_full_refund',
      cancellable: true,
      refundTotal: { amountMinor: total },
      penalty: null,
      airlineCredit: null,
    });
    expect(quote.hotelPolicy?.refundability).toBe('FullyRefundable');
    expect(quote.refunds.map((r) => [r.source, r.amount.amountMinor])).toEqual([
      ['UserCard', total - 5_000],
      ['Rewards', 5_000],
    ]);
    expect(carriesAmount(body, hiddenHotelMinor(pq))).toBe(false);

    const res = await confirmCancel(browser, booking.id, quote.cancelQuoteId);
    expect(res.statusCode, res.body).toBe(200);
    const done = CancelConfirmResponseSchema.parse(res.json());
    expect(done.cancellation).toMatchObject({
      outcome: 'package_full_refund',
      status: 'Cancelled',
    });
    expect(done.trip).toMatchObject({
      tripStatus: 'Cancelled',
      timeStatus: 'Canceled',
      canCancel: false,
    });
    if (done.trip.type !== 'Package') throw new Error('not a package');
    expect(done.trip.booking.flightPart.status).toBe('Cancelled');
    expect(done.trip.booking.hotelPart.status).toBe('Cancelled');
    // Airline then hotel cancelled with the suppliers; the card refunded, the miles back.
    const airline = await t.ctx.suppliers.flights.retrieve(booking.id);
    expect(airline.ok && airline.value.status).toBe('Cancelled');
    const auth = await t.ctx.repos.payments.findAuthorization(`auth_${booking.id}`);
    expect(auth).toMatchObject({ status: 'Refunded', refundedMinor: total - 5_000 });
    expect(await balance()).toBe(before);
    expect((await readBookingFootprint(t.ctx.database.db, booking.id)).openHolds).toBe(0);
    const mail = await t.ctx.repos.flightBookings.findEmail(`trip-cancellation:${booking.id}`);
    expect(mail?.subject).toContain(booking.confirmationCode ?? 'missing');

    const trips = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    expect(trips.past.find((c) => c.bookingId === booking.id)).toMatchObject({
      type: 'Package',
      status: 'Cancelled',
      timeStatus: 'Canceled',
      packageParts: { flight: 'Cancelled', hotel: 'Cancelled' },
    });
    expect(trips.upcoming.some((c) => c.bookingId === booking.id)).toBe(false);
  });

  it('after the void window refunds the free stay’s share of the package, never the hidden hotel rate', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { quote: pq, booking } = await bookPackage(browser, 'FullyRefundable', { from: 2 });
    t.ctx.travelClock.setOffsetMinutes(3 * 24 * 60);
    try {
      const { quote, body } = await quoteCancel(browser, booking.id);
      const total = pq.price.total.amountMinor;
      const { detail } = await readTrip(browser, booking.id);
      expect(detail.cancelTerms?.outcome).toBe(quote.outcome);
      if (quote.outcome === 'package_full_refund') return; // a premium fare refunds in cash
      expect(quote.outcome).toBe('package_partial_refund');
      const separate = pq.price.separateTotal.amountMinor;
      const flight = pq.flight.pricing.grandTotal.amountMinor;
      expect(quote.refundTotal.amountMinor).toBe(
        Math.floor((total * (separate - flight)) / separate),
      );
      expect(quote.refundTotal.amountMinor).not.toBe(hiddenHotelMinor(pq));
      expect(quote.penalty?.amountMinor).toBe(total - quote.refundTotal.amountMinor);
      expect(carriesAmount(body, hiddenHotelMinor(pq))).toBe(false);
    } finally {
      t.ctx.travelClock.setOffsetMinutes(0);
    }
  });

  it('a non-refundable package says so on the page and in the quote, and is not cancelled online', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { booking } = await bookPackage(browser, 'NonRefundable');
    t.ctx.travelClock.setOffsetMinutes(3 * 24 * 60);
    try {
      const { detail } = await readTrip(browser, booking.id);
      const { quote } = await quoteCancel(browser, booking.id);
      if (quote.outcome === 'package_partial_refund') return; // a premium fare refunds in cash
      expect(quote).toMatchObject({
        outcome: 'package_non_refundable',
        cancellable: false,
        refundTotal: { amountMinor: 0 },
        refunds: [],
      });
      expect(detail).toMatchObject({
        canCancel: false,
        cancelTerms: { outcome: 'package_non_refundable', cancellableOnline: false },
      });
      const refused = await confirmCancel(browser, booking.id, quote.cancelQuoteId);
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused).code).toBe('CancellationNotAllowed');
      const still = PackageBookingViewSchema.parse(
        (await browser.call('GET', `/api/v0/packages/bookings/${booking.id}`)).json(),
      );
      expect([still.status, still.flightPart.status, still.hotelPart.status]).toEqual([
        'Confirmed',
        'Confirmed',
        'Confirmed',
      ]);
    } finally {
      t.ctx.travelClock.setOffsetMinutes(0);
    }
  });

  it('cancels once when two confirms arrive together: one cancellation, one refund', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { quote: pq, booking } = await bookPackage(browser, 'FullyRefundable', { from: 3 });
    const { quote } = await quoteCancel(browser, booking.id);
    const second = (await quoteCancel(browser, booking.id)).quote;
    const answers = await Promise.all([
      confirmCancel(browser, booking.id, quote.cancelQuoteId),
      confirmCancel(browser, booking.id, second.cancelQuoteId),
      confirmCancel(browser, booking.id, quote.cancelQuoteId),
    ]);
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    const cancellations = ok.map((r) => CancelConfirmResponseSchema.parse(r.json()).cancellation);
    for (const c of cancellations) expect(c).toEqual(cancellations[0]);
    const rows = await t.ctx.database.db
      .select()
      .from(tripCancellations)
      .where(eq(tripCancellations.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('Cancelled');
    const auth = await t.ctx.repos.payments.findAuthorization(`auth_${booking.id}`);
    expect(auth).toMatchObject({ status: 'Refunded', refundedMinor: pq.price.total.amountMinor });
  });

  it('the corporate list counts the package’s flights in its CO₂', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    const { booking } = await bookPackage(browser, 'FullyRefundable', {
      from: 4,
      payment: { extra: { outOfPolicyReason: 'Client workshop in London all week.' } },
    });
    expect(booking.status).toBe('Confirmed');
    const trips = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    const card = trips.upcoming.find((c) => c.bookingId === booking.id);
    expect(card?.type).toBe('Package');
    expect(card?.co2eGrams).toBeGreaterThan(0);
    expect(trips.upcomingCo2eGrams).toBe(
      trips.upcoming.reduce((sum, c) => sum + (c.co2eGrams ?? 0), 0),
    );
  });

  it('holds a corporate package for an approver, who approves one (both booked) and declines another (nothing charged)', async () => {
    const katherine = (await signIn(t.app, CORPORATE_HOST, 'usr_katherine')).browser;
    const reason = { outOfPolicyReason: 'Client workshop in London all week.' };
    const hold = async (from: number) => {
      const quote = await quoteWithRate(katherine, 'FullyRefundable', from);
      const res = await requestTestPackageBooking(t, katherine, quote.quoteToken, {
        extra: reason,
        key: randomUUID(),
      });
      return settleTestPackageBooking(t, katherine, res);
    };
    const first = await hold(0);
    expect(first.status).toBe('AwaitingApproval');
    const second = await hold(1);
    expect(second.status).toBe('AwaitingApproval');
    // Katherine's trip list shows it waiting.
    const mine = TripsResponseSchema.parse((await katherine.call('GET', '/api/v0/trips')).json());
    expect(mine.upcoming.find((c) => c.bookingId === first.id)).toMatchObject({
      type: 'Package',
      status: 'Pending',
      awaitingApproval: true,
    });

    const grace = (await signIn(t.app, CORPORATE_HOST, 'usr_grace')).browser;
    const queue = ApprovalsResponseSchema.parse(
      (await grace.call('GET', '/api/v0/approvals')).json(),
    );
    const item = queue.approvals.find((a) => a.bookingId === first.id);
    expect(item).toMatchObject({
      product: 'package',
      bookerName: 'Katherine Johnson',
      hotelName: first.hotelPart.hotel.name,
      checkInDate: '2026-12-14',
      checkOutDate: '2026-12-18',
      nights: 4,
      route: 'JFK → LHR, LHR → JFK',
      total: first.totals.total,
    });
    // The approver's e-mail links to the queue.
    const mails = await t.ctx.repos.flightBookings.findEmail(`approver:${first.id}:usr_grace`);
    if (mails) expect(mails.textBody).toContain('/approvals/');

    // Katherine cannot decide her own; another business's approver is not told it exists.
    expect(
      (await katherine.call('POST', `/api/v0/approvals/packages/${first.id}/approve`)).statusCode,
    ).toBe(403);

    const approved = await grace.call('POST', `/api/v0/approvals/packages/${first.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await t.ctx.jobs.idle();
    const booked = PackageBookingViewSchema.parse(
      (await katherine.call('GET', `/api/v0/packages/bookings/${first.id}`)).json(),
    );
    expect([booked.status, booked.flightPart.status, booked.hotelPart.status]).toEqual([
      'Confirmed',
      'Confirmed',
      'Confirmed',
    ]);
    expect(booked.confirmationCode).toMatch(/^P-/);

    const declined = await grace.call('POST', `/api/v0/approvals/packages/${second.id}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    await t.ctx.jobs.idle();
    const footprint = await readBookingFootprint(t.ctx.database.db, second.id);
    expect(footprint.openHolds).toBe(0);
    expect(footprint.authorizations.every((a) => a.status !== 'Captured')).toBe(true);
    const again = await grace.call('POST', `/api/v0/approvals/packages/${second.id}/approve`);
    expect(again.statusCode).toBe(400);
    const after = ApprovalsResponseSchema.parse(
      (await grace.call('GET', '/api/v0/approvals')).json(),
    );
    expect(after.approvals.some((a) => a.bookingId === first.id || a.bookingId === second.id)).toBe(
      false,
    );
  });
});
