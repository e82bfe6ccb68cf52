import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateRefund, splitPayment } from './payment-split';
import { canRedeem, summarizeRedemptionEligibility } from './redemption';
import { formatConfirmationCode, formatTotal, selectTripSubtitle } from './trip-display';

const minor = fc.integer({ min: 0, max: 5_000_000 });

describe('splitPayment', () => {
  it('applies credit, then rewards, then card', () => {
    expect(
      splitPayment({
        totalMinor: 84_000,
        walletCreditAvailableMinor: 30_000,
        applyWalletCredit: true,
        requestedRewardsMinor: 20_000,
        rewardsBalanceMinor: 184_250,
      }),
    ).toEqual({
      ok: true,
      split: {
        walletCreditMinor: 30_000,
        rewardsMinor: 20_000,
        cardMinor: 34_000,
        maxRewardsMinor: 54_000,
      },
    });
  });
  it('caps rewards at the balance and at what is left to pay', () => {
    const r = splitPayment({
      totalMinor: 10_000,
      walletCreditAvailableMinor: 0,
      applyWalletCredit: false,
      requestedRewardsMinor: 99_999,
      rewardsBalanceMinor: 4_000,
    });
    expect(r).toMatchObject({ ok: true, split: { rewardsMinor: 4_000, cardMinor: 6_000 } });
  });
  it('refuses fractional or negative amounts', () => {
    expect(
      splitPayment({
        totalMinor: 10.5,
        walletCreditAvailableMinor: 0,
        applyWalletCredit: false,
        requestedRewardsMinor: 0,
        rewardsBalanceMinor: 0,
      }).ok,
    ).toBe(false);
    expect(
      splitPayment({
        totalMinor: 100,
        walletCreditAvailableMinor: 0,
        applyWalletCredit: false,
        requestedRewardsMinor: -1,
        rewardsBalanceMinor: 0,
      }).ok,
    ).toBe(false);
  });
  it('card + rewards + credit always equals the total, each part within its limit (property)', () => {
    fc.assert(
      fc.property(
        minor,
        minor,
        fc.boolean(),
        minor,
        minor,
        (totalMinor, credit, apply, requested, balance) => {
          const r = splitPayment({
            totalMinor,
            walletCreditAvailableMinor: credit,
            applyWalletCredit: apply,
            requestedRewardsMinor: requested,
            rewardsBalanceMinor: balance,
          });
          if (!r.ok) throw new Error(r.message);
          const { cardMinor, rewardsMinor, walletCreditMinor } = r.split;
          expect(cardMinor + rewardsMinor + walletCreditMinor).toBe(totalMinor);
          expect(cardMinor).toBeGreaterThanOrEqual(0);
          expect(rewardsMinor).toBeLessThanOrEqual(Math.min(balance, requested));
          expect(walletCreditMinor).toBeLessThanOrEqual(apply ? credit : 0);
        },
      ),
    );
  });
});

describe('allocateRefund', () => {
  it('returns money to each source in proportion', () => {
    expect(
      allocateRefund(50_000, {
        cardMinor: 60_000,
        rewardsMinor: 30_000,
        walletCreditMinor: 10_000,
      }),
    ).toEqual({ cardMinor: 30_000, rewardsMinor: 15_000, walletCreditMinor: 5_000 });
  });
  it('never refunds a source more than it paid, and refunds exactly what was asked up to the total (property)', () => {
    fc.assert(
      fc.property(minor, minor, minor, minor, (refund, card, rewards, credit) => {
        const out = allocateRefund(refund, {
          cardMinor: card,
          rewardsMinor: rewards,
          walletCreditMinor: credit,
        });
        expect(out.cardMinor).toBeLessThanOrEqual(card);
        expect(out.rewardsMinor).toBeLessThanOrEqual(rewards);
        expect(out.walletCreditMinor).toBeLessThanOrEqual(credit);
        expect(out.cardMinor + out.rewardsMinor + out.walletCreditMinor).toBe(
          Math.min(refund, card + rewards + credit),
        );
      }),
    );
  });
});

describe('redemption eligibility', () => {
  const acct = (balance: number, redemptionMinimum: number) => ({
    accountReferenceId: `a${balance}`,
    balance,
    redemptionMinimum,
  });
  it('fails an account only when its minimum exceeds its balance (boundary)', () => {
    expect(canRedeem(acct(2_500, 2_500))).toBe(true);
    expect(canRedeem(acct(2_499, 2_500))).toBe(false);
  });
  it('reports all meet, one does not, none meets', () => {
    expect(summarizeRedemptionEligibility([acct(5_000, 2_500), acct(9_000, 2_500)])).toBe(
      'AllMeet',
    );
    expect(summarizeRedemptionEligibility([acct(5_000, 2_500), acct(1_200, 2_500)])).toBe(
      'OneDoesNot',
    );
    expect(summarizeRedemptionEligibility([acct(1_200, 2_500)])).toBe('NoneMeets');
    expect(summarizeRedemptionEligibility([])).toBe('NoneMeets');
  });
});

describe('trip display', () => {
  it('prefixes the agent locator with H-', () => {
    expect(formatConfirmationCode('7QK2PX')).toBe('H-7QK2PX');
  });
  it('names the trip type', () => {
    expect(selectTripSubtitle('round_trip')).toBe('Round-trip');
    expect(selectTripSubtitle('one_way')).toBe('One-way');
    expect(selectTripSubtitle('multi_city')).toBe('Multi-city');
  });
  it('shows totals with two decimals', () => {
    expect(formatTotal(84_000, 'USD')).toBe('$840.00');
    expect(formatTotal(123_456, 'USD')).toBe('$1,234.56');
  });
});
