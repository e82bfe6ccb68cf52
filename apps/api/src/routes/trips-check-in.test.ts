import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import type { FlightBooking } from '@wayfare/contracts/flight-booking';
import {
  CancelQuoteSchema,
  CheckInResponseSchema,
  FlightTripDetailSchema,
  TripDetailSchema,
} from '@wayfare/contracts/trips';
import { isSeatInCabin } from '@wayfare/domain/flight-check-in';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, TEST_START, type Browser, useTestApp } from '../testing/test-app';
import { bookTestFlight, quoteTestFare, TEST_CONTACT } from '../testing/test-flights';

const TRAVELERS = [
  {
    passengerType: 'ADT',
    givenName: 'Ada',
    surname: 'Lovelace',
    gender: 'F',
    dateOfBirth: '1985-12-10',
  },
  {
    passengerType: 'ADT',
    givenName: 'Charles',
    surname: 'Babbage',
    gender: 'M',
    dateOfBirth: '1981-12-26',
  },
] as const;
const PASSENGERS = { ADT: 2, CNN: 0, INS: 0, INF: 0 };
const ACK = { dangerousGoodsAcknowledged: true };

describe.each(listTestDatabaseTargets())('flight check-in on $name', (target) => {
  const t = useTestApp(target);

  /** A confirmed one-way, non-stop flight for Ada and Charles. */
  const bookTwoTravelers = async (browser: Browser, route: [string, string, string]) =>
    bookTestFlight(t, browser, await quoteTestFare(browser, route, { passengers: PASSENGERS }), {
      travelers: TRAVELERS,
    });

  /** Moves the travel clock to some minutes before the booking's first departure. */
  function setClockBeforeDeparture(booking: FlightBooking, minutes: number) {
    const first = booking.offer.slices[0]?.segments[0];
    if (!first) throw new Error('no flight');
    const at = new Date(first.zonedDepartureTime).getTime() - minutes * 60_000;
    t.ctx.travelClock.setOffsetMinutes(Math.round((at - TEST_START.getTime()) / 60_000));
  }

  const getDetail = async (browser: Browser, bookingId: string) => {
    const res = await browser.call('GET', `/api/v0/trips/${bookingId}`);
    expect(res.statusCode, res.body).toBe(200);
    return FlightTripDetailSchema.parse(res.json());
  };
  const checkIn = (browser: Browser, bookingId: string, body: unknown) =>
    browser.call('POST', `/api/v0/trips/${bookingId}/checkIn`, body);
  const codeOf = (res: { json(): unknown }) => ErrorResponseSchema.parse(res.json()).code;

  it('refuses before the window, then checks in and answers the same passes again', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    try {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
      const booking = await bookTwoTravelers(browser, ['JFK', 'LAX', '2026-12-14']);
      const before = await getDetail(browser, booking.id);
      expect(before.checkIn).toMatchObject({
        status: 'NotOpen',
        sliceIndex: 0,
        slice: { origin: 'JFK', destination: 'LAX' },
        isOpen: false,
        checkedInAt: null,
        boardingPasses: [],
        travelers: [
          { passengerIndex: 0, name: 'Ada Lovelace', isCheckedIn: false },
          { passengerIndex: 1, name: 'Charles Babbage', isCheckedIn: false },
        ],
      });
      expect(before.checkIn?.recordLocator).toBe(before.airlineLocators[0]?.locator);

      const early = await checkIn(browser, booking.id, { passengerIndexes: [0], ...ACK });
      expect(early.statusCode, early.body).toBe(422);
      expect(codeOf(early)).toBe('CheckInNotOpen');

      setClockBeforeDeparture(booking, 3 * 60);
      expect((await getDetail(browser, booking.id)).checkIn).toMatchObject({
        status: 'Open',
        isOpen: true,
      });
      const first = await checkIn(browser, booking.id, { passengerIndexes: [0], ...ACK });
      expect(first.statusCode, first.body).toBe(200);
      const answer = CheckInResponseSchema.parse(first.json());
      const segments = booking.offer.slices[0]?.segments ?? [];
      const cabin = booking.offer.slices[0]?.fares[0]?.cabinClass ?? 'Economy';
      expect(answer.boardingPasses).toHaveLength(segments.length);
      const pass = answer.boardingPasses[0];
      expect(pass).toMatchObject({
        passengerIndex: 0,
        travelerName: 'Ada Lovelace',
        origin: { code: 'JFK' },
        destination: { code: 'LAX' },
        recordLocator: before.checkIn?.recordLocator,
      });
      expect(isSeatInCabin(pass?.seat ?? '', cabin)).toBe(true);
      expect(pass?.barcode).toMatch(/^M1LOVELACE\/ADA {8}E[A-Z2-9]{6} JFKLAX/);
      expect(pass?.barcode).toHaveLength(60);
      expect(answer.trip).toMatchObject({
        checkIn: {
          status: 'CheckedIn',
          travelers: [{ isCheckedIn: true }, { isCheckedIn: false }],
        },
      });

      // Idempotent: the same traveler again answers the same passes and check-in time.
      const again = CheckInResponseSchema.parse(
        (await checkIn(browser, booking.id, { passengerIndexes: [0], ...ACK })).json(),
      );
      expect(again.boardingPasses).toEqual(answer.boardingPasses);
      expect(again.checkedInAt).toBe(answer.checkedInAt);

      // Charles joins later; Ada's passes stay as they were and nobody shares a seat.
      const both = CheckInResponseSchema.parse(
        (await checkIn(browser, booking.id, { passengerIndexes: [1, 0], ...ACK })).json(),
      );
      expect(both.boardingPasses).toHaveLength(2 * segments.length);
      expect(both.boardingPasses.filter((p) => p.passengerIndex === 0)).toEqual(
        answer.boardingPasses,
      );
      const seats = both.boardingPasses.filter((p) => p.segmentIndex === 0).map((p) => p.seat);
      expect(new Set(seats).size).toBe(2);

      const detail = await getDetail(browser, booking.id);
      expect(detail.checkIn?.status).toBe('CheckedIn');
      expect(detail.checkIn?.boardingPasses).toEqual(both.boardingPasses);

      // After the window closed the passes are still there, and asking again still answers them.
      setClockBeforeDeparture(booking, 30);
      const late = await checkIn(browser, booking.id, { passengerIndexes: [0, 1], ...ACK });
      expect(late.statusCode, late.body).toBe(200);
      expect(CheckInResponseSchema.parse(late.json()).boardingPasses).toEqual(both.boardingPasses);

      // A look-up by code and e-mail is read-only: it sees the status, never the passes.
      const lookup = await t.app.inject({
        method: 'POST',
        url: '/api/v0/trips/lookup',
        headers: { host: CONSUMER_HOST, 'content-type': 'application/json' },
        payload: JSON.stringify({
          confirmationCode: booking.confirmationCode,
          email: TEST_CONTACT.email,
        }),
      });
      expect(TripDetailSchema.parse(lookup.json())).toMatchObject({
        access: 'lookup',
        checkIn: { status: 'CheckedIn', boardingPasses: [] },
      });
    } finally {
      t.ctx.travelClock.setOffsetMinutes(0);
    }
  });

  it('refuses someone else’s trip, bad requests, a closed window and a cancelled trip', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    try {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
      const booking = await bookTwoTravelers(browser, ['BOS', 'SFO', '2026-12-16']);
      setClockBeforeDeparture(booking, 5 * 60);

      const other = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
      const stolen = await checkIn(other.browser, booking.id, { passengerIndexes: [0], ...ACK });
      expect(stolen.statusCode).toBe(404);
      expect(codeOf(stolen)).toBe('NotFound');

      const forged = await browser.call(
        'POST',
        `/api/v0/trips/${booking.id}/checkIn`,
        { passengerIndexes: [0], ...ACK },
        { 'x-csrf-token': 'forged' },
      );
      expect(forged.statusCode).toBe(403);

      const noAck = await checkIn(browser, booking.id, { passengerIndexes: [0] });
      expect(noAck.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(noAck.json())).toMatchObject({
        code: 'BadRequest',
        field: 'dangerousGoodsAcknowledged',
        message: expect.stringContaining('dangerous goods') as string,
      });
      const declined = await checkIn(browser, booking.id, {
        passengerIndexes: [0],
        dangerousGoodsAcknowledged: false,
      });
      expect(declined.statusCode).toBe(400);
      const nobody = await checkIn(browser, booking.id, { passengerIndexes: [], ...ACK });
      expect(nobody.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(nobody.json()).message).toContain('at least one traveler');
      const twice = await checkIn(browser, booking.id, { passengerIndexes: [0, 0], ...ACK });
      expect(twice.statusCode).toBe(400);
      const stranger = await checkIn(browser, booking.id, { passengerIndexes: [2], ...ACK });
      expect(stranger.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(stranger.json())).toMatchObject({
        code: 'BadRequest',
        field: 'passengerIndexes',
      });

      setClockBeforeDeparture(booking, 59);
      const closed = await checkIn(browser, booking.id, { passengerIndexes: [0], ...ACK });
      expect(closed.statusCode).toBe(422);
      expect(codeOf(closed)).toBe('CheckInClosed');
      expect((await getDetail(browser, booking.id)).checkIn?.status).toBe('Closed');

      t.ctx.travelClock.setOffsetMinutes(0);
      const quote = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {});
      expect(quote.statusCode, quote.body).toBe(200);
      const cancelled = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel`, {
        cancelQuoteId: CancelQuoteSchema.parse(quote.json()).cancelQuoteId,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      setClockBeforeDeparture(booking, 5 * 60);
      const afterCancel = await checkIn(browser, booking.id, { passengerIndexes: [0], ...ACK });
      expect(afterCancel.statusCode).toBe(422);
      expect(codeOf(afterCancel)).toBe('CheckInNotAllowed');
      expect((await getDetail(browser, booking.id)).checkIn).toBeNull();
    } finally {
      t.ctx.travelClock.setOffsetMinutes(0);
    }
  });
});
