import type { Tenant } from '@wayfare/contracts/tenant';
import { CFAR_DEADLINE_HOURS, DEFAULT_CFAR_REFUND_PERCENT } from './cancel-for-any-reason';
import type { ChfarTerms } from './change-for-any-reason';

/**
 * Every protection's terms, per tenant, in one place (issue 17): the rules, the terms pages, the
 * offer and payment steps and the e-mails all read them here, so they cannot disagree. Amounts are
 * minor units of `currency`; windows are hours. Later protections (cancel for any reason, price
 * drop, price match, disruption, missed connection) add their terms beside the price freeze.
 */
export interface FreezeProductTerms {
  /** How long a freeze may last at most (spec §9: 14 days for flights, 7 for hotels). */
  windowHours: number;
  /** The lengths offered, each at most `windowHours`, shortest first. */
  lengthOptionsHours: readonly number[];
  /** What the freeze pays at most above the frozen price, per passenger or per room. */
  capMinor: number;
  /** The fee's bounds, per passenger or per room, whatever the risk model asks. */
  feeMinor: { min: number; max: number };
}

export interface PriceFreezeTerms {
  flight: FreezeProductTerms;
  hotel: FreezeProductTerms;
  /** Refunded of the fee when our own exercise fails or the flight or room is gone (percent). */
  refundPercentOnOurFailure: number;
}

/** Cancel for any reason (issue 18): what it gives back and what its premium may be. */
export interface CancelForAnyReasonTerms {
  /** Spec §9: the share of the fares refunded in cash (default 80). */
  refundPercent: number;
  /** Hours before the first departure it stays usable (spec §9: 3). */
  deadlineHours: number;
  /** The premium as a percent of the fares: at least `min`; above `max` it is not sold. */
  premiumPercent: { min: number; max: number };
  /** The smallest premium, whatever the fares. */
  minPremiumMinor: number;
  /** Spec §9: a cash refund reaches the card within this many billing cycles. */
  refundBillingCycles: { min: number; max: number };
  /**
   * Stays (spec §3 refundable-room variant, §4 hotel life cycle): bought with the reservation for
   * all rooms, it refunds `coveragePercent` of the stay until `deadlineHoursBeforeCheckIn` before
   * check-in (hotel time) for `premiumPercent` of the stay's total.
   */
  hotel: { premiumPercent: number; coveragePercent: number; deadlineHoursBeforeCheckIn: number };
}

export interface ProtectionTerms {
  currency: 'USD';
  priceFreeze: PriceFreezeTerms;
  cancelForAnyReason: CancelForAnyReasonTerms;
  /** Change for any reason (issue 18; domain/change-for-any-reason.ts). */
  changeForAnyReason: ChfarTerms;
}

const DAY = 24;

/**
 * The two tenants' defaults: card holders get the longer windows and the higher cap; business
 * travel, booked closer to the trip under a policy, freezes for shorter and for less.
 */
export const PROTECTION_TERMS: Readonly<Record<Tenant, ProtectionTerms>> = {
  capone: {
    currency: 'USD',
    priceFreeze: {
      flight: {
        windowHours: 14 * DAY,
        lengthOptionsHours: [1 * DAY, 3 * DAY, 7 * DAY, 14 * DAY],
        capMinor: 50_000,
        feeMinor: { min: 500, max: 8_000 },
      },
      hotel: {
        windowHours: 7 * DAY,
        lengthOptionsHours: [1 * DAY, 3 * DAY, 7 * DAY],
        capMinor: 50_000,
        feeMinor: { min: 500, max: 6_000 },
      },
      refundPercentOnOurFailure: 100,
    },
    cancelForAnyReason: {
      refundPercent: DEFAULT_CFAR_REFUND_PERCENT,
      deadlineHours: CFAR_DEADLINE_HOURS,
      premiumPercent: { min: 6, max: 30 },
      minPremiumMinor: 1_500,
      refundBillingCycles: { min: 1, max: 2 },
      hotel: { premiumPercent: 12, coveragePercent: 100, deadlineHoursBeforeCheckIn: 0 },
    },
    changeForAnyReason: {
      premiumPercent: 8,
      minPremiumMinor: 1_200,
      coveragePercent: 50,
      minHoursBeforeDeparture: 24,
      deadlineHours: 3,
      reimbursementBusinessDays: 10,
      windowYears: 1,
    },
  },
  'capone-corporate': {
    currency: 'USD',
    priceFreeze: {
      flight: {
        windowHours: 7 * DAY,
        lengthOptionsHours: [1 * DAY, 3 * DAY, 7 * DAY],
        capMinor: 30_000,
        feeMinor: { min: 800, max: 6_000 },
      },
      hotel: {
        windowHours: 3 * DAY,
        lengthOptionsHours: [1 * DAY, 3 * DAY],
        capMinor: 25_000,
        feeMinor: { min: 800, max: 4_000 },
      },
      refundPercentOnOurFailure: 100,
    },
    cancelForAnyReason: {
      refundPercent: DEFAULT_CFAR_REFUND_PERCENT,
      deadlineHours: CFAR_DEADLINE_HOURS,
      premiumPercent: { min: 5, max: 25 },
      minPremiumMinor: 2_000,
      refundBillingCycles: { min: 1, max: 2 },
      hotel: { premiumPercent: 10, coveragePercent: 100, deadlineHoursBeforeCheckIn: 0 },
    },
    changeForAnyReason: {
      premiumPercent: 7,
      minPremiumMinor: 1_500,
      coveragePercent: 50,
      minHoursBeforeDeparture: 24,
      deadlineHours: 3,
      reimbursementBusinessDays: 10,
      windowYears: 1,
    },
  },
};

export function protectionTermsFor(tenant: Tenant): ProtectionTerms {
  return PROTECTION_TERMS[tenant];
}
