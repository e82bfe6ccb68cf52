import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRedeemAirlineCredit,
  isWalletCreditExpired,
  selectAirlineCreditStatus,
  splitRefund,
} from './trip-refunds';

const SOURCES = ['UserCard', 'Rewards', 'TravelWallet', 'AncillaryCredit'] as const;

describe('splitRefund', () => {
  it('gives each source its share; a full refund returns exactly what each paid', () => {
    const paid = [
      { source: 'UserCard', paidMinor: 60_000 },
      { source: 'Rewards', paidMinor: 30_000 },
      { source: 'TravelWallet', paidMinor: 10_000 },
    ];
    expect(splitRefund(50_000, paid).map((p) => p.refundMinor)).toEqual([30_000, 15_000, 5_000]);
    expect(splitRefund(100_000, paid).map((p) => p.refundMinor)).toEqual([60_000, 30_000, 10_000]);
  });

  it('hands the odd minor units to the largest remainders, card first on ties', () => {
    const paid = [
      { source: 'UserCard', paidMinor: 1 },
      { source: 'Rewards', paidMinor: 1 },
      { source: 'TravelWallet', paidMinor: 1 },
    ];
    expect(splitRefund(2, paid).map((p) => p.refundMinor)).toEqual([1, 1, 0]);
    expect(splitRefund(1, paid).map((p) => p.refundMinor)).toEqual([1, 0, 0]);
  });

  it('never refunds a source more than it paid and sums exactly to the refund (property)', () => {
    const minor = fc.integer({ min: 0, max: 5_000_000_000 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ source: fc.constantFrom(...SOURCES), paidMinor: minor }), {
          minLength: 1,
          maxLength: 4,
        }),
        minor,
        (paid, refund) => {
          const total = paid.reduce((s, p) => s + p.paidMinor, 0);
          const out = splitRefund(refund, paid);
          expect(out).toHaveLength(paid.length);
          out.forEach((part, i) => {
            expect(Number.isInteger(part.refundMinor)).toBe(true);
            expect(part.refundMinor).toBeGreaterThanOrEqual(0);
            expect(part.refundMinor).toBeLessThanOrEqual(paid[i]?.paidMinor ?? 0);
            expect(part.source).toBe(paid[i]?.source);
          });
          expect(out.reduce((s, p) => s + p.refundMinor, 0)).toBe(Math.min(refund, total));
        },
      ),
    );
  });

  it('is proportional to within one minor unit per source (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 40_000_000 }),
        (amounts, refund) => {
          const total = amounts.reduce((s, a) => s + a, 0);
          fc.pre(total > 0);
          const out = splitRefund(
            refund,
            amounts.map((paidMinor, i) => ({ source: SOURCES[i] ?? 'UserCard', paidMinor })),
          );
          const given = Math.min(refund, total);
          out.forEach((part, i) => {
            const exact = (given * (amounts[i] ?? 0)) / total;
            expect(Math.abs(part.refundMinor - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('wallet credit expiry', () => {
  it('expires at the end of its calendar year (UTC)', () => {
    expect(isWalletCreditExpired('2026', new Date('2026-12-31T23:59:59.999Z'))).toBe(false);
    expect(isWalletCreditExpired('2026', new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('airline credits', () => {
  const credit = {
    ownerUserId: 'usr_ada',
    airlineCode: 'DL',
    remainingMinor: 20_000,
    expiresAt: new Date('2027-11-23T15:00:00Z'),
  };
  const now = new Date('2026-12-01T00:00:00Z');

  it('is available, expired at its instant, redeemed when spent', () => {
    expect(selectAirlineCreditStatus(credit, now)).toBe('available');
    expect(selectAirlineCreditStatus(credit, credit.expiresAt)).toBe('expired');
    expect(selectAirlineCreditStatus({ ...credit, remainingMinor: 0 }, now)).toBe('redeemed');
  });

  it('pays only the owner’s flights on its own airline', () => {
    const booking = { userId: 'usr_ada', marketingCarrierCodes: ['DL', 'DL'] };
    expect(canRedeemAirlineCredit(credit, booking, now)).toEqual({ ok: true });
    expect(canRedeemAirlineCredit(credit, { ...booking, userId: 'usr_priya' }, now)).toEqual({
      ok: false,
      code: 'NotOwner',
    });
    expect(
      canRedeemAirlineCredit(credit, { ...booking, marketingCarrierCodes: ['DL', 'AA'] }, now),
    ).toEqual({ ok: false, code: 'OtherAirline' });
    expect(canRedeemAirlineCredit(credit, booking, credit.expiresAt)).toEqual({
      ok: false,
      code: 'NotAvailable',
    });
  });
});
