import type { Currency, Money } from '@wayfare/contracts/money';
import type { RewardsCurrency } from '@wayfare/contracts/rewards';
import { formatMoney, selectMinorUnitsPerMajor } from './money-format';

/** A layover this long or shorter passes the "short layover" filter (spec §9). */
export const SHORT_LAYOVER_MAX_MINUTES = 120;

/** Minor units per major unit, from the currency's ISO 4217 exponent: 100 for USD, 1 for JPY. */
export { selectMinorUnitsPerMajor };

export interface WholeAmount {
  /** Whole major units, e.g. 124 for $123.50. */
  amount: number;
  currency: Currency;
}

/** Floor division for integers, correct for negative numerators too. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Fares are shown rounded to whole units, half up (spec §9): $123.49 → 123, $123.50 → 124. */
export function roundFareForDisplay(money: Money): WholeAmount {
  const perMajor = selectMinorUnitsPerMajor(money.currency);
  return { amount: divideRoundingHalfUp(money.amountMinor, perMajor), currency: money.currency };
}

/** Cash rewards are held and shown in US dollars. */
export const CASH_REWARDS_CURRENCY: Currency = 'USD';

/**
 * A rewards amount as shown (spec §9): cash (value in cents) in dollars with two decimals; miles and
 * points rounded up to a whole number. `locale` is a BCP 47 tag.
 */
export function formatRewardAmount(
  value: number,
  currency: RewardsCurrency,
  locale = 'en-US',
): string {
  if (currency === 'cash') {
    return formatMoney({ amountMinor: Math.round(value), currency: CASH_REWARDS_CURRENCY }, locale);
  }
  return milesFormatter(locale).format(Math.ceil(value));
}

/** One miles formatter per locale: a list of fifty fares would otherwise build fifty. */
const milesFormatters = new Map<string, Intl.NumberFormat>();
function milesFormatter(locale: string): Intl.NumberFormat {
  let formatter = milesFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    milesFormatters.set(locale, formatter);
  }
  return formatter;
}

export interface RewardEarn {
  /** Whole miles, or cash in US cents. */
  value: number;
  currency: RewardsCurrency;
}

/**
 * What a fare earns on a card. Rates are hundredths (spec rewards: 200 = 2X miles, 150 = 1.5% cash).
 * Miles: fare dollars × multiplier, rounded up. Cash: fare × percent, to the cent (half up).
 * Integer arithmetic only, so no float ever decides a mile.
 */
export function computeEarnOnFare(
  grandTotal: Money,
  earnRateHundredths: number,
  currency: RewardsCurrency,
): RewardEarn {
  const minor = Math.max(0, grandTotal.amountMinor);
  // Major units × rate/100 for miles; major units × rate/100 % → cents for cash: both minor × rate / 10 000.
  const perMajor = selectMinorUnitsPerMajor(grandTotal.currency);
  const scaled = minor * earnRateHundredths * (100 / perMajor);
  if (currency === 'miles') {
    return { value: Math.ceil(scaled / 10_000), currency };
  }
  return { value: divideRoundingHalfUp(scaled, 10_000), currency };
}

export const TIME_OF_DAY_BUCKETS = ['earlyMorning', 'morning', 'afternoon', 'evening'] as const;
export type TimeOfDayBucket = (typeof TIME_OF_DAY_BUCKETS)[number];

/**
 * Times-of-day buckets (spec §9) for a local wall-clock time `HH:mm` or `YYYY-MM-DDTHH:mm`:
 * early morning 00:00–05:59, morning 06:00–11:59, afternoon 12:00–17:59, evening 18:00–23:59.
 */
export function selectTimeOfDayBucket(localTime: string): TimeOfDayBucket {
  const match = /(?:^|T)(\d{2}):(\d{2})/.exec(localTime);
  if (!match) throw new Error(`Not a local time: ${localTime}`);
  const hour = Number(match[1]);
  if (hour < 6) return 'earlyMorning';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** The "short layover" filter (spec §9): a connection of at most two hours. */
export function isShortLayover(minutes: number): boolean {
  return minutes <= SHORT_LAYOVER_MAX_MINUTES;
}

/** A slice's own airports: where its first flight leaves and its last one lands. */
export interface RouteSlice {
  origin: string;
  destination: string;
}

/**
 * A trip's route as people read it: "JFK ⇄ LHR" only for two slices where the return leaves from
 * where the first landed and lands where it left; otherwise each slice's own airports in order
 * ("JFK → LHR, LHR → EWR": a return that lands at another airport says so).
 */
export function describeTripRoute(slices: readonly RouteSlice[]): string {
  const [out, back] = slices;
  if (
    slices.length === 2 &&
    out &&
    back &&
    back.origin === out.destination &&
    back.destination === out.origin
  )
    return `${out.origin} ⇄ ${out.destination}`;
  return slices.map((s) => `${s.origin} → ${s.destination}`).join(', ');
}
