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

  it('spends a credit only before it expires, decided by the same update', async () => {
    const ledger = createBookingLedgerRepository(db.handle.db);
    const [annual] = await ledger.listWalletCredits('usr_ada');
    if (!annual) throw new Error('no annual credit');
    // An annual credit for 2026 is good until the year ends (UTC), not a moment after.
    const lastMinute = new Date('2026-12-31T23:59:59Z');
    const newYear = new Date('2027-01-01T00:00:00Z');
    expect((await ledger.moveWalletCredit(annual.id, 'fb_x1', 'redeem', 100, newYear)).ok).toBe(
      false,
    );
    expect((await ledger.moveWalletCredit(annual.id, 'fb_x2', 'redeem', 100, lastMinute)).ok).toBe(
      true,
    );
    // A credit with its own date: usable strictly before it.
    const expiresAt = new Date('2027-11-30T12:00:00Z');
    await ledger.grantWalletCredit({
      id: 'wc_test_dated',
      accountReferenceId: annual.accountReferenceId,
      userId: 'usr_ada',
      kind: 'PriceMatch',
      label: 'Price match credit',
      originBookingId: 'fb_origin',
      amountMinor: 5_000,
      grantedAt: new Date('2026-11-30T12:00:00Z'),
      expiresAt,
    });
    expect(
      (await ledger.moveWalletCredit('wc_test_dated', 'fb_x3', 'redeem', 100, expiresAt)).ok,
    ).toBe(false);
    expect(
      (
        await ledger.moveWalletCredit(
          'wc_test_dated',
          'fb_x4',
          'redeem',
          100,
          new Date(expiresAt.getTime() - 1_000),
        )
      ).ok,
    ).toBe(true);
    // Giving back never depends on the date.
    expect((await ledger.moveWalletCredit(annual.id, 'fb_x2', 'refund', 100)).ok).toBe(true);
  });
});
