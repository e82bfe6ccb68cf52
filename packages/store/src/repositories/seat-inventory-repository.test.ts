import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createSeatInventoryRepository } from './seat-inventory-repository';

describe.each(listTestDatabaseTargets())('seat inventory on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => {
    await t.dispose();
  });
  const claim = (flightInstanceId: string, seats: number, portalCapacity = 4) => ({
    flightInstanceId,
    cabin: 'economy',
    seats,
    portalCapacity,
  });

  it('reserves all claims or none, and is idempotent per hold', async () => {
    const seats = createSeatInventoryRepository(t.handle.db);
    expect(await seats.reserve('h1', [claim('AA1@1', 2), claim('AA2@1', 2)])).toEqual({ ok: true });
    expect(await seats.reserve('h1', [claim('AA1@1', 2), claim('AA2@1', 2)])).toEqual({ ok: true });
    expect((await seats.getSoldSeats(['AA1@1', 'AA2@1'])).get('AA1@1')).toEqual({ economy: 2 });
    const short = await seats.reserve('h2', [claim('AA1@1', 1), claim('AA2@1', 3)]);
    expect(short).toMatchObject({ ok: false, code: 'NoAvailability' });
    expect((await seats.getSoldSeats(['AA1@1'])).get('AA1@1')).toEqual({ economy: 2 });
  });

  it('releases a hold exactly once', async () => {
    const seats = createSeatInventoryRepository(t.handle.db);
    await seats.reserve('h3', [claim('BB1@1', 3)]);
    await seats.release('h3');
    await seats.release('h3');
    await seats.release('unknown');
    expect((await seats.getSoldSeats(['BB1@1'])).size).toBe(0);
    expect(await seats.reserve('h4', [claim('BB1@1', 4)])).toEqual({ ok: true });
  });

  it('never oversells the last seats under concurrent bookings', async () => {
    const seats = createSeatInventoryRepository(t.handle.db);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => seats.reserve(`race-${i}`, [claim('CC1@1', 1, 3)])),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(3);
    expect((await seats.getSoldSeats(['CC1@1'])).get('CC1@1')).toEqual({ economy: 3 });
  });
});
