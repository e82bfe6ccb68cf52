import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import {
  createPackageBookingsRepository,
  type PackageBookingInsert,
} from './package-bookings-repository';

const NOW = new Date('2027-01-14T15:00:00Z');

function rowOf(id: string, quoteId: string, key = `idem-${id}`): PackageBookingInsert {
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
    quote: {},
    travelers: [{ passengerType: 'ADT', givenName: 'Ada', surname: 'Lovelace' }],
    leadGuest: { givenName: 'Ada', surname: 'Lovelace', countryCode: 'GB' },
    departureDate: '2027-03-10',
    returnDate: '2027-03-14',
    contactEmail: 'ada@example.com',
    contactPhone: '+15555550100',
    totalMinor: 150_000,
    currency: 'USD',
    cardMinor: 150_000,
    rewardsMinor: 0,
    walletCreditMinor: 0,
    cardToken: 'tok',
    createdAt: NOW,
    updatedAt: NOW,
  };
}

describe.each(listTestDatabaseTargets())('package bookings on $name', (target) => {
  let db: TestDatabase;
  let repo: ReturnType<typeof createPackageBookingsRepository>;
  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db.handle.db, NOW);
    repo = createPackageBookingsRepository(db.handle.db);
  });
  afterAll(() => db.dispose());

  it('books a quote once: the same key finds its booking, another key for the quote inserts nothing', async () => {
    expect((await repo.createOrFind(rowOf('pb_1', 'pq_1'))).created).toBe(true);
    const again = await repo.createOrFind(rowOf('pb_1b', 'pq_1', 'idem-pb_1'));
    expect(again).toMatchObject({ created: false, booking: { id: 'pb_1' } });
    expect(await repo.createOrFind(rowOf('pb_2', 'pq_1'))).toEqual({
      created: false,
      booking: null,
    });
    // A failed booking frees its quote for a retry.
    await repo.transition('pb_1', 'Pending', { status: 'Failed', updatedAt: NOW });
    expect((await repo.createOrFind(rowOf('pb_3', 'pq_1'))).created).toBe(true);
  });

  it('lets concurrent bookings of one quote make exactly one', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => repo.createOrFind(rowOf(`pb_c${i}`, 'pq_race'))),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });

  it('moves each part by compare-and-set: confirmed once, cancelled once, never back', async () => {
    await repo.createOrFind(rowOf('pb_parts', 'pq_parts'));
    const moves = await Promise.all(
      Array.from({ length: 5 }, () =>
        repo.movePart('pb_parts', 'flight', 'Pending', 'Confirmed', {
          locator: 'ABC123',
          updatedAt: NOW,
        }),
      ),
    );
    expect(moves.filter((m) => m !== null)).toHaveLength(1);
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        repo.movePart('pb_parts', 'flight', 'Confirmed', 'Cancelled', { updatedAt: NOW }),
      ),
    );
    expect(cancels.filter((m) => m !== null)).toHaveLength(1);
    expect(
      await repo.movePart('pb_parts', 'flight', 'Pending', 'Confirmed', { updatedAt: NOW }),
    ).toBeNull();
    const row = await repo.findById('pb_parts');
    expect(row).toMatchObject({
      flightStatus: 'Cancelled',
      flightLocator: 'ABC123',
      hotelStatus: 'Pending',
    });
  });
});
