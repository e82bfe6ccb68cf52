import {
  ActivityAvailabilitySchema,
  ActivitySearchResponseSchema,
  type ActivitySearchRequest,
} from '@wayfare/contracts/activities';
import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from '../reference/calendar';
import { loadReferenceData } from '../world/reference-data';
import { createActivityWorld, getActivityAvailability, searchActivities } from './activity-search';

const world = createActivityWorld(loadReferenceData(), 20_250_101);
const NOW = Date.parse('2026-01-10T15:00:00Z');
const PARIS = 'C2988507';
const DAY = parseIsoDate('2026-03-11') ?? 0;

function search(extra: Partial<ActivitySearchRequest> = {}) {
  const r = searchActivities(
    world,
    {
      cityCode: PARIS,
      date: formatIsoDate(DAY),
      sort: 'Recommended',
      offset: 0,
      limit: 50,
      ...extra,
    },
    NOW,
  );
  if (!r.ok) throw new Error(r.message);
  return ActivitySearchResponseSchema.parse(r.value);
}

describe('activity search', () => {
  it('offers many categories, durations and ticket types in a big city, with age bands', () => {
    const r = search();
    expect(r.total).toBeGreaterThan(15);
    expect(new Set(r.activities.map((a) => a.category)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(r.activities.map((a) => a.duration))).toEqual(
      new Set(['UpToOneHour', 'OneToFourHours', 'FourHoursToOneDay']),
    );
    expect(new Set(r.activities.flatMap((a) => a.tickets.map((t) => t.ticketType)))).toEqual(
      new Set(['Standard', 'SkipTheLine', 'Private', 'Vip']),
    );
    expect(new Set(r.activities.map((a) => a.cancellationPolicy.kind)).size).toBe(3);
    const adultsOnly = r.activities.find((a) => a.category === 'Nightlife');
    expect(adultsOnly?.ageBands.map((b) => b.band)).toEqual(['Adult', 'Senior']);
    expect(r.activities[0]?.languages).toContain('French');
  });

  it('filters by category and duration and sorts by price', () => {
    const museums = search({ categories: ['Museums'] }).activities;
    expect(museums.every((a) => a.category === 'Museums')).toBe(true);
    const short = search({ durations: ['UpToOneHour'] }).activities;
    expect(short.every((a) => a.durationMinutes <= 60)).toBe(true);
    const prices = search({ sort: 'PriceLowToHigh' }).activities.map(
      (a) => a.fromPrice.amountMinor,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('hides museums on their weekly closing day', () => {
    const monday = formatIsoDate(parseIsoDate('2026-03-09') ?? 0);
    expect(
      search({ date: monday, categories: ['Museums'] }).activities.some((a) =>
        a.title.includes('museum'),
      ),
    ).toBe(false);
  });
});

describe('activity availability', () => {
  const first = () => search({ categories: ['Tours'] }).activities[0]?.activityId ?? '';
  it('lists time slots with spots left and a party price, some sold out', () => {
    let soldOut = 0;
    const ids = search().activities.map((a) => a.activityId);
    for (const id of ids)
      for (let d = 0; d < 10; d++) {
        const r = getActivityAvailability(
          world,
          { activityId: id, date: formatIsoDate(DAY + d), travelers: { Adult: 2, Child: 1 } },
          NOW,
        );
        if (!r.ok) throw new Error(r.message);
        const v = ActivityAvailabilitySchema.parse(r.value);
        for (const s of v.timeSlots) if (!s.isAvailable) soldOut++;
        const standard = v.timeSlots.find((s) => s.ticketType === 'Standard');
        if (standard) expect(standard.total.amountMinor).toBeGreaterThan(0);
      }
    expect(soldOut).toBeGreaterThan(0);
  });

  it('refuses children on adults-only activities and explains closures', () => {
    const bar = search({ categories: ['Nightlife'] }).activities[0]?.activityId ?? '';
    const r = getActivityAvailability(
      world,
      { activityId: bar, date: formatIsoDate(DAY), travelers: { Adult: 1, Child: 1 } },
      NOW,
    );
    expect(r.ok && r.value.reason).toBe('AgeRestriction');
  });

  it('rejects bad input with typed errors', () => {
    const avail = (extra: object) => {
      const r = getActivityAvailability(
        world,
        { activityId: first(), date: formatIsoDate(DAY), travelers: { Adult: 1 }, ...extra },
        NOW,
      );
      return r.ok ? 'ok' : r.code;
    };
    expect(avail({ activityId: 'A1-1-1' })).toBe('NotFound');
    expect(avail({ travelers: {} })).toBe('InvalidPassengers');
    expect(avail({ travelers: { Child: 2 } })).toBe('InvalidPassengers');
    expect(avail({ travelers: { Adult: 20 } })).toBe('InvalidPassengers');
    expect(avail({ date: '2027-06-01' })).toBe('DateOutsideHorizon');
    expect(avail({ date: '2026-02-31' })).toBe('InvalidDate');
    const r = searchActivities(
      world,
      { cityCode: 'C1', date: '2026-03-11', sort: 'Recommended', offset: 0, limit: 5 },
      NOW,
    );
    expect(r).toMatchObject({ ok: false, code: 'UnknownLocation' });
  });
});
