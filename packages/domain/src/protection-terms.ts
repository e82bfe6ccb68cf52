import type { Tenant } from '@wayfare/contracts/tenant';

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

export interface ProtectionTerms {
  currency: 'USD';
  priceFreeze: PriceFreezeTerms;
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
  },
};

export function protectionTermsFor(tenant: Tenant): ProtectionTerms {
  return PROTECTION_TERMS[tenant];
}
