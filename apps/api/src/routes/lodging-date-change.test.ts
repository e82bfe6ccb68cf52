import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  LodgingDateChangeQuoteSchema,
  LodgingDateChangeResultSchema,
  type LodgingDateChangeQuote,
} from '@wayfare/contracts/lodging-date-change';
import {
  CancelQuoteSchema,
  HotelTripDetailSchema,
  TripsResponseSchema,
} from '@wayfare/contracts/trips';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { listRoomClaims } from '@wayfare/supply/ports/hotel-provider';
import { formatRateId, parseRateId } from '@wayfare/supply/lodging/hotel-rate-plans';
import { parseIsoDate } from '@wayfare/supply/reference/calendar';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import {
  findTestHotelRate,
  quoteTestHotel,
  requestTestHotelBooking,
  settleTestHotelBooking,
} from '../testing/test-hotels';

type Available = Extract<LodgingDateChangeQuote, { availability: 'Available' }>;

/*
 * Changing a booked hotel stay's dates (issue 22): quote new dates (availability, the old and new
 * stays, the difference and who pays or gets it), confirm with the quote; the same confirmation
 * code, the room nights swapped in one transaction, the booking moved by compare-and-set.
 */
describe.each(listTestDatabaseTargets())('hotel date change on $name', (target) => {
  const t = useTestApp(target);

  const book = async (
    browser: Browser,
    {
      checkInDate = '2026-12-14',
      checkOutDate = '2026-12-16',
      terms = 'FreeCancellation',
    }: { checkInDate?: string; checkOutDate?: string; terms?: string } = {},
  ) => {
    const { stay, rate } = await findTestHotelRate(browser, {
      checkInDate,
      checkOutDate,
      pick: (rates) => rates.find((r) => r.cancellationPolicy.terms === terms),
    });
    const quote = await quoteTestHotel(browser, rate.rateId, stay);
    const booking = await settleTestHotelBooking(
      t,
      browser,
      await requestTestHotelBooking(t, browser, quote.quoteToken),
    );
    expect(booking.status).toBe('Confirmed');
    return { booking, rateId: rate.rateId };
  };
  const tripOf = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return HotelTripDetailSchema.parse(res.json());
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
  /** The rooms the portal sold of the booked room type on each night. */
  const soldOn = async (rateId: string, dates: string[]) => {
    const [claim] = listRoomClaims(t.ctx.supply.getWorld().hotels, rateId, 1) ?? [];
    const id = claim?.roomTypeId ?? '';
    const sold = await t.ctx.repos.roomInventory.getSoldRooms([id], dates);
    return dates.map((d) => sold.get(`${id}@${d}`) ?? 0);
  };
  const rateFor = (rateId: string, checkInDate: string, nights: number) => {
    const key = parseRateId(t.ctx.supply.getWorld().hotels, rateId);
    if (!key) throw new Error('rate');
    return formatRateId({ ...key, checkIn: parseIsoDate(checkInDate) ?? 0, nights });
  };

  it('quotes and confirms a longer stay: the card pays the difference, same code, nights moved', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, rateId } = await book(browser);
    const before = await tripOf(browser, booking.id);
    expect(before.dateChange).toMatchObject({ allowed: true });
    const oldNights = ['2026-12-14', '2026-12-15'];
    const newNights = ['2026-12-17', '2026-12-18', '2026-12-19'];
    expect(await soldOn(rateId, [...oldNights, ...newNights])).toEqual([1, 1, 0, 0, 0]);

    const q = available(await quote(browser, booking.id, '2026-12-17', '2026-12-20'));
    expect(q.old).toMatchObject({ checkInDate: '2026-12-14', nights: 2 });
    expect(q.old.payNowTotal).toEqual(booking.totals.total);
    expect(q.new).toMatchObject({
      checkInDate: '2026-12-17',
      checkOutDate: '2026-12-20',
      nights: 3,
    });
    expect(q.difference.amountMinor).toBe(
      q.new.payNowTotal.amountMinor - q.old.payNowTotal.amountMinor,
    );
    expect(q.difference.amountMinor).toBeGreaterThan(0);
    expect(q.charge).toMatchObject({ source: 'UserCard', amount: q.difference });
    expect(q.refunds).toEqual([]);

    const res = await confirm(browser, booking.id, q.quoteToken);
    expect(res.statusCode, res.body).toBe(200);
    const done = LodgingDateChangeResultSchema.parse(res.json());
    expect(done).toMatchObject({
      bookingId: booking.id,
      confirmationCode: booking.confirmationCode,
      checkInDate: '2026-12-17',
      checkOutDate: '2026-12-20',
      difference: q.difference,
    });
    // The payment record: the change's own charge, captured.
    const auth = await t.ctx.repos.payments.findAuthorization(`auth_${done.changeId}`);
    expect(auth).toMatchObject({ status: 'Captured', amountMinor: q.difference.amountMinor });
    expect(await soldOn(rateId, [...oldNights, ...newNights])).toEqual([0, 0, 1, 1, 1]);

    const after = await tripOf(browser, booking.id);
    expect(after.booking).toMatchObject({
      confirmationCode: booking.confirmationCode,
      stay: { checkInDate: '2026-12-17', checkOutDate: '2026-12-20' },
      nights: 3,
    });
    expect(after.receipt.total).toEqual(q.new.payNowTotal);
    const list = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    const card = JSON.stringify(list).includes(booking.id);
    expect(card).toBe(true);
    // The change e-mail through the outbox.
    const mail = await t.ctx.repos.emailOutbox.find(`date-change:${done.changeId}`);
    expect(mail?.textBody).toContain('2026-12-17 to 2026-12-20');
    expect(mail?.textBody).toContain(booking.confirmationCode ?? '');
    // A repeat of the confirmation answers the same change and moves nothing more.
    const again = await confirm(browser, booking.id, q.quoteToken);
    expect(again.statusCode, again.body).toBe(200);
    expect(LodgingDateChangeResultSchema.parse(again.json()).changeId).toBe(done.changeId);
    expect(await soldOn(rateId, [...oldNights, ...newNights])).toEqual([0, 0, 1, 1, 1]);
  });

  it('refunds a shorter stay to the card, and a later cancellation gives back only the rest', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, rateId } = await book(browser, {
      checkInDate: '2026-12-21',
      checkOutDate: '2026-12-24',
    });
    const q = available(await quote(browser, booking.id, '2026-12-21', '2026-12-22'));
    expect(q.difference.amountMinor).toBeLessThan(0);
    expect(q.charge).toBeNull();
    expect(q.refunds).toEqual([
      expect.objectContaining({
        source: 'UserCard',
        amount: { amountMinor: -q.difference.amountMinor, currency: q.difference.currency },
      }),
    ]);
    const res = await confirm(browser, booking.id, q.quoteToken);
    expect(res.statusCode, res.body).toBe(200);
    const view = await t.ctx.repos.hotelBookings.findById(booking.id);
    const authId = view?.authorizationId ?? '';
    expect(await t.ctx.repos.payments.findAuthorization(authId)).toMatchObject({
      status: 'Captured',
      refundedMinor: -q.difference.amountMinor,
    });
    expect(view).toMatchObject({
      checkInDate: '2026-12-21',
      checkOutDate: '2026-12-22',
      totalMinor: q.new.payNowTotal.amountMinor,
      cardMinor: q.new.payNowTotal.amountMinor,
      version: 1,
    });
    expect(await soldOn(rateId, ['2026-12-21', '2026-12-22', '2026-12-23'])).toEqual([1, 0, 0]);

    // Cancelling now refunds the new total, so the card gets back exactly what it paid.
    const cq = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {});
    expect(cq.statusCode, cq.body).toBe(200);
    const { cancelQuoteId } = CancelQuoteSchema.parse(cq.json());
    const cancelled = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel`, {
      cancelQuoteId,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await t.ctx.repos.payments.findAuthorization(authId)).toMatchObject({
      status: 'Refunded',
      refundedMinor: booking.totals.total.amountMinor,
    });
    expect(await soldOn(rateId, ['2026-12-21'])).toEqual([0]);
  });

  it('answers sold-out dates as data, with the nights, and leaves the booking as it was', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, rateId } = await book(browser, {
      checkInDate: '2026-12-07',
      checkOutDate: '2026-12-08',
    });
    // Someone else takes every room of the type on the 10th.
    const claims = (
      listRoomClaims(t.ctx.supply.getWorld().hotels, rateFor(rateId, '2026-12-10', 1), 1) ?? []
    ).map((c) => ({ ...c, rooms: c.portalCapacity, portalCapacity: 2 * c.portalCapacity }));
    expect((await t.ctx.repos.roomInventory.reserve(`test-sellout-${booking.id}`, claims)).ok).toBe(
      true,
    );
    const q = await quote(browser, booking.id, '2026-12-09', '2026-12-11');
    expect(q).toMatchObject({
      availability: 'Unavailable',
      reason: 'BlockedDates',
      soldOutDates: ['2026-12-10'],
    });
    // Nights the booking holds itself are its own: moving one night later stays available.
    available(await quote(browser, booking.id, '2026-12-07', '2026-12-09'));
    expect((await tripOf(browser, booking.id)).booking.stay.checkInDate).toBe('2026-12-07');
  });

  it('refuses what the rule refuses: a non-refundable rate, a passed deadline, bad dates', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking: fixed } = await book(browser, {
      checkInDate: '2026-12-28',
      checkOutDate: '2026-12-30',
      terms: 'NonRefundable',
    });
    expect((await tripOf(browser, fixed.id)).dateChange).toEqual({
      allowed: false,
      reason: 'RateNotChangeable',
    });
    const refused = await browser.call('POST', `/api/v0/trips/${fixed.id}/date-change/quote`, {
      checkInDate: '2026-12-29',
      checkOutDate: '2026-12-31',
    });
    expect(refused.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(refused.json())).toMatchObject({
      code: 'DateChangeNotAllowed',
      details: { reason: 'RateNotChangeable' },
    });

    const { booking } = await book(browser, {
      checkInDate: '2027-01-04',
      checkOutDate: '2027-01-06',
    });
    for (const [body, field] of [
      [{ checkInDate: '2027-01-06', checkOutDate: '2027-01-05' }, 'checkOutDate'],
      [{ checkInDate: '2027-02-30', checkOutDate: '2027-03-01' }, 'checkInDate'],
      [{ checkInDate: '2026-11-01', checkOutDate: '2026-11-02' }, 'checkInDate'],
      [{ checkInDate: '2027-01-04', checkOutDate: '2027-01-06' }, 'checkInDate'],
      [{ checkInDate: '2027-01-04' }, 'checkOutDate'],
    ] as const) {
      const res = await browser.call('POST', `/api/v0/trips/${booking.id}/date-change/quote`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(ErrorResponseSchema.parse(res.json())).toMatchObject({ code: 'BadRequest', field });
    }
    const bad = await confirm(browser, booking.id, 'not-a-token');
    expect(bad.statusCode).toBe(400);

    // A quote made in time cannot be confirmed once the free-cancellation deadline has passed.
    const q = available(await quote(browser, booking.id, '2027-01-05', '2027-01-07'));
    const open = (await tripOf(browser, booking.id)).dateChange;
    if (!open?.allowed) throw new Error('change not offered');
    const minutesLeft = (Date.parse(open.until) - t.ctx.travelClock.now().getTime()) / 60_000;
    t.ctx.travelClock.setOffsetMinutes(Math.ceil(minutesLeft) + 1);
    expect((await tripOf(browser, booking.id)).dateChange).toEqual({
      allowed: false,
      reason: 'ChangeDeadlinePassed',
    });
    const late = await confirm(browser, booking.id, q.quoteToken);
    expect(late.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(late.json())).toMatchObject({
      code: 'DateChangeNotAllowed',
      details: { reason: 'ChangeDeadlinePassed' },
    });
    t.ctx.travelClock.setOffsetMinutes(0);
    // Someone else's booking is not found.
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const stranger = await other.browser.call(
      'POST',
      `/api/v0/trips/${booking.id}/date-change/quote`,
      { checkInDate: '2027-01-05', checkOutDate: '2027-01-07' },
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('applies one of two changes confirmed at once; the rooms follow the winner only', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking, rateId } = await book(browser, {
      checkInDate: '2027-01-11',
      checkOutDate: '2027-01-12',
    });
    const a = available(await quote(browser, booking.id, '2027-01-13', '2027-01-14'));
    const b = available(await quote(browser, booking.id, '2027-01-15', '2027-01-16'));
    const nights = ['2027-01-11', '2027-01-13', '2027-01-15'];
    const [ra, rb] = await Promise.all([
      confirm(browser, booking.id, a.quoteToken),
      confirm(browser, booking.id, b.quoteToken),
    ]);
    const statuses = [ra.statusCode, rb.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    expect(ErrorResponseSchema.parse(loser.json()).code).toBe('BookingChanged');
    const won = ra.statusCode === 200 ? '2027-01-13' : '2027-01-15';
    expect(await soldOn(rateId, nights)).toEqual(nights.map((d) => (d === won ? 1 : 0)));
    const row = await t.ctx.repos.hotelBookings.findById(booking.id);
    expect(row).toMatchObject({ checkInDate: won, version: 1 });
    // A rise's card authorization never stays open: the winner's captured, the loser's voided.
    for (const q of [a, b]) {
      const auth = await t.ctx.repos.payments.findAuthorization(`auth_${q.quoteId}`);
      expect(auth?.status ?? 'none').not.toBe('Authorized');
    }

    // The same quote confirmed twice at once applies once and both answers agree.
    const c = available(await quote(browser, booking.id, '2027-01-18', '2027-01-19'));
    const both = await Promise.all([
      confirm(browser, booking.id, c.quoteToken),
      confirm(browser, booking.id, c.quoteToken),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(
      new Set(both.map((r) => LodgingDateChangeResultSchema.parse(r.json()).changeId)).size,
    ).toBe(1);
    expect(await soldOn(rateId, [...nights, '2027-01-18'])).toEqual([0, 0, 0, 1]);
    expect((await t.ctx.repos.hotelBookings.findById(booking.id))?.version).toBe(2);
  });
});
