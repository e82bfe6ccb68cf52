import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createBookingLedgerRepository } from './booking-ledger-repository';
import { createRewardsRepository } from './rewards-repository';

describe.each(listTestDatabaseTargets())('booking ledger on $name', (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db.handle.db, new Date('2026-11-23T15:00:00Z'));
  });
  afterAll(() => db.dispose());

  const balanceOf = async (userId: string) =>
    (await createRewardsRepository(db.handle.db).listForUser(userId))[0]?.balance;

  it('redeems once per booking, refunds once, and never goes below zero', async () => {
    const ledger = createBookingLedgerRepository(db.handle.db);
    expect(await ledger.moveRewards('RA-1004', 'fb_a', 'redeem', 1_201)).toEqual({
      ok: false,
      code: 'InsufficientBalance',
    });
    expect(await ledger.hasMove('fb_a', 'rewards-redeem')).toBe(false);
    expect(await balanceOf('usr_leo')).toBe(1_200);
    expect(await ledger.moveRewards('RA-1004', 'fb_b', 'redeem', 1_200)).toEqual({ ok: true });
    expect(await ledger.moveRewards('RA-1004', 'fb_b', 'redeem', 1_200)).toEqual({ ok: true });
    expect(await balanceOf('usr_leo')).toBe(0);
    await ledger.moveRewards('RA-1004', 'fb_b', 'refund', 1_200);
    await ledger.moveRewards('RA-1004', 'fb_b', 'refund', 1_200);
    expect(await balanceOf('usr_leo')).toBe(1_200);
  });

  it('seeds the Venture X travel credit once and spends it within what is left', async () => {
    await seedDemoData(db.handle.db, new Date('2026-11-24T15:00:00Z'));
    const ledger = createBookingLedgerRepository(db.handle.db);
    const [credit] = await ledger.listWalletCredits('usr_ada');
    expect(credit).toMatchObject({ remainingMinor: 30_000, period: '2026' });
    if (!credit) return;
    expect((await ledger.moveWalletCredit(credit.id, 'fb_c', 'redeem', 30_001)).ok).toBe(false);
    expect((await ledger.moveWalletCredit(credit.id, 'fb_d', 'redeem', 20_000)).ok).toBe(true);
    expect((await ledger.listWalletCredits('usr_ada'))[0]?.remainingMinor).toBe(10_000);
    expect(await ledger.listWalletCredits('usr_leo')).toEqual([]);
  });
});
