import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createBookingLedgerRepository } from './booking-ledger-repository';
import {
  createCompetitorPriceOverridesRepository,
  createPriceMatchClaimsRepository,
  type PriceMatchClaimInsert,
  type PriceMatchCreditGrant,
} from './price-match-claims-repository';

const NOW = new Date('2026-11-23T15:00:00Z');

function claimOf(id: string, bookingId: string, patch: Partial<PriceMatchClaimInsert> = {}) {
  return {
    id,
    bookingId,
    product: 'flight',
    userId: 'usr_ada',
    tenant: 'capone',
    competitorUrl: 'https://elsewhere.example/trip',
    competitorSite: 'elsewhere.example',
    claimedTotalMinor: 39_900,
    currency: 'USD',
    bookedTotalMinor: 41_237,
    sameItinerary: true,
    sameCancellationPolicy: true,
    status: 'InReview',
    verification: 'Agent',
    reviewDueAt: new Date(NOW.getTime() + 86_400_000),
    createdAt: NOW,
    ...patch,
  } satisfies PriceMatchClaimInsert;
}

const creditOf = (claimId: string, bookingId: string, amountMinor: number) =>
  ({
    id: `wc_pm_${claimId}`,
    accountReferenceId: 'RA-1001',
    userId: 'usr_ada',
    label: 'Price match',
    originBookingId: bookingId,
    amountMinor,
    grantedAt: NOW,
    expiresAt: null,
  }) satisfies PriceMatchCreditGrant;

