import type { Tenant } from '@wayfare/contracts/tenant';
import { DEFAULT_PACKAGE_QUOTE_TIMEOUT_SECONDS } from '@wayfare/domain/package-pricing';

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
   * Spec §9 package price-quote timeout (issue 23: "default 15 seconds"): a package quote's price
   * is fresh this long; booking with an older quote prices the package again and asks consent to
   * a changed total (docs/decisions/020-packages.md). The booking page's hold is 30 minutes.
   */
  packageQuoteTimeoutSeconds: number;
  /**
   * Issue 23: the travel sale's origins this tenant's travellers mostly leave from, priced ahead
   * each day with the portal's default and recent searches' home airports (services/travel-sale.ts).
   */
  travelSaleOrigins: readonly string[];
}

export const TENANT_FEATURES: Record<Tenant, TenantFeatures> = {
  capone: {
    travelSaleOrigins: ['LAX', 'ORD'],
    refundableRoomVariants: true,
    homesInPolicy: true,
    tripEmissions: false,
    packageQuoteTimeoutSeconds: DEFAULT_PACKAGE_QUOTE_TIMEOUT_SECONDS,
  },
  'capone-corporate': {
    travelSaleOrigins: ['SFO', 'ORD'],
    refundableRoomVariants: false,
    homesInPolicy: true,
    tripEmissions: true,
    packageQuoteTimeoutSeconds: DEFAULT_PACKAGE_QUOTE_TIMEOUT_SECONDS,
  },
};

export function getTenantFeatures(tenant: Tenant): TenantFeatures {
  return TENANT_FEATURES[tenant];
}
