import { ActivityBookingSchema, type ActivityBookRequest } from '@wayfare/contracts/activities';
import { describe, expect, it } from 'vitest';
import { createActivityWorld, searchActivities } from '../activities/activity-search';
import { loadReferenceData } from '../world/reference-data';
import { createSandboxActivityProvider } from './activity-provider';

const world = createActivityWorld(loadReferenceData(), 20_250_101);
const NOW = Date.parse('2026-01-10T15:00:00Z');
const HOUR = 3_600_000;
const DATE = '2026-03-11';

async function bookable(category: 'Tours' | 'Shows' | 'Classes') {
  const p = createSandboxActivityProvider(world);
  const found = searchActivities(
    world,
    {
      cityCode: 'C2988507',
      date: DATE,
      categories: [category],
      sort: 'Recommended',
      offset: 0,
      limit: 5,
    },
    NOW,
  );
  const activityId = found.ok ? (found.value.activities[0]?.activityId ?? '') : '';
  const avail = await p.getAvailability({ activityId, date: DATE, travelers: { Adult: 2 } }, NOW);
  const slot = avail.ok
    ? avail.value.timeSlots.find((s) => s.isAvailable && s.ticketType === 'Standard')
    : undefined;
  if (!slot) throw new Error('no slot');
  const request: ActivityBookRequest = {
    activityId,
    date: DATE,
    startTime: slot.startTime,
    ticketType: 'Standard',
    travelers: { Adult: 2 },
    leadTraveler: { givenName: 'Ada', surname: 'Lovelace' },
  };
  const start = Date.parse(`${DATE}T${slot.startTime}:00Z`);
  return { p, request, slot, start };
}

describe('sandbox activity provider', () => {
  it("books a slot, leaves the portal's sales out of its places, and refunds in full a day ahead", async () => {
    const { p, request, slot, start } = await bookable('Tours');
    const booked = await p.book('EB-1', request, NOW);
    if (!booked.ok) throw new Error(booked.message);
    expect(ActivityBookingSchema.parse(booked.value).total).toEqual(slot.total);
    expect(await p.book('EB-1', request, NOW)).toEqual(booked);
    // The portal counts its own sales and passes them in.
    const after = await p.getAvailability(
      { activityId: request.activityId, date: DATE, travelers: { Adult: 2 } },
      NOW,
      (id, date, start, ticket) =>
        id === request.activityId &&
        date === DATE &&
        start === slot.startTime &&
        ticket === 'Standard'
          ? 2
          : 0,
    );
    const same = after.ok
      ? after.value.timeSlots.find(
          (s) => s.startTime === slot.startTime && s.ticketType === 'Standard',
        )
      : undefined;
    expect(same?.spotsLeft).toBe(slot.spotsLeft - 2);
    expect(await p.quoteCancellation('EB-1', start - 30 * HOUR)).toMatchObject({
      ok: true,
      value: { outcome: 'FullyRefundable', refund: slot.total },
    });
    expect(await p.quoteCancellation('EB-1', start - HOUR)).toMatchObject({
      value: { outcome: 'NonCancellable' },
    });
    expect(await p.cancel('EB-1', start + HOUR)).toMatchObject({ ok: false, code: 'NotAvailable' });
    expect((await p.cancel('EB-1', start - 30 * HOUR)).ok).toBe(true);
    expect(await p.quoteCancellation('EB-1', NOW)).toMatchObject({
      value: { outcome: 'AlreadyCanceled' },
    });
  });

  it('gives the partial and non-refundable outcomes their policies promise', async () => {
    const cls = await bookable('Classes');
    expect((await cls.p.book('EB-2', cls.request, NOW)).ok).toBe(true);
    expect(await cls.p.quoteCancellation('EB-2', cls.start - 48 * HOUR)).toMatchObject({
      value: { outcome: 'PartiallyRefundable' },
    });
    const show = await bookable('Shows');
    expect((await show.p.book('EB-3', show.request, NOW)).ok).toBe(true);
    expect(await show.p.quoteCancellation('EB-3', NOW)).toMatchObject({
      value: { outcome: 'NonRefundable', refund: { amountMinor: 0 } },
    });
    expect(await show.p.book('EB-4', { ...show.request, startTime: '03:00' }, NOW)).toMatchObject({
      code: 'NoAvailability',
    });
  });
});
