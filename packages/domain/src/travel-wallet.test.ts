import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseWalletCredit,
  isWalletCreditUsable,
  computeWalletBalance,
  listWalletTransactions,
  walletCreditExpiry,
  type WalletCreditFacts,
  type WalletMoveFacts,
} from './travel-wallet';

const now = new Date('2027-02-01T12:00:00Z');
const annual: WalletCreditFacts = {
  id: 'wc_RA-1_2026',
  kind: 'AnnualTravelCredit',
  grantedMinor: 30_000,
  period: '2026',
  createdAt: new Date('2026-01-05T00:00:00Z'),
  expiresAt: null,
  originBookingId: null,
};
const drop: WalletCreditFacts = {
  id: 'wc_pdp_fb_1_3',
  kind: 'PriceDropProtection',
  grantedMinor: 1_200,
  period: '2027',
  createdAt: new Date('2027-01-20T00:00:00Z'),
  expiresAt: new Date('2028-01-20T00:00:00Z'),
  originBookingId: 'fb_1',
};
const move = (over: Partial<WalletMoveFacts>): WalletMoveFacts => ({
  id: 'fb_2:wallet-redeem',
  creditId: annual.id,
  bookingId: 'fb_2',
  amountMinor: -10_000,
  createdAt: new Date('2026-06-01T00:00:00Z'),
  bookingPending: false,
  ...over,
});

