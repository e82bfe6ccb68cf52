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
});
