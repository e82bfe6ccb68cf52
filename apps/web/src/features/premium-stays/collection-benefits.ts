import type { Collection } from '@wayfare/contracts/lodging';
import type { Money } from '@wayfare/contracts/money';
import type { Tenant } from '@wayfare/contracts/tenant';
import {
  COMPLIMENTARY_NIGHT_MIN_NIGHTS,
  isComplimentaryNightEligible,
} from '@wayfare/domain/hotel-display';

export type CollectionBenefit =
  | { id: 'dailyBreakfastForTwo' }
  | { id: 'experienceCredit'; amount: Money }
  | { id: 'roomUpgrade' }
  | { id: 'earlyCheckInLateCheckout' }
  | { id: 'freeWifi' }
  | { id: 'complimentaryNight'; minNights: number };

const usd = (amountMinor: number): Money => ({ amountMinor, currency: 'USD' });

const BENEFITS: Record<Exclude<Collection, 'NoCollection'>, readonly CollectionBenefit[]> = {
  Premier: [
    { id: 'dailyBreakfastForTwo' },
    { id: 'experienceCredit', amount: usd(10_000) },
    { id: 'roomUpgrade' },
    { id: 'earlyCheckInLateCheckout' },
    { id: 'freeWifi' },
  ],
  Lifestyle: [
    { id: 'experienceCredit', amount: usd(5_000) },
    { id: 'roomUpgrade' },
    { id: 'earlyCheckInLateCheckout' },
    { id: 'freeWifi' },
  ],
};

/**
 * What a stay at a collection's hotel includes in this tenant. The complimentary fourth night
 * follows the domain rule (spec §9): Lifestyle in both tenants, Premier in the business tenant.
 */
export function listCollectionBenefits(
  tenant: Tenant,
  collection: Collection,
): CollectionBenefit[] {
  if (collection === 'NoCollection') return [];
  const benefits: CollectionBenefit[] = [...BENEFITS[collection]];
  if (isComplimentaryNightEligible(tenant, collection, COMPLIMENTARY_NIGHT_MIN_NIGHTS)) {
    benefits.push({ id: 'complimentaryNight', minNights: COMPLIMENTARY_NIGHT_MIN_NIGHTS });
  }
  return benefits;
}