describe.each(listTestDatabaseTargets())('price-match claims on $name', (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
    await seedDemoData(db.handle.db, NOW);
  });
  afterAll(() => db.dispose());

  const priceMatchCredits = async (bookingId: string) =>
    (await createBookingLedgerRepository(db.handle.db).listWalletCredits('usr_ada')).filter(
      (c) => c.kind === 'PriceMatch' && c.originBookingId === bookingId,
    );

  it('keeps one claim in review or accepted per booking; a declined one leaves room for another', async () => {
    const claims = createPriceMatchClaimsRepository(db.handle.db);
    const first = await claims.create(
      claimOf('pm_a1', 'fb_a', {
        status: 'Declined',
        verification: 'Live',
        declineReason: 'NotLower',
      }),
      null,
    );
    expect(first.ok).toBe(true);
    expect((await claims.create(claimOf('pm_a2', 'fb_a'), null)).ok).toBe(true);
    expect(await claims.create(claimOf('pm_a3', 'fb_a'), null)).toEqual({
      ok: false,
      code: 'ClaimOpen',
    });
    // Retrying the same claim id is refused too, and writes nothing.
    expect((await claims.create(claimOf('pm_a2', 'fb_a'), null)).ok).toBe(false);
    expect((await claims.findLatestForBooking('fb_a'))?.id).toBe('pm_a2');
    expect((await claims.listForBooking('fb_a')).map((c) => c.id)).toEqual(['pm_a1', 'pm_a2']);
    expect(await claims.countLive('fb_a')).toBe(1);
  });

  it('writes an accepted claim and its credit together, the credit once', async () => {
    const claims = createPriceMatchClaimsRepository(db.handle.db);
    const accepted = claimOf('pm_b1', 'fb_b', {
      status: 'Accepted',
      verification: 'Live',
      verifiedTotalMinor: 39_900,
      creditedMinor: 1_337,
      walletCreditId: 'wc_pm_pm_b1',
      reviewDueAt: null,
    });
    expect((await claims.create(accepted, creditOf('pm_b1', 'fb_b', 1_337))).ok).toBe(true);
    // A second claim on the booking is refused, and with it its credit.
    expect(
      (
        await claims.create(
          { ...accepted, id: 'pm_b2', walletCreditId: 'wc_pm_pm_b2' },
          creditOf('pm_b2', 'fb_b', 1_337),
        )
      ).ok,
    ).toBe(false);
    const credits = await priceMatchCredits('fb_b');
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      id: 'wc_pm_pm_b1',
      grantedMinor: 1_337,
      remainingMinor: 1_337,
      kind: 'PriceMatch',
    });
  });

  it('lists the tenant’s agent queue oldest first, without live or decided claims', async () => {
    const claims = createPriceMatchClaimsRepository(db.handle.db);
    const later = new Date(NOW.getTime() + 60_000);
    await claims.create(claimOf('pm_q2', 'fb_q2', { createdAt: later }), null);
    await claims.create(claimOf('pm_q1', 'fb_q1'), null);
    await claims.create(claimOf('pm_q3', 'hb_q3', { tenant: 'capone-corporate' }), null);
    const queue = (await claims.listQueue('capone')).map((c) => c.id);
    expect(queue.indexOf('pm_q1')).toBeLessThan(queue.indexOf('pm_q2'));
    expect(queue).not.toContain('pm_q3');
    expect(queue).not.toContain('pm_b1');
    expect((await claims.listQueue('capone-corporate')).map((c) => c.id)).toEqual(['pm_q3']);
  });

  it('lets exactly one of two agents deciding at once win, with one credit', async () => {
    const claims = createPriceMatchClaimsRepository(db.handle.db);
    await claims.create(claimOf('pm_c1', 'fb_c'), null);
    const accept = (agent: string) =>
      claims.decide('pm_c1', {
        status: 'Accepted',
        verifiedTotalMinor: 39_900,
        creditedMinor: 1_337,
        credit: creditOf('pm_c1', 'fb_c', 1_337),
        decidedByUserId: agent,
        decidedAt: NOW,
      });
    const decline = (agent: string) =>
      claims.decide('pm_c1', {
        status: 'Declined',
        declineReason: 'PriceNotFound',
        verifiedTotalMinor: null,
        decidedByUserId: agent,
        decidedAt: NOW,
      });
    const answers = await Promise.all([
      accept('usr_agent_a'),
      accept('usr_agent_b'),
      decline('usr_agent_c'),
      accept('usr_agent_d'),
    ]);
    const winners = answers.filter((a) => a !== null);
    expect(winners).toHaveLength(1);
    const decided = await claims.findById('pm_c1');
    expect(decided?.decidedByUserId).toBe(winners[0]?.decidedByUserId);
    expect(await priceMatchCredits('fb_c')).toHaveLength(decided?.status === 'Accepted' ? 1 : 0);
    // Once decided, nobody decides again.
    expect(await accept('usr_agent_e')).toBeNull();
    expect(await priceMatchCredits('fb_c')).toHaveLength(decided?.status === 'Accepted' ? 1 : 0);
  });

  it('under many concurrent accepts, credits once', async () => {
    const claims = createPriceMatchClaimsRepository(db.handle.db);
    await claims.create(claimOf('pm_d1', 'fb_d'), null);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        claims.decide('pm_d1', {
          status: 'Accepted',
          verifiedTotalMinor: 39_900,
          creditedMinor: 1_337,
          credit: creditOf('pm_d1', 'fb_d', 1_337),
          decidedByUserId: `usr_agent_${String(i)}`,
          decidedAt: NOW,
        }),
      ),
    );
    expect(answers.filter((a) => a !== null)).toHaveLength(1);
    expect(await priceMatchCredits('fb_d')).toHaveLength(1);
    expect((await claims.findById('pm_d1'))?.status).toBe('Accepted');
  });

  it('keeps the console’s competitor prices per site and itinerary', async () => {
    const overrides = createCompetitorPriceOverridesRepository(db.handle.db);
    expect(await overrides.find('skyfarehub.example', 'k1')).toBeUndefined();
    await overrides.set({ site: 'skyfarehub.example', itineraryKey: 'k1', amountMinor: 100 });
    await overrides.set({ site: 'skyfarehub.example', itineraryKey: 'k1', amountMinor: 90 });
    await overrides.set({ site: 'jetcompare.example', itineraryKey: 'k1', amountMinor: null });
    expect(await overrides.find('skyfarehub.example', 'k1')).toEqual({
      site: 'skyfarehub.example',
      itineraryKey: 'k1',
      amountMinor: 90,
    });
    expect((await overrides.find('jetcompare.example', 'k1'))?.amountMinor).toBeNull();
    expect(await overrides.list()).toHaveLength(2);
  });
});
