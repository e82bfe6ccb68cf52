import type { CarCancellationPolicy, CarPolicyStatus } from '@wayfare/contracts/cars';
import type { TravelPolicy } from '@wayfare/contracts/policy';
import type { Tenant } from '@wayfare/contracts/tenant';
import { evaluateCarPolicy } from './travel-policy';

/**
 * Car rental rules (issue 21; docs/decisions/016-cars.md). Pure: the booked facts and the travel
 * clock's now in, the verdict out.
 */

/** Under this age the supplier charges the young-driver fee; searches are priced by this band. */
export const YOUNG_DRIVER_AGE = 25;
/** A prepaid rental of a deal brand cancels free until this long before pick-up. */
export const CAR_FREE_CANCELLATION_HOURS = 48;

/** The price per day a tier's cap is judged on: the base rental over its days, rounded up. */
export function computeCarPricePerDay(baseMinor: number, days: number): number {
  if (!Number.isInteger(days) || days < 1) throw new RangeError('days must be a positive integer');
  return Math.ceil(baseMinor / days);
}

/**
 * A car's policy status (spec §5 cars.maxPricePerDay) for the traveller: null on the consumer
 * tenant; a business traveller without a tier is held to nothing.
 */
export function judgeCarOffer(
  tenant: Tenant,
  policy: TravelPolicy | null,
  pricePerDayMinor: number,
): CarPolicyStatus | null {
  if (tenant !== 'capone-corporate') return null;
  if (!policy) return { inPolicy: true, violations: [] };
  const result = evaluateCarPolicy(policy, pricePerDayMinor);
  return result.inPolicy
    ? { inPolicy: true, violations: [] }
    : { inPolicy: false, violations: result.violations };
}

/** Whole years between a date of birth and a day (`YYYY-MM-DD` both); born 29 Feb ages on 1 Mar. */
export function computeAgeOn(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

export type DriverAgeProblem =
  | { code: 'DriverDateOfBirthRequired' }
  | { code: 'DriverUnderMinimumAge'; minimumAge: number; age: number }
  | { code: 'DriverAgeMismatch'; searchedAge: number; age: number };

/**
 * The driver's age on the pick-up date: at least the car's minimum age, and in the band the
 * search was priced for (under 25 pays the young-driver fee, 25 and over does not).
 */
export function checkDriverAge(input: {
  dateOfBirth: string | null;
  pickUpDate: string;
  minimumDriverAge: number;
  searchedAge: number;
}): { ok: true; age: number } | { ok: false; problem: DriverAgeProblem } {
  if (!input.dateOfBirth) return { ok: false, problem: { code: 'DriverDateOfBirthRequired' } };
  const age = computeAgeOn(input.dateOfBirth, input.pickUpDate);
  if (age < input.minimumDriverAge)
    return {
      ok: false,
      problem: { code: 'DriverUnderMinimumAge', minimumAge: input.minimumDriverAge, age },
    };
  if (age < YOUNG_DRIVER_AGE !== input.searchedAge < YOUNG_DRIVER_AGE)
    return {
      ok: false,
      problem: { code: 'DriverAgeMismatch', searchedAge: input.searchedAge, age },
    };
  return { ok: true, age };
}

export type CarCancelOutcome =
  'car_free_cancellation' | 'car_late_cancellation' | 'car_non_refundable';

export interface CarCancelDecision {
  outcome: CarCancelOutcome;
  /** Confirmable online: before the pick-up time only (then it is a no-show). */
  cancellable: boolean;
  refundMinor: number;
  penaltyMinor: number;
}

/**
 * Cancelling a rental now under its terms as booked. `paidMinor` is what the portal charged
 * (zero for pay at the counter). Before the free deadline everything paid comes back; a
 * FreeUntilDeadline rental after it keeps the late fee until pick-up; a NonRefundable deal keeps
 * everything; from the pick-up time on, cancelling is not offered online and a prepaid rental
 * refunds nothing.
 */
export function decideCarCancellation(input: {
  now: Date;
  pickUpAt: Date;
  policy: Pick<CarCancellationPolicy, 'terms' | 'freeUntil' | 'lateCancellationFee'>;
  paidMinor: number;
}): CarCancelDecision {
  const now = input.now.getTime();
  const paid = input.paidMinor;
  if (now >= input.pickUpAt.getTime())
    return {
      outcome: 'car_non_refundable',
      cancellable: false,
      refundMinor: 0,
      penaltyMinor: paid,
    };
  const { terms, freeUntil, lateCancellationFee } = input.policy;
  const free = { outcome: 'car_free_cancellation' as const, cancellable: true, penaltyMinor: 0 };
  if (paid === 0) return { ...free, refundMinor: 0 };
  if (terms === 'NonRefundable')
    return { outcome: 'car_non_refundable', cancellable: true, refundMinor: 0, penaltyMinor: paid };
  if (freeUntil === null || now <= Date.parse(freeUntil)) return { ...free, refundMinor: paid };
  if (terms === 'FreeUntilPickUp') return { ...free, refundMinor: paid };
  const penaltyMinor = Math.min(paid, lateCancellationFee?.amountMinor ?? paid);
  return {
    outcome: 'car_late_cancellation',
    cancellable: true,
    refundMinor: paid - penaltyMinor,
    penaltyMinor,
  };
}
