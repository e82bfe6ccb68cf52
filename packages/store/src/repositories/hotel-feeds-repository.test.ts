import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createHotelFeedsRepository, HOTEL_FEED_LIMIT } from './hotel-feeds-repository';

const start = new Date('2026-11-23T12:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe.each(listTestDatabaseTargets())('hotel feeds on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
    await seedDemoData(t.handle.db, start);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const search = (userId: string, key: string, minutes: number) => ({
    id: `hs_${userId}_${key}_${minutes}`,
    userId,
    tenant: 'capone',
    searchKey: key,
    search: { key },
    locationLabel: `Place ${key}`,
    entrySource: null,
    searchedAt: at(minutes),
  });

  it('lists searches newest first, a repeat once at the top, at most ten kept', async () => {
    const feeds = createHotelFeedsRepository(t.handle.db);
    for (let i = 0; i < HOTEL_FEED_LIMIT + 3; i += 1)
      await feeds.recordSearch(search('usr_ada', `k${i}`, i));
    await feeds.recordSearch(search('usr_ada', 'k5', 100));
    const recent = await feeds.listRecentSearches('usr_ada', 'capone');
    expect(recent).toHaveLength(HOTEL_FEED_LIMIT);
    expect(recent.map((r) => r.locationLabel).slice(0, 3)).toEqual([
      'Place k5',
      'Place k12',
      'Place k11',
    ]);
    // The first id of a search stays its id; the oldest searches are gone.
    expect(recent[0]?.id).toBe('hs_usr_ada_k5_5');
    expect(recent.some((r) => r.locationLabel === 'Place k0')).toBe(false);
    expect(await feeds.listRecentSearches('usr_ada', 'capone-corporate')).toEqual([]);
    expect(await feeds.listRecentSearches('usr_marcus', 'capone')).toEqual([]);
  });

  it('records a batch in one go: a repeat within it once, its newest, each list trimmed', async () => {
    const feeds = createHotelFeedsRepository(t.handle.db);
    const rows = [
      ...Array.from({ length: HOTEL_FEED_LIMIT + 2 }, (_, i) => search('usr_priya', `b${i}`, i)),
      search('usr_priya', 'b3', 50),
      search('usr_sofia', 'b1', 7),
    ];
    await feeds.recordSearches(rows);
    const recent = await feeds.listRecentSearches('usr_priya', 'capone');
    expect(recent).toHaveLength(HOTEL_FEED_LIMIT);
    expect(recent.map((r) => r.locationLabel).slice(0, 2)).toEqual(['Place b3', 'Place b11']);
    expect(recent.filter((r) => r.locationLabel === 'Place b3')).toHaveLength(1);
    expect(
      (await feeds.listRecentSearches('usr_sofia', 'capone')).map((r) => r.locationLabel),
    ).toEqual(['Place b1']);
  });

  it('keeps one row per viewed hotel with the latest stay', async () => {
    const feeds = createHotelFeedsRepository(t.handle.db);
    const view = (lodgingId: string, minutes: number, checkInDate: string) => ({
      userId: 'usr_marcus',
      tenant: 'capone',
      lodgingId,
      hotel: { name: lodgingId },
      stay: { checkInDate },
      entrySource: null,
      viewedAt: at(minutes),
    });
    await feeds.recordView(view('H1', 1, '2026-12-01'));
    await feeds.recordView(view('H2', 2, '2026-12-01'));
    await feeds.recordView(view('H1', 3, '2026-12-09'));
    const recent = await feeds.listRecentViews('usr_marcus', 'capone');
    expect(recent.map((r) => [r.lodgingId, r.stay.checkInDate])).toEqual([
      ['H1', '2026-12-09'],
      ['H2', '2026-12-01'],
    ]);
    for (let i = 0; i < HOTEL_FEED_LIMIT + 2; i += 1)
      await feeds.recordView(view(`H${100 + i}`, 10 + i, '2026-12-01'));
    expect(await feeds.listRecentViews('usr_marcus', 'capone')).toHaveLength(HOTEL_FEED_LIMIT);
    expect(await feeds.listRecentViews('usr_ada', 'capone')).toEqual([]);
  });
});
