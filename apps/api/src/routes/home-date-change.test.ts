import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import type { HomeResult } from '@wayfare/contracts/home-booking';
import {
  LodgingDateChangeQuoteSchema,
  LodgingDateChangeResultSchema,
  type LodgingDateChangeQuote,
} from '@wayfare/contracts/lodging-date-change';
import { TripDetailSchema } from '@wayfare/contracts/trips';
import { toEpochDay } from '@wayfare/domain/home-stay';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { formatIsoDate } from '@wayfare/supply/reference/calendar';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, useTestApp, type Browser } from '../testing/test-app';
import {
  findTestHome,
  quoteTestHome,
  requestTestHomeBooking,
  settleTestHomeBooking,
  testHomeStay,
} from '../testing/test-homes';

type Available = Extract<LodgingDateChangeQuote, { availability: 'Available' }>;

/** A home that takes any check-in and check-out day and 2-night stays (the test moves freely). */
const movable =
  (kind: HomeResult['cancellationKind']) =>
  (h: HomeResult): boolean =>
    h.cancellationKind === kind &&
    h.rules.checkInDays.length === 7 &&
    h.rules.checkOutDays.length === 7 &&
    h.rules.minStayNights === 2 &&
    h.rules.maxStayNights >= 6;

/*
 * Changing a booked home's dates (issue 22; docs/decisions/019 "Homes"): the lodging date change
 * with the homes' port. The same H- code, the `home_booked_nights` rows moved in the transaction
 * that moves the booking by compare-and-set on its version.
 */
