import {
  HotelAvailabilityResponseSchema,
  HotelShopResponseSchema,
} from '@wayfare/contracts/hotel-shop';
import { CancelQuoteSchema, TripDetailSchema, type TripDetail } from '@wayfare/contracts/trips';
import { TravelWalletResponseSchema } from '@wayfare/contracts/travel-wallet';
import { PROTECTION_TERMS } from '@wayfare/domain/protection-terms';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { checkPriceDrop } from '../services/price-drop-protection';
import { callAsSandboxAdmin, SANDBOX_CONSOLE_API } from '../testing/sandbox-admin';
import { moveSandboxPrice, resetSandboxConsole } from '../testing/sandbox-console-admin';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';
import {
  quoteTestHotel,
  requestTestHotelBooking,
  settleTestHotelBooking,
  LONDON,
} from '../testing/test-hotels';

/*
 * Price drop protection through HTTP (issue 19; spec §5, §9): a confirmed flight is watched for 10
 * days; a lower price for the same itinerary is credited to the travel wallet once per drop (never
 * twice for one check, nor for two checks at once), up to $50 per booking; a stay outside the
 * Premier and Lifestyle collections is not covered; a covered stay's drop waits until day five;
 * a cancelled trip ends it. Every check is on the trip's log; the wallet lists the credit.
 */
