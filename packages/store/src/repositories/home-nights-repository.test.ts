import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createHomeNightsRepository } from './home-nights-repository';

describe.each(listTestDatabaseTargets())('home nights on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => {
    await t.dispose();
  });
  const nights = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

  it('takes every night or none, is idempotent per hold, and releases once', async () => {
    const repo = createHomeNightsRepository(t.handle.db);
    expect(await repo.reserve('vb_1', 'V1-0', nights(100, 3))).toEqual({ ok: true });
    expect(await repo.reserve('vb_1', 'V1-0', nights(100, 3))).toEqual({ ok: true });
    // Overlapping the last night: nothing of it is taken.
    expect(await repo.reserve('vb_2', 'V1-0', nights(102, 3))).toEqual({
      ok: false,
      takenDays: [102],
    });
    expect(await repo.listHeld('vb_2')).toEqual([]);
    // The check-out day is free for the next guest's first night.
    expect(await repo.reserve('vb_3', 'V1-0', nights(103, 2))).toEqual({ ok: true });
    const booked = await repo.getBookedNights(['V1-0', 'V1-1'], 99, 110);
    expect([...(booked.get('V1-0') ?? [])].sort()).toEqual([100, 101, 102, 103, 104]);
    expect(booked.has('V1-1')).toBe(false);
    // A booking's own nights do not count against it (re-quoting its stay).
    const others = await repo.getBookedNights(['V1-0'], 99, 110, 'vb_1');
    expect([...(others.get('V1-0') ?? [])].sort()).toEqual([103, 104]);
    await repo.release('vb_1');
    await repo.release('vb_1');
    expect(await repo.listHeld('vb_1')).toEqual([]);
    expect(await repo.reserve('vb_4', 'V1-0', nights(100, 3))).toEqual({ ok: true });
  });

  it('lets exactly one of many overlapping concurrent bookings have the nights', async () => {
    const repo = createHomeNightsRepository(t.handle.db);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        repo.reserve(`race-${i}`, 'V2-0', nights(200 + (i % 3), 4)),
      ),
    );
    const winners = attempts.filter((a) => a.ok);
    expect(winners).toHaveLength(1);
    const held = await repo.getBookedNights(['V2-0'], 190, 220);
    expect(held.get('V2-0')?.size).toBe(4);
  });
});
