import type { Tenant } from '@wayfare/contracts/tenant';

/** Per-tenant product switches of the server (spec §5: some offers depend on flags not shown). */
export interface TenantFeatures {
  /**
   * Refundable-room variants of non-refundable hotel rates (spec §3). On for card holders; off
   * for businesses, whose travel policies judge the rate and whose approvers see its price.
   */
  refundableRoomVariants: boolean;
}

export const TENANT_FEATURES: Record<Tenant, TenantFeatures> = {
  capone: { refundableRoomVariants: true },
  'capone-corporate': { refundableRoomVariants: false },
};

export function getTenantFeatures(tenant: Tenant): TenantFeatures {
  return TENANT_FEATURES[tenant];
}
