import type { Tenant } from '@wayfare/contracts/tenant';

/** Per-tenant product switches of the server (spec §5: some offers depend on flags not shown). */
export interface TenantFeatures {
  /**
   * Refundable-room variants of non-refundable hotel rates (spec §3). On for card holders; off
   * for businesses, whose travel policies judge the rate and whose approvers see its price.
   */
  refundableRoomVariants: boolean;
  /**
   * Vacation rentals (issue 22) may be booked within a business's travel policy, judged by the
   * hotel policy's nightly cap; off, every home is out of policy (`HomesNotAllowed`). Card holders
   * have no policy. On for the corporate tenant (docs/decisions/017-homes.md).
   */
  homesInPolicy: boolean;
}

export const TENANT_FEATURES: Record<Tenant, TenantFeatures> = {
  capone: { refundableRoomVariants: true, homesInPolicy: true },
  'capone-corporate': { refundableRoomVariants: false, homesInPolicy: true },
};

export function getTenantFeatures(tenant: Tenant): TenantFeatures {
  return TENANT_FEATURES[tenant];
}
