import { decidePriceDropCheck } from '@wayfare/domain/price-drop-protection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createBookingLedgerRepository } from './booking-ledger-repository';
import {
  createPriceDropProtectionsRepository,
  type PriceDropProtectionRecord,
} from './price-drop-protections-repository';

/*
 * Price drop protection's money moves (issue 19): a check's number, its credit (one
 * compare-and-set) and its wallet credit are one transaction, so two checks of one booking at
 * once credit one drop once, and a check never credits twice. On PostgreSQL the two checks run on
 * two connections at the same time.
 */
describe.each(listTestDatabaseTargets())('price drop protections on $name', (target) => {
  let db: TestDatabase;
  let account = '';
  const bookedAt = new Date('2026-11-25T15:00:00Z');
  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db.handle.db, bookedAt);
    const ledger = createBookingLedgerRepository(db.handle.db);
    account = (await ledger.listWalletCredits('usr_ada'))[0]?.accountReferenceId ?? '';
  });
  afterAll(() => db.dispose());

  const attach = (bookingId: string, paidMinor = 40_000, capMinor = 5_000) =>
    createPriceDropProtectionsRepository(db.handle.db).attach(
      {
        bookingId,
        product: 'flight',
        userId: 'usr_ada',
        tenant: 'capone',
        status: 'Monitoring',
        paidMinor,
        currency: 'USD',
        lowestSeenMinor: paidMinor,
        capMinor,
        monitorUntil: new Date(bookedAt.getTime() + 10 * 86_400_000),
        creditFrom: null,
        nextCheckAt: new Date(bookedAt.getTime() + 6 * 3_600_000),
        createdAt: bookedAt,
      },
      null,
    );
  const check = (bookingId: string, price: number | null, hours = 6) => {
    const at = new Date(bookedAt.getTime() + hours * 3_600_000);
    return createPriceDropProtectionsRepository(db.handle.db).recordCheck({
      bookingId,
      checkedAt: at,
      priceSeenMinor: price,
      nextCheckAt: new Date(at.getTime() + 6 * 3_600_000),
      decide: (row: PriceDropProtectionRecord, pendingLowestMinor) =>
        decidePriceDropCheck(row, {
          now: at,
          priceSeenMinor: price,
          pendingLowestMinor,
          stopReason: null,
        }),
      grant: {
        id: (seq) => `wc_pdp_${bookingId}_${String(seq)}`,
        accountReferenceId: account,
        label: 'Price drop protection',
        expiresAt: new Date('2027-11-25T15:00:00Z'),
      },
    });
  };
  const creditsOf = async (bookingId: string) =>
    (await createBookingLedgerRepository(db.handle.db).listWalletCredits('usr_ada')).filter(
      (c) => c.originBookingId === bookingId,
    );

  it('attaches once per booking', async () => {
    const first = await attach('fb_pdp_once');
    const again = await attach('fb_pdp_once', 99_999);
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, protection: { paidMinor: 40_000 } });
  });

  it('credits one drop once when two checks of the same booking run at the same time', async () => {
    await attach('fb_pdp_race');
    const results = await Promise.all([check('fb_pdp_race', 38_800), check('fb_pdp_race', 38_800)]);
    expect(results.map((r) => r?.seq).sort()).toEqual([1, 2]);
    expect(results.map((r) => r?.decision.result).sort()).toEqual(['Credited', 'NoDrop']);
    const repo = createPriceDropProtectionsRepository(db.handle.db);
    const found = await repo.findWithChecks('fb_pdp_race');
    expect(found?.protection).toMatchObject({
      creditedMinor: 1_200,
      lowestSeenMinor: 38_800,
      checkCount: 2,
    });
    expect(found?.checks.map((c) => [c.seq, c.result, c.creditedMinor])).toEqual(
      expect.arrayContaining([
        [1, expect.any(String), expect.any(Number)],
        [2, expect.any(String), expect.any(Number)],
      ]),
    );
    const credits = await creditsOf('fb_pdp_race');
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      kind: 'PriceDropProtection',
      grantedMinor: 1_200,
      remainingMinor: 1_200,
    });
    expect(found?.checks.find((c) => c.result === 'Credited')?.walletCreditId).toBe(credits[0]?.id);
  });

  it('never credits more than the cap, however many checks race', async () => {
    await attach('fb_pdp_cap', 40_000, 5_000);
    await Promise.all(
      [39_000, 37_000, 36_500, 30_000, 30_000, 29_000].map((p, i) => check('fb_pdp_cap', p, 6 + i)),
    );
    const found = await createPriceDropProtectionsRepository(db.handle.db).findWithChecks(
      'fb_pdp_cap',
    );
    expect(found?.protection.creditedMinor).toBe(5_000);
    const credits = await creditsOf('fb_pdp_cap');
    expect(credits.reduce((s, c) => s + c.grantedMinor, 0)).toBe(5_000);
    expect(found?.checks).toHaveLength(6);
    // Which checks credit depends on the order the database serialised them in; the total never.
    const credited = found?.checks.filter((c) => c.result === 'Credited') ?? [];
    expect(credited.reduce((s, c) => s + c.creditedMinor, 0)).toBe(5_000);
    expect(
      found?.checks.every((c) => ['Credited', 'CapReached', 'NoDrop'].includes(c.result)),
    ).toBe(true);
  });

  it('ends once: a check of an ended protection writes nothing', async () => {
    await attach('fb_pdp_end');
    const repo = createPriceDropProtectionsRepository(db.handle.db);
    const ended = await repo.recordCheck({
      bookingId: 'fb_pdp_end',
      checkedAt: bookedAt,
      priceSeenMinor: null,
      nextCheckAt: null,
      decide: (row, pending) =>
        decidePriceDropCheck(row, {
          now: bookedAt,
          priceSeenMinor: null,
          pendingLowestMinor: pending,
          stopReason: 'TripCancelled',
        }),
      grant: null,
    });
    expect(ended?.protection).toMatchObject({ status: 'Ended', nextCheckAt: null, checkCount: 1 });
    expect(await check('fb_pdp_end', 10_000)).toBeNull();
    expect((await repo.findWithChecks('fb_pdp_end'))?.checks.map((c) => c.reason)).toEqual([
      'TripCancelled',
    ]);
  });

  it('records a booking that is not covered as ended with one NotEligible check', async () => {
    const repo = createPriceDropProtectionsRepository(db.handle.db);
    await repo.attach(
      {
        bookingId: 'hb_pdp_no',
        product: 'hotel',
        userId: 'usr_ada',
        tenant: 'capone',
        status: 'Monitoring',
        paidMinor: 20_000,
        currency: 'USD',
        lowestSeenMinor: 20_000,
        capMinor: 0,
        monitorUntil: bookedAt,
        createdAt: bookedAt,
      },
      { reason: 'HotelCollection' },
    );
    const found = await repo.findWithChecks('hb_pdp_no');
    expect(found?.protection.status).toBe('Ended');
    expect(found?.checks.map((c) => [c.result, c.reason])).toEqual([
      ['NotEligible', 'HotelCollection'],
    ]);
    expect(await repo.listMonitoringIds()).not.toContain('hb_pdp_no');
  });
});
