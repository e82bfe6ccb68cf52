import type { Tenant } from '@wayfare/contracts/tenant';

export interface FilterableAccount {
  productDisplayName: string;
  accountType: 'Personal' | 'Business';
  businessId: string | null;
}

/**
 * Business account filtering (spec §6): the corporate tenant keeps only accounts of the session's
 * business; the consumer tenant keeps personal accounts, and business accounts only when the
 * product name starts with Spark or includes "business".
 */
export function filterRewardsAccounts<T extends FilterableAccount>(
  tenant: Tenant,
  accounts: readonly T[],
  sessionBusinessId: string | null,
): T[] {
  if (tenant === 'capone-corporate') {
    return sessionBusinessId === null
      ? []
      : accounts.filter((a) => a.businessId === sessionBusinessId);
  }
  return accounts.filter((a) => {
    if (a.accountType === 'Personal') return true;
    const name = a.productDisplayName.trim();
    return name.startsWith('Spark') || name.toLowerCase().includes('business');
  });
}
