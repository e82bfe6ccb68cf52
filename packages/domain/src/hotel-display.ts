import type { Collection } from '@wayfare/contracts/lodging';
import type { Money } from '@wayfare/contracts/money';
import type { Tenant } from '@wayfare/contracts/tenant';
import { protectionTermsFor } from './protection-terms';

/** Spec §9: the complimentary night needs a stay of at least this many nights. */
export const COMPLIMENTARY_NIGHT_MIN_NIGHTS = 4;

/**
 * Spec §9 complimentary fourth night: stays of 4+ nights at Lifestyle hotels in both tenants, and
 * at Premier hotels too in the business tenant, as the one per-tenant terms source says
 * (protection-terms.ts `complimentaryNight`, which the terms page reads too).
 */
export function isComplimentaryNightEligible(
  tenant: Tenant,
  collection: Collection,
  nights: number,
): boolean {
  const terms = protectionTermsFor(tenant).complimentaryNight;
  return nights >= terms.minNights && terms.collections.includes(collection);
}

/** Spec §9: a hotel's nightly price is the stay's price over its nights, rounded up. */
export function computeNightlyPrice(total: Money, nights: number): Money {
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError('nights must be 1 or more');
  return { amountMinor: Math.ceil(total.amountMinor / nights), currency: total.currency };
}

/** Spec §9: the rooms label appears only with 2 or more rooms. */
export function isRoomsLabelShown(rooms: number): boolean {
  return rooms >= 2;
}

/** Spec §9 hotel quality tiers 0–4, from 1–5 stars. */
export function selectQualityTier(starRating: number): 0 | 1 | 2 | 3 | 4 {
  const tier = Math.min(4, Math.max(0, Math.round(starRating) - 1));
  return tier as 0 | 1 | 2 | 3 | 4;
}
