import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createCarBookingsRepository, type CarBookingInsert } from './car-bookings-repository';

const NOW = new Date('2027-01-14T15:00:00Z');

function rowOf(id: string, quoteId: string, key = `idem-${id}`): CarBookingInsert {
  return {
    id,
    userId: 'usr_ada',
    tenant: 'capone',
    idempotencyKey: key,
    requestHash: 'h',
    quoteId,
    status: 'Pending',
    step: 'ScheduleQuote',
    progress: [],
    offerId: 'CAR~LAX~LAX~ZE~Economy~2027-03-10T10:00~2027-03-14T10:00~35',
    supplierCode: 'ZE',
    pickUpCode: 'LAX',
    dropOffCode: 'LAX',
    pickUpLocal: '2027-03-10T10:00',
    dropOffLocal: '2027-03-14T10:00',
    pickUpAt: new Date('2027-03-10T17:00:00Z'),
    dropOffAt: new Date('2027-03-14T17:00:00Z'),
    payTiming: 'PayNow',
    quote: {},
    drivers: [{ givenName: 'Ada', surname: 'Lovelace', age: 35 }],
    contactEmail: 'Ada@Example.com',
    contactPhone: '+15555550100',
    totalMinor: 20_000,
    currency: 'USD',
    cardMinor: 20_000,
    rewardsMinor: 0,
    walletCreditMinor: 0,
    cardToken: 'tok',
    createdAt: NOW,
    updatedAt: NOW,
  };
}

describe.each(listTestDatabaseTargets())('car bookings on $name', (target) => {
  let db: TestDatabase;
  let repo: ReturnType<typeof createCarBookingsRepository>;
  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db.handle.db, NOW);
    repo = createCarBookingsRepository(db.handle.db);
  });
  afterAll(() => db.dispose());

  it('books a quote once: a second key for the same quote inserts nothing', async () => {
    const first = await repo.createOrFind(rowOf('cb_1', 'cq_1'));
    expect(first.created).toBe(true);
    const again = await repo.createOrFind(rowOf('cb_1b', 'cq_1', 'idem-cb_1'));
    expect(again).toMatchObject({ created: false, booking: { id: 'cb_1' } });
    const other = await repo.createOrFind(rowOf('cb_2', 'cq_1'));
    expect(other).toEqual({ created: false, booking: null });
    expect((await repo.findLiveForQuote('usr_ada', 'cq_1'))?.id).toBe('cb_1');
  });

  it('lets concurrent inserts of one quote make exactly one booking', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => repo.createOrFind(rowOf(`cb_c${i}`, 'cq_race'))),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });

  it('moves the status by compare-and-set and keeps the supplier record', async () => {
    await repo.createOrFind(rowOf('cb_3', 'cq_3'));
    const confirmed = await repo.transition('cb_3', 'Pending', {
      status: 'Confirmed',
      agentLocator: 'ABC123',
      updatedAt: NOW,
    });
    expect(confirmed?.status).toBe('Confirmed');
    expect(await repo.transition('cb_3', 'Pending', { status: 'Failed' })).toBeNull();
    await repo.saveSupplierBooking('cb_3', { bookingId: 'cb_3', status: 'Confirmed' });
    expect(await repo.findSupplierBooking('cb_3')).toEqual({
      bookingId: 'cb_3',
      status: 'Confirmed',
    });
    expect((await repo.findByLocatorAndEmail('capone', 'abc123', 'ada@example.COM'))?.id).toBe(
      'cb_3',
    );
    expect(await repo.findByLocatorAndEmail('capone', 'abc123', 'eve@example.com')).toBeNull();
    const trips = await repo.listForTrips('usr_ada', 'capone');
    expect(trips.map((t) => t.id)).toContain('cb_3');
  });

  it('retries a failed quote: a Failed row no longer holds the quote', async () => {
    await repo.createOrFind(rowOf('cb_4', 'cq_4'));
    await repo.transition('cb_4', 'Pending', { status: 'Failed', updatedAt: NOW });
    expect(await repo.findLiveForQuote('usr_ada', 'cq_4')).toBeNull();
    expect((await repo.createOrFind(rowOf('cb_5', 'cq_4'))).created).toBe(true);
  });
});
