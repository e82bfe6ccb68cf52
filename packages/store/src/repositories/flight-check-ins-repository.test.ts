import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createFlightBookingsRepository } from './flight-bookings-repository';
import { createFlightCheckInsRepository } from './flight-check-ins-repository';

const NOW = new Date('2026-12-13T15:00:00Z');
const LATER = new Date('2026-12-13T16:00:00Z');

describe.each(listTestDatabaseTargets())('flight check-ins on $name', (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db.handle.db, NOW);
    await createFlightBookingsRepository(db.handle.db).createOrFind({
      id: 'fb_ci',
      userId: 'usr_ada',
      tenant: 'capone',
      idempotencyKey: 'key-ci',
      requestHash: 'h',
      quoteId: 'q-ci',
      status: 'Confirmed',
      step: 'PollingPurchase',
      tripType: 'round_trip',
      offer: {},
      passengerNames: ['Ada Lovelace', 'Byron Lovelace'],
      contactEmail: 'ada@example.com',
      totalMinor: 80_000,
      currency: 'USD',
      cardMinor: 80_000,
      rewardsMinor: 0,
      walletCreditMinor: 0,
      cardToken: 'card_x',
      agentLocator: 'CHK123',
      createdAt: NOW,
      updatedAt: NOW,
    });
  });
  afterAll(() => db.dispose());

  const row = (id: string, passengerIndexes: number[], sliceIndex = 0) => ({
    id,
    bookingId: 'fb_ci',
    sliceIndex,
    passengerIndexes,
    boardingPasses: passengerIndexes.map((p) => ({ passengerIndex: p, seat: `2${String(p)}A` })),
    checkedInAt: NOW,
    updatedAt: NOW,
  });

  it('keeps one check-in per booking and slice: a second one finds the first', async () => {
    const checkIns = createFlightCheckInsRepository(db.handle.db);
    const first = await checkIns.createOrFind(row('ci_1', [0]));
    expect(first.created).toBe(true);
    const second = await checkIns.createOrFind(row('ci_2', [0, 1]));
    expect(second).toMatchObject({
      created: false,
      checkIn: { id: 'ci_1', passengerIndexes: [0], boardingPasses: [{ seat: '20A' }] },
    });
    expect((await checkIns.createOrFind(row('ci_3', [1], 1))).created).toBe(true);
    expect((await checkIns.listForBooking('fb_ci')).map((c) => c.sliceIndex)).toEqual([0, 1]);
    expect(await checkIns.find('fb_ci', 2)).toBeNull();
  });

  it('adds travelers only over the list it read (compare-and-set)', async () => {
    const checkIns = createFlightCheckInsRepository(db.handle.db);
    const patch = {
      passengerIndexes: [0, 1],
      boardingPasses: row('x', [0, 1]).boardingPasses,
      updatedAt: LATER,
    };
    expect(await checkIns.extend('fb_ci', 0, [1], patch)).toBeNull();
    const extended = await checkIns.extend('fb_ci', 0, [0], patch);
    expect(extended).toMatchObject({ passengerIndexes: [0, 1], checkedInAt: NOW });
    expect(extended?.updatedAt.toISOString()).toBe(LATER.toISOString());
    // The list changed, so a writer that read the old one loses.
    expect(await checkIns.extend('fb_ci', 0, [0], patch)).toBeNull();
  });
});
