import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightBookings } from '../schema';
import { seedDemoData } from '../seed/seed-demo-data';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import {
  createMissedConnectionGuaranteesRepository,
  type MissedConnectionInsert,
} from './missed-connection-guarantees-repository';

const NOW = new Date('2027-01-14T15:00:00Z');
const LATER = new Date('2027-01-14T16:00:00Z');

function bookingOf(id: string) {
  return {
    id,
    userId: 'usr_ada',
    tenant: 'capone',
    idempotencyKey: `idem-${id}`,
    requestHash: 'h',
    quoteId: `q-${id}`,
    status: 'Confirmed' as const,
    step: 'PollingPurchase' as const,
    tripType: 'one_way',
    offer: {},
    passengerNames: ['Ada Lovelace', 'Charles Babbage'],
    contactEmail: 'ada@example.com',
    totalMinor: 50_000,
    currency: 'USD',
    cardMinor: 50_000,
    rewardsMinor: 0,
    walletCreditMinor: 0,
    cardToken: 'tok',
    multiTicketType: 'virtualInterline' as const,
    createdAt: NOW,
    updatedAt: NOW,
  };
}

const guaranteeOf = (bookingId: string): MissedConnectionInsert => ({
  id: `mcg_${bookingId}`,
  bookingId,
  userId: 'usr_ada',
  tenant: 'capone',
  state: 'Active',
  capPerTravelerMinor: 500_000,
  currency: 'USD',
  createdAt: NOW,
  updatedAt: NOW,
});

describe.each(listTestDatabaseTargets())('missed-connection guarantees on $name', (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db.handle.db, NOW);
    await db.handle.db
      .insert(flightBookings)
      .values([bookingOf('fb_mcg_1'), bookingOf('fb_mcg_2'), bookingOf('fb_mcg_3')]);
  });
  afterAll(() => db.dispose());

  it('is created once per booking: a repeat finds the first', async () => {
    const repo = createMissedConnectionGuaranteesRepository(db.handle.db);
    const first = await repo.createOrFind(guaranteeOf('fb_mcg_1'));
    const again = await repo.createOrFind({ ...guaranteeOf('fb_mcg_1'), id: 'mcg_other' });
    expect(again.id).toBe(first.id);
    expect(again.state).toBe('Active');
  });

  it('a missed connection is claimed once, and only one of two rebookings takes it', async () => {
    const repo = createMissedConnectionGuaranteesRepository(db.handle.db);
    await repo.createOrFind(guaranteeOf('fb_mcg_2'));
    const missed = { missedSliceIndex: 0, missedSegmentIndex: 1, delayMinutes: 150 };
    const claims = await Promise.all([
      repo.transition('fb_mcg_2', ['Active'], 'Missed', NOW, { ...missed, expiresAt: LATER }),
      repo.transition('fb_mcg_2', ['Active'], 'Missed', NOW, { ...missed, expiresAt: LATER }),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const rebookings = await Promise.all(
      ['fx_a', 'fx_b', 'fx_c'].map((exchangeId) =>
        repo.transition('fb_mcg_2', ['Missed'], 'Rebooking', NOW, { exchangeId }),
      ),
    );
    const winners = rebookings.filter((r) => r !== null);
    expect(winners).toHaveLength(1);
    const held = winners[0]?.exchangeId ?? '';
    // Only the rebooking that holds it settles it; another's answer moves nothing.
    expect(await repo.transition('fb_mcg_2', ['Rebooking'], 'Rebooked', LATER, {}, 'fx_z')).toBe(
      null,
    );
    const done = await repo.transition('fb_mcg_2', ['Rebooking'], 'Rebooked', LATER, {}, held);
    expect(done?.state).toBe('Rebooked');
    // A rebooked guarantee never expires.
    expect(await repo.transition('fb_mcg_2', ['Missed'], 'Expired', LATER)).toBe(null);
  });

  it('lists missed ones past their window and the support queue', async () => {
    const repo = createMissedConnectionGuaranteesRepository(db.handle.db);
    await repo.createOrFind(guaranteeOf('fb_mcg_3'));
    await repo.transition('fb_mcg_3', ['Active'], 'Missed', NOW, { expiresAt: LATER });
    expect((await repo.listLapsed(NOW)).map((r) => r.bookingId)).not.toContain('fb_mcg_3');
    expect((await repo.listLapsed(LATER)).map((r) => r.bookingId)).toContain('fb_mcg_3');
    await repo.transition('fb_mcg_3', ['Missed'], 'ContactSupport', NOW, {
      supportReason: 'PartialTravelers',
      supportReference: 'MC-FB-MCG-3',
    });
    const queue = await repo.listInStates(['ContactSupport']);
    expect(queue.map((r) => [r.bookingId, r.supportReason])).toContainEqual([
      'fb_mcg_3',
      'PartialTravelers',
    ]);
  });
});
