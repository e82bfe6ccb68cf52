import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES } from '@wayfare/contracts/rewards';
import {
  canRoleRedeemRewards,
  canRoleSpendTravelCredits,
  checkCardRolePayment,
  isNonFinancialRole,
} from './card-roles';

describe('card roles', () => {
  it('lets the Primary card holder and an Account Manager redeem and spend', () => {
    for (const role of ['Primary', 'Account Manager'] as const) {
      expect(canRoleRedeemRewards(role)).toBe(true);
      expect(canRoleSpendTravelCredits(role)).toBe(true);
    }
  });

  it('lets an Authorized User spend the card’s travel credit but not redeem its rewards', () => {
    expect(canRoleRedeemRewards('Authorized User')).toBe(false);
    expect(canRoleSpendTravelCredits('Authorized User')).toBe(true);
  });

  it('lets a Non Financial User do neither', () => {
    expect(canRoleRedeemRewards('Non Financial User')).toBe(false);
    expect(canRoleSpendTravelCredits('Non Financial User')).toBe(false);
    expect(isNonFinancialRole('Non Financial User')).toBe(true);
    expect(isNonFinancialRole('Primary')).toBe(false);
  });

  it('refuses exactly the parts a role may not use, at the first mile or cent', () => {
    expect(
      checkCardRolePayment('Authorized User', { rewardsMinor: 1, travelCreditMinor: 0 }),
    ).toEqual({ ok: false, code: 'RedemptionFailure', reason: 'CardRoleNotAllowed' });
    expect(
      checkCardRolePayment('Authorized User', { rewardsMinor: 0, travelCreditMinor: 1 }),
    ).toEqual({ ok: true });
    expect(
      checkCardRolePayment('Non Financial User', { rewardsMinor: 0, travelCreditMinor: 1 }),
    ).toMatchObject({ ok: false });
  });

  it('never refuses a payment that uses neither rewards nor credit, and agrees with the predicates', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACCOUNT_ROLES),
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        (role, rewardsMinor, travelCreditMinor) => {
          const check = checkCardRolePayment(role, { rewardsMinor, travelCreditMinor });
          const expected =
            (rewardsMinor === 0 || canRoleRedeemRewards(role)) &&
            (travelCreditMinor === 0 || canRoleSpendTravelCredits(role));
          expect(check.ok).toBe(expected);
          expect(checkCardRolePayment(role, { rewardsMinor: 0, travelCreditMinor: 0 }).ok).toBe(
            true,
          );
          // Whoever may redeem may also spend a credit (no role is given the rarer right alone).
          if (canRoleRedeemRewards(role)) expect(canRoleSpendTravelCredits(role)).toBe(true);
        },
      ),
    );
  });
});