describe.each(listTestDatabaseTargets())('home date change on $name', (target) => {
  const t = useTestApp(target);

  const book = async (
    browser: Browser,
    kind: HomeResult['cancellationKind'] = 'Flexible',
    dates = { checkInDate: '2026-12-14', checkOutDate: '2026-12-18' },
  ) => {
    const home = await findTestHome(browser, movable(kind));
    const quote = await quoteTestHome(browser, testHomeStay(home.listingId, dates));
    const booking = await settleTestHomeBooking(
      t,
      browser,
      await requestTestHomeBooking(t, browser, quote.quoteToken),
    );
    expect(booking.status).toBe('Confirmed');
    return { booking, home };
  };
  const tripOf = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = TripDetailSchema.parse(res.json());
    if (detail.type !== 'Home') throw new Error('not a home trip');
    return detail;
  };
  const quote = async (browser: Browser, id: string, checkInDate: string, checkOutDate: string) => {
    const res = await browser.call('POST', `/api/v0/trips/${id}/date-change/quote`, {
      checkInDate,
      checkOutDate,
    });
    expect(res.statusCode, res.body).toBe(200);
    return LodgingDateChangeQuoteSchema.parse(res.json());
  };
  const available = (q: LodgingDateChangeQuote): Available => {
    if (q.availability !== 'Available') throw new Error(`unavailable: ${q.reason}`);
    return q;
  };
  const confirm = (browser: Browser, id: string, quoteToken: string) =>
    browser.call('POST', `/api/v0/trips/${id}/date-change/confirm`, { quoteToken });
  const held = async (bookingId: string) =>
    (await t.ctx.repos.homeNights.listHeld(bookingId)).map(formatIsoDate);
  const nightsOf = (from: string, until: string) =>
    Array.from({ length: toEpochDay(until) - toEpochDay(from) }, (_, i) =>
      formatIsoDate(toEpochDay(from) + i),
    );

  it('a longer stay: the card pays more; a shorter one: the card gets money back; same code, nights moved', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { booking } = await book(browser);
    expect((await tripOf(browser, booking.id)).dateChange).toMatchObject({ allowed: true });
    expect(await held(booking.id)).toEqual(nightsOf('2026-12-14', '2026-12-18'));

    const up = available(await quote(browser, booking.id, '2026-12-15', '2026-12-20'));
    expect(up.old).toMatchObject({ checkInDate: '2026-12-14', nights: 4 });
    expect(up.old.payNowTotal).toEqual(booking.totals.total);
    expect(up.new).toMatchObject({ checkInDate: '2026-12-15', checkOutDate: '2026-12-20' });
    expect(up.new.nights).toBe(5);
    expect(up.difference.amountMinor).toBeGreaterThan(0);
    expect(up.charge).toMatchObject({ source: 'UserCard', amount: up.difference });
    const res = await confirm(browser, booking.id, up.quoteToken);
    expect(res.statusCode, res.body).toBe(200);
    const done = LodgingDateChangeResultSchema.parse(res.json());
    expect(done).toMatchObject({
      confirmationCode: booking.confirmationCode,
      checkInDate: '2026-12-15',
      checkOutDate: '2026-12-20',
    });
    expect(booking.confirmationCode).toMatch(/^H-/);
    expect(await t.ctx.repos.payments.findAuthorization(`auth_${done.changeId}`)).toMatchObject({
      status: 'Captured',
      amountMinor: up.difference.amountMinor,
    });
    expect(await held(booking.id)).toEqual(nightsOf('2026-12-15', '2026-12-20'));
    const moved = await tripOf(browser, booking.id);
    expect(moved.booking).toMatchObject({
      confirmationCode: booking.confirmationCode,
      stay: { checkInDate: '2026-12-15', checkOutDate: '2026-12-20' },
    });
    expect(moved.receipt.total).toEqual(up.new.payNowTotal);
    expect(moved.dateChange).toMatchObject({ allowed: true });
    const mail = await t.ctx.repos.emailOutbox.find(`date-change:${done.changeId}`);
    expect(mail?.textBody).toContain('2026-12-15 to 2026-12-20');

    // Shorter again: the fall comes back to the card, the row holds what is paid now.
    const down = available(await quote(browser, booking.id, '2026-12-16', '2026-12-18'));
    expect(down.difference.amountMinor).toBeLessThan(0);
    expect(down.refunds).toEqual([
      expect.objectContaining({
        source: 'UserCard',
        amount: { amountMinor: -down.difference.amountMinor, currency: down.difference.currency },
      }),
    ]);
    const back = await confirm(browser, booking.id, down.quoteToken);
    expect(back.statusCode, back.body).toBe(200);
    expect(LodgingDateChangeResultSchema.parse(back.json()).confirmationCode).toBe(
      booking.confirmationCode,
    );
    const row = await t.ctx.repos.homeBookings.findById(booking.id);
    expect(row).toMatchObject({
      checkInDate: '2026-12-16',
      checkOutDate: '2026-12-18',
      nights: 2,
      totalMinor: down.new.payNowTotal.amountMinor,
      cardMinor: down.new.payNowTotal.amountMinor,
      version: 2,
    });
    expect(await held(booking.id)).toEqual(['2026-12-16', '2026-12-17']);
  });

  it('answers a broken rule as data (min stay) and nights someone else holds with the nights', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { booking, home } = await book(browser, 'Flexible', {
      checkInDate: '2027-01-04',
      checkOutDate: '2027-01-06',
    });
    expect(await quote(browser, booking.id, '2027-01-04', '2027-01-05')).toMatchObject({
      availability: 'Unavailable',
      reason: 'MinStayViolation',
      violations: [{ reason: 'MinStayViolation', minNights: 2 }],
    });
    // Someone else holds the 8th and 9th.
    const other = ['2027-01-08', '2027-01-09'];
    expect(
      (await t.ctx.repos.homeNights.reserve('hb_someone', home.listingId, other.map(toEpochDay)))
        .ok,
    ).toBe(true);
    expect(await quote(browser, booking.id, '2027-01-07', '2027-01-10')).toMatchObject({
      availability: 'Unavailable',
      reason: 'BlockedDates',
      soldOutDates: other,
    });
    // The booking's own nights are free to it: one night later stays available.
    available(await quote(browser, booking.id, '2027-01-05', '2027-01-07'));
    expect(await held(booking.id)).toEqual(['2027-01-04', '2027-01-05']);
  });

  it('refuses a non-refundable home (the page offers support) and bad dates', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { booking } = await book(browser, 'NonRefundable', {
      checkInDate: '2027-01-11',
      checkOutDate: '2027-01-13',
    });
    expect((await tripOf(browser, booking.id)).dateChange).toEqual({
      allowed: false,
      reason: 'RateNotChangeable',
    });
    const refused = await browser.call('POST', `/api/v0/trips/${booking.id}/date-change/quote`, {
      checkInDate: '2027-01-12',
      checkOutDate: '2027-01-14',
    });
    expect(refused.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(refused.json())).toMatchObject({
      code: 'DateChangeNotAllowed',
      details: { reason: 'RateNotChangeable' },
    });

    const { booking: free } = await book(browser, 'Flexible', {
      checkInDate: '2027-01-18',
      checkOutDate: '2027-01-20',
    });
    for (const [body, field] of [
      [{ checkInDate: '2027-01-20', checkOutDate: '2027-01-19' }, 'checkOutDate'],
      [{ checkInDate: '2027-02-30', checkOutDate: '2027-03-02' }, 'checkInDate'],
      [{ checkInDate: '2026-11-01', checkOutDate: '2026-11-03' }, 'checkInDate'],
      [{ checkInDate: '2027-01-18', checkOutDate: '2027-01-20' }, 'checkInDate'],
    ] as const) {
      const res = await browser.call('POST', `/api/v0/trips/${free.id}/date-change/quote`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(ErrorResponseSchema.parse(res.json())).toMatchObject({ code: 'BadRequest', field });
    }
    expect(await held(free.id)).toEqual(['2027-01-18', '2027-01-19']);
  });

  it('two changes confirmed at once: one applies, the other is BookingChanged; the nights follow the winner', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { booking } = await book(browser, 'Flexible', {
      checkInDate: '2027-01-25',
      checkOutDate: '2027-01-27',
    });
    const a = available(await quote(browser, booking.id, '2027-01-28', '2027-01-30'));
    const b = available(await quote(browser, booking.id, '2027-02-01', '2027-02-03'));
    const [ra, rb] = await Promise.all([
      confirm(browser, booking.id, a.quoteToken),
      confirm(browser, booking.id, b.quoteToken),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    expect(ErrorResponseSchema.parse(loser.json()).code).toBe('BookingChanged');
    const won = ra.statusCode === 200 ? a.new : b.new;
    expect(await held(booking.id)).toEqual(nightsOf(won.checkInDate, won.checkOutDate));
    expect(await t.ctx.repos.homeBookings.findById(booking.id)).toMatchObject({
      checkInDate: won.checkInDate,
      version: 1,
    });
    for (const q of [a, b]) {
      const auth = await t.ctx.repos.payments.findAuthorization(`auth_${q.quoteId}`);
      expect(auth?.status ?? 'none').not.toBe('Authorized');
    }
  });

  it('a change racing someone else for the same night: exactly one holds it', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { booking, home } = await book(browser, 'Flexible', {
      checkInDate: '2027-02-08',
      checkOutDate: '2027-02-10',
    });
    const q = available(await quote(browser, booking.id, '2027-02-11', '2027-02-13'));
    const [changed, reserved] = await Promise.all([
      confirm(browser, booking.id, q.quoteToken),
      t.ctx.repos.homeNights.reserve('hb_racer', home.listingId, [toEpochDay('2027-02-12')]),
    ]);
    const holders = await t.ctx.repos.homeNights.getBookedNights(
      [home.listingId],
      toEpochDay('2027-02-08'),
      toEpochDay('2027-02-14'),
    );
    const nights = [...(holders.get(home.listingId) ?? [])].map(formatIsoDate).sort();
    if (changed.statusCode === 200) {
      expect(reserved.ok).toBe(false);
      expect(await held(booking.id)).toEqual(['2027-02-11', '2027-02-12']);
      expect(await held('hb_racer')).toEqual([]);
    } else {
      expect(changed.statusCode, changed.body).toBe(409);
      expect(ErrorResponseSchema.parse(changed.json())).toMatchObject({
        code: 'NotAvailable',
        details: { reason: 'BlockedDates' },
      });
      expect(reserved.ok).toBe(true);
      // Rolled back whole: the booking keeps its old nights and dates.
      expect(await held(booking.id)).toEqual(['2027-02-08', '2027-02-09']);
      expect((await t.ctx.repos.homeBookings.findById(booking.id))?.version).toBe(0);
    }
    expect(nights.filter((n) => n === '2027-02-12')).toHaveLength(1);

    // The change refused at the database even when its quote saw the night free.
    const r = available(await quote(browser, booking.id, '2027-02-15', '2027-02-17'));
    expect(
      (await t.ctx.repos.homeNights.reserve('hb_late', home.listingId, [toEpochDay('2027-02-16')]))
        .ok,
    ).toBe(true);
    const late = await confirm(browser, booking.id, r.quoteToken);
    expect(late.statusCode, late.body).toBe(409);
    expect(ErrorResponseSchema.parse(late.json()).code).toBe('NotAvailable');
    expect(await held('hb_late')).toEqual(['2027-02-16']);
  });
});
