import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createRoomInventoryRepository } from './room-inventory-repository';

describe.each(listTestDatabaseTargets())('room inventory on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => {
    await t.dispose();
  });
  const claim = (roomTypeId: string, date: string, rooms: number, portalCapacity = 4) => ({
    roomTypeId,
    date,
    rooms,
    portalCapacity,
  });

  it('reserves every night or none, and is idempotent per hold', async () => {
    const rooms = createRoomInventoryRepository(t.handle.db);
    const stay = [claim('H1-R0', '2030-01-01', 2), claim('H1-R0', '2030-01-02', 2)];
    expect(await rooms.reserve('h1', stay)).toEqual({ ok: true });
    expect(await rooms.reserve('h1', stay)).toEqual({ ok: true });
    const sold = await rooms.getSoldRooms(['H1-R0'], ['2030-01-01', '2030-01-02', '2030-01-03']);
    expect(Object.fromEntries(sold)).toEqual({ 'H1-R0@2030-01-01': 2, 'H1-R0@2030-01-02': 2 });
    const short = await rooms.reserve('h2', [
      claim('H1-R0', '2030-01-01', 1),
      claim('H1-R0', '2030-01-02', 3),
    ]);
    expect(short).toMatchObject({ ok: false, code: 'LackOfInventory' });
    expect((await rooms.getSoldRooms(['H1-R0'], ['2030-01-01'])).get('H1-R0@2030-01-01')).toBe(2);
    expect(await rooms.isHeld('h1')).toBe(true);
    expect(await rooms.isHeld('h2')).toBe(false);
  });

  it('releases a hold exactly once', async () => {
    const rooms = createRoomInventoryRepository(t.handle.db);
    await rooms.reserve('h3', [claim('H2-R1', '2030-02-01', 3)]);
    await rooms.release('h3');
    await rooms.release('h3');
    await rooms.release('unknown');
    expect((await rooms.getSoldRooms(['H2-R1'], ['2030-02-01'])).size).toBe(0);
    expect(await rooms.reserve('h4', [claim('H2-R1', '2030-02-01', 4)])).toEqual({ ok: true });
  });

  it('never oversells the last rooms under concurrent bookings', async () => {
    const rooms = createRoomInventoryRepository(t.handle.db);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        rooms.reserve(`race-${i}`, [
          claim('H3-R0', '2030-03-01', 1, 3),
          claim('H3-R0', '2030-03-02', 1, 3),
        ]),
      ),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(3);
    const sold = await rooms.getSoldRooms(['H3-R0'], ['2030-03-01', '2030-03-02']);
    expect([...sold.values()]).toEqual([3, 3]);
  });

  // A stay's date change moves its room hold (issue 22): the old nights given back and the new ones
  // taken in one transaction, so there is never a moment when neither or both are held.
  const soldOn = async (roomTypeId: string, dates: string[]) => {
    const rooms = createRoomInventoryRepository(t.handle.db);
    const sold = await rooms.getSoldRooms([roomTypeId], dates);
    return dates.map((d) => sold.get(`${roomTypeId}@${d}`) ?? 0);
  };

  it('moves a hold onto new nights, keeping the nights both stays share', async () => {
    const rooms = createRoomInventoryRepository(t.handle.db);
    await rooms.reserve('s1', [claim('S1', '2030-01-01', 2), claim('S1', '2030-01-02', 2)]);
    expect(
      await rooms.swap('s1', [claim('S1', '2030-01-02', 2), claim('S1', '2030-01-03', 2)]),
    ).toEqual({ ok: true });
    expect(await soldOn('S1', ['2030-01-01', '2030-01-02', '2030-01-03'])).toEqual([0, 2, 2]);
    expect(await rooms.findHeldClaims('s1')).toEqual([
      { roomTypeId: 'S1', date: '2030-01-02', rooms: 2 },
      { roomTypeId: 'S1', date: '2030-01-03', rooms: 2 },
    ]);
    // Releasing afterwards gives back the new nights, not the old ones.
    await rooms.release('s1');
    expect(await soldOn('S1', ['2030-01-01', '2030-01-02', '2030-01-03'])).toEqual([0, 0, 0]);
  });

  it('changes nothing when a new night is full, and refuses a hold that is not live', async () => {
    const rooms = createRoomInventoryRepository(t.handle.db);
    await rooms.reserve('s2', [claim('S2', '2030-02-01', 1)]);
    await rooms.reserve('other', [claim('S2', '2030-02-03', 2, 2)]);
    const refused = await rooms.swap('s2', [
      claim('S2', '2030-02-02', 1, 2),
      claim('S2', '2030-02-03', 1, 2),
    ]);
    expect(refused).toMatchObject({ ok: false, code: 'LackOfInventory' });
    expect(await soldOn('S2', ['2030-02-01', '2030-02-02', '2030-02-03'])).toEqual([1, 0, 2]);
    expect(await rooms.swap('nobody', [claim('S2', '2030-02-02', 1)])).toMatchObject({
      ok: false,
      code: 'HoldNotFound',
    });
  });

  it('gives the last room of a night to exactly one of many concurrent swaps', async () => {
    const rooms = createRoomInventoryRepository(t.handle.db);
    const holds = Array.from({ length: 6 }, (_, i) => `swap-race-${i}`);
    for (const [i, id] of holds.entries())
      await rooms.reserve(id, [claim('S3', `2030-03-0${i + 1}`, 1)]);
    // Two rooms left on the 20th: six stays try to move onto it at once.
    await rooms.reserve('taken', [claim('S3', '2030-03-20', 2, 4)]);
    const swaps = await Promise.all(
      holds.map((id) => rooms.swap(id, [claim('S3', '2030-03-20', 1, 4)])),
    );
    expect(swaps.filter((s) => s.ok)).toHaveLength(2);
    expect(await soldOn('S3', ['2030-03-20'])).toEqual([4]);
    // Each stay holds exactly one of its two stays: the winners the 20th, the others their own.
    const own = await soldOn(
      'S3',
      holds.map((_, i) => `2030-03-0${i + 1}`),
    );
    expect(own.filter((n) => n === 0)).toHaveLength(2);
    expect(own.filter((n) => n === 1)).toHaveLength(4);
  });
});
