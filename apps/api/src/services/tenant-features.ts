import type { Tenant } from '@wayfare/contracts/tenant';
import { DEFAULT_PACKAGE_QUOTE_TIMEOUT_MINUTES } from '@wayfare/domain/package-pricing';

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
  /**
   * Issue 23: the trip list shows each flight trip's CO₂ (everyone on it) and the upcoming trips'
   * total. On for the corporate tenant, whose travel managers report it; off for card holders.
   */
  tripEmissions: boolean;
  /**
   * Spec §9 package price-quote timeout (issue 23), in minutes (default 15, the unit the spec does
   * not show: docs/decisions/020-packages.md): a package quote older than it is quoted again.
   */
  packageQuoteTimeoutMinutes: number;
}

export const TENANT_FEATURES: Record<Tenant, TenantFeatures> = {
  capone: {
    refundableRoomVariants: true,
    homesInPolicy: true,
    tripEmissions: false,
    packageQuoteTimeoutMinutes: DEFAULT_PACKAGE_QUOTE_TIMEOUT_MINUTES,
  },
  'capone-corporate': {
    refundableRoomVariants: false,
    homesInPolicy: true,
    tripEmissions: true,
    packageQuoteTimeoutMinutes: DEFAULT_PACKAGE_QUOTE_TIMEOUT_MINUTES,
  },
};

export function getTenantFeatures(tenant: Tenant): TenantFeatures {
  return TENANT_FEATURES[tenant];
}