describe('travel wallet statement', () => {
  it('lists each credit’s creation by kind, its moves and an expired remainder, newest first', () => {
    const list = listWalletTransactions(
      [annual, drop],
      [
        move({}),
        move({
          id: 'fb_2:wallet-cancel',
          amountMinor: 4_000,
          createdAt: new Date('2026-07-01T00:00:00Z'),
        }),
      ],
      now,
    );
    expect(list.map((t) => [t.type, t.amountMinor])).toEqual([
      ['price_drop_protection', 1_200],
      ['statement_credit_expired', -24_000],
      ['refund', 4_000],
      ['redemption', -10_000],
      ['statement_credit_created', 30_000],
    ]);
    expect(list[0]?.bookingId).toBe('fb_1');
    expect(list[1]?.at.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(computeWalletBalance(list)).toBe(1_200);
  });

  it('takes what is left of a card credit canceled with its account out as statement credit canceled', () => {
    const entry: WalletCreditFacts = {
      ...annual,
      id: 'wc_RA-2_once',
      kind: 'EntryTravelCredit',
      grantedMinor: 10_000,
      period: 'once',
      expiresAt: new Date('2027-06-01T00:00:00Z'),
      canceledAt: new Date('2026-12-01T00:00:00Z'),
    };
    const list = listWalletTransactions(
      [entry],
      [move({ creditId: entry.id, amountMinor: -3_000 })],
      now,
    );
    expect(list.map((t) => [t.type, t.amountMinor])).toEqual([
      ['statement_credit_canceled', -7_000],
      ['redemption', -3_000],
      ['statement_credit_created', 10_000],
    ]);
    expect(computeWalletBalance(list)).toBe(0);
    // Not canceled yet at an earlier instant, nor usable once ended.
    expect(
      listWalletTransactions([entry], [], new Date('2026-11-30T00:00:00Z')).map((t) => t.type),
    ).toEqual(['statement_credit_created']);
    expect(
      isWalletCreditUsable({ ...entry, remainingMinor: 7_000, endedState: 'Canceled' }, now),
    ).toBe(false);
  });

  it('marks a spend on a booking still being booked as pending, and counts it', () => {
    const list = listWalletTransactions(
      [drop],
      [
        move({
          creditId: drop.id,
          amountMinor: -200,
          bookingPending: true,
          createdAt: new Date('2027-01-25T00:00:00Z'),
        }),
      ],
      now,
    );
    expect(list[0]).toMatchObject({ type: 'redemption', state: 'Pending' });
    expect(computeWalletBalance(list)).toBe(1_000);
  });

  it('expires an annual credit at the end of its year, others at their own date', () => {
    expect(walletCreditExpiry(annual)?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(walletCreditExpiry(drop)).toEqual(drop.expiresAt);
    expect(walletCreditExpiry({ ...drop, expiresAt: null })).toBeNull();
  });

  it('has a balance that is always what is left of the unexpired credits', () => {
    const creditArb = fc.record({
      kind: fc.constantFrom('AnnualTravelCredit', 'PriceDropProtection', 'PriceMatch' as const),
      grantedMinor: fc.integer({ min: 0, max: 50_000 }),
      createdDay: fc.integer({ min: 0, max: 700 }),
      lifeDays: fc.option(fc.integer({ min: 1, max: 700 }), { nil: null }),
      spends: fc.array(
        fc.record({
          amount: fc.integer({ min: -40_000, max: 40_000 }),
          day: fc.integer({ min: 0, max: 700 }),
          pending: fc.boolean(),
        }),
        { maxLength: 6 },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(creditArb, { maxLength: 6 }),
        fc.integer({ min: 0, max: 1_400 }),
        (drafts, today) => {
          const base = Date.UTC(2026, 0, 1);
          const day = (d: number) => new Date(base + d * 86_400_000);
          const credits: WalletCreditFacts[] = [];
          const moves: WalletMoveFacts[] = [];
          let expected = 0;
          drafts.forEach((draft, i) => {
            const credit: WalletCreditFacts = {
              id: `wc_${String(i)}`,
              kind: draft.kind,
              grantedMinor: draft.grantedMinor,
              period: String(day(draft.createdDay).getUTCFullYear()),
              createdAt: day(draft.createdDay),
              expiresAt: draft.lifeDays === null ? null : day(draft.createdDay + draft.lifeDays),
              originBookingId: null,
            };
            credits.push(credit);
            // Moves never take a credit below zero (the ledger refuses them).
            let left = credit.grantedMinor;
            draft.spends.forEach((spend, j) => {
              const amount = Math.max(spend.amount, -left);
              left += amount;
              moves.push({
                id: `b_${String(i)}_${String(j)}`,
                creditId: credit.id,
                bookingId: `b_${String(j)}`,
                amountMinor: amount,
                createdAt: day(spend.day),
                bookingPending: spend.pending,
              });
            });
            const expiry = walletCreditExpiry(credit);
            if (!expiry || expiry.getTime() > day(today).getTime()) expected += left;
          });
          const list = listWalletTransactions(credits, moves, day(today));
          expect(computeWalletBalance(list)).toBe(expected);
          // Newest first, every row of a known type.
          const times = list.map((t) => t.at.getTime());
          expect(times).toEqual([...times].sort((a, b) => b - a));
        },
      ),
    );
  });
});

describe('which wallet credit a booking spends', () => {
  const base = { kind: 'PriceDropProtection' as const, period: '2026' };
  const annual = { kind: 'AnnualTravelCredit' as const, period: '2026', expiresAt: null };
  const at = (iso: string) => new Date(iso);

  it('refuses a credit at its expiry instant, and one with nothing left', () => {
    const credit = { ...base, expiresAt: at('2027-11-25T15:00:00Z'), remainingMinor: 1_200 };
    expect(isWalletCreditUsable(credit, at('2027-11-25T14:59:59.999Z'))).toBe(true);
    expect(isWalletCreditUsable(credit, at('2027-11-25T15:00:00Z'))).toBe(false);
    expect(isWalletCreditUsable({ ...credit, remainingMinor: 0 }, at('2026-12-01T00:00:00Z'))).toBe(
      false,
    );
    expect(
      isWalletCreditUsable({ ...annual, remainingMinor: 100 }, at('2027-01-01T00:00:00Z')),
    ).toBe(false);
  });

  it('spends the usable credit expiring soonest, and never an expired or empty one', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            remainingMinor: fc.integer({ min: 0, max: 50_000 }),
            expiresInDays: fc.option(fc.integer({ min: -30, max: 400 }), { nil: null }),
          }),
          { maxLength: 8 },
        ),
        (drawn) => {
          const now = at('2026-11-25T15:00:00Z');
          const credits = drawn.map((d, i) => ({
            id: `wc_${i}`,
            kind: 'PriceMatch' as const,
            period: '2026',
            remainingMinor: d.remainingMinor,
            expiresAt:
              d.expiresInDays === null
                ? null
                : new Date(now.getTime() + d.expiresInDays * 86_400_000),
          }));
          const chosen = chooseWalletCredit(credits, now);
          const usable = credits.filter((c) => isWalletCreditUsable(c, now));
          if (usable.length === 0) return chosen === undefined;
          const expiry = (c: (typeof credits)[number]) => c.expiresAt?.getTime() ?? Infinity;
          return (
            chosen !== undefined &&
            isWalletCreditUsable(chosen, now) &&
            usable.every((c) => expiry(chosen) <= expiry(c))
          );
        },
      ),
    );
  });
});
