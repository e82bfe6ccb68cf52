import type { Collection } from '@wayfare/contracts/lodging';
import type { Tenant } from '@wayfare/contracts/tenant';
import { CFAR_DEADLINE_HOURS, DEFAULT_CFAR_REFUND_PERCENT } from './cancel-for-any-reason';
import type { ChfarTerms } from './change-for-any-reason';
import type { PriceMatchTerms } from './price-match';

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

/**
 * Price drop protection (issue 19; spec §5, §9; domain/price-drop-protection.ts): complimentary on
 * every confirmed flight booking and on stays at the hotels of `hotel.collections`, never on
 * packages. The same itinerary (or room) is priced again every `checkEveryHours` of travel time;
 * a price below the lowest seen so far (starting at what was paid) is credited to the travel
 * wallet, up to `capMinor` per booking in total.
 */
export interface PriceDropProtectionTerms {
  /** Spec §9: flights are monitored for 10 calendar days after purchase (never past departure). */
  flight: { monitorDays: number; capMinor: number };
  /**
   * Stays: monitored for `monitorDays` after booking (never past check-in); a drop found before
   * `creditAfterDays` (spec §9: five) is kept pending and credited from then on. A stay starting
   * before then is not covered.
   */
  hotel: {
    monitorDays: number;
    creditAfterDays: number;
    capMinor: number;
    /** Spec §5: Premier or Lifestyle collection hotels only. */
    collections: readonly Collection[];
  };
  /** How often a protected booking's price is checked, in hours of travel time. */
  checkEveryHours: number;
  /** A credit can be spent for this many days after it is made. */
  creditValidDays: number;
}

/**
 * Disruption assistance (issue 20; spec §4, §5, §9): a fee per booking (non-refundable, not
 * transferable), bought at least `minHoursBeforeDeparture` before the first flight. A delay of
 * `delayThresholdMinutes` or more, a missed connection or an airline cancellation of a protected
 * flight lets the traveller rebook on any airline at no cost or take a refund of the base fare,
 * taxes and fees (never the add-ons). Undecided, it ends `decisionWindowHours` after the last
 * flight; a flight is past arrival `pastArrivalHours` after its scheduled arrival.
 */
export interface DisruptionAssistanceTerms {
  /** The fee per booking, whatever the number of travellers. */
  feeMinor: number;
  minHoursBeforeDeparture: number;
  delayThresholdMinutes: number;
  decisionWindowHours: number;
  pastArrivalHours: number;
}

/**
 * The missed-connection guarantee on self-transfer itineraries (issue 20; spec §5, §9): a
 * qualifying rebooking departs the same or the next day from the same airports, in the same or a
 * lower fare class, for at most `capPerTravelerMinor` per traveller; a reasonable one departs
 * within `reasonableWithinMinutes` of the missed flight, or, when that flight left after
 * `lateDepartureAfterMinuteOfDay` (local), by `nextMorningByMinuteOfDay` the next day. Unused, it
 * ends `expiresAfterHours` after the disruption.
 */
export interface MissedConnectionTerms {
  capPerTravelerMinor: number;
  reasonableWithinMinutes: number;
  lateDepartureAfterMinuteOfDay: number;
  nextMorningByMinuteOfDay: number;
  expiresAfterHours: number;
  /** The least time between the two tickets' flights the itinerary is sold with (self-transfer). */
  minSelfTransferMinutes: number;
  /**
   * What a self-transfer needs between landing and the next departure (collect bags, check in
   * again before the desk closes): a delayed arrival later than that misses the connection.
   */
  minReconnectMinutes: number;
}

/**
 * The premium stays' complimentary night (spec §9; hotel-pricing.ts `applyComplimentaryNight`): a
 * stay of at least `minNights` at a hotel of one of `collections` does not pay for its night
 * number `freeNight` (its share of the stay's price and its taxes, for every room), taken off the
 * price shown and paid; once per stay, whatever its length.
 */
