import { formatMoney } from './money-format';

export type FlightTripType = 'one_way' | 'round_trip' | 'multi_city';

/** Spec §9: the confirmation code is the agent locator prefixed with H-. */
export function formatConfirmationCode(agentLocator: string): string {
  return `H-${agentLocator}`;
}

/** Spec §9 trip subtitle. */
export function selectTripSubtitle(
  tripType: FlightTripType,
): 'Round-trip' | 'One-way' | 'Multi-city' {
  if (tripType === 'round_trip') return 'Round-trip';
  return tripType === 'one_way' ? 'One-way' : 'Multi-city';
}

/** Spec §9: totals are shown with the currency's minor digits (two for USD, none for JPY). */
export function formatTotal(amountMinor: number, currency: string, locale = 'en-US'): string {
  return formatMoney({ amountMinor, currency }, locale);
}
