import type { CancellationPolicy, CancellationTier } from '@wayfare/contracts/lodging';
import {
  formatLocalDateTime,
  MINUTES_PER_DAY,
  toEpochMinute,
  type Instant,
} from '../reference/calendar';
import lookupTimeZone from '../reference/tz-lookup-shim';
import { createTimeZoneTable, type TimeZoneTable } from '../reference/time-zones';
import {
  getFreeCancellationHours,
  PARTIAL_REFUND_PERCENT,
  type RatePlan,
} from './hotel-rate-plans';
import type { HotelWorld } from './hotel-world';

export const CHECK_IN_MINUTE = 15 * 60;
export const CHECK_OUT_MINUTE = 11 * 60;

const zoneTables = new Map<string, TimeZoneTable>();

export function getHotelTimeZone(world: HotelWorld, hotel: number): string {
  return lookupTimeZone(world.lat[hotel] ?? 0, world.lon[hotel] ?? 0);
}

/** Wall-clock minute at the hotel for a UTC instant (DST-correct via Intl). */
export function toHotelLocalMinute(zone: string, now: Instant): number {
  let table = zoneTables.get(zone);
  if (!table) {
    table = createTimeZoneTable([zone]);
    zoneTables.set(zone, table);
  }
  const utc = toEpochMinute(now);
  return utc + table.getOffsetMinutes(0, Math.floor(utc / MINUTES_PER_DAY));
}

/** Whole-booking cancellation terms for a plan; amounts are shares of the booking total. */
export function buildCancellationPolicy(
  world: HotelWorld,
  hotel: number,
  plan: RatePlan,
  checkIn: number,
  nights: number,
  totalMinor: number,
): CancellationPolicy {
  const currency = 'USD' as const;
  const checkInLocal = checkIn * MINUTES_PER_DAY + CHECK_IN_MINUTE;
  const at = (hours: number) => formatLocalDateTime(checkInLocal - hours * 60);
  const money = (amountMinor: number) => ({ amountMinor, currency });
  const fullStay: CancellationTier = {
    fromHoursBeforeCheckIn: plan.terms === 'N' ? null : 0,
    untilHoursBeforeCheckIn: null,
    untilLocal: null,
    penaltyKind: 'FullStay',
    penaltyPercent: 100,
    penalty: money(totalMinor),
  };
  if (plan.terms === 'N') {
    return {
      terms: 'NonRefundable',
      refundability: 'NonRefundable',
      freeCancellationUntil: null,
      freeCancellationHoursBeforeCheckIn: null,
      tiers: [fullStay],
      refundPercent: null,
    };
  }
  if (plan.terms === 'P') {
    const half = Math.round((totalMinor * PARTIAL_REFUND_PERCENT) / 100);
    return {
      terms: 'PartialRefundBeforeCheckIn',
      refundability: 'PartiallyRefundable',
      freeCancellationUntil: null,
      freeCancellationHoursBeforeCheckIn: null,
      tiers: [
        {
          fromHoursBeforeCheckIn: null,
          untilHoursBeforeCheckIn: 0,
          untilLocal: at(0),
          penaltyKind: 'Percent',
          penaltyPercent: PARTIAL_REFUND_PERCENT,
          penalty: money(half),
        },
        fullStay,
      ],
      refundPercent: null,
    };
  }
  const hours = getFreeCancellationHours(world, hotel, checkIn);
  const firstNight = Math.round(totalMinor / nights);
  return {
    terms: 'FreeCancellation',
    refundability: 'FullyRefundable',
    freeCancellationUntil: at(hours),
    freeCancellationHoursBeforeCheckIn: hours,
    tiers: [
      ...buildFreeThenPenaltyTiers(hours, at, money(0), {
        penaltyKind: 'FirstNight',
        penaltyPercent: Math.round(100 / nights),
        penalty: money(firstNight),
      }),
      fullStay,
    ],
    refundPercent: null,
  };
}

/** The tier in force `minutesBeforeCheckIn` before check-in (boundaries belong to the cheaper tier). */
/**
 * The two tiers of a refundable policy: free until `hours` before check-in, then `after` until
 * check-in. Shared by hotels and vacation rentals.
 */
export function buildFreeThenPenaltyTiers(
  hours: number,
  at: (hoursBeforeCheckIn: number) => string,
  free: CancellationTier['penalty'],
  after: Pick<CancellationTier, 'penaltyKind' | 'penaltyPercent' | 'penalty'>,
): CancellationTier[] {
  return [
    {
      fromHoursBeforeCheckIn: null,
      untilHoursBeforeCheckIn: hours,
      untilLocal: at(hours),
      penaltyKind: 'None',
      penaltyPercent: 0,
      penalty: free,
    },
    { fromHoursBeforeCheckIn: hours, untilHoursBeforeCheckIn: 0, untilLocal: at(0), ...after },
  ];
}

export function findCancellationTier(
  policy: CancellationPolicy,
  minutesBeforeCheckIn: number,
): CancellationTier {
  for (const tier of policy.tiers) {
    const until = tier.untilHoursBeforeCheckIn;
    if (until === null || minutesBeforeCheckIn >= until * 60) return tier;
  }
  const last = policy.tiers[policy.tiers.length - 1];
  if (!last) throw new Error('a cancellation policy needs at least one tier');
  return last;
}
