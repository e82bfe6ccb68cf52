import type { SavePolicyTierRequest } from '@wayfare/contracts/business';
import type { CabinClass } from '@wayfare/contracts/flights';
import type { FlightDurationPolicy, TravelPolicy } from '@wayfare/contracts/policy';
import { fromMajorUnits, toMajorUnits } from '@wayfare/domain/money-format';

/** Cabins in the order the form lists them. */
export const TIER_CABINS: readonly CabinClass[] = [
  'BasicEconomy',
  'Economy',
  'PremiumEconomy',
  'Business',
  'First',
];

export interface FlightRuleDraft {
  /** Dollar amounts as typed; empty means no cap. */
  oneWay: string;
  roundTrip: string;
  fareClasses: CabinClass[];
}

/** The policy tier editor's state: amounts stay text until the admin saves. */
export interface TierDraft {
  name: string;
  isApprovalRequired: boolean;
  enableLongFlights: boolean;
  minHoursForLongFlight: string;
  short: FlightRuleDraft;
  long: FlightRuleDraft;
  starRatings: number[];
  maxPricePerNight: string;
  maxPricePerDay: string;
}

export type TierField =
  | 'name'
  | 'minHoursForLongFlight'
  | 'short.oneWay'
  | 'short.roundTrip'
  | 'short.fareClasses'
  | 'long.oneWay'
  | 'long.roundTrip'
  | 'long.fareClasses'
  | 'starRatings'
  | 'maxPricePerNight'
  | 'maxPricePerDay';

export type TierError =
  | 'onboarding.tier.error.nameLength'
  | 'onboarding.tier.error.hours'
  | 'onboarding.tier.error.amount'
  | 'onboarding.tier.error.cabins'
  | 'onboarding.tier.error.stars';

export type TierCheck =
  | { ok: true; request: SavePolicyTierRequest }
  | { ok: false; errors: Partial<Record<TierField, TierError>> };

/** Tier caps are set and shown in US dollars. */
export const POLICY_CAP_CURRENCY = 'USD';

const dollars = (minor: number | null) =>
  minor === null ? '' : String(toMajorUnits({ amountMinor: minor, currency: POLICY_CAP_CURRENCY }));

/** A new tier starts from common business-travel limits the admin can adjust. */
export function createTierDraft(): TierDraft {
  return {
    name: '',
    isApprovalRequired: false,
    enableLongFlights: true,
    minHoursForLongFlight: '6',
    short: { oneWay: '600', roundTrip: '1000', fareClasses: ['BasicEconomy', 'Economy'] },
    long: { oneWay: '1500', roundTrip: '2500', fareClasses: ['Economy', 'PremiumEconomy'] },
    starRatings: [2, 3, 4],
    maxPricePerNight: '300',
    maxPricePerDay: '90',
  };
}

function ruleDraft(rule: FlightDurationPolicy | undefined, fallback: FlightRuleDraft) {
  if (!rule) return fallback;
  return {
    oneWay: dollars(rule.maxPriceForOneWay),
    roundTrip: dollars(rule.maxPriceForRoundTrip),
    fareClasses: TIER_CABINS.filter((c) => rule.allowedFareClasses.includes(c)),
  };
}

/** The editor's state for a stored tier. */
export function draftFromTier(name: string, policy: TravelPolicy): TierDraft {
  const fresh = createTierDraft();
  const find = (d: 'Short' | 'Long') => policy.flights.policies.find((p) => p.duration === d);
  const hotel = policy.hotels.policies[0];
  const car = policy.cars.policies[0];
  return {
    name,
    isApprovalRequired: policy.settings.isApprovalRequired,
    enableLongFlights: policy.flights.enableLongFlights,
    minHoursForLongFlight: String(policy.flights.minHoursForLongFlight),
    short: ruleDraft(find('Short'), fresh.short),
    long: ruleDraft(find('Long'), fresh.long),
    starRatings: hotel ? [...hotel.allowedStarRatings].sort() : [1, 2, 3, 4, 5],
    maxPricePerNight: hotel ? dollars(hotel.maxPricePerNight) : '',
    maxPricePerDay: car ? dollars(car.maxPricePerDay) : '',
  };
}

/**
 * A typed dollar cap in cents: empty is no cap; `1,200`, `$1200` and `1200.50` are accepted; zero,
 * negatives and anything else are not (an admin who wants nothing allowed removes the cabin).
 */
export function parseDollarCap(text: string): number | null | 'invalid' {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (cleaned === '') return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return 'invalid';
  const minor = fromMajorUnits(Number(cleaned), POLICY_CAP_CURRENCY).amountMinor;
  return minor > 0 ? minor : 'invalid';
}

/** Checks the draft and, when it is whole, builds the request the API takes. */
export function checkTierDraft(draft: TierDraft): TierCheck {
  const errors: Partial<Record<TierField, TierError>> = {};
  const name = draft.name.trim();
  if (name.length < 2 || name.length > 60) errors.name = 'onboarding.tier.error.nameLength';

  const hours = draft.minHoursForLongFlight.trim();
  const minHours = /^\d{1,2}$/.test(hours) ? Number(hours) : NaN;
  if (draft.enableLongFlights && !(minHours >= 1 && minHours <= 24)) {
    errors.minHoursForLongFlight = 'onboarding.tier.error.hours';
  }

  const cap = (field: TierField, text: string): number | null => {
    const parsed = parseDollarCap(text);
    if (parsed === 'invalid') {
      errors[field] = 'onboarding.tier.error.amount';
      return null;
    }
    return parsed;
  };
  const rule = (duration: 'Short' | 'Long', d: FlightRuleDraft): FlightDurationPolicy => {
    const key = duration === 'Short' ? 'short' : 'long';
    if (d.fareClasses.length === 0) errors[`${key}.fareClasses`] = 'onboarding.tier.error.cabins';
    return {
      duration,
      maxPriceForOneWay: cap(`${key}.oneWay`, d.oneWay),
      maxPriceForRoundTrip: cap(`${key}.roundTrip`, d.roundTrip),
      allowedFareClasses: TIER_CABINS.filter((c) => d.fareClasses.includes(c)),
    };
  };
  const policies = [rule('Short', draft.short)];
  if (draft.enableLongFlights) policies.push(rule('Long', draft.long));
  if (draft.starRatings.length === 0) errors.starRatings = 'onboarding.tier.error.stars';
  const maxPricePerNight = cap('maxPricePerNight', draft.maxPricePerNight);
  const maxPricePerDay = cap('maxPricePerDay', draft.maxPricePerDay);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      name,
      policy: {
        settings: { isApprovalRequired: draft.isApprovalRequired },
        flights: {
          enableLongFlights: draft.enableLongFlights,
          minHoursForLongFlight: draft.enableLongFlights ? minHours : 6,
          policies,
        },
        hotels: {
          policies: [{ allowedStarRatings: [...draft.starRatings].sort(), maxPricePerNight }],
        },
        cars: { policies: [{ maxPricePerDay }] },
      },
    },
  };
}
