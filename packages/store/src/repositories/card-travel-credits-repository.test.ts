import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data';
import { walletCredits } from '../schema';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createBookingLedgerRepository } from './booking-ledger-repository';
import {
  CARD_TRAVEL_CREDIT_KINDS,
  createCardTravelCreditsRepository,
} from './card-travel-credits-repository';

/*
 * Card travel credits (issue 23): one credit per card, kind and period, held by the database's
 * unique index however many grants race (on PostgreSQL, on the pool's several connections at
 * once); ends recorded once by conditional UPDATEs; a canceled credit neither pays nor comes back.
 */
describe.each(listTestDatabaseTargets())('card travel credits on $name', (target) => {
  let db: TestDatabase;
  const seededAt = new Date('2026-11-25T15:00:00Z');
  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db.handle.db, seededAt);
  });
  afterAll(() => db.dispose());

  const repo = () => createCardTravelCreditsRepository(db.handle.db);
  const grant = (period: string) =>
    repo().grantCardTravelCredit({
      accountReferenceId: 'RA-1001',
      userId: 'usr_ada',
      kind: 'AnnualTravelCredit',
      label: 'Venture X travel credit',
      period,
      amountMinor: 30_000,
      grantedAt: new Date(`${period}-01-01T00:00:00Z`),
      expiresAt: new Date(`${Number(period) + 1}-01-01T00:00:00Z`),
    });

  it('writes one credit for a card and period when twelve grants race', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => grant('2027')));
    expect(results.filter(Boolean)).toHaveLength(1);
    const credits = await createBookingLedgerRepository(db.handle.db).listWalletCredits('usr_ada');
    expect(credits.filter((c) => c.period === '2027')).toHaveLength(1);
  });

  it('refuses a second row for the same card, kind and period whatever its id (the index)', async () => {
    await expect(
      db.handle.db.insert(walletCredits).values({
        id: 'wc_other_id',
        accountReferenceId: 'RA-1001',
        userId: 'usr_ada',
        kind: 'AnnualTravelCredit',
        label: 'x',
        period: '2027',
        grantedMinor: 30_000,
        remainingMinor: 30_000,
      }),
    ).rejects.toThrow();
    // Price drop credits of one card and year are many: the index leaves them alone.
    const ledger = createBookingLedgerRepository(db.handle.db);
    for (const n of [1, 2])
      await ledger.grantWalletCredit({
        id: `wc_pdp_test_${n}`,
        accountReferenceId: 'RA-1001',
        userId: 'usr_ada',
        kind: 'PriceDropProtection',
        label: 'drop',
        originBookingId: `fb_${n}`,
        amountMinor: 500,
        grantedAt: seededAt,
        expiresAt: null,
      });
    const drops = (await ledger.listWalletCredits('usr_ada')).filter(
      (c) => c.kind === 'PriceDropProtection',
    );
    expect(drops).toHaveLength(2);
  });

  it('cancels what is left on an account not in good standing; it then neither pays nor comes back', async () => {
    const ledger = createBookingLedgerRepository(db.handle.db);
    const now = new Date('2026-12-01T00:00:00Z');
    const [theo] = await ledger.listWalletCredits('usr_theo');
    expect(theo).toMatchObject({
      kind: 'TravelCardCredit',
      period: 'once',
      remainingMinor: 25_000,
    });
    expect(await ledger.moveWalletCredit(theo?.id ?? '', 'fb_spend', 'redeem', 5_000, now)).toEqual(
      { ok: true },
    );
    expect(await repo().cancelCreditsOfAccountsNotInGoodStanding(now)).toEqual([]);
    await repo().setAccountStanding('RA-1014', 'Delinquent');
    const canceled = await Promise.all([
      repo().cancelCreditsOfAccountsNotInGoodStanding(now),
      repo().cancelCreditsOfAccountsNotInGoodStanding(now),
    ]);
    expect(canceled.flat()).toEqual([theo?.id]);
    expect(await ledger.moveWalletCredit(theo?.id ?? '', 'fb_late', 'redeem', 1_000, now)).toEqual({
      ok: false,
      code: 'InsufficientBalance',
    });
    expect(await ledger.moveWalletCredit(theo?.id ?? '', 'fb_spend', 'cancel', 5_000, now)).toEqual(
      { ok: false, code: 'InsufficientBalance' },
    );
    const [after] = await ledger.listWalletCredits('usr_theo');
    expect(after).toMatchObject({ remainingMinor: 20_000, endedState: 'Canceled' });
  });

  it('records an expiry once, at the credit’s date', async () => {
    const before = await repo().expireDueCredits(new Date('2027-12-31T23:59:59Z'));
    expect(before).not.toContain('wc_RA-1001_2027');
    const at = new Date('2028-01-01T00:00:00Z');
    const [first, second] = await Promise.all([
      repo().expireDueCredits(at),
      repo().expireDueCredits(at),
    ]);
    expect([...first, ...second].filter((id) => id === 'wc_RA-1001_2027')).toEqual([
      'wc_RA-1001_2027',
    ]);
  });

  it('counts the rows the index guards: one per card and period after everything above', async () => {
    const rows = await db.handle.db
      .select({
        key: sql<string>`${walletCredits.accountReferenceId} || ' ' || ${walletCredits.kind} || ' ' || ${walletCredits.period}`,
      })
      .from(walletCredits)
      .where(inArray(walletCredits.kind, [...CARD_TRAVEL_CREDIT_KINDS]));
    const keys = rows.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(5);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