export interface ComplimentaryNightTerms {
  minNights: number;
  freeNight: number;
  collections: readonly Collection[];
}

export interface ProtectionTerms {
  currency: 'USD';
  /** The premium stays' complimentary fourth night (issue 24's terms page reads it here). */
  complimentaryNight: ComplimentaryNightTerms;
  priceFreeze: PriceFreezeTerms;
  cancelForAnyReason: CancelForAnyReasonTerms;
  /** Change for any reason (issue 18; domain/change-for-any-reason.ts). */
  changeForAnyReason: ChfarTerms;
  priceDropProtection: PriceDropProtectionTerms;
  /** Price match, the best price guarantee (issue 19; domain/price-match.ts). */
  priceMatch: PriceMatchTerms;
  disruptionAssistance: DisruptionAssistanceTerms;
  missedConnection: MissedConnectionTerms;
}

/** Spec §9: US$5,000 per passenger; 8:00 PM and 9:00 AM; 24 hours. Alike in both tenants. */
const MISSED_CONNECTION: MissedConnectionTerms = {
  capPerTravelerMinor: 500_000,
  reasonableWithinMinutes: 60,
  lateDepartureAfterMinuteOfDay: 20 * 60,
  nextMorningByMinuteOfDay: 9 * 60,
  expiresAfterHours: 24,
  minSelfTransferMinutes: 120,
  minReconnectMinutes: 60,
};

const DAY = 24;

/**
 * The two tenants' defaults: card holders get the longer windows and the higher cap; business
 * travel, booked closer to the trip under a policy, freezes for shorter and for less.
 */
export const PROTECTION_TERMS: Readonly<Record<Tenant, ProtectionTerms>> = {
  capone: {
    currency: 'USD',
    // Spec §9: Lifestyle only for card holders.
    complimentaryNight: { minNights: 4, freeNight: 4, collections: ['Lifestyle'] },
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
    priceDropProtection: {
      flight: { monitorDays: 10, capMinor: 5_000 },
      hotel: {
        monitorDays: 10,
        creditAfterDays: 5,
        capMinor: 5_000,
        collections: ['Premier', 'Lifestyle'],
      },
      checkEveryHours: 6,
      creditValidDays: 365,
    },
    priceMatch: {
      windowHours: 24,
      currency: 'USD',
      matchToleranceMinor: 1,
      agentAnswerHours: 24,
      creditValidDays: 365,
    },
    disruptionAssistance: {
      feeMinor: 2_499,
      minHoursBeforeDeparture: 24,
      delayThresholdMinutes: 120,
      decisionWindowHours: 24,
      pastArrivalHours: 24,
    },
    missedConnection: MISSED_CONNECTION,
  },
  'capone-corporate': {
    currency: 'USD',
    // Spec §9: Premier and Lifestyle in the business tenant.
    complimentaryNight: { minNights: 4, freeNight: 4, collections: ['Premier', 'Lifestyle'] },
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
    priceDropProtection: {
      flight: { monitorDays: 10, capMinor: 5_000 },
      hotel: {
        // Business stays are booked closer to the trip, like their freezes: watched for a week.
        monitorDays: 7,
        creditAfterDays: 5,
        capMinor: 5_000,
        collections: ['Premier', 'Lifestyle'],
      },
      checkEveryHours: 6,
      creditValidDays: 365,
    },
    priceMatch: {
      windowHours: 24,
      currency: 'USD',
      matchToleranceMinor: 1,
      agentAnswerHours: 24,
      creditValidDays: 365,
    },
    // Business trips are tighter: a 90-minute delay already costs a meeting.
    disruptionAssistance: {
      feeMinor: 1_999,
      minHoursBeforeDeparture: 24,
      delayThresholdMinutes: 90,
      decisionWindowHours: 24,
      pastArrivalHours: 24,
    },
    missedConnection: MISSED_CONNECTION,
  },
};

export function protectionTermsFor(tenant: Tenant): ProtectionTerms {
  return PROTECTION_TERMS[tenant];
}
