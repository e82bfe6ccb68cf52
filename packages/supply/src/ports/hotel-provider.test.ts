import {
  HotelBookingSchema,
  HotelQuoteSchema,
  type HotelGuest,
  type HotelStayRequest,
} from '@wayfare/contracts/lodging';
import { describe, expect, it } from 'vitest';
import { getHotelTimeZone, toHotelLocalMinute } from '../lodging/hotel-cancellation';
import { getHotelDetail } from '../lodging/hotel-detail';
import { getHotelFailureReason } from '../lodging/hotel-quote';
import { formatRateId, parseRateId } from '../lodging/hotel-rate-plans';
import { parseIsoDate } from '../reference/calendar';
import { buildHotelWorld } from '../lodging/hotel-world';
import { loadReferenceData } from '../world/reference-data';
import { createSandboxHotelProvider, type HotelProvider } from './hotel-provider';
import { createInMemoryRoomInventory } from './room-inventory';

const world = buildHotelWorld(loadReferenceData(), 20_250_101, 20_000);
const NOW = Date.parse('2026-01-10T15:00:00Z');
const HOUR = 3_600_000;
const GUEST: HotelGuest = {
  givenName: 'Ada',
  surname: 'Lovelace',
  dateOfBirth: '1990-05-01',
  countryCode: 'GB',
};

function stay(lodgingId: string, extra: Partial<HotelStayRequest> = {}): HotelStayRequest {
  return {
    lodgingId,
    checkInDate: '2026-03-10',
    checkOutDate: '2026-03-12',
    rooms: 1,
    adults: 2,
    children: 0,
    ...extra,
  };
}

/** First hotel (by id) satisfying a predicate on its detail; tests own their data. */
function findHotel(pred: (h: number) => boolean, from = 0): string {
  for (let h = from; h < world.count; h++) if (pred(h)) return `H${h}`;
  throw new Error('no such hotel');
}

async function quoteFirstRate(p: HotelProvider, lodgingId: string, rooms = 1, pick = 0) {
  const d = await p.getHotelDetail(stay(lodgingId, { rooms, adults: rooms * 2 }), NOW);
  if (!d.ok) throw new Error(d.message);
  const rate = d.value.rooms
    .flatMap((r) => r.rates)
    .filter((r) => r.refundability === 'FullyRefundable' && r.payTiming === 'PayNow')[pick];
  if (!rate) throw new Error('no rate');
  const q = await p.priceRate({ rateId: rate.rateId, rooms, adults: rooms * 2, children: 0 }, NOW);
  if (!q.ok) throw new Error(q.message);
  return { rate, quote: HotelQuoteSchema.parse(q.value) };
}

const provider = () => createSandboxHotelProvider(world, createInMemoryRoomInventory());
const ordinary = findHotel(
  (h) => h % 10 !== 7 && getHotelDetail(world, stay(`H${h}`), NOW).ok,
  100,
);

describe('sandbox hotel provider', () => {
  it('quotes, books idempotently, holds rooms and refunds in full before the deadline', async () => {
    const p = provider();
    const { rate, quote } = await quoteFirstRate(p, ordinary);
    expect(quote.rate.total).toEqual(rate.total);
    const booked = await p.book('HB-1', { quoteId: quote.quoteId, guest: GUEST }, NOW);
    if (!booked.ok) throw new Error(booked.message);
    expect(HotelBookingSchema.parse(booked.value).confirmationCode).toMatch(/^H-/);
    expect(await p.book('HB-1', { quoteId: quote.quoteId, guest: GUEST }, NOW + 1000)).toEqual(
      booked,
    );
    const after = await p.getHotelDetail(stay(ordinary), NOW);
    const left = after.ok
      ? after.value.rooms.flatMap((r) => r.rates).find((r) => r.rateId === rate.rateId)?.roomsLeft
      : -1;
    expect(left).toBe(rate.roomsLeft - 1);
    const cancelled = await p.cancel('HB-1', NOW + HOUR);
    expect(cancelled.ok && cancelled.value.refund).toEqual(rate.total);
    expect(await p.cancel('HB-1', NOW)).toMatchObject({ ok: false, code: 'AlreadyCancelled' });
    expect(await p.retrieve('HB-1')).toMatchObject({ ok: true, value: { status: 'Cancelled' } });
    expect(await p.retrieve('nope')).toMatchObject({ ok: false, code: 'NotFound' });
  });

  it('charges the first night after the free-cancellation deadline', async () => {
    const p = provider();
    const { quote } = await quoteFirstRate(p, ordinary);
    const booked = await p.book('HB-2', { quoteId: quote.quoteId, guest: GUEST }, NOW);
    expect(booked.ok).toBe(true);
    const zone = getHotelTimeZone(world, Number(ordinary.slice(1)));
    const wall = Date.parse('2026-03-10T15:00:00Z');
    const offsetMs = (toHotelLocalMinute(zone, wall) - wall / 60_000) * 60_000;
    const cancelled = await p.cancel('HB-2', wall - offsetMs - HOUR);
    const penalty = cancelled.ok ? cancelled.value.cancellationPenalty?.amountMinor : 0;
    expect(penalty).toBe(Math.round(quote.rate.total.amountMinor / 2));
  });
});

