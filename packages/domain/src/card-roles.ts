import type { AccountRole } from '@wayfare/contracts/rewards';

/**
 * What a card-account role may pay with (spec §6 names the roles, not their permissions;
 * `docs/decisions/023-card-roles.md` says why): rewards belong to the account's owner, so only the
 * Primary card holder and a business's Account Manager redeem them; a travel credit is a benefit
 * of the card every card on the account may use, so an Authorized User spends it too; a Non
 * Financial User holds no card of their own and neither redeems nor spends.
 */
export type CardRolePayment = 'RedeemRewards' | 'SpendTravelCredits';

const ALLOWED: Record<AccountRole, ReadonlySet<CardRolePayment>> = {
  Primary: new Set(['RedeemRewards', 'SpendTravelCredits']),
  'Account Manager': new Set(['RedeemRewards', 'SpendTravelCredits']),
  'Authorized User': new Set(['SpendTravelCredits']),
  'Non Financial User': new Set(),
};

export function canRoleRedeemRewards(role: AccountRole): boolean {
  return ALLOWED[role].has('RedeemRewards');
}

export function canRoleSpendTravelCredits(role: AccountRole): boolean {
  return ALLOWED[role].has('SpendTravelCredits');
}

/** A Non Financial User: told once that they cannot redeem or spend (the nfu awareness flags). */
export function isNonFinancialRole(role: AccountRole): boolean {
  return role === 'Non Financial User';
}

export type CardRoleCheck =
  { ok: true } | { ok: false; code: 'RedemptionFailure'; reason: 'CardRoleNotAllowed' };

/**
 * Whether a payment may use what it asks for from an account held in `role`: rewards asked for
 * (`rewardsMinor > 0`) need a redeeming role, a travel credit spent needs a spending role.
 */
export function checkCardRolePayment(
  role: AccountRole,
  ask: { rewardsMinor: number; travelCreditMinor: number },
): CardRoleCheck {
  const refused =
    (ask.rewardsMinor > 0 && !canRoleRedeemRewards(role)) ||
    (ask.travelCreditMinor > 0 && !canRoleSpendTravelCredits(role));
  return refused
    ? { ok: false, code: 'RedemptionFailure', reason: 'CardRoleNotAllowed' }
    : { ok: true };
}
