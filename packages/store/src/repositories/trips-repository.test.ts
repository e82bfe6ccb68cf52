import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createAirlineCreditsRepository } from './airline-credits-repository';
import { createFlightBookingsRepository } from './flight-bookings-repository';
import { createTripsRepository } from './trips-repository';

const NOW = new Date('2026-11-23T15:00:00Z');

describe.each(listTestDatabaseTargets())('trips and airline credits on $name', (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db.handle.db, NOW);
  });
  afterAll(() => db.dispose());

  async function insertFlight(id: string, status: 'Confirmed' | 'Failed', locator: string) {
    await createFlightBookingsRepository(db.handle.db).createOrFind({
      id,
      userId: 'usr_ada',
      tenant: 'capone',
      idempotencyKey: `key-${id}`,
      requestHash: 'h',
      quoteId: `q-${id}`,
      status,
      step: 'PollingPurchase',
      tripType: 'one_way',
      offer: {},
      passengerNames: ['Ada Lovelace'],
      contactEmail: 'Ada@Example.com',
      totalMinor: 40_000,
      currency: 'USD',
      cardMinor: 40_000,
      rewardsMinor: 0,
      walletCreditMinor: 0,
      cardToken: 'card_x',
      agentLocator: locator,
      createdAt: NOW,
      updatedAt: NOW,
    });
  }

  it('lists a person’s trips without failed bookings and finds one by code and e-mail', async () => {
    const trips = createTripsRepository(db.handle.db);
    await insertFlight('fb_t1', 'Confirmed', 'ABC123');
    await insertFlight('fb_t2', 'Failed', 'FAIL01');
    expect((await trips.listBookings('usr_ada', 'capone')).map((t) => t.booking.id)).toEqual([
      'fb_t1',
    ]);
    expect(await trips.listBookings('usr_ada', 'capone-corporate')).toEqual([]);
    expect(
      (await trips.findByLocatorAndEmail('capone', 'abc123', ' ada@EXAMPLE.com'))?.booking.id,
    ).toBe('fb_t1');
    expect(await trips.findByLocatorAndEmail('capone', 'ABC123', 'eve@example.com')).toBeNull();
    expect(await trips.findByLocatorAndEmail('capone', 'FAIL01', 'ada@example.com')).toBeNull();
  });

  it('keeps one cancellation per booking and cancels a confirmed booking once', async () => {
    const trips = createTripsRepository(db.handle.db);
    const row = {
      id: 'tc_1',
      bookingId: 'fb_t1',
      product: 'flight' as const,
      userId: 'usr_ada',
      quoteId: 'cq_1',
      outcome: 'ticketed_void',
      status: 'Requested' as const,
      refunds: [{ source: 'UserCard', amountMinor: 40_000 }],
      currency: 'USD',
      requestedAt: NOW,
      updatedAt: NOW,
    };
    expect((await trips.claimCancellation(row)).created).toBe(true);
    const second = await trips.claimCancellation({ ...row, id: 'tc_2', quoteId: 'cq_2' });
    expect(second).toMatchObject({ created: false, cancellation: { id: 'tc_1', quoteId: 'cq_1' } });
    expect(await trips.replaceFailedCancellation('fb_t1', { ...row, quoteId: 'cq_3' })).toBeNull();
    expect(await trips.markCancelled('flight', 'fb_t1', NOW)).toBe(true);
    expect(await trips.markCancelled('flight', 'fb_t1', NOW)).toBe(false);
    expect((await trips.findBooking('fb_t1'))?.booking.status).toBe('Cancelled');
  });

  it('creates one credit per cancelled booking and spends it at most once per booking', async () => {
    const credits = createAirlineCreditsRepository(db.handle.db);
    const row = {
      id: 'ftc_1',
      userId: 'usr_ada',
      tenant: 'capone',
      airlineCode: 'DL',
      airlineName: 'Delta Air Lines',
      amountMinor: 30_000,
      remainingMinor: 30_000,
      currency: 'USD',
      travelerNames: ['Ada Lovelace'],
      originBookingId: 'fb_t1',
      originConfirmationCode: 'H-ABC123',
      expiresAt: new Date('2027-11-23T15:00:00Z'),
      createdAt: NOW,
    };
    expect((await credits.createForBooking(row)).id).toBe('ftc_1');
    expect((await credits.createForBooking({ ...row, id: 'ftc_2' })).id).toBe('ftc_1');
    expect(await credits.move('ftc_1', 'fb_new', 'redeem', 30_001)).toEqual({
      ok: false,
      code: 'InsufficientBalance',
    });
    expect(await credits.move('ftc_1', 'fb_new', 'redeem', 20_000)).toEqual({ ok: true });
    expect(await credits.move('ftc_1', 'fb_new', 'redeem', 20_000)).toEqual({ ok: true });
    expect((await credits.findById('ftc_1'))?.remainingMinor).toBe(10_000);
    await credits.move('ftc_1', 'fb_new', 'restore', 20_000);
    await credits.move('ftc_1', 'fb_new', 'restore', 20_000);
    expect((await credits.listForUser('usr_ada', 'capone'))[0]?.remainingMinor).toBe(30_000);
    expect(await credits.listForUser('usr_priya', 'capone')).toEqual([]);
  });
});