describe('hotel booking errors of spec §8 are reachable', () => {
  it('RateNotAvailable: a rate id listed days ago, or a plan the hotel does not sell', async () => {
    const p = provider();
    const { rate } = await quoteFirstRate(p, ordinary);
    const stale = await p.priceRate(
      { rateId: rate.rateId, rooms: 1, adults: 2, children: 0 },
      NOW + 72 * HOUR,
    );
    expect(stale).toMatchObject({ ok: false, code: 'RateNotAvailable' });
    const key = parseRateId(world, rate.rateId);
    if (!key) throw new Error('rate id');
    const unsold = formatRateId({ ...key, template: 9 });
    expect(
      await p.priceRate({ rateId: unsold, rooms: 1, adults: 2, children: 0 }, NOW),
    ).toMatchObject({ code: 'RateNotAvailable' });
    expect(getHotelFailureReason('RateNotAvailable')).toBe('RateNotAvailable');
  });

  it('NotAvailable: a rate for a sold-out night', async () => {
    const p = provider();
    const long = stay(ordinary, { checkOutDate: '2026-04-05' });
    const d = getHotelDetail(world, long, NOW);
    const room = d.ok ? d.value.rooms.find((r) => r.soldOutDates.length > 0) : undefined;
    if (!room) throw new Error('expected a sold-out night in 26 nights');
    const checkIn = parseIsoDate(room.soldOutDates[0] ?? '') ?? 0;
    const template = Number(room.roomTypeId.split('-R')[1]);
    const rateId = formatRateId({
      hotel: Number(ordinary.slice(1)),
      template,
      plan: { terms: 'F', board: 'R' },
      checkIn,
      nights: 1,
      loadDay: Math.floor(NOW / 86_400_000),
    });
    const r = await p.priceRate({ rateId, rooms: 1, adults: 2, children: 0 }, NOW);
    expect(r).toMatchObject({ ok: false, code: 'NotAvailable' });
    expect(getHotelFailureReason('NotAvailable')).toBe('NoAvailability');
  });

  it('LackOfInventory: more rooms than are left, and the last room taken by a concurrent booking', async () => {
    const p = provider();
    const { rate } = await quoteFirstRate(p, ordinary);
    const tooMany = Math.min(8, rate.roomsLeft + 1);
    const r = await p.priceRate(
      { rateId: rate.rateId, rooms: tooMany, adults: tooMany, children: 0 },
      NOW,
    );
    if (rate.roomsLeft < 8) expect(r).toMatchObject({ ok: false, code: 'LackOfInventory' });
    const all = await p.priceRate(
      { rateId: rate.rateId, rooms: rate.roomsLeft, adults: rate.roomsLeft, children: 0 },
      NOW,
    );
    if (!all.ok) throw new Error(all.message);
    const one = await p.priceRate({ rateId: rate.rateId, rooms: 1, adults: 1, children: 0 }, NOW);
    if (!one.ok) throw new Error(one.message);
    const [a, b] = await Promise.all([
      p.book('HB-A', { quoteId: all.value.quoteId, guest: GUEST }, NOW),
      p.book('HB-B', { quoteId: one.value.quoteId, guest: GUEST }, NOW),
    ]);
    expect(a.ok).toBe(true);
    expect(b).toMatchObject({ ok: false, code: 'LackOfInventory' });
  });

  it('CheckInMinimumAgeNotMet: a 19-year-old at a hotel whose id ends in 7', async () => {
    const p = provider();
    const strict = findHotel(
      (h) => h % 10 === 7 && getHotelDetail(world, stay(`H${h}`), NOW).ok,
      100,
    );
    const { quote } = await quoteFirstRate(p, strict);
    expect(quote.minimumCheckInAge).toBe(21);
    const young = { ...GUEST, dateOfBirth: '2006-06-01' };
    expect(await p.book('HB-Y', { quoteId: quote.quoteId, guest: young }, NOW)).toMatchObject({
      code: 'CheckInMinimumAgeNotMet',
    });
    const justOld = { ...GUEST, dateOfBirth: '2005-03-10' };
    expect((await p.book('HB-O', { quoteId: quote.quoteId, guest: justOld }, NOW)).ok).toBe(true);
  });

  it('InvalidGuestCountry, Invalid Quote, ExpiredQuoteToken and InvalidFulfillmentInput', async () => {
    const p = provider();
    const { quote } = await quoteFirstRate(p, ordinary);
    const book = (extra: object, at = NOW) =>
      p.book(`HB-${JSON.stringify(extra)}`, { quoteId: quote.quoteId, guest: GUEST, ...extra }, at);
    expect(await book({ guest: { ...GUEST, countryCode: 'KP' } })).toMatchObject({
      code: 'InvalidGuestCountry',
    });
    expect(await book({ guest: { ...GUEST, countryCode: 'XX' } })).toMatchObject({
      code: 'InvalidGuestCountry',
    });
    expect(await book({ quoteId: `${quote.quoteId}x` })).toMatchObject({ code: 'Invalid Quote' });
    expect(await book({ quoteId: 'garbage' })).toMatchObject({ code: 'Invalid Quote' });
    expect(await book({}, NOW + HOUR)).toMatchObject({ code: 'ExpiredQuoteToken' });
    expect(await book({ guest: { ...GUEST, surname: ' ' } })).toMatchObject({
      code: 'InvalidFulfillmentInput',
    });
    expect(await book({ bedType: 'Twin' })).toMatchObject({ code: 'InvalidFulfillmentInput' });
  });
});
