import type { PassengerCounts, PassengerType } from '@wayfare/contracts/flights';

import { MAX_PASSENGERS } from './passenger-rules';

/** Passenger counts in a search (spec §5): at least one adult, at most nine travellers, lap infants ≤ adults. */
export const PASSENGER_TYPES: readonly PassengerType[] = ['ADT', 'CNN', 'INS', 'INF'];
export const DEFAULT_PASSENGERS: PassengerCounts = { ADT: 1, CNN: 0, INS: 0, INF: 0 };

export type PassengerRule = 'NoAdultPassenger' | 'TooManyPassengers' | 'TooManyLapInfants';

export function countPassengers(counts: PassengerCounts): number {
  return counts.ADT + counts.CNN + counts.INS + counts.INF;
}

/** Why one more of this type is not allowed, or null when it is. */
export function selectAddBlocker(
  counts: PassengerCounts,
  type: PassengerType,
): PassengerRule | null {
  if (countPassengers(counts) >= MAX_PASSENGERS) return 'TooManyPassengers';
  if (type === 'INF' && counts.INF >= counts.ADT) return 'TooManyLapInfants';
  return null;
}

/** Why one fewer of this type is not allowed, or null when it is (a count never goes below zero). */
export function selectRemoveBlocker(
  counts: PassengerCounts,
  type: PassengerType,
): PassengerRule | 'Zero' | null {
  if (counts[type] <= 0) return 'Zero';
  if (type === 'ADT' && counts.ADT <= 1) return 'NoAdultPassenger';
  if (type === 'ADT' && counts.INF > counts.ADT - 1) return 'TooManyLapInfants';
  return null;
}

/** Every rule the counts break (counts from a URL may break any of them). */
export function validatePassengers(counts: PassengerCounts): PassengerRule[] {
  const broken: PassengerRule[] = [];
  if (counts.ADT < 1) broken.push('NoAdultPassenger');
  if (countPassengers(counts) > MAX_PASSENGERS) broken.push('TooManyPassengers');
  if (counts.INF > counts.ADT) broken.push('TooManyLapInfants');
  return broken;
}

export function changePassengerCount(
  counts: PassengerCounts,
  type: PassengerType,
  delta: 1 | -1,
): PassengerCounts {
  const blocker = delta === 1 ? selectAddBlocker(counts, type) : selectRemoveBlocker(counts, type);
  return blocker ? counts : { ...counts, [type]: counts[type] + delta };
}