describe.each(listTestDatabaseTargets())('price drop protection on $name', (target) => {
  const t = useTestApp(target);
  const terms = PROTECTION_TERMS.capone.priceDropProtection;
  const HOUR = 60;

  const tripOf = async (browser: Browser, id: string): Promise<TripDetail> => {
    const res = await browser.call('GET', `/api/v0/trips/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return TripDetailSchema.parse(res.json());
  };
  const protectionOf = async (browser: Browser, id: string) => {
    const pdp = (await tripOf(browser, id)).priceDropProtection;
    if (!pdp) throw new Error('no price drop protection on the trip');
    return pdp;
  };
  const checkNow = async () => {
    const res = await callAsSandboxAdmin(t, 'POST', `${SANDBOX_CONSOLE_API}/price-drops/check`);
    expect(res.statusCode, res.body).toBe(200);
  };
  const walletOf = async (browser: Browser) => {
    const res = await browser.call('GET', '/api/v0/wallet');
    expect(res.statusCode, res.body).toBe(200);
    return TravelWalletResponseSchema.parse(res.json());
  };
  const bookFlight = async (browser: Browser, route: [string, string, string]) => {
    const quote = await quoteTestFare(browser, route);
    const booking = await bookTestFlight(t, browser, quote);
    const flights = quote.offer.slices.flatMap((s) => s.segments.map((g) => g.flightInstanceId));
    return { quote, booking, flights };
  };
  const moveFlights = async (flights: string[], percent: number) => {
    for (const flightInstanceId of flights)
      await moveSandboxPrice(t.app, { kind: 'flight', flightInstanceId }, percent);
  };

  it('credits a flight’s drop once, never twice for one check nor for two at once, and lists it in the wallet', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const before = await walletOf(browser);
    const { booking, flights } = await bookFlight(browser, ['DEN', 'SEA', '2027-02-10']);
    const paid = booking.totals.total.amountMinor;

    // Attached on confirmation: watched for 10 days, $50 at most, no check yet.
    const attached = await protectionOf(browser, booking.id);
    expect(attached).toMatchObject({
      product: 'flight',
      status: 'Monitoring',
      notEligibleReason: null,
      paid: { amountMinor: paid },
      cap: { amountMinor: terms.flight.capMinor },
      credited: { amountMinor: 0 },
      creditFrom: null,
      checks: [],
    });
    const monitored = new Date(attached.monitorUntil).getTime() - t.ctx.travelClock.now().getTime();
    expect(monitored).toBeLessThanOrEqual(terms.flight.monitorDays * 86_400_000);
    expect(monitored).toBeGreaterThan(terms.flight.monitorDays * 86_400_000 - 60_000);

    // The price has not moved: the first check finds no drop.
    await checkNow();
    const unchanged = await protectionOf(browser, booking.id);
    expect(unchanged.checks.map((c) => c.result)).toEqual(['NoDrop']);
    expect(unchanged.checks[0]?.priceSeen?.amountMinor).toBeGreaterThanOrEqual(paid);

    // The console lowers the fares; two checks at once credit the drop once.
    await moveFlights(flights, -10);
    await Promise.all([checkNow(), checkNow()]);
    const dropped = await protectionOf(browser, booking.id);
    const credited = dropped.checks.filter((c) => c.result === 'Credited');
    expect(credited).toHaveLength(1);
    const seen = credited[0]?.priceSeen?.amountMinor ?? 0;
    const amount = Math.min(paid - seen, terms.flight.capMinor);
    expect(amount).toBeGreaterThan(0);
    expect(credited[0]?.credited.amountMinor).toBe(amount);
    expect(dropped.credited.amountMinor).toBe(amount);
    expect(dropped.lowestSeen.amountMinor).toBe(seen);
    expect(dropped.checks.map((c) => c.seq)).toEqual([3, 2, 1]);
    expect(dropped.checks.filter((c) => c.result === 'NoDrop')).toHaveLength(2);

    // The e-mail for the credit, in the one money format.
    const mail = await t.ctx.repos.emailOutbox.find(
      `price-drop:${booking.id}:${String(credited[0]?.seq)}`,
    );
    expect(mail?.subject).toMatch(/^Price drop credit: \$[\d,]+\.\d{2} for your trip H-/);
    expect(mail?.textBody).toContain('to your travel wallet');

    // The same price again, at the console and at the scheduled check: nothing more.
    await checkNow();
    t.ctx.travelClock.setOffsetMinutes(terms.checkEveryHours * HOUR + 1);
    await t.ctx.jobRunner.runDue();
    const again = await protectionOf(browser, booking.id);
    expect(again.credited.amountMinor).toBe(amount);
    expect(again.checks.filter((c) => c.result === 'Credited')).toHaveLength(1);
    expect(again.checks.length).toBe(5);
    expect(again.checks[0]?.checkedAt).toBe(t.ctx.travelClock.now().toISOString());
    // That check's job run again (a retry after a crash) finds its instant gone: it does nothing.
    const ranAt = new Date(again.checks[0]?.checkedAt ?? '');
    expect(await checkPriceDrop(t.ctx, booking.id, ranAt)).toBeNull();
    expect((await protectionOf(browser, booking.id)).checks).toHaveLength(5);

    // The wallet: the price drop credit from this trip, and the balance is the list's sum.
    const wallet = await walletOf(browser);
    const entry = wallet.transactions.find((tx) => tx.type === 'price_drop_protection');
    expect(entry).toMatchObject({
      state: 'Completed',
      amount: { amountMinor: amount, currency: 'USD' },
      credit: { kind: 'PriceDropProtection' },
      trip: {
        bookingId: booking.id,
        product: 'flight',
        confirmationCode: booking.confirmationCode,
      },
    });
    expect(wallet.balance.amountMinor).toBe(before.balance.amountMinor + amount);
    expect(wallet.transactions.reduce((s, tx) => s + tx.amount.amountMinor, 0)).toBe(
      wallet.balance.amountMinor,
    );
    expect(wallet.transactions.map((tx) => tx.type)).toContain('statement_credit_created');
    await resetSandboxConsole(t.app);
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('stops at $50 per booking: a drop past it is logged as cap reached', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, flights } = await bookFlight(browser, ['JFK', 'LAX', '2027-02-11']);
    await moveFlights(flights, -60);
    await checkNow();
    const capped = await protectionOf(browser, booking.id);
    expect(capped.credited.amountMinor).toBe(terms.flight.capMinor);
    expect(capped.checks[0]).toMatchObject({ result: 'Credited', reachesCap: true });
    await moveFlights(flights, -30);
    await checkNow();
    const after = await protectionOf(browser, booking.id);
    expect(after.checks[0]).toMatchObject({
      result: 'CapReached',
      credited: { amountMinor: 0 },
      reachesCap: false,
    });
    expect(after.credited.amountMinor).toBe(terms.flight.capMinor);
    const wallet = await walletOf(browser);
    expect(
      wallet.transactions
        .filter((tx) => tx.trip?.bookingId === booking.id)
        .reduce((s, tx) => s + tx.amount.amountMinor, 0),
    ).toBe(terms.flight.capMinor);
    await resetSandboxConsole(t.app);
  });

  it('ends with the trip: a cancellation is logged and nothing is checked after it', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, flights } = await bookFlight(browser, ['DEN', 'PHX', '2027-02-12']);
    const quote = CancelQuoteSchema.parse(
      (await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {})).json(),
    );
    const cancelled = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel`, {
      cancelQuoteId: quote.cancelQuoteId,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.ctx.jobs.idle();
    const ended = await protectionOf(browser, booking.id);
    expect(ended).toMatchObject({ status: 'Ended', nextCheckAt: null });
    expect(ended.checks.map((c) => [c.result, c.reason])).toEqual([
      ['NotEligible', 'TripCancelled'],
    ]);
    await moveFlights(flights, -20);
    await checkNow();
    t.ctx.travelClock.setOffsetMinutes(terms.checkEveryHours * HOUR + 1);
    await t.ctx.jobRunner.runDue();
    const later = await protectionOf(browser, booking.id);
    expect(later.checks).toHaveLength(1);
    expect(later.credited.amountMinor).toBe(0);
    await resetSandboxConsole(t.app);
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  /** A pay-now rate at a hotel of the given collections (the availability's filter). */
  const bookStay = async (browser: Browser, collections: string[] | null, checkInDate: string) => {
    const dates = { checkInDate, checkOutDate: '2026-12-22', rooms: 1, adults: 2, children: 0 };
    const found = await browser.call('POST', '/api/v0/hotels/availability', {
      location: { kind: 'city', cityCode: LONDON },
      ...dates,
      ...(collections ? { filters: { collections } } : {}),
      limit: 20,
    });
    expect(found.statusCode, found.body).toBe(200);
    const hotel = HotelAvailabilityResponseSchema.parse(found.json()).hotels.find((h) =>
      collections ? collections.includes(h.collection) : h.collection === 'NoCollection',
    );
    if (!hotel) throw new Error('no hotel of that collection');
    const stay = { lodgingId: hotel.lodgingId, ...dates };
    const shop = HotelShopResponseSchema.parse(
      (await browser.call('POST', '/api/v0/hotels/shop', stay)).json(),
    );
    const rate = shop.rooms
      .flatMap((room) => room.rates)
      .find((r) => r.payTiming === 'PayNow' && r.refundability !== 'NonRefundable');
    if (!rate) throw new Error('no refundable pay-now rate');
    const quote = await quoteTestHotel(browser, rate.rateId, stay);
    const booking = await settleTestHotelBooking(
      t,
      browser,
      await requestTestHotelBooking(t, browser, quote.quoteToken),
    );
    expect(booking.status).toBe('Confirmed');
    return { booking, lodgingId: hotel.lodgingId };
  };

  it('does not cover a stay outside the Premier and Lifestyle collections, and says why', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking } = await bookStay(browser, null, '2026-12-18');
    const pdp = await protectionOf(browser, booking.id);
    expect(pdp).toMatchObject({
      product: 'hotel',
      status: 'Ended',
      notEligibleReason: 'HotelCollection',
      nextCheckAt: null,
    });
    expect(pdp.checks.map((c) => [c.result, c.reason])).toEqual([
      ['NotEligible', 'HotelCollection'],
    ]);
  });

  it('keeps a covered stay’s drop pending until day five, then credits it', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { booking, lodgingId } = await bookStay(browser, ['Premier', 'Lifestyle'], '2026-12-19');
    const attached = await protectionOf(browser, booking.id);
    expect(attached).toMatchObject({ status: 'Monitoring', notEligibleReason: null });
    const waits = new Date(attached.creditFrom ?? '').getTime() - t.ctx.travelClock.now().getTime();
    expect(waits).toBeLessThanOrEqual(terms.hotel.creditAfterDays * 86_400_000);
    expect(waits).toBeGreaterThan(terms.hotel.creditAfterDays * 86_400_000 - 60_000);
    await moveSandboxPrice(t.app, { kind: 'hotel', lodgingId }, -15);
    await checkNow();
    const pending = await protectionOf(browser, booking.id);
    expect(pending.checks[0]).toMatchObject({
      result: 'DropPending',
      credited: { amountMinor: 0 },
    });
    const lower = pending.checks[0]?.priceSeen?.amountMinor ?? 0;
    expect(lower).toBeLessThan(attached.paid.amountMinor);
    expect(pending.credited.amountMinor).toBe(0);
    // Day four: still waiting. The price goes back up; the drop found is still credited on day five.
    await resetSandboxConsole(t.app);
    t.ctx.travelClock.setOffsetMinutes(4 * 24 * HOUR);
    await t.ctx.jobRunner.runDue();
    expect((await protectionOf(browser, booking.id)).credited.amountMinor).toBe(0);
    t.ctx.travelClock.setOffsetMinutes(5 * 24 * HOUR + 1);
    await t.ctx.jobRunner.runDue();
    const paidOut = await protectionOf(browser, booking.id);
    const credit = paidOut.checks.find((c) => c.result === 'Credited');
    expect(credit?.credited.amountMinor).toBe(
      Math.min(attached.paid.amountMinor - lower, terms.hotel.capMinor),
    );
    expect(paidOut.credited.amountMinor).toBe(credit?.credited.amountMinor);
    const wallet = await walletOf(browser);
    expect(
      wallet.transactions.find(
        (tx) => tx.type === 'price_drop_protection' && tx.trip?.bookingId === booking.id,
      )?.trip,
    ).toMatchObject({ product: 'hotel' });
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('lists a wallet credit spent on a trip and given back when it is cancelled, the balance the list’s sum', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const before = await walletOf(browser);
    const quote = await quoteTestFare(browser, ['SEA', 'SFO', '2027-02-13']);
    const booking = await bookTestFlight(t, browser, quote, {
      payment: { applyWalletCredit: true },
    });
    const spent = await walletOf(browser);
    const redemption = spent.transactions.find(
      (tx) => tx.type === 'redemption' && tx.trip?.bookingId === booking.id,
    );
    expect(redemption).toMatchObject({
      state: 'Completed',
      credit: { kind: 'AnnualTravelCredit' },
    });
    const amount = -(redemption?.amount.amountMinor ?? 0);
    expect(amount).toBeGreaterThan(0);
    expect(spent.balance.amountMinor).toBe(before.balance.amountMinor - amount);
    expect(spent.transactions[0]?.id).toBe(redemption?.id);

    const cancelQuote = CancelQuoteSchema.parse(
      (await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {})).json(),
    );
    await browser.call('POST', `/api/v0/trips/${booking.id}/cancel`, {
      cancelQuoteId: cancelQuote.cancelQuoteId,
    });
    await t.ctx.jobs.idle();
    const back = await walletOf(browser);
    const refund = back.transactions.find(
      (tx) => tx.type === 'refund' && tx.trip?.bookingId === booking.id,
    );
    expect(refund?.amount.amountMinor).toBeGreaterThan(0);
    expect(back.balance.amountMinor).toBe(
      spent.balance.amountMinor + (refund?.amount.amountMinor ?? 0),
    );
    expect(back.transactions.reduce((s, tx) => s + tx.amount.amountMinor, 0)).toBe(
      back.balance.amountMinor,
    );
    // Nobody else's wallet shows any of it.
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const theirs = await walletOf(other.browser);
    expect(theirs.transactions.some((tx) => tx.trip?.bookingId === booking.id)).toBe(false);
  });
});
